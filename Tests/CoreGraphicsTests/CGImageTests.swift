import XCTest
@testable import CoreGraphics

/// Images from raw pixel data, cropping and PNG export.
final class CGImageTests: XCTestCase {
    func makeImage(
        _ bytes: [UInt8], width: Int, height: Int, bitsPerPixel: Int = 32, bytesPerRow: Int? = nil,
        space: CGColorSpace = CGColorSpaceCreateDeviceRGB(), info: CGBitmapInfo, bitsPerComponent: Int = 8
    ) -> CGImage? {
        CGImage(width: width, height: height, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                bytesPerRow: bytesPerRow ?? width * bitsPerPixel / 8, space: space, bitmapInfo: info,
                provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: true,
                intent: .defaultIntent)
    }

    func testPremultipliedRGBAIsKeptAsGivenWithItsProperties() throws {
        let bytes: [UInt8] = [10, 20, 30, 40, 50, 60, 70, 255]
        let info = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue)
        let image = try XCTUnwrap(makeImage(bytes, width: 2, height: 1, info: info))
        XCTAssertEqual(ImageFixtures.bytes(of: image), bytes)
        XCTAssertEqual(image.bytesPerRow, 8)
        XCTAssertEqual(image.bitmapInfo, info)
        XCTAssertEqual(image.alphaInfo, .premultipliedLast)
        XCTAssertEqual(image.dataProvider?.data, Data(bytes))
        XCTAssertEqual(image.colorSpace?.model, .rgb)
    }

    func testStraightAlphaIsPremultiplied() throws {
        let image = try XCTUnwrap(makeImage(ImageFixtures.straightPixels, width: 2, height: 2,
                                            info: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue)))
        XCTAssertEqual(ImageFixtures.bytes(of: image), ImageFixtures.premultipliedPixels)
        XCTAssertFalse(image.isOpaque)
    }

    func testLittleEndianPremultipliedFirstIsBGRA() throws {
        let info = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(.byteOrder32Little)
        let image = try XCTUnwrap(makeImage([30, 20, 10, 128], width: 1, height: 1, info: info))
        XCTAssertEqual(ImageFixtures.bytes(of: image), [10, 20, 30, 128])
    }

    func testBigEndianFirstIsARGBAndSkipMeansOpaque() throws {
        let argb = try XCTUnwrap(makeImage([255, 1, 2, 3], width: 1, height: 1,
                                           info: CGBitmapInfo(rawValue: CGImageAlphaInfo.first.rawValue).union(.byteOrder32Big)))
        XCTAssertEqual(ImageFixtures.bytes(of: argb), [1, 2, 3, 255])
        let skip = try XCTUnwrap(makeImage([0, 1, 2, 3], width: 1, height: 1,
                                           info: CGBitmapInfo(rawValue: CGImageAlphaInfo.noneSkipFirst.rawValue)))
        XCTAssertEqual(ImageFixtures.bytes(of: skip), [1, 2, 3, 255])
        XCTAssertTrue(skip.isOpaque)
    }

    /// Every 32-bit layout that needs no premultiplying, each channel read
    /// from where that layout keeps it in memory, padded rows skipped.
    func testEveryThirtyTwoBitLayoutWithoutPremultiplyingReadsEachChannelFromItsByte() throws {
        // Memory order of (red, green, blue, alpha-or-padding) per layout.
        let layouts: [(CGImageAlphaInfo, CGBitmapInfo, [Int])] = [
            (.premultipliedLast, [], [0, 1, 2, 3]), (.premultipliedLast, .byteOrder32Big, [0, 1, 2, 3]),
            (.premultipliedLast, .byteOrder32Little, [3, 2, 1, 0]),
            (.premultipliedFirst, [], [1, 2, 3, 0]), (.premultipliedFirst, .byteOrder32Big, [1, 2, 3, 0]),
            (.premultipliedFirst, .byteOrder32Little, [2, 1, 0, 3]),
            (.noneSkipLast, .byteOrder32Little, [3, 2, 1, 0]), (.noneSkipFirst, .byteOrder32Little, [2, 1, 0, 3]),
        ]
        let pixels: [[UInt8]] = [[200, 100, 50, 255], [0, 0, 0, 0], [30, 60, 90, 120], [1, 2, 3, 4], [90, 80, 70, 90],
                                 [255, 255, 255, 255]]
        for (alpha, order, places) in layouts {
            let skips = alpha == .noneSkipLast || alpha == .noneSkipFirst
            var bytes: [UInt8] = []
            for row in 0..<2 {
                for pixel in pixels[(row * 3)..<(row * 3 + 3)] {
                    var stored = [UInt8](repeating: 0, count: 4)
                    for channel in 0..<4 { stored[places[channel]] = pixel[channel] }
                    if skips { stored[places[3]] = 0x5A }
                    bytes += stored
                }
                bytes += [0xEE, 0xEE, 0xEE]  // padding
            }
            let info = CGBitmapInfo(rawValue: alpha.rawValue).union(order)
            let image = try XCTUnwrap(makeImage(bytes, width: 3, height: 2, bytesPerRow: 15, info: info))
            let expected: [UInt8] = pixels.flatMap { skips ? Array($0[0..<3]) + [UInt8(255)] : $0 }
            XCTAssertEqual(ImageFixtures.bytes(of: image), expected, "\(alpha) \(order.rawValue)")
            XCTAssertEqual(image.isOpaque, skips)
        }
    }

    func testRGBAndGreyWithoutAlphaBecomeOpaqueRGBA() throws {
        let rgb = try XCTUnwrap(makeImage([1, 2, 3, 4, 5, 6], width: 2, height: 1, bitsPerPixel: 24,
                                          info: CGBitmapInfo(rawValue: CGImageAlphaInfo.none.rawValue)))
        XCTAssertEqual(ImageFixtures.bytes(of: rgb), [1, 2, 3, 255, 4, 5, 6, 255])
        let grey = try XCTUnwrap(makeImage([9, 200], width: 2, height: 1, bitsPerPixel: 8,
                                           space: CGColorSpaceCreateDeviceGray(), info: []))
        XCTAssertEqual(ImageFixtures.bytes(of: grey), [9, 9, 9, 255, 200, 200, 200, 255])
    }

    func testRowPaddingIsSkipped() throws {
        let bytes: [UInt8] = [1, 2, 3, 255, 0xEE, 0xEE, 4, 5, 6, 255]
        let image = try XCTUnwrap(makeImage(bytes, width: 1, height: 2, bytesPerRow: 6,
                                            info: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue)))
        XCTAssertEqual(ImageFixtures.bytes(of: image), [1, 2, 3, 255, 4, 5, 6, 255])
    }

    func testUnsupportedOrInconsistentLayoutsGiveNil() {
        let rgba = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue)
        XCTAssertNil(makeImage([0, 0, 0, 0], width: 1, height: 1, info: rgba, bitsPerComponent: 16))
        XCTAssertNil(makeImage([0, 0, 0], width: 1, height: 1, info: rgba), "too little data")
        XCTAssertNil(makeImage([0, 0, 0, 0], width: 1, height: 1, bytesPerRow: 2, info: rgba))
        XCTAssertNil(makeImage([0, 0, 0, 0], width: 0, height: 1, info: rgba))
        XCTAssertNil(makeImage([0, 0, 0, 0], width: 1, height: 1, info: rgba.union(.floatComponents)))
        XCTAssertNil(makeImage([0, 0, 0, 0], width: 1, height: 1, info: rgba.union(.byteOrder16Little)))
        XCTAssertNil(makeImage([0], width: 1, height: 1, bitsPerPixel: 8, info: rgba), "RGB needs more than 8 bits")
        XCTAssertNil(makeImage([], width: 1 << 15, height: 1 << 15, info: rgba), "over the pixel limit")
    }

    func testCroppingCopiesTheChosenPixels() throws {
        let pixels: [UInt8] = (0..<(4 * 3)).flatMap { [UInt8($0), UInt8($0), UInt8($0), 255] as [UInt8] }  // 4×3, value = index
        let image = CGImage(width: 4, height: 3, premultipliedRGBA8: Data(pixels), isOpaque: true)
        let cropped = try XCTUnwrap(image.cropping(to: CGRect(x: 1, y: 1, width: 2, height: 2)))
        XCTAssertEqual(cropped.width, 2)
        XCTAssertEqual(cropped.height, 2)
        XCTAssertEqual(ImageFixtures.bytes(of: cropped).enumerated().filter { $0.offset % 4 == 0 }.map(\.element),
                       [5, 6, 9, 10])
        XCTAssertEqual(cropped.alphaInfo, .noneSkipLast)
    }

    func testCroppingClipsToTheImageAndRoundsOutToWholePixels() throws {
        let image = CGImage(width: 4, height: 3, premultipliedRGBA8: Data(count: 48), isOpaque: false)
        let clipped = try XCTUnwrap(image.cropping(to: CGRect(x: 2.5, y: -5, width: 100, height: 6.2)))
        XCTAssertEqual([clipped.width, clipped.height], [2, 2])
        let rounded = try XCTUnwrap(image.cropping(to: CGRect(x: 0.5, y: 0.5, width: 1, height: 1)))
        XCTAssertEqual([rounded.width, rounded.height], [2, 2])
        XCTAssertNil(image.cropping(to: CGRect(x: 10, y: 10, width: 2, height: 2)))
        XCTAssertNil(image.cropping(to: .null))
        XCTAssertNotNil(image.cropping(to: .infinite))
    }

    /// Foundation's `CGRect.intersection` traps on a NaN edge; such a
    /// rectangle is refused first, with one report each.
    func testCroppingToARectangleWithANaNEdgeGivesNilWithAReport() {
        let image = CGImage(width: 4, height: 3, premultipliedRGBA8: Data(count: 48), isOpaque: false)
        let rectangles = [CGRect(x: 0, y: 0, width: CGFloat.nan, height: 2), CGRect(x: CGFloat.nan, y: 0, width: 2, height: 2),
                          CGRect(x: -CGFloat.infinity, y: 0, width: CGFloat.infinity, height: 2)]
        for rect in rectangles {
            let (cropped, reports) = Diagnostics.capture { image.cropping(to: rect) }
            XCTAssertNil(cropped, "\(rect)")
            XCTAssertEqual(reports.count, 1, "\(rect): \(reports)")
        }
        XCTAssertNotNil(image.cropping(to: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 2)), "an infinite width is fine")
    }

    func testPNGExportRoundTripsThroughTheDecoder() throws {
        let image = try CGImage.decode(data: ImageFixtures.png())
        let again = try CGImage.decode(data: try image.pngData())
        XCTAssertEqual(ImageFixtures.bytes(of: again), ImageFixtures.premultipliedPixels)
    }

    func testEncodersRejectBuffersThatAreTooSmall() {
        XCTAssertThrowsError(try ImageEncoder.png(straightRGBA8: Data(count: 15), width: 2, height: 2))
        XCTAssertThrowsError(try ImageEncoder.jpeg(rgba8: Data(count: 16), width: 0, height: 2))
        XCTAssertEqual(try ImageEncoder.jpeg(rgba8: Data(count: 16), width: 2, height: 2).prefix(2), Data([0xFF, 0xD8]))
    }
}
