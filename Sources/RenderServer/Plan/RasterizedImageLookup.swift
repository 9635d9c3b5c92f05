import CoreAnimationValues
import Foundation

/// What the planner asks of the images kept for `shouldRasterize` layers:
/// whether one still draws a subtree. The GL side's cache answers it; tests
/// answer with a dictionary.
///
/// - Note: Render thread only.
package protocol RasterizedImageLookup: AnyObject {
    /// The extent of the image kept for `layer` when it draws the same pixels
    /// as `subtree` (marking it used this frame); nil when there is none.
    func keptImageExtent(of layer: LayerID, drawing subtree: RasterizedSubtree) -> PixelRect?
}
