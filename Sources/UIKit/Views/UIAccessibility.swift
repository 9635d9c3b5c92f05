import Foundation

/// Apple's `UIAccessibility` namespace: what assistive technologies are
/// running and the notifications an app posts to them.
///
/// Linux has no VoiceOver bridge here, so every "is running" answer is
/// false and the accessibility settings are the defaults (motion not
/// reduced: animations run as designed). Posted notifications go to
/// `NotificationCenter.default` under `UIAccessibility.postedNotification`,
/// so a test or an assistive bridge can observe them. Any thread.
public enum UIAccessibility {
    /// A notification for assistive technologies, as Apple's `UIAccessibility.Notification`.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// Apple's number: 1000 screen changed, 1001 layout changed, 1008 announcement, 1009 page scrolled.
        public let rawValue: UInt32

        /// Wraps any number unchecked; ``UIAccessibility/post(notification:argument:)`` posts it like the named ones.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// Much of the screen changed (a new screen came up); the argument may be the element to focus.
        public static let screenChanged = Notification(rawValue: 1000)
        /// Some elements moved, appeared or went away; the argument may be the element to focus.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Something to speak: the argument is the text.
        public static let announcement = Notification(rawValue: 1008)
        /// The content scrolled by a page; the argument is text saying where it now is.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// The name under which `post(notification:argument:)` posts on
    /// `NotificationCenter.default` (user info: "notification", a
    /// `UIAccessibility.Notification`, and "argument" when given).
    public static let postedNotification = NSNotification.Name("UIAccessibilityPostedNotification")

    /// Tells assistive technologies that something happened (an
    /// announcement's text, a changed screen). Any thread.
    public static func post(notification: UIAccessibility.Notification, argument: Any?) {
        var info: [AnyHashable: Any] = ["notification": notification]
        if let argument { info["argument"] = argument }
        NotificationCenter.default.post(name: postedNotification, object: nil, userInfo: info)
    }

    /// Whether VoiceOver is running: never, here.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether the user asked for less motion: the default, no.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether the user asked for less transparency: the default, no.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether Switch Control is running: never, here.
    public static var isSwitchControlRunning: Bool { false }

    /// The name Apple posts when VoiceOver starts or stops; never posted here (VoiceOver never runs).
    public static let voiceOverStatusDidChangeNotification = NSNotification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// The name Apple posts when the Reduce Motion setting changes; never posted here (it is always off).
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
}
