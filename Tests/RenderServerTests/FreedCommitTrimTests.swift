@testable import RenderServer
import XCTest

/// When the render thread gives a freed commit's pages back: after large
/// commits only, and at most once a second however many come.
final class FreedCommitTrimTests: XCTestCase {
    func testGlibcTrims() {
        XCTAssertTrue(FreedCommitTrim.canTrim, "malloc_trim is found at run time")
    }

    func testSmallCommitsNeverTrim() {
        var trim = FreedCommitTrim()
        for second in 0..<10 {
            XCTAssertFalse(trim.commitsFreed(records: FreedCommitTrim.minimumRecords - 1, at: Double(second)))
        }
        XCTAssertEqual(trim.trims, 0)
    }

    func testALargeCommitTrimsAtOnceAndTheNextLargeOnesOnlyASecondLater() {
        var trim = FreedCommitTrim()
        XCTAssertTrue(trim.commitsFreed(records: 20_000, at: 100))
        // Sixty frames that each change thousands of layers within the second.
        for frame in 1..<60 {
            XCTAssertFalse(trim.commitsFreed(records: 20_000, at: 100 + Double(frame) / 60))
        }
        XCTAssertTrue(trim.commitsFreed(records: FreedCommitTrim.minimumRecords, at: 101))
        XCTAssertEqual(trim.trims, 2)
    }
}
