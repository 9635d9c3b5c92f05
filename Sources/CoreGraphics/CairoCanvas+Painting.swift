internal import CCairo
import Foundation

/// Carrying out a ``PaintJob``: the pixels it may reach, its shadow, the
/// composite with Cairo's operator for the blend mode, and the mask clip.
extension CairoCanvas {
    /// The area one Cairo drawing call covers: a job's shape, or an alpha mask in device space.
    enum Coverage {
        case shape(PaintJob.Shape)
        /// An A8 Cairo surface placed with its top-left pixel at `x`, `y` in Cairo's device space.
        case mask(OpaquePointer, x: Double, y: Double)
    }

    /// Draws `job`. Does nothing for a singular transform or an empty area;
    /// reports and skips geometry that is not finite.
    /// - Complexity: O(pixels the job reaches), plus Cairo's own work.
    func perform(_ job: PaintJob) {
        countOperation()
        guard !isBroken, let matrix = cairoMatrix(for: job.ctm) else { return }
        guard job.hasFiniteGeometry else {
            Diagnostics.report(in: "CGContext", "a path with a non-finite point was not drawn.")
            return
        }
        guard let source = makeSource(for: job, matrix: matrix) else { return }
        defer { cairo_pattern_destroy(source) }

        let inked = inkedBounds(of: job.shape, matrix: matrix)
        let clipExtents = deviceClipExtents
        var reached = inked
        var shadow: ShadowPlan?
        if let cast = job.shadow, !isClear(job) {
            shadow = ShadowPlan(shadow: cast, inked: inked, visible: clipExtents)
            if let plan = shadow { reached = reached.union(plan.destination) }
        }
        // One pixel more on every side: antialiasing may spill past the exact bounds.
        let region = PixelRegion(covering: reached.intersection(clipExtents).insetBy(dx: -1, dy: -1),
                                 width: width, height: height)
        guard !region.isEmpty else { return }

        layout.convertToCairo(pixels, bytesPerRow: bytesPerRow, region: region)
        cairo_surface_mark_dirty_rectangle(surface, Int32(region.minX), Int32(region.minY),
                                           Int32(region.maxX - region.minX), Int32(region.maxY - region.minY))
        let beforeMaskedDrawing = pixelsBeforeMaskedDrawing(in: region)
        if let plan = shadow {
            drawShadow(plan, of: job, source: source, matrix: matrix)
        }
        composite(.shape(job.shape), source: source, matrix: matrix, alpha: sourceAlpha(of: job),
                  mode: isClear(job) ? CAIRO_OPERATOR_CLEAR : Self.cairoOperator(job.blendMode),
                  antialias: job.antialias, on: cr)
        applyClipMask(beforeMaskedDrawing, region: region)
        cairo_surface_flush(surface)
        layout.convertFromCairo(pixels, bytesPerRow: bytesPerRow, region: region)
        checkStatus()
    }

    private func isClear(_ job: PaintJob) -> Bool {
        if case .clear = job.paint { return true }
        return false
    }

    /// The alpha still to apply when painting: colours carry the global alpha already.
    func sourceAlpha(of job: PaintJob) -> Double {
        switch job.paint {
        case .color, .clear: return 1
        default: return Double(min(max(job.alpha, 0), 1))
        }
    }

