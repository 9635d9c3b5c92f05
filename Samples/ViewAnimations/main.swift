// ViewAnimations: listings 4-1 to 4-9 of the View Programming Guide's
// "Animations" chapter (source document 003), written as an iOS app would
// be, one listing per page.
//
//   swift run ViewAnimations                  a window; click or Space/Right: next listing,
//                                             Left: previous, Return: replay, Escape: quit
//   swift run ViewAnimations --listing 6      start on listing 4-6
//   swift run ViewAnimations --tour S         play every listing in turn, S seconds each, then quit
//   swift run ViewAnimations --seconds S      quit after S seconds
//   swift run ViewAnimations --frames N --out DIR
//                                             headless: N frames at 60 fps as PNG files, the
//                                             listings stepping every 2 s
//
// Written in Swift 5 mode, iOS style. On Linux the app delegate is handed to
// UIApplicationMain as an object (no class names) and target-action uses
// method references (no selectors).
import Foundation
import LayerHost
import UIKit

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}

if let given = option("--frames") {
    guard let frames = Int(given), frames > 0 else {
        FileHandle.standardError.write(Data("ViewAnimations: --frames wants a positive whole number, not \(given)\n".utf8))
        exit(2)
    }
    // Headless: the same controller in a window that is never put on a screen.
    let size = UIScreen.main.bounds.size
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    let controller = ListingsViewController()
    controller.firstListing = option("--listing").flatMap(Int.init) ?? 1
    window.isHidden = false
    window.rootViewController = controller
    let out = URL(fileURLWithPath: option("--out") ?? "ViewAnimations-frames")
    let files = try FrameExporter(directory: out, framesPerSecond: 60)
        .export(window.layer, frames: frames, width: Int(size.width), height: Int(size.height)) { index in
            if index > 0, index % 120 == 0 { controller.advance() }
        }
    print("ViewAnimations: \(files.count) frames in \(out.path)")
} else {
    UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, AppDelegate())
}
