import XCTest
@testable import CoreGraphics

final class PathMeasureTests: XCTestCase {
    /// The measure integrates the curves it is given to 1e-9; the circle itself is
    /// four quarter-circle cubics (as Apple builds it), which run 0.014 % longer
    /// than the true circle, so 2πr holds to 2e-4 relative, not closer.
    func testCircleLengthIsTwoPiRToTheAccuracyOfItsBezierQuarters() {
        let r: CGFloat = 50
        let circle = CGPath(ellipseIn: CGRect(x: -r, y: -r, width: 2 * r, height: 2 * r), transform: nil)
        let measure = PathMeasure(circle)
        XCTAssertEqual(measure.length, 2 * .pi * r, accuracy: 2e-4 * 2 * .pi * r)
        XCTAssertEqual(measure.segments.count, 5, "four quarters and a zero-length close")
        XCTAssertEqual(measure.segmentLengths[4], 0)
        let sampled = circle.flattened(tolerance: 1e-7)[0].points
        var polylineLength = distance(sampled[sampled.count - 1], sampled[0])
        for i in 1..<sampled.count { polylineLength += distance(sampled[i - 1], sampled[i]) }
        XCTAssertEqual(measure.length, polylineLength, accuracy: 1e-9 * measure.length)
        for quarter in measure.segmentLengths.prefix(4) {
            XCTAssertEqual(quarter, measure.length / 4, accuracy: 1e-12 * measure.length)
        }
    }

