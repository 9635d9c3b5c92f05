// ImplicitActions: document 002's colour layer (chapter 7). A click on the
// layer or the Change Color button gives it the next colour, animated by
// whatever the current mode makes the layer's action search find:
//   1 the default implicit animation (the run loop's transaction, 0.25 s),
//   2 an explicit transaction of 1 second (listing 7.2),
//   3 a custom action: actions["backgroundColor"] = a push transition from
//     the left (listing 7.6),
//   4 a view-backed layer: its delegate answers NSNull outside an animation
//     block, as UIView does (listing 7.5), so the colour changes at once.
//
//   Scripts/run-sample.sh ImplicitActions                       a window: 1–4 or a click on the mode
//                                                               bar picks the mode, M the next one,
//                                                               Space changes the colour, Escape quits
//   Scripts/run-sample.sh ImplicitActions --seconds S           quit S seconds after the first frame
//   Scripts/run-sample.sh ImplicitActions --frames N --out DIR  headless: N frames at 60 fps, a
//                                                               colour change in each mode in turn
//   (a release build; `swift run` builds debug, several times slower)
import ArgumentParser
import LayerHost
import SampleSupport

@main
struct ImplicitActions: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ImplicitActions",
        abstract: "Document 002's colour layer: what the action search finds for a backgroundColor change.",
        discussion: """
            A click on the layer or the Change Color button gives it the next colour, animated by \
            the mode's action: 1 the default implicit animation (0.25 s), 2 an explicit transaction \
            of 1 s (listing 7.2), 3 a push transition from the left as the layer's backgroundColor \
            action (listing 7.6), 4 a view-backed layer whose delegate answers NSNull (listing 7.5), \
            so the colour changes at once.

            Keys and clicks: 1–4 or a click on the mode bar picks the mode, M or Tab the next one, \
            Space or Return changes the colour, Escape quits. A --frames export changes the colour \
            in each mode in turn.
            """)

    @OptionGroup var options: SampleOptions

    func run() throws {
        let scene = ImplicitActionsScene()
        scene.printListing75()
        try SampleRunner.run(scene, options: options)
    }
}
