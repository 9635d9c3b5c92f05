/// One rectangle of a frame redrawn on its own: the rectangle (target
/// pixels, y down) and the plan of the layers that reach it
/// (`FramePlanner.parts(of:in:)`), which the renderer executes with the
/// scissor on that rectangle.
///
/// A plain value; made and read on the render thread.
package struct PlanPart: Sendable {
    package var rect: PixelRect
    package var plan: FramePlan

    package init(rect: PixelRect, plan: FramePlan) {
        self.rect = rect
        self.plan = plan
    }

    /// Whether the first layer the part draws paints every pixel of `rect`
    /// opaque (`LayerDraw.opaquePixels(scale:)`), drawn straight into the
    /// target as the first of its steps: then what lay there before never
    /// shows, and the rectangle needs no clear (on llvmpipe a scissored
    /// clear draws a quad of its own). The still background behind a small
    /// animated layer is the common case (`FramePlanner.parts(of:in:)`).
    package var isCoveredOpaquely: Bool {
        let frame = plan.frame
        guard case .layers(let run)? = frame.steps.first, let first = run.range.first, run.clips.isEmpty,
              run.opacity == 1, let covered = run.items[first].opaquePixels(scale: frame.pointsToPixels)
        else { return false }
        return Self.pixels(covered, of: frame, contain: rect)
    }

    /// Whether the frame pixels `covered` of `frame` hold all of `rect`
    /// (target pixels: the frame pass's rectangle starts at the target's top left).
    static func pixels(_ covered: PixelRect, of frame: RenderPass, contain rect: PixelRect) -> Bool {
        PixelRect(x: covered.x - frame.rect.x, y: covered.y - frame.rect.y,
                  width: covered.width, height: covered.height).contains(rect)
    }
}
