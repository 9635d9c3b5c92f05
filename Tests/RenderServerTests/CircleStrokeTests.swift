import CoreAnimationValues
import CoreGraphics
@testable import RenderServer
import XCTest

/// Which shapes are drawn as a ring cut by angle (`ShapeDrawing.circleStroke`),
/// and which part of the circle that is; everything else is rasterized.
final class CircleStrokeTests: XCTestCase {
    private func stroke(_ path: CGPath, start: CGFloat = 0, end: CGFloat = 1,
                        _ change: (inout ShapeDrawing) -> Void = { _ in }) -> ShapeDrawing {
        var drawing = ShapeDrawing()
        drawing.path = path
        drawing.fillColor = nil
        drawing.strokeColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        drawing.lineWidth = 4
        drawing.strokeStart = start
        drawing.strokeEnd = end
        change(&drawing)
        return drawing
    }

    private let circle = CGPath(ellipseIn: CGRect(x: 10, y: 20, width: 40, height: 40), transform: nil)

    func testAnEllipseOfASquareIsItsCircleStartingOnTheRightTurningTowardsPlusY() throws {
        let whole = try XCTUnwrap(stroke(circle).circleStroke())
        XCTAssertEqual(whole.center.x, 30, accuracy: 1e-9)
        XCTAssertEqual(whole.center.y, 40, accuracy: 1e-9)
        XCTAssertEqual(whole.radius, 20, accuracy: 1e-9)
        XCTAssertTrue(whole.arc.isWholeCircle)
        let quarter = try XCTUnwrap(stroke(circle, start: 0.25, end: 0.5).circleStroke())
        XCTAssertEqual(quarter.arc.startAngle, .pi / 2, accuracy: 1e-9)
        XCTAssertEqual(quarter.arc.sweep, .pi / 2, accuracy: 1e-9)
        XCTAssertFalse(quarter.arc.isWholeCircle)
        XCTAssertEqual(quarter.arc.cap, .butt)
    }

    func testAClockwiseArcIsTheSamePartTakenFromItsOtherEnd() throws {
        let path = CGMutablePath()
        // From the top (−π/2) the short way round to the left (−π): a quarter turn towards decreasing angles.
        path.addArc(center: CGPoint(x: 0, y: 0), radius: 10, startAngle: -.pi / 2, endAngle: -.pi, clockwise: true)
        let arc = try XCTUnwrap(stroke(path, end: 0.5, { $0.lineCap = .round }).circleStroke()).arc
        XCTAssertEqual(arc.startAngle, -.pi / 2 - .pi / 4, accuracy: 1e-9)
        XCTAssertEqual(arc.sweep, .pi / 4, accuracy: 1e-9)
        XCTAssertEqual(arc.cap, .round)
    }

    func testAMovedTurnedAndScaledCircleIsStillOne() throws {
        var transform = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: 2).translatedBy(x: 5, y: -3)
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: &transform)
        let turned = try XCTUnwrap(stroke(path).circleStroke())
        XCTAssertEqual(turned.radius, 10, accuracy: 1e-9)
        let part = try XCTUnwrap(stroke(path, end: 0.5).circleStroke())
        XCTAssertEqual(part.arc.startAngle, 0.3, accuracy: 1e-9)
    }

    func testEverythingElseIsRasterized() {
        XCTAssertNil(stroke(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 30), transform: nil)).circleStroke(),
                     "an ellipse")
        XCTAssertNil(stroke(CGPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)).circleStroke())
        XCTAssertNil(stroke(circle, { $0.fillColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1) }).circleStroke(),
                     "filled")
        XCTAssertNotNil(stroke(circle, { $0.fillColor = CGColor(red: 1, green: 0, blue: 0, alpha: 0) }).circleStroke(),
                        "a clear fill shows nothing")
        XCTAssertNil(stroke(circle, { $0.lineDashPattern = [4, 2] }).circleStroke(), "dashed")
        XCTAssertNotNil(stroke(circle, { $0.lineDashPattern = [0, 0] }).circleStroke(), "a pattern of nothing is solid")
        XCTAssertNil(stroke(circle, { $0.lineCap = .square }).circleStroke(), "square caps")
        XCTAssertNil(stroke(circle, { $0.strokeColor = nil }).circleStroke())
        XCTAssertNil(stroke(circle, { $0.lineWidth = .nan }).circleStroke())
        XCTAssertNil(stroke(circle, start: 0.6, end: 0.6).circleStroke(), "nothing stroked")
        XCTAssertNil(stroke(circle, start: .nan, end: 0.6).circleStroke())
        XCTAssertNil(stroke(circle, end: 0.5, { $0.lineWidth = 41 }).circleStroke(),
                     "a butt-capped line wider than the circle")
        XCTAssertNotNil(stroke(circle, end: 0.5, { $0.lineWidth = 41; $0.lineCap = .round }).circleStroke())
        XCTAssertNil(stroke(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 4e6, height: 4e6), transform: nil))
            .circleStroke(), "too big for the shader's floats")
        let notANumber = CGMutablePath()
        notANumber.move(to: CGPoint(x: CGFloat.nan, y: 0))
        notANumber.addCurve(to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 10, y: 5), control2: CGPoint(x: 5, y: 10))
        XCTAssertNil(stroke(notANumber).circleStroke())

        let chord = CGMutablePath()
        chord.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 2, clockwise: false)
        chord.closeSubpath()
        XCTAssertNil(stroke(chord).circleStroke(), "closed before a whole turn: a chord too")
        let twoCircles = CGMutablePath()
        twoCircles.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        twoCircles.addEllipse(in: CGRect(x: 20, y: 0, width: 10, height: 10))
        XCTAssertNil(stroke(twoCircles).circleStroke())
        let line = CGMutablePath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 10, y: 0))
        XCTAssertNil(stroke(line).circleStroke())
        // Control points a little off the circle's: another curve.
        let bent = CGMutablePath()
        bent.move(to: CGPoint(x: 10, y: 0))
        bent.addCurve(to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 10, y: 6), control2: CGPoint(x: 5.5, y: 10))
        XCTAssertNil(stroke(bent).circleStroke())
    }
}