    func testArcLengthOfAnArcIsRadiusTimesAngle() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 1, clockwise: false)
        XCTAssertEqual(PathMeasure(path).length, 10, accuracy: 1e-4 * 10, "one piece of 57°")
    }

    func testStraightLinesMeasureExactly() {
        let path = CGMutablePath()
        path.addLines(between: [.zero, CGPoint(x: 3, y: 4), CGPoint(x: 3, y: 10)])
        let measure = PathMeasure(path)
        XCTAssertEqual(measure.length, 11)
        XCTAssertEqual(measure.segmentLengths, [5, 6])
        XCTAssertEqual(measure.segmentStartDistances, [0, 5])
    }

    func testQuadraticLengthMatchesTheParabolaIntegral() {
        // This quad traces y = x² for x in 0...1; its length is √5/2 + asinh(2)/4.
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 1, y: 1), control: CGPoint(x: 0.5, y: 0))
        let exact = 5.0.squareRoot() / 2 + asinh(2.0) / 4
        XCTAssertEqual(PathMeasure(path).length, exact, accuracy: 1e-10)
    }

    func testCubicLengthMatchesFineSampling() {
        let segment = PathSegment(kind: .cubicCurve, elementIndex: 0, start: .zero, control1: CGPoint(x: 0, y: 40),
                                  control2: CGPoint(x: 60, y: -40), end: CGPoint(x: 60, y: 0))
        var sampled: CGFloat = 0
        var previous = segment.start
        for i in 1...200_000 {
            let p = segment.point(at: CGFloat(i) / 200_000)
            sampled += distance(previous, p)
            previous = p
        }
        XCTAssertEqual(segment.length(), sampled, accuracy: 1e-6 * sampled)
    }

    func testParameterAtLengthInvertsLength() {
        let segment = PathSegment(kind: .cubicCurve, elementIndex: 0, start: .zero, control1: CGPoint(x: 10, y: 30),
                                  control2: CGPoint(x: 20, y: -30), end: CGPoint(x: 40, y: 5))
        let total = segment.length()
        for fraction in [0.1, 0.25, 0.5, 0.9] as [CGFloat] {
            let t = segment.parameter(atLength: fraction * total)
            XCTAssertEqual(segment.length(from: 0, to: t), fraction * total, accuracy: 1e-9 * total)
        }
        XCTAssertEqual(segment.parameter(atLength: -1), 0)
        XCTAssertEqual(segment.parameter(atLength: total * 2), 1)
    }

    func testPositionAlongARectangleWalksItsSides() throws {
        let measure = PathMeasure(CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil))
        XCTAssertEqual(measure.length, 40)
        let onRightSide = try XCTUnwrap(measure.position(atDistance: 15))
        assertPoint(onRightSide.point, CGPoint(x: 10, y: 5), accuracy: 1e-12)
        XCTAssertEqual(onRightSide.tangentAngle, .pi / 2, accuracy: 1e-12)
        let closing = try XCTUnwrap(measure.position(atDistance: 35))
        assertPoint(closing.point, CGPoint(x: 0, y: 5), accuracy: 1e-12)
        XCTAssertEqual(closing.tangentAngle, -.pi / 2, accuracy: 1e-12, "the close segment runs back down")
        XCTAssertEqual(measure.segments[closing.segmentIndex].kind, .closeSubpath)
    }

    func testAtAJointTheLaterSegmentWins() throws {
        let measure = PathMeasure(CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil))
        let corner = try XCTUnwrap(measure.position(atDistance: 10))
        XCTAssertEqual(corner.segmentIndex, 1)
        XCTAssertEqual(corner.tangentAngle, .pi / 2, accuracy: 1e-12)
    }

    func testPositionOnACircleAtAQuarterOfItsLength() throws {
        let r: CGFloat = 20
        let measure = PathMeasure(CGPath(ellipseIn: CGRect(x: -r, y: -r, width: 2 * r, height: 2 * r), transform: nil))
        let quarter = try XCTUnwrap(measure.position(atFraction: 0.25))
        assertPoint(quarter.point, CGPoint(x: 0, y: r), accuracy: 1e-3 * r)
        XCTAssertEqual(quarter.tangentAngle, .pi, accuracy: 1e-3, "heading towards -x at the top")
        let eighth = try XCTUnwrap(measure.position(atFraction: 0.125))
        assertPoint(eighth.point, CGPoint(x: r * cos(.pi / 4), y: r * sin(.pi / 4)), accuracy: 1e-3 * r)
        XCTAssertEqual(eighth.tangentAngle, 3 * .pi / 4, accuracy: 1e-3)
    }

    func testDistancesAreClampedToThePath() throws {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 1, y: 1), CGPoint(x: 4, y: 5)])
        let measure = PathMeasure(path)
        XCTAssertEqual(try XCTUnwrap(measure.position(atDistance: -3)).point, CGPoint(x: 1, y: 1))
        XCTAssertEqual(try XCTUnwrap(measure.position(atDistance: 99)).point, CGPoint(x: 4, y: 5))
    }

    func testMovesAddNoLength() throws {
        let path = CGMutablePath()
        path.addLines(between: [.zero, CGPoint(x: 2, y: 0)])
        path.addLines(between: [CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 3)])
        let measure = PathMeasure(path)
        XCTAssertEqual(measure.length, 5)
        assertPoint(try XCTUnwrap(measure.position(atDistance: 3)).point, CGPoint(x: 100, y: 1), accuracy: 1e-12)
    }

    func testTangentAtAnEndWhoseControlPointCoincidesUsesTheNextControlPoint() {
        let segment = PathSegment(kind: .cubicCurve, elementIndex: 0, start: .zero, control1: .zero,
                                  control2: CGPoint(x: 0, y: 10), end: CGPoint(x: 10, y: 10))
        XCTAssertEqual(segment.tangentAngle(at: 0), .pi / 2, accuracy: 1e-12)
    }

    func testPathsThatDrawNothingHaveNoPosition() {
        XCTAssertNil(PathMeasure(CGMutablePath()).position(atDistance: 0))
        let lonelyMove = CGMutablePath()
        lonelyMove.move(to: CGPoint(x: 3, y: 3))
        XCTAssertEqual(PathMeasure(lonelyMove).length, 0)
        XCTAssertNil(PathMeasure(lonelyMove).position(atFraction: 0.5))
    }

    func testSegmentsRecordTheElementThatDrewThem() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 1, y: 0))
        path.addQuadCurve(to: CGPoint(x: 2, y: 0), control: CGPoint(x: 1.5, y: 1))
        path.closeSubpath()
        path.addLine(to: CGPoint(x: 0, y: 5))
        XCTAssertEqual(path.segments.map(\.kind), [.line, .quadCurve, .closeSubpath, .line])
        XCTAssertEqual(path.segments.map(\.elementIndex), [1, 2, 3, 4])
        XCTAssertEqual(path.segments[3].start, .zero, "a line after a close starts at the subpath's first point")
    }
}
