// Petals: document 001's falling-petal tutorial, end to end, and a shower of petals.
//
//   Scripts/run-sample.sh Petals                       a window: click to send the petal, click again
//                                                      to pause/resume; M switches to the shower
//                                                      (click a petal to pluck it, elsewhere to pause);
//                                                      Escape quits
//   Scripts/run-sample.sh Petals --mode shower         start in the shower
//   Scripts/run-sample.sh Petals --seconds S           quit S seconds after the first frame
//   Scripts/run-sample.sh Petals --frames N --out DIR  headless: N frames at 60 fps as PNG files
//   Scripts/run-sample.sh Petals --demo DIR            headless: 4 s of the shower as an animated PNG
//                                                      and a contact sheet (what the README's run
//                                                      command shows when there is no display)
//   (a release build; `swift run` builds debug, several times slower)
import ArgumentParser
import Foundation
import LayerHost
import SampleSupport

@main
struct Petals: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "Petals",
        abstract: "Document 001's falling petal, end to end, and a shower of petals.",
        discussion: """
            In the window: click to send the petal to the pointer (a 5 s move while it turns), \
            click again to pause it and again to resume it. M switches to the shower: click a \
            petal to pluck it, elsewhere to pause or resume the shower. Escape quits.

            With no X display the sample says so and writes the --demo into Petals-demo instead. \
            A --frames export clicks at frame 10, sending the petal to (380, 520).
            """)

    @Option(help: "The mode to start in (default: move; --demo: shower).")
    var mode: PetalsScene.Mode?

    @Option(help: ArgumentHelp("Headless: 4 s of the petals at 30 fps as an animated PNG and a contact sheet "
                               + "in DIR (no window).", valueName: "DIR"))
    var demo: String?

    @OptionGroup var options: SampleOptions

    func validate() throws {
        if demo != nil, options.frames != nil || options.seconds != nil {
            throw ValidationError("--demo makes its own frames: leave out --frames and --seconds")
        }
    }

    func run() throws {
        if let demo {
            try runDemo(into: URL(fileURLWithPath: demo))
            return
        }
        try SampleRunner.run(PetalsScene(mode: mode ?? .move), options: options) { error in
            print("Petals: no window can be opened here (\(error)), so the sample runs headless.")
            try runDemo(into: URL(fileURLWithPath: "Petals-demo"))
        }
    }

    /// Four seconds of the shower (or the chosen mode) at 30 fps, headless:
    /// an animated PNG and a contact sheet in `directory`.
    func runDemo(into directory: URL) throws {
        let scene = PetalsScene(mode: mode ?? .shower)
        scene.log = { _ in }
        let (animation, sheet) = try FrameExporter(directory: directory, framesPerSecond: 30)
            .exportAnimation(scene.root, frames: 120, width: scene.width, height: scene.height,
                             beforeFrame: scene.exportFrame)
        print("  animation (animated PNG): \(animation.path)")
        print("  contact sheet:            \(sheet.path)")
    }
}
