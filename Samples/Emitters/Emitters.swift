// Emitters: particle emitters (CAEmitterLayer and CAEmitterCell) as apps use
// them, simulated and drawn by the render server: snow on a night hill and
// cherry petals blown off a branch.
//
//   swift run Emitters                      a window; Escape quits
//   swift run Emitters --seconds S          quit S seconds after the first frame
//   swift run Emitters --frames N --out DIR headless: N frames at 60 fps as PNG files
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
