import XCTest
@testable import CoreGraphics

/// Gradients made from colours or components, drawn linear and radial into a bitmap `CGContext`.
final class CGGradientTests: CGContextTestCase {
    func redToBlue() throws -> CGGradient {
        try XCTUnwrap(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                 colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                                          CGColor(red: 0, green: 0, blue: 1, alpha: 1)],
                                 locations: [0, 1]))
    }

    func testLinearGradientRunsFromStartColourToEndColour() throws {
        let context = try makeContext(100, 1)
        context.drawLinearGradient(try redToBlue(), start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0), options: [])
        assertPixel(pixel(context, x: 0, y: 0), [255, 0, 0, 255], tolerance: 2, "start")
        assertPixel(pixel(context, x: 99, y: 0), [0, 0, 255, 255], tolerance: 2, "end")
        assertPixel(pixel(context, x: 49, y: 0), [129, 0, 126, 255], tolerance: 2, "just before the middle")
        assertPixel(pixel(context, x: 50, y: 0), [126, 0, 129, 255], tolerance: 2, "just after the middle")
    }

    func testLinearGradientOptionsExtendEachEnd() throws {
        let gradient = try redToBlue()
        func draw(_ options: CGGradientDrawingOptions) throws -> CGContext {
            let context = try makeContext(100, 1)
            context.drawLinearGradient(gradient, start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0), options: options)
            return context
        }
        let neither = try draw([])
        XCTAssertEqual(pixel(neither, x: 10, y: 0), Self.clear)
        XCTAssertEqual(pixel(neither, x: 90, y: 0), Self.clear)
        let before = try draw(.drawsBeforeStartLocation)
        XCTAssertEqual(pixel(before, x: 10, y: 0), Self.red)
        XCTAssertEqual(pixel(before, x: 90, y: 0), Self.clear)
        let after = try draw(.drawsAfterEndLocation)
        XCTAssertEqual(pixel(after, x: 10, y: 0), Self.clear)
        XCTAssertEqual(pixel(after, x: 90, y: 0), Self.blue)
        let both = try draw([.drawsBeforeStartLocation, .drawsAfterEndLocation])
        XCTAssertEqual(pixel(both, x: 0, y: 0), Self.red)
        XCTAssertEqual(pixel(both, x: 99, y: 0), Self.blue)
        assertPixel(pixel(both, x: 50, y: 0), [126, 0, 129, 255], tolerance: 2, "the middle is unchanged")
    }

    func testRadialGradientHasTheStartColourAtItsCentre() throws {
        let context = try makeContext(21, 21)
        let center = CGPoint(x: 10.5, y: 10.5)
        context.drawRadialGradient(try redToBlue(), startCenter: center, startRadius: 0, endCenter: center,
                                   endRadius: 10, options: [])
        assertPixel(pixel(context, x: 10, y: 10), Self.red, tolerance: 2, "centre")
        // Pixel (1, 10) has its centre at (1.5, 10.5), 9 from the centre: location 0.9.
        assertPixel(pixel(context, x: 1, y: 10), [26, 0, 229, 255], tolerance: 2, "nine tenths of the way")
        XCTAssertEqual(pixel(context, x: 0, y: 0), Self.clear, "outside the end circle")

        let extended = try makeContext(21, 21)
        extended.drawRadialGradient(try redToBlue(), startCenter: center, startRadius: 0, endCenter: center,
                                    endRadius: 10, options: .drawsAfterEndLocation)
        XCTAssertEqual(pixel(extended, x: 0, y: 0), Self.blue, "the end colour continues")
    }

    func testRadialGradientBeforeStartFillsTheStartCircle() throws {
        let context = try makeContext(21, 21)
        let center = CGPoint(x: 10.5, y: 10.5)
        context.drawRadialGradient(try redToBlue(), startCenter: center, startRadius: 5, endCenter: center,
                                   endRadius: 10, options: .drawsBeforeStartLocation)
        XCTAssertEqual(pixel(context, x: 10, y: 10), Self.red)
        XCTAssertEqual(pixel(context, x: 0, y: 0), Self.clear)
    }

    func testGradientsClipAndComponentForm() throws {
        let components: [CGFloat] = [1, 0, 0, 1, 0, 0, 1, 1]
        let gradient = try XCTUnwrap(CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components,
                                                locations: nil, count: 2))
        XCTAssertEqual(gradient.stops.map(\.location), [0, 1])
        let context = try makeContext(10, 10)
        context.clip(to: CGRect(x: 0, y: 0, width: 5, height: 10))
        context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 10, y: 0),
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        XCTAssertGreaterThan(pixel(context, x: 4, y: 3)[3], 0)
        XCTAssertEqual(pixel(context, x: 5, y: 3), Self.clear, "clipped")
        let (none, reports) = Diagnostics.capture {
            CGGradient(colorsSpace: nil, colors: [], locations: nil)
        }
        XCTAssertNil(none)
        XCTAssertEqual(reports.count, 1)
    }

    func testStopsAreSortedClampedAndGreyExpands() throws {
        let gradient = try XCTUnwrap(CGGradient(
            colorsSpace: nil,
            colors: [CGColor(gray: 0.5, alpha: 1), CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                     CGColor(red: 0, green: 0, blue: 1, alpha: 1)],
            locations: [0.75, 1.5, -1]))
        XCTAssertEqual(gradient.stops.map(\.location), [0, 0.75, 1])
        XCTAssertEqual(gradient.stops[1], CGGradient.Stop(location: 0.75, red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        XCTAssertEqual(gradient.stops[2].red, 1)
    }

    func testGradientFollowsTheCTM() throws {
        let context = try makeContext(1, 100)
        context.translateBy(x: 0, y: 100)
        context.rotate(by: -.pi / 2)  // user +x now points down the image
        context.drawLinearGradient(try redToBlue(), start: .zero, end: CGPoint(x: 100, y: 0), options: [])
        assertPixel(bytes(context, x: 0, row: 0), Self.red, tolerance: 3, "top row: the start")
        assertPixel(bytes(context, x: 0, row: 99), Self.blue, tolerance: 3, "bottom row: the end")
    }
}
