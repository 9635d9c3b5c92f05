import CoreAnimationValues
import CoreGraphics
import Foundation
@testable import GLESRenderer
@testable import QuartzCoreBase
@testable import RenderServer
import XCTest

/// `CAEmitterLayer` end to end: particles simulated by the render server
/// from the layer's values alone, deterministically (the same seed and time
/// give the same pixels, whatever frames came before), drawn as textured
/// quads tinted by their colour, in the order or blending the render mode says.
final class EmitterLayerPixelTests: LayerTreePixelTestCase {
    /// A 4 × 4 white image.
    private lazy var dot = image(rows: Array(repeating: Array(repeating: RGBA.white, count: 4), count: 4))

    /// An emitter filling the root, starting at `start`, with one cell.
    private func emitter(_ start: Double, in root: CALayer, cell configure: (CAEmitterCell) -> Void) -> CAEmitterLayer {
        let emitter = CAEmitterLayer()
        emitter.frame = root.bounds
        emitter.beginTime = start
        let cell = CAEmitterCell()
        cell.name = "dot"
        cell.contents = dot
        cell.birthRate = 1
        cell.lifetime = 10
        configure(cell)
        emitter.emitterCells = [cell]
        root.addSublayer(emitter)
        return emitter
    }

    /// The columns of row `y` with red, green or blue ink.
    private func inkColumns(_ pixels: Pixels, row y: Int) -> [Int] {
        (0..<pixels.width).filter { pixels[$0, y].a > 0 }
    }

    func testParticlesLeaveThePointAtTheirVelocityOnePerSecond() throws {
        let root = rootLayer()
        let start = CACurrentMediaTime() + 100
        let layer = emitter(start, in: root) { $0.velocity = 20 }
        layer.emitterPosition = CGPoint(x: 8, y: 32)
        let frame = try frameRenderer()
        // Born at 0 s: at 1 s it is 20 points on (centre x 28: pixels 26…29).
        XCTAssertEqual(inkColumns(try draw(root, with: frame, at: start + 1), row: 32), Array(26...29))
        // At 2.5 s: the first at x 58, the second (born at 1 s) at 38, the third (at 2 s) at 18.
        let later = try draw(root, with: frame, at: start + 2.5)
        XCTAssertEqual(inkColumns(later, row: 32), Array(16...19) + Array(36...39) + Array(56...59))
        XCTAssertEqual(later.drawnCount, 3 * 16)
        XCTAssertNil((0..<64).first { later[$0, 29].a > 0 }, "nothing strays from the row")
    }

    /// A line emitter measures longitude from its normal (−y, up): π sends
    /// particles down, as iOS confetti code along the top of a view relies
    /// on; a point emitter's π/2 is down, from +x.
    func testLineEmittersMeasureLongitudeFromTheirNormal() throws {
        func inkRows(shape: CAEmitterLayerEmitterShape, longitude: CGFloat) throws -> [Int] {
            let root = rootLayer()
            let start = CACurrentMediaTime() + 100
            let layer = emitter(start, in: root) {
                $0.velocity = 20
                $0.emissionLongitude = longitude
            }
            layer.emitterShape = shape
            layer.emitterPosition = CGPoint(x: 32, y: 30)
            layer.emitterSize = CGSize(width: 0, height: 0)
            let pixels = try draw(root, with: try frameRenderer(), at: start + 1)
            return (0..<pixels.height).filter { y in (0..<pixels.width).contains { pixels[$0, y].a > 0 } }
        }
        XCTAssertEqual(try inkRows(shape: .line, longitude: .pi), Array(48...51), "line, π: 20 points down")
        XCTAssertEqual(try inkRows(shape: .line, longitude: 0), Array(8...11), "line, 0: 20 points up")
        XCTAssertEqual(try inkRows(shape: .point, longitude: .pi / 2), Array(48...51), "point, π/2: down")
        XCTAssertEqual(try inkRows(shape: .point, longitude: .pi), Array(28...31), "point, π: left, same row")
    }

    func testNothingIsEmittedBeforeTheEmittersBeginTime() throws {
        let root = rootLayer()
        let start = CACurrentMediaTime() + 100
        let layer = emitter(start, in: root) { $0.velocity = 20 }
        layer.emitterPosition = CGPoint(x: 8, y: 32)
        XCTAssertEqual(try draw(root, with: try frameRenderer(), at: start - 0.5).drawnCount, 0)
    }

    func testColourAndAlphaSpeedTintTheImage() throws {
        let root = rootLayer()
        let start = CACurrentMediaTime() + 100
        let layer = emitter(start, in: root) { cell in
            cell.color = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
            cell.alphaSpeed = -0.5
        }
        layer.emitterPosition = CGPoint(x: 32, y: 32)
        layer.birthRate = 0.5  // one particle in the first two seconds
        let pixels = try draw(root, with: try frameRenderer(), at: start + 1)
        XCTAssertTrue(pixels[32, 32].isClose(to: RGBA(0, 128, 0, 128)), "\(pixels[32, 32])")
    }

