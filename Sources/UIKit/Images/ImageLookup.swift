import Foundation

/// Where `UIImage(named:)` finds a file: the name as a path, then the
/// bundle's resources, then the working directory; with `.png`, `.jpg` and
/// `.jpeg` tried when the name has no extension, and `@3x`/`@2x` variants
/// tried first at those screen scales. Any thread.
enum ImageLookup {
    static let extensions = ["png", "jpg", "jpeg"]

    /// The file for `name` and its scale, or nil.
    static func path(named name: String, bundle: Bundle, scale: CGFloat) -> (String, CGFloat)? {
        let url = URL(fileURLWithPath: name)
        let ext = url.pathExtension.lowercased()
        let base = extensions.contains(ext) ? String(name.dropLast(ext.count + 1)) : name
        let suffixes: [(String, CGFloat)] = (scale >= 3 ? [("@3x", 3)] : []) + (scale >= 2 ? [("@2x", 2)] : []) + [("", 1)]
        let types = extensions.contains(ext) ? [url.pathExtension] : extensions
        let folders = bundle.resourceFolders
        for (suffix, fileScale) in suffixes {
            for type in types {
                let file = "\(base)\(suffix).\(type)"
                if name.hasPrefix("/"), FileManager.default.fileExists(atPath: file) { return (file, fileScale) }
                if let found = bundle.path(forResource: "\(base)\(suffix)", ofType: type) { return (found, fileScale) }
                for folder in folders {
                    let candidate = (folder as NSString).appendingPathComponent(file)
                    if FileManager.default.fileExists(atPath: candidate) { return (candidate, fileScale) }
                }
            }
        }
        return nil
    }

    /// 2 or 3 for files named `…@2x.ext` / `…@3x.ext`, else 1.
    static func scale(ofFileNamed path: String) -> CGFloat {
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }
}
