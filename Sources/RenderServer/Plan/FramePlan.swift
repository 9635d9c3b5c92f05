import CoreAnimationValues
import CoreGraphics
import Foundation

/// What one frame draws, decided on the render thread before any GL call:
/// the frame's pass, whose steps hold every offscreen pass in the place its
/// image is composited (`FramePlanner` makes it, `FramePlanExecutor`
/// executes it).
///
/// ```
///   frame pass ── steps in painter's order
///       layers ─────────── a run of items sharing one clip chain (quads, their shadows)
///       group ──────────── content pass (+ mask pass), composited over the extent
///       transition ─────── old and new passes, blended through the layer's transform
///       rasterized ─────── the cached image, or a pass that draws it again
///       directGroup ────── steps drawn directly (a group whose layers do not overlap)
///       unrasterized ───── steps drawn directly (a layer that cannot be rasterized)
/// ```
///
/// A plain value; made and read on the render thread.
package struct FramePlan: Sendable {
    /// The frame's own pass: the whole target at the frame's pixels per point.
    package var frame: RenderPass
    /// Whether the first item is drawn as the frame's clear colour instead of
    /// as a quad (an opaque backdrop covering the frame;
    /// `FramePlanner.isBackdrop`); its sublayers are drawn as usual.
    package var clearsToFirstItem: Bool

    package init(frame: RenderPass, clearsToFirstItem: Bool) {
        self.frame = frame
        self.clearsToFirstItem = clearsToFirstItem
    }

    /// Every pass of the frame in the order the executor draws them (a pass
    /// before the passes nested in its steps, those in step order).
    package var passes: [RenderPass] {
        var result: [RenderPass] = []
        func visit(_ pass: RenderPass) {
            result.append(pass)
            pass.steps.forEach(visitNested)
        }
        func visitNested(_ step: PlanStep) {
            switch step {
            case .layers: break
            case .group(let group):
                visit(group.content)
                if let mask = group.mask { visit(mask) }
            case .transition(let transition):
                visit(transition.old)
                visit(transition.new)
            case .rasterized(let rasterized):
                if case .draw(let pass) = rasterized.image { visit(pass) }
            case .unrasterized(_, let steps), .directGroup(let steps):
                steps.forEach(visitNested)
            }
        }
        visit(frame)
        return result
    }
}
