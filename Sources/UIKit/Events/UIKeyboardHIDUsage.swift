import Foundation

/// A key's USB HID usage code, as Apple's `UIKeyboardHIDUsage`: the common
/// keys by name. A plain value, any thread.
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    /// The key's USB HID usage code (keyboard page), such as 0x04 for A.
    public let rawValue: Int
    /// Wraps any code unchecked, named here or not.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// 0x03: the code of every key not listed here.
    public static let keyboardErrorUndefined = UIKeyboardHIDUsage(rawValue: 0x03)
    /// 0x04, the A key; B to Y follow it one by one.
    public static let keyboardA = UIKeyboardHIDUsage(rawValue: 0x04)
    /// 0x1D, the Z key.
    public static let keyboardZ = UIKeyboardHIDUsage(rawValue: 0x1D)
    /// 0x1E, the 1 key; 2 to 9 follow it one by one.
    public static let keyboard1 = UIKeyboardHIDUsage(rawValue: 0x1E)
    /// 0x27, the 0 key (after 9).
    public static let keyboard0 = UIKeyboardHIDUsage(rawValue: 0x27)
    /// 0x28, Return; the keypad's Enter maps here too.
    public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 0x28)
    /// 0x29, Escape.
    public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 0x29)
    /// 0x2A, Backspace.
    public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 0x2A)
    /// 0x2B, Tab.
    public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 0x2B)
    /// 0x2C, the space bar.
    public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 0x2C)
    /// 0x4F, the right arrow.
    public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 0x4F)
    /// 0x50, the left arrow.
    public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 0x50)
    /// 0x51, the down arrow.
    public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 0x51)
    /// 0x52, the up arrow.
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
