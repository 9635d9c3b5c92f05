import XCTest
@testable import CoreGraphics

/// Pixel tests of the Cairo-backed bitmap `CGContext`: creation, coordinates,
/// stroking, filling, clipping, compositing, shadows, images and the path.
final class CGContextTests: CGContextTestCase {
    // MARK: Creation

    func testOwnedMemoryStartsZeroedAndPropertiesDescribeIt() throws {
        let context = try makeContext(3, 2)
        XCTAssertNotNil(context.data)
        XCTAssertEqual(context.width, 3)
        XCTAssertEqual(context.height, 2)
        XCTAssertEqual(context.bytesPerRow, 12)
        XCTAssertEqual(context.bitsPerComponent, 8)
        XCTAssertEqual(context.bitsPerPixel, 32)
        XCTAssertEqual(context.alphaInfo, .premultipliedLast)
        XCTAssertEqual(context.colorSpace?.model, .rgb)
        XCTAssertEqual(context.ctm, .identity)
        for row in 0..<2 { for x in 0..<3 { XCTAssertEqual(bytes(context, x: x, row: row), Self.clear) } }
    }

    func testZeroBytesPerRowIsComputedAndCallerMemoryIsUsed() throws {
        var storage = [UInt32](repeating: 0, count: 4 * 4)
        try storage.withUnsafeMutableBytes { raw in
            let context = try XCTUnwrap(CGContext(data: raw.baseAddress, width: 4, height: 4, bitsPerComponent: 8,
                                                  bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                                                  bitmapInfo: Self.rgba))
            XCTAssertEqual(context.bytesPerRow, 16)
            XCTAssertEqual(context.data, raw.baseAddress)
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 3, width: 1, height: 1))
        }
        XCTAssertEqual(storage[0].littleEndian, 0xFF00_00FF, "top-left pixel R, G, B, A = 255, 0, 0, 255")
    }

    func testInvalidArgumentsGiveNilWithOneDiagnosticEach() {
        let rgb = CGColorSpaceCreateDeviceRGB()
        let cases: [(String, () -> CGContext?)] = [
            ("zero width", { CGContext(data: nil, width: 0, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                                       space: rgb, bitmapInfo: Self.rgba) }),
            ("short rows", { CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 15,
                                       space: rgb, bitmapInfo: Self.rgba) }),
            ("straight alpha", { CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
                                           space: rgb, bitmapInfo: CGImageAlphaInfo.last.rawValue) }),
            ("16 bits", { CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 16, bytesPerRow: 32,
                                    space: rgb, bitmapInfo: Self.rgba) }),
            ("grey", { CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 4,
                                 space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue) }),
            // Cairo's stride is an Int32: longer rows are refused, not narrowed (which trapped).
            ("4 GiB rows", { CGContext(data: nil, width: 16, height: 16, bitsPerComponent: 8, bytesPerRow: 1 << 32,
                                       space: rgb, bitmapInfo: Self.rgba) }),
            ("rows of Int.max bytes", { CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8,
                                                  bytesPerRow: Int.max - 3, space: rgb, bitmapInfo: Self.rgba) }),
            ("4 GiB rows over the caller's memory", {
                CGContext(data: UnsafeMutableRawPointer(bitPattern: 0x1000), width: 16, height: 16, bitsPerComponent: 8,
                          bytesPerRow: 1 << 32, space: rgb, bitmapInfo: Self.rgba) }),
        ]
        for (name, make) in cases {
            let (context, reports) = Diagnostics.capture(make)
            XCTAssertNil(context, name)
            XCTAssertEqual(reports.count, 1, "\(name): \(reports)")
            XCTAssertTrue(reports.first?.hasPrefix("CoreGraphics: CGContext(data:") ?? false, "\(name): \(reports)")
        }
    }

    // MARK: Coordinates

    func testUnitRectAtOriginColoursTheLastMemoryRowAndTheImagesBottomLeft() throws {
        let context = try makeContext(4, 4)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        for row in 0..<4 {
            for x in 0..<4 {
                XCTAssertEqual(bytes(context, x: x, row: row), row == 3 && x == 0 ? Self.red : Self.clear, "(\(x), row \(row))")
            }
        }
        let image = try XCTUnwrap(context.makeImage())
        let pixels = [UInt8](image.premultipliedRGBA8)
        XCTAssertEqual(Array(pixels[(3 * 4) * 4..<(3 * 4) * 4 + 4]), Self.red, "bottom-left of the image")
        XCTAssertEqual(Array(pixels[0..<4]), Self.clear, "top-left of the image")
    }

    func testFillRectColoursExactlyThePixelsInside() throws {
        let context = try makeContext(8, 8)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 2, y: 1, width: 3, height: 4))
        assertOnly(context, Self.red) { x, y in (2..<5).contains(x) && (1..<5).contains(y) }
    }

    func testTranslateAndConcatenateMoveAFilledRect() throws {
        let context = try makeContext(8, 8)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.translateBy(x: 3, y: 2)
        context.concatenate(CGAffineTransform(translationX: 1, y: 0))
        XCTAssertEqual(context.ctm, CGAffineTransform(translationX: 4, y: 2))
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        assertOnly(context, Self.red) { x, y in x == 4 && y == 2 }
    }

    func testScaleGrowsAndMovesAFilledRect() throws {
        let context = try makeContext(8, 8)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.scaleBy(x: 2, y: 3)
        context.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
        assertOnly(context, Self.red) { x, y in (2..<4).contains(x) && (3..<6).contains(y) }
    }

    func testQuarterTurnRotatesCounterclockwiseWithYUp() throws {
        let context = try makeContext(6, 6)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.translateBy(x: 4, y: 0)
        context.rotate(by: .pi / 2)
        // User (x, y) lands at (4 - y, x): a 2×1 rect along +x becomes a 1×2 column left of x = 4.
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        for y in 0..<6 {
            for x in 0..<6 {
                let expected = x == 3 && y < 2 ? Self.red : Self.clear
                assertPixel(pixel(context, x: x, y: y), expected, tolerance: 1, "(\(x), \(y))")
            }
        }
    }

    func testFlippedCTMDrawsInMemoryOrder() throws {
        // The flip UIKit applies: y down from the top. (0, 0) is then the first pixel in memory.
        let context = try makeContext(4, 4)
        context.translateBy(x: 0, y: 4)
        context.scaleBy(x: 1, y: -1)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(bytes(context, x: 0, row: 0), Self.red)
        XCTAssertEqual(bytes(context, x: 0, row: 3), Self.clear)
    }

    // MARK: Stroking

    func testStrokeWidthCoversHalfTheWidthOnEachSide() throws {
        let context = try makeContext(20, 20)
        context.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.setLineWidth(4)
        context.move(to: CGPoint(x: 10, y: 0))
        context.addLine(to: CGPoint(x: 10, y: 20))
        context.strokePath()
        assertOnly(context, Self.red) { x, _ in (8..<12).contains(x) }
        XCTAssertTrue(context.isPathEmpty, "stroking empties the path")
    }

    func testDashPatternAlternatesOnAndOffRuns() throws {
        let context = try makeContext(40, 4)
        context.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.setLineWidth(2)
        context.setLineDash(phase: 0, lengths: [6, 2])
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 2), CGPoint(x: 40, y: 2)])
        XCTAssertEqual(runs(context, row: 1), [6, 2, 6, 2, 6, 2, 6, 2, 6, 2])
        XCTAssertEqual(runs(context, row: 2), [6, 2, 6, 2, 6, 2, 6, 2, 6, 2])
        XCTAssertEqual(runs(context, row: 0), [0, 40], "the 2-wide line covers y 1...3 only")
    }

    func testDashPhaseStartsPartWayIntoThePattern() throws {
        let context = try makeContext(20, 4)
        context.setLineWidth(2)
        context.setLineDash(phase: 3, lengths: [6, 2])
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 2), CGPoint(x: 20, y: 2)])
        XCTAssertEqual(runs(context, row: 1), [3, 2, 6, 2, 6, 1])
    }

    func testInvalidDashIsReportedAndLinesStaySolid() throws {
        let context = try makeContext(10, 4)
        let (_, reports) = Diagnostics.capture { context.setLineDash(phase: 0, lengths: [0, 0]) }
        XCTAssertEqual(reports.count, 1)
        context.setLineWidth(2)
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 2), CGPoint(x: 10, y: 2)])
        XCTAssertEqual(runs(context, row: 1), [10])
    }

    func testStrokeRectWithWidthLeavesTheStateLineWidth() throws {
        let context = try makeContext(10, 10)
        context.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.stroke(CGRect(x: 2, y: 2, width: 6, height: 6), width: 2)
        // Width 2 about each edge: the ring from 1 to 3 and from 7 to 9 on each axis.
        assertOnly(context, Self.red) { x, y in
            let inOuter = (1..<9).contains(x) && (1..<9).contains(y)
            let inInner = (3..<7).contains(x) && (3..<7).contains(y)
            return inOuter && !inInner
        }
        context.clear(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.stroke(CGRect(x: 2, y: 2, width: 6, height: 6))  // back to width 1
        // Width 1 about x = 2: half of pixel 1 and half of pixel 2.
        XCTAssertEqual(pixel(context, x: 0, y: 5), Self.clear)
        assertPixel(pixel(context, x: 1, y: 5), [128, 0, 0, 128], tolerance: 1, "left half of the 1-wide line")
        assertPixel(pixel(context, x: 2, y: 5), [128, 0, 0, 128], tolerance: 1, "right half of the 1-wide line")
        XCTAssertEqual(pixel(context, x: 3, y: 5), Self.clear)
    }

    // MARK: Filling rules

    /// A 10×10 square with a 4×4 square hole drawn the same way round.
    func addDonut(_ context: CGContext) {
        context.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
    }

    func testWindingFillsTheDonutHoleAndEvenOddLeavesIt() throws {
        let winding = try makeContext(10, 10)
        winding.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        addDonut(winding)
        winding.fillPath()
        assertOnly(winding, Self.red) { _, _ in true }

        let evenOdd = try makeContext(10, 10)
        evenOdd.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        addDonut(evenOdd)
        evenOdd.fillPath(using: .evenOdd)
        assertOnly(evenOdd, Self.red) { x, y in !((3..<7).contains(x) && (3..<7).contains(y)) }

        let drawn = try makeContext(10, 10)
        drawn.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        addDonut(drawn)
        drawn.drawPath(using: .eoFill)
        XCTAssertEqual(pixel(drawn, x: 5, y: 5), Self.clear)
        XCTAssertEqual(pixel(drawn, x: 1, y: 1), Self.red)
    }

    func testEllipseFillsItsCentreButNotTheCorners() throws {
        let context = try makeContext(10, 10)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fillEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(pixel(context, x: 5, y: 5), Self.red)
        XCTAssertEqual(pixel(context, x: 0, y: 0), Self.clear)
        XCTAssertEqual(pixel(context, x: 9, y: 9), Self.clear)
    }

    func testAntialiasingCanBeTurnedOff() throws {
        let smooth = try makeContext(4, 1)
        smooth.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        smooth.fill(CGRect(x: 0.5, y: 0, width: 2, height: 1))
        assertPixel(pixel(smooth, x: 0, y: 0), [128, 0, 0, 128], tolerance: 1)

        let sharp = try makeContext(4, 1)
        sharp.setShouldAntialias(false)
        sharp.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        sharp.fill(CGRect(x: 0.5, y: 0, width: 2, height: 1))
        for x in 0..<4 {
            XCTAssertTrue([Self.red, Self.clear].contains(pixel(sharp, x: x, y: 0)), "pixel \(x) is \(pixel(sharp, x: x, y: 0))")
        }
    }

    // MARK: Clipping and state

    func testClipToRectConfinesPainting() throws {
        let context = try makeContext(8, 8)
        context.clip(to: CGRect(x: 2, y: 3, width: 3, height: 2))
        XCTAssertEqual(context.boundingBoxOfClipPath, CGRect(x: 2, y: 3, width: 3, height: 2))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        assertOnly(context, Self.red) { x, y in (2..<5).contains(x) && (3..<5).contains(y) }
    }

    func testClipToPathUsesItsFillRule() throws {
        let context = try makeContext(10, 10)
        addDonut(context)
        context.clip(using: .evenOdd)
        XCTAssertTrue(context.isPathEmpty)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(pixel(context, x: 5, y: 5), Self.clear)
        XCTAssertEqual(pixel(context, x: 1, y: 8), Self.red)
    }

    func testRestoreGStateBringsBackColourClipAndTransform() throws {
        let context = try makeContext(8, 8)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.saveGState()
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        context.translateBy(x: 5, y: 5)
        context.restoreGState()
        XCTAssertEqual(context.ctm, .identity)
        XCTAssertEqual(context.boundingBoxOfClipPath, CGRect(x: 0, y: 0, width: 8, height: 8))
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        assertOnly(context, Self.red) { _, _ in true }
    }

    func testResetClipAndUnbalancedRestore() throws {
        let context = try makeContext(4, 4)
        context.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        context.resetClip()
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        assertOnly(context, Self.red) { _, _ in true }
        let (_, reports) = Diagnostics.capture { context.restoreGState() }
        XCTAssertEqual(reports, ["CoreGraphics: restoreGState(): no saved graphics state to restore."])
    }

    // MARK: Compositing

    func testAlphaScalesWhatIsDrawn() throws {
        let context = try makeContext(2, 2)
        context.setAlpha(0.5)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        assertPixel(pixel(context, x: 0, y: 0), [128, 0, 0, 128], tolerance: 1)
        XCTAssertEqual(pixel(context, x: 1, y: 1), Self.clear)
    }

    func testMultiplyBlendMultipliesChannels() throws {
        let context = try makeContext(1, 1)
        context.setFillColor(red: 1, green: 0.5, blue: 0.5, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.setBlendMode(.multiply)
        context.setFillColor(red: 0.5, green: 1, blue: 0.5, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        assertPixel(pixel(context, x: 0, y: 0), [128, 128, 64, 255], tolerance: 1)
    }

    func testSourceInChangesOnlyTheShape() throws {
        // Cairo's IN would clear everything outside the shape; Apple's sourceIn does not.
        let context = try makeContext(4, 4)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        context.setBlendMode(.sourceIn)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 1, y: 1, width: 2, height: 2))
        for y in 0..<4 {
            for x in 0..<4 {
                let inside = (1..<3).contains(x) && (1..<3).contains(y)
                XCTAssertEqual(pixel(context, x: x, y: y), inside ? Self.blue : Self.red, "(\(x), \(y))")
            }
        }
    }

    func testPlusDarkerIsReportedAndDrawsNormally() throws {
        let context = try makeContext(1, 1)
        let (_, reports) = Diagnostics.capture { context.setBlendMode(.plusDarker) }
        XCTAssertEqual(reports.count, 1)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(pixel(context, x: 0, y: 0), Self.red)
    }

    func testClearMakesPixelsTransparentAndKeepsThePath() throws {
        let context = try makeContext(4, 1)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        context.move(to: .zero)
        context.setAlpha(0.25)
        context.clear(CGRect(x: 1, y: 0, width: 2, height: 1))
        XCTAssertEqual((0..<4).map { pixel(context, x: $0, y: 0) }, [Self.red, Self.clear, Self.clear, Self.red])
        XCTAssertFalse(context.isPathEmpty)
    }

    func testBlendingReadsTheCallersPixelsInTheirOwnChannelOrder() throws {
        let context = try makeContext(3, 1)
        // Written straight into memory between calls: R 10, G 20, B 30, opaque.
        for x in 0..<3 {
            (context.data! + x * 4).copyMemory(from: [UInt8(10), 20, 30, 255], byteCount: 4)
        }
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        XCTAssertEqual(pixel(context, x: 0, y: 0), [10, 20, 30, 255], "untouched pixels keep their order")
        assertPixel(pixel(context, x: 1, y: 0), [5, 10, 143, 255], tolerance: 1, "half blue over (10, 20, 30)")
        XCTAssertEqual(pixel(context, x: 2, y: 0), [10, 20, 30, 255])
    }

    func testOtherByteOrdersHoldTheSameColour() throws {
        let layouts: [(UInt32, [UInt8])] = [
            (CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue, [0, 0, 255, 255]),
            (CGImageAlphaInfo.premultipliedFirst.rawValue, [255, 255, 0, 0]),
            (CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Little.rawValue, [255, 0, 0, 255]),
            (CGImageAlphaInfo.noneSkipLast.rawValue, [255, 0, 0]),
        ]
        for (info, expected) in layouts {
            let context = try makeContext(2, 1, bitmapInfo: info)
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            XCTAssertEqual(Array(pixel(context, x: 0, y: 0).prefix(expected.count)), expected, "bitmapInfo \(info)")
            let image = try XCTUnwrap(context.makeImage())
            XCTAssertEqual(Array([UInt8](image.premultipliedRGBA8).prefix(4)), Self.red, "bitmapInfo \(info)")
        }
    }

    func testShadowIsCastInDeviceSpaceBelowTheShape() throws {
        let context = try makeContext(10, 10)
        context.setShadow(offset: CGSize(width: 2, height: -2), blur: 0,
                          color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.scaleBy(x: 2, y: 2)  // the offset is not scaled
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 1, y: 2, width: 1, height: 1))  // device (2...4, 4...6)
        for y in 0..<10 {
            for x in 0..<10 {
                let inShape = (2..<4).contains(x) && (4..<6).contains(y)
                let inShadow = (4..<6).contains(x) && (2..<4).contains(y)
                XCTAssertEqual(pixel(context, x: x, y: y), inShape ? Self.red : inShadow ? Self.blue : Self.clear, "(\(x), \(y))")
            }
        }
    }

    /// A blur of 10²⁰ pixels made a box radius beyond Int's range (a trap on
    /// the first fill); it is refused where it is set, and the fill still draws.
    func testAShadowBlurBeyondTheLargestIsRefusedAndTheShapeStillDraws() throws {
        let context = try makeContext(40, 40)
        let reports = Diagnostics.capture {
            context.setShadow(offset: CGSize(width: 2, height: 2), blur: 1e20,
                              color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
        }.1
        XCTAssertEqual(reports.count, 1, "\(reports)")
        XCTAssertTrue(reports.first?.hasPrefix("CoreGraphics: setShadow(offset:blur:color:): blur") ?? false, "\(reports)")
        assertOnly(context, Self.red) { x, y in (10..<30).contains(x) && (10..<30).contains(y) }

        // The largest blur is accepted: spread over more than Cairo can hold, it shows nothing.
        let widest = try makeContext(40, 40)
        let quiet = Diagnostics.capture {
            widest.setShadow(offset: .zero, blur: CGContext.largestShadowBlur,
                             color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            widest.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            widest.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
        }.1
        XCTAssertEqual(quiet, [])
        assertOnly(widest, Self.red) { x, y in (10..<30).contains(x) && (10..<30).contains(y) }
    }

    func testBlurredShadowSpreadsAndFades() throws {
        let context = try makeContext(30, 30)
        context.setShadow(offset: .zero, blur: 6, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        context.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        context.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
        XCTAssertEqual(pixel(context, x: 15, y: 15), [255, 255, 255, 255], "the shape covers its own shadow")
        let near = pixel(context, x: 9, y: 15)[3], far = pixel(context, x: 5, y: 15)[3]
        XCTAssertGreaterThan(near, 60)
        XCTAssertLessThan(near, 200)
        XCTAssertLessThan(far, near)
        XCTAssertEqual(pixel(context, x: 0, y: 15)[3], 0, "beyond three standard deviations")
    }

    // MARK: Snapshots

    func testMakeImageIsASnapshot() throws {
        let context = try makeContext(2, 2)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let image = try XCTUnwrap(context.makeImage())
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        XCTAssertEqual(Array([UInt8](image.premultipliedRGBA8).prefix(4)), Self.red)
        XCTAssertEqual(pixel(context, x: 0, y: 0), Self.blue)
        XCTAssertEqual(image.width, 2)
        XCTAssertEqual(image.bitmapInfo, context.bitmapInfo)
    }

    // MARK: Images

    /// 2×2, top row first: red, green / blue, white.
    func cornerImage() throws -> CGImage {
        let bytes: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255,
                              0, 0, 255, 255, 255, 255, 255, 255]
        return try XCTUnwrap(CGImage(width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                                     space: CGColorSpaceCreateDeviceRGB(),
                                     bitmapInfo: CGBitmapInfo(rawValue: Self.rgba),
                                     provider: CGDataProvider(data: Data(bytes))!, decode: nil,
                                     shouldInterpolate: true, intent: .defaultIntent))
    }

    func testDrawImageKeepsItsTopRowAtTheTop() throws {
        let image = try cornerImage()
        let context = try makeContext(2, 2)
        context.draw(image, in: CGRect(x: 0, y: 0, width: 2, height: 2))
        // Memory row 0 is the top: the same bytes, in the same order, as the image.
        XCTAssertEqual(bytes(context, x: 0, row: 0), [255, 0, 0, 255])
        XCTAssertEqual(bytes(context, x: 1, row: 0), [0, 255, 0, 255])
        XCTAssertEqual(bytes(context, x: 0, row: 1), [0, 0, 255, 255])
        XCTAssertEqual(bytes(context, x: 1, row: 1), [255, 255, 255, 255])
    }

    func testDrawImageScalesIntoTheRectWithCornersKept() throws {
        let image = try cornerImage()
        let context = try makeContext(6, 6)
        context.interpolationQuality = .none
        XCTAssertEqual(context.interpolationQuality, .none)
        context.draw(image, in: CGRect(x: 1, y: 1, width: 4, height: 4))
        XCTAssertEqual(pixel(context, x: 1, y: 4), [255, 0, 0, 255], "top-left")
        XCTAssertEqual(pixel(context, x: 4, y: 4), [0, 255, 0, 255], "top-right")
        XCTAssertEqual(pixel(context, x: 1, y: 1), [0, 0, 255, 255], "bottom-left")
        XCTAssertEqual(pixel(context, x: 4, y: 1), [255, 255, 255, 255], "bottom-right")
        XCTAssertEqual(pixel(context, x: 0, y: 0), Self.clear)
        XCTAssertEqual(pixel(context, x: 5, y: 5), Self.clear)
    }

    func testDrawImageUnderAFlippedCTMIsUpsideDown() throws {
        // As on Apple's platforms: a UIKit-style flip turns CG-drawn images over.
        let image = try cornerImage()
        let context = try makeContext(2, 2)
        context.translateBy(x: 0, y: 2)
        context.scaleBy(x: 1, y: -1)
        context.draw(image, in: CGRect(x: 0, y: 0, width: 2, height: 2))
        XCTAssertEqual(bytes(context, x: 0, row: 0), [0, 0, 255, 255])
        XCTAssertEqual(bytes(context, x: 0, row: 1), [255, 0, 0, 255])
    }

    func testTiledImageRepeatsOverTheClip() throws {
        let image = try cornerImage()
        let context = try makeContext(4, 4)
        context.draw(image, in: CGRect(x: 0, y: 0, width: 2, height: 2), byTiling: true)
        for row in 0..<4 {
            for x in 0..<4 {
                XCTAssertEqual(bytes(context, x: x, row: row), bytes(context, x: x % 2, row: row % 2), "(\(x), row \(row))")
            }
        }
        XCTAssertEqual(bytes(context, x: 2, row: 2), [255, 0, 0, 255], "a tile's top-left is red")
    }

    func testImageDrawnWithAlphaAndShadow() throws {
        let image = try cornerImage()
        let context = try makeContext(6, 6)
        context.setAlpha(0.5)
        context.setShadow(offset: CGSize(width: 2, height: 0), blur: 0, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        context.draw(image, in: CGRect(x: 0, y: 0, width: 2, height: 2))
        assertPixel(pixel(context, x: 0, y: 1), [128, 0, 0, 128], tolerance: 1, "half-opaque red")
        assertPixel(pixel(context, x: 3, y: 0), [0, 0, 0, 128], tolerance: 1, "the shadow, as opaque as the image")
        XCTAssertEqual(pixel(context, x: 4, y: 0), Self.clear)
    }

    // MARK: Path queries

    func testPathIsKeptInDeviceSpaceAndReadInUserSpace() throws {
        let context = try makeContext(10, 10)
        XCTAssertTrue(context.isPathEmpty)
        XCTAssertEqual(context.boundingBoxOfPath, .null)
        context.translateBy(x: 2, y: 3)
        context.move(to: CGPoint(x: 1, y: 1))
        context.addCurve(to: CGPoint(x: 4, y: 1), control1: CGPoint(x: 1, y: 5), control2: CGPoint(x: 4, y: 5))
        XCTAssertEqual(context.currentPointOfPath, CGPoint(x: 4, y: 1))
        XCTAssertEqual(context.boundingBoxOfPath, CGRect(x: 1, y: 1, width: 3, height: 4), "control points included")
        context.translateBy(x: 1, y: 0)
        XCTAssertEqual(context.currentPointOfPath, CGPoint(x: 3, y: 1), "the path stays where it was drawn")
        XCTAssertEqual(context.path?.currentPoint, CGPoint(x: 3, y: 1))
        XCTAssertTrue(context.pathContains(CGPoint(x: 2, y: 2), mode: .fill))
        XCTAssertFalse(context.pathContains(CGPoint(x: 2, y: 0), mode: .fill))
        context.fillPath()
        XCTAssertTrue(context.isPathEmpty)
        XCTAssertNil(context.path)
    }

    func testLineWithoutCurrentPointIsReported() throws {
        let context = try makeContext(4, 4)
        let (_, reports) = Diagnostics.capture { context.addLine(to: CGPoint(x: 1, y: 1)) }
        XCTAssertEqual(reports, ["CoreGraphics: addLine(to:): no current point."])
        XCTAssertTrue(context.isPathEmpty)
    }

    func testArcOnTheContextFollowsTheCTM() throws {
        let context = try makeContext(20, 20)
        context.translateBy(x: 10, y: 10)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.move(to: .zero)
        context.addArc(center: .zero, radius: 8, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        context.closePath()
        context.fillPath()
        XCTAssertEqual(pixel(context, x: 13, y: 13), Self.red, "the quarter between +x and +y")
        XCTAssertEqual(pixel(context, x: 6, y: 6), Self.clear)
        XCTAssertEqual(pixel(context, x: 13, y: 6), Self.clear)
    }
}