    /// Paints `source` over `coverage` on `c` with operator `mode`.
    ///
    /// Cairo applies `IN`, `OUT`, `DEST_IN` and `DEST_ATOP` to the whole clip
    /// ("unbounded"), clearing what lies outside the shape; Apple's blend modes
    /// leave it alone. For those four the result of the operator over the whole
    /// area is first made in a group, then copied in through the shape's
    /// coverage, so only the shape changes.
    func composite(
        _ coverage: Coverage, source: OpaquePointer, matrix: cairo_matrix_t, alpha: Double,
        mode: cairo_operator_t, antialias: Bool, on c: OpaquePointer
    ) {
        cairo_save(c)
        defer { cairo_restore(c) }
        cairo_set_antialias(c, antialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        guard Self.isUnbounded(mode) else {
            prepare(coverage, source: source, matrix: matrix, on: c)
            cairo_set_operator(c, mode)
            cover(coverage, alpha: alpha, on: c)
            return
        }
        cairo_push_group_with_content(c, CAIRO_CONTENT_ALPHA)
        let opaque = cairo_pattern_create_rgba(0, 0, 0, 1)!
        prepare(coverage, source: opaque, matrix: matrix, on: c)
        cairo_pattern_destroy(opaque)
        cairo_set_operator(c, CAIRO_OPERATOR_OVER)
        cover(coverage, alpha: 1, on: c)
        let shapeMask = cairo_pop_group(c)!

        cairo_push_group(c)
        cairo_identity_matrix(c)
        cairo_set_source_surface(c, cairo_get_target(c), 0, 0)
        cairo_set_operator(c, CAIRO_OPERATOR_SOURCE)
        cairo_paint(c)
        var userMatrix = matrix
        cairo_set_matrix(c, &userMatrix)
        cairo_set_source(c, source)
        cairo_set_operator(c, mode)
        cairo_paint_with_alpha(c, alpha)
        let blended = cairo_pop_group(c)!

        cairo_set_source(c, blended)
        cairo_set_operator(c, CAIRO_OPERATOR_SOURCE)
        cairo_mask(c, shapeMask)
        cairo_pattern_destroy(blended)
        cairo_pattern_destroy(shapeMask)
    }

    /// Builds the path of `coverage` and sets the source and, for strokes, the line style.
    private func prepare(_ coverage: Coverage, source: OpaquePointer, matrix: cairo_matrix_t, on c: OpaquePointer) {
        var deviceFlip = flip
        cairo_set_matrix(c, &deviceFlip)
        cairo_new_path(c)
        if case .shape(.fill(let elements, _)) = coverage { Self.emit(elements, on: c) }
        if case .shape(.stroke(let elements, _)) = coverage { Self.emit(elements, on: c) }
        var userMatrix = matrix
        cairo_set_matrix(c, &userMatrix)
        cairo_set_source(c, source)  // locks the pattern to user space
        switch coverage {
        case .shape(.fill(_, let rule)):
            cairo_set_fill_rule(c, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        case .shape(.stroke(_, let style)):
            Self.apply(style, on: c)
        case .shape(.everywhere), .mask:
            break
        }
    }

    /// Paints the prepared source over the prepared coverage.
    private func cover(_ coverage: Coverage, alpha: Double, on c: OpaquePointer) {
        switch coverage {
        case .shape(.fill):
            if alpha >= 1 {
                cairo_fill(c)
            } else {
                cairo_clip(c)
                cairo_paint_with_alpha(c, alpha)
            }
        case .shape(.stroke):
            if alpha >= 1 {
                cairo_stroke(c)
            } else {
                cairo_push_group(c)
                cairo_stroke(c)
                cairo_pop_group_to_source(c)
                cairo_paint_with_alpha(c, alpha)
            }
        case .shape(.everywhere):
            cairo_paint_with_alpha(c, alpha)
        case .mask(let maskSurface, let x, let y):
            cairo_identity_matrix(c)
            cairo_mask_surface(c, maskSurface, x, y)
        }
    }

    /// The device-space (Cairo, y down) box of what `shape` inks, ignoring the clip.
    func inkedBounds(of shape: PaintJob.Shape, matrix: cairo_matrix_t) -> CGRect {
        switch shape {
        case .everywhere:
            return CGRect(x: 0, y: 0, width: width, height: height)
        case .fill, .stroke:
            cairo_save(cr)
            defer { cairo_restore(cr) }
            let opaque = cairo_pattern_create_rgba(0, 0, 0, 1)!
            prepare(.shape(shape), source: opaque, matrix: matrix, on: cr)
            cairo_pattern_destroy(opaque)
            var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
            if case .stroke = shape {
                cairo_stroke_extents(cr, &x1, &y1, &x2, &y2)
            } else {
                cairo_fill_extents(cr, &x1, &y1, &x2, &y2)
            }
            guard x2 > x1, y2 > y1 else { return .null }
            // The extents are in the current user space: take the corners to device space.
            var xs: [Double] = [], ys: [Double] = []
            for (x, y) in [(x1, y1), (x2, y1), (x1, y2), (x2, y2)] {
                var dx = x, dy = y
                cairo_user_to_device(cr, &dx, &dy)
                xs.append(dx)
                ys.append(dy)
            }
            return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }
    }

    // MARK: Operators

    /// Cairo's operator for a blend mode; `.plusDarker`, which Cairo lacks, draws as `.normal`.
    static func cairoOperator(_ mode: CGBlendMode) -> cairo_operator_t {
        switch mode {
        case .normal, .plusDarker: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: return CAIRO_OPERATOR_CLEAR
        case .copy: return CAIRO_OPERATOR_SOURCE
        case .sourceIn: return CAIRO_OPERATOR_IN
        case .sourceOut: return CAIRO_OPERATOR_OUT
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: return CAIRO_OPERATOR_DEST_IN
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
        case .xor: return CAIRO_OPERATOR_XOR
        case .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }

    /// True for the operators Cairo applies beyond the drawn shape.
    static func isUnbounded(_ mode: cairo_operator_t) -> Bool {
        mode == CAIRO_OPERATOR_IN || mode == CAIRO_OPERATOR_OUT || mode == CAIRO_OPERATOR_DEST_IN
            || mode == CAIRO_OPERATOR_DEST_ATOP
    }
}
