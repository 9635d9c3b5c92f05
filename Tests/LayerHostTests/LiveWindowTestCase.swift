import Foundation
import XCTest

/// What the live window tests share, on X11 (`XvfbWindowTestCase`) and
/// Wayland (`WestonWindowTestCase`): spinning the main run loop, for a time
/// or until something happens. Main thread.
class LiveWindowTestCase: XCTestCase {
    func spin(_ seconds: Double) {
        RunLoop.main.run(until: Date(timeIntervalSinceNow: seconds))
    }

    /// Spins the main run loop until `done` or `seconds` pass; returns `done()`.
    @discardableResult
    func spin(upTo seconds: Double, until done: () -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        while !done() && Date() < deadline { spin(0.02) }
        return done()
    }
}
