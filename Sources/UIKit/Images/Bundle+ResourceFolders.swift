import Foundation

extension Bundle {
    /// Where UIKit looks for a bundle's resources by name (`UIImage(named:)`,
    /// `UIColor(named:)`), in order: the bundle's resources, the bundle's own
    /// folder, then the working directory. Any thread.
    var resourceFolders: [String] {
        var folders: [String] = []
        if let resources = resourcePath { folders.append(resources) }
        folders.append(bundlePath)
        folders.append(FileManager.default.currentDirectoryPath)
        return folders
    }
}
