import Foundation
import GLESRenderer
import RenderServer

/// Renders a layer tree offscreen, frame by frame at given media times, as
/// Apple's `CARenderer` does (there into a Metal texture; here into an
/// offscreen OpenGL ES target read back as a `CGImage`).
///
/// Each frame renders only its update region: what differs from the frame
/// rendered before (`updateBounds()` says where), and what `addUpdate(_:)`
/// adds; the rest of the target keeps the last frame's pixels. The first
/// frame is all update region.
///
/// The renderer receives every commit, as a window's render server does
/// (`CommittedTree`); each `beginFrame(atTime:)` commits pending changes,
/// and `render()` draws the tree as last committed, with its animations,
/// at that time with the same renderer a window uses. Headless (EGL
/// surfaceless): no X server needed. One thread at a time; the renderer
/// holds its GL context only inside its own calls, so other renderers (a
/// `render(in:)`, another `CARenderer`) may draw on the same thread between
/// frames.
open class CARenderer: NSObject {
    /// The root of the tree to draw.
    open var layer: CALayer?
    /// The area drawn, in the layer's superlayer coordinates: by default the layer's frame.
    open var bounds: CGRect

    private let renderer: HeadlessFrameRenderer
    private var frameTime: CFTimeInterval?
    private let tree = CommittedTree()
    /// The layer the tree was last sent whole for.
    private weak var treeRoot: CALayer?
    private var lastList: DrawList?
    /// The plan of the last frame rendered: what the next frame's update region is worked out against.
    private var lastPlan: FramePlan?
    /// The plan of the frame begun, made by `updateBounds()` or `render()`,
    /// with its update region, and the planner that made it.
    private var framePlan: FramePlan?
    private var framePlanner: FramePlanner?

    /// A renderer drawing into a `width` × `height` pixel image, `scale` pixels per point.
    ///
    /// - Throws: `GLESRendererError` when headless EGL or OpenGL ES 3 is missing.
    public init(width: Int, height: Int, scale: CGFloat = 1) throws {
        renderer = try HeadlessFrameRenderer(width: width, height: height, scale: scale)
        bounds = CGRect(x: 0, y: 0, width: CGFloat(width) / scale, height: CGFloat(height) / scale)
        super.init()
        CommitFeed.shared.attach(tree)
    }

    deinit {
        CommitFeed.shared.detach(tree)
    }

    /// Starts a frame that shows media time `t`: commits pending changes.
    open func beginFrame(atTime t: CFTimeInterval) {
        CATransaction.flush()
        frameTime = t
        framePlan = nil
        framePlanner = nil
        guard let layer, treeRoot !== layer else { return }
        // A new root: its whole subtree, values and animations, comes as the
        // next commit. The tree is kept, not emptied: it holds every layer
        // committed since the renderer was made, which the commit queue will
        // not send again (a layer made before the first frame and added
        // after it). It lives on from frame to frame (transitions freeze the
        // old look in it, drawn content stays rasterized), changed by each commit.
        treeRoot = layer
        layer.markSubtreeForCommit()
        CATransaction.flush()
    }

    /// The bounds of the frame's update region, in the coordinates of
    /// `bounds`: at first everything that differs from the frame rendered
    /// before (the whole of `bounds` for the first frame), then with the
    /// rectangles `addUpdate(_:)` added. `CGRect.null` when nothing is to be
    /// rendered, or without a layer or a begun frame.
    open func updateBounds() -> CGRect {
        guard let damage = beganFramePlan()?.damage, let box = damage.bounds else { return .null }
        let scale = renderer.scale
        return CGRect(x: bounds.minX + CGFloat(box.x) / scale, y: bounds.minY + CGFloat(box.y) / scale,
                      width: CGFloat(box.width) / scale, height: CGFloat(box.height) / scale)
    }

