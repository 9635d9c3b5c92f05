import CoreAnimationValues
import Foundation

/// What a drawn content's pixels depend on: the content, the layer's bounds
/// and the quantized scale. Two equal keys rasterize to the same pixels.
///
/// A plain value: safe on any thread.
package struct DrawnContentKey: Equatable, Sendable {
    package var content: DrawnContent
    package var bounds: CGRect
    package var scale: CGFloat

    package init(content: DrawnContent, bounds: CGRect, scale: CGFloat) {
        self.content = content
        self.bounds = bounds
        self.scale = scale
    }
}
