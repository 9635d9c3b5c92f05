import CoreGraphics
import Foundation
import XCTest

/// The shared fixture of the sample tests: runs the sample executables the
/// build made (as a user would, from `.build/debug`), and compares their
/// exported frames with reference images kept beside these tests.
///
/// The executables are found next to the test bundle (SwiftPM puts every
/// product of a build in one folder); a test skips, saying so, when its
/// sample was not built. Main thread.
class SampleTestCase: XCTestCase {
    /// The folder holding the built products: the test bundle's, else `.build/debug` of this checkout.
    static let productsFolder: URL? = {
        let bundle = Bundle(for: SampleTestCase.self).bundleURL
        let candidates = [
            bundle.deletingLastPathComponent(),
            bundle,
            Bundle.main.executableURL?.deletingLastPathComponent(),
            URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent(".build/debug"),
        ].compactMap { $0 }
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("PathFollower").path) }
            ?? candidates.first
    }()

    /// The built sample `name`, or a skip that says how to build it.
    func executable(_ name: String) throws -> URL {
        guard let folder = Self.productsFolder,
              FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent(name).path)
        else {
            throw XCTSkip("""
                the sample \(name) is not built (looked in \(Self.productsFolder?.path ?? "no products folder")): \
                run `swift build --build-tests` (or `swift build --product \(name)`) first
                """)
        }
        return folder.appendingPathComponent(name)
    }

    /// What every sample process sees, however the suite was started (through
    /// Scripts/test.sh or a bare `swift test`): the suite's fonts
    /// (`Tests/Fonts/fonts.conf`), locale and time zone, as
    /// `Scripts/test-environment.sh` sets them, so that exported frames
    /// compare equal with the references on any machine.
    static let pinnedEnvironment: [String: String] = {
        let tests = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().deletingLastPathComponent()
        return ["FONTCONFIG_FILE": tests.appendingPathComponent("Fonts/fonts.conf").path,
                "LC_ALL": "C.UTF-8", "LANG": "C.UTF-8", "TZ": "UTC"]
    }()

    /// Runs `executable` with `arguments` and `environment` added to this
    /// process's (and to `pinnedEnvironment`), until it exits or `timeout`
    /// seconds pass (then it is killed). `whileRunning` is called about every
    /// 20 ms meanwhile.
    func run(_ executable: URL, _ arguments: [String], environment: [String: String] = [:],
             timeout: TimeInterval = 120, whileRunning: () -> Void = {}) throws -> SampleRun {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sample-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("out"), errURL = folder.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment
            .merging(Self.pinnedEnvironment) { $1 }.merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        let deadline = Date(timeIntervalSinceNow: timeout)
        while process.isRunning && Date() < deadline {
            whileRunning()
            RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.02))
        }
        let timedOut = process.isRunning
        if timedOut {
            process.terminate()
        }
        process.waitUntilExit()
        return SampleRun(status: process.terminationStatus,
                         output: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
                         errors: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "",
                         timedOut: timedOut)
    }

    /// Exports frames 0…`last` of sample `name` headlessly into a temporary
    /// folder (removed at the test's end), with `arguments` added to the
    /// command line; returns the folder and the run.
    func export(_ name: String, through last: Int, arguments: [String] = []) throws -> (folder: URL, run: SampleRun) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-export-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let run = try self.run(try executable(name), arguments + ["--frames", "\(last + 1)", "--out", folder.path])
        XCTAssertEqual(run.status, 0, "\(name) --frames failed: \(run.errors)")
        XCTAssertTrue(run.output.contains("\(last + 1) frames in"), "\(name) says where the frames are: \(run.output)")
        return (folder, run)
    }

    /// The exported frame `index` in `folder`.
    func frame(_ index: Int, in folder: URL) throws -> CGImage {
        try CGImage.decode(contentsOf: folder.appendingPathComponent(String(format: "frame-%05d.png", index)))
    }

    /// Compares exported frame `index` in `folder` with `References/<name>.png`
    /// beside these tests: every channel of every pixel must be within
    /// `tolerance` levels (llvmpipe draws the same pixels on every run; the
    /// slack covers another GL's rounding). Where it is not, the frame is
    /// kept as `<name>-actual.png` in the temporary folder to compare by eye.
    ///
    /// With `REFERENCE_IMAGES=record` in the environment, or when the
    /// reference is missing, the frame is written as the reference and the
    /// test fails: a new reference is looked at before it is committed.
    func assertFrame(_ index: Int, in folder: URL, matchesReference name: String, tolerance: Int = 3,
                     file: StaticString = #filePath, line: UInt = #line) throws {
        let references = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().appendingPathComponent("References")
        let reference = references.appendingPathComponent("\(name).png")
        let exported = folder.appendingPathComponent(String(format: "frame-%05d.png", index))
        let recording = ProcessInfo.processInfo.environment["REFERENCE_IMAGES"] == "record"
        guard !recording, FileManager.default.fileExists(atPath: reference.path) else {
            try FileManager.default.createDirectory(at: references, withIntermediateDirectories: true)
            try? FileManager.default.removeItem(at: reference)
            try FileManager.default.copyItem(at: exported, to: reference)
            XCTFail("recorded the reference \(reference.path): look at it, then commit it", file: file, line: line)
            return
        }
        let drawn = try CGImage.decode(contentsOf: exported), expected = try CGImage.decode(contentsOf: reference)
        guard drawn.width == expected.width, drawn.height == expected.height else {
            XCTFail("\(name): \(drawn.width)×\(drawn.height) drawn, reference is \(expected.width)×\(expected.height)",
                    file: file, line: line)
            return
        }
        let a = [UInt8](drawn.premultipliedRGBA8), b = [UInt8](expected.premultipliedRGBA8)
        var differing = 0
        var worst = (difference: 0, pixel: 0)
        for pixel in 0..<(drawn.width * drawn.height) {
            var difference = 0
            for channel in 0..<4 {
                difference = max(difference, abs(Int(a[pixel * 4 + channel]) - Int(b[pixel * 4 + channel])))
            }
            if difference > tolerance { differing += 1 }
            if difference > worst.difference { worst = (difference, pixel) }
        }
        if differing > 0 {
            let actual = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-actual.png")
            try? FileManager.default.removeItem(at: actual)
            try FileManager.default.copyItem(at: exported, to: actual)
            XCTFail("""
                \(name): \(differing) pixel(s) differ from the reference by more than \(tolerance); the worst by \
                \(worst.difference) at (\(worst.pixel % drawn.width), \(worst.pixel / drawn.width)). Drawn: \(actual.path)
                """, file: file, line: line)
        }
    }

    /// The straight RGB of pixel (x, y) of `image`, from the top left.
    func rgb(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
        let bytes = image.premultipliedRGBA8
        let i = (y * image.width + x) * 4
        let alpha = Int(bytes[bytes.startIndex + i + 3])
        return (0..<3).map { channel in
            let value = Int(bytes[bytes.startIndex + i + channel])
            return alpha == 0 ? 0 : (value * 255 + alpha / 2) / alpha
        }
    }

    /// Asserts that pixel (x, y) of `image` is `expected` (0…1 components) within 2 levels.
    func assertPixel(_ image: CGImage, _ x: Int, _ y: Int, is expected: (Double, Double, Double), _ message: String,
                     file: StaticString = #filePath, line: UInt = #line) {
        let want = [expected.0, expected.1, expected.2].map { Int(($0 * 255).rounded()) }
        let got = rgb(image, x, y)
        XCTAssertTrue(zip(got, want).allSatisfy { abs($0 - $1) <= 2 }, "\(message): (\(x), \(y)) is \(got), expected \(want)",
                      file: file, line: line)
    }
}
