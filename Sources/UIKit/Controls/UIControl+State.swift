import Foundation

extension UIControl {
    /// A control's state flags, as Apple's `UIControl.State`. A plain value, any thread.
    public struct State: OptionSet, Hashable, Sendable {
        /// The flags: 1 ``highlighted``, 2 ``disabled``, 4 ``selected``; 0 is ``normal``.
        public let rawValue: UInt
        /// A state from the bits given, unchecked.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// No flag set: enabled, not highlighted, not selected. Raw value 0, so every state contains it.
        public static let normal = State([])
        /// A touch is down inside the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control's `isEnabled` is false.
        public static let disabled = State(rawValue: 1 << 1)
        /// The control's `isSelected` is true.
        public static let selected = State(rawValue: 1 << 2)
    }
}
