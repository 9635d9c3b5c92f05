import CoreAnimationValues
import Foundation

/// One frame, as everything that drew it measured it: one report, with a
/// part per stage. The render server fills the frame's own facts (its tick,
/// commits, layers, the phases it timed, the running totals), the renderer
/// its parts (`Renderer.renderFrame(_:report:)`: what the quads, the
/// executor's steps and the shadows cost, the GPU's time, the GL objects
/// held). Frame observers (benchmarks, the window's frame reports and HUD)
/// and tests read it; a window turns it into the public
/// `LayerWindow.FrameReport`.
///
/// ```
///   FrameReport
///     tick, endTime, commits, layers, frameNumber, missedRefreshesSoFar   the render server
///     phases       apply · build · plan · damage · render (encode · renderWait · present)
///     damage       pixels damaged, redrawn and presented, why a frame was whole
///     quads        draw calls, instances, sprites, occluders, uploads, state calls
///     compositing  runs, clips, offscreen images, transitions, rasterization, backdrop
///     shadows      closed form, textured, blurred textures made, passes
///     gpu          a recent frame's GPU time, or why there is none
///     resources    textures, offscreen targets and cached images held
/// ```
///
/// A plain value; made on the render thread, read anywhere.
package struct FrameReport: Sendable {
    /// The frame clock's tick the frame was drawn at; nil for a frame drawn
    /// outside a render server (`Renderer.render(_:)`, `CARenderer`).
    package var tick: FrameTick?
    /// The media time the frame shows.
    package var targetTime: Double = 0
    /// `CACurrentMediaTime()` when the frame was done (handed to be presented).
    package var endTime: Double = 0
    /// Commits applied for this frame.
    package var commits = 0
    /// Items drawn (`DrawList.items`).
    package var layers = 0
    /// Frames the render server drew so far, this one included (0 outside a server).
    package var frameNumber = 0
    /// Display refreshes that passed with no frame begun for them, over every
    /// frame so far (`FrameTick.missedRefreshes`, summed).
    package var missedRefreshesSoFar = 0
    package var phases = Phases()
    package var damage = Damage()
    package var quads = Quads()
    package var compositing = Compositing()
    package var shadows = Shadows()
    package var gpu = GPUTime()
    package var resources = Resources()

    package init(tick: FrameTick? = nil) {
        self.tick = tick
        targetTime = tick?.targetTime ?? 0
    }
}

extension FrameReport {
    /// Takes the renderer's parts from `drawing` (a renderer's report of the
    /// same frame): what drawing cost, the GPU's time, the objects held and
    /// the phases inside the renderer call.
    package mutating func takeDrawing(from drawing: FrameReport) {
        quads = drawing.quads
        damage = drawing.damage
        compositing = drawing.compositing
        shadows = drawing.shadows
        gpu = drawing.gpu
        resources = drawing.resources
        phases.encode = drawing.phases.encode
        phases.renderWait = drawing.phases.renderWait
        phases.present = drawing.phases.present
    }
}
