import XCTest
@testable import CoreGraphics

final class CGPathContainsTests: XCTestCase {
    /// Two circles about (50, 50), radii 40 and 20, drawn the same way round.
    func donut(reverseInner: Bool = false) -> CGMutablePath {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 10, y: 10, width: 80, height: 80))
        let mirror = CGAffineTransform(translationX: 100, y: 0).scaledBy(x: -1, y: 1)  // x ↦ 100 - x reverses direction
        path.addEllipse(in: CGRect(x: 30, y: 30, width: 40, height: 40), transform: reverseInner ? mirror : .identity)
        return path
    }

    func testWindingFillsTheHoleOfTwoCirclesDrawnTheSameWay() {
        let path = donut()
        XCTAssertTrue(path.contains(CGPoint(x: 50, y: 50), using: .winding))
        XCTAssertTrue(path.contains(CGPoint(x: 50, y: 50)), "winding is the default")
        XCTAssertEqual(path.windingNumber(at: CGPoint(x: 50, y: 50)), 2)
    }

    func testEvenOddLeavesTheHoleEmpty() {
        let path = donut()
        XCTAssertFalse(path.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        XCTAssertTrue(path.contains(CGPoint(x: 50, y: 15), using: .evenOdd), "in the ring")
        XCTAssertTrue(path.contains(CGPoint(x: 80, y: 50), using: .evenOdd), "in the ring")
    }

    func testWindingLeavesTheHoleEmptyWhenTheInnerCircleRunsBackwards() {
        let path = donut(reverseInner: true)
        XCTAssertEqual(path.windingNumber(at: CGPoint(x: 50, y: 50)), 0)
        XCTAssertFalse(path.contains(CGPoint(x: 50, y: 50), using: .winding))
        XCTAssertTrue(path.contains(CGPoint(x: 50, y: 15), using: .winding))
    }

    func testPointsOutsideAreOutsideUnderBothRules() {
        let path = donut()
        for point in [CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 95), CGPoint(x: 13, y: 13), CGPoint(x: 91, y: 50)] {
            XCTAssertFalse(path.contains(point, using: .winding), "\(point)")
            XCTAssertFalse(path.contains(point, using: .evenOdd), "\(point)")
        }
    }

    func testCurvedEdgesAreFollowedClosely() {
        let path = CGPath(ellipseIn: CGRect(x: -1, y: -1, width: 2, height: 2), transform: nil)
        let diagonal = 1 / 2.0.squareRoot()
        XCTAssertTrue(path.contains(CGPoint(x: diagonal * 0.999, y: diagonal * 0.999)))
        XCTAssertFalse(path.contains(CGPoint(x: diagonal * 1.001, y: diagonal * 1.001)))
    }

    func testTransformMapsThePointBeforeTesting() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let shift = CGAffineTransform(translationX: 100, y: 0)
        XCTAssertFalse(square.contains(CGPoint(x: 5, y: 5), transform: shift))
        XCTAssertTrue(square.contains(CGPoint(x: -95, y: 5), transform: shift))
    }

    func testOpenSubpathsAreFilledAsIfClosed() {
        let triangle = CGMutablePath()
        triangle.addLines(between: [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)])
        XCTAssertTrue(triangle.contains(CGPoint(x: 2, y: 2)))
        XCTAssertFalse(triangle.contains(CGPoint(x: 6, y: 6)))
    }

    func testEmptyPathsAndBadPointsContainNothing() {
        XCTAssertFalse(CGMutablePath().contains(.zero))
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        XCTAssertFalse(square.contains(CGPoint(x: CGFloat.nan, y: 5)))
    }
}
