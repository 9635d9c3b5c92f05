import Foundation

extension LayerWindow {
    /// A pointer button press, release or motion in the window.
    ///
    /// A plain value, safe on any thread.
    public struct PointerEvent: Equatable, Sendable {
        /// The button pressed or released; nil for motion.
        public var button: PointerButton?
        /// Where the pointer is, in window points (origin top-left, y down):
        /// the root layer's coordinate space.
        public var location: CGPoint
        /// The buttons held once this event has taken effect (a press includes
        /// its button, a release no longer does).
        public var pressedButtons: PointerButtons
        /// The modifier keys held.
        public var modifierFlags: ModifierFlags
        /// When it happened, in `CACurrentMediaTime()` seconds.
        public var timestamp: CFTimeInterval

        public init(
            button: PointerButton?, location: CGPoint, pressedButtons: PointerButtons,
            modifierFlags: ModifierFlags, timestamp: CFTimeInterval
        ) {
            self.button = button
            self.location = location
            self.pressedButtons = pressedButtons
            self.modifierFlags = modifierFlags
            self.timestamp = timestamp
        }
    }
}
