import CoreAnimationValues
import CoreGraphics
import Foundation

extension FrameDamage {
    /// The pixels `plan` changes over `previous` (the plan of the frame shown
    /// now, on the same target; nil when there is none).
    ///
    /// **Rules.** Items are matched to the previous frame's in painter's
    /// order, by layer id. An item that draws differently
    /// (`LayerDraw.drawsIdentically`) damages its pixel extent before and
    /// after (its bounds, an image past them, its shadow, one pixel of
    /// anti-aliasing, cut to its clips); one with sublayers damages its whole
    /// subtree's extents, since its mask, group opacity, clip or transform
    /// reach every descendant. A layer whose pixels depend on its whole
    /// subtree (one that casts its subtree's shadow, or is rasterized) is
    /// compared as one: any change in it damages all of it, shadow included.
    /// Items added or removed damage their extents; an item drawn in another
    /// order relative to those before it damages its extents, which holds
    /// every pixel where the order shows. The whole frame is damaged for the
    /// first frame, a new target size or scale, a transition running or ended,
    /// a backdrop blur, a changed layer partly behind the eye, or damage past
    /// `wholeFrameShare` of the frame (`WholeFrameReason`).
    ///
    /// The comparison stops as soon as the whole frame is damaged, so a
    /// frame where everything moves pays for a few items only.
    ///
    /// - Complexity: O(items) when layer ids keep their order; O(items) with
    ///   a dictionary of the previous frame's items otherwise.
    /// - Note: Pure; the render thread calls it for each frame.
    package init(from previous: FramePlan?, to plan: FramePlan) {
        let frame = plan.frame.rect
        self.init(frame: frame)
        guard let previous else {
            makeWhole(.firstFrame)
            return
        }
        guard previous.frame.rect == frame, previous.frame.pointsToPixels == plan.frame.pointsToPixels else {
            makeWhole(.targetChanged)
            return
        }
        if let reason = plan.frame.wholeFrameReason ?? previous.frame.wholeFrameReason {
            makeWhole(reason)
            return
        }
        var finder = DamageFinder(scale: plan.frame.pointsToPixels, damage: self)
        finder.compare(previous.list, plan.list)
        self = finder.damage
    }
}

extension RenderPass {
    /// Why a pass's pixels cannot be bounded by its items' extents: a
    /// transition or a backdrop blur among its steps (nested ones included).
    var wholeFrameReason: FrameDamage.WholeFrameReason? {
        func reason(_ steps: [PlanStep]) -> FrameDamage.WholeFrameReason? {
            for step in steps {
                switch step {
                case .transition: return .transition
                case .backdropBlur: return .backdropBlur
                case .group(let group):
                    if let found = group.content.wholeFrameReason { return found }
                case .rasterized(let rasterized):
                    if case .draw(let pass) = rasterized.image, let found = pass.wholeFrameReason { return found }
                case .directGroup(let nested), .unrasterized(_, let nested):
                    if let found = reason(nested) { return found }
                case .layers:
                    break
                }
            }
            return nil
        }
        return reason(steps)
    }
}

