import Foundation

/// Recognizes one or more taps, as Apple's `UITapGestureRecognizer`
/// (discrete): the touches go down and up without moving more than 10
/// points, and each further tap begins within `multiTapInterval` of the last
/// one ending, within 45 points of the first. Main thread only.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed; 1 by default.
    open var numberOfTapsRequired: Int = 1
    /// Fingers needed; 1 by default (the pointer is one finger).
    open var numberOfTouchesRequired: Int = 1

    /// How long the recognizer waits for the next tap of a multi-tap.
    nonisolated static let multiTapInterval: TimeInterval = 0.35
    /// How far a touch may move and still be a tap.
    nonisolated static let allowableMovement: CGFloat = 10
    /// How far from the first tap a later tap may land.
    nonisolated static let multiTapDistance: CGFloat = 45

    private var tapsSoFar = 0
    private var tapStart: CGPoint?
    private var firstTapLocation: CGPoint?

    /// Fails when more than `numberOfTouchesRequired` touches are down, or when a
    /// later tap lands over 45 points from the first; stops the wait for the next tap.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelTimer()
        guard numberOfTouches <= numberOfTouchesRequired else { return state = .failed }
        guard let touch = touches.first else { return }
        let location = touch.location(in: nil)
        if let first = firstTapLocation, first.distance(to: location) > Self.multiTapDistance {
            return state = .failed
        }
        tapStart = location
        if firstTapLocation == nil { firstTapLocation = location }
    }

    /// Fails when the touch moves more than 10 points from where it went down.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start = tapStart, let touch = touches.first else { return }
        if start.distance(to: touch.location(in: nil)) > Self.allowableMovement { state = .failed }
    }

    /// Counts a tap when the last touch lifts: recognized at `numberOfTapsRequired`,
    /// otherwise it fails unless the next tap begins within 0.35 s.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        // The tap counts when the last of its touches lifts.
        guard numberOfTouches <= 1 else { return }
        tapsSoFar += 1
        tapStart = nil
        if tapsSoFar >= numberOfTapsRequired {
            state = .recognized
        } else {
            startTimer(Self.multiTapInterval) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .failed
            }
        }
    }

    /// Fails.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    open override func reset() {
        tapsSoFar = 0
        tapStart = nil
        firstTapLocation = nil
    }
}
