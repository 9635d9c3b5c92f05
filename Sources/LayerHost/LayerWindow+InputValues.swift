import PlatformInput

extension LayerWindow {
    // The input values a window's events carry: one vocabulary for the
    // whole package (PlatformInput), made by each platform from its events
    // and read by programs and by UIKit alike, so no layer copies them
    // field by field.

    /// A pointer button press, release or motion in the window.
    public typealias PointerEvent = PlatformInput.PointerEvent
    /// A pointer button, by role.
    public typealias PointerButton = PlatformInput.PointerButton
    /// The buttons held down.
    public typealias PointerButtons = PlatformInput.PointerButtons
    /// Modifier keys held during an event.
    public typealias ModifierFlags = PlatformInput.ModifierFlags
    /// A key going down or up.
    public typealias KeyEvent = PlatformInput.KeyEvent
    /// A finger on a touchscreen.
    public typealias TouchEvent = PlatformInput.TouchEvent
    /// A scroll step of a wheel or touchpad.
    public typealias WheelEvent = PlatformInput.WheelEvent
}
