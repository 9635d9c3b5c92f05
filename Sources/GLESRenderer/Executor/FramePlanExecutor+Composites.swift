import CoreAnimationValues
import CoreGraphics
import Foundation
import RenderServer

/// The steps whose image is composited through a layer's transform: a
/// running transition's two appearances and a rasterized layer's image
/// (what they hold and over which pixels is the plan's; see
/// `FramePlanner+Transitions.swift` and `FramePlanner+Rasterization.swift`).
///
/// - Note: Render thread only; the context must be current.
extension FramePlanExecutor {
    /// Draws a transition's old and new passes offscreen and blends them
    /// into `parent` by `TransitionProgram`; false when it cannot.
    func composite(_ step: TransitionComposite, on parent: CompositingSurface) -> Bool {
        var oldSurface: CompositingSurface?
        let newSurface: CompositingSurface
        do {
            oldSurface = try offscreenSurface(for: step.old)
            newSurface = try offscreenSurface(for: step.new)
        } catch {
            if let oldSurface { releaseOffscreen(oldSurface) }
            let size = step.old.rect
            reportOffscreenFailure(
                error,
                "a transition needs two offscreen images of \(size.width)×\(size.height) pixels, which failed (\(error)); the new appearance is drawn without it")
            return false
        }
        guard let oldSurface else { return false }
        defer {
            releaseOffscreen(oldSurface)
            releaseOffscreen(newSurface)
        }
        execute(step.old.steps, on: oldSurface)
        execute(step.new.steps, on: newSurface)

        stencil.apply(step.clips, on: parent)
        do {
            try transitionProgram().draw(
                TransitionGeometry(step.transition.info), progress: step.transition.progress, size: step.size,
                layerToClip: CATransform3DConcat(step.layerToRoot, parent.rootToClip), opacity: step.opacity,
                old: oldSurface, new: newSurface, into: parent, state: context.state)
        } catch {
            Diagnostics.report("transitions are unavailable (\(error)); the new appearance is drawn without one",
                               subsystem: "GLESRenderer")
            return false
        }
        drawOffscreenTint(step.root, on: parent)
        return true
    }

    /// Composites a rasterized layer's image into `parent`, drawing it first
    /// on a miss (into the `RasterizationCache`, or a one-frame target when
    /// the cache's budget is spent); false when it cannot.
    func composite(_ step: RasterizedComposite, on parent: CompositingSurface) -> Bool {
        let extent = step.extent
        var oneFrame: OffscreenRenderTarget?
        defer { if let oneFrame { targets.release(oneFrame) } }
        let image: RasterizedImage
        switch step.image {
        case .cached:
            guard let kept = rasterImages.image(of: step.root.id) else { return false }
            image = kept
        case .draw(let pass):
            do {
                if let stored = try rasterImages.store(step.root.id, drawing: step.subtree, over: extent) {
                    image = stored
                } else {
                    let target = try targets.acquire(width: extent.width, height: extent.height)
                    oneFrame = target
                    image = RasterizedImage(subtree: step.subtree, target: target, extent: extent, frame: 0)
                }
            } catch {
                reportOffscreenFailure(
                    error,
                    "a shouldRasterize layer needs an image of \(extent.width)×\(extent.height) pixels, which failed (\(error)); drawn directly")
                return false
            }
            draw(pass, into: image)
        }
        stencil.apply(step.clips, on: parent)
        let surface = CompositingSurface(
            target: image.target, rect: PixelRect(x: 0, y: 0, width: extent.width, height: extent.height),
            clipBase: 0, pointsToPixels: step.subtree.scale)
        let bounds = image.bounds
        let imageToRoot = CATransform3DConcat(
            CATransform3DMakeTranslation(bounds.minX, bounds.minY, 0), step.root.transform)
        do {
            try transitionProgram().drawImage(
                surface, size: bounds.size, layerToClip: CATransform3DConcat(imageToRoot, parent.rootToClip),
                opacity: step.opacity, into: parent, state: context.state)
        } catch {
            Diagnostics.report("rasterized layers cannot be composited (\(error)); drawn directly", subsystem: "GLESRenderer")
            return false
        }
        if !step.isHit { drawOffscreenTint(step.root, on: parent) }
        drawRasterizationTint(step.root, hit: step.isHit, on: parent)
        return true
    }

    /// Draws a rasterized layer's pass into its image's target, cleared.
    /// Debugging colours are left out of the image (a kept image would keep
    /// showing a flash or a miss); the composite gets its own.
    private func draw(_ pass: RenderPass, into image: RasterizedImage) {
        let surface = CompositingSurface(target: image.target, pass: pass)
        clear(surface, to: .clear)
        let options = debugOptions
        debugOptions = []
        execute(pass.steps, on: surface)
        debugOptions = options
    }
}
