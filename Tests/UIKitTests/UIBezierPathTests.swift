import XCTest
@testable import UIKit

final class UIBezierPathTests: XCTestCase {
    func testShapes() {
        XCTAssertEqual(UIBezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4)).bounds, CGRect(x: 1, y: 2, width: 3, height: 4))
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertTrue(oval.contains(CGPoint(x: 5, y: 5)))
        XCTAssertFalse(oval.contains(CGPoint(x: 0.5, y: 0.5)))
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 100)
        XCTAssertEqual(rounded.bounds, CGRect(x: 0, y: 0, width: 20, height: 10), accuracy: 1e-6)
        XCTAssertFalse(rounded.contains(CGPoint(x: 0.5, y: 0.5)), "radius limited to half the height: a pill")
        XCTAssertTrue(rounded.contains(CGPoint(x: 10, y: 5)))
        let oneCorner = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20),
                                     byRoundingCorners: [.topLeft], cornerRadii: CGSize(width: 8, height: 8))
        XCTAssertFalse(oneCorner.contains(CGPoint(x: 1, y: 1)))
        XCTAssertTrue(oneCorner.contains(CGPoint(x: 19, y: 19)), "the bottom-right corner is square")
        XCTAssertTrue(oneCorner.contains(CGPoint(x: 19, y: 1)))
    }

    func testClockwiseIsClockwiseOnAYDownScreen() {
        let quarter = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        XCTAssertEqual(quarter.bounds, CGRect(x: 0, y: 0, width: 10, height: 10), accuracy: 1e-6,
                       "from 3 o'clock down to 6 o'clock: a quarter")
        XCTAssertEqual(quarter.currentPoint, CGPoint(x: 0, y: 10), accuracy: 1e-6)
        let rest = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        XCTAssertEqual(rest.bounds, CGRect(x: -10, y: -10, width: 20, height: 20), accuracy: 1e-6, "three quarters the other way")
    }

    /// The "ball" idiom: a whole turn draws the full circle whichever way
    /// `clockwise` points (on iOS both directions give a circle).
    func testWholeTurnArcIsAFullCircleInBothDirections() {
        for clockwise in [false, true] {
            let pi = CGFloat.pi
            let turns: [(CGFloat, CGFloat)] = [(0, 2 * pi), (-pi / 2, 3 * pi / 2), (0, -2 * pi), (0, 4 * pi)]
            for (start, end) in turns {
                let ball = UIBezierPath(arcCenter: CGPoint(x: 20, y: 20), radius: 10, startAngle: start,
                                        endAngle: end, clockwise: clockwise)
                XCTAssertEqual(ball.bounds, CGRect(x: 10, y: 10, width: 20, height: 20), accuracy: 1e-6,
                               "\(start) → \(end) clockwise \(clockwise)")
                XCTAssertTrue(ball.contains(CGPoint(x: 20, y: 20)))
            }
        }
        let nothing = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 1, endAngle: 1, clockwise: true)
        XCTAssertEqual(nothing.bounds.size, .zero, "equal angles: only the start point")
    }

    func testBuildingTransformingAndCopying() {
        let path = UIBezierPath()
        XCTAssertTrue(path.isEmpty)
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 15, y: 5))
        path.addCurve(to: CGPoint(x: 0, y: 10), controlPoint1: CGPoint(x: 7, y: 12), controlPoint2: CGPoint(x: 3, y: 12))
        path.close()
        XCTAssertFalse(path.isEmpty)
        path.lineWidth = 3
        path.usesEvenOddFillRule = true
        let copy = path.copy() as! UIBezierPath
        XCTAssertEqual(copy.lineWidth, 3)
        XCTAssertTrue(copy.usesEvenOddFillRule)
        path.apply(CGAffineTransform(translationX: 100, y: 0))
        XCTAssertEqual(path.bounds.minX, 100, accuracy: 1e-9)
        XCTAssertEqual(copy.bounds.minX, 0, accuracy: 1e-9, "the copy is independent")
        let other = UIBezierPath(cgPath: copy.cgPath)
        other.append(UIBezierPath(rect: CGRect(x: 50, y: 50, width: 1, height: 1)))
        XCTAssertEqual(other.bounds.maxX, 51, accuracy: 1e-9)
        var dashes: [CGFloat] = [4, 2]
        other.setLineDash(&dashes, count: 2, phase: 1)
        var count = 0
        var phase: CGFloat = 0
        other.getLineDash(nil, count: &count, phase: &phase)
        XCTAssertEqual(count, 2)
        XCTAssertEqual(phase, 1)
        other.removeAllPoints()
        XCTAssertTrue(other.isEmpty)
    }

    func testEdgeInsets() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        XCTAssertEqual(rect.inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)),
                       CGRect(x: 10, y: 5, width: 70, height: 30))
        XCTAssertEqual(rect.inset(by: UIEdgeInsets(top: -5, left: 0, bottom: 0, right: 0)),
                       CGRect(x: 0, y: -5, width: 100, height: 55))
        XCTAssertTrue(rect.inset(by: UIEdgeInsets(top: 30, left: 0, bottom: 30, right: 0)).isNull)
        XCTAssertEqual(UIEdgeInsets.zero, UIEdgeInsets())
    }
}
