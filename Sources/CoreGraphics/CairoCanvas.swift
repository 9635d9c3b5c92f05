internal import CCairo
import Foundation

/// The Cairo image surface and drawing context behind one bitmap `CGContext`.
///
/// Cairo draws in its own device space: y down, row 0 at the top, which is
/// also the memory order of `CGContext.data`. The context's device space is y
/// up with the same origin at the bottom-left corner, so every path goes to
/// Cairo through ``flip`` and every user-space matrix through
/// ``cairoMatrix(for:)``.
///
/// Each ``perform(_:)`` touches only the pixels its operation can reach: those
/// are reordered into Cairo's channel order before Cairo draws and back after
/// (see ``BitmapContextLayout``), so between operations the caller's memory
/// always holds its own layout and may be read or written freely.
///
/// Owned by its `CGContext` and used on that context's thread. Frees the Cairo
/// objects in `deinit`, then the pixel memory when it allocated it. After Cairo
/// reports an error the canvas reports it once and draws nothing more.
final class CairoCanvas {
    let width: Int
    let height: Int
    let pixels: UnsafeMutableRawPointer
    /// True when `pixels` was allocated (with `calloc`) for this canvas, which frees it.
    private let ownsPixels: Bool
    let bytesPerRow: Int
    let layout: BitmapContextLayout
    let surface: OpaquePointer
    let cr: OpaquePointer
    /// Set when Cairo has reported an error; drawing stops.
    private(set) var isBroken = false
    /// How many drawing operations were asked of the canvas (jobs and lent contexts), drawn or not.
    private(set) var operationCount = 0

    /// Counts one drawing operation (`perform`, `withCairoContext`).
    func countOperation() { operationCount += 1 }
    /// The masks clipped to (`clip(toMask:in:ctm:)`), nil while none clips; saved and restored with Cairo's clip.
    var clipMask: ClipMask?
    /// The mask clips of the enclosing `saveState()`s, innermost last.
    private var savedClipMasks: [ClipMask?] = []

    /// Why a canvas could not be made.
    struct CreationFailure: Error, CustomStringConvertible {
        var description: String
    }

