@testable import CoreAnimationValues
import XCTest

/// `RecentNumberTracks`: equal number tracks made one after another are
/// one object; tracks that differ in anything they compute with are not.
final class RecentNumberTracksTests: XCTestCase {
    private func track(_ keyPath: String = "position.y", from: Double? = -16, to: Double? = 736, by: Double? = nil,
                       additive: Bool = false, cumulative: Bool = false) -> PropertyTrack {
        PropertyTrack(keyPath: KeyPathParts(keyPath), isAdditive: additive, isCumulative: cumulative,
                      valueFunction: nil, rotationMode: nil,
                      source: .basic(from: from.map(AnimatableValue.number), to: to.map(AnimatableValue.number),
                                     by: by.map(AnimatableValue.number)))
    }

    func testEqualNumberTracksAreShared() {
        let table = RecentNumberTracks()
        let first = table.sharing(track())
        XCTAssertNotNil(first.numberTrack)
        XCTAssertTrue(table.sharing(track()) === first)
        XCTAssertTrue(table.sharing(track()) === first)
    }

    func testTracksThatComputeOtherwiseAreNot() {
        let table = RecentNumberTracks()
        let first = table.sharing(track())
        let others: [(String, PropertyTrack)] = [
            ("key path", track("position.x")),
            ("from", track(from: -15)),
            ("to", track(to: 735)),
            ("a missing end", track(from: nil)),
            ("by instead of to", track(to: nil, by: 2)),
            ("additive", track(additive: true)),
            ("cumulative", track(cumulative: true)),
            ("negative zero", track(from: 0)),
        ]
        _ = table.sharing(track(from: -0.0))
        for (name, other) in others {
            XCTAssertFalse(table.sharing(other) === first, name)
        }
        XCTAssertFalse(table.sharing(track(from: 0)) === table.sharing(track(from: -0.0)), "0 and -0 differ in their bits")
        // A by beside a from and a to computes nothing (Apple's table ignores it): shared.
        XCTAssertTrue(table.sharing(track(by: 2)) === table.sharing(track()))
    }

    func testOtherKindsOfTrackAreNeverShared() {
        let table = RecentNumberTracks()
        let colour = PropertyTrack(keyPath: KeyPathParts("backgroundColor"), isAdditive: false, isCumulative: false,
                                   valueFunction: nil, rotationMode: nil,
                                   source: .basic(from: nil, to: .color(CGColor(red: 1, green: 0, blue: 0, alpha: 1)), by: nil))
        XCTAssertNil(colour.numberTrack)
        XCTAssertTrue(table.sharing(colour) === colour)
        let again = PropertyTrack(keyPath: KeyPathParts("backgroundColor"), isAdditive: false, isCumulative: false,
                                  valueFunction: nil, rotationMode: nil,
                                  source: .basic(from: nil, to: .color(CGColor(red: 1, green: 0, blue: 0, alpha: 1)), by: nil))
        XCTAssertTrue(table.sharing(again) === again)
    }

    func testTheTableHoldsAtMostItsSlots() {
        let table = RecentNumberTracks()
        weak var oldest: PropertyTrack?
        do {
            let first = table.sharing(track(from: -1))
            oldest = first
        }
        XCTAssertNotNil(oldest, "held by the table")
        for k in 0..<(RecentNumberTracks.slots * 16) { _ = table.sharing(track(from: Double(k))) }
        XCTAssertNil(oldest, "replaced, and then freed")
    }
}
