import CoreAnimationModel
import Foundation
import RenderServer

/// What a frame cost, counted in one place: the plan's steps as they are
/// executed (`CompositingStatistics`), and the GL calls the state cache,
/// the quad programs and the stencil report (`DrawStatistics`).
///
/// - Note: Render thread only, like the compositor.
extension DrawListCompositor {
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
