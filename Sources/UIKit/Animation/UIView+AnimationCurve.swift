import Foundation

extension UIView {
    /// The pacing of a view animation, as Apple's `UIView.AnimationCurve`.
    ///
    /// A plain value, any thread.
    public enum AnimationCurve: Int, Sendable {
        /// Starts slowly, speeds up, then slows down to the end (Core Animation's `easeInEaseOut`); the default.
        case easeInOut = 0
        /// Starts slowly and speeds up to the end (`easeIn`).
        case easeIn = 1
        /// Starts at speed and slows down to the end (`easeOut`).
        case easeOut = 2
        /// One even speed from start to end (`linear`).
        case linear = 3

        /// The Core Animation timing function with this pacing.
        var timingFunction: CAMediaTimingFunction {
            switch self {
            case .easeInOut: return CAMediaTimingFunction(name: .easeInEaseOut)
            case .easeIn: return CAMediaTimingFunction(name: .easeIn)
            case .easeOut: return CAMediaTimingFunction(name: .easeOut)
            case .linear: return CAMediaTimingFunction(name: .linear)
            }
        }
    }
}
