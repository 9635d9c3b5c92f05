import CoreAnimationValues
import Foundation

/// What the render server keeps of the frame on screen to work out the
/// next frame's damage: the frame's plan (its items), or, after a frame
/// drawn whole because most of it changed, only its `FrameSummary`.
///
/// A kept plan holds every item of the frame, alive while the next frame's
/// items are built: twice the items at the frame's high-water mark (at
/// 20,000 sprites, 368 bytes each, 7 MB). A frame whose comparison found
/// most of it damaged (`FrameDamage.WholeFrameReason.mostOfFrame`), and the
/// first frame, are summarized instead, and the frames after them are drawn
/// whole (`mostLayersChanging`) until one's items mostly keep their marks
/// (`FrameSummary.summarize`): that frame's plan is kept again, and the
/// next frame is compared with it. A screen of moving sprites so never
/// holds two frames' items; a still screen pays one whole frame after the
/// first and after each burst of change. Pixels never depend on the
/// summary: a frame after one is redrawn whole.
///
/// Owned by the render thread.
package struct LastFrame {
    /// The plan of the frame on screen, when it is kept whole.
    private var plan: FramePlan?
    /// The frame on screen summarized, when its plan is not kept (after
    /// `damage`: the frame being drawn, which `keep` then lets go of).
    private var summary: FrameSummary?

    package init() {}

    /// Whether only a summary of the frame on screen is kept.
    package var isSummary: Bool { summary != nil }

    /// Sets `plan.damage`: compared with the kept plan, or the whole frame
    /// after a summary. Decides whether `plan` is kept or summarized when
    /// `keep` is called. - Complexity: O(items).
    package mutating func damage(_ plan: inout FramePlan) {
        if let summary = summary.take() {
            let (next, changesLittle) = FrameSummary.summarize(
                plan.list, after: summary, frame: plan.frame.rect, scale: plan.frame.pointsToPixels)
            plan.damage = .whole(plan.frame.rect, .mostLayersChanging)
            if !changesLittle { self.summary = next }
            return
        }
        plan.damage = FrameDamage(from: self.plan, to: plan)
        if plan.damage.wholeFrame == .mostOfFrame || plan.damage.wholeFrame == .firstFrame {
            summary = FrameSummary(plan.list)
        }
    }

    /// Takes the kept plan (to be let go of: the frame it was kept for has
    /// its damage), and nil when there is none.
    package mutating func takePlan() -> FramePlan? {
        plan.take()
    }

    /// Keeps `plan`, just drawn, for the next frame's damage; returns it
    /// instead when only its summary (made by `damage`) is kept.
    package mutating func keep(_ plan: FramePlan) -> FramePlan? {
        guard summary == nil else { return plan }
        self.plan = plan
        // Its parts are not needed for the comparison.
        self.plan!.parts = nil
        return nil
    }

    /// Forgets the frame on screen: the next one is drawn whole (`firstFrame`).
    package mutating func forget() -> FramePlan? {
        summary = nil
        return plan.take()
    }
}
