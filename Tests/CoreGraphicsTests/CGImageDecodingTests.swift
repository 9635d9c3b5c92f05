import XCTest
@testable import CoreGraphics

/// PNG and JPEG decoding, with every kind of bad input. Images are encoded in the test itself.
final class CGImageDecodingTests: XCTestCase {
    func assertDecodingError(
        _ data: Data, _ check: (CGImageDecodingError) -> Bool, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(try CGImage.decode(data: data), file: file, line: line) { error in
            guard let decodingError = error as? CGImageDecodingError else {
                return XCTFail("not a CGImageDecodingError: \(error)", file: file, line: line)
            }
            XCTAssertTrue(check(decodingError), "unexpected \(decodingError)", file: file, line: line)
        }
    }

    func testPNGDecodesToExactPremultipliedPixels() throws {
        let image = try CGImage.decode(data: ImageFixtures.png())
        XCTAssertEqual(image.width, 2)
        XCTAssertEqual(image.height, 2)
        XCTAssertEqual(ImageFixtures.bytes(of: image), ImageFixtures.premultipliedPixels)
    }

    func testDecodedPNGDescribesItsPremultipliedRGBA8Buffer() throws {
        let image = try CGImage.decode(data: ImageFixtures.png())
        XCTAssertEqual(image.bitsPerComponent, 8)
        XCTAssertEqual(image.bitsPerPixel, 32)
        XCTAssertEqual(image.bytesPerRow, 8)
        XCTAssertEqual(image.alphaInfo, .premultipliedLast)
        XCTAssertEqual(image.bitmapInfo.rawValue, CGImageAlphaInfo.premultipliedLast.rawValue)
        XCTAssertEqual(image.colorSpace?.name, CGColorSpace.sRGB)
        XCTAssertEqual(image.dataProvider?.data, image.premultipliedRGBA8)
        XCTAssertFalse(image.isOpaque)
        XCTAssertNil(image.decode)
        XCTAssertFalse(image.isMask)
    }

    func testJPEGDecodesWithinToleranceAndIsOpaque() throws {
        let image = try CGImage.decode(data: ImageFixtures.twoToneJPEG())
        XCTAssertEqual(image.width, 16)
        XCTAssertEqual(image.alphaInfo, .noneSkipLast)
        XCTAssertTrue(image.isOpaque)
        let bytes = ImageFixtures.bytes(of: image)
        func pixel(_ x: Int, _ y: Int) -> [Int] { (0..<4).map { Int(bytes[(y * 16 + x) * 4 + $0]) } }
        for (x, expected) in [(3, [200, 40, 40, 255]), (12, [30, 90, 220, 255])] {
            let actual = pixel(x, 8)
            for channel in 0..<3 {
                XCTAssertEqual(actual[channel], expected[channel], accuracy: 8, "pixel (\(x), 8) channel \(channel)")
            }
            XCTAssertEqual(actual[3], 255)
        }
    }

    func testApplesDataProviderInitialisersDecodeTheirOwnFormatOnly() throws {
        let png = try XCTUnwrap(CGDataProvider(data: ImageFixtures.png()))
        let jpeg = try XCTUnwrap(CGDataProvider(data: ImageFixtures.twoToneJPEG()))
        let fromPNG = try XCTUnwrap(CGImage(pngDataProviderSource: png, decode: nil, shouldInterpolate: false,
                                            intent: .perceptual))
        XCTAssertEqual(ImageFixtures.bytes(of: fromPNG), ImageFixtures.premultipliedPixels)
        XCTAssertFalse(fromPNG.shouldInterpolate)
        XCTAssertEqual(fromPNG.renderingIntent, .perceptual)
        XCTAssertNotNil(CGImage(jpegDataProviderSource: jpeg, decode: nil, shouldInterpolate: true, intent: .defaultIntent))
        XCTAssertNil(CGImage(pngDataProviderSource: jpeg, decode: nil, shouldInterpolate: true, intent: .defaultIntent))
        XCTAssertNil(CGImage(jpegDataProviderSource: png, decode: nil, shouldInterpolate: true, intent: .defaultIntent))
    }

    func testDecodesFilesAndDataProvidersReadFiles() throws {
        let folder = try ImageFixtures.scratchDirectory(for: self)
        let url = folder.appendingPathComponent("pixels.png")
        try ImageFixtures.png().write(to: url)
        XCTAssertEqual(ImageFixtures.bytes(of: try CGImage.decode(contentsOf: url)), ImageFixtures.premultipliedPixels)
        XCTAssertEqual(CGDataProvider(filename: url.path)?.data, try ImageFixtures.png())
        XCTAssertEqual(CGDataProvider(url: url)?.data, try ImageFixtures.png())
        XCTAssertNil(CGDataProvider(url: folder.appendingPathComponent("absent.png")))
    }

