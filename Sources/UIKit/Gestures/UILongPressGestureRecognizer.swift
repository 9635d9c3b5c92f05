import Foundation

/// Recognizes a press held still, as Apple's `UILongPressGestureRecognizer`
/// (continuous): it begins once the touch has stayed within
/// `allowableMovement` for `minimumPressDuration`, changes as it moves,
/// and ends when it lifts. Main thread only.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the press must last; 0.5 s by default.
    open var minimumPressDuration: TimeInterval = 0.5
    /// Fingers needed; 1 by default.
    open var numberOfTouchesRequired: Int = 1
    /// Taps before the press; 0 by default (only 0 is supported: others fail the gesture).
    open var numberOfTapsRequired: Int = 0
    /// How far the touch may move before the gesture begins; 10 points by default.
    open var allowableMovement: CGFloat = 10

    private var start: CGPoint?

    /// Fails if `numberOfTapsRequired` is not 0 or more than `numberOfTouchesRequired` touches are down;
    /// otherwise notes where the touch began and restarts the `minimumPressDuration` timer that begins the gesture.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTapsRequired == 0, numberOfTouches <= numberOfTouchesRequired,
              let touch = touches.first
        else { return state = .failed }
        start = touch.location(in: nil)
        startTimer(minimumPressDuration) { [weak self] in
            guard let self, self.state == .possible, self.numberOfTouches > 0 else { return }
            self.state = .began
        }
    }

    /// Before the gesture begins, fails once the touch is more than `allowableMovement` points from where the last touch began;
    /// after, reports every move as `.changed`.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            if let start, let touch = touches.first,
               start.distance(to: touch.location(in: nil)) > allowableMovement {
                cancelTimer()
                state = .failed
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Ends a begun gesture; fails one lifted before `minimumPressDuration`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelTimer()
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        default: break
        }
    }

    /// Fails the gesture before it begins; cancels it after.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelTimer()
        state = state == .possible ? .failed : .cancelled
    }

    open override func reset() {
        start = nil
    }
}
