internal import CCairo
import Foundation

/// Lending the Cairo context itself to a library that draws through Cairo
/// (Pango's text), with the canvas's pixels in Cairo's layout meanwhile.
extension CairoCanvas {
    /// Runs `body` with the `cairo_t` of this canvas: its matrix maps the user
    /// space of `ctm` to Cairo's device space, the clip is the context's (a mask clip applies to what it drew once it returns), the
    /// operator is `OVER`; whatever `body` changes in Cairo's state is undone
    /// after. Nil, without calling `body`, when `ctm` is singular, the clip
    /// is empty or Cairo has failed before.
    ///
    /// - Complexity: O(pixels inside the clip), for the two layout conversions,
    ///   plus what `body` draws.
    func withCairoContext<T>(ctm: CGAffineTransform, _ body: (OpaquePointer) throws -> T) rethrows -> T? {
        countOperation()
        guard !isBroken, var matrix = cairoMatrix(for: ctm) else { return nil }
        let region = PixelRegion(covering: deviceClipExtents, width: width, height: height)
        guard !region.isEmpty else { return nil }
        layout.convertToCairo(pixels, bytesPerRow: bytesPerRow, region: region)
        cairo_surface_mark_dirty_rectangle(surface, Int32(region.minX), Int32(region.minY),
                                           Int32(region.maxX - region.minX), Int32(region.maxY - region.minY))
        let beforeMaskedDrawing = pixelsBeforeMaskedDrawing(in: region)
        cairo_save(cr)
        defer {
            cairo_restore(cr)
            applyClipMask(beforeMaskedDrawing, region: region)
            cairo_surface_flush(surface)
            layout.convertFromCairo(pixels, bytesPerRow: bytesPerRow, region: region)
            checkStatus()
        }
        cairo_set_matrix(cr, &matrix)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_new_path(cr)
        return try body(cr)
    }
}
