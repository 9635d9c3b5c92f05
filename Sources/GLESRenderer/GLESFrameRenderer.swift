import CoreAnimationModel
import CoreGraphics
import Foundation
import RenderServer

/// The render server's renderer on OpenGL ES 3: draws each frame's draw list
/// into a target (offscreen, or a window surface) with the layer quad program.
///
/// GL objects are made on first use on the thread that renders (the render
/// thread), where the context is made current. Render thread only after that.
package final class GLESFrameRenderer: Renderer {
    private let context: GLESContext
    private let target: RenderTarget
    private var quads: LayerQuadRenderer?
    /// Points to pixels (the display scale).
    package var scale: CGFloat
    package var clearColor: PremultipliedColor
    /// What the last frame cost.
    package private(set) var lastStatistics = DrawStatistics()

    package init(context: GLESContext, target: RenderTarget, scale: CGFloat = 1,
                 clearColor: PremultipliedColor = .clear) {
        self.context = context
        self.target = target
        self.scale = scale
        self.clearColor = clearColor
    }

    /// Deletes the GL objects on the render thread and releases the context from it.
    package func renderThreadWillExit() {
        guard context.isCurrent else { return }
        quads = nil
        context.releaseCurrent()
    }

    package func renderFrame(_ list: DrawList) throws {
        try target.activate(context)
        if quads == nil { quads = try LayerQuadRenderer(context: context) }
        let (instances, images) = QuadInstanceBuilder.instances(for: list, pointsToPixels: scale, target: target)
        lastStatistics = quads!.draw(instances, textures: images, to: target, clearColor: clearColor)
        try target.present()
    }
}
