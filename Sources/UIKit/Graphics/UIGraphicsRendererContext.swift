import Foundation

/// The drawing environment a renderer hands its actions, as Apple's
/// `UIGraphicsRendererContext`: the Core Graphics context, the format, and
/// rectangle drawing in the current fill and stroke colours (set with
/// `UIColor.setFill()` and `setStroke()`).
///
/// Only valid inside the actions closure, on the thread that runs it.
open class UIGraphicsRendererContext: NSObject {
    /// The context drawing goes to: y down, in points, the renderer's bounds' origin at the top-left.
    public let cgContext: CGContext
    private let rendererFormat: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        rendererFormat = format
        super.init()
    }

    /// The renderer's format.
    open var format: UIGraphicsRendererFormat { rendererFormat }

    /// Fills `rect` with the current fill colour.
    open func fill(_ rect: CGRect) {
        cgContext.fill(rect)
    }

    /// Fills `rect` with the current fill colour, combined by `blendMode`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        blending(blendMode) { cgContext.fill(rect) }
    }

    /// Strokes the outline of `rect` with the current stroke colour and line width.
    open func stroke(_ rect: CGRect) {
        cgContext.stroke(rect)
    }

    /// Strokes the outline of `rect` with the current stroke colour, combined by `blendMode`.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        blending(blendMode) { cgContext.stroke(rect) }
    }

    /// Intersects the clip with `rect` for the rest of the actions.
    open func clip(to rect: CGRect) {
        cgContext.clip(to: rect)
    }

    private func blending(_ blendMode: CGBlendMode, _ draw: () -> Void) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        draw()
        cgContext.restoreGState()
    }
}
