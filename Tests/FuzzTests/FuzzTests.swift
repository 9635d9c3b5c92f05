import FuzzDrivers
import XCTest

/// The fuzz drivers for a bounded number of inputs, from fixed seeds, on
/// every test run (longer runs by hand: `swift run -c release Fuzz`).
/// A crash fails the run; a broken promise is listed.
final class FuzzTests: XCTestCase {
    func testImageDecodersSurviveMutatedImages() {
        let report = ImageDecodingFuzzer.run(seed: 20_261_125, executions: 3000)
        XCTAssertEqual(report.executions, 3000)
        XCTAssertGreaterThan(report.refused, 1000, "most mutants are refused: \(report)")
        XCTAssertEqual(report.violations, [], "\(report)")
    }

    func testKeyPathsSurviveRandomPathsAndValues() {
        let report = KeyPathFuzzer.run(seed: 7, executions: 3000)
        XCTAssertEqual(report.executions, 3000)
        XCTAssertGreaterThan(report.refused, 100, "nonsense is reported: \(report)")
        XCTAssertEqual(report.violations, [], "\(report)")
    }

    func testTimingSurvivesRandomMediaTiming() {
        let report = TimingFuzzer.run(seed: 11, executions: 1500)
        XCTAssertEqual(report.executions, 1500)
        XCTAssertEqual(report.violations, [], "\(report)")
    }
}
