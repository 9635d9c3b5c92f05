import CoreAnimationModel
import Foundation

extension GradientDrawing {
    /// Not drawn yet: the gradient layer is being built on another branch.
    package func rasterized(bounds: CGRect, scale: CGFloat) -> RasterizedContent? { nil }
}
