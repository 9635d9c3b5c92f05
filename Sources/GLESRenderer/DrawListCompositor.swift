import CGLES
import CoreAnimationModel
import CoreGraphics
import Foundation
import RenderServer
import Shaders

/// Draws a `DrawList` into a target in painter's order with everything that
/// is more than one quad per layer: `masksToBounds` clips, mask layers and
/// group opacity. The layers themselves are drawn by `LayerQuadRenderer`.
///
/// **A frame.** Clear the target's colour (to the first layer's
/// colour when that layer is an opaque backdrop covering the whole target,
/// which is then not drawn: `backdropColor(of:on:)`), then walk the items
/// in list order, cutting them into *runs*: consecutive layers with the same
/// clip chain, drawn by one `LayerQuadRenderer.draw` (batched as usual). The
/// run's innermost clip goes to the layer program (`LayerQuadClip`: signed
/// distance, anti-aliased like the layers' own edges); any outer ones to the
/// stencil (`ClipStencil`, hard-edged: a pixel is in when its centre is).
/// The common case, one rounded clipping ancestor, needs no stencil at all.
/// So the run key is
///
/// ```
///   run key = (surface, clip chain)      a new run starts where either changes
///   batch key (inside a run) = contents texture, as LayerQuadRenderer says
/// ```
///
/// and painter's order is kept exactly: nothing is reordered across runs.
///
/// **Edges.** The stencil is all or nothing per pixel, so outer clips, the
/// clips around offscreen groups, and every clip with
/// `antialiasesInnermostClip` off cut with aliased edges, rounded corners
/// included. The innermost clip is anti-aliased like the layers' own edges;
/// where a clipped sublayer and the clipping layer's own background share
/// that edge, both partial coverages blend (conflation), so a faint fringe of
/// the background can show along it.
///
/// **Costs.** The anti-aliased clip adds a signed distance per fragment of
/// every clipped layer (about half the layer program again on llvmpipe); a
/// stencil clip adds one small draw per shape pushed or popped, and breaks
/// batches at each chain change either way. An offscreen group costs a
/// target bind and clear, a drain of the pipeline before its image is read,
/// and one composite quad.
///
/// **Offscreen groups.** A layer with a mask, or with group opacity (an
/// opacity below 1 over sublayers, `LayerDraw.groupOpacity`), is drawn with
/// its whole subtree into an offscreen image, then composited:
///
/// 1. Extent: the frame pixels the subtree can touch (layer bounds and
///    shadows through their transforms), cut to the mask's extent, the clips
///    around the layer and the surface drawn into. Nothing to draw: skipped.
/// 2. Content: a pooled target covering that extent on the frame's own pixel
///    grid is cleared and the subtree is drawn into it by the same walk
///    (nested clips, masks and groups included). Clips from outside the
///    group are left to step 4.
/// 3. Mask: the mask's layers (given in the masked layer's bounds space,
///    taken to root space through the masked layer's transform) are drawn
///    the same way into a second image over the same pixels.
/// 4. Composite: one quad over the extent, in the stencil of the clips
///    around the group (all of them: hard edges here), reads one texel per
///    pixel (no resampling, so no blur under any transform): content ×
///    group opacity × mask alpha, blended over.
///
/// Images live in frame pixels rather than in the layer's own space: exact
/// pixels and no resampling, sublayers outside the bounds kept, perspective
/// handled by the layers' own transforms. The cost is that an image is
/// redrawn whenever the group moves; nothing is cached between frames yet
/// (the pool keeps GL targets, never their pixels).
///
/// **Shadows.** A layer's shadow is drawn right before it, inside its run
/// (`DrawListCompositor+Shadows.swift`).
///
/// A group whose layers cannot overlap is drawn directly, its opacity
/// moved onto each layer (`DrawListCompositor+DirectGroups.swift`).
///
/// **GPU time.** One timer query brackets the whole frame's drawing
/// (`GPUFrameTimer`; read a few frames late, so `DrawStatistics.gpuMilliseconds`
/// is a recent frame's), not each run: the layer renderer times nothing here.
///
/// **Rasterization.** A `shouldRasterize` layer is drawn with its subtree
/// into an image in its own space, kept between frames while nothing in it
/// changes, and composited through its transform
/// (`DrawListCompositor+Rasterization.swift`).
///
/// - Note: Render thread only; the context must be current.
package final class DrawListCompositor {
    package let quads: LayerQuadRenderer
    /// Whether each run's innermost clip is applied by the layer program
    /// with an anti-aliased edge (the rest by the stencil, hard-edged).
    /// When false every clip goes through the stencil. Default true.
    package var antialiasesInnermostClip = true
    /// The debugging colours drawn over the frame (none by default).
    package var debugOptions: RenderDebugOptions = []
    /// The layers the commits of the frame being drawn changed (for `flashUpdatedRegions`).
    var changedLayers: Set<LayerID> = []
    /// What the last frame's clips and groups cost.
    package internal(set) var statistics = CompositingStatistics()
    /// What the last frame's shadows cost.
    package internal(set) var shadowStatistics = ShadowStatistics()
    /// The GL objects held between frames.
    package var resourceCounts: GLResourceCounts {
        var counts = GLResourceCounts()
        counts.textures = quads.textures.residentCount
        counts.textureBytes = quads.textures.residentBytes
        counts.offscreenTargets = targets.count
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
    private let frameTimer: GPUFrameTimer
    private let groupProgram: GroupCompositeProgram
    private let maskedGroupProgram: GroupCompositeProgram
    let targets: OffscreenTargetPool
    /// The images of `shouldRasterize` layers, kept between frames.
    let rasterImages: RasterizationCache
    /// Made when a frame first has shadows (blurred ones for the cache).
    private var shadowQuads: ShadowRenderer?
    private var shadowTextures: ShadowTextureCache?
    /// Points to pixels of the surfaces being drawn (the frame's, or a transition image's).
    var scale: CGFloat = 1
    /// Made when a frame first has a transition.
    private var transitionQuads: TransitionProgram?
    /// The frame's quad statistics, summed over runs.
    private var frame = DrawStatistics()
    /// `state.issuedCalls` / `skippedCalls` when the last quad draw returned:
    /// the calls made since then are the compositor's own.
    private var issuedMark = 0
    private var skippedMark = 0

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
    }

    /// Clears `target` to `clearColor` and draws `list` into it.
    ///
    /// - Parameter scale: points to pixels.
    /// - Returns: the quad program's statistics summed over the frame's runs,
    ///   with the compositor's own GL calls added, the whole frame's CPU
    ///   time and a recent frame's GPU time; `statistics` has the clip and
    ///   offscreen counts.
    @discardableResult
    package func draw(
        _ list: DrawList, to target: RenderTarget, pointsToPixels scale: CGFloat, clearColor: PremultipliedColor
    ) -> DrawStatistics {
        context.assertCurrent()
        let started = MediaClock.monotonicNow()
        self.scale = scale
        changedLayers = debugOptions.contains(.flashUpdatedRegions) ? list.changedLayers : []
        frame = DrawStatistics()
        statistics = CompositingStatistics()
        shadowStatistics = ShadowStatistics()
        shadowTextures?.resetCounters()
        let state = context.state
        state.resetCounters()
        issuedMark = 0
        skippedMark = 0
        rasterImages.beginFrame(framePixels: target.pixelWidth * target.pixelHeight)
        frameTimer.begin()

        let root = CompositingSurface(
            target: target, rect: PixelRect(x: 0, y: 0, width: target.pixelWidth, height: target.pixelHeight),
            clipBase: 0, pointsToPixels: scale)
        // An opaque first layer covering the whole target is drawn as the clear (see backdropColor).
        var first = list.items.startIndex
        if let layer = list.items.first, let backdrop = Self.backdropColor(of: layer, on: root) {
            clear(root, to: backdrop)
            first += 1
            statistics.backdropCleared = true
        } else {
            clear(root, to: clearColor)
        }
        draw(list.items, first..<list.items.endIndex, into: root, firstAsLayer: false)
        frameTimer.end()
        state.setStencilTest(false)
        statistics.offscreenTargetsCreated = targets.created
        targets.endFrame()
        shadowStatistics.textureRenders = shadowTextures?.renders ?? 0
        shadowTextures?.endFrame()
        rasterImages.endFrame()

        collectOwnCalls()
        let counts = stencil.takeCounts()
        statistics.clipShapeDraws = counts.shapeDraws
        frame.stateChanges += counts.stateCalls + groupProgram.quad.takeCalls() + maskedGroupProgram.quad.takeCalls()
            + (transitionQuads?.quad.takeCalls() ?? 0)
        frame.drawCalls += counts.shapeDraws + statistics.offscreenGroups
        frame.encodingMilliseconds = (MediaClock.monotonicNow() - started) * 1000
        frame.gpuMilliseconds = frameTimer.unavailableReason == nil ? frameTimer.latestMilliseconds : nil
        frame.gpuTimeUnavailableReason = frameTimer.reasonForMissingTime
        return frame
    }

    // MARK: The walk

    /// Draws `items[range]` into `surface` in order: runs of one clip chain,
    /// and offscreen groups in their place. With `firstAsLayer`, the first
    /// item is drawn as a plain layer (it is the root of the group being drawn).
    func draw(_ items: [LayerDraw], _ range: Range<Int>, into surface: CompositingSurface, firstAsLayer: Bool) {
        var runStart = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            // Fields are read in place (copying an item retains everything in its layer
            // values): `LayerDraw.rendersOffscreen`, spelt out.
            let rendersOffscreen = items[index].groupOpacity != nil || !items[index].mask.isEmpty
                || items[index].transition != nil || items[index].properties.shouldRasterize
            if rendersOffscreen && !(firstAsLayer && index == range.lowerBound) {
                drawRun(items, runStart..<index, into: surface)
                let end = min(index + 1 + max(0, items[index].descendantCount), range.upperBound)
                drawGroup(items, index..<end, into: surface)
                index = end
                runStart = index
                continue
            }
            if index > runStart
                && items[runStart].clips.dropFirst(surface.clipBase) != items[index].clips.dropFirst(surface.clipBase) {
                drawRun(items, runStart..<index, into: surface)
                runStart = index
            }
            index += 1
        }
        drawRun(items, runStart..<range.upperBound, into: surface)
    }

    /// Draws layers that share one clip chain as quads, inside that chain.
    private func drawRun(_ items: [LayerDraw], _ range: Range<Int>, into surface: CompositingSurface) {
        guard !range.isEmpty else { return }
        let (instances, images) = QuadInstanceBuilder.instances(
            for: items[range], rootShift: surface.rootShift, pointsToPixels: scale, target: surface.target)
        let chain = items[range.lowerBound].clips.dropFirst(surface.clipBase)
        let shadows = self.shadows(of: items, range, instances: instances, images: images, on: surface)
        // The innermost clip in the layer program (anti-aliased), the rest in
        // the stencil; all of them there when shadows (which have no such clip) are drawn.
        let innermost = antialiasesInnermostClip && shadows.isEmpty
            ? chain.last.flatMap { layerClip($0, on: surface) } : nil
        stencil.apply(innermost == nil ? chain : chain.dropLast(), on: surface)
        collectOwnCalls()
        if shadows.isEmpty {
            let drawn = tintsLayers ? withDebugTints(items, range, instances: instances, images: images) : instances
            add(quads.draw(drawn, textures: images, to: surface.target, clearColor: nil, clip: innermost))
        } else {
            do {
                try drawPasses(instances, images: images, shadows: shadows, on: surface)
            } catch {
                Diagnostics.report("shadows are unavailable (\(error)); layers drawn without them", subsystem: "GLESRenderer")
                add(quads.draw(instances, textures: images, to: surface.target, clearColor: nil, clip: innermost))
            }
        }
        statistics.runs += 1
        if innermost != nil { statistics.antialiasedClipRuns += 1 }
    }

    /// `shape` as the layer program's clip on `surface`; nil where it cannot be.
    private func layerClip(_ shape: ClipShape, on surface: CompositingSurface) -> LayerQuadClip? {
        let toPixels = CATransform3DConcat(
            shape.transform,
            CATransform3DConcat(
                CATransform3DMakeScale(scale, scale, 1),
                CATransform3DMakeTranslation(CGFloat(-surface.rect.x), CGFloat(-surface.rect.y), 0)))
        return LayerQuadClip(
            bounds: shape.bounds, cornerRadius: shape.cornerRadius, maskedCorners: shape.maskedCorners,
            toPixels: toPixels, targetHeight: surface.target.pixelHeight)
    }

    /// Draws a subtree (`range`, its root first) offscreen, with its mask,
    /// and composites the image into `parent`.
    private func drawGroup(_ items: [LayerDraw], _ range: Range<Int>, into parent: CompositingSurface) {
        if let transition = items[range.lowerBound].transition {
            drawTransition(items, range, transition, into: parent)
            return
        }
        if items[range.lowerBound].properties.shouldRasterize {
            drawRasterized(items, range, into: parent)
            return
        }
        if let direct = Self.directGroup(items[range], scale: scale) {
            statistics.directGroups += 1
            draw(direct, direct.indices, into: parent, firstAsLayer: true)
            return
        }
        let root = items[range.lowerBound]
        let mask = root.mask.isEmpty ? [] : LayerDraw.rebased(root.mask, by: root.transform)
        guard let extent = Self.groupExtent(
            items[range], mask: mask, clips: root.clips, parent: parent.rect, scale: scale) else { return }
        let content: CompositingSurface
        var maskSurface: CompositingSurface?
        do {
            content = try offscreenSurface(extent, clipBase: root.clips.count)
            if !mask.isEmpty { maskSurface = try offscreenSurface(extent, clipBase: 0) }
        } catch {
            Diagnostics.report(
                "a layer's mask or group opacity needs an offscreen image of \(extent.width)×\(extent.height) pixels, which failed (\(error)); drawn without it",
                subsystem: "GLESRenderer")
            draw(items, range, into: parent, firstAsLayer: true)
            return
        }
        statistics.offscreenGroups += 1
        draw(items, range, into: content, firstAsLayer: true)
        if let maskSurface {
            draw(mask, mask.indices, into: maskSurface, firstAsLayer: false)
        }

        stencil.apply(root.clips.dropFirst(parent.clipBase), on: parent)
        let program = maskSurface == nil ? groupProgram : maskedGroupProgram
        program.composite(
            content: content, mask: maskSurface, opacity: root.groupOpacity ?? 1, into: parent, state: context.state)
        for surface in [content, maskSurface] {
            if let target = surface?.target as? OffscreenRenderTarget { targets.release(target) }
        }
        drawOffscreenTint(root, on: parent)
    }

    /// A cleared pooled target covering `rect` of the frame.
    func offscreenSurface(_ rect: PixelRect, clipBase: Int) throws -> CompositingSurface {
        let target = try targets.acquire(width: rect.width, height: rect.height)
        let surface = CompositingSurface(target: target, rect: rect, clipBase: clipBase, pointsToPixels: scale)
        clear(surface, to: .clear)
        statistics.offscreenPixels += rect.pixelCount
        return surface
    }

    /// Clears a surface's colour to `color`; its stencil is cleared when a clip first needs it (`ClipStencil`).
    func clear(_ surface: CompositingSurface, to color: PremultipliedColor) {
        let state = context.state
        surface.target.bindForDrawing(state)
        state.setColorWrites(true)
        state.setClearColor(color)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        surface.stencilChain = nil
    }

    // MARK: Statistics

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

    /// Adds one shadow pass's counts (its GL calls are the compositor's own).
    func addShadowPass(_ pass: DrawStatistics) {
        frame.drawCalls += pass.drawCalls
        frame.instances += pass.instances
        frame.stateChanges += pass.stateChanges
        shadowStatistics.shadowPasses += 1
        shadowStatistics.drawCalls += pass.drawCalls
    }

    func add(_ run: DrawStatistics) {
        frame.drawCalls += run.drawCalls
        frame.instances += run.instances
        frame.spriteInstances += run.spriteInstances
        frame.droppedInstances += run.droppedInstances
        frame.textureUploads += run.textureUploads
        frame.stateChanges += run.stateChanges
        frame.skippedStateChanges += run.skippedStateChanges
        issuedMark = context.state.issuedCalls
        skippedMark = context.state.skippedCalls
    }

    /// Adds the state calls made since the last quad draw (the compositor's
    /// own: stencil, clears, composites), which the next draw would reset.
    func collectOwnCalls() {
        let state = context.state
        frame.stateChanges += max(0, state.issuedCalls - issuedMark)
        frame.skippedStateChanges += max(0, state.skippedCalls - skippedMark)
        issuedMark = state.issuedCalls
        skippedMark = state.skippedCalls
    }

    /// Forgets the state calls made since the last mark (a shadow texture's
    /// own drawing, which reset the counters).
    func markOwnCalls() {
        issuedMark = context.state.issuedCalls
        skippedMark = context.state.skippedCalls
    }
}
