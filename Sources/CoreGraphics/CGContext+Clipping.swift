import Foundation

/// The clip: intersected with paths, rectangles and masks, reset, measured.
///
/// The clip belongs to the graphics state: `restoreGState()` brings back the
/// clip that was saved. Clipping empties the current path.
extension CGContext {
    /// Intersects the clip with the inside of the current path by `rule`, then empties the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        canvas.clip(to: devicePath.elements, rule: rule, antialias: allowsAntialiasing && state.shouldAntialias)
        beginPath()
    }

    /// Intersects the clip with `rect` (user space) and empties the current path.
    public func clip(to rect: CGRect) {
        clip(to: [rect])
    }

    /// Intersects the clip with the union of `rects` and empties the current path.
    public func clip(to rects: [CGRect]) {
        let elements = rects.flatMap(ShapeElements.rectangle).transformed(by: state.ctm)
        canvas.clip(to: elements, rule: .winding, antialias: allowsAntialiasing && state.shouldAntialias)
        beginPath()
    }

    /// Intersects the clip with `mask` stretched over `rect` (user space, so
    /// the CTM applies), as Quartz's `CGContextClipToMask`.
    ///
    /// How much each point may still be drawn is the mask's sample there: an
    /// image without alpha (Apple asks for DeviceGray) masks by its grey
    /// level, white drawing fully and black not at all; an image with alpha
    /// masks by its alpha (what Quartz does with one); an RGB image without
    /// alpha by its luminance. Its top row lies along `rect.maxY`, as
    /// `draw(_:in:)` places an image (so in a UIKit context, y down, it is
    /// upside down, as on Apple's platforms). Nothing outside `rect` is drawn;
    /// the image is scaled to fill `rect` whatever its size, smoothed as images
    /// are at the current `interpolationQuality`. Clips accumulate:
    /// coverages multiply, and path clips still apply. An empty, null or
    /// non-finite `rect`, a CTM that cannot be inverted, or an image Cairo
    /// cannot hold (reported) clip everything away. Image masks
    /// (`CGImage(maskWidth:…)`) do not exist here. Empties the current path.
    ///
    /// Each drawing operation under a mask clip costs a copy of the pixels it
    /// reaches, twice over. The context's own thread only.
    public func clip(to rect: CGRect, mask: CGImage) {
        let r = rect.standardized
        let usable = !r.isNull && !r.isEmpty && [r.minX, r.minY, r.maxX, r.maxY].allSatisfy(\.isFinite)
        let antialias = allowsAntialiasing && state.shouldAntialias
        guard usable else {
            canvas.clip(to: [], rule: .winding, antialias: antialias)
            beginPath()
            return
        }
        canvas.clip(to: ShapeElements.rectangle(r).transformed(by: state.ctm), rule: .winding, antialias: antialias)
        if !canvas.clip(toMask: mask, in: r, ctm: state.ctm, quality: state.interpolationQuality) {
            Diagnostics.report(in: "CGContext.clip(to:mask:)",
                               "a \(mask.width)×\(mask.height) mask could not be made; everything is clipped away.")
            canvas.clip(to: [], rule: .winding, antialias: antialias)
        }
        beginPath()
    }

    /// Removes the clip back to the whole context (a later `restoreGState()` brings the saved clip back).
    public func resetClip() {
        canvas.resetClip()
    }

    /// The bounding box of the clip in user space: the whole context when
    /// nothing clips, `.null` while the CTM cannot be inverted.
    public var boundingBoxOfClipPath: CGRect {
        guard let extents = canvas.userClipExtents(ctm: state.ctm) else { return .null }
        return extents
    }
}
