// Petals: document 001's falling-petal tutorial, step by step, and a shower of petals.
//
//   Scripts/run-sample.sh Petals                       a window: the tutorial's eight steps, each named
//                                                      and explained on a panel; click to send the petal
//                                                      with the step's animation (from step 4 a click
//                                                      while it falls pauses/resumes it); ←/→ or 1–8
//                                                      pick the step; M switches to the shower (click a
//                                                      petal to pluck it, elsewhere to pause); Escape quits
//   Scripts/run-sample.sh Petals --step 4              start at step 4 (pause and resume)
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
        abstract: "Document 001's falling petal, step by step, and a shower of petals.",
        discussion: """
            In the window the panel names the step of document 001's tutorial and explains it: \
            1 basic fall, 2 keep the end, 3 rotation, 4 pause and resume, 5 keyframe values, \
            6 delayed begin, 7 keyframe path, 8 animation group. ←/→ or 1–8 pick the step. A click \
            sends the petal to the pointer with the step's animation; from step 4 on a click while \
            it falls pauses it and the next resumes it. The bar at the bottom says what the petal is \
            doing ("falling · t = 1.50 s of 5 s", "paused at t = …"). M switches to the shower: \
            click a petal to pluck it, elsewhere to pause or resume the shower. Escape quits.

            With no X display the sample says so and writes the --demo into Petals-demo instead. \
            A --frames export clicks at frame 10, sending the petal to (380, 520); at --step 4 it \
            also clicks at frames 100 (pause) and 160 (resume).
            """)

    @Option(help: "The mode to start in (default: move; --demo: shower).")
    var mode: PetalsScene.Mode?

    @Option(parsing: .unconditional, help: "The step of document 001 to start at, 1…8 (default: 1, the basic fall).")
    var step: PetalStep = .basicFall

    @Option(help: ArgumentHelp("Headless: 4 s of the petals at 30 fps as an animated PNG and a contact sheet "
                               + "in DIR (no window).", valueName: "DIR"))
    var demo: String?

    @OptionGroup var options: SampleOptions

    func validate() throws {
        if demo != nil, options.frames != nil || options.seconds != nil {
            throw ValidationError("--demo makes its own frames: leave out --frames and --seconds")
        }
        if let demo { try SampleOptions.checkOutput(folder: demo, option: "--demo", for: "the demo") }
    }

    func run() throws {
        if let demo {
            try runDemo(into: URL(fileURLWithPath: demo))
            return
        }
        try SampleRunner.run(PetalsScene(mode: mode ?? .move, step: step), options: options) { error in
            print("Petals: no window can be opened here (\(error)), so the sample runs headless.")
            try runDemo(into: URL(fileURLWithPath: "Petals-demo"))
        }
    }

    /// Four seconds of the shower (or the chosen mode) at 30 fps, headless:
    /// an animated PNG and a contact sheet in `directory`.
    func runDemo(into directory: URL) throws {
        let scene = PetalsScene(mode: mode ?? .shower, step: step)
        scene.log = { _ in }
        let (animation, sheet) = try FrameExporter(directory: directory, framesPerSecond: 30)
            .exportAnimation(scene.root, frames: 120, width: scene.width, height: scene.height,
                             beforeFrame: scene.exportFrame)
        print("  animation (animated PNG): \(animation.path)")
        print("  contact sheet:            \(sheet.path)")
    }
}
