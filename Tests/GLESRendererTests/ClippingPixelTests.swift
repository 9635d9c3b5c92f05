import CoreAnimationValues
import CoreGraphics
import Foundation
@testable import GLESRenderer
@testable import QuartzCoreBase
import XCTest

/// `masksToBounds` clipping, end to end from CALayers: the innermost clip
/// anti-aliased in the layer program, outer ones (and all of them with
/// `antialiasedClips: false`) hard-edged in the stencil. Axis-aligned clips
/// on whole pixels come out the same both ways and are checked exactly on
/// every pixel; turned and rounded ones against the signed distance.
final class ClippingPixelTests: LayerTreePixelTestCase {
    func testChildOverhangingAClippingParentIsCutAtTheParentsEdge() throws {
        let root = rootLayer()
        root.backgroundColor = .testBlue
        let parent = layer(CGRect(x: 8, y: 8, width: 32, height: 32), .testRed, in: root)
        parent.masksToBounds = true
        layer(CGRect(x: 16, y: 16, width: 40, height: 40), .testGreen, in: parent)
        let pixels = try draw(root)
        let off = mismatches(pixels) { x, y in
            guard inRect(x, y, 8, 8, 40, 40) else { return .blue }
            return inRect(x, y, 24, 24, 40, 40) ? .green : .red
        }
        XCTAssertEqual(off, [], "\(off.count) pixels off: \(off.prefix(6))")
        XCTAssertEqual(pixels[39, 39], .green, "last pixel inside the parent")
        XCTAssertEqual(pixels[40, 39], .blue, "first pixel past the parent's right edge")
    }

    /// A 32-point parent turned 30° about its centre (32, 32), clipping a green child that covers it.
    private func rotatedClipScene() -> CALayer {
        let root = rootLayer()
        let parent = CALayer()
        parent.bounds = CGRect(x: 0, y: 0, width: 32, height: 32)
        parent.position = CGPoint(x: 32, y: 32)
        parent.transform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        parent.masksToBounds = true
        root.addSublayer(parent)
        layer(CGRect(x: -32, y: -32, width: 96, height: 96), .testGreen, in: parent)
        return root
    }

    /// Signed distance (pixels, negative inside) from pixel (x, y)'s centre to
    /// the rotated parent of `rotatedClipScene`.
    private func distanceToRotatedParent(_ x: Int, _ y: Int) -> Double {
        let angle = Double.pi / 6
        let px = Double(x) + 0.5 - 32, py = Double(y) + 0.5 - 32
        let u = abs(px * cos(angle) + py * sin(angle)) - 16, v = abs(-px * sin(angle) + py * cos(angle)) - 16
        return (max(u, 0) * max(u, 0) + max(v, 0) * max(v, 0)).squareRoot() + min(max(u, v), 0)
    }

    func testClipFollowsARotatedParent() throws {
        let pixels = try draw(rotatedClipScene())
        // Along the right edge's normal (cos 30°, sin 30°) from the centre:
        // 14.6 units in (inside) and 18.2 units out (outside the 16-unit half width).
        XCTAssertEqual(pixels[44, 39], .green, "just inside the rotated right edge")
        XCTAssertEqual(pixels[47, 41], .clear, "just outside the rotated right edge")
        XCTAssertLessThan(distanceToRotatedParent(44, 39), -1)
        XCTAssertGreaterThan(distanceToRotatedParent(47, 41), 1)
        // Anti-aliased edge: coverage 0.5 − distance (in pixels), clamped, as
        // the layers' own edges; ±3 of 255 for float error. Exact beyond ±0.5 px.
        let off = mismatches(pixels, tolerance: 3) { x, y in
            let coverage = min(max(0.5 - self.distanceToRotatedParent(x, y), 0), 1)
            let value = UInt8((coverage * 255).rounded())
            return RGBA(0, value, 0, value)
        }
        XCTAssertEqual(off, [], "\(off.count) pixels off: \(off.prefix(6))")
    }

