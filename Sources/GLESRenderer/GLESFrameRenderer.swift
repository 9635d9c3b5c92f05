import CoreAnimationModel
import CoreGraphics
import Foundation
import RenderServer

/// The render server's renderer on OpenGL ES 3: draws each frame's draw list
/// into a target (offscreen, or a window surface) with `DrawListCompositor`
/// (layer quads, clips, masks, group opacity).
///
/// GL objects are made on first use on the thread that renders (the render
/// thread), where the context is made current. Render thread only after that.
package final class GLESFrameRenderer: Renderer {
    private let context: GLESContext
    private let target: RenderTarget
    private let present: (() throws -> Void)?
    private var compositor: DrawListCompositor?
    /// Points to pixels (the display scale).
    package var scale: CGFloat
    package var clearColor: PremultipliedColor
    /// Whether the innermost `masksToBounds` clip of each run is anti-aliased
    /// (see `DrawListCompositor.antialiasesInnermostClip`).
    package var antialiasesInnermostClip = true
    /// What the last frame cost.
    package private(set) var lastStatistics = FrameStatistics()
    /// What the last frame's clips and offscreen groups cost.
    package private(set) var lastCompositingStatistics = CompositingStatistics()

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
        if compositor == nil { compositor = try DrawListCompositor(context: context) }
        compositor!.antialiasesInnermostClip = antialiasesInnermostClip
        lastStatistics = compositor!.draw(list, to: target, pointsToPixels: scale, clearColor: clearColor)
        lastCompositingStatistics = compositor!.statistics
        if let present { try present() }
    }
}
