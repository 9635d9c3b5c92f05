import Foundation

extension UIGestureRecognizer {
    /// Where a recognizer is in recognizing its gesture, as Apple's
    /// `UIGestureRecognizer.State`. A plain value, any thread.
    public enum State: Int, Sendable {
        /// Not recognized yet (the start state).
        case possible = 0
        /// A continuous gesture began.
        case began = 1
        /// A continuous gesture changed.
        case changed = 2
        /// The gesture ended (a discrete one: was recognized).
        case ended = 3
        /// A continuous gesture was cancelled.
        case cancelled = 4
        /// The touches are not this gesture.
        case failed = 5

        /// A discrete gesture was recognized: the same as `.ended`.
        public static var recognized: State { .ended }

        /// Whether the recognizer is done with the current sequence.
        var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }
        /// Whether the gesture is under way or was recognized.
        var hasRecognized: Bool { self == .began || self == .changed || self == .ended }
    }
}
