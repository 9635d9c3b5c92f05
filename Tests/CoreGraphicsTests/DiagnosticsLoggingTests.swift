import Foundation
import Logging
import XCTest
@testable import CoreGraphics

/// Reports go to swift-log's logger of their subsystem, so an application
/// routes or silences them with `LoggingSystem.bootstrap`. A bootstrap is
/// once per process, so the routed half runs in a child process: this test
/// binary again, filtered to `testChildRoutesReportsThroughItsBootstrap`.
final class DiagnosticsLoggingTests: XCTestCase {
    private static let childVariable = "DIAGNOSTICS_LOGGING_CHILD"

    func testAnApplicationsBootstrapReceivesEachSubsystemsReportsOncePerCause() throws {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = ["CoreGraphicsTests.DiagnosticsLoggingTests/testChildRoutesReportsThroughItsBootstrap"]
        child.environment = ProcessInfo.processInfo.environment.merging([Self.childVariable: "1"]) { $1 }
        let output = Pipe()
        child.standardOutput = output
        child.standardError = output
        try child.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        XCTAssertEqual(child.terminationStatus, 0, text)
        let routed = text.split(separator: "\n").filter { $0.hasPrefix("ROUTED ") }
        XCTAssertEqual(routed, [
            "ROUTED QuartzCore warning: a layer refused something",
            "ROUTED CoreGraphics warning: CGPathAddLineToPoint: no current point.",
            "ROUTED GLESRenderer warning: once per cause",
        ], text)
    }

    /// Runs only as the child of the test above.
    func testChildRoutesReportsThroughItsBootstrap() throws {
        guard ProcessInfo.processInfo.environment[Self.childVariable] == "1" else {
            throw XCTSkip("runs as the child process of testAnApplicationsBootstrapReceivesEachSubsystemsReportsOncePerCause")
        }
        LoggingSystem.bootstrap { RoutingHandler(label: $0) }
        Diagnostics.report("a layer refused something")
        Diagnostics.report(in: "CGPathAddLineToPoint", "no current point.")
        for _ in 0..<100 {
            Diagnostics.reportOnce(cause: "DiagnosticsLoggingTests", "once per cause", subsystem: "GLESRenderer")
        }
    }
}

/// Prints what it is given, marked, on standard output.
private struct RoutingHandler: LogHandler {
    let label: String
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(level: Logger.Level, message: Logger.Message, metadata: Logger.Metadata?, source: String,
             file: String, function: String, line: UInt) {
        print("ROUTED \(label) \(level): \(message)")
        fflush(stdout)
    }
}
