import XCTest
@testable import CoreGraphics

/// Pixel tests of `CGContext.clip(to:mask:)`: grey levels, alpha, the
/// rectangle in user space, the graphics state, bad input.
final class CGContextMaskClipTests: CGContextTestCase {
    /// An 8-bit DeviceGray image without alpha, rows top to bottom.
    func greyImage(_ rows: [[UInt8]]) throws -> CGImage {
        let width = rows[0].count
        let provider = try XCTUnwrap(CGDataProvider(data: Data(rows.flatMap { $0 })))
        return try XCTUnwrap(CGImage(width: width, height: rows.count, bitsPerComponent: 8, bitsPerPixel: 8,
                                     bytesPerRow: width, space: CGColorSpaceCreateDeviceGray(),
                                     bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.none.rawValue),
                                     provider: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent))
    }

    func fillRed(_ context: CGContext) {
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: context.width, height: context.height))
    }

    func testAGreyMaskLetsDrawingThroughByItsGreyLevels() throws {
        let context = try makeContext(16, 4)
        context.interpolationQuality = .none
        context.clip(to: CGRect(x: 0, y: 0, width: 16, height: 4), mask: try greyImage([[255, 128, 0, 255]]))
        fillRed(context)
        assertPixel(pixel(context, x: 1, y: 1), Self.red, "white draws fully")
        assertPixel(pixel(context, x: 5, y: 2), [128, 0, 0, 128], tolerance: 3, "mid grey draws half")
        assertPixel(pixel(context, x: 9, y: 1), Self.clear, "black draws nothing")
        assertPixel(pixel(context, x: 14, y: 3), Self.red)
    }

    func testAnImageWithAlphaMasksByItsAlphaNotItsColour() throws {
        let source = try makeContext(2, 1)
        source.setFillColor(red: 0, green: 0, blue: 0, alpha: 1)
        source.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let mask = try XCTUnwrap(source.makeImage())
        let context = try makeContext(8, 2)
        context.clip(to: CGRect(x: 0, y: 0, width: 8, height: 2), mask: mask)
        fillRed(context)
        assertPixel(pixel(context, x: 0, y: 0), Self.red, "opaque black lets drawing through")
        assertPixel(pixel(context, x: 7, y: 1), Self.clear, "transparent holds it back")
    }

    func testTheMaskIsStretchedOverTheRectInUserSpaceTopRowAtMaxY() throws {
        let context = try makeContext(12, 12)
        context.translateBy(x: 4, y: 2)
        context.scaleBy(x: 2, y: 2)
        // Top row white, bottom row black: the upper half of the rectangle draws.
        context.clip(to: CGRect(x: 0, y: 0, width: 2, height: 4), mask: try greyImage([[255], [0]]))
        fillRed(context)
        assertPixel(pixel(context, x: 5, y: 9), Self.red, "upper half of the rect (device 4…8 × 6…10)")
        assertPixel(pixel(context, x: 5, y: 3), Self.clear, "lower half masked out")
        assertPixel(pixel(context, x: 2, y: 9), Self.clear, "left of the rect")
        assertPixel(pixel(context, x: 9, y: 9), Self.clear, "right of the rect")
        assertPixel(pixel(context, x: 5, y: 11), Self.clear, "above the rect")
        XCTAssertEqual(context.boundingBoxOfClipPath, CGRect(x: 0, y: 0, width: 2, height: 4))
    }

    func testMaskClipsMultiplyAndRestoreGStateBringsTheOldClipBack() throws {
        let context = try makeContext(4, 1)
        context.interpolationQuality = .none
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: 4, height: 1), mask: try greyImage([[255, 255, 0, 0]]))
        context.clip(to: CGRect(x: 0, y: 0, width: 4, height: 1), mask: try greyImage([[0, 255, 255, 0]]))
        fillRed(context)
        XCTAssertEqual((0..<4).map { pixel(context, x: $0, y: 0)[3] }, [0, 255, 0, 0], "only where both let through")
        context.restoreGState()
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 3, y: 0, width: 1, height: 1))
        assertPixel(pixel(context, x: 3, y: 0), Self.blue, "no mask after restoring")
    }

    func testOutsideTheMaskEvenACopyLeavesThePixelsAlone() throws {
        let context = try makeContext(4, 1)
        fillRed(context)
        context.clip(to: CGRect(x: 0, y: 0, width: 4, height: 1), mask: try greyImage([[0, 0, 255, 255]]))
        context.setBlendMode(.copy)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        assertPixel(pixel(context, x: 0, y: 0), Self.red, "masked out: unchanged")
        assertPixel(pixel(context, x: 3, y: 0), Self.blue, "let through: copied")
        context.resetClip()
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        assertPixel(pixel(context, x: 0, y: 0), Self.blue, "resetClip removes the mask too")
    }

    func testAnEmptyOrNotFiniteRectClipsEverythingAway() throws {
        for rect in [CGRect.zero, CGRect(x: CGFloat.nan, y: 0, width: 4, height: 4), .null,
                     CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 2)] {
            let context = try makeContext(4, 4)
            context.clip(to: rect, mask: try greyImage([[255]]))
            fillRed(context)
            assertOnly(context, Self.red, where: { _, _ in false })
        }
    }

    func testAMaskLargerOrSmallerThanTheRectIsScaledToIt() throws {
        let big = try greyImage(Array(repeating: Array(repeating: 255, count: 64), count: 64))
        let context = try makeContext(8, 8)
        context.clip(to: CGRect(x: 2, y: 2, width: 4, height: 4), mask: big)
        fillRed(context)
        assertOnly(context, Self.red, where: { (2..<6).contains($0) && (2..<6).contains($1) })
    }
}
