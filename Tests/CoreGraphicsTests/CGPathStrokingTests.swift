import XCTest
@testable import CoreGraphics

/// `copy(strokingWithWidth:…)`: filling the outline paints what stroking the path paints.
final class CGPathStrokingTests: CGContextTestCase {
    /// An open path with a sharp corner, a shallow corner and a curve, and a closed circle.
    func makeShapes() -> CGPath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 8, y: 8))
        path.addLine(to: CGPoint(x: 40, y: 14))
        path.addLine(to: CGPoint(x: 14, y: 30))
        path.addLine(to: CGPoint(x: 24, y: 34))
        path.addCurve(to: CGPoint(x: 52, y: 56), control1: CGPoint(x: 60, y: 30), control2: CGPoint(x: 20, y: 60))
        path.addEllipse(in: CGRect(x: 40, y: 4, width: 18, height: 22))
        return path
    }

    /// The alpha bytes of a 64 × 64 context after `draw`.
    func coverage(_ draw: (CGContext) -> Void) throws -> [UInt8] {
        let context = try makeContext(64, 64)
        context.setFillColor(red: 0, green: 0, blue: 0, alpha: 1)
        context.setStrokeColor(red: 0, green: 0, blue: 0, alpha: 1)
        draw(context)
        return (0..<64).flatMap { row in (0..<64).map { bytes(context, x: $0, row: row)[3] } }
    }

    func assertFillingTheOutlineMatchesStroking(
        width: CGFloat, cap: CGLineCap, join: CGLineJoin, miterLimit: CGFloat = 10,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let path = makeShapes()
        let stroked = try coverage { context in
            context.setLineWidth(width)
            context.setLineCap(cap)
            context.setLineJoin(join)
            context.setMiterLimit(miterLimit)
            context.addPath(path)
            context.strokePath()
        }
        let outline = path.copy(strokingWithWidth: width, lineCap: cap, lineJoin: join, miterLimit: miterLimit)
        let filled = try coverage { context in
            context.addPath(outline)
            context.fillPath(using: .winding)
        }
        let differences = zip(stroked, filled).map { abs(Int($0) - Int($1)) }
        let total = stroked.reduce(0) { $0 + Int($1) }
        XCTAssertGreaterThan(total, 255 * 300, "the stroke paints something", file: file, line: line)
        XCTAssertLessThanOrEqual(differences.max() ?? 0, 32, "no pixel differs by more than anti-aliasing",
                                 file: file, line: line)
        XCTAssertLessThan(differences.reduce(0, +), total / 100, "coverage agrees within 1%", file: file, line: line)
    }

    func testFilledOutlineCoversTheStrokeWithMiterJoinsAndButtCaps() throws {
        try assertFillingTheOutlineMatchesStroking(width: 4, cap: .butt, join: .miter)
    }

    func testFilledOutlineCoversTheStrokeWithRoundJoinsAndCaps() throws {
        try assertFillingTheOutlineMatchesStroking(width: 5, cap: .round, join: .round)
    }

    func testFilledOutlineCoversTheStrokeWithBevelJoinsAndSquareCaps() throws {
        try assertFillingTheOutlineMatchesStroking(width: 3, cap: .square, join: .bevel)
    }

    func testMiterLimitTurnsSharpCornersIntoBevels() throws {
        try assertFillingTheOutlineMatchesStroking(width: 4, cap: .butt, join: .miter, miterLimit: 1.5)
    }

    func testOutlineContainsPointsOnTheStrokeOnly() {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 10, y: 0))
        let outline = line.copy(strokingWithWidth: 2, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        XCTAssertTrue(outline.contains(CGPoint(x: 5, y: 0.9)))
        XCTAssertTrue(outline.contains(CGPoint(x: 10.9, y: 0)), "round cap reaches past the end")
        XCTAssertFalse(outline.contains(CGPoint(x: 5, y: 1.1)))
        XCTAssertFalse(outline.contains(CGPoint(x: 11.1, y: 0)))
        XCTAssertEqual(outline.boundingBoxOfPath, CGRect(x: -1, y: -1, width: 12, height: 2))
    }

    func testTransformMapsTheOutlineAndTheCFunctionFormAgrees() throws {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 10, y: 0))
        var shift = CGAffineTransform(translationX: 5, y: 7)
        let moved = line.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10, transform: shift)
        XCTAssertEqual(moved.boundingBoxOfPath, CGRect(x: 5, y: 6, width: 10, height: 2))
        let imported = try XCTUnwrap(CGPath(__byStroking: line, transform: &shift, lineWidth: 2, lineCap: .butt,
                                            lineJoin: .miter, miterLimit: 10))
        XCTAssertEqual(imported, moved)
        XCTAssertTrue(line.copy(strokingWithWidth: 0, lineCap: .butt, lineJoin: .miter, miterLimit: 10).isEmpty,
                      "no width, no outline")
    }
}