    func testStencilClipFollowsARotatedParentWithAHardEdge() throws {
        let pixels = try draw(rotatedClipScene(), antialiasedClips: false)
        XCTAssertEqual(pixels[44, 39], .green)
        XCTAssertEqual(pixels[47, 41], .clear)
        // Every pixel whose centre is more than 0.1 px from the edge is all in or all out.
        let off = mismatches(pixels) { x, y in
            let distance = self.distanceToRotatedParent(x, y)
            if abs(distance) < 0.1 { return nil }
            return distance < 0 ? .green : .clear
        }
        XCTAssertEqual(off, [], "\(off.count) pixels off: \(off.prefix(6))")
    }

    /// A 48-point parent at (8, 8) with corner radius 16, clipping a child that fills it.
    private func roundedClipScene() -> CALayer {
        let root = rootLayer()
        let parent = layer(CGRect(x: 8, y: 8, width: 48, height: 48), nil, in: root)
        parent.cornerRadius = 16
        parent.masksToBounds = true
        layer(parent.bounds, .testGreen, in: parent)
        return root
    }

    /// Signed distance (pixels) from pixel (x, y)'s centre to `roundedClipScene`'s parent.
    private func distanceToRoundedParent(_ x: Int, _ y: Int) -> Double {
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        let u = abs(px - 32) - 8, v = abs(py - 32) - 8
        return (max(u, 0) * max(u, 0) + max(v, 0) * max(v, 0)).squareRoot() + min(max(u, v), 0) - 16
    }

    func testRoundedClipLeavesTheCornerClearUnderAFullyCoveringChild() throws {
        let pixels = try draw(roundedClipScene())
        for (x, y) in [(8, 8), (55, 8), (8, 55), (55, 55), (11, 11)] {
            XCTAssertEqual(pixels[x, y], .clear, "corner pixel (\(x), \(y))")
        }
        XCTAssertEqual(pixels[13, 13], .green, "inside the arc: 14.8 from the corner circle's centre (radius 16)")
        XCTAssertEqual(pixels[32, 32], .green)
        XCTAssertEqual(pixels[8, 32], .green, "straight edge")
        let off = mismatches(pixels, tolerance: 3) { x, y in
            let coverage = min(max(0.5 - self.distanceToRoundedParent(x, y), 0), 1)
            let value = UInt8((coverage * 255).rounded())
            return RGBA(0, value, 0, value)
        }
        XCTAssertEqual(off, [], "\(off.count) pixels off: \(off.prefix(6))")
        let partial = (0..<64).filter { pixels[$0, $0].a > 0 && pixels[$0, $0].a < 255 }
        XCTAssertFalse(partial.isEmpty, "the arc is anti-aliased")
    }

    func testStencilRoundedClipHasAHardEdge() throws {
        let pixels = try draw(roundedClipScene(), antialiasedClips: false)
        XCTAssertEqual(pixels[8, 8], .clear)
        XCTAssertEqual(pixels[13, 13], .green)
        let off = mismatches(pixels) { x, y in
            let distance = self.distanceToRoundedParent(x, y)
            if abs(distance) < 0.1 { return nil }
            return distance < 0 ? .green : .clear
        }
        XCTAssertEqual(off, [], "\(off.count) pixels off: \(off.prefix(6))")
    }

    func testNestedClipsIntersectAndLaterLayersAreUnclipped() throws {
        for antialiased in [true, false] {
            try checkNestedClips(antialiased: antialiased)
        }
    }

    private func checkNestedClips(antialiased: Bool) throws {
        let root = rootLayer()
        let outer = layer(CGRect(x: 8, y: 8, width: 32, height: 32), nil, in: root)
        outer.masksToBounds = true
        let inner = layer(CGRect(x: 16, y: 16, width: 32, height: 32), nil, in: outer)
        inner.masksToBounds = true
        layer(CGRect(x: -100, y: -100, width: 300, height: 300), .testGreen, in: inner)
        // After the inner clipper, inside the outer one only: root (0, 32)–(16, 48), seen at x 8..<16, y 32..<40.
        layer(CGRect(x: -8, y: 24, width: 16, height: 16), .testRed, in: outer)
        // After both clippers: not clipped at all.
        layer(CGRect(x: 44, y: 0, width: 20, height: 20), .testBlue, in: root)
        let pixels = try draw(root, antialiasedClips: antialiased)
        let off = mismatches(pixels) { x, y in
            if inRect(x, y, 44, 0, 64, 20) { return .blue }
            if inRect(x, y, 8, 32, 16, 40) { return .red }
            if inRect(x, y, 24, 24, 40, 40) { return .green }
            return .clear
        }
        XCTAssertEqual(off, [], "antialiased \(antialiased): \(off.count) pixels off: \(off.prefix(6))")
    }

