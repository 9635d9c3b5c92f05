import CoreAnimationValues
import CoreGraphics
import Foundation
@testable import GLESRenderer
@testable import QuartzCoreBase
import XCTest

/// Group opacity, end to end: a layer with opacity below 1 over sublayers is
/// composited as one image (with `allowsGroupOpacity`), so overlapping
/// sublayers do not show through each other. Over a transparent target the
/// alpha channel tells the two apart: 50% for a group, 75% where two 50%
/// layers overlap. Tolerance ±1 for 8-bit rounding.
final class GroupOpacityPixelTests: LayerTreePixelTestCase {
    private let halfRed = RGBA(128, 0, 0, 128)
    private let halfBlue = RGBA(0, 0, 128, 128)

    /// A parent at (8, 8, 48, 48) with opacity 0.5 holding a red square and
    /// a blue one that overlap at root (24, 24)–(40, 40).
    @discardableResult
    private func overlappingPair(in root: CALayer) -> CALayer {
        let parent = layer(CGRect(x: 8, y: 8, width: 48, height: 48), nil, in: root)
        parent.opacity = 0.5
        layer(CGRect(x: 0, y: 0, width: 32, height: 32), .testRed, in: parent)
        layer(CGRect(x: 16, y: 16, width: 32, height: 32), .testBlue, in: parent)
        return parent
    }

    func testOverlappingOpaqueSublayersGiveUniformHalfColour() throws {
        let root = rootLayer()
        overlappingPair(in: root)
        let pixels = try draw(root)
        XCTAssertTrue(pixels[30, 30].isClose(to: halfBlue), "overlap: the top layer at 50%, not 75%: \(pixels[30, 30])")
        let off = mismatches(pixels, tolerance: 1) { x, y in
            if inRect(x, y, 24, 24, 56, 56) { return self.halfBlue }
            if inRect(x, y, 8, 8, 40, 40) { return self.halfRed }
            return .clear
        }
        XCTAssertEqual(off, [], "\(off.count) pixels off: \(off.prefix(6))")
        XCTAssertEqual(lastFrame?.lastReport.compositing.offscreenGroups, 1)
    }

    func testWithoutGroupOpacityTheOverlapBlendsTwice() throws {
        let root = rootLayer()
        overlappingPair(in: root).allowsGroupOpacity = false
        let pixels = try draw(root)
        // 0.5 blue over 0.5 red: (0.25, 0, 0.5, 0.75).
        XCTAssertTrue(pixels[30, 30].isClose(to: RGBA(64, 0, 128, 191)), "\(pixels[30, 30])")
        XCTAssertTrue(pixels[12, 12].isClose(to: halfRed), "\(pixels[12, 12])")
        XCTAssertEqual(lastFrame?.lastReport.compositing.offscreenGroups, 0)
    }

    func testLayerWithoutSublayersKeepsPerLayerOpacity() throws {
        let root = rootLayer()
        let single = layer(CGRect(x: 8, y: 8, width: 16, height: 16), .testRed, in: root)
        single.opacity = 0.5
        let pixels = try draw(root)
        XCTAssertTrue(pixels[12, 12].isClose(to: halfRed), "\(pixels[12, 12])")
        XCTAssertEqual(lastFrame?.lastReport.compositing.offscreenGroups, 0, "nothing offscreen when nothing can overlap")
    }

    func testGroupKeepsSublayersOutsideItsBounds() throws {
        let root = rootLayer()
        // A container with empty bounds: everything it shows lies outside them.
        let container = layer(CGRect(x: 32, y: 32, width: 0, height: 0), nil, in: root)
        container.opacity = 0.5
        layer(CGRect(x: -24, y: -24, width: 32, height: 32), .testRed, in: container)
        layer(CGRect(x: -8, y: -8, width: 32, height: 32), .testBlue, in: container)
        let pixels = try draw(root)
        let off = mismatches(pixels, tolerance: 1) { x, y in
            if inRect(x, y, 24, 24, 56, 56) { return self.halfBlue }
            if inRect(x, y, 8, 8, 40, 40) { return self.halfRed }
            return .clear
        }
        XCTAssertEqual(off, [], "\(off.count) pixels off: \(off.prefix(6))")
    }

