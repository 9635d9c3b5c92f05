import Foundation

/// Recognizes two fingers moving apart or together, as Apple's
/// `UIPinchGestureRecognizer` (continuous): once two fingers are down it
/// begins when the distance between them has changed by 8 points, changes
/// with every move, and ends when either finger lifts. A third finger is
/// ignored. Main thread only.
///
/// `scale` is the distance between the fingers over their distance when the
/// second went down (1 at that moment, so the first value carries the
/// 8 points already moved); setting it (commonly to 1 after applying it to
/// a transform) makes later values relative to the distance then.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// How far the fingers' distance must change before the pinch begins.
    nonisolated static let hysteresis: CGFloat = 8

    /// The scale factor of the fingers' distance (see the type's description).
    open var scale: CGFloat {
        get { scaleValue }
        set {
            scaleValue = newValue
            if let span = TwoFingerSamples.span(of: trackedTouches) { base = (span.distance, newValue) }
        }
    }

    /// How fast `scale` is changing, in scale factor per second (over the last 0.1 s).
    open var velocity: CGFloat { samples.velocity }

    private var scaleValue: CGFloat = 1
    /// The distance at which `scale` read `scale`: later values are relative to it.
    private var base: (distance: CGFloat, scale: CGFloat)?
    /// The distance when the second finger went down.
    private var startDistance: CGFloat?
    private var samples = TwoFingerSamples()

    /// Follows the first two fingers; ignores any more.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let span = twoFingerSpan(whenBegan: touches, with: event) else { return }
        startDistance = span.distance
        if state == .possible { base = (span.distance, 1) }
    }

    /// Begins once the distance has changed by `hysteresis`; after that, each move is a change.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let span = TwoFingerSamples.span(of: trackedTouches), let base, base.distance > 0 else { return }
        switch state {
        case .possible:
            guard let startDistance, abs(span.distance - startDistance) >= Self.hysteresis else { return }
            update(span.distance, base: base)
            state = .began
        case .began, .changed:
            update(span.distance, base: base)
            state = .changed
        default:
            break
        }
    }

    /// Ends the pinch when either finger lifts; with no finger left, fails one that never began.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        twoFingerTouchEnded {
            startDistance = nil
            base = nil
        }
    }

    /// Cancels a pinch under way; fails one that has not begun.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .cancelled
    }

    open override func reset() {
        scaleValue = 1
        base = nil
        startDistance = nil
        samples.clear()
    }

    private func update(_ distance: CGFloat, base: (distance: CGFloat, scale: CGFloat)) {
        scaleValue = base.scale * distance / base.distance
        samples.record(scaleValue, at: TwoFingerSamples.time(of: trackedTouches))
    }
}
