import Foundation
import XCTest

/// What a first user reads when a tool is given something it cannot use: one
/// clear line and a non-zero status, before any work is done; never a raw
/// `NSError` dump, and never "Missing value" for a negative number.
final class ToolErrorTests: SampleTestCase {
    /// A plain file, so that a path under it can be neither a folder nor a file.
    private var aFile: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        aFile = FileManager.default.temporaryDirectory.appendingPathComponent("tool-error-\(UUID().uuidString)")
        XCTAssertTrue(FileManager.default.createFile(atPath: aFile.path, contents: Data("x".utf8)))
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: aFile)
        super.tearDown()
    }

    /// Runs tool `name` with `arguments` (no display) and checks that it
    /// exits with `status` having said `line` (a prefix of one line of its
    /// standard error) and no Foundation error dump.
    private func assertRefuses(_ name: String, _ arguments: [String], saying line: String, status: Int32 = 64,
                               file: StaticString = #filePath, lineNumber: UInt = #line) throws {
        let run = try self.run(try executable(name), arguments, environment: ["DISPLAY": ""], timeout: 60)
        XCTAssertEqual(run.status, status, "\(name) \(arguments): \(run.errors)", file: file, line: lineNumber)
        let lines = run.errors.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains { $0.hasPrefix("Error: \(line)") }, "\(name) \(arguments) said: \(run.errors)",
                      file: file, line: lineNumber)
        for dump in ["Error Domain", "NSCocoaErrorDomain", "userInfo", "NSUnderlyingError"] {
            XCTAssertFalse(run.errors.contains(dump), "\(name) \(arguments): \(run.errors)", file: file, line: lineNumber)
        }
    }

    func testNegativeNumbersAreRefusedForWhatTheyAre() throws {
        try assertRefuses("FrameBench", ["--layers", "-3"], saying: "--layers wants a positive whole number, not -3")
        try assertRefuses("FrameBench", ["--seconds", "-1"], saying: "--seconds wants a positive, finite number of seconds, not -1.0")
        try assertRefuses("FrameBench", ["--warmup", "-1"], saying: "--warmup wants a finite number of seconds ≥ 0, not -1.0")
        try assertRefuses("ViewAnimations", ["--tour", "-2"], saying: "--tour wants")
        try assertRefuses("Petals", ["--step", "-1"], saying: "The value '-1' is invalid for '--step <step>'")
    }

    func testAnOutputPathThatCannotBeWrittenIsRefusedBeforeTheWork() throws {
        let underAFile = aFile.appendingPathComponent("out").path
        try assertRefuses("Petals", ["--frames", "2", "--out", underAFile],
                          saying: "--out: cannot write frames into \(underAFile): \(aFile.path) is a file, not a folder")
        try assertRefuses("Petals", ["--demo", underAFile],
                          saying: "--demo: cannot write the demo into \(underAFile): \(aFile.path) is a file, not a folder")
        try assertRefuses("Petals", ["--frames", "2", "--out", aFile.path],
                          saying: "--out: cannot write frames into \(aFile.path): it is a file, not a folder")
        try assertRefuses("FrameBench", ["--headless", "--png", underAFile + ".png"],
                          saying: "--png: cannot write the last frame to \(underAFile).png: \(aFile.path) is a file, not a folder")
        try assertRefuses("FrameBench", ["--headless", "--png", NSTemporaryDirectory()],
                          saying: "--png: cannot write the last frame to \(NSTemporaryDirectory()): it is a folder")
    }
}
