import XCTest
@testable import CoreGraphics

/// Arcs: endpoints exact to 1e-9, every sampled point within 1e-3·r of the circle.
final class CGPathArcTests: XCTestCase {
    let center = CGPoint(x: 10, y: 20)
    let radius: CGFloat = 5

    func onCircle(_ angle: CGFloat) -> CGPoint {
        CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }

    /// Largest distance from the circle over samples of every curve in `path`.
    func worstRadialError(_ path: CGPath) -> CGFloat {
        var worst: CGFloat = 0
        for segment in path.segments where segment.kind == .cubicCurve {
            for i in 0...20 {
                worst = max(worst, abs(distance(segment.point(at: CGFloat(i) / 20), center) - radius))
            }
        }
        return worst
    }

    func testCounterclockwiseQuarterArcOnAnEmptyPathStartsWithAMove() throws {
        let path = CGMutablePath()
        path.addArc(center: center, radius: radius, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        XCTAssertEqual(elementCodes(path), "MC")
        XCTAssertEqual(path.elements[0], .move(CGPoint(x: 15, y: 20)))
        assertPoint(path.currentPoint, CGPoint(x: 10, y: 25), accuracy: 1e-9)
        assertPoint(cubicPoint(path, element: 1, t: 0.5), onCircle(.pi / 4), accuracy: 1e-3 * radius)
        XCTAssertLessThan(worstRadialError(path), 1e-3 * radius)
    }

    /// `clockwise: true` turns towards decreasing angles (y up), so 0 → π/2 is the
    /// long way: three quarter pieces through -π/2 and -π, midpoint at -3π/4.
    func testClockwiseArcFromZeroToHalfPiGoesTheLongWayThroughNegativeAngles() {
        let path = CGMutablePath()
        path.addArc(center: center, radius: radius, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        XCTAssertEqual(elementCodes(path), "MCCC")
        assertPoint(cubicPoint(path, element: 1, t: 1), onCircle(-.pi / 2), accuracy: 1e-9)
        assertPoint(cubicPoint(path, element: 2, t: 1), onCircle(-.pi), accuracy: 1e-9)
        assertPoint(cubicPoint(path, element: 2, t: 0.5), onCircle(-3 * .pi / 4), accuracy: 1e-3 * radius)
        assertPoint(path.currentPoint, onCircle(.pi / 2), accuracy: 1e-9)
        XCTAssertLessThan(worstRadialError(path), 1e-3 * radius)
    }

    func testArcsAreSplitEvenlyIntoPiecesOfAtMostNinetyDegrees() {
        let path = CGMutablePath()
        path.addArc(center: center, radius: radius, startAngle: 0, endAngle: 2.5, clockwise: false)
        XCTAssertEqual(elementCodes(path), "MCC", "143° needs two pieces")
        assertPoint(cubicPoint(path, element: 1, t: 1), onCircle(1.25), accuracy: 1e-9)
        assertPoint(path.currentPoint, onCircle(2.5), accuracy: 1e-9)
    }

    func testTwoPiOrMoreDrawsTheFullCircle() {
        let path = CGMutablePath()
        path.addArc(center: center, radius: radius, startAngle: 1, endAngle: 1 + 7, clockwise: false)
        XCTAssertEqual(elementCodes(path), "MCCCC")
        assertPoint(path.currentPoint, onCircle(1), accuracy: 1e-9)
    }

    /// Angles a whole number of turns apart draw the whole circle in either
    /// direction (the "ball" idiom: 0 to 2π whatever `clockwise` says); equal
    /// angles draw nothing; a tiny difference the other way round is almost
    /// a whole turn.
    func testWholeTurnsInEitherDirectionDrawTheFullCircle() {
        let cases: [(start: CGFloat, end: CGFloat, clockwise: Bool, sweep: CGFloat)] = [
            (0, 2 * .pi, false, 2 * .pi), (0, 2 * .pi, true, -2 * .pi),
            (0, -2 * .pi, false, 2 * .pi), (0, -2 * .pi, true, -2 * .pi),
            (0, 4 * .pi, true, -2 * .pi), (0, -4 * .pi, false, 2 * .pi),
            (0, 4 * .pi, false, 2 * .pi), (0, -4 * .pi, true, -2 * .pi),
            (-.pi / 2, 3 * .pi / 2, true, -2 * .pi), (0, 0, false, 0), (0, 0, true, 0),
            (0, 1e-6, false, 1e-6), (0, 1e-6, true, -(2 * .pi - 1e-6)),
            (0, -1e-6, true, -1e-6), (0, -1e-6, false, 2 * .pi - 1e-6),
            (0, -.pi / 2, false, 3 * .pi / 2),
        ]
        for test in cases {
            let sweep = CircularArc.sweep(from: test.start, to: test.end, clockwise: test.clockwise)
            XCTAssertEqual(sweep, test.sweep, accuracy: 1e-9, "\(test)")
            let path = CGMutablePath()
            path.addArc(center: center, radius: radius, startAngle: test.start, endAngle: test.end,
                        clockwise: test.clockwise)
            let box = path.boundingBoxOfPath
            if abs(test.sweep) == 2 * .pi {
                XCTAssertEqual(elementCodes(path), "MCCCC", "\(test)")
                XCTAssertEqual(box.width, 2 * radius, accuracy: 1e-9, "\(test)")
                XCTAssertEqual(box.height, 2 * radius, accuracy: 1e-9, "\(test)")
                XCTAssertLessThan(worstRadialError(path), 1e-3 * radius)
            }
            assertPoint(path.currentPoint, onCircle(test.end), accuracy: 1e-9)
        }
    }

    /// `addRelativeArc` turns by `delta` (positive: increasing angles), at most
    /// one turn either way; a delta of 0 adds only the start point.
    func testRelativeArcAtWholeTurnsTinyAndZeroDeltas() {
        for (delta, codes) in [(2 * CGFloat.pi, "MCCCC"), (-2 * .pi, "MCCCC"), (-4 * .pi, "MCCCC"),
                               (1e-6, "MC"), (-1e-6, "MC"), (0, "M")] {
            let path = CGMutablePath()
            path.addRelativeArc(center: center, radius: radius, startAngle: 0.5, delta: delta)
            XCTAssertEqual(elementCodes(path), codes, "delta \(delta)")
            let turned = min(max(delta, -2 * .pi), 2 * .pi)
            assertPoint(path.currentPoint, onCircle(0.5 + turned), accuracy: 1e-9)
        }
        let path = CGMutablePath()
        path.addRelativeArc(center: center, radius: radius, startAngle: 0, delta: -.pi / 2)
        assertPoint(cubicPoint(path, element: 1, t: 0.5), onCircle(-.pi / 4), accuracy: 1e-3 * radius)
    }

    /// A negative radius draws the points at the radius as given (the arc of
    /// radius |r| half a turn round), as CoreGraphics computes them: a ring
    /// animated from a radius a little below zero (fave-button's) grows from
    /// a small circle instead of jumping. Reported once per cause, however
    /// often a layout repeats it.
    func testNegativeRadiusDrawsThePointsAtTheRadiusAsGivenAndIsReportedOnce() {
        let (paths, reports) = Diagnostics.capture {
            (0..<50).map { _ -> CGMutablePath in
                let path = CGMutablePath()
                path.addArc(center: center, radius: -3, startAngle: 0, endAngle: .pi / 2, clockwise: false)
                return path
            }
        }
        XCTAssertEqual(reports.count, 1, "\(reports)")
        XCTAssertTrue(reports.first?.contains("negative radius") == true, "\(reports)")
        let path = paths[0]
        XCTAssertEqual(elementCodes(path), "MC")
        assertPoint(path.elements.first.map { if case .move(let p) = $0 { return p }; return .zero } ?? .zero,
                    CGPoint(x: center.x - 3, y: center.y), accuracy: 1e-9)
        assertPoint(path.currentPoint, CGPoint(x: center.x, y: center.y - 3), accuracy: 1e-9)
        let circle = CGMutablePath()
        circle.addArc(center: center, radius: -1.5, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        XCTAssertEqual(circle.boundingBoxOfPath.width, 3, accuracy: 1e-9, "a whole circle of radius 1.5")
        let tangent = CGMutablePath()
        tangent.move(to: .zero)
        _ = Diagnostics.capture { tangent.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: -2) }
        XCTAssertEqual(elementCodes(tangent), "M", "a tangent arc of negative radius means nothing: nothing added")
    }

    func testEqualAnglesAddOnlyTheStartPoint() {
        let path = CGMutablePath()
        path.addArc(center: center, radius: radius, startAngle: 1, endAngle: 1, clockwise: false)
        XCTAssertEqual(elementCodes(path), "M")
    }

    func testArcAfterOtherElementsStartsWithALineUnlessAlreadyThere() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(center: center, radius: radius, startAngle: 0, endAngle: 1, clockwise: false)
        XCTAssertEqual(elementCodes(path), "MLC")
        XCTAssertEqual(path.elements[1], .line(CGPoint(x: 15, y: 20)))
        let joined = CGMutablePath()
        joined.move(to: CGPoint(x: 15, y: 20))
        joined.addArc(center: center, radius: radius, startAngle: 0, endAngle: 1, clockwise: false)
        XCTAssertEqual(elementCodes(joined), "MC")
    }

    func testRelativeArcTurnsBySignedDelta() {
        let path = CGMutablePath()
        path.addRelativeArc(center: center, radius: radius, startAngle: .pi, delta: -.pi / 2)
        XCTAssertEqual(elementCodes(path), "MC")
        assertPoint(path.currentPoint, onCircle(.pi / 2), accuracy: 1e-9)
        assertPoint(cubicPoint(path, element: 1, t: 0.5), onCircle(3 * .pi / 4), accuracy: 1e-3 * radius)
    }

    func testRelativeArcIsLimitedToOneTurn() {
        let path = CGMutablePath()
        path.addRelativeArc(center: center, radius: radius, startAngle: 0, delta: 100)
        XCTAssertEqual(elementCodes(path), "MCCCC")
    }

    func testTransformMapsTheWholeArc() {
        let path = CGMutablePath()
        let squash = CGAffineTransform(scaleX: 2, y: 1)
        path.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi, clockwise: false, transform: squash)
        XCTAssertEqual(path.elements[0], .move(CGPoint(x: 2, y: 0)))
        assertPoint(path.currentPoint, CGPoint(x: -2, y: 0), accuracy: 1e-9)
        assertPoint(cubicPoint(path, element: 1, t: 1), CGPoint(x: 0, y: 1), accuracy: 1e-9)
    }

