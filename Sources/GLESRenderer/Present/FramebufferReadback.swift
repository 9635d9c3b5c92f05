import CGLES
import CoreGraphics
import Foundation

/// The pixels of the framebuffer bound for reading, copied to the CPU top
/// row first: an offscreen target's, or a window's back buffer before its
/// swap (tests reading back what a window presents).
///
/// Render thread (the thread the context is current on).
package enum FramebufferReadback {
    /// `width` × `height` premultiplied RGBA8 pixels, `width * 4` bytes per
    /// row, top row first. Waits for every draw into the framebuffer.
    ///
    /// - Complexity: O(pixels); a GPU-to-CPU copy.
    package static func premultipliedRGBA8(width: Int, height: Int) -> Data {
        let rowBytes = width * 4
        var pixels = Data(count: rowBytes * height)
        pixels.withUnsafeMutableBytes { raw in
            guard let base = raw.baseAddress else { return }
            glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 4)
            glReadPixels(0, 0, GLsizei(width), GLsizei(height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), base)
            // GL's row 0 is the bottom row: swap rows to put the top first.
            var scratch = [UInt8](repeating: 0, count: rowBytes)
            var top = 0
            var bottom = height - 1
            while top < bottom {
                let a = base + top * rowBytes
                let b = base + bottom * rowBytes
                scratch.withUnsafeMutableBytes { s in
                    s.baseAddress!.copyMemory(from: a, byteCount: rowBytes)
                    a.copyMemory(from: b, byteCount: rowBytes)
                    b.copyMemory(from: s.baseAddress!, byteCount: rowBytes)
                }
                top += 1
                bottom -= 1
            }
        }
        return pixels
    }

    /// The bound framebuffer as an opaque `CGImage` (a window's buffer has no alpha to keep).
    package static func opaqueImage(width: Int, height: Int) -> CGImage {
        CGImage(width: width, height: height, premultipliedRGBA8: premultipliedRGBA8(width: width, height: height),
                isOpaque: true)
    }
}
