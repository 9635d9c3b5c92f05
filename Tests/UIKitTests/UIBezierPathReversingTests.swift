import XCTest
@testable import CoreGraphics
@testable import UIKit

/// `UIBezierPath.reversing()`: the same shape traced the other way.
final class UIBezierPathReversingTests: UIKitTestCase {
    func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    func testAnOpenSubpathRunsFromItsLastPointWithControlPointsSwapped() {
        let path = UIBezierPath()
        path.move(to: p(0, 0))
        path.addLine(to: p(10, 0))
        path.addCurve(to: p(15, 10), controlPoint1: p(12, 0), controlPoint2: p(15, 5))
        path.addQuadCurve(to: p(5, 20), controlPoint: p(15, 20))
        let reversed = path.reversing()
        XCTAssertEqual(reversed.cgPath.elements, [
            .move(p(5, 20)),
            .quad(p(15, 20), to: p(15, 10)),
            .cubic(p(15, 5), p(12, 0), to: p(10, 0)),
            .line(p(0, 0)),
        ])
        XCTAssertEqual(reversed.currentPoint, p(0, 0))
        XCTAssertEqual(reversed.reversing().cgPath, path.cgPath, "reversing twice gives the path back")
        XCTAssertEqual(path.cgPath.elements.first, .move(p(0, 0)), "the original is unchanged")
    }

    func testAClosedSubpathStaysClosedFromItsFirstPoint() {
        let square = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let reversed = square.reversing()
        XCTAssertEqual(reversed.cgPath.elements, [
            .move(p(0, 0)), .line(p(0, 10)), .line(p(10, 10)), .line(p(10, 0)), .close,
        ])
        XCTAssertEqual(reversed.reversing().cgPath, square.cgPath)

        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20))
        let elements = oval.reversing().cgPath.elements
        XCTAssertEqual(elements.count, 6)
        XCTAssertEqual(elements.first, .move(p(20, 10)))
        XCTAssertEqual(elements.last, .close)
        guard case .cubic(_, _, let firstEnd) = elements[1], case .cubic(_, _, let lastEnd) = elements[4] else {
            return XCTFail("four curves: \(elements)")
        }
        XCTAssertEqual(firstEnd, p(10, 0), accuracy: 1e-9, "the other way round: up first on screen")
        XCTAssertEqual(lastEnd, p(20, 10), accuracy: 1e-9)
    }

    func testSubpathsComeInReverseOrderAndAttributesAreKept() {
        let path = UIBezierPath()
        path.move(to: p(0, 0))
        path.addLine(to: p(1, 0))
        path.move(to: p(5, 5))
        path.addLine(to: p(6, 5))
        path.lineWidth = 7
        path.lineCapStyle = .round
        let reversed = path.reversing()
        XCTAssertEqual(reversed.cgPath.elements, [.move(p(6, 5)), .line(p(5, 5)), .move(p(1, 0)), .line(p(0, 0))])
        XCTAssertEqual(reversed.lineWidth, 7)
        XCTAssertEqual(reversed.lineCapStyle, .round)
        XCTAssertTrue(UIBezierPath().reversing().isEmpty)
    }

    func testAReversedCircleStrokesAndFillsTheSamePixels_pixeltest() {
        let circle = UIBezierPath(arcCenter: p(16, 16), radius: 11, startAngle: 0.3, endAngle: 0.3 + 2 * .pi,
                                  clockwise: true)
        circle.lineWidth = 3
        let renderer = pixelRenderer(CGSize(width: 32, height: 32))
        func drawn(_ path: UIBezierPath) -> [UInt8] {
            let image = renderer.image { _ in
                UIColor.black.setStroke()
                path.stroke()
            }
            return [UInt8](image.cgImage!.premultipliedRGBA8)
        }
        let forwards = drawn(circle), backwards = drawn(circle.reversing())
        XCTAssertGreaterThan(forwards.reduce(0) { $0 + Int($1) }, 255 * 100, "the ring is drawn")
        let worst = zip(forwards, backwards).map { abs(Int($0) - Int($1)) }.max() ?? 0
        XCTAssertLessThanOrEqual(worst, 2, "the same pixels")
        XCTAssertTrue(circle.reversing().contains(p(16, 16)) == circle.contains(p(16, 16)))
    }
}