    func testInvalidArcsAddNothing() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 1, startAngle: .nan, endAngle: 1, clockwise: false)
        path.addRelativeArc(center: .zero, radius: .infinity, startAngle: 0, delta: 1)
        XCTAssertTrue(path.isEmpty)
    }

    func testTangentArcRoundsARightAngledCorner() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 2)
        XCTAssertEqual(elementCodes(path), "MLC")
        XCTAssertEqual(path.elements[1].endPoint!.x, 8, accuracy: 1e-12)
        XCTAssertEqual(path.elements[1].endPoint!.y, 0, accuracy: 1e-12)
        assertPoint(path.currentPoint, CGPoint(x: 10, y: 2), accuracy: 1e-9)
        // The corner's circle is centred at (8, 2); the arc's middle faces the corner.
        let middle = cubicPoint(path, element: 2, t: 0.5)
        assertPoint(middle, CGPoint(x: 8 + 2 * cos(-.pi / 4), y: 2 + 2 * sin(-.pi / 4)), accuracy: 1e-3 * 2)
    }

    func testTangentArcOnAnObtuseCornerTouchesBothLines() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: -10, y: 0))
        path.addArc(tangent1End: .zero, tangent2End: CGPoint(x: 10, y: 10), radius: 3)
        // 135° corner: tangent points at r/tan(67.5°) from the corner, centre on the bisector.
        let d = 3 / tan(3 * CGFloat.pi / 8)
        assertPoint(path.elements[1].endPoint!, CGPoint(x: -d, y: 0), accuracy: 1e-9)
        assertPoint(path.currentPoint, CGPoint(x: d / 2.0.squareRoot(), y: d / 2.0.squareRoot()), accuracy: 1e-9)
    }

    func testTangentArcWithCollinearPointsOrZeroRadiusDrawsALineToTheCorner() {
        for (corner, end, radius) in [
            (CGPoint(x: 5, y: 0), CGPoint(x: 10, y: 0), CGFloat(2)),
            (CGPoint(x: 5, y: 0), CGPoint(x: 5, y: 5), CGFloat(0)),
            (CGPoint(x: 5, y: 0), CGPoint(x: 5, y: 0), CGFloat(1)),
        ] {
            let path = CGMutablePath()
            path.move(to: .zero)
            path.addArc(tangent1End: corner, tangent2End: end, radius: radius)
            XCTAssertEqual(path.elements, [.move(.zero), .line(corner)], "corner \(corner) end \(end) radius \(radius)")
        }
    }

    func testTangentArcNeedsACurrentPoint() {
        let path = CGMutablePath()
        path.addArc(tangent1End: CGPoint(x: 1, y: 0), tangent2End: CGPoint(x: 1, y: 1), radius: 1)
        XCTAssertTrue(path.isEmpty)
    }

    func testTangentArcUnderATransformIsBuiltInUserSpace() {
        let scale = CGAffineTransform(scaleX: 10, y: 10)
        let path = CGMutablePath()
        path.move(to: .zero, transform: scale)
        path.addArc(tangent1End: CGPoint(x: 1, y: 0), tangent2End: CGPoint(x: 1, y: 1), radius: 0.2, transform: scale)
        assertPoint(path.elements[1].endPoint!, CGPoint(x: 8, y: 0), accuracy: 1e-9)
        assertPoint(path.currentPoint, CGPoint(x: 10, y: 2), accuracy: 1e-9)
    }
}
