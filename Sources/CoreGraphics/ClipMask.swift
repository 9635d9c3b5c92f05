internal import CCairo
import Foundation

/// The part of a `CGContext`'s clip that comes from masks
/// (`clip(to:mask:)`): how much of each device pixel drawing may change,
/// as two A8 Cairo surfaces the size of the canvas, in Cairo's device
/// space (y down).
///
/// Cairo clips only to paths, so a mask clip is kept beside Cairo's clip:
/// each drawing operation keeps a copy of the pixels it may reach and,
/// once drawn, brings back `outside` of that copy (``CairoCanvas``'s
/// `applyClipMask`). Immutable once made, so saved graphics states share
/// it; owned by one canvas and used on that canvas's thread. Frees its
/// surfaces in `deinit`.
final class ClipMask {
    /// Coverage 0…1 of each pixel: the product of every mask clipped to.
    let inside: OpaquePointer
    /// One minus ``inside``.
    let outside: OpaquePointer

    /// Takes ownership of both surfaces.
    init(inside: OpaquePointer, outside: OpaquePointer) {
        self.inside = inside
        self.outside = outside
    }

    deinit {
        cairo_surface_destroy(inside)
        cairo_surface_destroy(outside)
    }

    /// An image's samples as clip coverage, one byte a pixel, on a Cairo A8
    /// surface of the image's size; nil when Cairo cannot hold it.
    ///
    /// An image with alpha masks by its alpha; one without (a DeviceGray
    /// image, as Apple asks for) by its grey level, white letting drawing
    /// through and black not; an RGB image without alpha by its luminance
    /// (Rec. 601 weights).
    static func coverage(of image: CGImage) -> OpaquePointer? {
        let w = image.width, h = image.height
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(clamping: w), Int32(clamping: h))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              let destination = cairo_image_surface_get_data(surface)
        else {
            cairo_surface_destroy(surface)
            return nil
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let byAlpha: Bool
        switch image.alphaInfo {
        case .none, .noneSkipFirst, .noneSkipLast: byAlpha = false
        default: byAlpha = true
        }
        image.premultipliedRGBA8.withUnsafeBytes { raw in
            let source = raw.bindMemory(to: UInt8.self)
            for y in 0..<h {
                let row = destination + y * stride
                for x in 0..<w {
                    let i = (y * w + x) * 4
                    if byAlpha {
                        row[x] = source[i + 3]
                    } else {
                        let luminance = 0.299 * Double(source[i]) + 0.587 * Double(source[i + 1])
                            + 0.114 * Double(source[i + 2])
                        row[x] = UInt8(min(luminance.rounded(), 255))
                    }
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
