@testable import CoreGraphics
import Foundation
import XCTest

/// The one parser of the environment variables the libraries read: good
/// values parse, every bad value of every variable is reported once in one
/// line and ignored, and no module reads one of them on its own.
final class EnvironmentVariableTests: XCTestCase {
    /// Values no variable accepts, whatever its kind.
    private let badForAll = ["maybe", "nan", "inf", "-1", "1e300", "1,2,3x", "vulkan"]

    /// A good value of each variable.
    private func goodValue(of variable: EnvironmentVariable) -> String {
        switch variable.kind {
        case .flag: return "yes"
        case .choice(let words): return words[0].uppercased()
        case .number(let range): return String(range.lowerBound)
        case .size: return "640X480"
        case .names(let words): return words.joined(separator: " , ")
        }
    }

    /// Reads `variable` from `environment` however its kind is read; whether it gave a value.
    private func read(_ variable: EnvironmentVariable, _ environment: [String: String]) -> Bool {
        switch variable.kind {
        case .flag: return variable.flag(in: environment) != nil
        case .choice: return variable.choice(in: environment) != nil
        case .number: return variable.number(in: environment) != nil
        case .size: return variable.size(in: environment) != nil
        case .names: return !variable.names(in: environment).isEmpty
        }
    }

    func testEveryVariableTakesAGoodValueQuietly() {
        for variable in EnvironmentVariable.all {
            let value = goodValue(of: variable)
            let (gave, reports) = Diagnostics.capture { read(variable, [variable.name: value]) }
            XCTAssertTrue(gave, "\(variable.name)=\(value)")
            XCTAssertEqual(reports, [], variable.name)
        }
    }

    func testEveryBadValueOfEveryVariableIsReportedOnceInOneLineAndIgnored() {
        for variable in EnvironmentVariable.all {
            for value in badForAll {
                let environment = [variable.name: value]
                let (gave, reports) = Diagnostics.capture { (0..<3).map { _ in read(variable, environment) } }
                XCTAssertEqual(gave, [false, false, false], "\(variable.name)=\(value) is ignored")
                XCTAssertEqual(reports.count, 1, "\(variable.name)=\(value): \(reports)")
                let line = reports.first ?? ""
                XCTAssertFalse(line.contains("\n"), line)
                XCTAssertTrue(line.contains("\(variable.name)=\(value)"), "names the variable and its value: \(line)")
            }
        }
    }

    func testUnsetAndEmptyAreNotGivenAndNotReported() {
        for variable in EnvironmentVariable.all {
            let (gave, reports) = Diagnostics.capture { [read(variable, [:]), read(variable, [variable.name: ""])] }
            XCTAssertEqual(gave, [false, false], variable.name)
            XCTAssertEqual(reports, [], variable.name)
        }
    }

    func testFlagsTakeTheUsualWordsInAnyCase() {
        let flag = EnvironmentVariable.vsync
        for (text, value) in [("1", true), ("0", false), ("TRUE", true), ("off", false), (" yes ", true), ("No", false)] {
            XCTAssertEqual(flag.flag(in: ["CA_VSYNC": text]), value, text)
        }
        let (value, reports) = Diagnostics.capture { flag.flag(in: ["CA_VSYNC": "2"]) }
        XCTAssertNil(value)
        XCTAssertEqual(reports, ["LayerHost: CA_VSYNC=2 is not 1 or 0 (or true/false, yes/no, on/off); pacing is chosen automatically"])
    }

    func testNumbersMustBeFiniteAndInRange() {
        let rate = EnvironmentVariable.framesPerSecond
        XCTAssertEqual(rate.number(in: ["CA_FPS": "144.5"]), 144.5)
        for text in ["0", "0.5", "1000.5", "-inf", "+inf", "NaN", "12fps"] {
            let (value, reports) = Diagnostics.capture { rate.number(in: ["CA_FPS": text]) }
            XCTAssertNil(value, text)
            XCTAssertEqual(reports, ["LayerHost: CA_FPS=\(text) is not a number from 1 to 1000; 60 Hz, or the display's rate, is used"])
        }
    }

    func testChoicesAndSizes() {
        XCTAssertEqual(EnvironmentVariable.glAPI.choice(in: ["CA_GL": "GLX"]), "glx")
        XCTAssertEqual(EnvironmentVariable.headlessEGL.choice(in: ["CA_HEADLESS_EGL": "device"]), "device")
        let (api, reports) = Diagnostics.capture { EnvironmentVariable.glAPI.choice(in: ["CA_GL": "vulkan"]) }
        XCTAssertNil(api)
        XCTAssertEqual(reports, ["LayerHost: CA_GL=vulkan is not one of glx, egl, auto; the API is chosen automatically"])
        let size = EnvironmentVariable.screenSize
        XCTAssertEqual(size.size(in: ["UIKIT_SCREEN_SIZE": "1024x768"])?.width, 1024)
        for text in ["1024", "1024x", "x768", "0x10", "20000x10", "10x10x10", "1.5x2"] {
            XCTAssertNil(Diagnostics.capture { size.size(in: ["UIKIT_SCREEN_SIZE": text]) }.0, text)
        }
    }

    func testUnknownNamesInAListAreReportedTogetherAndTheRestKept() {
        let (names, reports) = Diagnostics.capture {
            EnvironmentVariable.debugOptions.names(in: ["CA_DEBUG": "Blended,sparkles, slow,,glitter,slow"])
        }
        XCTAssertEqual(names, ["blended", "slow"])
        XCTAssertEqual(reports.count, 1)
        XCTAssertTrue(reports[0].contains("\"sparkles\", \"glitter\""), reports[0])
    }

    /// The repository's root, from this file's path.
    private var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    func testNoLibraryReadsOneOfTheseVariablesOnItsOwn() throws {
        let sources = repositoryRoot.appendingPathComponent("Sources")
        let files = try XCTUnwrap(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var readers: [String] = []
        for case let file as URL in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for variable in EnvironmentVariable.all where text.contains("environment[\"\(variable.name)\"]") {
                readers.append("\(file.lastPathComponent) reads \(variable.name)")
            }
        }
        XCTAssertEqual(readers, [], "read them through EnvironmentVariable")
    }

    func testTheReadmeListsEveryVariable() throws {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        for variable in EnvironmentVariable.all {
            XCTAssertTrue(readme.contains("| `\(variable.name)` |"), "README's table of environment variables has \(variable.name)")
        }
    }
}
