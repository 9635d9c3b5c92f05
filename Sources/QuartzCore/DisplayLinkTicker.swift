import Foundation

/// Fires every registered `CADisplayLink` once per display frame on the main run loop.
///
/// Without a window the frames come from a repeating main-run-loop timer at
/// the display rate (60 Hz unless `setDisplayRate(_:)` says otherwise); the
/// runtime host may instead call `displayFrame(at:)` from its frame clock. The
/// timer runs only while links are registered. Main thread only.
package final class DisplayLinkTicker {
    package static let shared = DisplayLinkTicker()

    private var links: [CADisplayLink] = []
    private var timer: Timer?
    private var externallyDriven = false
    package private(set) var displayRate: Double = 60

    package var frameInterval: Double { 1 / displayRate }

    /// Sets the display's refresh rate (frames per second).
    package func setDisplayRate(_ rate: Double) {
        guard rate.isFinite, rate > 0 else {
            Diagnostics.report("display rate \(rate) rejected; it stays \(displayRate) Hz")
            return
        }
        displayRate = rate
        restartTimer()
    }

    /// Hands frame timing to the host: from now on frames come from `displayFrame(at:)`.
    package func driveExternally(_ external: Bool) {
        externallyDriven = external
        restartTimer()
    }

    func register(_ link: CADisplayLink) {
        guard !links.contains(where: { $0 === link }) else { return }
        links.append(link)
        restartTimer()
    }

    func unregister(_ link: CADisplayLink) {
        links.removeAll { $0 === link }
        restartTimer()
    }

    /// One frame: every registered link runs, in the order added.
    package func displayFrame(at timestamp: CFTimeInterval) {
        for link in links {
            link.frame(timestamp: timestamp, interval: frameInterval, displayRate: displayRate)
        }
    }

    private func restartTimer() {
        timer?.invalidate()
        timer = nil
        guard !links.isEmpty, !externallyDriven else { return }
        let timer = Timer(timeInterval: frameInterval, repeats: true) { [weak self] _ in
            self?.displayFrame(at: CACurrentMediaTime())
        }
        RunLoop.main.add(timer, forMode: .common)
        self.timer = timer
    }
}
