import CoreAnimationValues
import CoreGraphics
import Foundation
@testable import GLESRenderer
@testable import QuartzCoreBase
@testable import RenderServer
import XCTest

/// The shared fixture of the end-to-end pixel tests: CALayers → commits →
/// render tree → draw list → `GLESFrameRenderer` → pixels, headless.
class LayerTreePixelTestCase: GLESTestCase {
    let feed = CommittedTree()
    /// The renderer of the latest `draw`, for its statistics.
    private(set) var lastFrame: GLESFrameRenderer?

    override func setUpWithError() throws {
        try super.setUpWithError()
        CATransaction.flush()
        CommitFeed.shared.attach(feed)
    }

    override func tearDown() {
        CATransaction.flush()
        CommitFeed.shared.detach(feed)
        CASetMediaTimeSource(nil)
        super.tearDown()
    }

    /// Commits, builds the draw list of `root` and renders it into a fresh
    /// `size` × `size` pixel target cleared to transparent. With
    /// `antialiasedClips` false every clip goes through the stencil.
    func draw(_ root: CALayer, size: Int = 64, scale: CGFloat = 1, antialiasedClips: Bool = true) throws -> Pixels {
        let frame = try frameRenderer(width: size, height: size, scale: scale)
        frame.renderer.antialiasesInnermostClip = antialiasedClips
        return try draw(root, with: frame)
    }

    /// Commits the tree and draws one frame of `root` into a fresh `width` × `height` target.
    func draw(_ root: CALayer, width: Int, height: Int, scale: CGFloat = 1) throws -> Pixels {
        try draw(root, with: frameRenderer(width: width, height: height, scale: scale))
    }

    /// A frame renderer and its target, to draw several frames with one cache.
    func frameRenderer(width: Int = 64, height: Int = 64, scale: CGFloat = 1) throws
        -> (renderer: GLESFrameRenderer, target: OffscreenRenderTarget) {
        let target = try OffscreenRenderTarget(context: context, width: width, height: height)
        return (GLESFrameRenderer(context: context, target: target, scale: scale), target)
    }

    /// Commits the tree and draws one frame of `root` with `frame`, at media
    /// time `time` (now when nil).
    func draw(_ root: CALayer, with frame: (renderer: GLESFrameRenderer, target: OffscreenRenderTarget),
              at time: Double? = nil) throws -> Pixels {
        CATransaction.flush()
        try frame.renderer.render(DrawListBuilder.build(
            feed.tree, roots: [root.layerID], at: time ?? CACurrentMediaTime(), pixelsPerPoint: frame.renderer.scale))
        lastFrame = frame.renderer
        return Pixels(width: frame.target.pixelWidth, height: frame.target.pixelHeight,
                      bytes: frame.target.readPremultipliedRGBA8())
    }

    /// Draws `list` with `renderer` as a render server draws a frame after
    /// `previous` (updated): its damage against that frame, the rectangles
    /// the renderer redraws and their plans; only those are drawn.
    /// - Returns: the frame's report (its `damage` says what was redrawn).
    @discardableResult
    func drawDamage(_ list: DrawList, with renderer: GLESFrameRenderer, after previous: inout FramePlan?) throws
        -> FrameReport {
        let planner = FramePlanner(target: renderer.beginFrame())
        var plan = planner.plan(list)
        plan.damage = FrameDamage(from: previous, to: plan)
        renderer.planRedraw(&plan, with: planner)
        var report = FrameReport()
        try renderer.renderFrame(plan, report: &report)
        previous = plan
        return report
    }

    /// Writes `pixels` as a PNG in the temporary directory; returns its URL.
    @discardableResult
    func savePNG(_ pixels: Pixels, name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        try pixels.image.pngData().write(to: url)
        return url
    }

    /// A root layer of `size` points with its top-left at the origin.
    func rootLayer(_ size: CGFloat = 64) -> CALayer {
        let root = CALayer()
        root.anchorPoint = .zero
        root.bounds = CGRect(x: 0, y: 0, width: size, height: size)
        return root
    }

