import CoreAnimationValues
import CoreGraphics
import Foundation
import RenderServer

/// What a frame cost, counted in one place: the plan's steps as they are
/// executed (`CompositingStatistics`), and the GL calls the state cache,
/// the quad programs and the stencil report (`DrawStatistics`).
///
/// - Note: Render thread only, like the executor.
extension FramePlanExecutor {
    /// Zeroes the frame's counts.
    func startCounting() {
        frame = DrawStatistics()
        statistics = CompositingStatistics()
        shadowStatistics = ShadowStatistics()
        shadowTextures?.resetCounters()
        context.state.resetCounters()
        issuedMark = 0
        skippedMark = 0
    }

    /// Adds what the frame's helpers counted on their own (the stencil, the
    /// composite programs, the pool and the shadow cache) and the GPU time.
    func finishCounting() {
        collectOwnCalls()
        statistics.offscreenTargetsCreated = targets.created
        shadowStatistics.textureRenders = shadowTextures?.renders ?? 0
        let counts = stencil.takeCounts()
        statistics.clipShapeDraws = counts.shapeDraws
        frame.stateChanges += counts.stateCalls + groupProgram.quad.takeCalls() + maskedGroupProgram.quad.takeCalls()
            + (transitionQuads?.quad.takeCalls() ?? 0)
        frame.drawCalls += counts.shapeDraws + statistics.offscreenGroups
        frame.gpuMilliseconds = frameTimer.unavailableReason == nil ? frameTimer.latestMilliseconds : nil
        frame.gpuTimeUnavailableReason = frameTimer.reasonForMissingTime
    }

    /// Counts a step drawn as planned (its nested passes count as their own steps run).
    func count(_ step: PlanStep) {
        switch step {
        case .layers(let run):
            if !run.range.isEmpty { statistics.runs += 1 }
        case .group(let group):
            statistics.offscreenGroups += 1
            statistics.offscreenPixels += group.content.rect.pixelCount + (group.mask?.rect.pixelCount ?? 0)
        case .transition(let transition):
            statistics.offscreenGroups += 2
            statistics.transitions += 1
            statistics.offscreenPixels += transition.old.rect.pixelCount + transition.new.rect.pixelCount
        case .rasterized(let rasterized):
            if rasterized.isHit {
                statistics.rasterizationHits += 1
            } else {
                statistics.rasterizationMisses += 1
                statistics.offscreenPixels += rasterized.extent.pixelCount
            }
        case .directGroup:
            statistics.directGroups += 1
        case .unrasterized:
            statistics.rasterizationMisses += 1
        }
    }

    /// Counts a step that fell back to drawing directly: a rasterized layer
    /// drawn so is a miss; the others count nothing of their own.
    func countFallback(of step: PlanStep) {
        if case .rasterized = step { statistics.rasterizationMisses += 1 }
    }

    /// Draws quads on `surface` through the layer renderer (no clear),
    /// adding its counts and the executor's own calls made before it.
    /// - Returns: the occluders drawn.
    @discardableResult
    func drawQuads(_ instances: [QuadInstance], textures: [CGImage], on surface: CompositingSurface,
                   clip: LayerQuadClip? = nil, occlusion: LayerQuadRenderer.Occlusion = .off) -> Int {
        collectOwnCalls()
        let drawn = quads.draw(instances, textures: textures, to: surface.target, clearColor: nil, clip: clip,
                               occlusion: occlusion)
        add(drawn)
        return drawn.occluders
    }

    /// Packs a run's quads for `drawPreparedQuads` and draws their occluders, adding its counts.
    ///
    /// - Returns: the occluders drawn.
    func prepareQuads(_ instances: [QuadInstance], textures: [CGImage], on surface: CompositingSurface,
                      occlusion: LayerQuadRenderer.Occlusion) -> Int {
        collectOwnCalls()
        let prepared = quads.prepare(instances, textures: textures, to: surface.target, occlusion: occlusion)
        add(prepared)
        return prepared.occluders
    }

    /// Draws part of the quads `prepareQuads` packed, adding its counts.
    func drawPreparedQuads(_ range: Range<Int>, on surface: CompositingSurface) {
        collectOwnCalls()
        let drawn = quads.drawPrepared(range, to: surface.target)
        frame.drawCalls += drawn.drawCalls
        frame.stateChanges += drawn.stateChanges
        frame.skippedStateChanges += drawn.skippedStateChanges
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
    private func addShadowPass(_ pass: DrawStatistics) {
        frame.drawCalls += pass.drawCalls
        frame.instances += pass.instances
        frame.stateChanges += pass.stateChanges
        shadowStatistics.shadowPasses += 1
        shadowStatistics.drawCalls += pass.drawCalls
    }

    private func add(_ run: DrawStatistics) {
        frame.drawCalls += run.drawCalls
        frame.instances += run.instances
        frame.spriteInstances += run.spriteInstances
        frame.splitLayers += run.splitLayers
        frame.occluders += run.occluders
        frame.droppedInstances += run.droppedInstances
        frame.textureUploads += run.textureUploads
        frame.stateChanges += run.stateChanges
        frame.skippedStateChanges += run.skippedStateChanges
        issuedMark = context.state.issuedCalls
        skippedMark = context.state.skippedCalls
    }

    /// Adds the state calls made since the last quad draw (the executor's
    /// own: stencil, clears, composites), which the next draw would reset.
    private func collectOwnCalls() {
        let state = context.state
        frame.stateChanges += max(0, state.issuedCalls - issuedMark)
        frame.skippedStateChanges += max(0, state.skippedCalls - skippedMark)
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
