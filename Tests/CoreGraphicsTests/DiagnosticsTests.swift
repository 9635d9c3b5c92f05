import Foundation
import XCTest
@testable import CoreGraphics

final class DiagnosticsTests: XCTestCase {
    func testCaptureCollectsReportsPrefixedWithTheSubsystem() {
        let (value, messages) = Diagnostics.capture { () -> Int in
            Diagnostics.report("first")
            Diagnostics.report("second", subsystem: "CoreGraphics")
            return 7
        }
        XCTAssertEqual(value, 7)
        XCTAssertEqual(messages, ["QuartzCore: first", "CoreGraphics: second"])
    }

    func testNothingIsCapturedOutsideTheBody() {
        let (_, messages) = Diagnostics.capture { () -> Void in }
        XCTAssertEqual(messages, [])
    }

    func testNestedCapturesEachKeepTheirOwnReports() {
        let (inner, outer) = Diagnostics.capture { () -> [String] in
            Diagnostics.report("outer before")
            let (_, inner) = Diagnostics.capture { Diagnostics.report("inner") }
            Diagnostics.report("outer after")
            return inner
        }
        XCTAssertEqual(inner, ["QuartzCore: inner"])
        XCTAssertEqual(outer, ["QuartzCore: outer before", "QuartzCore: outer after"])
    }

    func testCaptureRethrowsAndRestoresTheOuterCapture() {
        struct Failure: Error {}
        let (threw, outer) = Diagnostics.capture { () -> Bool in
            do {
                _ = try Diagnostics.capture { () throws -> Void in
                    Diagnostics.report("inside the throwing body")
                    throw Failure()
                }
                return false
            } catch {
                Diagnostics.report("after the throw")
                return error is Failure
            }
        }
        XCTAssertTrue(threw)
        XCTAssertEqual(outer, ["QuartzCore: after the throw"])
    }

    func testReportsFromOtherThreadsAreNotCaptured() {
        let done = DispatchSemaphore(value: 0)
        let (_, messages) = Diagnostics.capture { () -> Void in
            Diagnostics.report("mine")
            Thread.detachNewThread {
                // Not captured on that thread, so this one line goes to stderr.
                Diagnostics.report("expected stderr line from DiagnosticsTests (another thread)")
                done.signal()
            }
            done.wait()
        }
        XCTAssertEqual(messages, ["QuartzCore: mine"])
    }

    func testReportOnceReportsACauseOnceWithinACaptureAndAcrossThreads() {
        let (_, lines) = Diagnostics.capture {
            for _ in 0..<10 { Diagnostics.reportOnce(cause: "DiagnosticsTests.once", "only once") }
            Diagnostics.reportOnce(cause: "DiagnosticsTests.other", "another cause")
        }
        XCTAssertEqual(lines, ["QuartzCore: only once", "QuartzCore: another cause"])
        // Outside captures, one process-wide set: many threads, one report (counted through a capture on each
        // thread would see its own set, so this checks the shared set does not crash or lose its lock).
        let cause = "DiagnosticsTests.threads.\(UUID().uuidString)"
        DispatchQueue.concurrentPerform(iterations: 16) { _ in
            for _ in 0..<100 { Diagnostics.reportOnce(cause: cause, "expected stderr line from DiagnosticsTests (once)") }
        }
        let (_, afterwards) = Diagnostics.capture { Diagnostics.reportOnce(cause: cause, "inside a capture") }
        XCTAssertEqual(afterwards, ["QuartzCore: inside a capture"], "a capture keeps its own set")
    }

    func testParallelCapturesDoNotMix() {
        let results = LockedResults()
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            let (_, messages) = Diagnostics.capture {
                // Words, not numbers, tell them apart: the flood guard counts reports by shape.
                for step in 0..<50 { Diagnostics.report("\(Self.word(index))-\(Self.word(step))") }
            }
            results.store(messages, at: index)
        }
        for index in 0..<8 {
            XCTAssertEqual(results.messages(at: index), (0..<50).map { "QuartzCore: \(Self.word(index))-\(Self.word($0))" })
        }
    }

    /// `n` written in letters (a → 0, b → 1, …, ba → 10).
    private static func word(_ n: Int) -> String {
        String(String(n).unicodeScalars.map { Character(UnicodeScalar($0.value - 48 + 97)!) })
    }
}

/// Collects each worker's messages under a lock.
private final class LockedResults: @unchecked Sendable {
    private let lock = NSLock()
    private var byIndex: [Int: [String]] = [:]

    func store(_ messages: [String], at index: Int) {
        lock.lock(); defer { lock.unlock() }
        byIndex[index] = messages
    }

    func messages(at index: Int) -> [String] {
        lock.lock(); defer { lock.unlock() }
        return byIndex[index] ?? []
    }
}
