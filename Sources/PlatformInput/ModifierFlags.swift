/// Modifier keys held during an event, named as `UIKeyModifierFlags` names them.
///
/// `alternate` is X's Mod1 (Alt) and `command` its Mod4 (Super), the usual
/// mapping on Linux desktops; the server's modifier map is not consulted.
public struct ModifierFlags: OptionSet, Hashable, Sendable {
    public var rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Caps Lock is on.
    public static let alphaShift = ModifierFlags(rawValue: 1 << 0)
    public static let shift = ModifierFlags(rawValue: 1 << 1)
    public static let control = ModifierFlags(rawValue: 1 << 2)
    public static let alternate = ModifierFlags(rawValue: 1 << 3)
    public static let command = ModifierFlags(rawValue: 1 << 4)
}
