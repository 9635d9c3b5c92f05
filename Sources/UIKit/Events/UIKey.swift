import Foundation

/// A key of a hardware keyboard, as Apple's `UIKey`: what it types and the
/// modifiers held. Immutable; main thread (it travels in `UIPress`).
@preconcurrency @MainActor
open class UIKey: NSObject {
    /// What the key types with the modifiers held ("A" for Shift+a).
    open internal(set) var characters: String
    /// What the key types without modifiers ("a"); X key names for keys that
    /// type nothing are mapped to Apple's special strings (arrows:
    /// `UIKeyCommand.inputLeftArrow`…), else empty.
    open internal(set) var charactersIgnoringModifiers: String
    /// The modifier keys held when the key changed (X's Alt as `.alternate`, Super as `.command`).
    open internal(set) var modifierFlags: UIKeyModifierFlags
    /// The key's usage code where it is known; `.keyboardErrorUndefined` otherwise.
    open internal(set) var keyCode: UIKeyboardHIDUsage

    init(characters: String, charactersIgnoringModifiers: String, modifierFlags: UIKeyModifierFlags,
         keyCode: UIKeyboardHIDUsage) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
        self.keyCode = keyCode
        super.init()
    }

    /// The key of a host key event.
    convenience init(_ event: LayerWindow.KeyEvent) {
        let usage = UIKeyboardHIDUsage(keyName: event.keyName)
        let special = UIKeyboardHIDUsage.specialInput(forKeyName: event.keyName)
        let plain = special ?? (event.keyName.count == 1 ? event.keyName : event.text.lowercased())
        self.init(characters: special ?? event.text, charactersIgnoringModifiers: plain,
                  modifierFlags: UIKeyModifierFlags(event.modifierFlags), keyCode: usage)
    }
}