    init(
        pixels: UnsafeMutableRawPointer, ownsPixels: Bool, width: Int, height: Int, bytesPerRow: Int,
        layout: BitmapContextLayout
    ) throws {
        self.width = width
        self.height = height
        self.pixels = pixels
        self.ownsPixels = ownsPixels
        self.bytesPerRow = bytesPerRow
        self.layout = layout
        let surface = cairo_image_surface_create_for_data(
            pixels.assumingMemoryBound(to: UInt8.self), layout.cairoFormat, Int32(width), Int32(height),
            Int32(bytesPerRow))!
        let surfaceStatus = cairo_surface_status(surface)
        guard surfaceStatus == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            if ownsPixels { free(pixels) }
            throw CreationFailure(description: "Cairo refused the surface: \(Self.describe(surfaceStatus))")
        }
        let cr = cairo_create(surface)!
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
            if ownsPixels { free(pixels) }
            throw CreationFailure(description: "Cairo refused the drawing context: \(Self.describe(status))")
        }
        self.surface = surface
        self.cr = cr
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        if ownsPixels { free(pixels) }
    }

    // MARK: Coordinates

    /// The context's device space (y up) to Cairo's (y down).
    var flip: cairo_matrix_t { cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: -1, x0: 0, y0: Double(height)) }

    /// User space to Cairo's device space for `ctm`, or nil when `ctm` cannot be
    /// inverted or is not finite: Cairo refuses such matrices, and nothing drawn
    /// through them would be visible.
    func cairoMatrix(for ctm: CGAffineTransform) -> cairo_matrix_t? {
        let values = [ctm.a, ctm.b, ctm.c, ctm.d, ctm.tx, ctm.ty]
        let determinant = ctm.a * ctm.d - ctm.b * ctm.c
        guard values.allSatisfy(\.isFinite), determinant.isNormal else { return nil }
        let full = ctm.concatenating(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)))
        return cairo_matrix_t(xx: Double(full.a), yx: Double(full.b), xy: Double(full.c), yy: Double(full.d),
                              x0: Double(full.tx), y0: Double(full.ty))
    }

    /// The clip's bounding box in Cairo's device space.
    var deviceClipExtents: CGRect {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        cairo_restore(cr)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// The clip's bounding box in the user space of `ctm`; nil when `ctm` is singular.
    func userClipExtents(ctm: CGAffineTransform) -> CGRect? {
        guard var matrix = cairoMatrix(for: ctm) else { return nil }
        cairo_save(cr)
        cairo_set_matrix(cr, &matrix)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        cairo_restore(cr)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    // MARK: Graphics state and clip

    func saveState() {
        cairo_save(cr)
        savedClipMasks.append(clipMask)
    }

    func restoreState() {
        cairo_restore(cr)
        if let saved = savedClipMasks.popLast() { clipMask = saved }
    }

    /// Intersects the clip with the inside of `elements` (device space, y up).
    func clip(to elements: [PathElement], rule: CGPathFillRule, antialias: Bool) {
        guard !isBroken else { return }
        var matrix = flip
        cairo_set_matrix(cr, &matrix)
        cairo_new_path(cr)
        Self.emit(elements, on: cr)
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_set_antialias(cr, antialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        cairo_clip(cr)
        checkStatus()
    }

    /// Removes every clip set since the context was made, or since the enclosing `saveState()`.
    func resetClip() {
        guard !isBroken else { return }
        cairo_reset_clip(cr)
        clipMask = nil
    }

    /// True when `point` (user space) is inside the fill or the stroke of `elements`.
    func contains(
        _ point: CGPoint, elements: [PathElement], ctm: CGAffineTransform, mode: CGPathDrawingMode,
        stroke: GraphicsState.StrokeStyle
    ) -> Bool {
        guard !isBroken, var matrix = cairoMatrix(for: ctm) else { return false }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        var deviceFlip = flip
        cairo_set_matrix(cr, &deviceFlip)
        cairo_new_path(cr)
        Self.emit(elements, on: cr)
        cairo_set_matrix(cr, &matrix)
        let x = Double(point.x), y = Double(point.y)
        switch mode {
        case .fill, .eoFill:
            cairo_set_fill_rule(cr, mode == .eoFill ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            return cairo_in_fill(cr, x, y) != 0
        case .stroke:
            Self.apply(stroke, on: cr)
            return cairo_in_stroke(cr, x, y) != 0
        case .fillStroke, .eoFillStroke:
            cairo_set_fill_rule(cr, mode == .eoFillStroke ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            Self.apply(stroke, on: cr)
            return cairo_in_fill(cr, x, y) != 0 || cairo_in_stroke(cr, x, y) != 0
        }
    }

    /// Makes Cairo's pending writes visible in the pixel memory.
    func flush() {
        cairo_surface_flush(surface)
    }

    // MARK: Paths

    /// Appends `elements` to the current Cairo path, in whatever space its matrix maps from.
    static func emit(_ elements: [PathElement], on c: OpaquePointer) {
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                cairo_move_to(c, Double(p.x), Double(p.y))
                current = p
                subpathStart = p
            case .line(let p):
                cairo_line_to(c, Double(p.x), Double(p.y))
                current = p
            case .quad(let control, let p):
                // The cubic with the same curve: control points two thirds of the way to the quad's.
                let c1 = CGPoint(x: current.x + 2 / 3 * (control.x - current.x), y: current.y + 2 / 3 * (control.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (control.x - p.x), y: p.y + 2 / 3 * (control.y - p.y))
                cairo_curve_to(c, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .cubic(let c1, let c2, let p):
                cairo_curve_to(c, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .close:
                cairo_close_path(c)
                current = subpathStart
            }
        }
    }

    /// Sets Cairo's line parameters from `style`. A zero width strokes one device pixel wide
    /// (the thinnest line), with dash lengths then counted in device pixels too.
    static func apply(_ style: GraphicsState.StrokeStyle, on c: OpaquePointer) {
        if style.lineWidth == 0 {
            cairo_identity_matrix(c)
            cairo_set_line_width(c, 1)
        } else {
            cairo_set_line_width(c, Double(style.lineWidth))
        }
        switch style.lineCap {
        case .butt: cairo_set_line_cap(c, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(c, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(c, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.lineJoin {
        case .miter: cairo_set_line_join(c, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(c, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(c, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(c, Double(style.miterLimit))
        let dashes = style.dashLengths.map(Double.init)
        cairo_set_dash(c, dashes, Int32(dashes.count), Double(style.dashPhase))
    }

    // MARK: Errors

    /// Reports Cairo's first error, then stops all drawing.
    func checkStatus() {
        let status = cairo_status(cr)
        guard status != CAIRO_STATUS_SUCCESS, !isBroken else { return }
        isBroken = true
        Diagnostics.report(in: "CGContext", "Cairo failed (\(Self.describe(status))); the context draws nothing more.")
    }

    static func describe(_ status: cairo_status_t) -> String {
        String(cString: cairo_status_to_string(status))
    }
}
