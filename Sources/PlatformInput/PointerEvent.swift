import Foundation

/// A pointer button press, release or motion in a window: one of the input
/// events of the package's single vocabulary (`LayerWindow.PointerEvent` is
/// this type; the X11 platform makes them, UIKit turns them into touches).
///
/// A plain value, safe on any thread.
public struct PointerEvent: Equatable, Sendable {
    /// The button pressed or released; nil for motion.
    public var button: PointerButton?
    /// Where the pointer is, in window points (origin top-left, y down):
    /// the root layer's coordinate space.
    public var location: CGPoint
    /// The buttons held once this event has taken effect (a press includes
    /// its button, a release no longer does). Drags are motions with buttons held.
    public var pressedButtons: PointerButtons
    /// The modifier keys held.
    public var modifierFlags: ModifierFlags
    /// When it happened, in `CACurrentMediaTime()` seconds.
    public var timestamp: TimeInterval

    public init(
        button: PointerButton?, location: CGPoint, pressedButtons: PointerButtons,
        modifierFlags: ModifierFlags, timestamp: TimeInterval
    ) {
        self.button = button
        self.location = location
        self.pressedButtons = pressedButtons
        self.modifierFlags = modifierFlags
        self.timestamp = timestamp
    }
}
