import CGLES
import CoreAnimationValues
import CoreGraphics
import Foundation
import RenderServer
import Shaders

/// Executes a frame's `FramePlan` (made by `FramePlanner`, in RenderServer,
/// without GL, and handed over whole) into a target: targets from the pool,
/// clips, batches, programs and the state cache. It decides nothing about
/// what the frame draws and never plans: the plan says which passes there
/// are, over which pixels, with which items in which runs, which layers cast
/// shadows and what is drawn where an image cannot be had. The layers
/// themselves are drawn by `LayerQuadRenderer`.
///
/// **A frame.** Clear the target's colour (to the first layer's background
/// when the plan draws that layer as the clear), then execute the frame
/// pass's steps in order:
///
/// ```
///   layers        one LayerQuadRenderer.draw inside the run's clip chain (and its shadows)
///   group         content (+ mask) pass into pooled targets, one composite quad
///   transition    old and new passes into pooled targets, TransitionProgram blends them
///   rasterized    the kept image, or its pass drawn into the RasterizationCache; one composite
///   directGroup   its steps, straight into the same target
///   unrasterized  its steps, straight into the same target
///   backdropBlur  the target's pixels behind a layer, blurred small, drawn in its bounds (BackdropBlurPass)
/// ```
///
/// A step whose image cannot be had (no target, no program) is reported
/// and its planned fallback steps are drawn instead.
///
/// **Clips.** A run's innermost clip goes to the layer program
/// (`LayerQuadClip`: signed distance, anti-aliased like the layers' own
/// edges); any outer ones to the stencil (`ClipStencil`, hard-edged: a pixel
/// is in when its centre is). The common case, one rounded clipping
/// ancestor, needs no stencil at all. The stencil is all or nothing per
/// pixel, so outer clips, the clips around offscreen images, and every clip
/// with `antialiasesInnermostClip` off cut with aliased edges, rounded
/// corners included. Where a clipped sublayer and the clipping layer's own
/// background share the anti-aliased edge, both partial coverages blend
/// (conflation), so a faint fringe of the background can show along it.
///
/// **Costs.** The anti-aliased clip adds a signed distance per fragment of
/// every clipped layer (about half the layer program again on llvmpipe); a
/// stencil clip adds one small draw per shape pushed or popped, and breaks
/// batches at each chain change either way. An offscreen group costs a
/// target bind and clear, a drain of the pipeline before its image is read,
/// and one composite quad that reads one texel per pixel (its image is on
/// the frame's own pixel grid, so nothing is resampled). Images are redrawn
/// whenever a group moves; only rasterized layers keep theirs.
///
/// **Shadows.** A layer's shadow is drawn right before it, inside its run
/// (`FramePlanExecutor+Shadows.swift`).
///
/// **Reports.** What the plan's steps cost is counted in one place, as each
/// step is executed, into the executor's parts of the frame's `FrameReport`
/// (`FramePlanExecutor+Statistics.swift`), with the GL calls from the state
/// cache's counters. One timer query brackets the whole frame's drawing
/// (`GPUFrameTimer`; read a few frames late, so `FrameReport.gpu` is a recent
/// frame's).
///
/// - Note: Render thread only; the context must be current.
package final class FramePlanExecutor {
    package let quads: LayerQuadRenderer
    /// Whether each run's innermost clip is applied by the layer program
    /// with an anti-aliased edge (the rest by the stencil, hard-edged).
    /// When false every clip goes through the stencil. Default true.
    package var antialiasesInnermostClip = true
    /// Whether runs draw their opaque parts first, writing depth, where the
    /// target has a depth buffer (`FramePlanExecutor+Occlusion.swift`).
    /// Default true; `CA_OCCLUSION=0` in the environment turns it off (to
    /// compare).
    package var drawsOccludersFirst = FramePlanExecutor.occlusionByDefault
    /// `CA_OCCLUSION` read once: occluders unless it is "0".
    package static let occlusionByDefault = EnvironmentVariable.occlusion.flag() ?? true
    /// How long a run (without shadows or debugging tints) must be to have
    /// its instances made and packed a chunk at a time, and how long a chunk
    /// is (`QuadInstanceChunks`): the pixels are the same either way.
    package var instanceChunking = (runLength: 8_192, chunkLength: DrawListBuilder.parallelRunLength)
    /// Where long runs' chunks are made, kept from run to run.
    private var instanceChunkBuffer: [QuadInstance] = []
    /// The debugging colours drawn over the frame (none by default).
    package var debugOptions: RenderDebugOptions = []
    /// The first item of the frame's overlays (`DrawList.overlayStart`), which get no debugging tints.
    var overlayStart = Int.max
    /// The executor's parts of the last frame's report (of the frame being drawn, while it is).
    package internal(set) var report = FrameReport()
    /// The GL objects held between frames.
    var resourceCounts: FrameReport.Resources {
        var counts = FrameReport.Resources()
        counts.textures = quads.textures.residentCount
        counts.textureBytes = quads.textures.residentBytes
        counts.offscreenTargets = targets.count + 2 * backdropImages.count
        counts.shadowTextures = shadowTextures?.count ?? 0
        counts.rasterizedImages = rasterImages.count
        counts.rasterizedImageBytes = rasterImages.bytes
        return counts
    }
    /// Blurred shadow textures held for layers (released when a layer no longer casts one).
    package var cachedShadowTextures: Int { shadowTextures?.count ?? 0 }
    /// What became of the GPU timer's results so far: disjoint events, results kept and discarded.
    package var gpuTimerLedger: GPUTimerQueryLedger { frameTimer.ledger }

    let context: GLESContext
    let stencil: ClipStencil
    /// Times each frame's drawing on the GPU.
    let frameTimer: GPUFrameTimer
    let groupProgram: GroupCompositeProgram
    let maskedGroupProgram: GroupCompositeProgram
    let targets: OffscreenTargetPool
    /// The images of `shouldRasterize` layers, kept between frames.
    let rasterImages: RasterizationCache
    /// Made when a frame first has shadows (blurred ones for the cache).
    private var shadowQuads: ShadowRenderer?
    private(set) var shadowTextures: ShadowTextureCache?
    /// Whether `beginFrame` started the frame being drawn.
    private var frameBegun = false
    /// Made when a frame first has a transition.
    private(set) var transitionQuads: TransitionProgram?
    /// Made when a frame first has a backdrop blur.
    var backdropBlurs: BackdropBlurPass?
    /// The backdrop blurs' images, kept by size.
    let backdropImages: BackdropImageCache
    /// `state.issuedCalls` / `skippedCalls` when the last quad draw returned:
    /// the calls made since then are the executor's own.
    var issuedMark = 0
    var skippedMark = 0

    /// - Parameter timeGPUOnLlvmpipe: issue timer queries even on llvmpipe
    ///   (to test that path; the times mean nothing there).
    /// - Throws: `GLESRendererError.shaderCompile` or `.programLink`.
    package init(context: GLESContext, timeGPUOnLlvmpipe: Bool = false) throws {
        context.assertCurrent()
        self.context = context
        quads = try LayerQuadRenderer(context: context, timesDraws: false)
        frameTimer = GPUFrameTimer(context: context, timeLlvmpipe: timeGPUOnLlvmpipe)
        stencil = try ClipStencil(context: context)
        groupProgram = try GroupCompositeProgram(masked: false, context: context)
        maskedGroupProgram = try GroupCompositeProgram(masked: true, context: context)
        targets = OffscreenTargetPool(context: context)
        rasterImages = RasterizationCache(context: context)
        backdropImages = BackdropImageCache(context: context)
    }

    /// Starts a frame on a `width` × `height` pixel target at `scale` pixels
    /// per point: what its plan is made for, with the images this executor
    /// keeps (the caches are told a frame began; no GL call).
    package func beginFrame(width: Int, height: Int, pointsToPixels scale: CGFloat) -> PlanTarget {
        rasterImages.beginFrame(framePixels: width * height)
        frameBegun = true
        return PlanTarget(width: width, height: height, pointsToPixels: scale, maxImageSide: Self.maxImageSide(of: context),
                          keptImages: rasterImages, keptShadows: shadowTextures)
    }

    /// The largest image side `context` can make and sample.
    package static func maxImageSide(of context: GLESContext) -> Int {
        min(context.maxRenderTargetSize, context.maxTextureSize)
    }

    /// Clears `target` to `clearColor` (or the plan's backdrop) and executes
    /// `plan` into it: all of it, or with `region` only those rectangles of
    /// it (target pixels, y down; the frame's damage), each cut out by the
    /// scissor, cleared and drawn in turn with its own plan (the frame's
    /// plan of the layers that reach it: `DrawList.culled(to:extents:)`),
    /// the rest of the target left as it was. Offscreen passes are drawn
    /// whole; only what lands in the target is cut.
    ///
    /// - Returns: the executor's parts of the frame's report: the quads
    ///   (summed over the frame's runs, with the executor's own GL calls),
    ///   compositing, shadows, a recent frame's GPU time, the objects held
    ///   and the `encode` phase (the whole call's CPU time).
    @discardableResult
    package func draw(_ plan: FramePlan, to target: RenderTarget, clearColor: PremultipliedColor,
                      region: [PlanPart]? = nil) -> FrameReport {
        context.assertCurrent()
        let started = MediaClock.monotonicNow()
        if !frameBegun { rasterImages.beginFrame(framePixels: target.pixelWidth * target.pixelHeight) }
        frameBegun = false
        overlayStart = plan.list.overlayStart ?? .max
        startCounting()
        frameTimer.begin()

        let frameColor = plan.backdropColor.map { PremultipliedColor($0) } ?? clearColor
        report.compositing.backdropCleared = plan.backdropColor != nil
        if let region {
            for part in region {
                let rect = part.rect
                let root = CompositingSurface(target: target, pass: part.plan.frame)
                target.bindForDrawing(context.state)
                // GL's window space counts rows from the bottom.
                context.state.scissorBoundFramebuffer(
                    to: (rect.x, target.pixelHeight - rect.y - rect.height, rect.width, rect.height))
                if part.isCoveredOpaquely {
                    root.firstLayerCovers = true
                    context.state.setColorWrites(true)
                    report.compositing.clearsSkipped += 1
                } else {
                    clear(root, to: frameColor)
                }
                execute(part.plan.frame.steps, on: root)
            }
            target.bindForDrawing(context.state)
            context.state.scissorBoundFramebuffer(to: nil)
        } else {
            let root = CompositingSurface(target: target, pass: plan.frame)
            clear(root, to: frameColor)
            execute(plan.frame.steps, on: root)
        }
        frameTimer.end()
        context.state.setStencilTest(false)
        finishCounting()
        targets.endFrame()
        shadowTextures?.endFrame()
        rasterImages.endFrame()
        backdropImages.endFrame()
        quads.textures.endFrame()
        report.resources = resourceCounts
        report.phases.encode = MediaClock.monotonicNow() - started
        return report
    }

    // MARK: Executing steps

    /// Executes `steps` into `surface` in order. A step is counted once it
    /// is drawn as planned; one that cannot be has its planned fallback drawn
    /// in its place.
    func execute(_ steps: [PlanStep], on surface: CompositingSurface) {
        for step in steps {
            let drawn: Bool
            switch step {
            case .layers(let run):
                drawRun(run, on: surface)
                drawn = true
            case .group(let group):
                drawn = composite(group, on: surface)
            case .transition(let transition):
                drawn = composite(transition, on: surface)
            case .rasterized(let rasterized):
                drawn = composite(rasterized, on: surface)
            case .directGroup(let steps):
                execute(steps, on: surface)
                drawn = true
            case .unrasterized(let root, let steps):
                execute(steps, on: surface)
                drawRasterizationTint(root, hit: false, on: surface)
                drawn = true
            case .backdropBlur(let blur):
                drawn = composite(blur, on: surface)
            }
            if drawn {
                count(step)
            } else if let fallback = step.fallback {
                countFallback(of: step)
                execute(fallback, on: surface)
            }
            surface.firstLayerCovers = false
        }
    }

    /// Draws layers that share one clip chain as quads, inside that chain.
    private func drawRun(_ run: LayerRun, on surface: CompositingSurface) {
        guard !run.range.isEmpty else { return }
        if run.range.count >= instanceChunking.runLength, run.shadowCasters.isEmpty, !tintsLayers {
            return drawRunInChunks(run, on: surface)
        }
        var (instances, images) = QuadInstanceBuilder.instances(
            for: run.items[run.range], rootShift: surface.rootShift, pointsToPixels: surface.pointsToPixels,
            target: surface.target)
        if run.opacity < 1 {
            for index in instances.indices { instances[index].opacity *= run.opacity }
        }
        let chain = run.clips
        var shadows = self.shadows(of: run, instances: instances, images: images, on: surface)
        // Debug tints are drawn over their layers at the same depth: painter's order alone there.
        let occludes = !tintsLayers && occludes(instances, images: images, on: surface)
        if occludes { assignDepths(&instances, shadows: &shadows, on: surface) }
        // The innermost clip in the layer program (anti-aliased), the rest in
        // the stencil; all of them there when shadows (which have no such clip) are drawn.
        let innermost = antialiasesInnermostClip && shadows.isEmpty
            ? chain.last.flatMap { layerClip($0, on: surface) } : nil
        stencil.apply(innermost == nil ? chain : chain.dropLast(), on: surface)
        if shadows.isEmpty {
            // The run's instances are handed over, to be freed once packed.
            let drawn = tintsLayers
                ? withDebugTints(run.items, run.range, instances: instances, images: images) : consume instances
            drawQuads(consume drawn, textures: images, on: surface, clip: innermost,
                      occlusion: occludes ? .occludersFirst : .off)
        } else {
            do {
                try drawPasses(instances, images: images, shadows: shadows, on: surface, occludes: occludes)
            } catch {
                Diagnostics.report("shadows are unavailable (\(error)); layers drawn without them", subsystem: "GLESRenderer")
                drawQuads(instances, textures: images, on: surface, clip: innermost)
            }
        }
        if innermost != nil { report.compositing.antialiasedClipRuns += 1 }
    }

    /// `drawRun` for a long run without shadows or tints: its instances made
    /// and packed a chunk at a time (`QuadInstanceChunks`), never all at once.
    ///
    /// Whether occluders pay is judged on the first chunk, its opaque area
    /// taken as the run's share (`occludesByItsFirstChunk`): the whole run's
    /// area would take making every chunk twice. Occluders never change the
    /// pixels, so a run unlike its first chunk costs time, not correctness.
    private func drawRunInChunks(_ run: LayerRun, on surface: CompositingSurface) {
        let chunks = QuadInstanceChunks(
            items: run.items[run.range], length: instanceChunking.chunkLength, rootShift: surface.rootShift,
            pointsToPixels: surface.pointsToPixels, target: surface.target, opacity: run.opacity,
            buffer: instanceChunkBuffer)
        instanceChunkBuffer = []
        defer { instanceChunkBuffer = chunks.take() }
        let occludes = occludesByItsFirstChunk(chunks, on: surface)
        let chain = run.clips
        let innermost = antialiasesInnermostClip ? chain.last.flatMap { layerClip($0, on: surface) } : nil
        stencil.apply(innermost == nil ? chain : chain.dropLast(), on: surface)
        drawQuads(chunks, on: surface, clip: innermost, occlusion: occludes ? .occludersFirst : .off)
        if innermost != nil { report.compositing.antialiasedClipRuns += 1 }
    }

    /// `shape` as the layer program's clip on `surface`; nil where it cannot be.
    private func layerClip(_ shape: ClipShape, on surface: CompositingSurface) -> LayerQuadClip? {
        let scale = surface.pointsToPixels
        let toPixels = CATransform3DConcat(
            shape.transform,
            CATransform3DConcat(
                CATransform3DMakeScale(scale, scale, 1),
                CATransform3DMakeTranslation(CGFloat(-surface.rect.x), CGFloat(-surface.rect.y), 0)))
        return LayerQuadClip(
            bounds: shape.bounds, corners: shape.corners,
            toPixels: toPixels, targetHeight: surface.target.pixelHeight)
    }

    /// Draws a group's content (and mask) pass offscreen and composites the
    /// image into `parent`; false when its images cannot be had.
    private func composite(_ group: GroupComposite, on parent: CompositingSurface) -> Bool {
        var surface: CompositingSurface?
        var maskSurface: CompositingSurface?
        do {
            surface = try offscreenSurface(for: group.content)
            if let mask = group.mask { maskSurface = try offscreenSurface(for: mask) }
        } catch {
            if let surface { releaseOffscreen(surface) }
            let extent = group.content.rect
            reportOffscreenFailure(
                error,
                "a layer's mask or group opacity needs an offscreen image of \(extent.width)×\(extent.height) pixels, which failed (\(error)); drawn without it")
            return false
        }
        guard let content = surface else { return false }
        execute(group.content.steps, on: content)
        if let maskSurface, let mask = group.mask { execute(mask.steps, on: maskSurface) }

        stencil.apply(group.clips, on: parent)
        let program = maskSurface == nil ? groupProgram : maskedGroupProgram
        program.composite(content: content, mask: maskSurface, opacity: group.opacity, into: parent, state: context.state)
        releaseOffscreen(content)
        if let maskSurface { releaseOffscreen(maskSurface) }
        drawOffscreenTint(group.root, on: parent)
        return true
    }

    /// A cleared pooled target for `pass`.
    func offscreenSurface(for pass: RenderPass) throws -> CompositingSurface {
        let target = try targets.acquire(width: pass.rect.width, height: pass.rect.height)
        let surface = CompositingSurface(target: target, pass: pass)
        clear(surface, to: .clear)
        return surface
    }

    /// Clears a surface's colour to `color`; its stencil is cleared when a
    /// clip (`ClipStencil`) or the occluders first need it.
    func clear(_ surface: CompositingSurface, to color: PremultipliedColor) {
        let state = context.state
        surface.target.bindForDrawing(state)
        state.setColorWrites(true)
        state.setClearColor(color)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        surface.stencilChain = nil
    }

    /// Reports an offscreen image that could not be had, unless the frame's
    /// budget refused it (the pool says that once, naming the budget).
    func reportOffscreenFailure(_ error: Error, _ message: @autoclosure () -> String) {
        if case GLESRendererError.offscreenBudgetSpent = error { return }
        Diagnostics.report(message(), subsystem: "GLESRenderer")
    }

    /// Gives an offscreen surface's target back to the pool.
    func releaseOffscreen(_ surface: CompositingSurface) {
        if let target = surface.target as? OffscreenRenderTarget { targets.release(target) }
    }

    /// The transition program, made on first use.
    func transitionProgram() throws -> TransitionProgram {
        if let transitionQuads { return transitionQuads }
        let made = try TransitionProgram(context: context)
        transitionQuads = made
        return made
    }

    /// The shadow program, made on first use.
    func shadowRenderer() throws -> ShadowRenderer {
        if let shadowQuads { return shadowQuads }
        let made = try ShadowRenderer(context: context)
        shadowQuads = made
        return made
    }

    /// The blurred shadow texture cache, made on first use.
    func shadowTextureCache() throws -> ShadowTextureCache {
        if let shadowTextures { return shadowTextures }
        let made = try ShadowTextureCache(context: context)
        shadowTextures = made
        return made
    }
}
