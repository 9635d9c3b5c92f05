// PathFollower: layers riding paths (documents 000 and 004). Listing 8.10's
// group (a keyframe path with rotateAuto and a backgroundColor animation),
// the square path by keyframe values, the rounded-rect path with its
// CAShapeLayer outline, the group that changes colour along that path, and
// a zigzag of values whose trail shows each calculation mode's pace.
//
//   Scripts/run-sample.sh PathFollower                       a window: C steps the calculation mode
//                                                            (linear, paced, cubic), a click restarts,
//                                                            Escape quits
//   Scripts/run-sample.sh PathFollower --seconds S           quit S seconds after the first frame
//   Scripts/run-sample.sh PathFollower --frames N --out DIR  headless: N frames at 60 fps, the mode
//                                                            stepping every 2 seconds
//   Scripts/run-sample.sh PathFollower --check-panels        check from the model that every follower
//                                                            stays inside its panel over a lap in
//                                                            each mode, print the findings, quit
//   (a release build; `swift run` builds debug, several times slower)
import ArgumentParser
import LayerHost
import SampleSupport

@main
struct PathFollower: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "PathFollower",
        abstract: "Layers riding paths (documents 000 and 004), in each keyframe calculation mode.",
        discussion: """
            Listing 8.10's group (a keyframe path with rotateAuto and a backgroundColor animation), \
            the square path by keyframe values, the rounded-rect path with its CAShapeLayer outline, \
            the group that changes colour along it, and a zigzag of values whose trail shows each \
            calculation mode's pace.

            Keys and clicks: C steps the calculation mode (linear, paced, cubic); a click on the mode \
            bar picks one; any click restarts the followers. Escape quits. A --frames export steps \
            the mode every 2 seconds. --check-panels steps every follower over a lap in each mode \
            on a clock of its own and says whether it stays inside its panel (status 1 if not).
            """)

    @Flag(help: ArgumentHelp("Check, from the model, that every follower stays inside its panel over a lap in "
                             + "each calculation mode; print what it found and quit."))
    var checkPanels = false

    @OptionGroup var options: SampleOptions

    func run() throws {
        if checkPanels {
            let findings = PanelCheck(scene: PathFollowerScene()).run()
            for line in PanelCheck.report(findings) { print("PathFollower panels: \(line)") }
            if findings.contains(where: { $0.closest < 0 }) { throw ExitCode(1) }
            return
        }
        try SampleRunner.run(PathFollowerScene(), options: options)
    }
}