    func testTintSurvivesTheLayerProgramUnderAClip() throws {
        let root = rootLayer()
        let start = CACurrentMediaTime() + 100
        let layer = emitter(start, in: root) { $0.color = CGColor(red: 0, green: 0, blue: 1, alpha: 1) }
        layer.emitterPosition = CGPoint(x: 32, y: 32)
        layer.masksToBounds = true
        layer.cornerRadius = 8
        let pixels = try draw(root, with: try frameRenderer(), at: start + 0.5)
        XCTAssertEqual(pixels[32, 32], .blue)
    }

    /// Two cells at one point: red born at 0, 1, 2 s; blue at 0.5, 1.5 s (a later beginTime).
    private func overlapping(_ mode: CAEmitterLayerRenderMode, at offset: Double) throws -> RGBA {
        let root = rootLayer()
        let start = CACurrentMediaTime() + 100
        let layer = emitter(start, in: root) { $0.color = CGColor(red: 1, green: 0, blue: 0, alpha: 1) }
        let blue = CAEmitterCell()
        blue.contents = dot
        blue.birthRate = 1
        blue.lifetime = 10
        blue.beginTime = 0.5
        blue.color = CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        layer.emitterCells = (layer.emitterCells ?? []) + [blue]
        layer.emitterPosition = CGPoint(x: 32, y: 32)
        layer.renderMode = mode
        return try draw(root, with: try frameRenderer(), at: start + offset)[32, 32]
    }

    func testRenderModesOrderTheParticles() throws {
        // At 0.75 s: red (born at 0) and blue (born at 0.5, half transparent).
        XCTAssertTrue(try overlapping(.oldestFirst, at: 0.75).isClose(to: RGBA(128, 0, 128, 255)), "the newest, blue, on top")
        XCTAssertTrue(try overlapping(.unordered, at: 0.75).isClose(to: RGBA(128, 0, 128, 255)), "birth order")
        XCTAssertEqual(try overlapping(.oldestLast, at: 0.75), .red, "the oldest, red, on top")
    }

    func testAdditiveRenderModeAddsColours() throws {
        // Red plus half-transparent blue, added: (1, 0, 0.5) with alpha clamped to 1.
        let added = try overlapping(.additive, at: 0.75)
        XCTAssertTrue(added.isClose(to: RGBA(255, 0, 128, 255)), "\(added)")
    }

    func testACellWithoutContentsDrawsNothingButItsSubcellsDraw() throws {
        let root = rootLayer()
        let start = CACurrentMediaTime() + 100
        let layer = emitter(start, in: root) { cell in
            cell.contents = nil
            cell.velocity = 20
            let spark = CAEmitterCell()
            spark.contents = dot
            spark.birthRate = 1
            spark.lifetime = 0.25
            spark.beginTime = 1  // one spark, when its rocket is 1 s old
            spark.duration = 0.5
            spark.color = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
            cell.emitterCells = [spark]
        }
        layer.emitterPosition = CGPoint(x: 8, y: 32)
        let frame = try frameRenderer()
        XCTAssertEqual(try draw(root, with: frame, at: start + 0.9).drawnCount, 0, "the rockets have no image")
        // The spark is born where the first rocket is at 1 s (x 28) and stays there.
        let pixels = try draw(root, with: frame, at: start + 1.1)
        XCTAssertEqual(inkColumns(pixels, row: 32), Array(26...29))
        XCTAssertEqual(pixels[27, 32], RGBA(255, 255, 0, 255))
        XCTAssertEqual(try draw(root, with: frame, at: start + 1.3).drawnCount, 0, "the spark lived 0.25 s")
    }

    func testAnAnimatedCellBirthRateByKeyPathEmits() throws {
        let root = rootLayer()
        let start = CACurrentMediaTime() + 100
        let layer = emitter(start, in: root) { cell in
            cell.birthRate = 0
            cell.velocity = 20
        }
        layer.emitterPosition = CGPoint(x: 8, y: 32)
        let frame = try frameRenderer()
        XCTAssertEqual(try draw(root, with: frame, at: start + 1.5).drawnCount, 0)
        let on = CABasicAnimation(keyPath: "emitterCells.dot.birthRate")
        on.fromValue = 2
        on.toValue = 2
        on.beginTime = 2  // in the emitter's time space, which starts at `start`
        on.duration = 1
        layer.add(on, forKey: "on")
        // Births at 2, 2.5 s while the animation runs; at 3.2 s they are 1.2 and 0.7 s old.
        let pixels = try draw(root, with: frame, at: start + 3.2)
        XCTAssertEqual(inkColumns(pixels, row: 32), Array(20...23) + Array(30...33))
    }

