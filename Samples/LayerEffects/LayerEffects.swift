// LayerEffects: document 002's visual effects on one page: corner radius,
// borders, shadows (and shadowPath, square and circular), an image mask,
// every contentsGravity, a sprite sheet stepped through contentsRect, a
// nine-slice contentsCenter, zPosition reordering, a 3D card under
// perspective, group opacity, and shouldRasterize (a cached image reused as
// the layer turns, two rasterization scales, and a subtree that changes
// every frame; F6 tints reuses green and redraws red). A click hit-tests the page and names the
// layer hit (printed and shown at the bottom); a click on a square of the
// zPosition card brings it to the front.
//
//   Scripts/run-sample.sh LayerEffects                       a window; Escape quits
//   Scripts/run-sample.sh LayerEffects --seconds S           quit S seconds after the first frame
//   Scripts/run-sample.sh LayerEffects --frames N --out DIR  headless: N frames at 60 fps, with
//                                                            scripted clicks
//   (a release build; `swift run` builds debug, several times slower)
import ArgumentParser
import LayerHost
import SampleSupport

@main
struct LayerEffects: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "LayerEffects",
        abstract: "Document 002's visual effects on one page, hit-tested by clicks.",
        discussion: """
            Corner radius, borders, shadows (and shadowPath, square and circular), an image mask, \
            every contentsGravity, a sprite sheet stepped through contentsRect, a nine-slice \
            contentsCenter, zPosition reordering, a 3D card under perspective, group opacity and \
            shouldRasterize.

            Keys and clicks: a click hit-tests the page and names the layer hit (printed and shown \
            at the bottom); a click on a square of the zPosition card brings it to the front; F6 \
            tints reused rasterized images green and redrawn ones red. Escape quits. A --frames \
            export clicks at frames 20, 40 and 60.
            """)

    @OptionGroup var options: SampleOptions

    func run() throws {
        try SampleRunner.run(LayerEffectsScene(), options: options)
    }
}
