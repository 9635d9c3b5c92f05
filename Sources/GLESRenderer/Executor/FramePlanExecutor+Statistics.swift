import CoreAnimationValues
import CoreGraphics
import Foundation
import RenderServer

/// What a frame cost, counted in one place into the executor's parts of its
/// `FrameReport`: the plan's steps as they are executed (`compositing`), the
/// GL calls the state cache, the quad programs and the stencil report
/// (`quads`), the shadows (`shadows`), the GPU's time and the objects held.
///
/// - Note: Render thread only, like the executor.
extension FramePlanExecutor {
    /// Zeroes the frame's counts.
    func startCounting() {
        report = FrameReport()
        shadowTextures?.resetCounters()
        context.state.resetCounters()
        issuedMark = 0
        skippedMark = 0
    }

    /// Adds what the frame's helpers counted on their own (the stencil, the
    /// composite programs, the pool and the shadow cache) and the GPU time.
    func finishCounting() {
        collectOwnCalls()
        report.compositing.offscreenTargetsCreated = targets.created + 2 * backdropImages.created
        report.shadows.textureRenders = shadowTextures?.renders ?? 0
        let counts = stencil.takeCounts()
        report.compositing.clipShapeDraws = counts.shapeDraws
        report.quads.stateChanges += counts.stateCalls + groupProgram.quad.takeCalls() + maskedGroupProgram.quad.takeCalls()
            + (transitionQuads?.quad.takeCalls() ?? 0) + (backdropBlurs?.takeCalls() ?? 0)
        report.quads.drawCalls += counts.shapeDraws + report.compositing.offscreenGroups
        report.gpu.milliseconds = frameTimer.unavailableReason == nil ? frameTimer.latestMilliseconds : nil
        report.gpu.unavailableReason = frameTimer.reasonForMissingTime
        let ledger = frameTimer.ledger
        report.gpu.disjointEvents = ledger.disjointEvents
        report.gpu.acceptedResults = ledger.acceptedResults
        report.gpu.discardedResults = ledger.discardedResults
    }

    /// Counts a step drawn as planned (its nested passes count as their own steps run).
    func count(_ step: PlanStep) {
        switch step {
        case .layers(let run):
            if !run.range.isEmpty { report.compositing.runs += 1 }
        case .group(let group):
            report.compositing.offscreenGroups += 1
            report.compositing.offscreenPixels += group.content.rect.pixelCount + (group.mask?.rect.pixelCount ?? 0)
        case .transition(let transition):
            report.compositing.offscreenGroups += 2
            report.compositing.transitions += 1
            report.compositing.offscreenPixels += transition.old.rect.pixelCount + transition.new.rect.pixelCount
        case .rasterized(let rasterized):
            if rasterized.isHit {
                report.compositing.rasterizationHits += 1
            } else {
                report.compositing.rasterizationMisses += 1
                report.compositing.offscreenPixels += rasterized.extent.pixelCount
            }
        case .directGroup:
            report.compositing.directGroups += 1
        case .unrasterized:
            report.compositing.rasterizationMisses += 1
        case .backdropBlur(let blur):
            report.compositing.backdropBlurs += 1
            report.compositing.backdropBlurPixels += blur.imageSize.width * blur.imageSize.height
            // Two blur passes and the composite (the blits draw nothing).
            report.quads.drawCalls += 3
        }
    }

    /// Counts a step that fell back to drawing directly: a rasterized layer
    /// drawn so is a miss; the others count nothing of their own.
    func countFallback(of step: PlanStep) {
        if case .rasterized = step { report.compositing.rasterizationMisses += 1 }
    }

    /// Draws quads on `surface` through the layer renderer (no clear),
    /// adding its counts and the executor's own calls made before it; the
    /// instances are freed once packed where this held the last reference
    /// (see `LayerQuadRenderer.draw`).
    /// - Returns: the occluders drawn.
    @discardableResult
    func drawQuads(_ instances: consuming [QuadInstance], textures: [CGImage], on surface: CompositingSurface,
                   clip: LayerQuadClip? = nil, occlusion: LayerQuadRenderer.Occlusion = .off) -> Int {
        collectOwnCalls()
        let drawn = quads.draw(consume instances, textures: textures, to: surface.target, clearColor: nil, clip: clip,
                               occlusion: occlusion, firstCovers: surface.firstLayerCovers)
        add(drawn)
        return drawn.occluders
    }