    func testTheSameTimeGivesTheSamePixelsWhateverFramesCameBefore() throws {
        let root = rootLayer()
        let start = CACurrentMediaTime() + 100
        let layer = snow(start, in: root)
        layer.seed = 7
        let frame = try frameRenderer()
        let direct = try draw(root, with: frame, at: start + 3)
        // Backwards in time (the simulation starts over), then forwards in uneven frames.
        for t in [0.4, 1.0, 1.7, 1.71, 2.33, 2.999] { _ = try draw(root, with: frame, at: start + t) }
        let stepped = try draw(root, with: frame, at: start + 3)
        XCTAssertEqual(mismatches(stepped) { direct[$0, $1] }, [])
        XCTAssertGreaterThan(direct.drawnCount, 200)
        layer.seed = 8
        let reseeded = try draw(root, with: frame, at: start + 3)
        XCTAssertFalse(mismatches(reseeded) { direct[$0, $1] }.isEmpty, "another seed, other particles")
    }

    /// Snow: flakes from a line along the top, drifting down and turning.
    private func snow(_ start: Double, in root: CALayer) -> CAEmitterLayer {
        let layer = emitter(start, in: root) { cell in
            cell.birthRate = 12
            cell.lifetime = 6
            cell.lifetimeRange = 2
            cell.velocity = 14
            cell.velocityRange = 6
            cell.emissionLongitude = .pi  // down: a line emitter measures from its normal (up)
            cell.emissionRange = .pi / 4
            cell.yAcceleration = 2
            cell.spin = 1
            cell.spinRange = 2
            cell.scale = 0.75
            cell.scaleRange = 0.5
            cell.alphaRange = 0.4
            cell.color = CGColor(red: 0.9, green: 0.95, blue: 1, alpha: 0.9)
        }
        layer.emitterShape = .line
        layer.emitterPosition = CGPoint(x: 32, y: -2)
        layer.emitterSize = CGSize(width: 64, height: 0)
        return layer
    }

    func testReferenceSnowAtFixedTimes() throws {
        let root = rootLayer()
        root.backgroundColor = CGColor(red: 0.05, green: 0.08, blue: 0.2, alpha: 1)
        let start = CACurrentMediaTime() + 100
        let layer = snow(start, in: root)
        layer.seed = 42
        let frame = try frameRenderer()
        try assertMatchesReference(try draw(root, with: frame, at: start + 2), named: "EmitterSnow2s")
        try assertMatchesReference(try draw(root, with: frame, at: start + 5), named: "EmitterSnow5s")
    }

    func testEmitterShapesPlaceBirths() throws {
        // A still particle per birth: where they lie shows the shape.
        func births(_ shape: CAEmitterLayerEmitterShape, _ mode: CAEmitterLayerEmitterMode) throws -> Pixels {
            let root = rootLayer()
            let start = CACurrentMediaTime() + 100
            let layer = emitter(start, in: root) { cell in
                cell.birthRate = 400
                cell.contents = self.image(rows: [[.white, .white], [.white, .white]])
            }
            layer.emitterShape = shape
            layer.emitterMode = mode
            layer.emitterPosition = CGPoint(x: 32, y: 32)
            layer.emitterSize = CGSize(width: 20, height: 10)
            return try draw(root, with: try frameRenderer(), at: start + 1)
        }
        // 2 × 2 particles centred on their birth points.
        let line = try births(.line, .volume)
        XCTAssertTrue((0..<64).allSatisfy { y in y == 31 || y == 32 || (0..<64).allSatisfy { line[$0, y].a == 0 } })
        let columns = inkColumns(line, row: 32)
        XCTAssertEqual(columns.count, (columns.last ?? 0) - (columns.first ?? 0) + 1, "no gaps")
        XCTAssertTrue((21...22).contains(columns.first ?? 0) && (41...42).contains(columns.last ?? 0), "\(columns)")
        let corners = try births(.rectangle, .points)
        XCTAssertEqual(corners.drawnCount, 16, "a rectangle's points are its corners")
        for (x, y) in [(21, 26), (42, 26), (21, 37), (42, 37)] {
            XCTAssertGreaterThan(corners[x, y].a, 0, "corner (\(x), \(y))")
        }
        let outline = try births(.rectangle, .outline)
        XCTAssertEqual(outline[32, 32].a, 0, "an outline leaves the middle empty")
        XCTAssertGreaterThan(outline.drawnCount, 40)
        let disc = try births(.circle, .surface)
        let far = (0..<64).flatMap { y in (0..<64).map { (x: $0, y: y) } }
            .filter { disc[$0.x, $0.y].a > 0 && hypot(Double($0.x) + 0.5 - 32, Double($0.y) + 0.5 - 32) > 22.5 }
        XCTAssertEqual(far.count, 0, "a circle's radius is its width")
        XCTAssertGreaterThan(disc.drawnCount, 150)
    }
}
