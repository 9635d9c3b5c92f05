import Foundation

/// Recognizes a quick stroke in one of `direction`'s directions, as Apple's
/// `UISwipeGestureRecognizer` (discrete): at least 50 points mostly along
/// one axis (the other moving at most half as far) within 0.5 s. A stroke
/// that goes another way, or too slowly, fails. Main thread only.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions that count; `.right` by default.
    open var direction: UISwipeGestureRecognizer.Direction = .right
    /// Fingers needed; 1 by default.
    open var numberOfTouchesRequired: Int = 1

    /// How far the stroke must go.
    nonisolated static let minimumDistance: CGFloat = 50
    /// How long the stroke may take.
    nonisolated static let maximumDuration: TimeInterval = 0.5
    /// How far it may go another way before it fails.
    nonisolated static let wrongWayTolerance: CGFloat = 20

    private var start: (time: TimeInterval, point: CGPoint)?

    /// Fails if more than `numberOfTouchesRequired` touches are down; otherwise notes the touch's time and window position as the stroke's start.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches <= numberOfTouchesRequired, let touch = touches.first else { return state = .failed }
        start = (touch.timestamp, touch.location(in: nil))
    }

    /// Recognizes as soon as the stroke qualifies; fails once it takes over 0.5 s or goes more than 20 points mostly in a direction not in `direction`.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        evaluate(touch, final: false)
    }

    /// Checks the stroke a last time: recognized if it qualifies, failed otherwise.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        evaluate(touch, final: true)
    }

    /// Fails the gesture.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    open override func reset() {
        start = nil
    }

    private func evaluate(_ touch: UITouch, final: Bool) {
        guard state == .possible, let start else { return }
        if touch.timestamp - start.time > Self.maximumDuration { return state = .failed }
        let point = touch.location(in: nil)
        let dx = point.x - start.point.x, dy = point.y - start.point.y
        let horizontal = abs(dx) >= abs(dy)
        let along = horizontal ? abs(dx) : abs(dy), across = horizontal ? abs(dy) : abs(dx)
        let way: Direction = horizontal ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        if !direction.contains(way) && along > Self.wrongWayTolerance { return state = .failed }
        if direction.contains(way) && along >= Self.minimumDistance && across <= along / 2 {
            return state = .recognized
        }
        if final { state = .failed }
    }
}
