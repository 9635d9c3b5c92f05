internal import CCairo
import Foundation

/// Clipping to masks (`CGContext.clip(to:mask:)`): the ``ClipMask`` each
/// drawing operation is confined by, made from an image stretched over a
/// user-space rectangle.
extension CairoCanvas {
    /// Multiplies the mask clip by `image`'s coverage (``ClipMask/coverage(of:)``)
    /// stretched over `rect` in the user space of `ctm`, the image's top row
    /// along `rect.maxY` as `CGContext.draw(_:in:)` places it, edges padded
    /// (the caller clips the path to `rect`: nothing outside it is drawn),
    /// scaled with the filter images get at `quality`.
    ///
    /// Returns false, changing nothing, when Cairo cannot hold the image;
    /// the caller then clips everything away.
    /// - Complexity: O(image pixels + canvas pixels).
    func clip(toMask image: CGImage, in rect: CGRect, ctm: CGAffineTransform, quality: CGInterpolationQuality) -> Bool {
        guard !isBroken, var matrix = cairoMatrix(for: ctm), let coverage = ClipMask.coverage(of: image) else {
            return false
        }
        defer { cairo_surface_destroy(coverage) }
        let w = Int32(width), h = Int32(height)
        let inside = cairo_image_surface_create(CAIRO_FORMAT_A8, w, h)!
        let outside = cairo_image_surface_create(CAIRO_FORMAT_A8, w, h)!
        let mask = ClipMask(inside: inside, outside: outside)
        guard cairo_surface_status(inside) == CAIRO_STATUS_SUCCESS,
              cairo_surface_status(outside) == CAIRO_STATUS_SUCCESS
        else { return false }

        let pattern = cairo_pattern_create_for_surface(coverage)!
        defer { cairo_pattern_destroy(pattern) }
        var toImage = Self.userToImage(width: image.width, height: image.height, in: rect)
        cairo_pattern_set_matrix(pattern, &toImage)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, Self.filter(for: quality))

        let drawInside = cairo_create(inside)!
        cairo_set_matrix(drawInside, &matrix)
        cairo_set_source(drawInside, pattern)
        if let previous = clipMask {
            cairo_identity_matrix(drawInside)
            cairo_mask_surface(drawInside, previous.inside, 0, 0)
        } else {
            cairo_paint(drawInside)
        }
        cairo_destroy(drawInside)
        cairo_surface_flush(inside)

        let drawOutside = cairo_create(outside)!
        cairo_set_source_rgba(drawOutside, 0, 0, 0, 1)
        cairo_paint(drawOutside)
        cairo_set_operator(drawOutside, CAIRO_OPERATOR_DEST_OUT)
        cairo_set_source_surface(drawOutside, inside, 0, 0)
        cairo_paint(drawOutside)
        cairo_destroy(drawOutside)
        cairo_surface_flush(outside)

        clipMask = mask
        return true
    }

    /// A copy of the pixels of `region` (in Cairo's order, as they are while an
    /// operation draws) when a mask clips, for ``applyClipMask(_:region:)``; nil otherwise.
    func pixelsBeforeMaskedDrawing(in region: PixelRegion) -> OpaquePointer? {
        guard clipMask != nil, !region.isEmpty else { return nil }
        let copy = cairo_surface_create_similar_image(
            surface, cairo_image_surface_get_format(surface),
            Int32(region.maxX - region.minX), Int32(region.maxY - region.minY))!
        let c = cairo_create(copy)!
        cairo_set_source_surface(c, surface, -Double(region.minX), -Double(region.minY))
        cairo_set_operator(c, CAIRO_OPERATOR_SOURCE)
        cairo_paint(c)
        cairo_destroy(c)
        return copy
    }

    /// Confines what was just drawn in `region` to the mask clip: each pixel
    /// becomes drawn × coverage + `before` × (1 − coverage). Frees `before`.
    func applyClipMask(_ before: OpaquePointer?, region: PixelRegion) {
        guard let before else { return }
        defer { cairo_surface_destroy(before) }
        guard let mask = clipMask else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_identity_matrix(cr)
        cairo_reset_clip(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(region.minX), Double(region.minY),
                        Double(region.maxX - region.minX), Double(region.maxY - region.minY))
        cairo_clip(cr)
        // What was drawn, times the coverage…
        cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
        cairo_set_source_surface(cr, mask.inside, 0, 0)
        cairo_paint(cr)
        // …plus what was there, times what the mask holds back.
        cairo_set_operator(cr, CAIRO_OPERATOR_ADD)
        cairo_set_source_surface(cr, before, Double(region.minX), Double(region.minY))
        cairo_mask_surface(cr, mask.outside, 0, 0)
    }
}
