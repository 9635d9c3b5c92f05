// TimingLab: CAMediaTiming side by side (document 004). Each row moves a
// square along its lane with the same 2-second animation and one timing
// setting changed: fill modes with and without removal, speed, timeOffset,
// repeatCount 2.5, repeatDuration, autoreverses and each timing function.
// The hollow mark is the model value; the lanes' x is position.x (their
// axis names fromValue, the model value and toValue). Every row restarts
// together every 6 seconds; the clock bar across the top shows the time since.
//
//   Scripts/run-sample.sh TimingLab                       a window: a click or R restarts, Escape quits
//   Scripts/run-sample.sh TimingLab --seconds S           quit S seconds after the first frame
//   Scripts/run-sample.sh TimingLab --frames N --out DIR  headless: N frames at 60 fps
//   (a release build; `swift run` builds debug, several times slower)
import ArgumentParser
import LayerHost
import SampleSupport

@main
struct TimingLab: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "TimingLab",
        abstract: "CAMediaTiming side by side (document 004): one timing setting changed per row.",
        discussion: """
            Each row moves a square along its lane with the same 2-second animation and one timing \
            setting changed: fill modes with and without removal, speed, timeOffset, repeatCount \
            2.5, repeatDuration, autoreverses and each timing function. The hollow mark is the model \
            value; a lane's x is position.x, not time. Every row restarts together every 6 seconds; \
            the clock bar across the top shows the time since.

            Keys and clicks: a click or R restarts the rows. Escape quits.
            """)

    @OptionGroup var options: SampleOptions

    func run() throws {
        try SampleRunner.run(TimingLabScene(), options: options)
    }
}
