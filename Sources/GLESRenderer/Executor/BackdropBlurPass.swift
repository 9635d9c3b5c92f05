import CGLES
import CoreAnimationValues
import CoreGraphics
import Foundation
import RenderServer
import Shaders

/// Draws a planned backdrop blur (`BackdropBlurComposite`): reads back the
/// pixels behind a layer from the surface being drawn, reduces and blurs
/// them, and draws the result through the layer's bounds quad.
///
/// ```
///   surface ─ blit (linear) ─► ½ ─► ¼ … (pooled) ─► image A (one halving per blit: a 2×2 box each)
///     ─ Gaussian along x: A → B, along y: B → A (ShadowBlurPass, σ / downsample)
///       (A and B exact-size, from BackdropImageCache: the blur clamps at A's own edges)
///     ─ layer quad (BackdropCompositeProgram): each pixel reads A where it lies
/// ```
///
/// Nothing is resampled before the blur: resampling stripes near the
/// image's pixel pitch first would leave beats the blur cannot remove.
///
/// The read-back is a `glBlitFramebuffer` from the surface's framebuffer
/// (the window's, too: it is read while it is being drawn), so nothing
/// leaves the GPU. Rows stay in GL order (y up) throughout, and the
/// composite maps `gl_FragCoord` straight into the image. The halved levels
/// come from the executor's `OffscreenTargetPool` and go back to it at once;
/// the image and its scratch are kept by size (`BackdropImageCache`).
///
/// Costs: the source read once, a quarter of it written by the first
/// halving, then images of at most `BackdropBlurComposite.maximumImageSide`
/// a side; the composite shades the layer's pixels once. Each stage reads
/// the one before, so on llvmpipe each waits for the last to be
/// rasterized, the frame's drawing so far included (FrameBench `--scene
/// blur`: about 2.5–4 ms a 280 × 180 panel, σ 30, on two busy cores).
///
/// The layer's own rounded rectangle is cut in the composite, anti-aliased;
/// the clips around it go through the stencil (hard-edged), as around any
/// composite. It never reads pixels outside the surface (the plan cut the
/// source to the pass).
///
/// - Note: Render thread only; the context must be current.
final class BackdropBlurPass {
    private let context: GLESContext
    private let blur: ShadowBlurPass
    /// The composite programs by whether their corners are continuous.
    private var programs: [Bool: BackdropCompositeProgram] = [:]

    /// - Throws: `GLESRendererError.shaderCompile` or `.programLink`.
    init(context: GLESContext) throws {
        context.assertCurrent()
        self.context = context
        blur = try ShadowBlurPass(context: context)
        programs[false] = try BackdropCompositeProgram(continuous: false, context: context)
    }

    /// The blurred image of `step`'s source on `surface`, in the exact-size
    /// image of `images` (kept there for the next frame).
    ///
    /// - Throws: what the pool or the cache throws (`offscreenBudgetSpent`, `framebufferIncomplete`…).
    func blurredImage(of step: BackdropBlurComposite, on surface: CompositingSurface,
                      targets: OffscreenTargetPool, images: BackdropImageCache) throws -> BlurredBackdrop {
        context.assertCurrent()
        let state = context.state
        surface.target.bindForDrawing(state)
        var bound: GLint = 0
        glGetIntegerv(GLenum(GL_FRAMEBUFFER_BINDING), &bound)
        let size = step.imageSize
        let pair = try images.pair(width: size.width, height: size.height)
        try reduce(from: (GLuint(bound), Self.windowRect(of: step.source, on: surface)), step: step,
                   into: pair.image, targets: targets)
        state.setStencilTest(false)
        state.setDepth(test: false, writes: false)
        state.setColorWrites(true)
        let across = GaussianKernel(sigma: Double(step.sigma) * Double(size.width) / Double(step.source.width))
        let down = GaussianKernel(sigma: Double(step.sigma) * Double(size.height) / Double(step.source.height))
        blur.blur(pair.image.colorTexture, along: .horizontal, kernel: across, into: pair.scratch)
        blur.blur(pair.scratch.colorTexture, along: .vertical, kernel: down, into: pair.image)
        return BlurredBackdrop(target: pair.image, width: size.width, height: size.height)
    }

