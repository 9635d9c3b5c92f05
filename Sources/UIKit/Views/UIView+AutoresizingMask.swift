import Foundation

extension UIView {
    /// Which margins and dimensions of a view grow or shrink when its
    /// superview's bounds change, as Apple's `UIView.AutoresizingMask`.
    ///
    /// A plain value, any thread.
    public struct AutoresizingMask: OptionSet, Sendable {
        /// Apple's bits, each flexible: 1 left margin, 2 width, 4 right, 8 top margin, 16 height, 32 bottom margin.
        public let rawValue: UInt
        /// A mask from the bits given, unchecked.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The space left of the view takes a share of the superview's width change.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The view's width takes a share of the superview's width change (never below 0).
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The space right of the view takes a share of the superview's width change.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The space above the view takes a share of the superview's height change.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The view's height takes a share of the superview's height change (never below 0).
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The space below the view takes a share of the superview's height change.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
