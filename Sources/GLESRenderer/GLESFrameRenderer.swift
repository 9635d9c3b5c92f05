import CoreAnimationModel
import CoreGraphics
import Foundation
import RenderServer

/// The render server's renderer on OpenGL ES 3: draws each frame's draw list
/// into a target (offscreen, or a window surface) with the layer quad program,
/// each layer's shadow just before it (see `GLESFrameRenderer+Shadows.swift`).
///
/// GL objects are made on first use on the thread that renders (the render
/// thread), where the context is made current. Render thread only after that.
package final class GLESFrameRenderer: Renderer {
    private let context: GLESContext
    private let target: RenderTarget
    private let present: (() throws -> Void)?
    // Made on first use, on the render thread; shadow parts only once a frame has shadows.
    var quads: LayerQuadRenderer?
    var shadows: ShadowRenderer?
    var shadowTextures: ShadowTextureCache?
    /// Points to pixels (the display scale).
    package var scale: CGFloat
    package var clearColor: PremultipliedColor
    /// What the last frame cost (all its passes together).
    package internal(set) var lastStatistics = FrameStatistics()
    /// What the last frame's shadows cost.
    package internal(set) var lastShadowStatistics = ShadowStatistics()

    /// - Parameter present: called after drawing (a window's buffer swap); nil for offscreen targets.
    package init(context: GLESContext, target: RenderTarget, scale: CGFloat = 1,
                 clearColor: PremultipliedColor = .clear, present: (() throws -> Void)? = nil) {
        self.context = context
        self.target = target
        self.scale = scale
        self.clearColor = clearColor
        self.present = present
    }

    package func renderFrame(_ list: DrawList) throws {
        if !context.isCurrent { try context.makeCurrent() }
        if quads == nil { quads = try LayerQuadRenderer(context: context) }
        let (instances, images) = QuadInstanceBuilder.instances(for: list, pointsToPixels: scale, target: target)
        try drawLayersAndShadows(list, instances: instances, images: images, context: context, target: target)
        if let present { try present() }
    }
}
