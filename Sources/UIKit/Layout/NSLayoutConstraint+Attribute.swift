import Foundation

extension NSLayoutConstraint {
    /// A part of a view's frame that a constraint relates, with Apple's raw values.
    ///
    /// Leading and trailing are left and right (left-to-right layout only). The
    /// margin attributes use the view's `layoutMargins`; both baselines are the
    /// bottom edge (text baselines are not measured).
    public enum Attribute: Int, Sendable {
        /// The frame's edges, size and centre; leading and trailing are always left and right,
        /// even in a view forced right to left.
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        /// Both are the bottom edge: no text baseline is measured.
        case lastBaseline, firstBaseline
        /// The edges moved inward by the view's `layoutMargins` (leading and trailing as left and right).
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        /// The centre of the rectangle left inside the view's `layoutMargins`.
        case centerXWithinMargins, centerYWithinMargins
        /// No attribute: the second attribute of a constraint without a second item (a constant size).
        case notAnAttribute = 0

        /// Apple's old name for ``lastBaseline``.
        public static var baseline: Attribute { .lastBaseline }
    }

    /// How the first attribute compares with the second, with Apple's raw values.
    public enum Relation: Int, Sendable {
        /// `<=`, `==` and `>=`: the first attribute against `multiplier × second + constant`.
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// A horizontal or vertical direction (for hugging and compression resistance).
    public enum Axis: Int, Sendable {
        /// Along x (widths) and along y (heights).
        case horizontal = 0, vertical = 1
    }
}
