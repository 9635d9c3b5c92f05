import Foundation
import GLESRenderer
import RenderServer

/// The headless renderer `render(in:)` reuses while the size stays the same.
///
/// Any thread: one call draws at a time (the lock is held through the
/// drawing). The renderer borrows the calling thread's GL binding only while
/// it draws (see `HeadlessFrameRenderer`), so a `CARenderer` exporting on the
/// same thread keeps drawing into its own context, and a renderer replaced
/// by one of another size deletes its GL objects in its own context.
enum OffscreenLayerRenderer {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var cached: HeadlessFrameRenderer?

    /// `list` drawn into a `width` × `height` image at `scale` pixels per
    /// point, by the renderer of that size (made, replacing the last one,
    /// when the size changes).
    static func render(_ list: DrawList, width: Int, height: Int, scale: CGFloat) throws -> CGImage? {
        lock.lock()
        defer { lock.unlock() }
        let renderer: HeadlessFrameRenderer
        if let cached, cached.pixelWidth == width, cached.pixelHeight == height, cached.scale == scale {
            renderer = cached
        } else {
            cached = nil
            renderer = try HeadlessFrameRenderer(width: width, height: height, scale: scale)
            cached = renderer
        }
        try renderer.render(list)
        return try renderer.makeImage()
    }
}
