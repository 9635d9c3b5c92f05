import XCTest
@testable import CoreGraphics
@testable import UIKit

/// `draw(_:)` through the layer's drawing path, and UIKit's drawing helpers.
final class DrawingTests: UIKitTestCase {
    final class Corner: UIView {
        var color: UIColor = .red
        var draws = 0
        override func draw(_ rect: CGRect) {
            draws += 1
            color.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
    }

    func testDrawRectBecomesTheLayersContentsYDown() {
        let view = Corner(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        commit()
        let image = view.layer.contents as? CGImage
        XCTAssertEqual(image?.width, 4)
        XCTAssertEqual(pixel(image, 0, 0), [255, 0, 0, 255], "the origin is the top-left")
        XCTAssertEqual(pixel(image, 3, 3), [0, 0, 0, 0])
        XCTAssertEqual(view.draws, 1)

        view.color = .blue
        commit()
        XCTAssertEqual(view.draws, 1, "no redraw without setNeedsDisplay")
        view.setNeedsDisplay()
        commit()
        XCTAssertEqual(view.draws, 2)
        XCTAssertEqual(pixel(view.layer.contents as? CGImage, 1, 1), [0, 0, 255, 255])
    }

    func testAViewThatDoesNotDrawKeepsNoBitmap() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.backgroundColor = .green
        commit()
        XCTAssertNil(view.layer.contents)
        view.setNeedsDisplay()
        commit()
        XCTAssertNil(view.layer.contents)
    }

    func testContentScaleFactorAndRedrawContentMode() {
        let view = Corner(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        view.contentScaleFactor = 2
        view.contentMode = .redraw
        commit()
        let image = view.layer.contents as? CGImage
        XCTAssertEqual(image?.width, 8)
        XCTAssertEqual(pixel(image, 3, 3), [255, 0, 0, 255], "2 points are 4 pixels")
        XCTAssertEqual(pixel(image, 4, 4), [0, 0, 0, 0])
        view.bounds.size = CGSize(width: 6, height: 6)
        commit()
        XCTAssertEqual(view.draws, 2, "redrawn on resize")
        XCTAssertEqual((view.layer.contents as? CGImage)?.width, 12)
    }

    func testBezierPathsDrawIntoTheCurrentContext() {
        final class Dot: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.black.setFill()
                UIBezierPath(ovalIn: bounds).fill()
                let line = UIBezierPath()
                line.move(to: CGPoint(x: 0, y: 19))
                line.addLine(to: CGPoint(x: 20, y: 19))
                line.lineWidth = 2
                UIColor.red.setStroke()
                line.stroke()
            }
        }
        let view = Dot(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        commit()
        let image = view.layer.contents as? CGImage
        XCTAssertEqual(pixel(image, 10, 10), [0, 0, 0, 255], "inside the oval")
        XCTAssertEqual(pixel(image, 1, 1), [0, 0, 0, 0], "the corner is outside")
        XCTAssertEqual(pixel(image, 1, 19), [255, 0, 0, 255], "the line along the bottom edge")
    }

    func testImageContextsMakeImages() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 2), false, 2)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        XCTAssertNil(UIGraphicsGetCurrentContext())
        XCTAssertEqual(image?.size, CGSize(width: 3, height: 2))
        XCTAssertEqual(image?.scale, 2)
        XCTAssertEqual(image?.cgImage?.width, 6)
        XCTAssertEqual(pixel(image?.cgImage, 1, 1), [255, 0, 0, 255])
        XCTAssertEqual(pixel(image?.cgImage, 2, 2), [0, 0, 0, 0])
        XCTAssertEqual(diagnostics { UIGraphicsEndImageContext() }.count, 1)
        XCTAssertEqual(diagnostics { UIGraphicsPopContext() }.count, 1)
    }

    func testUIImageDrawsUpright() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), false, 1)
        UIColor.blue.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 1))
        let topBlue = UIGraphicsGetImageFromCurrentImageContext()!
        UIGraphicsEndImageContext()
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), false, 1)
        topBlue.draw(at: .zero)
        let copy = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        XCTAssertEqual(pixel(copy?.cgImage, 0, 0), [0, 0, 255, 255], "the top stays on top")
        XCTAssertEqual(pixel(copy?.cgImage, 0, 1), [0, 0, 0, 0])
    }
}
