import CoreAnimationValues
import Foundation

/// What draws a frame: the GLES renderer, or a recording fake in tests.
///
/// Each frame the render server asks `beginFrame()` what to plan for, plans
/// the draw list (`FramePlanner`) and hands the finished plan to
/// `renderFrame`, which only executes it.
///
/// Called on the render thread only, one frame at a time.
package protocol Renderer: AnyObject {
    /// Starts a frame: what its plan is made for (the target's size, the GL
    /// limits, the images kept from earlier frames). Called before planning,
    /// while the last frame may still be presenting: no GL call.
    func beginFrame() -> PlanTarget
    /// Draws `plan` and presents it (swap, or finish for offscreen targets),
    /// filling the renderer's parts of the frame's `report` (its phases
    /// `encode`, `renderWait` and `present`, and what drawing cost).
    func renderFrame(_ plan: FramePlan, report: inout FrameReport) throws
    /// The render thread has started: from now on the renderer belongs to it
    /// (its thread checks, `ThreadConfinement`, expect it).
    func renderThreadDidStart()
    /// The render thread is about to end: release what belongs to it (GL objects, the current context).
    func renderThreadWillExit()
    /// The target's pixels per point (the display scale).
    var pixelsPerPoint: CGFloat { get }
    /// The rectangles (target pixels) this renderer will redraw for a frame
    /// with `damage`: the damage and what its target needs besides (the
    /// last frame's debugging flash, frames a back buffer missed); nil when
    /// it redraws the whole frame (its target keeps no frame, or its
    /// settings changed); empty when it draws nothing. Asked on the render
    /// thread after planning, before `renderFrame`; no GL call.
    func redrawRegion(for damage: FrameDamage) -> [PixelRect]?
}

extension Renderer {
    package func renderThreadDidStart() {}
    package func renderThreadWillExit() {}
    package var pixelsPerPoint: CGFloat { 1 }
    /// Everything, every frame.
    package func redrawRegion(for damage: FrameDamage) -> [PixelRect]? { nil }

    /// Plans `list` for this renderer and renders it: one frame as the
    /// render server draws it (tools and tests that draw a list).
    /// - Returns: the frame's report, without a tick.
    @discardableResult
    package func render(_ list: DrawList) throws -> FrameReport {
        var report = FrameReport()
        report.targetTime = list.time
        report.layers = list.appItemCount
        try renderFrame(FramePlanner(target: beginFrame()).plan(list), report: &report)
        return report
    }
}
