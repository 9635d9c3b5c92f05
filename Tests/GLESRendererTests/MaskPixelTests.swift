import CoreAnimationValues
import CoreGraphics
import Foundation
@testable import GLESRenderer
@testable import QuartzCoreBase
import XCTest

/// Mask layers, end to end: the masked layer and its sublayers are drawn
/// offscreen and composited times the mask's alpha. Offscreen images share
/// the frame's pixel grid, so axis-aligned cases are exact.
final class MaskPixelTests: LayerTreePixelTestCase {
    /// A red 32-point layer at (16, 16) with a green sublayer at (8, 8, 16, 16) in it.
    private func maskedPair(in root: CALayer) -> CALayer {
        let masked = layer(CGRect(x: 16, y: 16, width: 32, height: 32), .testRed, in: root)
        layer(CGRect(x: 8, y: 8, width: 16, height: 16), .testGreen, in: masked)
        return masked
    }

    func testMaskWithOpaqueLeftHalfCutsTheLayerAndItsSublayerInHalf() throws {
        let root = rootLayer()
        let masked = maskedPair(in: root)
        let mask = CALayer()
        mask.frame = masked.bounds
        layer(CGRect(x: 0, y: 0, width: 16, height: 32), .testWhite, in: mask)
        masked.mask = mask
        let pixels = try draw(root)
        let off = mismatches(pixels) { x, y in
            guard inRect(x, y, 16, 16, 32, 48) else { return .clear }
            return inRect(x, y, 24, 24, 40, 40) ? .green : .red
        }
        XCTAssertEqual(off, [], "\(off.count) pixels off: \(off.prefix(6))")
        XCTAssertEqual(pixels[31, 30], .green, "the sublayer's left half shows")
        XCTAssertEqual(pixels[32, 30], .clear, "its right half is masked away")
        XCTAssertEqual(lastFrame?.lastReport.compositing.offscreenGroups, 1)
    }

    func testMaskWithPartialAlphaScalesTheResult() throws {
        let root = rootLayer()
        let masked = maskedPair(in: root)
        let mask = layer(masked.bounds, CGColor(red: 0, green: 0, blue: 0, alpha: 0.5))
        masked.mask = mask
        let pixels = try draw(root)
        // Premultiplied colour × 0.5; ±1 for rounding in two 8-bit steps.
        let off = mismatches(pixels, tolerance: 1) { x, y in
            guard inRect(x, y, 16, 16, 48, 48) else { return .clear }
            return inRect(x, y, 24, 24, 40, 40) ? RGBA(0, 128, 0, 128) : RGBA(128, 0, 0, 128)
        }
        XCTAssertEqual(off, [], "\(off.count) pixels off: \(off.prefix(6))")
    }

    func testMaskTurnsWithTheMaskedLayer() throws {
        let root = rootLayer()
        let masked = maskedPair(in: root)
        // A quarter turn clockwise (y down) about the centre: the layer's left half lands on top.
        masked.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let mask = CALayer()
        mask.frame = masked.bounds
        layer(CGRect(x: 0, y: 0, width: 16, height: 32), .testWhite, in: mask)
        masked.mask = mask
        let pixels = try draw(root)
        // Tolerance 1: the quarter turn comes out of sin/cos, a hair off whole pixels.
        let off = mismatches(pixels, tolerance: 1) { x, y in
            guard inRect(x, y, 16, 16, 48, 32) else { return .clear }
            return inRect(x, y, 24, 24, 40, 40) ? .green : .red
        }
        XCTAssertEqual(off, [], "\(off.count) pixels off: \(off.prefix(6))")
    }

    func testMaskedLayerInsideAClipIsClippedToo() throws {
        let root = rootLayer()
        let clipper = layer(CGRect(x: 0, y: 0, width: 24, height: 64), nil, in: root)
        clipper.masksToBounds = true
        let masked = maskedPair(in: clipper)
        masked.mask = layer(masked.bounds, .testWhite)
        let pixels = try draw(root)
        let off = mismatches(pixels) { x, y in
            guard inRect(x, y, 16, 16, 24, 48) else { return .clear }
            return inRect(x, y, 24, 24, 40, 40) ? .green : .red
        }
        XCTAssertEqual(off, [], "\(off.count) pixels off: \(off.prefix(6))")
    }
}
