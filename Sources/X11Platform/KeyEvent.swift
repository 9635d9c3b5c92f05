import Foundation

/// A key going down or up.
package struct KeyEvent: Sendable, Equatable {
    package var window: PlatformWindowID
    /// The X name of the key's unshifted keysym, the key's identity whatever
    /// the modifiers: "a" (also when Shift types "A"), "Left", "space",
    /// "Return", "F1", "Shift_L".
    package var keyName: String
    /// What the key types with the modifiers held ("A" for Shift+a, "\r" for
    /// Return); empty for keys that type nothing (arrows, modifiers).
    package var text: String
    /// The X keycode (the physical key; server-specific numbering).
    package var keyCode: UInt32
    package var modifiers: KeyModifierFlags
    /// True for the repeats a held key produces after its first key-down.
    package var isRepeat: Bool
    package var timestamp: TimeInterval

    package init(
        window: PlatformWindowID, keyName: String, text: String, keyCode: UInt32,
        modifiers: KeyModifierFlags, isRepeat: Bool, timestamp: TimeInterval
    ) {
        self.window = window
        self.keyName = keyName
        self.text = text
        self.keyCode = keyCode
        self.modifiers = modifiers
        self.isRepeat = isRepeat
        self.timestamp = timestamp
    }
}

/// Modifier keys held during an event, named as `UIKeyModifierFlags` names them.
///
/// `alternate` is X's Mod1 and `command` its Mod4 (Super), the usual mapping
/// on Linux desktops; the server's modifier map is not consulted.
package struct KeyModifierFlags: OptionSet, Hashable, Sendable {
    package var rawValue: UInt32
    package init(rawValue: UInt32) { self.rawValue = rawValue }

    package static let alphaShift = KeyModifierFlags(rawValue: 1 << 0)
    package static let shift = KeyModifierFlags(rawValue: 1 << 1)
    package static let control = KeyModifierFlags(rawValue: 1 << 2)
    package static let alternate = KeyModifierFlags(rawValue: 1 << 3)
    package static let command = KeyModifierFlags(rawValue: 1 << 4)
}
