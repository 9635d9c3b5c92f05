import CoreAnimationValues
import Foundation

extension ShapeDrawing {
    /// The shape in pixels at `scale` pixels per point: the path filled by
    /// `fillRule`, then the part between `strokeStart` and `strokeEnd`
    /// stroked with the line style, over whatever area they cover (inside
    /// or outside the layer's bounds). Nil when nothing would show.
    ///
    /// Dashes are laid along the whole path and stay in place while the
    /// trimmed part grows or shrinks (a reading of Apple's behaviour: its
    /// documentation is silent). Render thread.
    package func rasterized(scale: CGFloat) -> RasterizedContent? {
        guard let whole = path, !whole.isEmpty else { return nil }
        // At most maximumPathElements elements and maximumDashes dashes (ShapeDrawing+WorkBounds.swift).
        let path = Self.boundedPath(whole, scale: scale)
        let fills = fillColor.map { $0.alpha > 0 } ?? false
        let (start, end) = strokedPart
        let strokes = (strokeColor.map { $0.alpha > 0 } ?? false) && lineWidth > 0 && end > start
        guard fills || strokes else { return nil }

        var stroked: CGPath?
        var dashPhase = lineDashPhase
        var dashes = drawnDashes
        var strokeAlpha: CGFloat = 1
        if strokes {
            let measure = start > 0 || end < 1 || dashes != nil ? PathMeasure(path) : nil
            if let measure, start > 0 || end < 1 {
                stroked = measure.trimmed(fromFraction: start, toFraction: end, of: path)
                dashPhase += start * measure.length
            } else {
                stroked = path
            }
            if let measure {
                (dashes, strokeAlpha) = Self.boundedDashes(dashes, length: (end - start) * measure.length, scale: scale)
            }
        }
        // What the drawing can cover: the path's box, grown by the stroke's
        // reach (half the width; a mitre reaches miterLimit half-widths; a
        // square cap √2 half-widths) and a pixel for anti-aliasing.
        var reach: CGFloat = 0
        if strokes {
            var factor: CGFloat = 1
            if lineJoin == .miter { factor = max(factor, miterLimit) }
            if lineCap == .square { factor = max(factor, 2.squareRoot()) }
            reach = lineWidth / 2 * factor
        }
        let box = path.boundingBoxOfPath
        guard box.minX.isFinite, box.minY.isFinite, box.width.isFinite, box.height.isFinite else { return nil }
        let margin = reach + 1 / max(scale, 1e-3)
        let frame = box.insetBy(dx: -margin, dy: -margin)

        return RasterizedContent.draw(covering: frame, scale: scale, followsCorners: false) { context in
            if fills, let fillColor {
                context.addPath(path)
                context.setFillColor(fillColor)
                context.fillPath(using: fillRule == .evenOdd ? .evenOdd : .winding)
            }
            if let stroked, let strokeColor, !stroked.isEmpty {
                context.addPath(stroked)
                context.setStrokeColor(strokeAlpha < 1 ? strokeColor.copy(alpha: strokeColor.alpha * strokeAlpha) ?? strokeColor
                                                       : strokeColor)
                context.setLineWidth(lineWidth)
                context.setLineCap(lineCap == .round ? .round : lineCap == .square ? .square : .butt)
                context.setLineJoin(lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter)
                context.setMiterLimit(miterLimit)
                if let dashes {
                    context.setLineDash(phase: dashPhase, lengths: dashes)
                }
                context.strokePath()
            }
        }
    }

    /// The part of the path stroked: `strokeStart`…`strokeEnd` brought into
    /// 0…1 (a NaN stays NaN, and then nothing is stroked).
    var strokedPart: (start: CGFloat, end: CGFloat) {
        (min(max(strokeStart, 0), 1), min(max(strokeEnd, 0), 1))
    }

    /// The dash lengths the stroke is drawn with; nil for a solid line: no
    /// pattern, or one that is ignored (a negative length, or only zeros).
    var drawnDashes: [CGFloat]? {
        guard let dashes = lineDashPattern, !dashes.isEmpty, dashes.allSatisfy({ $0 >= 0 }),
              dashes.contains(where: { $0 > 0 })
        else { return nil }
        return dashes
    }
}
