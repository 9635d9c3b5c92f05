import Foundation
import LayerHost
import UIKit

/// What a case can ask of its process: a window on the runner's X display
/// that keeps drawing, and a bounded wait on the main run loop. Main thread.
final class CaseContext {
    /// The X display the runner started (`ADVERSARY_DISPLAY`), else `DISPLAY`.
    let displayName: String? = ProcessInfo.processInfo.environment["ADVERSARY_DISPLAY"]
        ?? ProcessInfo.processInfo.environment["DISPLAY"]
    private(set) var window: LayerWindow?

    /// Opens (once) a 320 × 240 window with a spinning heartbeat layer, so
    /// that its render server draws every frame and a stopped render thread shows.
    func openWindow() throws -> LayerWindow {
        if let window { return window }
        let window = try LayerWindow(title: "Adversary", width: 320, height: 240, framesPerSecond: 60,
                                     displayName: displayName)
        let heartbeat = CALayer()
        heartbeat.frame = CGRect(x: 300, y: 220, width: 10, height: 10)
        heartbeat.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = Double.pi * 2
        spin.duration = 1
        spin.repeatCount = .infinity
        heartbeat.add(spin, forKey: "heartbeat")
        window.rootLayer.addSublayer(heartbeat)
        window.start()
        self.window = window
        return window
    }

    /// Frames the window's render server has drawn so far.
    var framesDrawn: Int { window?.framesDrawn ?? 0 }

    /// Puts `layer` in the window and returns how many frames were drawn
    /// within `seconds` after it (at most `frames`: it returns as soon as
    /// that many are drawn).
    @discardableResult
    func show(_ layer: CALayer, frames: Int = 6, seconds: Double = 8) throws -> Int {
        let window = try openWindow()
        window.rootLayer.addSublayer(layer)
        return drawFrames(frames, seconds: seconds)
    }

    /// Spins the main run loop until `frames` more frames are drawn or `seconds` pass; returns the frames drawn.
    @discardableResult
    func drawFrames(_ frames: Int = 6, seconds: Double = 8) -> Int {
        let start = framesDrawn
        let deadline = Date(timeIntervalSinceNow: seconds)
        while framesDrawn - start < frames, Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
        }
        return framesDrawn - start
    }

    /// Spins the main run loop for `seconds`.
    func spin(_ seconds: Double) {
        let deadline = Date(timeIntervalSinceNow: seconds)
        while Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: min(deadline, Date(timeIntervalSinceNow: 0.01)))
        }
    }

    /// `show(layer)`'s verdict: ok when the window kept drawing, with `detail`.
    func keepsDrawing(_ layer: CALayer, _ detail: String) throws -> Verdict {
        let drawn = try show(layer)
        return .check(drawn >= 6, "\(detail); the window kept drawing",
                      else: "only \(drawn) frames drawn in 8 s after it: the render thread stalled or stopped")
    }

    /// Renders `layer` with `render(in:)` into a 64 × 64 bitmap and returns it.
    func renderHeadless(_ layer: CALayer, width: Int = 64, height: Int = 64) -> CGImage? {
        guard let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        else { return nil }
        layer.render(in: context)
        return context.makeImage()
    }

    /// CPU seconds the calling thread has used so far.
    static func mainThreadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    func close() {
        window?.close()
        // A window whose connection was lost tears down on a thread of its own: done before the case exits.
        _ = window?.waitUntilTornDown(seconds: 10)
        window = nil
    }
}
