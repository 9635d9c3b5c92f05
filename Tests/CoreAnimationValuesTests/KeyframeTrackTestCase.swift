import XCTest
@testable import CoreAnimationValues

/// Shared fixture for the keyframe track tests: builders that collect reports,
/// the square path of source document 004, and comparisons.
class KeyframeTrackTestCase: XCTestCase {
    /// What the tracks built by the current test reported.
    var reports: [String] = []

    override func setUp() {
        super.setUp()
        reports = []
    }

    // MARK: Builders

    func numbers(_ values: [Double], keyTimes: [Double]? = nil, curves: [TimingCurve]? = nil,
                 mode: CAAnimationCalculationMode = .linear, tension: [Double]? = nil,
                 continuity: [Double]? = nil, bias: [Double]? = nil) -> KeyframeTrack {
        track(values.map(AnimatableValue.number), keyTimes: keyTimes, curves: curves, mode: mode,
              tension: tension, continuity: continuity, bias: bias)
    }

    func points(_ values: [(Double, Double)], keyTimes: [Double]? = nil,
                mode: CAAnimationCalculationMode = .linear, tension: [Double]? = nil) -> KeyframeTrack {
        track(values.map { .point(CGPoint(x: $0.0, y: $0.1)) }, keyTimes: keyTimes, mode: mode, tension: tension)
    }

    func track(_ values: [AnimatableValue], keyTimes: [Double]? = nil, curves: [TimingCurve]? = nil,
               mode: CAAnimationCalculationMode = .linear, tension: [Double]? = nil,
               continuity: [Double]? = nil, bias: [Double]? = nil) -> KeyframeTrack {
        KeyframeTrack(values: values, keyTimes: keyTimes, timingCurves: curves, mode: mode, tension: tension,
                      continuity: continuity, bias: bias, report: { self.reports.append($0) })
    }

    func pathTrack(_ path: CGPath, keyTimes: [Double]? = nil, curves: [TimingCurve]? = nil,
                   mode: CAAnimationCalculationMode = .linear) -> KeyframeTrack {
        KeyframeTrack(path: path, keyTimes: keyTimes, timingCurves: curves, mode: mode,
                      report: { self.reports.append($0) })
    }

    // MARK: Shapes

    /// Move to (0, 0), then lines to (100, 0), (100, 100), (0, 100), (0, 0):
    /// clockwise on screen (y grows downwards), as in source document 004.
    func squarePath(closing: Bool = false) -> CGPath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        path.addLine(to: CGPoint(x: 0, y: 100))
        if closing { path.closeSubpath() } else { path.addLine(to: CGPoint(x: 0, y: 0)) }
        return path
    }

    // MARK: Reading and comparing

    func number(_ value: AnimatableValue?, file: StaticString = #filePath, line: UInt = #line) -> Double {
        guard case .number(let x)? = value else {
            XCTFail("expected a number, got \(String(describing: value))", file: file, line: line)
            return .nan
        }
        return x
    }

    func assertPoint(_ value: AnimatableValue?, _ x: Double, _ y: Double, accuracy: Double = 1e-9,
                     file: StaticString = #filePath, line: UInt = #line) {
        guard case .point(let p)? = value else {
            XCTFail("expected a point, got \(String(describing: value))", file: file, line: line)
            return
        }
        XCTAssertEqual(Double(p.x), x, accuracy: accuracy, "x", file: file, line: line)
        XCTAssertEqual(Double(p.y), y, accuracy: accuracy, "y", file: file, line: line)
    }

    func assertAngle(_ angle: Double?, _ expected: Double, accuracy: Double = 1e-9, _ message: String = "",
                     file: StaticString = #filePath, line: UInt = #line) {
        guard let angle else { return XCTFail("no tangent angle \(message)", file: file, line: line) }
        // Compare directions, so that π and −π agree.
        let difference = remainder(angle - expected, 2 * .pi)
        XCTAssertEqual(difference, 0, accuracy: accuracy, "angle \(angle), expected \(expected) \(message)",
                       file: file, line: line)
    }

    func assertOneReport(containing text: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(reports.count, 1, "reports: \(reports)", file: file, line: line)
        XCTAssertTrue(reports.first?.contains(text) ?? false, "report \(reports) lacks \"\(text)\"",
                      file: file, line: line)
    }
}
