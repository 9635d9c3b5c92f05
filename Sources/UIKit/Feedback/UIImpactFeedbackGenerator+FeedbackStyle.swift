import Foundation

extension UIImpactFeedbackGenerator {
    /// The mass of the colliding objects, as Apple's `UIImpactFeedbackGenerator.FeedbackStyle`
    /// (Apple's raw values). Any thread.
    public enum FeedbackStyle: Int, Sendable {
        /// A collision between small, light objects.
        case light = 0
        /// A collision between moderately sized objects.
        case medium = 1
        /// A collision between large, heavy objects.
        case heavy = 2
        /// A collision between objects that are more flexible.
        case soft = 3
        /// A collision between objects that are more rigid.
        case rigid = 4
    }
}
