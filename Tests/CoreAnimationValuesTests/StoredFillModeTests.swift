@testable import CoreAnimationValues
import XCTest

/// `StoredFillMode`: a fill mode in two bytes, Apple's four as codes and
/// any other name kept in a table, so that every mode reads back as given.
final class StoredFillModeTests: XCTestCase {
    func testApplesModesReadBackAndFillAsNamed() {
        let expected: [(CAMediaTimingFillMode, backwards: Bool, forwards: Bool)] = [
            (.removed, false, false), (.forwards, false, true), (.backwards, true, false), (.both, true, true),
        ]
        for (mode, backwards, forwards) in expected {
            let stored = StoredFillMode(mode)
            XCTAssertEqual(stored.mode, mode)
            XCTAssertEqual(stored.fillsBackwards, backwards, mode.rawValue)
            XCTAssertEqual(stored.fillsForwards, forwards, mode.rawValue)
        }
        XCTAssertEqual(StoredFillMode.removed, StoredFillMode(.removed))
        XCTAssertNotEqual(StoredFillMode(.both), StoredFillMode(.forwards))
    }

    func testAnotherNameReadsBackAsGivenAndFillsNeitherWay() {
        let odd = CAMediaTimingFillMode(rawValue: "sideways-\(UUID().uuidString)")
        let stored = StoredFillMode(odd)
        XCTAssertEqual(stored.mode, odd)
        XCTAssertEqual(stored.mode.rawValue, odd.rawValue)
        XCTAssertFalse(stored.fillsBackwards)
        XCTAssertFalse(stored.fillsForwards)
        XCTAssertEqual(StoredFillMode(odd), stored, "one name, one code")
        XCTAssertNotEqual(stored, StoredFillMode.removed)
        var timing = MediaTimingValues()
        timing.fillMode = odd
        XCTAssertEqual(timing.fillMode, odd)
    }

    func testTheTableKeepsItsLimitOfNames() {
        let table = FillModeNames(limit: 2)
        XCTAssertEqual(table.code(for: "a"), 0)
        XCTAssertEqual(table.code(for: "b"), 1)
        XCTAssertEqual(table.code(for: "a"), 0, "a name already kept keeps its number")
        XCTAssertNil(table.code(for: "c"), "past the limit")
        XCTAssertEqual(table.name(for: 1), "b")
    }

    /// The point: timing in 48 bytes (72 with the name inline), and a
    /// number animation, kept per running animation, in 96.
    func testTimingValuesAreFortyEightBytes() {
        XCTAssertEqual(MemoryLayout<StoredFillMode>.size, 2)
        XCTAssertEqual(MemoryLayout<MediaTimingValues>.stride, 48)
        XCTAssertLessThanOrEqual(MemoryLayout<NumberAnimation>.stride, 96)
    }

    func testManyThreadsNamingModesAtOnceAgree() {
        let names = (0..<8).map { CAMediaTimingFillMode(rawValue: "threaded-\($0)-\(UUID().uuidString)") }
        var codes = [[StoredFillMode]](repeating: [], count: 4)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            let mine = names.map { StoredFillMode($0) }
            lock.withLock { codes[worker] = mine }
        }
        for worker in 1..<4 { XCTAssertEqual(codes[worker], codes[0]) }
        XCTAssertEqual(codes[0].map(\.mode), names)
    }
}
