import XCTest
@testable import CoreGraphics

/// `CGContext.replacePathWithStrokedPath()`: the outline fills what the stroke paints.
final class CGContextStrokedPathTests: CGContextTestCase {
    func testTheOutlineOfAThickLineFillsWhereTheStrokePaints() throws {
        let context = try makeContext(20, 10)
        context.move(to: CGPoint(x: 2, y: 5))
        context.addLine(to: CGPoint(x: 18, y: 5))
        context.setLineWidth(4)
        context.replacePathWithStrokedPath()
        XCTAssertEqual(context.boundingBoxOfPath.standardized.integral, CGRect(x: 2, y: 3, width: 16, height: 4))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fillPath()
        assertOnly(context, Self.red, where: { (2..<18).contains($0) && (3..<7).contains($1) })
    }

    func testTheLineWidthIsInUserSpaceAndTheDashApplies() throws {
        let stroked = try makeContext(40, 8), filled = try makeContext(40, 8)
        for context in [stroked, filled] {
            context.scaleBy(x: 2, y: 2)
            context.setLineWidth(2)
            context.setLineDash(phase: 1, lengths: [4, 2])
            context.move(to: CGPoint(x: 0, y: 2))
            context.addLine(to: CGPoint(x: 20, y: 2))
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        }
        stroked.strokePath()
        filled.replacePathWithStrokedPath()
        filled.fillPath()
        XCTAssertEqual(runs(filled, row: 4), runs(stroked, row: 4), "the same dashes")
        XCTAssertEqual(runs(filled, row: 4), [6, 4, 8, 4, 8, 4, 6], "4 on, 2 off from phase 1, twice the size")
        XCTAssertEqual(bytes(filled, x: 4, row: 1)[3], 0, "2 user points wide: 4 pixels, rows 2…5")
        XCTAssertEqual(bytes(filled, x: 4, row: 2)[3], 255)
    }

    func testNothingToStrokeLeavesAnEmptyPath() throws {
        let context = try makeContext(4, 4)
        context.replacePathWithStrokedPath()
        XCTAssertTrue(context.isPathEmpty, "no path")
        context.move(to: .zero)
        context.addLine(to: CGPoint(x: 4, y: 4))
        context.setLineWidth(0)
        context.replacePathWithStrokedPath()
        XCTAssertTrue(context.isPathEmpty, "the thinnest line has no outline")
        context.addRect(CGRect(x: 0, y: 0, width: 2, height: 2))
        context.setLineWidth(1)
        context.scaleBy(x: 0, y: 1)
        context.replacePathWithStrokedPath()
        XCTAssertTrue(context.isPathEmpty, "a singular CTM")
    }
}
