import Foundation

extension UIView {
    /// A transition for the begin/commit API (`setAnimationTransition(_:for:cache:)`),
    /// as Apple's `UIView.AnimationTransition`.
    ///
    /// A plain value, any thread.
    public enum AnimationTransition: Int, Sendable {
        /// No transition; drops one set earlier in the same block for the view.
        case none = 0
        /// A flip about the vertical axis starting from the left edge (`oglFlip`, `fromLeft`).
        case flipFromLeft = 1
        /// A flip about the vertical axis starting from the right edge (`oglFlip`, `fromRight`).
        case flipFromRight = 2
        /// A page curling up from the bottom edge (`pageCurl`, `fromBottom`).
        case curlUp = 3
        /// A page uncurling down from the bottom edge (`pageUnCurl`, `fromBottom`).
        case curlDown = 4
    }
}
