import SampleSupport
import XCTest

/// The samples' command line.
final class SampleOptionsTests: XCTestCase {
    func testOptionsAreRead() throws {
        let options = try SampleOptions(["Sample", "--frames", "12", "--out", "/tmp/x", "--seconds", "1.5"])
        XCTAssertEqual(options.frames, 12)
        XCTAssertEqual(options.out, "/tmp/x")
        XCTAssertEqual(options.seconds, 1.5)
        XCTAssertEqual(try SampleOptions(["Sample"]), try SampleOptions([]), "nothing asked: a window until Escape")
    }

    func testBadOptionsSayWhatIsWrong() {
        let cases: [([String], String)] = [
            (["S", "--frames", "ten"], "--frames wants a positive whole number, not ten"),
            (["S", "--frames", "0"], "--frames wants a positive whole number, not 0"),
            (["S", "--seconds", "-1"], "--seconds wants a positive number, not -1"),
            (["S", "--out"], "--out needs a value"),
            (["S", "--fast"], "unknown option --fast"),
        ]
        for (arguments, message) in cases {
            XCTAssertThrowsError(try SampleOptions(arguments), "\(arguments)") { error in
                XCTAssertEqual((error as? SampleOptionError)?.description, message)
            }
        }
    }
}
