import CoreAnimationValues
import CoreGraphics
import Foundation
@testable import GLESRenderer
@testable import QuartzCoreBase
@testable import RenderServer
import XCTest

/// `CAReplicatorLayer` end to end: copies of the sublayers made by the
/// render server, each moved by the instance transform about the
/// replicator's centre, tinted by the instance colour and its offsets, and
/// running its animations later by the instance delay.
final class ReplicatorLayerPixelTests: LayerTreePixelTestCase {
    /// A 64 × 64 replicator filling the root, with an 8 × 8 square at `frame` as its only sublayer.
    private func replicator(square frame: CGRect = CGRect(x: 0, y: 0, width: 8, height: 8),
                            color: CGColor = .testRed, in root: CALayer) -> (CAReplicatorLayer, CALayer) {
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        let square = layer(frame, color, in: replicator)
        root.addSublayer(replicator)
        return (replicator, square)
    }

    private func centre(of x: Int, _ y: Int, _ pixels: Pixels) -> RGBA { pixels[x, y] }

    func testCopiesAreSpacedByTheInstanceTransform() throws {
        let root = rootLayer()
        let (replicator, _) = replicator(in: root)
        replicator.instanceCount = 4
        replicator.instanceTransform = CATransform3DMakeTranslation(16, 0, 0)
        let pixels = try draw(root)
        let off = mismatches(pixels) { x, y in
            guard y < 8 else { return .clear }
            return x % 16 < 8 ? .red : .clear
        }
        XCTAssertEqual(off, [], "\(off.count) pixels off: \(off.prefix(6))")
    }

    func testOneInstanceDrawsTheSublayersOnceAndZeroDrawsNone() throws {
        let root = rootLayer()
        let (replicator, _) = replicator(in: root)
        replicator.instanceTransform = CATransform3DMakeTranslation(16, 0, 0)
        XCTAssertEqual(try draw(root).drawnCount, 64, "the default count, 1, draws the sublayer alone")
        replicator.instanceCount = 0
        XCTAssertEqual(try draw(root).drawnCount, 0)
    }

    func testTheInstanceTransformTurnsAboutTheReplicatorsCentre() throws {
        let root = rootLayer()
        // A dot at the middle of the top edge; four copies a quarter turn apart.
        let (replicator, _) = replicator(square: CGRect(x: 28, y: 0, width: 8, height: 8), in: root)
        replicator.instanceCount = 4
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let pixels = try draw(root)
        for (x, y) in [(32, 4), (60, 32), (32, 60), (4, 32)] {
            XCTAssertEqual(pixels[x, y], .red, "a copy centred at (\(x), \(y))")
        }
        XCTAssertEqual(pixels[32, 32], .clear)
        XCTAssertEqual(pixels.drawnCount, 4 * 64)
    }

    func testColourOffsetsStepFromTheInstanceColour() throws {
        let root = rootLayer()
        let (replicator, _) = replicator(color: .testWhite, in: root)
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(16, 0, 0)
        replicator.instanceBlueOffset = -0.5
        replicator.instanceGreenOffset = -0.5
        let pixels = try draw(root)
        XCTAssertTrue(pixels[4, 4].isClose(to: .white), "\(pixels[4, 4])")
        XCTAssertTrue(pixels[20, 4].isClose(to: RGBA(255, 128, 128, 255)), "\(pixels[20, 4])")
        XCTAssertTrue(pixels[36, 4].isClose(to: .red), "\(pixels[36, 4])")
    }

    func testOffsetsAreClampedAndTheAlphaOffsetFades() throws {
        let root = rootLayer()
        let (replicator, _) = replicator(in: root)
        replicator.instanceCount = 4
        replicator.instanceTransform = CATransform3DMakeTranslation(16, 0, 0)
        replicator.instanceRedOffset = 0.7  // 1.7, 2.4… clamp to 1
        replicator.instanceAlphaOffset = -0.5  // 1, 0.5, 0, −0.5 → 0
        let pixels = try draw(root)
        XCTAssertEqual(pixels[4, 4], .red)
        XCTAssertTrue(pixels[20, 4].isClose(to: RGBA(128, 0, 0, 128)), "\(pixels[20, 4])")
        XCTAssertEqual(pixels[36, 4], .clear)
        XCTAssertEqual(pixels[52, 4], .clear, "a negative alpha is clamped to 0")
    }