    /// `drawQuads` for a run made in chunks (`QuadInstanceChunks`).
    /// - Returns: the occluders drawn.
    @discardableResult
    func drawQuads(_ chunks: QuadInstanceChunks, on surface: CompositingSurface, clip: LayerQuadClip?,
                   occlusion: LayerQuadRenderer.Occlusion) -> Int {
        collectOwnCalls()
        let drawn = quads.draw(chunks, to: surface.target, clip: clip, occlusion: occlusion,
                               firstCovers: surface.firstLayerCovers)
        add(drawn)
        return drawn.occluders
    }

    /// Packs a run's quads for `drawPreparedQuads` and draws their occluders, adding its counts.
    ///
    /// - Returns: the occluders drawn.
    func prepareQuads(_ instances: [QuadInstance], textures: [CGImage], on surface: CompositingSurface,
                      occlusion: LayerQuadRenderer.Occlusion) -> Int {
        collectOwnCalls()
        let prepared = quads.prepare(instances, textures: textures, to: surface.target, occlusion: occlusion,
                                     firstCovers: surface.firstLayerCovers)
        add(prepared)
        return prepared.occluders
    }

    /// Draws part of the quads `prepareQuads` packed, adding its counts.
    func drawPreparedQuads(_ range: Range<Int>, on surface: CompositingSurface) {
        collectOwnCalls()
        let drawn = quads.drawPrepared(range, to: surface.target)
        report.quads.drawCalls += drawn.drawCalls
        report.quads.stateChanges += drawn.stateChanges
        report.quads.skippedStateChanges += drawn.skippedStateChanges
        markOwnCalls()
    }

    /// Draws a prepared range of shadows on `surface`, adding its counts.
    func drawShadows(_ range: Range<Int>, with renderer: ShadowRenderer, on surface: CompositingSurface,
                     depthTested: Bool = false) {
        addShadowPass(renderer.draw(range, to: surface.target, depthTested: depthTested))
    }

    /// Runs `body` (drawing that is not the frame's own: a shadow texture's
    /// blur) without counting its GL calls, which reset the counters.
    func uncounted<Result>(_ body: () -> Result) -> Result {
        collectOwnCalls()
        defer { markOwnCalls() }
        return body()
    }

    /// Adds one shadow pass's counts (its GL calls are the executor's own).
    private func addShadowPass(_ pass: FrameReport.Quads) {
        report.quads.drawCalls += pass.drawCalls
        report.quads.instances += pass.instances
        report.quads.stateChanges += pass.stateChanges
        report.shadows.shadowPasses += 1
        report.shadows.drawCalls += pass.drawCalls
    }

    private func add(_ run: FrameReport.Quads) {
        report.quads.drawCalls += run.drawCalls
        report.quads.instances += run.instances
        report.quads.spriteInstances += run.spriteInstances
        report.quads.splitLayers += run.splitLayers
        report.quads.occluders += run.occluders
        report.quads.droppedInstances += run.droppedInstances
        report.quads.textureUploads += run.textureUploads
        report.quads.stateChanges += run.stateChanges
        report.quads.skippedStateChanges += run.skippedStateChanges
        issuedMark = context.state.issuedCalls
        skippedMark = context.state.skippedCalls
    }

    /// Adds the state calls made since the last quad draw (the executor's
    /// own: stencil, clears, composites), which the next draw would reset.
    private func collectOwnCalls() {
        let state = context.state
        report.quads.stateChanges += max(0, state.issuedCalls - issuedMark)
        report.quads.skippedStateChanges += max(0, state.skippedCalls - skippedMark)
        issuedMark = state.issuedCalls
        skippedMark = state.skippedCalls
    }

    /// Forgets the state calls made since the last mark (a shadow texture's
    /// own drawing, which reset the counters).
    private func markOwnCalls() {
        issuedMark = context.state.issuedCalls
        skippedMark = context.state.skippedCalls
    }
}
