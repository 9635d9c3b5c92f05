import XCTest
@testable import CoreGraphics

final class CGMutablePathTests: XCTestCase {
    func testBuildersAppendElementsInOrder() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 3, y: 4))
        path.addQuadCurve(to: CGPoint(x: 7, y: 8), control: CGPoint(x: 5, y: 6))
        path.addCurve(to: CGPoint(x: 13, y: 14), control1: CGPoint(x: 9, y: 10), control2: CGPoint(x: 11, y: 12))
        path.closeSubpath()
        XCTAssertEqual(path.elements, [
            .move(CGPoint(x: 1, y: 2)),
            .line(CGPoint(x: 3, y: 4)),
            .quad(CGPoint(x: 5, y: 6), to: CGPoint(x: 7, y: 8)),
            .cubic(CGPoint(x: 9, y: 10), CGPoint(x: 11, y: 12), to: CGPoint(x: 13, y: 14)),
            .close,
        ])
    }

    func testEveryBuilderAppliesItsTransformToEveryPoint() {
        let t = CGAffineTransform(translationX: 100, y: 0).scaledBy(x: 2, y: 2)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 1), transform: t)
        path.addLine(to: CGPoint(x: 2, y: 0), transform: t)
        path.addQuadCurve(to: CGPoint(x: 3, y: 0), control: CGPoint(x: 0, y: 3), transform: t)
        path.addCurve(to: CGPoint(x: 1, y: 0), control1: CGPoint(x: 0, y: 1), control2: CGPoint(x: 1, y: 2), transform: t)
        XCTAssertEqual(path.elements, [
            .move(CGPoint(x: 102, y: 2)),
            .line(CGPoint(x: 104, y: 0)),
            .quad(CGPoint(x: 100, y: 6), to: CGPoint(x: 106, y: 0)),
            .cubic(CGPoint(x: 100, y: 2), CGPoint(x: 102, y: 4), to: CGPoint(x: 102, y: 0)),
        ])
    }

    func testLinesAndCurvesNeedACurrentPoint() {
        let path = CGMutablePath()
        path.addLine(to: CGPoint(x: 1, y: 1))
        path.addQuadCurve(to: CGPoint(x: 1, y: 1), control: .zero)
        path.addCurve(to: CGPoint(x: 1, y: 1), control1: .zero, control2: .zero)
        XCTAssertTrue(path.isEmpty)
    }

    func testAddLinesMovesToTheFirstPointThenDrawsThroughTheRest() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1)],
                      transform: CGAffineTransform(translationX: 0, y: 10))
        XCTAssertEqual(path.elements, [.move(CGPoint(x: 0, y: 10)), .line(CGPoint(x: 1, y: 10)), .line(CGPoint(x: 1, y: 11))])
        path.addLines(between: [])
        XCTAssertEqual(path.elements.count, 3)
    }

    func testCloseSubpathIsIgnoredOnAnEmptyPathAndWhenRepeated() {
        let path = CGMutablePath()
        path.closeSubpath()
        XCTAssertTrue(path.isEmpty)
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 1, y: 0))
        path.closeSubpath()
        path.closeSubpath()
        XCTAssertEqual(elementCodes(path), "MLZ")
    }

    func testCurrentPointFollowsTheLastElementAndReturnsToTheSubpathStartAfterClose() {
        let path = CGMutablePath()
        XCTAssertEqual(path.currentPoint, .zero)
        path.move(to: CGPoint(x: 5, y: 5))
        path.addLine(to: CGPoint(x: 9, y: 5))
        XCTAssertEqual(path.currentPoint, CGPoint(x: 9, y: 5))
        path.addQuadCurve(to: CGPoint(x: 9, y: 9), control: CGPoint(x: 12, y: 7))
        XCTAssertEqual(path.currentPoint, CGPoint(x: 9, y: 9))
        path.closeSubpath()
        XCTAssertEqual(path.currentPoint, CGPoint(x: 5, y: 5))
        path.addLine(to: CGPoint(x: 0, y: 0))
        XCTAssertEqual(path.currentPoint, .zero)
    }

    func testAddPathAppendsTransformedElementsAndMayAddItself() {
        let square = CGMutablePath()
        square.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        let path = CGMutablePath()
        path.addPath(square, transform: CGAffineTransform(scaleX: 3, y: 3))
        XCTAssertEqual(path.elements, square.elements.map { $0.applying(CGAffineTransform(scaleX: 3, y: 3)) })
        path.addPath(path)
        XCTAssertEqual(path.elements.count, 10)
        XCTAssertEqual(Array(path.elements[5...]), Array(path.elements[..<5]))
    }

    func testMutableCopyIsIndependentOfTheOriginal() throws {
        let original = CGMutablePath()
        original.move(to: .zero)
        let copy = try XCTUnwrap(original.mutableCopy())
        copy.addLine(to: CGPoint(x: 1, y: 1))
        XCTAssertEqual(original.elements.count, 1)
        XCTAssertEqual(copy.elements.count, 2)
    }

    func testImmutableCopyOfAMutablePathIsAPlainPathThatStaysPut() throws {
        let path = CGMutablePath()
        path.move(to: .zero)
        let frozen = try XCTUnwrap(path.copy())
        path.addLine(to: CGPoint(x: 1, y: 0))
        XCTAssertFalse(frozen is CGMutablePath)
        XCTAssertEqual(frozen.elements, [.move(.zero)])
        let again = try XCTUnwrap(frozen.copy())
        XCTAssertTrue(again === frozen, "an immutable path copies to itself")
    }

    func testEqualPathsCompareAndHashEqual() {
        let a = CGMutablePath(), b = CGMutablePath()
        for path in [a, b] { path.addEllipse(in: CGRect(x: 0, y: 0, width: 4, height: 2)) }
        XCTAssertEqual(a, b)
        XCTAssertEqual(a.hashValue, b.hashValue)
        b.addLine(to: .zero)
        XCTAssertNotEqual(a, b)
    }
}
