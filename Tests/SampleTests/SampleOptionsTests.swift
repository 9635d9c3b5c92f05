import SampleSupport
import XCTest

/// The samples' shared command line (`SampleOptions`, parsed by ArgumentParser).
final class SampleOptionsTests: XCTestCase {
    func testOptionsAreRead() throws {
        let export = try SampleOptions.parse(["--frames", "12", "--out", "/tmp/x"])
        XCTAssertEqual(export.frames, 12)
        XCTAssertEqual(export.out, "/tmp/x")
        XCTAssertNil(export.seconds)
        XCTAssertTrue(export.exports)
        let window = try SampleOptions.parse(["--seconds", "1.5"])
        XCTAssertEqual(window.seconds, 1.5)
        XCTAssertNil(window.frames)
        XCTAssertFalse(window.exports)
        let none = try SampleOptions.parse([])
        XCTAssertNil(none.seconds, "nothing asked: a window until Escape")
        XCTAssertNil(none.frames)
        XCTAssertEqual(none, try SampleOptions.parse([]))
        XCTAssertNotEqual(none, window)
    }

    func testBadOptionsSayWhatIsWrong() {
        let cases: [([String], String)] = [
            (["--frames", "ten"], "The value 'ten' is invalid for '--frames <N>'"),
            (["--frames", "0"], "--frames wants a whole number of frames ≥ 1, not 0"),
            (["--seconds", "-1"], "--seconds wants a positive, finite number of seconds, not -1.0"),
            (["--seconds", "nan"], "--seconds wants a positive, finite number of seconds, not nan"),
            (["--seconds", "inf"], "--seconds wants a positive, finite number of seconds, not inf"),
            (["--out"], "Missing value for '--out <DIR>'"),
            (["--out", "x"], "--out x names where --frames N writes its frames: add --frames N"),
            (["--frames", "3", "--seconds", "2"], "--seconds is for a window and --frames for a headless export: give one of them"),
            (["--fast"], "Unknown option '--fast'"),  // ArgumentParser may add a suggestion
        ]
        for (arguments, message) in cases {
            XCTAssertThrowsError(try SampleOptions.parse(arguments), "\(arguments)") { error in
                let said = SampleOptions.message(for: error)
                XCTAssertTrue(said.hasPrefix(message), "\(arguments): said \"\(said)\", not \"\(message)\"")
                XCTAssertEqual(SampleOptions.exitCode(for: error).rawValue, 64, "\(arguments): a usage error (EX_USAGE)")
            }
        }
    }
}
