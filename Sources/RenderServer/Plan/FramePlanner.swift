import CoreAnimationValues
import CoreGraphics
import Foundation

/// Decides a frame's passes from its draw list, with no GL: which subtrees
/// need an offscreen image and over which pixels, what each image holds in
/// its own space, and where the layers split into runs of one clip chain.
/// `FramePlanExecutor` then only executes the `FramePlan`.
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
/// whole target, becomes the clear colour (+Backdrop).
///
/// Items are moved into another space only by `LayerDraw.rebased`.
///
/// - Note: Render thread only (it asks the rasterization cache, which is the
///   render thread's); its own work is pure.
package struct FramePlanner {
    /// The images kept for `shouldRasterize` layers; nil when none are kept
    /// (every such layer is drawn again).
    package var keptImages: RasterizedImageLookup?
    /// The largest side, in pixels, of an image the executor can make (its
    /// GL's texture and render-buffer limits); larger rasterizations are drawn directly.
    package var maxImageSide: Int

    package init(keptImages: RasterizedImageLookup? = nil, maxImageSide: Int = 16_384) {
        self.keptImages = keptImages
        self.maxImageSide = maxImageSide
    }

    /// The plan of `list` on a `width` × `height` pixel target.
    package func plan(_ list: DrawList, width: Int, height: Int, pointsToPixels scale: CGFloat) -> FramePlan {
        let items = list.items
        let backdrop = items.first.map { Self.isBackdrop($0, width: width, height: height, scale: scale) } ?? false
        var frame = RenderPass(
            purpose: .frame, rect: PixelRect(x: 0, y: 0, width: width, height: height), pointsToPixels: scale,
            clipBase: 0)
        frame.steps = steps(items, (backdrop ? 1 : 0)..<items.count, in: frame, firstAsLayer: false)
        return FramePlan(frame: frame, clearsToFirstItem: backdrop)
    }

    /// A pass of `purpose` drawing all of `items` (already in its space) over
    /// `rect` at `scale` pixels per point.
    package func pass(_ purpose: RenderPass.Purpose, drawing items: [LayerDraw], over rect: PixelRect,
                      pointsToPixels scale: CGFloat, clipBase: Int, firstAsLayer: Bool) -> RenderPass {
        var pass = RenderPass(purpose: purpose, rect: rect, pointsToPixels: scale, clipBase: clipBase)
        pass.steps = steps(items, items.indices, in: pass, firstAsLayer: firstAsLayer)
        return pass
    }

    /// The steps of a fallback, drawn into `pass` (its steps are not read).
    package func steps(drawing fallback: FallbackDraw, in pass: RenderPass) -> [PlanStep] {
        guard fallback.ignoresRootTransition || fallback.ignoresRootRasterization else {
            return steps(fallback.items, fallback.range, in: pass, firstAsLayer: fallback.firstAsLayer)
        }
        var plain = Array(fallback.items[fallback.range])
        if fallback.ignoresRootTransition { plain[0].transition = nil }
        if fallback.ignoresRootRasterization { plain[0].properties.shouldRasterize = false }
        return steps(plain, plain.indices, in: pass, firstAsLayer: fallback.firstAsLayer)
    }

    /// The steps drawing `items[range]` into `pass` in order: runs of one
    /// clip chain, and offscreen subtrees in their place. With
    /// `firstAsLayer`, the first item is drawn as a plain layer (it roots
    /// the group the pass draws).
    func steps(_ items: [LayerDraw], _ range: Range<Int>, in pass: RenderPass, firstAsLayer: Bool) -> [PlanStep] {
        var steps: [PlanStep] = []
        var runStart = range.lowerBound
        var index = range.lowerBound
        func endRun(at end: Int) {
            guard end > runStart else { return }
            steps.append(.layers(LayerRun(
                items: items, range: runStart..<end, clips: items[runStart].clips.dropFirst(pass.clipBase))))
        }
        while index < range.upperBound {
            // Fields are read in place (copying an item retains everything in its layer
            // values): `LayerDraw.rendersOffscreen`, spelt out.
            let rendersOffscreen = items[index].groupOpacity != nil || !items[index].mask.isEmpty
                || items[index].transition != nil || items[index].properties.shouldRasterize
            if rendersOffscreen && !(firstAsLayer && index == range.lowerBound) {
                endRun(at: index)
                let end = min(index + 1 + max(0, items[index].descendantCount), range.upperBound)
                steps += offscreenSteps(items, index..<end, in: pass)
                index = end
                runStart = index
                continue
            }
            if index > runStart
                && items[runStart].clips.dropFirst(pass.clipBase) != items[index].clips.dropFirst(pass.clipBase) {
                endRun(at: index)
                runStart = index
            }
            index += 1
        }
        endRun(at: range.upperBound)
        return steps
    }

    /// The step of a subtree (`range`, its root first) that renders offscreen.
    private func offscreenSteps(_ items: [LayerDraw], _ range: Range<Int>, in parent: RenderPass) -> [PlanStep] {
        if items[range.lowerBound].transition != nil { return transitionSteps(items, range, in: parent) }
        if items[range.lowerBound].properties.shouldRasterize { return rasterizedSteps(items, range, in: parent) }
        if let direct = Self.directGroup(items[range], scale: parent.pointsToPixels) {
            return [.directGroup(steps(direct, direct.indices, in: parent, firstAsLayer: true))]
        }
        let root = items[range.lowerBound]
        let mask = root.mask.isEmpty ? [] : LayerDraw.rebased(root.mask, by: root.transform)
        guard let extent = Self.groupExtent(
            items[range], mask: mask, clips: root.clips, parent: parent.rect, scale: parent.pointsToPixels)
        else { return [] }
        var content = RenderPass(
            purpose: .group, rect: extent, pointsToPixels: parent.pointsToPixels, clipBase: root.clips.count)
        content.steps = steps(items, range, in: content, firstAsLayer: true)
        let maskPass = mask.isEmpty ? nil : pass(
            .mask, drawing: mask, over: extent, pointsToPixels: parent.pointsToPixels, clipBase: 0, firstAsLayer: false)
        return [.group(GroupComposite(
            root: root, content: content, mask: maskPass, opacity: root.groupOpacity ?? 1,
            clips: root.clips.dropFirst(parent.clipBase),
            fallback: FallbackDraw(items: items, range: range, firstAsLayer: true)))]
    }
}
