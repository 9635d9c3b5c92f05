import XCTest
@testable import CoreAnimationValues

final class CAMediaTimingFunctionTests: XCTestCase {
    private func points(_ function: CAMediaTimingFunction) -> [[Float]] {
        (0...3).map { index in
            var values: [Float] = [-9, -9]
            values.withUnsafeMutableBufferPointer { function.getControlPoint(at: index, values: $0.baseAddress!) }
            return values
        }
    }

    func testNamedFunctionsReportApplesControlPoints() {
        XCTAssertEqual(points(CAMediaTimingFunction(name: .linear)), [[0, 0], [0, 0], [1, 1], [1, 1]])
        XCTAssertEqual(points(CAMediaTimingFunction(name: .easeIn)), [[0, 0], [0.42, 0], [1, 1], [1, 1]])
        XCTAssertEqual(points(CAMediaTimingFunction(name: .easeOut)), [[0, 0], [0, 0], [0.58, 1], [1, 1]])
        XCTAssertEqual(points(CAMediaTimingFunction(name: .easeInEaseOut)), [[0, 0], [0.42, 0], [0.58, 1], [1, 1]])
        XCTAssertEqual(points(CAMediaTimingFunction(name: .default)), [[0, 0], [0.25, 0.1], [0.25, 1], [1, 1]])
    }

    func testControlPointInitializerKeepsItsPoints() {
        let function = CAMediaTimingFunction(controlPoints: 0.68, -0.55, 0.265, 1.55)
        XCTAssertEqual(points(function), [[0, 0], [0.68, -0.55], [0.265, 1.55], [1, 1]])
    }

    func testOutOfRangeIndexWritesNothingAndReports() {
        let function = CAMediaTimingFunction(name: .easeIn)
        var values: [Float] = [7, 8]
        let (_, messages) = Diagnostics.capture {
            values.withUnsafeMutableBufferPointer {
                function.getControlPoint(at: 4, values: $0.baseAddress!)
                function.getControlPoint(at: -1, values: $0.baseAddress!)
            }
        }
        XCTAssertEqual(values, [7, 8])
        XCTAssertEqual(messages.count, 2)
        XCTAssertTrue(messages[0].hasPrefix("QuartzCore: "))
        XCTAssertTrue(messages[0].contains("index 4"))
        XCTAssertTrue(messages[1].contains("index -1"))
    }

    func testXOutsideTheUnitIntervalIsReportedAndClamped() {
        let (function, messages) = Diagnostics.capture {
            CAMediaTimingFunction(controlPoints: -0.5, 0.2, 1.5, 0.8)
        }
        XCTAssertEqual(points(function), [[0, 0], [0, 0.2], [1, 0.8], [1, 1]])
        XCTAssertEqual(messages.count, 2)
        XCTAssertTrue(messages[0].contains("c1x"))
        XCTAssertTrue(messages[1].contains("c2x"))
    }

    func testNonFiniteInputIsReportedAndRepaired() {
        let (function, messages) = Diagnostics.capture {
            CAMediaTimingFunction(controlPoints: .nan, .infinity, 0.5, .nan)
        }
        XCTAssertEqual(points(function), [[0, 0], [0, 0], [0.5, 0], [1, 1]])
        XCTAssertEqual(messages.count, 3)
        XCTAssertFalse(function.value(at: 0.5).isNaN)
    }

    func testValidInputReportsNothing() {
        let (_, messages) = Diagnostics.capture {
            CAMediaTimingFunction(controlPoints: 0, -3, 1, 4)
        }
        XCTAssertEqual(messages, [])
    }

    func testUnknownNameReportsAndGivesLinear() {
        let (function, messages) = Diagnostics.capture {
            CAMediaTimingFunction(name: CAMediaTimingFunctionName("wobble"))
        }
        XCTAssertEqual(function, CAMediaTimingFunction(name: .linear))
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages[0].contains("wobble"))
    }

    func testEqualityAndHashFollowTheControlPoints() {
        let named = CAMediaTimingFunction(name: .easeInEaseOut)
        let pointed = CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)
        XCTAssertEqual(named, pointed)
        XCTAssertEqual(named.hashValue, pointed.hashValue)
        XCTAssertNotEqual(named, CAMediaTimingFunction(name: .easeIn))
        XCTAssertEqual(Set([named, pointed, CAMediaTimingFunction(name: .linear)]).count, 2)
    }

    func testValueEvaluatesTheCurve() {
        let function = CAMediaTimingFunction(name: .easeInEaseOut)
        XCTAssertEqual(function.value(at: 0.5), 0.5)
        XCTAssertEqual(function.value(at: 0.25), 0.12916193104731982, accuracy: 1e-6)
        // Float control points: 0.42 as a Float is not 0.42 as a Double.
        XCTAssertEqual(function.curve.x1, Double(Float(0.42)))
    }
}
