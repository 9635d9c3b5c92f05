import CoreAnimationValues
import Foundation
import RenderServer

/// The backdrop blur step: what the surface holds behind a layer, blurred
/// and drawn inside the layer's bounds (what and over which pixels is the
/// plan's; see `FramePlanner+BackdropBlur.swift`, and `BackdropBlurPass`
/// for the GL work).
///
/// - Note: Render thread only; the context must be current.
extension FramePlanExecutor {
    /// Draws `step` onto `surface`; false when its images cannot be had (the
    /// layer is then drawn over the sharp backdrop: the step has no fallback).
    func composite(_ step: BackdropBlurComposite, on surface: CompositingSurface) -> Bool {
        let pass: BackdropBlurPass
        let image: BlurredBackdrop
        do {
            pass = try backdropBlurPass()
            image = try pass.blurredImage(of: step, on: surface, targets: targets, images: backdropImages)
        } catch {
            let size = step.imageSize
            reportOffscreenFailure(
                error,
                "a backdrop blur needs images of \(size.width)×\(size.height) pixels, which failed (\(error)); the layer is drawn without it")
            return false
        }
        stencil.apply(step.clips, on: surface)
        do {
            try pass.composite(image, of: step, on: surface)
        } catch {
            Diagnostics.report("backdrop blurs with continuous corners are unavailable (\(error)); the layer is drawn without it",
                               subsystem: "GLESRenderer")
            return false
        }
        drawOffscreenTint(step.root, on: surface)
        return true
    }

    /// The backdrop blur's programs, made on first use.
    func backdropBlurPass() throws -> BackdropBlurPass {
        if let backdropBlurs { return backdropBlurs }
        let made = try BackdropBlurPass(context: context)
        backdropBlurs = made
        return made
    }
}
