import Foundation

extension UIView {
    /// How a view's contents fill its bounds, as Apple's `UIView.ContentMode`.
    ///
    /// Each mode maps to the layer's `contentsGravity`; `.redraw` also redraws
    /// the view whenever its size changes. A plain value, any thread.
    public enum ContentMode: Int, Sendable {
        /// Stretches the contents to the bounds, not keeping their aspect ratio; the default.
        case scaleToFill = 0
        /// Scales the contents, aspect ratio kept, to fit wholly inside the bounds, centred.
        case scaleAspectFit = 1
        /// Scales the contents, aspect ratio kept, to cover the bounds, centred; the overflow
        /// shows unless `clipsToBounds`.
        case scaleAspectFill = 2
        /// As `scaleToFill`, and the view redraws (`draw(_:)`) whenever its bounds change.
        case redraw = 3
        /// Unscaled (pixels ÷ contents scale), centred in the bounds.
        case center = 4
        /// Unscaled, against the top edge, centred across.
        case top = 5
        /// Unscaled, against the bottom edge, centred across.
        case bottom = 6
        /// Unscaled, against the left edge, centred vertically.
        case left = 7
        /// Unscaled, against the right edge, centred vertically.
        case right = 8
        /// Unscaled, in the top-left corner.
        case topLeft = 9
        /// Unscaled, in the top-right corner.
        case topRight = 10
        /// Unscaled, in the bottom-left corner.
        case bottomLeft = 11
        /// Unscaled, in the bottom-right corner.
        case bottomRight = 12

        /// The layer gravity that shows the contents this way on a y-down (iOS) layer.
        var contentsGravity: CALayerContentsGravity {
            switch self {
            case .scaleToFill, .redraw: return .resize
            case .scaleAspectFit: return .resizeAspect
            case .scaleAspectFill: return .resizeAspectFill
            case .center: return .center
            // Core Animation's vertical gravities are named for a y-up layer;
            // UIKit's views are y-down, so top and bottom swap, as UIKit does.
            case .top: return .bottom
            case .bottom: return .top
            case .left: return .left
            case .right: return .right
            case .topLeft: return .bottomLeft
            case .topRight: return .bottomRight
            case .bottomLeft: return .topLeft
            case .bottomRight: return .topRight
            }
        }
    }
}
