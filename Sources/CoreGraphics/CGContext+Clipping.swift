import Foundation

/// The clip: intersected with paths and rectangles, reset, measured.
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
