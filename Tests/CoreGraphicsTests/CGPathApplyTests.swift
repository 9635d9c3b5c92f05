import XCTest
@testable import CoreGraphics

final class CGPathApplyTests: XCTestCase {
    func samplePath() -> CGMutablePath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 2, y: 2))
        path.addQuadCurve(to: CGPoint(x: 4, y: 4), control: CGPoint(x: 3, y: 3))
        path.addCurve(to: CGPoint(x: 7, y: 7), control1: CGPoint(x: 5, y: 5), control2: CGPoint(x: 6, y: 6))
        path.closeSubpath()
        return path
    }

    static let expectedPoints: [[CGFloat]] = [[1], [2], [3, 4], [5, 6, 7], []]

    func testApplyWithBlockSeesEveryElementWithItsPoints() {
        var types: [CGPathElementType] = []
        var points: [[CGFloat]] = []
        samplePath().applyWithBlock { element in
            let e = element.pointee
            types.append(e.type)
            let count = [CGPathElementType.moveToPoint: 1, .addLineToPoint: 1, .addQuadCurveToPoint: 2,
                         .addCurveToPoint: 3, .closeSubpath: 0][e.type]!
            points.append((0..<count).map { e.points[$0].x })
        }
        XCTAssertEqual(types, [.moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath])
        XCTAssertEqual(points, Self.expectedPoints)
    }

    func testApplyPassesInfoThroughToAFunction() {
        var collected: [CGPathElementType] = []
        let function: CGPathApplierFunction = { info, element in
            info!.assumingMemoryBound(to: [CGPathElementType].self).pointee.append(element.pointee.type)
        }
        withUnsafeMutablePointer(to: &collected) { samplePath().apply(info: UnsafeMutableRawPointer($0), function: function) }
        XCTAssertEqual(collected.map(\.rawValue), [0, 1, 2, 3, 4])
    }

    func testMutatingThePathDuringApplyDoesNotChangeTheIteration() {
        let path = samplePath()
        var visited = 0
        path.applyWithBlock { _ in
            visited += 1
            path.addLine(to: .zero)
        }
        XCTAssertEqual(visited, 5)
        XCTAssertEqual(path.elements.count, 10)
    }

    func testElementTypesHaveApplesRawValues() {
        XCTAssertEqual(CGPathElementType.moveToPoint.rawValue, 0)
        XCTAssertEqual(CGPathElementType.closeSubpath.rawValue, 4)
        XCTAssertEqual(CGPathFillRule.winding.rawValue, 0)
        XCTAssertEqual(CGPathFillRule.evenOdd.rawValue, 1)
    }
}