    /// `source` reduced into the whole of `image`, halving at each blit (a
    /// 2×2 box: linear filtering half-way between texels) through pooled
    /// targets, so stripes finer than the result average out instead of aliasing.
    private func reduce(from source: (framebuffer: GLuint, rect: (x: Int, y: Int, width: Int, height: Int)),
                        step: BackdropBlurComposite, into image: OffscreenRenderTarget,
                        targets: OffscreenTargetPool) throws {
        let state = context.state
        var from = source
        var intermediate: OffscreenRenderTarget?
        defer { if let intermediate { targets.release(intermediate) } }
        // Levels ½, ¼ … before the image (none when the image is at most half the source).
        var level = 2
        while level < step.downsample {
            let width = (step.source.width + level - 1) / level
            let height = (step.source.height + level - 1) / level
            let half = try targets.acquire(width: width, height: height)
            Self.blit(from: from.framebuffer, from.rect, to: half, (0, 0, width, height), state: state)
            if let intermediate { targets.release(intermediate) }
            intermediate = half
            from = (half.framebuffer.rawValue, (0, 0, width, height))
            level *= 2
        }
        Self.blit(from: from.framebuffer, from.rect, to: image, (0, 0, image.pixelWidth, image.pixelHeight),
                  state: state)
    }

    /// Draws `image` (made by `blurredImage`) through `step`'s layer quad
    /// onto `surface`, inside the layer's rounded rectangle (anti-aliased),
    /// blending premultiplied, in whatever stencil test is set.
    ///
    /// - Throws: `GLESRendererError.shaderCompile` or `.programLink` (the
    ///   continuous-corner program, made on first use).
    func composite(_ image: BlurredBackdrop, of step: BackdropBlurComposite, on surface: CompositingSurface) throws {
        let bounds = step.root.properties.bounds.standardized
        let program = try compositeProgram(continuous: step.root.properties.corners.areContinuous(in: bounds.size))
        program.draw(image, of: step, region: Self.windowRect(of: step.source, on: surface), on: surface,
                     state: context.state)
    }

    /// The composite program for circular or continuous corners, made on first use.
    private func compositeProgram(continuous: Bool) throws -> BackdropCompositeProgram {
        if let made = programs[continuous] { return made }
        let made = try BackdropCompositeProgram(continuous: continuous, context: context)
        programs[continuous] = made
        return made
    }

    /// Uniform uploads and draws of the composite programs since the last call.
    func takeCalls() -> Int {
        programs.values.reduce(0) { $0 + $1.quad.takeCalls() }
    }

    /// `rect` (pass pixels, y down) on `surface`'s target in GL window
    /// coordinates (y up from the bottom row): x, y of its bottom-left, width, height.
    private static func windowRect(of rect: PixelRect, on surface: CompositingSurface)
        -> (x: Int, y: Int, width: Int, height: Int)
    {
        let x = rect.x - surface.rect.x
        let top = rect.y - surface.rect.y
        return (x, surface.target.pixelHeight - top - rect.height, rect.width, rect.height)
    }

    /// Copies `rect` of the framebuffer `source` into `destination`'s
    /// `into` rectangle, filtered linearly, leaving both bindings as the
    /// state cache believes them (the destination bound for drawing).
    private static func blit(from source: GLuint, _ rect: (x: Int, y: Int, width: Int, height: Int),
                             to destination: OffscreenRenderTarget,
                             _ into: (x: Int, y: Int, width: Int, height: Int), state: GLStateCache) {
        destination.bindForDrawing(state)
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), source)
        glBlitFramebuffer(
            GLint(rect.x), GLint(rect.y), GLint(rect.x + rect.width), GLint(rect.y + rect.height),
            GLint(into.x), GLint(into.y), GLint(into.x + into.width), GLint(into.y + into.height),
            GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_LINEAR))
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), destination.framebuffer.rawValue)
    }
}
