import Foundation

/// One finger on a touchscreen going down, moving, lifting, or taken away
/// (`LayerWindow.TouchEvent` is this type; X11 makes them from XInput 2.2
/// touch events, UIKit turns them into `UITouch`es, several at once).
///
/// A plain value, safe on any thread.
public struct TouchEvent: Equatable, Sendable {
    /// Where a touch is in its life.
    public enum Phase: Equatable, Sendable {
        /// The finger went down.
        case began
        /// It moved.
        case moved
        /// It lifted.
        case ended
        /// The system took it away (another client grabbed it, the device went).
        case cancelled
    }

    /// The touch's number, the same from `began` to `ended` or `cancelled`
    /// and unique among the touches down at once (X's touch id).
    public var id: Int
    /// Where the touch is in its life.
    public var phase: Phase
    /// Where the finger is, in window points (origin top-left, y down): the
    /// root layer's coordinate space.
    public var location: CGPoint
    /// Modifier keys held.
    public var modifierFlags: ModifierFlags
    /// Seconds on the monotonic clock `CACurrentMediaTime()` reads.
    public var timestamp: TimeInterval

    /// A touch event with the given values (platforms make them; tests may too).
    public init(id: Int, phase: Phase, location: CGPoint, modifierFlags: ModifierFlags = [],
                timestamp: TimeInterval) {
        self.id = id
        self.phase = phase
        self.location = location
        self.modifierFlags = modifierFlags
        self.timestamp = timestamp
    }
}
