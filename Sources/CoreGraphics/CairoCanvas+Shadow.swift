internal import CCairo
import Foundation

/// Shadows: the job's alpha, drawn unclipped into a scratch surface, blurred,
/// and composited through the clip in the shadow colour before the job itself.
///
/// The blur approximates a Gaussian of standard deviation `blur / 2` with
/// three box blurs, as browsers do for canvas shadows. Offset and blur are in
/// device pixels, unaffected by the CTM; a positive height moves the shadow up.
extension CairoCanvas {
    /// Where a shadow lands and which part of the job casts it, in Cairo's device space.
    struct ShadowPlan {
        var shadow: GraphicsState.Shadow
        /// The part of the shadow that can show: inside the clip and the surface.
        var destination: CGRect
        /// The pixels of the job to draw and blur (may extend past the surface).
        var source: PixelRegion
        /// The radius of each of the three box blurs; 0 for a sharp shadow.
        var boxRadius: Int
        /// The shadow's translation in Cairo's device space (y down).
        var dx: Double, dy: Double

        /// Nil when no part of the shadow can show, which includes a blur or
        /// an extent too large for Cairo's 32767 pixels a side (`setShadow`
        /// refuses blurs beyond `CGContext.largestShadowBlur` with a diagnostic).
        init?(shadow: GraphicsState.Shadow, inked: CGRect, visible: CGRect) {
            guard shadow.color.alpha > 0, !inked.isNull, !inked.isEmpty else { return nil }
            let sigma = Double(shadow.blur) / 2
            if sigma > 0 {
                // A wider box could not fit the 32767 pixels the source may span.
                guard let radius = Int(checking: ((4 * sigma * sigma + 1).squareRoot() - 1) / 2 + 0.5), radius <= 32767
                else { return nil }
                boxRadius = max(1, radius)
            } else {
                boxRadius = 0
            }
            let margin = CGFloat(boxRadius > 0 ? 3 * boxRadius + 1 : 0)
            dx = Double(shadow.offset.width)
            dy = -Double(shadow.offset.height)
            let landing = inked.offsetBy(dx: dx, dy: dy).insetBy(dx: -margin, dy: -margin).intersection(visible)
            guard !landing.isNull, !landing.isEmpty else { return nil }
            let needed = landing.offsetBy(dx: -dx, dy: -dy).insetBy(dx: -margin, dy: -margin)
                .intersection(inked.insetBy(dx: -1 - margin, dy: -1 - margin))
            guard !needed.isNull, !needed.isEmpty else { return nil }
            guard needed.width <= 32767, needed.height <= 32767,
                  let minX = Int(checking: needed.minX.rounded(.down)), let minY = Int(checking: needed.minY.rounded(.down)),
                  let maxX = Int(checking: needed.maxX.rounded(.up)), let maxY = Int(checking: needed.maxY.rounded(.up)),
                  maxX - minX <= 32767, maxY - minY <= 32767
            else { return nil }
            let region = PixelRegion(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
            self.shadow = shadow
            destination = landing
            source = region
        }
    }

    /// Draws the shadow of `job` planned by `plan` onto the canvas.
    func drawShadow(_ plan: ShadowPlan, of job: PaintJob, source: OpaquePointer, matrix: cairo_matrix_t) {
        let w = plan.source.maxX - plan.source.minX, h = plan.source.maxY - plan.source.minY
        var alpha = renderAlpha(of: job, source: source, matrix: matrix, region: plan.source)
        guard !alpha.isEmpty else { return }
        if plan.boxRadius > 0 {
            ShadowBlur.blur(&alpha, width: w, height: h, radius: plan.boxRadius)
        }
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h))!
        defer { cairo_surface_destroy(mask) }
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS, let bytes = cairo_image_surface_get_data(mask) else { return }
        let stride = Int(cairo_image_surface_get_stride(mask))
        alpha.withUnsafeBufferPointer { values in
            for y in 0..<h {
                (bytes + y * stride).update(from: values.baseAddress! + y * w, count: w)
            }
        }
        cairo_surface_mark_dirty(mask)
        let color = plan.shadow.color
        let shadowSource = cairo_pattern_create_rgba(Double(color.red), Double(color.green), Double(color.blue),
                                                     Double(color.alpha))!
        defer { cairo_pattern_destroy(shadowSource) }
        composite(.mask(mask, x: Double(plan.source.minX) + plan.dx, y: Double(plan.source.minY) + plan.dy),
                  source: shadowSource, matrix: matrix, alpha: 1, mode: Self.cairoOperator(job.blendMode),
                  antialias: true, on: cr)
    }

    /// The alpha `job` would leave on a transparent, unclipped surface, over `region`, row by row.
    private func renderAlpha(of job: PaintJob, source: OpaquePointer, matrix: cairo_matrix_t, region: PixelRegion) -> [UInt8] {
        let w = region.maxX - region.minX, h = region.maxY - region.minY
        let scratch = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
        defer { cairo_surface_destroy(scratch) }
        guard cairo_surface_status(scratch) == CAIRO_STATUS_SUCCESS else { return [] }
        cairo_surface_set_device_offset(scratch, Double(-region.minX), Double(-region.minY))
        let scratchContext = cairo_create(scratch)!
        composite(.shape(job.shape), source: source, matrix: matrix, alpha: sourceAlpha(of: job),
                  mode: CAIRO_OPERATOR_OVER, antialias: job.antialias, on: scratchContext)
        cairo_destroy(scratchContext)
        cairo_surface_flush(scratch)
        guard let bytes = cairo_image_surface_get_data(scratch) else { return [] }
        let stride = Int(cairo_image_surface_get_stride(scratch))
        var alpha = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                alpha[y * w + x] = bytes[y * stride + x * 4 + 3]  // ARGB32 is B, G, R, A in memory
            }
        }
        return alpha
    }
}

/// Three box blurs in each direction: a close, linear-time stand-in for a Gaussian.
enum ShadowBlur {
    /// Blurs `values` (`width` × `height`, row by row) in place, with zero beyond the edges.
    /// - Complexity: O(width × height), whatever the radius.
    static func blur(_ values: inout [UInt8], width: Int, height: Int, radius: Int) {
        guard radius > 0, width > 0, height > 0 else { return }
        var scratch = [UInt8](repeating: 0, count: values.count)
        for _ in 0..<3 {
            boxPass(from: values, into: &scratch, count: width, lines: height, step: 1, lineStep: width, radius: radius)
            boxPass(from: scratch, into: &values, count: height, lines: width, step: width, lineStep: 1, radius: radius)
        }
    }

    /// One box blur along lines of `count` values `step` apart, lines `lineStep` apart.
    private static func boxPass(
        from input: [UInt8], into output: inout [UInt8], count: Int, lines: Int, step: Int, lineStep: Int, radius: Int
    ) {
        let window = UInt32(2 * radius + 1)
        for line in 0..<lines {
            let base = line * lineStep
            var sum: UInt32 = 0
            for i in 0..<min(radius, count) { sum += UInt32(input[base + i * step]) }
            for i in 0..<count {
                let entering = i + radius, leaving = i - radius - 1
                if entering < count { sum += UInt32(input[base + entering * step]) }
                if leaving >= 0 { sum -= UInt32(input[base + leaving * step]) }
                output[base + i * step] = UInt8((sum + window / 2) / window)
            }
        }
    }
}
