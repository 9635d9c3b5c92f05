import GLESRenderer
import XCTest

/// The disjoint-event rules of GL_EXT_disjoint_timer_query: no time that a
/// disjoint event may have spoiled is kept.
final class GPUTimerQueryLedgerTests: XCTestCase {
    func testResultsCountWhenNoDisjointEvent() {
        var ledger = GPUTimerQueryLedger()
        ledger.ended(1)
        ledger.ended(2)
        XCTAssertEqual(ledger.read([(1, 1_000_000)], disjoint: false), [1_000_000])
        XCTAssertEqual(ledger.inFlight, [2])
        XCTAssertEqual(ledger.read([], disjoint: false), [], "nothing finished yet")
        XCTAssertEqual(ledger.read([(2, 2_000_000)], disjoint: false), [2_000_000])
        XCTAssertEqual(ledger.inFlight, [])
        XCTAssertEqual(ledger.acceptedResults, 2)
        XCTAssertEqual(ledger.disjointEvents, 0)
        XCTAssertEqual(ledger.discardedResults, 0)
    }

    func testADisjointEventDropsThePassAndEveryQueryInFlight() {
        var ledger = GPUTimerQueryLedger()
        for query in UInt32(1)...4 { ledger.ended(query) }
        // Queries 1 and 2 finished; the flag was set: neither counts, and 3 and 4,
        // in flight at the event, will not count either.
        XCTAssertEqual(ledger.read([(1, 5), (2, 6)], disjoint: true), [])
        XCTAssertEqual(ledger.disjointEvents, 1)
        XCTAssertEqual(ledger.discardedResults, 2)
        ledger.ended(1)  // reused after the event: counts
        XCTAssertEqual(ledger.read([(3, 7)], disjoint: false), [])
        XCTAssertEqual(ledger.read([(4, 8), (1, 9)], disjoint: false), [9])
        XCTAssertEqual(ledger.discardedResults, 4)
        XCTAssertEqual(ledger.acceptedResults, 1)
        XCTAssertEqual(ledger.inFlight, [])
    }

    func testAnEventSeenWithNothingFinishedStillSpoilsTheQueriesInFlight() {
        var ledger = GPUTimerQueryLedger()
        ledger.ended(7)
        XCTAssertEqual(ledger.read([], disjoint: true), [])
        XCTAssertEqual(ledger.read([(7, 10)], disjoint: false), [], "7 ran through the event")
        XCTAssertEqual(ledger.disjointEvents, 1)
        XCTAssertEqual(ledger.discardedResults, 1)
        ledger.ended(7)
        XCTAssertEqual(ledger.read([(7, 11)], disjoint: false), [11], "the same name, a later query: counts")
    }
}
