import XCTest
@testable import CoreGraphics

// Shared fixture for the geometry tests: comparisons with a stated accuracy and
// a compact spelling of element sequences.

func assertPoint(
    _ actual: CGPoint, _ expected: CGPoint, accuracy: CGFloat, _ message: String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(actual.x, expected.x, accuracy: accuracy, "x of \(actual) vs \(expected) \(message)", file: file, line: line)
    XCTAssertEqual(actual.y, expected.y, accuracy: accuracy, "y of \(actual) vs \(expected) \(message)", file: file, line: line)
}

func assertRect(
    _ actual: CGRect, _ expected: CGRect, accuracy: CGFloat, _ message: String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    assertPoint(actual.origin, expected.origin, accuracy: accuracy, "origin \(message)", file: file, line: line)
    XCTAssertEqual(actual.width, expected.width, accuracy: accuracy, "width \(message)", file: file, line: line)
    XCTAssertEqual(actual.height, expected.height, accuracy: accuracy, "height \(message)", file: file, line: line)
}

/// One letter per element: M move, L line, Q quad, C cubic, Z close.
func elementCodes(_ path: CGPath) -> String {
    path.elements.map { element -> String in
        switch element {
        case .move: return "M"
        case .line: return "L"
        case .quad: return "Q"
        case .cubic: return "C"
        case .close: return "Z"
        }
    }.joined()
}

/// The point at parameter `t` of the cubic that element `index` draws.
func cubicPoint(_ path: CGPath, element index: Int, t: CGFloat) -> CGPoint {
    let segment = path.segments.first { $0.elementIndex == index }!
    return segment.point(at: t)
}

func distance(_ p: CGPoint, _ q: CGPoint) -> CGFloat {
    hypot(p.x - q.x, p.y - q.y)
}
