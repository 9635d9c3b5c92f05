import CoreAnimationValues
import CoreGraphics
import Foundation

/// What one frame draws, decided on the render thread before any GL call:
/// the frame's pass, whose steps hold every offscreen pass in the place its
/// image is composited, what to draw where an image cannot be had, and the
/// frame's clear (`FramePlanner` makes it, the render server hands it to the
/// renderer, `FramePlanExecutor` executes it and decides nothing).
///
/// ```
///   frame pass ── steps in painter's order
///       layers ─────────── a run of items sharing one clip chain (quads, their shadows,
///                          the passes of shadows made from subtrees)
///       group ──────────── content pass (+ mask pass), composited over the extent
///       transition ─────── old and new passes, blended through the layer's transform
///       rasterized ─────── the cached image, or a pass that draws it again
///       directGroup ────── steps drawn directly (a group whose layers do not overlap)
///       unrasterized ───── steps drawn directly (a layer that cannot be rasterized)
///       backdropBlur ───── the pass's pixels behind a layer, read back, blurred, drawn in its bounds
///   damage ──────── the frame pixels that differ from the frame before (`FrameDamage`)
///   parts ───────── the rectangles redrawn, each planned from the layers that reach it
/// ```
///
/// A plain value; made and read on the render thread. It holds the draw
/// list its runs index, so the render server retires the two together.
package struct FramePlan: Sendable {
    /// The draw list the plan was made from (its runs index `list.items`).
    package var list: DrawList
    /// The frame's own pass: the whole target at the frame's pixels per point.
    package var frame: RenderPass
    /// The first item's background colour when that item is drawn as the
    /// frame's clear colour instead of as a quad (an opaque backdrop
    /// covering the frame; `FramePlanner.isBackdrop`); its sublayers are
    /// drawn as usual. Nil when the frame is cleared to the renderer's colour.
    package var backdropColor: CGColor?
    /// The pixels that differ from the frame before, set by whoever drew
    /// that frame (`FrameDamage(from:to:)`): the render server,
    /// `CARenderer`. The whole frame until then.
    package var damage: FrameDamage
    /// The rectangles the renderer redraws, each with its own plan
    /// (`Renderer.planRedraw(_:with:)`); nil when the frame is drawn whole
    /// by `frame`, empty when it draws nothing (nothing changed).
    package var parts: [PlanPart]?

    package init(list: DrawList, frame: RenderPass, backdropColor: CGColor? = nil) {
        self.list = list
        self.frame = frame
        self.backdropColor = backdropColor
        damage = .whole(frame.rect, .firstFrame)
    }

    /// Whether the first item is drawn as the frame's clear colour.
    package var clearsToFirstItem: Bool { backdropColor != nil }

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
            case .layers(let run):
                for shadow in run.subtreeShadows { if case .draw(let pass) = shadow.image { visit(pass) } }
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
            case .backdropBlur:
                break
            }
        }
        visit(frame)
        return result
    }
}
