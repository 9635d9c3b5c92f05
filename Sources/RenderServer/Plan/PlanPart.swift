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
}
