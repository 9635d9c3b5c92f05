import CoreGraphics
import Foundation

extension FramePlanner {
    /// The parts of `plan` that redraw `region` (target pixels): one per
    /// rectangle, each planned from the layers that reach it
    /// (`DrawList.culled(to:extents:)`), so that a rectangle costs what is
    /// in it rather than the whole frame.
    ///
    /// The frame's backdrop (the colour a whole frame is cleared to) is
    /// drawn as a layer in a part it covers opaquely
    /// (`LayerDraw.opaquePixels(scale:)`), which then needs no clear
    /// (`PlanPart.isCoveredOpaquely`): on llvmpipe a scissored clear costs
    /// a draw of its own, and the backdrop joins the next layer's draw.
    /// Elsewhere it stays the clear.
    ///
    /// - Complexity: O(items) for the extents, then O(items kept) per rectangle.
    package func parts(of plan: FramePlan, in region: [PixelRect]) -> [PlanPart] {
        guard !region.isEmpty else { return [] }
        let extents = plan.list.pixelExtents(scale: plan.frame.pointsToPixels)
        let backdrop = plan.clearsToFirstItem
            ? plan.list.items.first?.opaquePixels(scale: plan.frame.pointsToPixels) : nil
        return region.map { rect in
            let drawsBackdrop = backdrop.map { PlanPart.pixels($0, of: plan.frame, contain: rect) } ?? false
            let list = plan.list.culled(to: rect, extents: extents)
            return PlanPart(rect: rect, plan: self.plan(list, clearsToBackdrop: !drawsBackdrop))
        }
    }
}

extension Renderer {
    /// Asks which rectangles of `plan` this renderer will redraw, given its
    /// damage (`redrawRegion(for:)`), and plans those parts (`plan.parts`):
    /// nil parts for a whole redraw, none for a frame that draws nothing.
    /// What a frame drawn after another needs once its damage is known (the
    /// render server, `CARenderer`).
    package func planRedraw(_ plan: inout FramePlan, with planner: FramePlanner) {
        guard let region = redrawRegion(for: plan.damage) else {
            plan.parts = nil
            return
        }
        plan.parts = planner.parts(of: plan, in: region)
    }
}
