import CoreAnimationValues
import CoreGraphics
import Foundation

/// Decides a frame's passes from its draw list, with no GL: which subtrees
/// need an offscreen image and over which pixels, what each image holds in
/// its own space, where the layers split into runs of one clip chain, which
/// layers cast shadows, and what is drawn instead of an image the GL side
/// cannot make. The render server hands the finished `FramePlan` to the
/// renderer, whose `FramePlanExecutor` only executes it.
///
/// **The walk.** Items are taken in painter's order and cut into *runs*:
/// consecutive layers with the same clip chain (less the clips applied
/// where the pass is composited), drawn by one quad draw. A layer that
/// renders offscreen (`LayerDraw.rendersOffscreen`) ends the run and its
/// whole subtree becomes one step:
///
/// ```
///   running transition   → transition: old and new passes over its bounds   (+Transitions)
///   shouldRasterize      → rasterized: the kept image or a pass to redraw it  (+Rasterization)
///   group opacity, no overlap → directGroup: its layers drawn straight      (+DirectGroups)
///   mask or group opacity → group: content and mask passes over its extent  (+Extent)
/// ```
///
/// Nothing is reordered across steps, and a step whose extent is empty
/// (outside the parent pass, cut away by its clips or mask) is culled.
/// The first layer of the frame, when it is an opaque backdrop covering the
/// whole target, becomes the clear colour (+Backdrop). A layer that blurs
/// what is behind it (`backdropBlur`) gets a step of its own right before
/// it, and a group-opacity subtree holding one is drawn without its image,
/// its opacity on each layer (`withoutGroupImage`, +BackdropBlur). A run lists the
/// layers that cast shadows, and plans the images of those whose shadow is
/// their subtree's (+SubtreeShadows).
///
/// **Fallbacks.** Every offscreen step carries what is drawn in its place
/// when its image cannot be had (no target, no program): its subtree
/// straight into the parent pass, in runs, with no image at all inside
/// (`fallbackSteps`). The executor draws them as planned; it never plans.
///
/// Items are moved into another space only by `LayerDraw.rebased`.
///
/// - Note: Render thread only (it asks the renderer's caches, which are the
///   render thread's); its own work is pure.
package struct FramePlanner {
    /// What the frame is planned for.
    package var target: PlanTarget

    package init(target: PlanTarget) {
        self.target = target
    }

    /// What of the first item of a range is left out when it is drawn.
    struct FirstItem: OptionSet {
        let rawValue: Int
        /// As itself: offscreen when it renders offscreen.
        static let asIs: FirstItem = []
        /// Its running transition (it cannot be drawn): its mask, group
        /// opacity or rasterization are still drawn offscreen.
        static let withoutTransition = FirstItem(rawValue: 1)
        /// Its rasterization (it cannot be rasterized): its mask, group
        /// opacity or transition are still drawn offscreen.
        static let unrasterized = FirstItem(rawValue: 2)
        /// Everything offscreen: it is drawn as a plain layer (it roots the
        /// group the pass draws).
        static let asLayer = FirstItem(rawValue: 7)
    }

    /// The plan of `list` on the target. With `clearsToBackdrop`, a first
    /// item that is the frame's backdrop (`isBackdrop`) is the colour the
    /// target is cleared to, not a layer drawn; without, it is drawn as any
    /// layer is (a part of a partial redraw that it covers: there it is
    /// cheaper drawn than cleared, see `parts(of:in:)`).
    package func plan(_ list: DrawList, clearsToBackdrop: Bool = true) -> FramePlan {
        let items = list.items
        let backdrop = clearsToBackdrop && items.first.map {
            Self.isBackdrop($0, width: target.width, height: target.height, scale: target.pointsToPixels)
        } ?? false
        var frame = RenderPass(
            purpose: .frame, rect: PixelRect(x: 0, y: 0, width: target.width, height: target.height),
            pointsToPixels: target.pointsToPixels, clipBase: 0)
        frame.steps = steps(items, (backdrop ? 1 : 0)..<items.count, in: frame, first: .asIs)
        return FramePlan(list: list, frame: frame,
                         backdropColor: backdrop ? items[0].properties.backgroundColor : nil)
    }

    /// A pass of `purpose` drawing all of `items` (already in its space) over
    /// `rect` at `scale` pixels per point, for an image drawn into `parent`.
    func pass(_ purpose: RenderPass.Purpose, drawing items: [LayerDraw], over rect: PixelRect,
              pointsToPixels scale: CGFloat, clipBase: Int, first: FirstItem, inside parent: RenderPass) -> RenderPass {
        var pass = RenderPass(purpose: purpose, rect: rect, pointsToPixels: scale, clipBase: clipBase)
        pass.nesting = parent.nesting + 1
        pass.steps = steps(items, items.indices, in: pass, first: first)
        return pass
    }

    /// The deepest an image may be drawn inside other images (groups, masks,
    /// rasterized layers, transitions and subtree shadows inside each other).
    /// A subtree that would need a pass deeper than that is drawn straight
    /// into the deepest one, as its fallback is (`fallbackSteps`), with one
    /// report: no tree a user may build (a thousand levels of group opacity)
    /// can take the planner's or the executor's stack with it, or ask for a
    /// thousand offscreen images in one frame.
    package static let maximumNesting = 16

    /// The steps drawing `items[range]` into `pass` in order: runs of one
    /// clip chain, and offscreen subtrees in their place.
    func steps(_ items: [LayerDraw], _ range: Range<Int>, in pass: RenderPass, first: FirstItem) -> [PlanStep] {
        var steps: [PlanStep] = []
        var runStart = range.lowerBound
        var index = range.lowerBound
        func endRun(at end: Int) {
            guard end > runStart else { return }
            steps.append(.layers(run(items, runStart..<end, in: pass)))
        }
        while index < range.upperBound {
            let how = index == range.lowerBound ? first : .asIs
            // Fields are read in place (copying an item retains everything in its layer
            // values): `LayerDraw.rendersOffscreen`, spelt out.
            let offscreen = items[index].groupOpacity != nil || !items[index].mask.isEmpty
                || (items[index].rare?.transition != nil && !how.contains(.withoutTransition))
                || (items[index].properties.shouldRasterize && !how.contains(.unrasterized))
            if offscreen && how != .asLayer {
                endRun(at: index)
                let end = min(index + 1 + max(0, items[index].descendantCount), range.upperBound)
                if pass.nesting >= Self.maximumNesting {
                    Self.reportTooDeep()
                    steps += fallbackSteps(items, index..<end, in: pass)
                } else {
                    steps += offscreenSteps(items, index..<end, in: pass, root: how)
                }
                index = end
                runStart = index
                continue
            }
            if items[index].properties.rare.backdropBlur != nil,
               let blur = Self.backdropBlurStep(items[index], in: pass) {
                endRun(at: index)
                steps.append(.backdropBlur(blur))
                runStart = index
            } else if index > runStart
                && items[runStart].clips.dropFirst(pass.clipBase) != items[index].clips.dropFirst(pass.clipBase) {
                endRun(at: index)
                runStart = index
            }
            index += 1
        }
        endRun(at: range.upperBound)
        return steps
    }

    /// What is drawn in place of an offscreen step whose image cannot be had:
    /// `items[range]` straight into `pass`, in runs of one clip chain, every
    /// subtree inside drawn as plain layers too (no mask, group image,
    /// transition or rasterization: none of them can be had either, most
    /// likely), with the backdrop blurs of its layers (+BackdropBlur). A group's opacity goes on each of its layers instead
    /// (`LayerRun.opacity`: runs also end where it changes), as Apple draws
    /// a layer without group opacity. Linear in the range, so planning it for
    /// every offscreen step costs O(layers × offscreen nesting) a frame.
    func fallbackSteps(_ items: [LayerDraw], _ range: Range<Int>, in pass: RenderPass) -> [PlanStep] {
        var steps: [PlanStep] = []
        var runStart = range.lowerBound
        var runOpacity: Float = 1
        // The groups open at an index: where each ends, and the product of opacities inside it.
        var groups: [(end: Int, opacity: Float)] = []
        func endRun(at end: Int) {
            guard end > runStart else { return }
            var made = run(items, runStart..<end, in: pass)
            made.opacity = runOpacity
            steps.append(.layers(made))
        }
        for index in range {
            while let last = groups.last, last.end <= index { groups.removeLast() }
            var opacity = groups.last?.opacity ?? 1
            if let group = items[index].groupOpacity, items[index].descendantCount > 0 {
                opacity *= group
                groups.append((index + 1 + items[index].descendantCount, opacity))
            }
            if items[index].properties.rare.backdropBlur != nil,
               let blur = Self.backdropBlurStep(items[index], in: pass, opacity: opacity) {
                endRun(at: index)
                steps.append(.backdropBlur(blur))
                runStart = index
            } else if index > runStart, opacity != runOpacity
                || items[runStart].clips.dropFirst(pass.clipBase) != items[index].clips.dropFirst(pass.clipBase) {
                endRun(at: index)
                runStart = index
            }
            if index == runStart { runOpacity = opacity }
        }
        endRun(at: range.upperBound)
        return steps
    }

    /// The step of a subtree (`range`, its root first) that renders offscreen.
    private func offscreenSteps(_ items: [LayerDraw], _ range: Range<Int>, in parent: RenderPass,
                                root how: FirstItem) -> [PlanStep] {
        if !how.contains(.withoutTransition) && items[range.lowerBound].rare?.transition != nil {
            return transitionSteps(items, range, in: parent, root: how)
        }
        if !how.contains(.unrasterized) && items[range.lowerBound].properties.shouldRasterize {
            return rasterizedSteps(items, range, in: parent, root: how)
        }
        let root = items[range.lowerBound]
        // A group image would hide the frame from the blurs inside it (+BackdropBlur).
        if root.mask.isEmpty, Self.holdsBackdropBlur(items, range) {
            let direct = Self.withoutGroupImage(items[range])
            return [.directGroup(steps(direct, direct.indices, in: parent, first: .asLayer))]
        }
        if let direct = Self.directGroup(items[range], scale: parent.pointsToPixels) {
            return [.directGroup(steps(direct, direct.indices, in: parent, first: .asLayer))]
        }
        let mask = root.mask.isEmpty ? [] : LayerDraw.rebased(root.mask, by: root.transform)
        guard let extent = Self.groupExtent(
            items[range], mask: mask, clips: root.clips, parent: parent.rect, scale: parent.pointsToPixels)
        else { return [] }
        var content = RenderPass(
            purpose: .group, rect: extent, pointsToPixels: parent.pointsToPixels, clipBase: root.clips.count)
        content.nesting = parent.nesting + 1
        content.steps = steps(items, range, in: content, first: .asLayer)
        let maskPass = mask.isEmpty ? nil : pass(
            .mask, drawing: mask, over: extent, pointsToPixels: parent.pointsToPixels, clipBase: 0, first: .asIs,
            inside: parent)
        return [.group(GroupComposite(
            root: root, content: content, mask: maskPass, opacity: root.groupOpacity ?? 1,
            clips: root.clips.dropFirst(parent.clipBase), fallback: fallbackSteps(items, range, in: parent)))]
    }

    /// Says once that images were nested deeper than `maximumNesting`.
    static func reportTooDeep() {
        Diagnostics.reportOnce(
            cause: "FramePlanner nesting",
            "offscreen images nested more than \(maximumNesting) deep (group opacity, masks, shouldRasterize, "
                + "transitions or subtree shadows inside each other): the layers deeper than that are drawn "
                + "straight into the \(maximumNesting)th image, without images of their own")
    }
}
