import CoreAnimationValues
import CoreGraphics
import Foundation
import RenderServer

/// The render server's renderer on OpenGL ES 3: executes each frame's plan
/// into a target (offscreen, or a window surface) with `FramePlanExecutor`
/// (layer quads, shadows, clips, masks, group opacity).
///
/// GL objects are made on first use on the thread that renders (the render
/// thread), where the context is made current. Render thread only after that.
///
/// With `presentsAsynchronously` (windows), a frame is drawn, then handed to
/// a `FramePresenter` thread with the context, and `renderFrame` returns: the
/// render server evaluates and builds the next frame while this one is
/// copied to the display. The next `renderFrame` waits for that present
/// before it draws.
package final class GLESFrameRenderer: Renderer {
    /// The context drawn with (its `renderer`, `version` and display say what GL is).
    package let context: GLESContext
    private let target: RenderTarget
    /// `target` as a window surface, cast once: the casts were asked twice a
    /// frame, a conformance lookup each time.
    private let windowSurface: WindowSurface?
    private(set) var executor: FramePlanExecutor?
    /// Points to pixels (the display scale).
    package var scale: CGFloat
    /// The pixels per point frames are drawn at: the window surface's once
    /// its scale changed (`WindowSurfaceSettings.resize(width:height:scale:)`), else `scale`.
    package var pixelsPerPoint: CGFloat { windowSurface?.settings.geometry.scale ?? scale }
    package var clearColor: PremultipliedColor
    /// Whether the innermost `masksToBounds` clip of each run is anti-aliased
    /// (see `FramePlanExecutor.antialiasesInnermostClip`).
    package var antialiasesInnermostClip = true
    /// Whether opaque parts are drawn first, writing depth, where the target
    /// has a depth buffer (see `FramePlanExecutor.drawsOccludersFirst`,
    /// whose default, from the environment, this starts from).
    package var drawsOccludersFirst = FramePlanExecutor.occlusionByDefault
    /// Whether sprites' opaque image middles occlude too
    /// (`LayerQuadRenderer.occludesImageInteriors`); nil for its default.
    package var occludesImageInteriors: Bool?
    /// The debugging colours to draw; set from any thread, read at each frame's start.
    package var debugOptions: RenderDebugOptions {
        get { debugLock.withLock { debugOptionsValue } }
        set { debugLock.withLock { debugOptionsValue = newValue } }
    }
    private let debugLock = NSLock()
    private var debugOptionsValue: RenderDebugOptions = []
    /// The renderer's parts of the last frame's report (render thread):
    /// what drawing cost, the GPU's time, the GL objects held, and the
    /// phases `encode`, `renderWait` and `present`.
    package private(set) var lastReport = FrameReport()
    /// When true, each frame waits for GL to finish drawing before presenting,
    /// so that `phases.renderWait` measures the rasterizer (benchmarks).
    package var measuresRenderWait = false
    /// Whether frames are presented on their own thread (see above). Set before the first frame.
    package var presentsAsynchronously = false
    /// Called after each successful present, on the thread that presented
    /// (the present thread, or the render thread when presenting
    /// synchronously). A window host uses it to look for input events the
    /// swap's round trips read off the shared X connection. Set before the
    /// first frame.
    package var didPresent: (() -> Void)?
    private var presenter: FramePresenter?
    /// What the target holds of the frames drawn so far (render thread).
    private var kept = KeptFrame()
    /// Why the target's pixels were lost since the last frame (an exposed
    /// window); set from any thread, taken at the next frame.
    private var keptFrameLoss: String?
    /// A present of at most 1/this of the frame's pixels is made on the render
    /// thread even when frames are presented asynchronously.
    static let smallPresentShare = 8
    /// The thread that draws (`beginFrame`, `renderFrame`, `renderThreadWillExit` check it).
    let confinement = ThreadConfinement()

    package init(context: GLESContext, target: RenderTarget, scale: CGFloat = 1,
                 clearColor: PremultipliedColor = .clear) {
        self.context = context
        self.target = target
        windowSurface = target as? WindowSurface
        self.scale = scale
        self.clearColor = clearColor
    }

    deinit {
        presenter?.stop()
    }

    /// Waits for the last present, deletes the GL objects on the render
    /// thread and releases the context from it.
    package func renderThreadDidStart() {
        confinement.adopt()
    }

    package func renderThreadWillExit() {
        confinement.check(in: "GLESFrameRenderer")
        if let presenter {
            presenter.stop()
            _ = try? presenter.waitForPresent()
            self.presenter = nil
            if executor != nil { try? target.activate(context) }
        }
        guard context.isCurrent else { return }
        executor = nil
        context.releaseCurrent()
    }

    /// What the next frame is planned for: the target's size, the GL's
    /// limits and the executor's kept images (none before the first frame).
    package func beginFrame() -> PlanTarget {
        confinement.check(in: "GLESFrameRenderer")
        var width = target.pixelWidth, height = target.pixelHeight
        var scale = self.scale
        if let surface = windowSurface {
            let geometry = surface.settings.geometry
            (width, height) = (geometry.width, geometry.height)
            if let surfaceScale = geometry.scale { scale = surfaceScale }
        }
        guard let executor else {
            return PlanTarget(width: width, height: height, pointsToPixels: scale,
                              maxImageSide: FramePlanExecutor.maxImageSide(of: context))
        }
        return executor.beginFrame(width: width, height: height, pointsToPixels: scale)
    }

    /// The rectangles the next frame redraws for `damage` (see
    /// `Renderer.redrawRegion(for:)`): the damage and the last flash where
    /// the target keeps its frame, with the damage of the frames a back
    /// buffer of unknown age may have missed; nil for the whole frame.
    package func redrawRegion(for damage: FrameDamage) -> [PixelRect]? {
        confinement.check(in: "GLESFrameRenderer")
        if debugLock.withLock({ keptFrameLoss != nil }) { return nil }
        return kept.region(for: damage, persistence: target.framePersistence, settings: currentSettings(debugOptions))
    }

    /// What the frame is drawn with, as far as the kept pixels care.
    private func currentSettings(_ options: RenderDebugOptions) -> KeptFrame.Settings {
        KeptFrame.Settings(
            width: target.pixelWidth, height: target.pixelHeight, clearColor: clearColor, debugOptions: options,
            antialiasesInnermostClip: antialiasesInnermostClip, drawsOccludersFirst: drawsOccludersFirst,
            occludesImageInteriors: occludesImageInteriors)
    }

    /// Says that the target no longer shows the last frame (a window's
    /// contents were lost: exposed, or drawn over by someone else): the next
    /// frame is drawn and presented whole. Any thread.
    package func invalidateKeptFrame(_ reason: String) {
        debugLock.withLock { keptFrameLoss = reason }
    }

    /// Draws the frame's damage (or all of it, where the target keeps no
    /// frame or its settings changed) and presents it; a frame that changed
    /// nothing draws and presents nothing.
    package func renderFrame(_ plan: FramePlan, report: inout FrameReport) throws {
        confinement.check(in: "GLESFrameRenderer")
        do {
            try drawAndPresent(plan, report: &report)
        } catch {
            // What the target holds is unknown now: the next frame is whole.
            kept.invalidate("a frame failed (\(error))")
            throw error
        }
    }

    private func drawAndPresent(_ plan: FramePlan, report: inout FrameReport) throws {
        // The last frame's image is in the surface until its present is done.
        var present = lastReport.phases.present
        if let presenter { present = try presenter.waitForPresent() }
        let started = MediaClock.monotonicNow()
        try target.activate(context)
        target.beginDrawing()
        if executor == nil { executor = try FramePlanExecutor(context: context) }
        executor!.antialiasesInnermostClip = antialiasesInnermostClip
        executor!.drawsOccludersFirst = drawsOccludersFirst
        if let occludesImageInteriors { executor!.quads.occludesImageInteriors = occludesImageInteriors }
        let options = debugOptions
        executor!.debugOptions = options
        if let loss = debugLock.withLock({ keptFrameLoss.take() }) { kept.invalidate(loss) }
        let settings = currentSettings(options)
        let persistence = target.framePersistence
        var wholeReason = kept.wholeFrameReason(persistence: persistence, settings: settings)
        if wholeReason == nil, plan.damage.wholeFrame == nil, plan.parts == nil {
            wholeReason = "no parts were planned"
        }
        if wholeReason == nil, persistence == .bufferAge, !kept.bufferIsKnown(age: target.bufferAge()) {
            wholeReason = "the back buffer's age is unknown"
        }
        let parts = wholeReason == nil && plan.damage.wholeFrame == nil ? plan.parts : nil
        var damageReport = FrameReport.Damage()
        damageReport.framePixels = plan.frame.rect.pixelCount
        damageReport.damagedPixels = plan.damage.pixelCount
        damageReport.damagedRects = plan.damage.rects.count
        damageReport.wholeFrameReason = plan.damage.wholeFrame?.rawValue
        damageReport.wholeRedrawReason = plan.damage.wholeFrame == nil ? wholeReason : nil
        if parts?.isEmpty == true {
            // Nothing changed: the display already shows this frame.
            var idle = FrameReport()
            idle.damage = damageReport
            idle.resources = lastReport.resources
            idle.gpu = lastReport.gpu
            idle.phases.encode = MediaClock.monotonicNow() - started
            lastReport = idle
            report.takeDrawing(from: idle)
            return
        }
        let region = parts?.map(\.rect)
        let frameRect = plan.frame.rect
        var drawn = executor!.draw(plan, to: target, clearColor: clearColor, region: parts)
        let flash = options.contains(.flashUpdatedRegions) ? plan.damage.appRects : []
        if !flash.isEmpty { executor!.drawFlash(over: flash, on: target) }
        kept.didDraw(region, of: frameRect, settings: settings, flash: flash)
        damageReport.redrawnPixels = region.map { $0.reduce(0) { $0 + $1.pixelCount } } ?? frameRect.pixelCount
        damageReport.redrawnRects = region?.count ?? 1
        drawn.damage = damageReport
        let encoded = MediaClock.monotonicNow()
        if measuresRenderWait { context.finish() }
        let finished = MediaClock.monotonicNow()
        drawn.phases.encode = encoded - started
        drawn.phases.renderWait = finished - encoded
        drawn.phases.present = present
        defer {
            lastReport = drawn
            report.takeDrawing(from: drawn)
        }
        if presentsAsynchronously, self.presenter == nil {
            let made = FramePresenter()
            // Without a thread of its own, frames are presented here (said once by the presenter).
            if made.isAvailable { self.presenter = made } else { presentsAsynchronously = false }
        }
        // A small damage is presented at once: a few rectangles cost less than
        // handing the context to the present thread and back.
        let small = region.map { _ in damageReport.redrawnPixels * Self.smallPresentShare <= frameRect.pixelCount }
        if presentsAsynchronously, let presenter, small != true {
            context.releaseCurrent()
            // What was redrawn is presented (the flash tints part of it).
            presenter.present { [context, target, didPresent, region] in
                // Released whatever happens: the render thread takes it back next frame.
                defer { context.releaseCurrent() }
                try target.activate(context)
                try target.present(damage: region)
                didPresent?()
            }
        } else {
            try target.present(damage: region)
            drawn.phases.present = MediaClock.monotonicNow() - finished
            didPresent?()
        }
    }
}
