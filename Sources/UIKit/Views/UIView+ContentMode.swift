import Foundation

extension UIView {
    /// How a view's contents fill its bounds, as Apple's `UIView.ContentMode`.
    ///
    /// Each mode maps to the layer's `contentsGravity`; `.redraw` also redraws
    /// the view whenever its size changes. A plain value, any thread.
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0
        case scaleAspectFit = 1
        case scaleAspectFill = 2
        case redraw = 3
        case center = 4
        case top = 5
        case bottom = 6
        case left = 7
        case right = 8
        case topLeft = 9
        case topRight = 10
        case bottomLeft = 11
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
