import CoreAnimationValues
import CoreGraphics
import Foundation
import GLESRenderer
import XCTest

/// The shared fixture of the GLES renderer tests: one headless (EGL
/// surfaceless) context for the whole run, a layer renderer, and helpers
/// that render small targets and read their pixels back.
///
/// Where the machine has no surfaceless EGL, every test fails with the
/// context's error message instead of crashing.
class GLESTestCase: XCTestCase {
    /// The context, or why there is none; made once per process.
    nonisolated(unsafe) private static var shared: Result<GLESContext, Error>?
    nonisolated(unsafe) private static var sharedRenderer: LayerQuadRenderer?

    var context: GLESContext!
    var renderer: LayerQuadRenderer!

    override func setUpWithError() throws {
        try super.setUpWithError()
        if GLESTestCase.shared == nil {
            GLESTestCase.shared = Result { try GLESContext(display: EGLDisplayConnection.headless()) }
        }
        context = try GLESTestCase.shared!.get()
        try context.makeCurrent()
        if GLESTestCase.sharedRenderer == nil {
            GLESTestCase.sharedRenderer = try LayerQuadRenderer(context: context)
        }
        renderer = GLESTestCase.sharedRenderer
    }

    /// Renders `instances` into a fresh `width` × `height` target cleared to `clear`.
    func render(
        _ instances: [QuadInstance], textures: [CGImage] = [], width: Int = 64, height: Int = 64,
        clear: PremultipliedColor = .clear, file: StaticString = #filePath, line: UInt = #line
    ) throws -> Pixels {
        let target = try OffscreenRenderTarget(context: context, width: width, height: height)
        renderer.draw(instances, textures: textures, to: target, clearColor: clear)
        return Pixels(width: width, height: height, bytes: target.readPremultipliedRGBA8())
    }

    /// An axis-aligned quad at pixel rectangle `rect` of a `targetSize` target.
    func quad(
        _ rect: CGRect, in targetSize: CGSize = CGSize(width: 64, height: 64),
        background: PremultipliedColor = .white
    ) -> QuadInstance {
        let place = CATransform3DMakeTranslation(rect.origin.x, rect.origin.y, 0)
        return QuadInstance(
            transform: CATransform3DConcat(place, clip(targetSize)), size: rect.size, backgroundColor: background)
    }

    /// Pixel space → clip space for a target of `size`.
    func clip(_ size: CGSize = CGSize(width: 64, height: 64)) -> CATransform3D {
        ClipSpace.pixelToClip(width: Double(size.width), height: Double(size.height))
    }

    /// A premultiplied RGBA8 image from rows of pixels, top row first.
    func image(rows: [[RGBA]]) -> CGImage {
        let bytes = rows.flatMap { $0.flatMap { [$0.r, $0.g, $0.b, $0.a] } }
        return CGImage(width: rows[0].count, height: rows.count, premultipliedRGBA8: Data(bytes), isOpaque: false)
    }
}

/// One premultiplied RGBA8 pixel.
struct RGBA: Equatable, CustomStringConvertible {
    var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    static let clear = RGBA(0, 0, 0, 0)
    static let red = RGBA(255, 0, 0, 255)
    static let green = RGBA(0, 255, 0, 255)
    static let blue = RGBA(0, 0, 255, 255)
    static let white = RGBA(255, 255, 255, 255)

    var description: String { "(\(r), \(g), \(b), \(a))" }

    /// Whether every channel is within `tolerance` of `other`'s.
    func isClose(to other: RGBA, tolerance: Int = 1) -> Bool {
        abs(Int(r) - Int(other.r)) <= tolerance && abs(Int(g) - Int(other.g)) <= tolerance
            && abs(Int(b) - Int(other.b)) <= tolerance && abs(Int(a) - Int(other.a)) <= tolerance
    }
}

/// Pixels read back from a target: top row first, (0, 0) at the top-left.
struct Pixels {
    let width: Int
    let height: Int
    let bytes: Data

    subscript(x: Int, y: Int) -> RGBA {
        let i = (y * width + x) * 4
        return RGBA(bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
    }

    /// The number of pixels in row `y` whose alpha is at least half.
    func coveredCount(row y: Int) -> Int {
        (0..<width).filter { self[$0, y].a >= 128 }.count
    }

    /// The rows that have any pixel with alpha at least half.
    var coveredRows: [Int] {
        (0..<height).filter { coveredCount(row: $0) > 0 }
    }

    var image: CGImage {
        CGImage(width: width, height: height, premultipliedRGBA8: bytes, isOpaque: false)
    }
}
