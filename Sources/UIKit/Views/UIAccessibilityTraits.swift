import Foundation

/// What an accessibility element is and how it behaves, as Apple's
/// `UIAccessibilityTraits` (a set; the raw values are Apple's bits, so
/// combinations compare and print as there). A plain value, any thread.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// Apple's bits: ``button`` bit 0 through ``causesPageTurn`` bit 14, ``tabBar`` bit 15, ``header`` bit 16.
    public let rawValue: UInt64

    /// Traits from the bits given, unchecked.
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// No traits, the empty set; `accessibilityTraits`' default.
    public static let none = UIAccessibilityTraits([])
    /// Acts as a button; `UIButton` sets it.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// Opens a link when activated.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// Shows a picture.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Currently selected; not kept in step with `UIControl.isSelected` here.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Makes its own sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// A key of an on-screen keyboard.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Text that does not change; `UILabel` sets it.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// Sums up the app's state when the app starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// Not available to use; not kept in step with `UIControl.isEnabled` here.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Its label or value changes often; `UIActivityIndicatorView` sets it.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// A field for search text.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Starts media playback when activated, so spoken output should stop.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// Its value steps up and down (a slider).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Takes touches directly instead of through assistive gestures.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Turns to the next page when reading aloud reaches its end.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// A heading over a section (bit 16, declared after `tabBar`'s bit 15).
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// A tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
}
