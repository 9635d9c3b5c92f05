import Foundation
import GLESRenderer
import RenderServer

/// Renders a layer tree offscreen, frame by frame at given media times, as
/// Apple's `CARenderer` does (there into a Metal texture; here into an
/// offscreen OpenGL ES target read back as a `CGImage`).
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

    /// The area that changed since the last frame; this renderer redraws everything.
    open func updateBounds() -> CGRect { bounds }

    /// Marks an area for redrawing (everything is redrawn each frame here).
    open func addUpdate(_ r: CGRect) {}

    /// Draws the frame begun with `beginFrame(atTime:)`.
    open func render() {
        guard let list = frameList() else { return }
        draw(list)
    }

    /// The frame begun with `beginFrame(atTime:)` as a draw list (the tree
    /// as committed, its animations at the frame's time), without drawing
    /// it: `draw(_:)` may then draw it on another thread while this one goes
    /// on to the next frame (a paced export does). Nil, reported, without a
    /// layer or a begun frame. The calling thread is the renderer's.
    package func frameList() -> DrawList? {
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

    /// Draws `list` (from `frameList()`) into the image `makeImage()` reads.
    /// Any one thread at a time, which may differ from the one that made the
    /// list: only the GL side is touched.
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
