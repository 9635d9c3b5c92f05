import CoreAnimationValues
import CoreGraphics
import Foundation
@testable import GLESRenderer
@testable import QuartzCoreBase
@testable import RenderServer
import XCTest

/// `CAGradientLayer` end to end: the gradient rasterized on the render
/// thread over the layer's bounds, at the scale it is shown at, under its
/// rounded corners, with animated colours, locations and points drawn at
/// the frame's time.
final class GradientLayerPixelTests: LayerTreePixelTestCase {
    final class Clock: @unchecked Sendable { var now = 100.0 }
    private let clock = Clock()

    override func setUpWithError() throws {
        let clock = self.clock
        CASetMediaTimeSource { clock.now }
        try super.setUpWithError()
    }

    override func tearDown() {
        super.tearDown()
        CASetMediaTimeSource(nil)
    }

    private let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    private let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)

    /// A gradient layer filling `frame` of a 64-point root; the points default to Apple's.
    @discardableResult
    private func gradient(_ colors: [CGColor]?, frame: CGRect = CGRect(x: 0, y: 0, width: 64, height: 64),
                          _ type: CAGradientLayerType = .axial, from start: CGPoint? = nil, to end: CGPoint? = nil,
                          in root: CALayer) -> CAGradientLayer {
        let layer = CAGradientLayer()
        layer.frame = frame
        layer.colors = colors
        layer.type = type
        if let start { layer.startPoint = start }
        if let end { layer.endPoint = end }
        root.addSublayer(layer)
        return layer
    }

    /// Pixels whose grey level (opaque) is off `expected(x, y)` (a fraction; nil: not checked) by more than `tolerance`.
    private func greyMismatches(_ pixels: Pixels, tolerance: Double = 2, _ expected: (Double, Double) -> Double?)
        -> [String] {
        var found: [String] = []
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                guard let value = expected(Double(x) + 0.5, Double(y) + 0.5) else { continue }
                let level = value * 255, p = pixels[x, y]
                if [p.r, p.g, p.b].contains(where: { abs(Double($0) - level) > tolerance }) || p.a != 255 {
                    found.append("(\(x), \(y)) = \(p), expected \(Int(level.rounded()))")
                }
            }
        }
        return found
    }

    private func assertNone(_ found: [String], _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(found.count, 0, "\(what): \(found.count) pixels off: \(found.prefix(6))", file: file, line: line)
    }

    // MARK: Axial

    func testDefaultAxialGradientRunsFromTopToBottom() throws {
        let root = rootLayer()
        gradient([black, white], in: root)
        let pixels = try draw(root)
        assertNone(greyMismatches(pixels) { _, y in y / 64 }, "row y ≈ (y + 0.5) / 64")
    }

    func testHorizontalAxialGradientAcrossColumns() throws {
        let root = rootLayer()
        gradient([black, white], from: CGPoint(x: 0, y: 0.5), to: CGPoint(x: 1, y: 0.5), in: root)
        let pixels = try draw(root)
        assertNone(greyMismatches(pixels) { x, _ in x / 64 }, "column x ≈ (x + 0.5) / 64")
    }

    func testDiagonalAxialGradientIsConstantAcrossItsAxis() throws {
        let root = rootLayer()
        gradient([black, white], from: .zero, to: CGPoint(x: 1, y: 1), in: root)
        let pixels = try draw(root)
        assertNone(greyMismatches(pixels) { x, y in (x + y) / 128 }, "the projection on the diagonal")
    }

    func testEndColoursContinueBeyondTheStartAndEndPoints() throws {
        let root = rootLayer()
        gradient([black, white], from: CGPoint(x: 0.25, y: 0.5), to: CGPoint(x: 0.75, y: 0.5), in: root)
        let pixels = try draw(root)
        assertNone(greyMismatches(pixels) { x, _ in min(max((x - 16) / 32, 0), 1) }, "black before x 16, white after 48")
    }

    func testLocationsPlaceTheStops() throws {
        let root = rootLayer()
        let layer = gradient([black, white, black], in: root)
        layer.locations = [0, 0.25, 1]
        let pixels = try draw(root)
        assertNone(greyMismatches(pixels) { _, y in
            let t = y / 64
            return t < 0.25 ? t / 0.25 : (1 - t) / 0.75
        }, "white at a quarter of the height")
    }

    func testLocationsOutsideZeroToOneStretchTheGradient() throws {
        let root = rootLayer()
        let layer = gradient([black, white], in: root)
        layer.locations = [-1, 2]
        let pixels = try draw(root)
        assertNone(greyMismatches(pixels) { _, y in (y / 64 + 1) / 3 }, "the middle third of a longer gradient")
    }

    func testAxialGradientAtTwicePixelDensityStaysSmooth() throws {
        let root = rootLayer(32)
        gradient([black, white], frame: CGRect(x: 0, y: 0, width: 32, height: 32),
                     from: CGPoint(x: 0, y: 0.5), to: CGPoint(x: 1, y: 0.5), in: root)
        let pixels = try draw(root, size: 64, scale: 2)
        // The outermost columns read half a texel inwards (the renderer's edge sampling): 3 levels of slack.
        assertNone(greyMismatches(pixels, tolerance: 3) { x, _ in x / 64 }, "one step per device pixel")
    }

    // MARK: Radial and conic

    func testRadialGradientFillsAnEllipseAndHoldsTheLastColourOutside() throws {
        let root = rootLayer()
        gradient([white, black], frame: CGRect(x: 0, y: 16, width: 64, height: 32), .radial,
                     from: CGPoint(x: 0.5, y: 0.5), to: CGPoint(x: 1, y: 1), in: root)
        let pixels = try draw(root)
        // Radii 32 and 16 points around (32, 32).
        assertNone(greyMismatches(pixels) { x, y in
            guard y > 16, y < 48 else { return nil }
            let d = hypot((x - 32) / 32, (y - 32) / 16)
            return 1 - min(d, 1)
        }, "white at the centre, black at and beyond the ellipse")
        XCTAssertEqual(pixels[32, 8], .clear, "nothing outside the bounds")
    }

    func testRadialRadiiAreMeasuredFromTheStartPointEitherWay() throws {
        let root = rootLayer()
        gradient([white, black], .radial, from: CGPoint(x: 0.5, y: 0.5), to: CGPoint(x: 0.25, y: 0), in: root)
        let pixels = try draw(root)
        assertNone(greyMismatches(pixels) { x, y in 1 - min(hypot((x - 32) / 16, (y - 32) / 32), 1) },
                   "radii |0.25 − 0.5| × 64 = 16 and |0 − 0.5| × 64 = 32")
    }

    /// The conic reading pinned here: location t at the angle 2πt from the
    /// start→end direction, turning from +x towards +y (clockwise on screen),
    /// with angles measured in the unit space of the bounds.
    private func conicLocation(_ x: Double, _ y: Double, size: CGSize, zeroAngle: Double) -> Double? {
        let u = x / size.width - 0.5, v = y / size.height - 0.5
        guard hypot(u, v) > 0.08 else { return nil }
        var t = (atan2(v, u) - zeroAngle) / (2 * .pi)
        t -= t.rounded(.down)
        // Skip the hard edge where t wraps from 1 to 0.
        return t < 0.01 || t > 0.99 ? nil : t
    }

    func testConicGradientTurnsClockwiseFromTheEndPointDirection() throws {
        let root = rootLayer()
        gradient([black, white], .conic, from: CGPoint(x: 0.5, y: 0.5), to: CGPoint(x: 0.5, y: 0), in: root)
        let pixels = try draw(root)
        try savePNG(pixels, name: "GradientLayer-conic.png")
        let size = CGSize(width: 64, height: 64)
        assertNone(greyMismatches(pixels) { x, y in conicLocation(x, y, size: size, zeroAngle: -.pi / 2) },
                   "t from straight up, clockwise")
        XCTAssertTrue(pixels[60, 32].isClose(to: RGBA(64, 64, 64, 255), tolerance: 4), "right: a quarter turn \(pixels[60, 32])")
        XCTAssertTrue(pixels[32, 60].isClose(to: RGBA(128, 128, 128, 255), tolerance: 4), "bottom: half a turn \(pixels[32, 60])")
        XCTAssertTrue(pixels[3, 32].isClose(to: RGBA(191, 191, 191, 255), tolerance: 4), "left: three quarters \(pixels[3, 32])")
    }

    func testConicAnglesStretchWithTheBounds() throws {
        let root = rootLayer()
        gradient([black, white], frame: CGRect(x: 0, y: 0, width: 64, height: 32), .conic,
                     from: CGPoint(x: 0.5, y: 0.5), to: CGPoint(x: 1, y: 0.5), in: root)
        let pixels = try draw(root)
        let size = CGSize(width: 64, height: 32)
        assertNone(greyMismatches(pixels) { x, y in y < 32 ? conicLocation(x, y, size: size, zeroAngle: 0) : nil },
                   "angles of the unit square")
        // The unit diagonal towards the bottom-right corner is an eighth of a turn.
        XCTAssertTrue(pixels[62, 30].isClose(to: RGBA(31, 31, 31, 255), tolerance: 4), "\(pixels[62, 30])")
    }

    func testThreeTypesMatchTheReference() throws {
        let root = rootLayer(width: 192, height: 64)
        let colors = [CGColor.testRed, CGColor(red: 1, green: 0.8, blue: 0, alpha: 1), .testGreen, .testBlue]
        let centre = CGPoint(x: 0.5, y: 0.5)
        let kinds: [(CAGradientLayerType, CGPoint, CGPoint)] = [
            (.axial, .zero, CGPoint(x: 1, y: 1)), (.radial, centre, CGPoint(x: 1, y: 1)), (.conic, centre, CGPoint(x: 0.5, y: 0)),
        ]
        for (index, (type, start, end)) in kinds.enumerated() {
            let frame = CGRect(x: CGFloat(index) * 64 + 4, y: 4, width: 56, height: 56)
            gradient(colors, frame: frame, type, from: start, to: end, in: root).cornerRadius = 8
        }
        let pixels = try draw(root, width: 192, height: 64)
        try assertMatchesReference(pixels, named: "GradientTypes")
    }

    // MARK: Shape, colours and bad input

    func testRoundedCornersClipTheGradient() throws {
        let root = rootLayer()
        let layer = gradient([black, white], in: root)
        layer.cornerRadius = 16
        let pixels = try draw(root)
        XCTAssertEqual(pixels[1, 1], .clear, "outside the top-left corner's arc")
        XCTAssertEqual(pixels[62, 62], .clear, "outside the bottom-right corner's arc")
        XCTAssertTrue(pixels[32, 1].isClose(to: RGBA(6, 6, 6, 255), tolerance: 2), "\(pixels[32, 1])")
        XCTAssertTrue(pixels[1, 32].isClose(to: RGBA(130, 130, 130, 255), tolerance: 2), "\(pixels[1, 32])")
    }

    func testTheGradientIsDrawnOverTheBackgroundColour() throws {
        let root = rootLayer()
        let layer = gradient([CGColor(red: 1, green: 0, blue: 0, alpha: 0), .testRed], in: root)
        layer.backgroundColor = .testBlue
        let pixels = try draw(root)
        XCTAssertTrue(pixels[32, 0].isClose(to: .blue, tolerance: 3), "transparent top shows the background \(pixels[32, 0])")
        XCTAssertTrue(pixels[32, 63].isClose(to: .red, tolerance: 3), "\(pixels[32, 63])")
    }

    func testTransparentStopsMixUnpremultipliedAsApplesDo() throws {
        let root = rootLayer()
        // Left: transparent red to red. Right: clear (transparent black) to white.
        gradient([CGColor(red: 1, green: 0, blue: 0, alpha: 0), .testRed],
                     frame: CGRect(x: 0, y: 0, width: 32, height: 64), in: root)
        gradient([.clear, white], frame: CGRect(x: 32, y: 0, width: 32, height: 64), in: root)
        let pixels = try draw(root)
        // Half way: straight (1, 0, 0, ½) → premultiplied (128, 0, 0, 128): red all the way, never dark.
        XCTAssertTrue(pixels[16, 32].isClose(to: RGBA(129, 0, 0, 129), tolerance: 3), "\(pixels[16, 32])")
        // Clear is transparent black: straight (½, ½, ½, ½) → (64, 64, 64, 128), the grey Apple's layers show.
        XCTAssertTrue(pixels[48, 32].isClose(to: RGBA(65, 65, 65, 129), tolerance: 3), "\(pixels[48, 32])")
    }

    func testOneColourFillsTheLayer() throws {
        let root = rootLayer()
        gradient([.testGreen], frame: CGRect(x: 8, y: 8, width: 48, height: 48), in: root)
        let pixels = try draw(root)
        let off = mismatches(pixels) { x, y in inRect(x, y, 8, 8, 56, 56) ? .green : .clear }
        XCTAssertEqual(off, [], "\(off.count) pixels off: \(off.prefix(6))")
    }

    func testNilAndEmptyColoursDrawNothing() throws {
        let root = rootLayer()
        gradient(nil, frame: CGRect(x: 0, y: 0, width: 32, height: 64), in: root)
        gradient([], frame: CGRect(x: 32, y: 0, width: 32, height: 64), in: root)
        let pixels = try draw(root)
        XCTAssertEqual(mismatches(pixels) { _, _ in .clear }, [])
    }

    func testFewerLocationsThanColoursPutTheRestAtTheEnd() throws {
        let root = rootLayer()
        let layer = gradient([black, white, .testRed], in: root)
        layer.locations = [0, 0.25]
        let (pixels, reports) = try Diagnostics.capture { try draw(root) }
        XCTAssertEqual(reports.count, 1, "\(reports)")
        // Stops: black at 0, white at 0.25, red at 1.
        XCTAssertTrue(pixels[32, 40].isClose(to: RGBA(255, 125, 125, 255), tolerance: 3), "\(pixels[32, 40])")
        XCTAssertTrue(pixels[32, 16].isClose(to: RGBA(255, 255, 255, 255), tolerance: 6), "\(pixels[32, 16])")
    }

    func testRejectedValuesLeaveTheDrawingAsItWas() throws {
        let root = rootLayer()
        let layer = gradient([black, white], in: root)
        _ = Diagnostics.capture {
            layer.startPoint = CGPoint(x: CGFloat.nan, y: 0)
            layer.endPoint = CGPoint(x: 0.5, y: CGFloat.infinity)
            layer.locations = [0, NSNumber(value: Double.nan)]
            layer.colors = [black, "white"]
        }
        let pixels = try draw(root)
        assertNone(greyMismatches(pixels) { _, y in y / 64 }, "the default black-to-white gradient")
    }

    // MARK: Animation

    private func basic(_ keyPath: String, from: Any?, to: Any?) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = 1
        return animation
    }

    func testAnimatedColoursAreDrawnAtTheFrameTime() throws {
        let root = rootLayer()
        let layer = gradient([black, white], in: root)
        CATransaction.flush()
        layer.add(basic("colors", from: [black, white], to: [white, black]), forKey: "colors")
        let frame = try frameRenderer()
        for (time, top) in [(0.0, 0.0), (0.25, 0.25), (0.5, 0.5), (0.75, 0.75)] {
            clock.now = 100 + time
            let pixels = try draw(root, with: frame)
            assertNone(greyMismatches(pixels) { _, y in
                let t = y / 64
                return top + (1 - 2 * top) * t
            }, "at \(time) s the top is \(top) and the bottom \(1 - top)")
        }
        clock.now = 101.5
        let ended = try draw(root, with: frame)
        assertNone(greyMismatches(ended) { _, y in y / 64 }, "the model gradient after the end")
    }

    func testAnimatedLocationsAreDrawnAtTheFrameTime() throws {
        let root = rootLayer()
        let layer = gradient([black, white], in: root)
        CATransaction.flush()
        layer.add(basic("locations", from: [0, 0.5], to: [0.5, 1]), forKey: "slide")
        let frame = try frameRenderer()
        for time in [0.0, 0.5, 0.9] {
            clock.now = 100 + time
            let pixels = try draw(root, with: frame)
            let low = time / 2, high = low + 0.5
            assertNone(greyMismatches(pixels) { _, y in min(max((y / 64 - low) / (high - low), 0), 1) },
                       "at \(time) s the stops are at \(low) and \(high)")
        }
    }

    func testAnimatedEndPointTurnsTheGradient() throws {
        let root = rootLayer()
        let layer = gradient([black, white], from: CGPoint(x: 0, y: 0), to: CGPoint(x: 0, y: 1), in: root)
        CATransaction.flush()
        layer.add(basic("endPoint", from: CGPoint(x: 0, y: 1), to: CGPoint(x: 1, y: 0)), forKey: "turn")
        CATransaction.flush()
        clock.now = 100.5
        let pixels = try draw(root)
        // Half way the end point is (0.5, 0.5): t = (x + y) / 64 along the diagonal.
        assertNone(greyMismatches(pixels) { x, y in min((x + y) / 64, 1) }, "half way round")
    }
}
