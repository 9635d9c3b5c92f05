import Foundation

extension NSLayoutConstraint {
    /// A part of a view's frame that a constraint relates, with Apple's raw values.
    ///
    /// Leading and trailing are left and right (left-to-right layout only). The
    /// margin attributes use the view's `layoutMargins`; both baselines are the
    /// bottom edge (text baselines are not measured).
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        /// Apple's old name for ``lastBaseline``.
        public static var baseline: Attribute { .lastBaseline }
    }

    /// How the first attribute compares with the second, with Apple's raw values.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// A horizontal or vertical direction (for hugging and compression resistance).
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }
}
