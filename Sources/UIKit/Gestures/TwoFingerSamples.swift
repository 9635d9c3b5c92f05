import Foundation

/// What the two-finger recognizers (pinch, rotation) share: the span
/// between the first two touches they follow, and the recent values of
/// what that span drives, for a velocity. Main thread only (a value).
struct TwoFingerSamples {
    /// How far back in time velocity looks.
    static let velocityWindow: TimeInterval = 0.1

    private var samples: [(time: TimeInterval, value: CGFloat)] = []

    /// The distance and the angle (radians, clockwise from +x in y-down
    /// window coordinates) from the first touch to the second; nil with fewer than two.
    static func span(of touches: [UITouch]) -> (distance: CGFloat, angle: CGFloat)? {
        guard touches.count >= 2 else { return nil }
        let a = touches[0].location(in: nil), b = touches[1].location(in: nil)
        return (hypot(b.x - a.x, b.y - a.y), atan2(b.y - a.y, b.x - a.x))
    }

    /// The latest touch time of the first two of `touches`.
    static func time(of touches: [UITouch]) -> TimeInterval {
        touches.prefix(2).map(\.timestamp).max() ?? 0
    }

    mutating func record(_ value: CGFloat, at time: TimeInterval) {
        samples.append((time, value))
        samples.removeAll { time - $0.time > Self.velocityWindow * 2 }
    }

    /// How fast the value changed per second over the last `velocityWindow`; 0 without two samples apart in time.
    var velocity: CGFloat {
        guard let last = samples.last,
              let first = samples.first(where: { last.time - $0.time <= Self.velocityWindow }),
              last.time > first.time
        else { return 0 }
        return (last.value - first.value) / CGFloat(last.time - first.time)
    }

    mutating func clear() {
        samples = []
    }
}

extension UIGestureRecognizer {
    /// A touch began for a two-finger recognizer: past two fingers it is
    /// ignored; with exactly two down, apart, the span between them.
    func twoFingerSpan(whenBegan touches: Set<UITouch>, with event: UIEvent) -> (distance: CGFloat, angle: CGFloat)? {
        guard numberOfTouches <= 2 else {
            for touch in touches { ignore(touch, for: event) }
            return nil
        }
        guard numberOfTouches == 2, let span = TwoFingerSamples.span(of: trackedTouches), span.distance > 0 else {
            return nil
        }
        return span
    }

    /// A finger of a two-finger recognizer lifted: one under way ends;
    /// before it began, `forget` clears what the pair had set up, and with
    /// no finger left the recognizer fails.
    func twoFingerTouchEnded(forget: () -> Void) {
        switch state {
        case .began, .changed:
            state = .ended
        case .possible:
            forget()
            if numberOfTouches <= 1 { state = .failed }
        default:
            break
        }
    }
}
