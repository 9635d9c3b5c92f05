// ViewAnimations: listings 4-1 to 4-9 of the View Programming Guide's
// "Animations" chapter (source document 003), written as an iOS app would
// be, one listing per page.
//
//   Scripts/run-sample.sh ViewAnimations              a window; click or Space/Right: next listing,
//                                                     Left: previous, Return: replay, Escape: quit
//   Scripts/run-sample.sh ViewAnimations --listing 6  start on listing 4-6
//   Scripts/run-sample.sh ViewAnimations --tour S     play every listing in turn, S seconds each, then quit
//   Scripts/run-sample.sh ViewAnimations --seconds S  quit S seconds after the first frame
//   Scripts/run-sample.sh ViewAnimations --frames N --out DIR
//                                                     headless: N frames at 60 fps as PNG files, the
//                                                     listings stepping every 2 s
//   (a release build; `swift run` builds debug, several times slower)
//
// Written in Swift 5 mode, iOS style. On Linux the app delegate is handed to
// UIApplicationMain as an object (no class names) and target-action uses
// method references (no selectors).
import ArgumentParser
import Foundation
import LayerHost
import SampleSupport
import UIKit

@main
struct ViewAnimations: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ViewAnimations",
        abstract: "Listings 4-1 to 4-9 of the View Programming Guide's animation chapter, as a UIKit app.",
        discussion: """
            Document 003's listings, one per page, written as an iOS app would be (Swift 5 mode, \
            UIApplicationMain, view controllers, UIView animation blocks). Needs an X display \
            (DISPLAY) unless --frames exports headlessly.

            Keys and clicks: a click, Space or → shows the next listing, ← the previous one, Return \
            replays the listing shown, Escape quits. A --frames export steps to the next listing \
            every 2 seconds; --tour S steps every S seconds from the first listing shown.
            """)

    /// The number of listings (4-1 to 4-9).
    static let listingCount = 9

    @Option(parsing: .unconditional, help: ArgumentHelp("Start on listing 4-N (1–9).", valueName: "N"))
    var listing = 1

    @Option(parsing: .unconditional, help: ArgumentHelp("Play every listing in turn, S seconds each, then quit.", valueName: "S"))
    var tour: Double?

    @OptionGroup var options: SampleOptions

    func validate() throws {
        guard (1...Self.listingCount).contains(listing) else {
            throw ValidationError("--listing wants a listing number from 1 to \(Self.listingCount), not \(listing)")
        }
        if let tour, !(tour > 0 && tour.isFinite) {
            throw ValidationError("--tour wants a positive, finite number of seconds, not \(tour)")
        }
        if tour != nil, options.exports {
            throw ValidationError("--tour is for a window; a --frames export steps every 2 seconds by itself")
        }
    }

    func run() throws {
        try MainActor.assumeIsolated {
            if let frames = options.frames {
                try export(frames: frames, into: options.out ?? "ViewAnimations-frames")
                return
            }
            let delegate = AppDelegate()
            delegate.firstListing = listing
            delegate.tourSeconds = tour
            delegate.seconds = options.seconds
            let status = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, delegate)
            if status != 0 { throw ExitCode(status) }
        }
    }

    /// Headless: the same controller in a window that is never put on a
    /// screen, the listings stepping every 2 seconds.
    @MainActor
    func export(frames: Int, into folder: String) throws {
        let size = UIScreen.main.bounds.size
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        let controller = ListingsViewController()
        controller.firstListing = listing
        window.isHidden = false
        window.rootViewController = controller
        let out = URL(fileURLWithPath: folder)
        let files = try FrameExporter(directory: out, framesPerSecond: SampleRunner.framesPerSecond)
            .export(window.layer, frames: frames, width: Int(size.width), height: Int(size.height)) { index in
                if index > 0, index % 120 == 0 { controller.advance() }
            }
        print("ViewAnimations: \(files.count) frames in \(out.path)")
    }
}
