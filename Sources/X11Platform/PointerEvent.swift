import Foundation

/// A pointer button press, release or motion.
package struct PointerEvent: Sendable, Equatable {
    package var window: PlatformWindowID
    /// The button pressed or released; nil for motion.
    package var button: PointerButton?
    /// Window coordinates, origin top-left.
    package var location: CGPoint
    /// Buttons held once this event has taken effect (a press includes its
    /// button, a release no longer does). Drags are motions with buttons held.
    package var pressedButtons: PointerButtons
    package var modifiers: KeyModifierFlags
    package var timestamp: TimeInterval

    package init(
        window: PlatformWindowID, button: PointerButton?, location: CGPoint,
        pressedButtons: PointerButtons, modifiers: KeyModifierFlags, timestamp: TimeInterval
    ) {
        self.window = window
        self.button = button
        self.location = location
        self.pressedButtons = pressedButtons
        self.modifiers = modifiers
        self.timestamp = timestamp
    }
}

/// A pointer button, by role. X numbers them 1 (primary), 2 (middle),
/// 3 (secondary); 4–7 are wheel steps and never appear here; 8 and up
/// (back, forward…) are `.other`.
package enum PointerButton: Hashable, Sendable {
    case primary, middle, secondary
    case other(Int)

    /// nil for the wheel buttons 4–7 and for 0.
    init?(xButton: UInt32) {
        switch xButton {
        case 1: self = .primary
        case 2: self = .middle
        case 3: self = .secondary
        case 8...: self = .other(Int(xButton))
        default: return nil
        }
    }
}

/// The buttons held down, of the three that X tracks in its state mask.
package struct PointerButtons: OptionSet, Hashable, Sendable {
    package var rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    package static let primary = PointerButtons(rawValue: 1 << 0)
    package static let middle = PointerButtons(rawValue: 1 << 1)
    package static let secondary = PointerButtons(rawValue: 1 << 2)
}