    /// Adds `r` (in the coordinates of `bounds`) to the frame's update
    /// region: `render()` draws it again even where nothing changed. Not
    /// finite, or without a begun frame, it adds nothing (reported once).
    open func addUpdate(_ r: CGRect) {
        guard r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else {
            return Diagnostics.reportOnce(cause: "CARenderer.addUpdate not finite",
                                          "CARenderer.addUpdate(_:) needs a finite rectangle, not \(r); nothing added")
        }
        guard var plan = beganFramePlan() else { return }
        let scale = renderer.scale
        let rect = r.standardized.offsetBy(dx: -bounds.minX, dy: -bounds.minY)
        let pixels = CGRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale,
                            height: rect.height * scale).intersection(
            CGRect(x: 0, y: 0, width: renderer.pixelWidth, height: renderer.pixelHeight))
        guard !pixels.isNull, !pixels.isEmpty else { return }
        let x = Int(pixels.minX.rounded(.down)), y = Int(pixels.minY.rounded(.down))
        plan.damage.add(PixelRect(x: x, y: y, width: Int(pixels.maxX.rounded(.up)) - x,
                                  height: Int(pixels.maxY.rounded(.up)) - y))
        framePlan = plan
    }

    /// Renders the update region of the frame begun with `beginFrame(atTime:)`
    /// (`updateBounds()`); the rest of the image keeps the last frame's pixels.
    open func render() {
        guard var plan = beganFramePlan(), let planner = framePlanner else { return }
        // Only the update region is drawn, each rectangle with the layers that reach it.
        renderer.planRedraw(&plan, with: planner)
        do {
            var report = FrameReport()
            report.targetTime = plan.list.time
            try renderer.renderFrame(plan, report: &report)
            // What the next frame is compared with; its parts are not needed.
            plan.parts = nil
            lastPlan = plan
        } catch {
            lastPlan = nil
            Diagnostics.report("CARenderer.render(): \(error)")
        }
    }

    /// The begun frame's plan with its update region, made on first use
    /// (nil, reported once per call, without a layer or a begun frame).
    private func beganFramePlan() -> FramePlan? {
        if let framePlan { return framePlan }
        guard let list = buildList() else { return nil }
        let planner = FramePlanner(target: renderer.beginFrame())
        var plan = planner.plan(list)
        plan.damage = FrameDamage(from: lastPlan, to: plan)
        framePlan = plan
        framePlanner = planner
        return plan
    }

    /// The frame begun with `beginFrame(atTime:)` as a draw list (the tree
    /// as committed, its animations at the frame's time), without drawing
    /// it: `draw(_:)` may then draw it on another thread while this one goes
    /// on to the next frame (a paced export does). Nil, reported, without a
    /// layer or a begun frame. The calling thread is the renderer's.
    package func frameList() -> DrawList? {
        // Drawn whole by `draw(_:)`: the next `render()` has no frame to compare with.
        lastPlan = nil
        return buildList()
    }

    /// The begun frame's draw list, and the last one kept for `nextFrameTime()`.
    private func buildList() -> DrawList? {
        guard let layer, let time = frameTime else {
            Diagnostics.report("CARenderer.render() needs a layer and beginFrame(atTime:) first; nothing drawn")
            return nil
        }
        var list = tree.read { DrawListBuilder.build($0, roots: [layer.layerID], at: time, pixelsPerPoint: renderer.scale) }
        // Draw `bounds` (superlayer space) at the target's origin.
        list.items = LayerDraw.rebased(list.items, by: CATransform3DMakeTranslation(-bounds.minX, -bounds.minY, 0))
        lastList = list
        return list
    }

    /// Draws `list` (from `frameList()`) whole into the image `makeImage()`
    /// reads. Any one thread at a time, which may differ from the one that
    /// made the list: only the GL side is touched.
    package func draw(_ list: DrawList) {
        do {
            try renderer.render(list)
        } catch {
            Diagnostics.report("CARenderer.render(): \(error)")
        }
    }

    /// The media time of the next frame that differs from this one: now plus
    /// a frame while animations run, infinity when the tree is still.
    open func nextFrameTime() -> CFTimeInterval {
        guard let time = frameTime, let list = lastList else { return CACurrentMediaTime() }
        return list.hasActiveAnimations ? time + 1.0 / 60 : .infinity
    }

    /// Ends the frame (`render()` has already waited for the GPU).
    open func endFrame() {
        frameTime = nil
        framePlan = nil
        framePlanner = nil
    }

    /// The last rendered frame as an image (premultiplied RGBA8, top row first).
    open func makeImage() -> CGImage {
        do {
            if let image = try renderer.makeImage() { return image }
        } catch {
            Diagnostics.report("CARenderer.makeImage(): \(error)")
        }
        return CGImage(width: renderer.pixelWidth, height: renderer.pixelHeight,
                       premultipliedRGBA8: Data(count: renderer.pixelWidth * renderer.pixelHeight * 4),
                       isOpaque: false)
    }
}
