import Foundation

extension UIActivityIndicatorView {
    /// The indicator's size and look, as Apple's `UIActivityIndicatorView.Style`
    /// (the raw values are Apple's). A plain value, any thread.
    public enum Style: Int, Sendable {
        /// 20 points across, in the system grey.
        case medium = 100
        /// 37 points across, in the system grey.
        case large = 101
        /// The pre-iOS 13 names: large and white, small and white, small and grey.
        case whiteLarge = 0
        /// 20 points across, in white.
        case white = 1
        /// 20 points across, in the system grey (as ``medium``).
        case gray = 2

        /// The side of the indicator's square, in points.
        var side: CGFloat {
            switch self {
            case .large, .whiteLarge: 37
            default: 20
            }
        }

        /// The colour the style draws in before `color` is set.
        @MainActor var defaultColor: UIColor {
            switch self {
            case .white, .whiteLarge: .white
            default: .systemGray
            }
        }
    }
}
