import CoreAnimationModel
import Foundation

extension TextDrawing {
    /// Not drawn yet: the text layer is being built on another branch.
    package func rasterized(bounds: CGRect, scale: CGFloat) -> RasterizedContent? { nil }
}
