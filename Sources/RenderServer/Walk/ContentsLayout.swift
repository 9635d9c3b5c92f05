import CoreAnimationValues
import Foundation

/// Where a layer's contents image lands inside its bounds, by `contentsGravity`.
///
/// The image's size in points is its pixel size (the part `contentsRect`
/// selects) divided by `contentsScale`. `resize` fills the bounds,
/// `resizeAspect` fits inside them, `resizeAspectFill` covers them (spilling
/// out unless the layer masks to bounds), the rest place the image at its
/// natural size. Apple names the vertical gravities in a y-up space: `top` is
/// the bounds' maxY edge, which is the bottom of the screen for an unflipped
/// iOS layer, unless the contents are flipped (an odd number of
/// geometry-flipped layers from the root), which swaps top and bottom.
/// Pure; safe on any thread.
package enum ContentsLayout {
    /// The destination rectangle in bounds coordinates.
    package static func destination(gravity: CALayerContentsGravity, imagePixels: CGSize, contentsRect: CGRect,
                                    contentsScale: CGFloat, bounds: CGRect, contentsAreFlipped: Bool) -> CGRect {
        let scale = contentsScale > 0 && contentsScale.isFinite ? contentsScale : 1
        let natural = CGSize(width: imagePixels.width * abs(contentsRect.width) / scale,
                             height: imagePixels.height * abs(contentsRect.height) / scale)
        switch gravity {
        case .resize:
            return bounds
        case .resizeAspect, .resizeAspectFill:
            guard natural.width > 0, natural.height > 0 else { return bounds }
            let sx = bounds.width / natural.width, sy = bounds.height / natural.height
            let s = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let size = CGSize(width: natural.width * s, height: natural.height * s)
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                          width: size.width, height: size.height)
        default:
            let edges = Self.edges(of: gravity)
            let x: CGFloat
            if edges.left {
                x = bounds.minX
            } else if edges.right {
                x = bounds.maxX - natural.width
            } else {
                x = bounds.midX - natural.width / 2
            }
            var (top, bottom) = (edges.top, edges.bottom)
            if contentsAreFlipped { swap(&top, &bottom) }
            let y: CGFloat
            if top {
                y = bounds.maxY - natural.height
            } else if bottom {
                y = bounds.minY
            } else {
                y = bounds.midY - natural.height / 2
            }
            return CGRect(x: x, y: y, width: natural.width, height: natural.height)
        }
    }

    /// The edges a natural-size gravity holds the image to: Apple's nine
    /// names without making a string (this runs for every such layer every
    /// frame); any other name by its ending and beginning, any case.
    private static func edges(of gravity: CALayerContentsGravity) -> (left: Bool, right: Bool, top: Bool, bottom: Bool) {
        switch gravity {
        case .center: return (false, false, false, false)
        case .top: return (false, false, true, false)
        case .bottom: return (false, false, false, true)
        case .left: return (true, false, false, false)
        case .right: return (false, true, false, false)
        case .topLeft: return (true, false, true, false)
        case .topRight: return (false, true, true, false)
        case .bottomLeft: return (true, false, false, true)
        case .bottomRight: return (false, true, false, true)
        default:
            let name = gravity.rawValue.lowercased()
            return (name.hasSuffix("left"), name.hasSuffix("right"), name.hasPrefix("top"), name.hasPrefix("bottom"))
        }
    }
}
