// WindowSmoke: opens a window with a spinning square for a few seconds and
// prints how many frames the render thread drew (a quick check of the live path).
//
//   Scripts/run-sample.sh WindowSmoke [seconds] [--block-main]   (a release build; `swift run` builds debug)
//
// --block-main sleeps the main thread for 1 s after each report: the render
// thread must keep drawing meanwhile.
import ArgumentParser
import Foundation
import LayerHost

@main
struct WindowSmoke: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "WindowSmoke",
        abstract: "A live window with a spinning square: prints how many frames the render thread drew.",
        discussion: """
            A quick check of the live path: every half second it prints the frames drawn so far; with \
            --block-main it then blocks the main thread for a second and prints the count again (the \
            render thread must keep drawing meanwhile). Nothing to click; it quits by itself.
            """)

    @Argument(help: ArgumentHelp("How long to run, in seconds.", valueName: "seconds"))
    var seconds: Double = 3

    @Flag(help: "Block the main thread for 1 s after each report.")
    var blockMain = false

    func validate() throws {
        guard seconds > 0, seconds.isFinite else {
            throw ValidationError("seconds wants a positive, finite number, not \(seconds)")
        }
    }

    func run() throws {
        let window = try LayerWindow(title: "WindowSmoke", width: 320, height: 200)
        window.rootLayer.backgroundColor = CGColor(red: 0.1, green: 0.1, blue: 0.2, alpha: 1)
        let square = CALayer()
        square.frame = CGRect(x: 130, y: 70, width: 60, height: 60)
        square.backgroundColor = CGColor(red: 1, green: 0.4, blue: 0, alpha: 1)
        square.cornerRadius = 8
        window.rootLayer.addSublayer(square)
        let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let about = caption("The render thread turns this square", y: 10, color: white)
        let main = caption(blockMain ? "while the main thread sleeps 1 s after each report."
                                     : "while the main thread counts its frames.", y: 26, color: white)
        let count = caption("frames drawn: 0", y: 170, color: CGColor(red: 1, green: 0.7, blue: 0.4, alpha: 1))
        let quits = caption("It quits by itself after \(String(format: "%g", seconds)) s.", y: 150, color: white)
        for label in [about, main, count, quits] { window.rootLayer.addSublayer(label) }
        window.start()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = CGFloat.pi * 2
        spin.duration = 2
        spin.repeatCount = .infinity
        square.add(spin, forKey: "spin")
        let end = Date(timeIntervalSinceNow: seconds)
        while Date() < end {
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
            print("frames: \(window.framesDrawn)")
            count.string = "frames drawn: \(window.framesDrawn)"
            if blockMain {
                // The render thread must keep drawing while the main thread is busy.
                Thread.sleep(forTimeInterval: 1)
                print("frames after blocking main for 1 s: \(window.framesDrawn)")
            }
        }
        window.close()
    }

    /// A line of text across the window at `y`. Main thread.
    private func caption(_ text: String, y: CGFloat, color: CGColor) -> CATextLayer {
        let label = CATextLayer()
        label.frame = CGRect(x: 10, y: y, width: 300, height: 18)
        label.string = text
        label.fontSize = 11
        label.foregroundColor = color
        label.alignmentMode = .center
        label.truncationMode = .end
        label.contentsScale = 2
        return label
    }
}
