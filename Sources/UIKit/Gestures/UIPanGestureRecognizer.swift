import Foundation

/// Recognizes a drag, as Apple's `UIPanGestureRecognizer` (continuous): it
/// begins once the touch has moved 10 points, changes with every move, and
/// ends when it lifts. `translation(in:)` is measured from where the touch
/// went down; `velocity(in:)` from the last 0.1 s of movement. Main thread only.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Touches that must be down before the pan may begin; 1 by default. Not checked once it has begun.
    open var minimumNumberOfTouches: Int = 1
    /// Most touches the pan accepts; no limit (`Int.max`) by default. A touch past it
    /// fails a pan that has not begun; once begun, the pan carries on.
    open var maximumNumberOfTouches: Int = .max

    /// How far a touch moves before the pan begins.
    nonisolated static let hysteresis: CGFloat = 10
    /// How far back in time velocity looks.
    nonisolated static let velocityWindow: TimeInterval = 0.1

    /// Where the translation is measured from, in window coordinates.
    private var origin: CGPoint?
    /// Recent (time, window location) samples.
    private var samples: [(time: TimeInterval, point: CGPoint)] = []

    /// How far the touch has moved since it went down (or since the last
    /// `setTranslation`), in `view`'s coordinate system (the window's when nil).
    open func translation(in view: UIView?) -> CGPoint {
        guard let origin else { return .zero }
        return vector(from: origin, to: location(in: nil), in: view)
    }

    /// Makes the current translation read `translation` in `view`'s coordinates.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let current = location(in: nil)
        let back = vector(from: CGPoint(x: 0, y: 0), to: translation, into: view)
        origin = CGPoint(x: current.x - back.x, y: current.y - back.y)
    }

    /// The speed of the drag in points per second, in `view`'s coordinate system.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let last = samples.last, let first = samples.first(where: { last.time - $0.time <= Self.velocityWindow }),
              last.time > first.time
        else { return .zero }
        let delta = vector(from: first.point, to: last.point, in: view)
        let seconds = CGFloat(last.time - first.time)
        return CGPoint(x: delta.x / seconds, y: delta.y / seconds)
    }

    /// Fails past `maximumNumberOfTouches` before the pan begins; the first touch
    /// sets where the translation is measured from.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches <= maximumNumberOfTouches else {
            if state == .possible { state = .failed }
            return
        }
        if origin == nil, let touch = touches.first {
            origin = touch.location(in: nil)
            record(touch)
        }
    }

    /// Begins once `minimumNumberOfTouches` are down and the touches' centroid is 10 points
    /// from where the first went down; after that, each move is a change.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        record(touch)
        switch state {
        case .possible:
            if numberOfTouches >= minimumNumberOfTouches, let origin,
               origin.distance(to: location(in: nil)) >= Self.hysteresis {
                state = .began
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Ends the pan when the last touch lifts; fails it if it never began.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if let touch = touches.first { record(touch) }
        guard numberOfTouches <= 1 else { return }
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        default: break
        }
    }

    /// Cancels a pan under way; fails one that has not begun.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .cancelled
    }

    open override func reset() {
        origin = nil
        samples = []
    }

    private func record(_ touch: UITouch) {
        samples.append((touch.timestamp, touch.location(in: nil)))
        if let last = samples.last {
            samples.removeAll { last.time - $0.time > Self.velocityWindow * 2 }
        }
    }

    /// The vector between two window points, in `view`'s coordinate system.
    private func vector(from a: CGPoint, to b: CGPoint, in view: UIView?) -> CGPoint {
        guard let view, let window = lastWindow else { return CGPoint(x: b.x - a.x, y: b.y - a.y) }
        let pa = view.convert(a, from: window), pb = view.convert(b, from: window)
        return CGPoint(x: pb.x - pa.x, y: pb.y - pa.y)
    }

    /// A vector given in `view`'s coordinate system, in the window's.
    private func vector(from a: CGPoint, to b: CGPoint, into view: UIView?) -> CGPoint {
        guard let view, let window = lastWindow else { return CGPoint(x: b.x - a.x, y: b.y - a.y) }
        let pa = view.convert(a, to: window), pb = view.convert(b, to: window)
        return CGPoint(x: pb.x - pa.x, y: pb.y - pa.y)
    }
}
