import Foundation

/// A scroll of a wheel or touchpad, in steps (`LayerWindow.WheelEvent` is
/// this type): a wheel's notch is one step (X buttons 4–7); smooth
/// scrolling (a touchpad, a high-resolution wheel: XInput 2.1 scroll
/// valuators) gives fractions of one, as the fingers move.
///
/// Signs follow AppKit: `deltaY` is +1 for a step up (away from the user),
/// −1 for down; `deltaX` is +1 for left, −1 for right. A plain value, safe
/// on any thread.
public struct WheelEvent: Equatable, Sendable {
    /// Where the pointer is, in window points (the root layer's space).
    public var location: CGPoint
    public var deltaX: CGFloat
    public var deltaY: CGFloat
    /// The modifier keys held.
    public var modifierFlags: ModifierFlags
    /// When it happened, in `CACurrentMediaTime()` seconds.
    public var timestamp: TimeInterval

    public init(
        location: CGPoint, deltaX: CGFloat, deltaY: CGFloat, modifierFlags: ModifierFlags,
        timestamp: TimeInterval
    ) {
        self.location = location
        self.deltaX = deltaX
        self.deltaY = deltaY
        self.modifierFlags = modifierFlags
        self.timestamp = timestamp
    }
}
