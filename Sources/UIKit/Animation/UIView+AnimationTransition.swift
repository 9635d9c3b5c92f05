import Foundation

extension UIView {
    /// A transition for the begin/commit API (`setAnimationTransition(_:for:cache:)`),
    /// as Apple's `UIView.AnimationTransition`.
    ///
    /// A plain value, any thread.
    public enum AnimationTransition: Int, Sendable {
        case none = 0
        case flipFromLeft = 1
        case flipFromRight = 2
        case curlUp = 3
        case curlDown = 4
    }
}
