import Foundation

/// Recognizes two fingers turning about each other, as Apple's
/// `UIRotationGestureRecognizer` (continuous): once two fingers are down it
/// begins when the line between them has turned 0.07 radians (4°), changes
/// with every move, and ends when either finger lifts. A third finger is
/// ignored. Main thread only.
///
/// `rotation` is in radians from the line between the fingers when the
/// second went down, clockwise positive on screen (as
/// `CGAffineTransform(rotationAngle:)` turns a view), and keeps counting
/// past a half turn; setting it (commonly to 0 after applying it to a
/// transform) makes later values relative to the angle then.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// How far the fingers must turn before the rotation begins, in radians.
    nonisolated static let hysteresis: CGFloat = 0.07

    /// The rotation in radians (see the type's description).
    open var rotation: CGFloat = 0

    /// How fast `rotation` is changing, in radians per second (over the last 0.1 s).
    open var velocity: CGFloat { samples.velocity }

    /// The angle of the line between the fingers at the last move.
    private var lastAngle: CGFloat?
    /// How far they have turned since the second finger went down.
    private var turned: CGFloat = 0
    private var samples = TwoFingerSamples()

    /// Follows the first two fingers; ignores any more.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let span = twoFingerSpan(whenBegan: touches, with: event) else { return }
        lastAngle = span.angle
        if state == .possible { turned = 0 }
    }

    /// Begins once the fingers have turned by `hysteresis`; after that, each move is a change.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let span = TwoFingerSamples.span(of: trackedTouches), span.distance > 0, let lastAngle else { return }
        // The turn since the last move, the short way round, so that the
        // line crossing ±π does not jump a whole turn.
        var step = span.angle - lastAngle
        if step > .pi { step -= 2 * .pi } else if step < -.pi { step += 2 * .pi }
        self.lastAngle = span.angle
        turned += step
        switch state {
        case .possible:
            guard abs(turned) >= Self.hysteresis else { return }
            rotation = turned
            samples.record(rotation, at: TwoFingerSamples.time(of: trackedTouches))
            state = .began
        case .began, .changed:
            rotation += step
            samples.record(rotation, at: TwoFingerSamples.time(of: trackedTouches))
            state = .changed
        default:
            break
        }
    }

    /// Ends the rotation when either finger lifts; with no finger left, fails one that never began.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        twoFingerTouchEnded {
            lastAngle = nil
            turned = 0
        }
    }

    /// Cancels a rotation under way; fails one that has not begun.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .cancelled
    }

    open override func reset() {
        rotation = 0
        lastAngle = nil
        turned = 0
        samples.clear()
    }
}