    func testSiblingsUnderOneClipperShareOneClip() throws {
        for antialiased in [true, false] {
            try checkSiblingsShareOneClip(antialiased: antialiased)
        }
    }

    private func checkSiblingsShareOneClip(antialiased: Bool) throws {
        let root = rootLayer()
        let clipper = layer(CGRect(x: 8, y: 8, width: 48, height: 48), .testWhite, in: root)
        clipper.masksToBounds = true
        for index in 0..<4 {
            layer(CGRect(x: index * 16 - 8, y: 0, width: 20, height: 20), .testRed, in: clipper)
        }
        layer(CGRect(x: 0, y: 0, width: 4, height: 4), .testBlue, in: root)
        let pixels = try draw(root, antialiasedClips: antialiased)
        let statistics = try XCTUnwrap(lastFrame?.lastReport.compositing)
        XCTAssertEqual(statistics.runs, 3, "root and clipper, the clipped siblings, the last layer")
        if antialiased {
            XCTAssertEqual(statistics.antialiasedClipRuns, 1, "one clipped run for the four siblings")
            XCTAssertEqual(statistics.clipShapeDraws, 0, "a single clip needs no stencil")
        } else {
            XCTAssertEqual(statistics.clipShapeDraws, 1, "one push for the four siblings; the last layer just turns the test off")
        }
        XCTAssertEqual(pixels[8, 8], .red)
        XCTAssertEqual(pixels[7, 8], .clear, "the first sibling overhangs the clipper's left edge")
        XCTAssertEqual(pixels[2, 2], .blue)
    }

    func testClipUnderPerspectiveMatchesTheStencilAwayFromTheEdge() throws {
        func scene() -> CALayer {
            let root = rootLayer()
            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / 80
            root.sublayerTransform = perspective
            let parent = CALayer()
            parent.bounds = CGRect(x: 0, y: 0, width: 36, height: 36)
            parent.position = CGPoint(x: 32, y: 32)
            parent.transform = CATransform3DMakeRotation(0.7, 0.3, 1, 0)
            parent.cornerRadius = 8
            parent.masksToBounds = true
            root.addSublayer(parent)
            layer(CGRect(x: -20, y: -20, width: 76, height: 76), .testGreen, in: parent)
            return root
        }
        let antialiased = try draw(scene())
        let hard = try draw(scene(), antialiasedClips: false)
        var edgePixels = 0
        let off = mismatches(antialiased, tolerance: 3) { x, y in
            let a = antialiased[x, y].a
            if a > 3 && a < 252 {
                edgePixels += 1
                return nil
            }
            return hard[x, y]
        }
        XCTAssertEqual(off, [], "\(off.count) pixels off: \(off.prefix(6))")
        XCTAssertGreaterThan(edgePixels, 40, "the edge is anti-aliased all round")
        XCTAssertEqual(hard[32, 32], .green)
    }

    func testClipAtDisplayScaleTwoCutsOnDevicePixels() throws {
        let root = rootLayer()
        let parent = layer(CGRect(x: 4.5, y: 4.5, width: 16, height: 16), nil, in: root)
        parent.masksToBounds = true
        layer(CGRect(x: -8, y: 8, width: 40, height: 40), .testGreen, in: parent)
        // Points ×2: the parent covers pixels 9..<41; the child's top edge is pixel 25.
        let pixels = try draw(root, size: 64, scale: 2)
        let off = mismatches(pixels) { x, y in inRect(x, y, 9, 25, 41, 41) ? .green : .clear }
        XCTAssertEqual(off, [], "\(off.count) pixels off: \(off.prefix(6))")
    }
}
