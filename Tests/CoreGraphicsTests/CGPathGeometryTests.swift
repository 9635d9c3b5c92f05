import XCTest
@testable import CoreGraphics

final class CGPathGeometryTests: XCTestCase {
    func testEmptyPathHasNullBoxesAndZeroCurrentPoint() {
        let path = CGMutablePath()
        XCTAssertTrue(path.boundingBox.isNull)
        XCTAssertTrue(path.boundingBoxOfPath.isNull)
        XCTAssertEqual(path.currentPoint, .zero)
        XCTAssertTrue(path.isEmpty)
    }

    func testBoundingBoxIncludesControlPointsButBoundingBoxOfPathOnlyTheCurve() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        XCTAssertEqual(path.boundingBox, CGRect(x: 0, y: 0, width: 10, height: 10))
        // The parabola peaks halfway between the ends and the control point: y = 5.
        assertRect(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 5), accuracy: 1e-12)
    }

    func testBoundingBoxOfPathFindsCubicExtremaOnBothAxes() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: -5, y: 10), control2: CGPoint(x: 15, y: 10))
        let box = path.boundingBoxOfPath
        XCTAssertEqual(box.maxY, 7.5, accuracy: 1e-12)  // at t = 1/2: 3·(1/4)·10 + 3·(1/4)·10
        XCTAssertLessThan(box.minX, 0, "the curve swings left of its start")
        XCTAssertGreaterThan(box.maxX, 10)
        // Brute force agrees with the analytic extrema.
        let segment = path.segments[0]
        let samples = (0...10_000).map { segment.point(at: CGFloat($0) / 10_000) }
        XCTAssertEqual(box.minX, samples.map(\.x).min()!, accuracy: 1e-6)
        XCTAssertEqual(box.maxX, samples.map(\.x).max()!, accuracy: 1e-6)
        XCTAssertEqual(path.boundingBox, CGRect(x: -5, y: 0, width: 20, height: 10))
    }

    func testBoundingBoxesIncludeMovesAndLines() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: -3, y: 4))
        path.addLine(to: CGPoint(x: 5, y: -1))
        path.move(to: CGPoint(x: 100, y: 100))
        let expected = CGRect(x: -3, y: -1, width: 103, height: 101)
        XCTAssertEqual(path.boundingBox, expected)
        XCTAssertEqual(path.boundingBoxOfPath, expected)
    }

    func testIsRectRecognisesRectanglesAndWritesThem() {
        var found = CGRect.zero
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        XCTAssertTrue(CGPath(rect: rect, transform: nil).isRect(&found))
        XCTAssertEqual(found, rect)
        XCTAssertTrue(CGPath(rect: rect, transform: nil).isRect(nil))

        let drawn = CGMutablePath()  // vertical side first, returning to the start, no close
        drawn.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 5), CGPoint(x: 7, y: 5),
                                 CGPoint(x: 7, y: 0), CGPoint(x: 0, y: 0)])
        XCTAssertTrue(drawn.isRect(&found))
        XCTAssertEqual(found, CGRect(x: 0, y: 0, width: 7, height: 5))
    }

    func testIsRectRejectsOtherShapes() {
        var rotation = CGAffineTransform(rotationAngle: 0.3)
        let rotated = withUnsafePointer(to: &rotation) { CGPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2), transform: $0) }
        XCTAssertFalse(rotated.isRect(nil))
        XCTAssertFalse(CGPath(roundedRect: CGRect(x: 0, y: 0, width: 9, height: 9), cornerWidth: 1, cornerHeight: 1,
                              transform: nil).isRect(nil))
        let open = CGMutablePath()
        open.addLines(between: [.zero, CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1), CGPoint(x: 0, y: 1)])
        XCTAssertFalse(open.isRect(nil), "three sides without a close is not a rectangle")
        let two = CGMutablePath()
        two.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        two.addRect(CGRect(x: 5, y: 5, width: 1, height: 1))
        XCTAssertFalse(two.isRect(nil))
    }

    func testCopyUsingTransformMapsEveryPoint() throws {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 2, height: 2))
        var shift = CGAffineTransform(translationX: 5, y: -5)
        let moved = try XCTUnwrap(withUnsafePointer(to: &shift) { path.copy(using: $0) })
        XCTAssertEqual(moved.boundingBox, CGRect(x: 5, y: -5, width: 2, height: 2))
        XCTAssertFalse(moved is CGMutablePath)
        XCTAssertEqual(path.copy(using: nil), path)
        let mutable = try XCTUnwrap(withUnsafePointer(to: &shift) { path.mutableCopy(using: $0) })
        mutable.closeSubpath()
        XCTAssertEqual(mutable.elements, moved.elements, "close after close is ignored")
        mutable.addLine(to: .zero)
        XCTAssertEqual(path.elements.count, 6, "the original is untouched")
    }
}
