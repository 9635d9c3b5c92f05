import X11Platform

extension LayerWindow {
    // The input values a window's events carry: one vocabulary for the
    // whole package, made by the X11 platform from X events and read by
    // programs and by UIKit alike, so no layer copies them field by field.

    /// A pointer button press, release or motion in the window.
    public typealias PointerEvent = X11Platform.PointerEvent
    /// A pointer button, by role.
    public typealias PointerButton = X11Platform.PointerButton
    /// The buttons held down.
    public typealias PointerButtons = X11Platform.PointerButtons
    /// Modifier keys held during an event.
    public typealias ModifierFlags = X11Platform.ModifierFlags
    /// A key going down or up.
    public typealias KeyEvent = X11Platform.KeyEvent
    /// A scroll step of a wheel or touchpad.
    public typealias WheelEvent = X11Platform.WheelEvent
}