    func testMissingFileThrowsFileNotFoundWithThePath() throws {
        let url = try ImageFixtures.scratchDirectory(for: self).appendingPathComponent("absent.png")
        XCTAssertThrowsError(try CGImage.decode(contentsOf: url)) { error in
            XCTAssertEqual(error as? CGImageDecodingError, .fileNotFound(path: url.path))
            XCTAssertTrue("\(error)".contains(url.path))
        }
    }

    func testDirectoryThrowsFileUnreadable() throws {
        let folder = try ImageFixtures.scratchDirectory(for: self)
        XCTAssertThrowsError(try CGImage.decode(contentsOf: folder)) { error in
            guard case .fileUnreadable(let path, _)? = error as? CGImageDecodingError else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(path, folder.path)
        }
    }

    func testTruncatedPNGIsCorrupt() throws {
        let png = try ImageFixtures.png(Array(repeating: 77, count: 64 * 64 * 4), width: 64, height: 64)
        assertDecodingError(png.prefix(png.count - 20)) {
            if case .corruptData(.png, let message) = $0 { return !message.isEmpty }
            return false
        }
    }

    func testPNGWithABadHeaderChecksumIsCorrupt() throws {
        var png = try ImageFixtures.png()
        png[29] ^= 0xFF  // first byte of IHDR's CRC
        assertDecodingError(png) { if case .corruptData(.png, _) = $0 { return true } else { return false } }
    }

    func testCorruptJPEGIsCorrupt() throws {
        let jpeg = try ImageFixtures.twoToneJPEG()
        var garbled = Data(jpeg.prefix(4))
        garbled.append(Data((0..<400).map { UInt8(truncatingIfNeeded: $0 &* 37) }))
        assertDecodingError(garbled) { if case .corruptData(.jpeg, _) = $0 { return true } else { return false } }
    }

    func testTruncatedJPEGIsCorrupt() throws {
        // A busy 64×64 picture, so that most of the file is scan data and the cut lands inside it.
        var pixels: [UInt8] = []
        for y in 0..<64 {
            for x in 0..<64 { pixels += [UInt8((x * 7 + y * 13) & 0xFF), UInt8((x * y) & 0xFF), UInt8((x ^ y) * 4 & 0xFF), 255] }
        }
        let jpeg = try ImageEncoder.jpeg(rgba8: Data(pixels), width: 64, height: 64, quality: 90)
        XCTAssertNoThrow(try CGImage.decode(data: jpeg))
        assertDecodingError(jpeg.prefix(jpeg.count * 3 / 4)) {
            if case .corruptData(.jpeg, let message) = $0 { return message.contains("ends early") }
            return false
        }
    }

    func testRandomGarbageIsAnUnknownFormat() {
        var generator = SystemRandomNumberGenerator()
        var garbage = Data((0..<256).map { _ in UInt8.random(in: 0...255, using: &generator) })
        garbage[0] = 0x42  // never a PNG or JPEG signature
        assertDecodingError(garbage) { $0 == .unknownFormat(leadingBytes: Array(garbage.prefix(8))) }
    }

    func testEmptyDataIsAnUnknownFormatThatSaysEmpty() {
        assertDecodingError(Data()) { $0 == .unknownFormat(leadingBytes: []) && "\($0)".contains("empty") }
    }

    func testHeaderClaimingTooManyPixelsIsRefusedBeforeDecoding() {
        let header = ImageFixtures.pngHeader(width: 100_000, height: 100_000)
        assertDecodingError(header) {
            $0 == .tooLarge(width: 100_000, height: 100_000, limit: CGImage.maximumDecodedPixelCount)
        }
        XCTAssertNil(CGImage(pngDataProviderSource: CGDataProvider(data: header)!, decode: nil,
                             shouldInterpolate: true, intent: .defaultIntent))
    }

    func testHeaderWithinTheLimitButWithoutPixelsIsCorrupt() {
        assertDecodingError(ImageFixtures.pngHeader(width: 4, height: 4)) {
            if case .corruptData(.png, _) = $0 { return true } else { return false }
        }
    }

    func testErrorDescriptionsSayWhatHappened() {
        XCTAssertEqual("\(CGImageDecodingError.unknownFormat(leadingBytes: [0x47, 0x49, 0x46]))",
                       "The data is neither PNG nor JPEG (it starts with 47 49 46).")
        XCTAssertTrue("\(CGImageDecodingError.tooLarge(width: 3, height: 4, limit: 5))".contains("3×4"))
        XCTAssertTrue("\(CGImageDecodingError.corruptData(format: .jpeg, message: "Bogus marker"))".contains("JPEG"))
    }
}
