import Foundation

/// A key's USB HID usage code, as Apple's `UIKeyboardHIDUsage`: the common
/// keys by name. A plain value, any thread.
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let keyboardErrorUndefined = UIKeyboardHIDUsage(rawValue: 0x03)
    public static let keyboardA = UIKeyboardHIDUsage(rawValue: 0x04)
    public static let keyboardZ = UIKeyboardHIDUsage(rawValue: 0x1D)
    public static let keyboard1 = UIKeyboardHIDUsage(rawValue: 0x1E)
    public static let keyboard0 = UIKeyboardHIDUsage(rawValue: 0x27)
    public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 0x28)
    public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 0x29)
    public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 0x2A)
    public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 0x2B)
    public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 0x2C)
    public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 0x4F)
    public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 0x50)
    public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 0x51)
    public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 0x52)

    /// The usage of an X key name ("a", "Return", "Left"…).
    init(keyName: String) {
        let name = keyName.lowercased()
        if name.count == 1, let scalar = name.unicodeScalars.first {
            if ("a"..."z").contains(name) {
                self.init(rawValue: Self.keyboardA.rawValue + Int(scalar.value - 97))
                return
            }
            if ("1"..."9").contains(name) {
                self.init(rawValue: Self.keyboard1.rawValue + Int(scalar.value - 49))
                return
            }
            if name == "0" { self = .keyboard0; return }
        }
        switch keyName {
        case "Return", "KP_Enter": self = .keyboardReturnOrEnter
        case "Escape": self = .keyboardEscape
        case "BackSpace": self = .keyboardDeleteOrBackspace
        case "Tab": self = .keyboardTab
        case "space": self = .keyboardSpacebar
        case "Right": self = .keyboardRightArrow
        case "Left": self = .keyboardLeftArrow
        case "Down": self = .keyboardDownArrow
        case "Up": self = .keyboardUpArrow
        default: self = .keyboardErrorUndefined
        }
    }

    /// Apple's strings for keys that type nothing (`UIKeyCommand.inputUpArrow`…).
    static func specialInput(forKeyName name: String) -> String? {
        switch name {
        case "Up": return "UIKeyInputUpArrow"
        case "Down": return "UIKeyInputDownArrow"
        case "Left": return "UIKeyInputLeftArrow"
        case "Right": return "UIKeyInputRightArrow"
        case "Escape": return "UIKeyInputEscape"
        case "Page_Up", "Prior": return "UIKeyInputPageUp"
        case "Page_Down", "Next": return "UIKeyInputPageDown"
        case "Home": return "UIKeyInputHome"
        case "End": return "UIKeyInputEnd"
        default: return nil
        }
    }
}