    func testNestedGroupsMultiplyOnce() throws {
        let root = rootLayer()
        let outer = layer(CGRect(x: 0, y: 0, width: 64, height: 64), nil, in: root)
        outer.opacity = 0.5
        let inner = layer(CGRect(x: 8, y: 8, width: 48, height: 48), .testWhite, in: outer)
        inner.opacity = 0.5
        layer(CGRect(x: 8, y: 8, width: 16, height: 16), .testRed, in: inner)
        let pixels = try draw(root)
        // Inner group: red over white → red at 0.5; outer: × 0.5 → 25% red.
        XCTAssertTrue(pixels[20, 20].isClose(to: RGBA(64, 0, 0, 64), tolerance: 1), "\(pixels[20, 20])")
        // White alone: 25% white.
        XCTAssertTrue(pixels[40, 40].isClose(to: RGBA(64, 64, 64, 64), tolerance: 1), "\(pixels[40, 40])")
        XCTAssertEqual(lastFrame?.lastReport.compositing.offscreenGroups, 2)
    }

    func testRotatedGroupMatchesItsDirectlyDrawnTwin() throws {
        // One opaque child under a rotated 0.5 group: the group image must
        // land exactly where per-layer opacity would have drawn it.
        func scene(groups: Bool) throws -> Pixels {
            let root = rootLayer()
            let parent = CALayer()
            parent.bounds = CGRect(x: 0, y: 0, width: 30, height: 30)
            parent.position = CGPoint(x: 32, y: 32)
            parent.transform = CATransform3DMakeRotation(0.4, 0, 0, 1)
            parent.opacity = 0.5
            parent.allowsGroupOpacity = groups
            root.addSublayer(parent)
            layer(CGRect(x: 5, y: 5, width: 20, height: 20), .testGreen, in: parent).cornerRadius = 4
            return try draw(root)
        }
        let grouped = try scene(groups: true)
        let direct = try scene(groups: false)
        let off = mismatches(grouped, tolerance: 1) { x, y in direct[x, y] }
        XCTAssertEqual(off, [], "\(off.count) pixels off: \(off.prefix(6))")
    }

    func testGroupWhoseLayersCannotOverlapIsDrawnDirectlyWithTheSamePixels() throws {
        // Side by side, a pixel apart (more than the one-pixel slack each way):
        // the group's image and the direct drawing agree; no image is made.
        let root = rootLayer()
        let parent = layer(CGRect(x: 8, y: 8, width: 48, height: 16), nil, in: root)
        parent.opacity = 0.5
        layer(CGRect(x: 0, y: 0, width: 16, height: 16), .testRed, in: parent)
        layer(CGRect(x: 20, y: 0, width: 16, height: 16), .testBlue, in: parent)
        let pixels = try draw(root)
        let off = mismatches(pixels, tolerance: 1) { x, y in
            if inRect(x, y, 8, 8, 24, 24) { return self.halfRed }
            if inRect(x, y, 28, 8, 44, 24) { return self.halfBlue }
            return .clear
        }
        XCTAssertEqual(off, [], "\(off.count) pixels off: \(off.prefix(6))")
        XCTAssertEqual(lastFrame?.lastReport.compositing.offscreenGroups, 0)
        XCTAssertEqual(lastFrame?.lastReport.compositing.directGroups, 1)

        // Moved to touch, the pair takes the image again.
        withoutActions { parent.sublayers![1].frame.origin.x = 17 }
        _ = try draw(root)
        XCTAssertEqual(lastFrame?.lastReport.compositing.offscreenGroups, 1)
        XCTAssertEqual(lastFrame?.lastReport.compositing.directGroups, 0)
    }

    private func withoutActions(_ change: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        change()
        CATransaction.commit()
    }
}
