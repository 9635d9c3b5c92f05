// Emitters: particle emitters (CAEmitterLayer and CAEmitterCell) as apps use
// them, simulated and drawn by the render server: snow on a night hill and
// cherry petals blown off a branch.
//
//   Scripts/run-sample.sh Emitters                       a window; Escape quits
//   Scripts/run-sample.sh Emitters --seconds S           quit S seconds after the first frame
//   Scripts/run-sample.sh Emitters --frames N --out DIR  headless: N frames at 60 fps as PNG files
//   (a release build; `swift run` builds debug, several times slower)
import ArgumentParser
import LayerHost
import SampleSupport

@main
struct Emitters: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "Emitters",
        abstract: "Particle emitters (CAEmitterLayer, CAEmitterCell): snow on a night hill, cherry petals off a branch.",
        discussion: """
            Both emitters are simulated and drawn by the render server. Nothing to click. Escape quits. \
            A --frames export pins the media clock first, so that every export shows the same particles.
            """)

    @OptionGroup var options: SampleOptions

    func run() throws {
        SampleRunner.pinClockForExport(options)
        try SampleRunner.run(EmittersPage(), options: options)
    }
}

extension EmittersPage: SampleScene {
    var title: String { "Emitters" }
    var width: Int { Self.width }
    var height: Int { Self.height }
}
