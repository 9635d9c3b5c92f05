import Foundation
import GLESRenderer

/// What a window closed after its display was lost hands to the thread that
/// stops its render server: the renderer and the window's GL objects
/// (`WindowGraphics`), let go in that order once the render thread ended.
///
/// Made on the main thread; `release()` runs once, on that other thread.
final class LossLeftovers: @unchecked Sendable {
    private var renderer: GLESFrameRenderer?
    private let graphics: WindowGraphics

    init(renderer: GLESFrameRenderer?, graphics: WindowGraphics) {
        self.renderer = renderer
        self.graphics = graphics
    }

    /// Releases the renderer, then the window's GL objects (`WindowGraphics.releaseAfterLoss`).
    func release() {
        graphics.releaseAfterLoss(renderer: &renderer)
    }
}
