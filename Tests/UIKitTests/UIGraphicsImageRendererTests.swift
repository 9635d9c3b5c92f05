import XCTest
@testable import CoreGraphics
@testable import UIKit

/// `UIGraphicsImageRenderer`: images drawn by closures through UIKit's current context.
final class UIGraphicsImageRendererTests: UIKitTestCase {
    func testFillUsesTheCurrentFillColourAndTheOriginIsTheTopLeft() {
        let renderer = pixelRenderer(CGSize(width: 4, height: 4))
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        XCTAssertEqual(image.size, CGSize(width: 4, height: 4))
        XCTAssertEqual(image.scale, 1)
        XCTAssertEqual(pixel(image.cgImage, 0, 0), [255, 0, 0, 255], "top-left filled")
        XCTAssertEqual(pixel(image.cgImage, 3, 3), [0, 0, 0, 0], "the rest transparent")
    }

    func testTheRenderersContextIsUIKitsCurrentContextOnlyWhileDrawing() {
        let renderer = pixelRenderer(CGSize(width: 6, height: 6))
        var current: CGContext?
        var given: CGContext?
        let image = renderer.image { context in
            current = UIGraphicsGetCurrentContext()
            given = context.cgContext
            UIColor.blue.setFill()
            UIBezierPath(rect: CGRect(x: 2, y: 2, width: 2, height: 2)).fill()
        }
        XCTAssertNotNil(current)
        XCTAssertTrue(current === given)
        XCTAssertNil(UIGraphicsGetCurrentContext(), "popped afterwards")
        XCTAssertEqual(pixel(image.cgImage, 3, 3), [0, 0, 255, 255], "UIBezierPath drew into the renderer")
        XCTAssertEqual(pixel(image.cgImage, 1, 1), [0, 0, 0, 0])
    }

    func testScaleSetsPixelsPerPointAndBoundsMoveTheOrigin() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 3, height: 3), format: format)
        XCTAssertEqual(renderer.format.bounds, CGRect(x: 10, y: 10, width: 3, height: 3))
        XCTAssertEqual(renderer.format.scale, 2)
        let image = renderer.image { context in
            XCTAssertEqual(context.format.scale, 2)
            UIColor.green.setFill()
            context.fill(CGRect(x: 10, y: 10, width: 1, height: 1))
        }
        XCTAssertEqual(image.size, CGSize(width: 3, height: 3))
        XCTAssertEqual(image.scale, 2)
        XCTAssertEqual(image.cgImage?.width, 6)
        XCTAssertEqual(pixel(image.cgImage, 1, 1)[3], 255, "the bounds' origin is the top-left, 2 pixels a point")
        XCTAssertEqual(pixel(image.cgImage, 2, 2)[3], 0)
        XCTAssertEqual(UIGraphicsImageRendererFormat.preferred().scale, UIScreen.main.scale)
        XCTAssertEqual(UIGraphicsImageRendererFormat.default().scale, UIScreen.main.scale, "an image format, of Self")
        XCTAssertFalse(UIGraphicsImageRendererFormat.default().opaque)
        format.scale = 3
        XCTAssertEqual(renderer.format.scale, 2, "the renderer keeps its own copy")
        XCTAssertEqual(UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).format.scale, UIScreen.main.scale)
    }

    func testBlendModesStrokesAndClips() {
        let renderer = pixelRenderer(CGSize(width: 8, height: 8))
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2), blendMode: .clear)
            UIColor.blue.setStroke()
            context.cgContext.setLineWidth(2)
            context.stroke(CGRect(x: 3, y: 3, width: 4, height: 4))
            context.clip(to: CGRect(x: 0, y: 6, width: 2, height: 2))
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 4, width: 8, height: 4))
        }
        XCTAssertEqual(pixel(image.cgImage, 1, 1), [0, 0, 0, 0], "cleared by the blend mode")
        XCTAssertEqual(pixel(image.cgImage, 2, 0), [255, 0, 0, 255], "next to it the red stays")
        XCTAssertEqual(pixel(image.cgImage, 6, 3), [0, 0, 255, 255], "the stroke's right edge")
        XCTAssertEqual(pixel(image.cgImage, 5, 5), [255, 0, 0, 255], "inside the stroke")
        XCTAssertEqual(pixel(image.cgImage, 1, 7), [0, 255, 0, 255], "inside the clip")
        XCTAssertEqual(pixel(image.cgImage, 4, 4), [255, 0, 0, 255], "outside the clip")
    }

    func testCurrentImageShowsWhatIsDrawnSoFar() {
        let renderer = pixelRenderer(CGSize(width: 2, height: 2))
        var before: UIImage?
        var during: UIImage?
        _ = renderer.image { context in
            before = context.currentImage
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            during = context.currentImage
        }
        XCTAssertEqual(pixel(before?.cgImage, 0, 0), [0, 0, 0, 0])
        XCTAssertEqual(pixel(during?.cgImage, 0, 0), [255, 0, 0, 255])
    }

    func testPNGDataDecodesToTheDrawnImage() throws {
        let renderer = pixelRenderer(CGSize(width: 3, height: 2))
        let data = renderer.pngData { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 2))
        }
        XCTAssertEqual(Array(data.prefix(4)), [0x89, 0x50, 0x4E, 0x47], "a PNG signature")
        let decoded = try XCTUnwrap(UIImage(data: data))
        XCTAssertEqual(decoded.size, CGSize(width: 3, height: 2))
        XCTAssertEqual(pixel(decoded.cgImage, 0, 1), [0, 0, 255, 255])
        XCTAssertEqual(pixel(decoded.cgImage, 2, 1), [0, 0, 0, 0])
    }

    func testJPEGDataDecodesToTheDrawnImageWithoutAlpha() throws {
        let data = pixelRenderer(CGSize(width: 16, height: 8)).jpegData(withCompressionQuality: 1) { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        }
        XCTAssertEqual(Array(data.prefix(2)), [0xFF, 0xD8], "a JPEG start-of-image marker")
        let decoded = try XCTUnwrap(UIImage(data: data))
        XCTAssertEqual(decoded.size, CGSize(width: 16, height: 8))
        XCTAssertGreaterThan(pixel(decoded.cgImage, 2, 4)[0], 240, "white where drawn")
        XCTAssertLessThan(pixel(decoded.cgImage, 13, 4)[0], 15, "black where transparent")
        XCTAssertEqual(pixel(decoded.cgImage, 13, 4)[3], 255)
    }

    func testAnEmptyRendererRunsNoActionsAndSaysSo() {
        let renderer = UIGraphicsImageRenderer(size: .zero)
        var ran = false
        var image: UIImage?
        let reports = diagnostics { image = renderer.image { _ in ran = true } }
        XCTAssertFalse(ran)
        XCTAssertNil(image?.cgImage)
        XCTAssertEqual(reports.count, 1)
    }
}
