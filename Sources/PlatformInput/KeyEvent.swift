import Foundation

/// A key going down or up while a window has the keyboard focus
/// (`LayerWindow.KeyEvent` is this type).
///
/// A plain value, safe on any thread.
public struct KeyEvent: Equatable, Sendable {
    /// The key's X keysym name, unshifted, whatever the modifiers:
    /// "a" (also when Shift types "A"), "Left", "space", "Return",
    /// "Escape", "F1", "Shift_L".
    public var keyName: String
    /// What the key types with the modifiers held ("A" for Shift+a, "\r"
    /// for Return); empty for keys that type nothing (arrows, modifiers).
    public var text: String
    /// The X keycode (the physical key, in the server's numbering).
    public var keyCode: UInt32
    /// The modifier keys held.
    public var modifierFlags: ModifierFlags
    /// True for the repeats of a held key after its first key-down.
    public var isRepeat: Bool
    /// When it happened, in `CACurrentMediaTime()` seconds.
    public var timestamp: TimeInterval

    public init(
        keyName: String, text: String, keyCode: UInt32, modifierFlags: ModifierFlags, isRepeat: Bool,
        timestamp: TimeInterval
    ) {
        self.keyName = keyName
        self.text = text
        self.keyCode = keyCode
        self.modifierFlags = modifierFlags
        self.isRepeat = isRepeat
        self.timestamp = timestamp
    }
}
