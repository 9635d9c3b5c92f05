import CoreAnimationModel
import CoreGraphics
import Foundation
@testable import GLESRenderer
@testable import QuartzCore
@testable import RenderServer
import XCTest

/// The fixture of end-to-end pixel tests that start from CALayers: commits
/// feed a render tree, whose draw list a `GLESFrameRenderer` draws into an
/// offscreen target.
class LayerTreeTestCase: GLESTestCase {
    final class Feed: CommitSink, @unchecked Sendable {
        let tree = RenderTree()
        func receive(_ commit: LayerCommit) { tree.apply(commit) }
    }

    let feed = Feed()

    override func setUpWithError() throws {
        try super.setUpWithError()
        CATransaction.flush()
        CommitQueue.shared.attach(feed)
    }

    override func tearDown() {
        CATransaction.flush()
        CommitQueue.shared.attach(nil)
        super.tearDown()
    }

    /// A `width` × `height` root layer with its top-left at the target's.
    func rootLayer(width: CGFloat = 64, height: CGFloat = 64) -> CALayer {
        let root = CALayer()
        root.anchorPoint = .zero
        root.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        return root
    }

    /// A frame renderer and its target, to draw several frames with one cache.
    func frameRenderer(width: Int = 64, height: Int = 64, scale: CGFloat = 1) throws
        -> (renderer: GLESFrameRenderer, target: OffscreenRenderTarget) {
        let target = try OffscreenRenderTarget(context: context, width: width, height: height)
        return (GLESFrameRenderer(context: context, target: target, scale: scale), target)
    }

    /// Commits the tree and draws one frame of `root` with `renderer`.
    func draw(_ root: CALayer, with renderer: (renderer: GLESFrameRenderer, target: OffscreenRenderTarget)) throws -> Pixels {
        CATransaction.flush()
        try renderer.renderer.renderFrame(DrawListBuilder.build(feed.tree, roots: [root.layerID], at: CACurrentMediaTime()))
        return Pixels(width: renderer.target.pixelWidth, height: renderer.target.pixelHeight,
                      bytes: renderer.target.readPremultipliedRGBA8())
    }

    /// Commits the tree and draws one frame of `root` into a fresh target.
    func draw(_ root: CALayer, width: Int = 64, height: Int = 64, scale: CGFloat = 1) throws -> Pixels {
        try draw(root, with: frameRenderer(width: width, height: height, scale: scale))
    }

    /// Writes `pixels` as a PNG in the temporary directory; returns its URL.
    @discardableResult
    func savePNG(_ pixels: Pixels, name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        try pixels.image.pngData().write(to: url)
        return url
    }
}

extension Pixels {
    /// The number of pixels with any alpha.
    var drawnCount: Int {
        var count = 0
        for y in 0..<height {
            for x in 0..<width where self[x, y].a > 0 { count += 1 }
        }
        return count
    }
}

/// The standard normal CDF.
func normalCDF(_ z: Double) -> Double {
    0.5 * (1 + erf(z / 2.0.squareRoot()))
}
