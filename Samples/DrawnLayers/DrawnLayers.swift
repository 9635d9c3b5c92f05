// DrawnLayers: the layers whose pixels are drawn rather than given (document
// 002's shape, gradient and text layers), each animated the way apps animate
// them, on one page; each cell's caption names the layer class and the
// property it shows.
//
//   Scripts/run-sample.sh DrawnLayers                       a window; Escape quits
//   Scripts/run-sample.sh DrawnLayers --seconds S           quit S seconds after the first frame
//   Scripts/run-sample.sh DrawnLayers --frames N --out DIR  headless: N frames at 60 fps as PNG files
//   (a release build; `swift run` builds debug, several times slower)
import ArgumentParser
import LayerHost
import SampleSupport

@main
struct DrawnLayers: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "DrawnLayers",
        abstract: "Shape, gradient and text layers (document 002), each animated the way apps animate them.",
        discussion: """
            Shape layers (an even-odd star, marching ants, a spinner, a morph, a tick drawn by \
            strokeEnd), gradient layers (axial, radial, conic, animated colours and locations) and \
            text layers (wrapped, truncated, centred, attributed, an animated fontSize) on one page, \
            each cell captioned with its layer class and the property it shows. Nothing to click. \
            Escape quits.
            """)

    @OptionGroup var options: SampleOptions

    func run() throws {
        try SampleRunner.run(DrawnLayersPage(), options: options)
    }
}

extension DrawnLayersPage: SampleScene {
    var title: String { "DrawnLayers" }
    var width: Int { Self.width }
    var height: Int { Self.height }
}
