import Foundation

/// The modifier keys held during an event, as Apple's `UIKeyModifierFlags`
/// (same bits). A plain value, any thread.
public struct UIKeyModifierFlags: OptionSet, Sendable {
    /// Apple's bits 16–21: Caps Lock, Shift, Control, Option, Command, numeric pad, in that order.
    public let rawValue: Int
    /// Flags from the bits given, unchecked.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock is on (bit 16).
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Shift is held (bit 17).
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Control is held (bit 18).
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Option is held; X's Alt key sets it (bit 19).
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Command is held; X's Super key sets it (bit 20).
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// The key is on the numeric keypad (bit 21); host key events never set it.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)

    /// The flags of the host window's modifier keys (X's Alt is Alternate, Super is Command).
    init(_ flags: LayerWindow.ModifierFlags) {
        var result: UIKeyModifierFlags = []
        if flags.contains(.shift) { result.insert(.shift) }
        if flags.contains(.control) { result.insert(.control) }
        if flags.contains(.alternate) { result.insert(.alternate) }
        if flags.contains(.command) { result.insert(.command) }
        if flags.contains(.alphaShift) { result.insert(.alphaShift) }
        self = result
    }
}