    func testInstanceColourTintsContentsOnBothPrograms() throws {
        let root = rootLayer()
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        replicator.instanceColor = CGColor(red: 0, green: 1, blue: 0.5, alpha: 1)
        root.addSublayer(replicator)
        let white = image(rows: [[.white, .white], [.white, .white]])
        let sprite = layer(CGRect(x: 0, y: 0, width: 16, height: 16), nil, in: replicator)
        sprite.contents = white
        // Rounded corners take the layer program.
        let rounded = layer(CGRect(x: 32, y: 0, width: 16, height: 16), nil, in: replicator)
        rounded.contents = white
        rounded.cornerRadius = 2
        let pixels = try draw(root)
        XCTAssertTrue(pixels[8, 8].isClose(to: RGBA(0, 255, 128, 255)), "sprite program: \(pixels[8, 8])")
        XCTAssertTrue(pixels[40, 8].isClose(to: RGBA(0, 255, 128, 255)), "layer program: \(pixels[40, 8])")
    }

    func testEachCopysAnimationsRunTheInstanceDelayBehind() throws {
        let root = rootLayer()
        let (replicator, square) = replicator(in: root)
        replicator.instanceCount = 2
        replicator.instanceTransform = CATransform3DMakeTranslation(0, 16, 0)
        replicator.instanceDelay = 0.5
        let start = CACurrentMediaTime() + 100
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 4
        move.toValue = 44
        move.duration = 1
        move.beginTime = start
        move.fillMode = .both
        square.add(move, forKey: "move")
        let pixels = try draw(root, with: try frameRenderer(), at: start + 0.75)
        // Copy 0 at 0.75 of the way (x = 34, left edge 30); copy 1 at 0.25 (x = 14, left edge 10).
        XCTAssertEqual((0..<64).filter { pixels[$0, 4] == .red }.first, 30)
        XCTAssertEqual((0..<64).filter { pixels[$0, 20] == .red }.first, 10)
    }

    func testNestedReplicatorsMakeAGridWithTintsMultiplied() throws {
        let root = rootLayer()
        let outer = CAReplicatorLayer()
        outer.frame = root.bounds
        outer.instanceCount = 2
        outer.instanceTransform = CATransform3DMakeTranslation(0, 16, 0)
        outer.instanceRedOffset = -1
        root.addSublayer(outer)
        let inner = CAReplicatorLayer()
        inner.frame = root.bounds
        inner.instanceCount = 2
        inner.instanceTransform = CATransform3DMakeTranslation(16, 0, 0)
        inner.instanceGreenOffset = -1
        outer.addSublayer(inner)
        layer(CGRect(x: 0, y: 0, width: 8, height: 8), .testWhite, in: inner)
        let pixels = try draw(root)
        XCTAssertEqual(pixels[4, 4], .white)
        XCTAssertEqual(pixels[20, 4], RGBA(255, 0, 255, 255))
        XCTAssertEqual(pixels[4, 20], RGBA(0, 255, 255, 255))
        XCTAssertEqual(pixels[20, 20], .blue)
        XCTAssertEqual(pixels.drawnCount, 4 * 64)
    }

    func testTheReplicatorsOwnBackgroundIsDrawnOnceUnderTheCopies() throws {
        let root = rootLayer()
        let (replicator, _) = replicator(in: root)
        replicator.backgroundColor = .testBlue
        replicator.instanceCount = 2
        replicator.instanceTransform = CATransform3DMakeTranslation(16, 0, 0)
        replicator.instanceColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        let pixels = try draw(root)
        XCTAssertEqual(pixels[40, 40], .blue, "the background is not tinted")
        XCTAssertEqual(pixels[4, 4], .clear.with(r: 0, g: 0, b: 0, a: 255), "red × green is black")
        XCTAssertEqual(pixels[20, 4], RGBA(0, 0, 0, 255))
    }

    func testReferenceFan() throws {
        let root = rootLayer()
        root.backgroundColor = CGColor(red: 0.1, green: 0.1, blue: 0.15, alpha: 1)
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        replicator.instanceCount = 12
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        replicator.instanceColor = CGColor(red: 1, green: 0.9, blue: 0.2, alpha: 1)
        replicator.instanceGreenOffset = -0.07
        replicator.instanceAlphaOffset = -0.06
        root.addSublayer(replicator)
        let bar = layer(CGRect(x: 30, y: 4, width: 4, height: 16), .testWhite, in: replicator)
        bar.cornerRadius = 2
        try assertMatchesReference(try draw(root), named: "ReplicatorFan")
    }
}

private extension RGBA {
    func with(r: UInt8, g: UInt8, b: UInt8, a: UInt8) -> RGBA { RGBA(r, g, b, a) }
}

/// A replicator copy's tint colours everything the copy draws, its border included.
final class ReplicatorBorderPixelTests: LayerTreePixelTestCase {
    func testACopysTintColoursItsBorder() throws {
        let root = rootLayer()
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        root.addSublayer(replicator)
        let framed = layer(CGRect(x: 8, y: 8, width: 24, height: 24), nil, in: replicator)
        framed.borderWidth = 4
        framed.borderColor = .testWhite
        replicator.instanceColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        let pixels = try draw(root)
        XCTAssertEqual(pixels[9, 20], .green, "white × green")
    }
}
