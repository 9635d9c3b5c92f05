import XCTest
@testable import CoreGraphics

final class CGPathShapesTests: XCTestCase {
    let rect = CGRect(x: 10, y: 20, width: 40, height: 30)

    func testRectangleIsAMoveThreeLinesAndAClose() {
        let path = CGPath(rect: rect, transform: nil)
        XCTAssertEqual(path.elements, [
            .move(CGPoint(x: 10, y: 20)), .line(CGPoint(x: 50, y: 20)),
            .line(CGPoint(x: 50, y: 50)), .line(CGPoint(x: 10, y: 50)), .close,
        ])
        XCTAssertFalse(path is CGMutablePath)
    }

    func testShapeInitialisersReadTheTransformPointer() {
        var t = CGAffineTransform(translationX: -10, y: -20)
        let path = withUnsafePointer(to: &t) { CGPath(rect: rect, transform: $0) }
        XCTAssertEqual(path.elements.first, .move(.zero))
        XCTAssertEqual(path.boundingBox, CGRect(x: 0, y: 0, width: 40, height: 30))
    }

    func testAddRectsAddsOneClosedSubpathPerRectangle() {
        let path = CGMutablePath()
        path.addRects([rect, CGRect(x: 0, y: 0, width: 1, height: 1)], transform: CGAffineTransform(scaleX: 2, y: 2))
        XCTAssertEqual(elementCodes(path), "MLLLZMLLLZ")
        XCTAssertEqual(path.elements[5], .move(.zero))
        XCTAssertEqual(path.elements[7], .line(CGPoint(x: 2, y: 2)))
    }

    func testNullRectangleAddsNothing() {
        let path = CGMutablePath()
        path.addRect(.null)
        path.addEllipse(in: .null)
        path.addRoundedRect(in: .null, cornerWidth: 1, cornerHeight: 1)
        XCTAssertTrue(path.isEmpty)
    }

    func testEllipseRunsFromMaxXMidYThroughMaxYWithFourCubics() {
        let path = CGPath(ellipseIn: rect, transform: nil)
        XCTAssertEqual(elementCodes(path), "MCCCCZ")
        XCTAssertEqual(path.elements[0], .move(CGPoint(x: 50, y: 35)))
        XCTAssertEqual(path.elements[1].endPoint, CGPoint(x: 30, y: 50))
        XCTAssertEqual(path.elements[2].endPoint, CGPoint(x: 10, y: 35))
        XCTAssertEqual(path.elements[3].endPoint, CGPoint(x: 30, y: 20))
        XCTAssertEqual(path.elements[4].endPoint, CGPoint(x: 50, y: 35))
    }

    func testEllipsePointsLieOnTheEllipse() {
        let path = CGMutablePath()
        path.addEllipse(in: rect)
        for segment in path.segments where segment.kind == .cubicCurve {
            for i in 0...10 {
                let p = segment.point(at: CGFloat(i) / 10)
                let u = (p.x - rect.midX) / (rect.width / 2), v = (p.y - rect.midY) / (rect.height / 2)
                XCTAssertEqual(u * u + v * v, 1, accuracy: 1e-3)
            }
        }
        XCTAssertEqual(path.boundingBox, rect, "control points stay inside the box")
        assertRect(path.boundingBoxOfPath, rect, accuracy: 1e-12)
    }

    func testRoundedRectangleAlternatesEdgesAndQuarterEllipseCorners() {
        let path = CGPath(roundedRect: rect, cornerWidth: 4, cornerHeight: 6, transform: nil)
        XCTAssertEqual(elementCodes(path), "MLCLCLCLCZ")
        XCTAssertEqual(path.elements[0], .move(CGPoint(x: 14, y: 20)))
        XCTAssertEqual(path.elements[1], .line(CGPoint(x: 46, y: 20)))
        XCTAssertEqual(path.elements[2].endPoint, CGPoint(x: 50, y: 26))
        XCTAssertEqual(path.elements[8].endPoint, CGPoint(x: 14, y: 20))
        // The corner at (maxX, minY) is a quarter ellipse about (46, 26).
        let corner = path.segments[1]
        let p = corner.point(at: 0.5)
        let u = (p.x - 46) / 4, v = (p.y - 26) / 6
        XCTAssertEqual(u * u + v * v, 1, accuracy: 1e-3)
        XCTAssertGreaterThan(p.x, 46)
        XCTAssertLessThan(p.y, 26)
        XCTAssertEqual(path.boundingBox, rect)
    }

    func testRoundedRectangleClampsCornersToHalfTheSideAndDropsEmptyEdges() {
        let square = CGRect(x: 0, y: 0, width: 10, height: 10)
        let path = CGPath(roundedRect: square, cornerWidth: 50, cornerHeight: 50, transform: nil)
        XCTAssertEqual(elementCodes(path), "MCCCCZ", "a fully rounded square is a circle")
        XCTAssertEqual(path.elements[0], .move(CGPoint(x: 5, y: 0)))
        XCTAssertEqual(path.boundingBox, square)
    }

    func testZeroCornersGiveAPlainRectangle() {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: 0, cornerHeight: 5)
        XCTAssertEqual(path.elements, CGPath(rect: rect, transform: nil).elements)
    }
}
