import XCTest
@testable import CoreGraphics

final class PathFlatteningTests: XCTestCase {
    func testFlattenedCurveStaysWithinTolerance() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 80), control2: CGPoint(x: 100, y: 80))
        let segment = path.segments[0]
        let tolerance: CGFloat = 0.05
        let polyline = path.flattened(tolerance: tolerance)[0].points
        // Every stretch of curve between two vertices stays near the chord joining them.
        var previousT: CGFloat = 0
        for (index, vertex) in polyline.enumerated() {
            let t = CGFloat(index) / CGFloat(polyline.count - 1)
            assertPoint(vertex, segment.point(at: t), accuracy: 1e-9, "vertices lie on the curve at even steps")
            if index > 0 {
                let a = polyline[index - 1], b = vertex
                for k in 1..<10 {
                    let p = segment.point(at: previousT + (t - previousT) * CGFloat(k) / 10)
                    let chord = abs((b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)) / distance(a, b)
                    XCTAssertLessThanOrEqual(chord, tolerance)
                }
            }
            previousT = t
        }
    }

    /// Control points far apart ask for more steps than an Int holds (√(0.75 · 10²⁰⁰ / 0.02)),
    /// or for infinitely many: the count stops at the stated 65 536 instead of trapping.
    func testHugeOrOverflowingCurvesAreFlattenedInAtMostTheStatedSteps() {
        for size: CGFloat in [1e200, 1.5e308] {
            let path = CGMutablePath()
            path.move(to: .zero)
            path.addCurve(to: CGPoint(x: size, y: 0), control1: CGPoint(x: -size, y: size),
                          control2: CGPoint(x: size, y: -size))
            XCTAssertEqual(path.flattened(tolerance: 0.02)[0].points.count, 1 + 65_536, "\(size)")
            // The public ways in: hit testing and stroking flatten the same curve.
            _ = path.contains(CGPoint(x: 1, y: 1))
            _ = path.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        }
    }

    func testSmallerToleranceGivesMorePoints() {
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        let coarse = circle.flattened(tolerance: 1)[0].points.count
        let fine = circle.flattened(tolerance: 0.01)[0].points.count
        XCTAssertGreaterThan(fine, coarse * 5)
    }

    func testOnePolylinePerSubpathWithClosedFlags() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        path.addLines(between: [CGPoint(x: 5, y: 5), CGPoint(x: 6, y: 5)])
        path.move(to: CGPoint(x: 9, y: 9))
        let polylines = path.flattened(tolerance: 0.1)
        XCTAssertEqual(polylines, [
            Polyline(points: [.zero, CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1), CGPoint(x: 0, y: 1)], isClosed: true),
            Polyline(points: [CGPoint(x: 5, y: 5), CGPoint(x: 6, y: 5)], isClosed: false),
            Polyline(points: [CGPoint(x: 9, y: 9)], isClosed: false),
        ])
    }

    func testDrawingAfterACloseStartsANewPolylineAtTheSubpathStart() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 2, y: 2), CGPoint(x: 4, y: 2), CGPoint(x: 4, y: 4)])
        path.closeSubpath()
        path.addLine(to: CGPoint(x: 0, y: 0))
        let polylines = path.flattened(tolerance: 0.1)
        XCTAssertEqual(polylines.count, 2)
        XCTAssertEqual(polylines[1], Polyline(points: [CGPoint(x: 2, y: 2), .zero], isClosed: false))
    }
}