    /// A `width` × `height` root layer with its top-left at the target's.
    func rootLayer(width: CGFloat, height: CGFloat) -> CALayer {
        let root = rootLayer(width)
        root.bounds.size.height = height
        return root
    }

    /// A layer at `frame` (in its superlayer) filled with `color`, optionally added to `parent`.
    @discardableResult
    func layer(_ frame: CGRect, _ color: CGColor? = nil, in parent: CALayer? = nil) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color
        parent?.addSublayer(layer)
        return layer
    }

    /// Compares `pixels` with the reference image `References/<name>.png`
    /// kept beside these tests: every channel of every pixel must be within
    /// `tolerance` levels (llvmpipe draws the same pixels on every run; the
    /// slack covers another GL's rounding and the PNG round trip of
    /// premultiplied pixels). Where it is not, the frame is written as
    /// `<name>-actual.png` in the temporary folder to compare by eye.
    ///
    /// With `REFERENCE_IMAGES=record` in the environment, or when the
    /// reference is missing, the frame is written as the reference and the
    /// test fails: a new reference is looked at before it is committed.
    func assertMatchesReference(
        _ pixels: Pixels, named name: String, tolerance: Int = 3, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let folder = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().appendingPathComponent("References")
        let url = folder.appendingPathComponent("\(name).png")
        let recording = ProcessInfo.processInfo.environment["REFERENCE_IMAGES"] == "record"
        guard !recording, FileManager.default.fileExists(atPath: url.path) else {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try pixels.image.pngData().write(to: url)
            XCTFail("recorded the reference \(url.path): look at it, then commit it", file: file, line: line)
            return
        }
        let reference = try CGImage.decode(contentsOf: url)
        guard reference.width == pixels.width, reference.height == pixels.height else {
            XCTFail("\(name): \(pixels.width)×\(pixels.height) drawn, reference is \(reference.width)×\(reference.height)",
                    file: file, line: line)
            return
        }
        let expected = Pixels(width: reference.width, height: reference.height, bytes: reference.premultipliedRGBA8)
        var differing = 0
        var worst = (difference: 0, x: 0, y: 0)
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let a = pixels[x, y], b = expected[x, y]
                let difference = max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)),
                                     abs(Int(a.b) - Int(b.b)), abs(Int(a.a) - Int(b.a)))
                if difference > tolerance { differing += 1 }
                if difference > worst.difference { worst = (difference, x, y) }
            }
        }
        if differing > 0 {
            let actual = try savePNG(pixels, name: "\(name)-actual.png")
            XCTFail("""
                \(name): \(differing) pixel(s) differ from the reference by more than \(tolerance); the worst by \
                \(worst.difference) at (\(worst.x), \(worst.y)): \(pixels[worst.x, worst.y]) vs \(expected[worst.x, worst.y]). \
                Drawn: \(actual.path)
                """, file: file, line: line)
        }
    }

    /// Every pixel that differs from `expected(x, y)` (nil: not checked), as text.
    func mismatches(_ pixels: Pixels, tolerance: Int = 0, _ expected: (Int, Int) -> RGBA?) -> [String] {
        var found: [String] = []
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                guard let wanted = expected(x, y) else { continue }
                if !pixels[x, y].isClose(to: wanted, tolerance: tolerance) {
                    found.append("(\(x), \(y)) = \(pixels[x, y]), expected \(wanted)")
                }
            }
        }
        return found
    }
}

extension CGColor {
    static var testRed: CGColor { CGColor(red: 1, green: 0, blue: 0, alpha: 1) }
    static var testGreen: CGColor { CGColor(red: 0, green: 1, blue: 0, alpha: 1) }
    static var testBlue: CGColor { CGColor(red: 0, green: 0, blue: 1, alpha: 1) }
    static var testWhite: CGColor { CGColor(red: 1, green: 1, blue: 1, alpha: 1) }
}

/// Whether (x, y) lies in the half-open pixel rectangle x0..<x1, y0..<y1.
func inRect(_ x: Int, _ y: Int, _ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> Bool {
    x >= x0 && x < x1 && y >= y0 && y < y1
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
