import Foundation

extension UIControl {
    /// The events a control sends, as Apple's `UIControl.Event` (same bits).
    /// A plain value, any thread.
    public struct Event: OptionSet, Sendable {
        /// Apple's bits: touches in 0–8, ``valueChanged`` 12, ``primaryActionTriggered`` 13, editing 16–19.
        public let rawValue: UInt
        /// Events from the bits given, unchecked; `sendActions(for:)` calls targets registered for any bit in common.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A touch went down in an enabled control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A touch went down with a tap count above 1; sent together with ``touchDown``.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The touch moved and is inside: within the bounds grown by 70 points on each side.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The touch moved and is outside the bounds grown by 70 points.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The touch moved back inside; sent just before the ``touchDragInside`` of the same move.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The touch moved outside; sent just before the ``touchDragOutside`` of the same move.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The touch lifted inside (bounds grown by 70 points); sent together with ``primaryActionTriggered``.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The touch lifted outside the bounds grown by 70 points.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The touch was cancelled (by a gesture recognizer or the system).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed; never sent by `UIControl` itself, only by subclasses or `sendActions(for:)`.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action; `UIControl` sends it with every ``touchUpInside``.
        ///
        /// Apple sends it only from controls whose main action is a tap (a
        /// slider or switch sends it with its value change); here every
        /// control sends it on a tap.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// Editing began in a text control (sent by subclasses that edit text).
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The edited text changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the Return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every editing event (bits 16–19).
        public static let allEditingEvents = Event(rawValue: 0xF_0000)
        /// Every touch event (bits 0–11).
        public static let allTouchEvents = Event(rawValue: 0xFFF)
        /// Every event (the low 32 bits).
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
