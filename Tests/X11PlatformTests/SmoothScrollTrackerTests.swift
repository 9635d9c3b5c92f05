import Foundation
@testable import X11Platform
import XCTest

/// Scroll valuators to steps: differences over the axis' increment, the
/// first value only remembered, and nothing from unusable axes.
final class SmoothScrollTrackerTests: XCTestCase {
    func testDifferencesOverTheIncrement() {
        var tracker = SmoothScrollTracker()
        tracker.setAxes([.init(number: 3, isVertical: true, increment: 120),
                         .init(number: 2, isVertical: false, increment: -10)], of: 7)
        XCTAssertNil(tracker.scroll(device: 7, values: [3: 500]))
        XCTAssertEqual(tracker.scroll(device: 7, values: [3: 740]).map { [$0.dx, $0.dy] }, [0, 2])
        XCTAssertNil(tracker.scroll(device: 7, values: [2: 100]), "the horizontal axis' first value")
        XCTAssertEqual(tracker.scroll(device: 7, values: [2: 105]).map { [$0.dx, $0.dy] }, [-0.5, 0],
                       "a negative increment counts the other way")
        XCTAssertNil(tracker.scroll(device: 7, values: [3: 740]), "no change")
        XCTAssertNil(tracker.scroll(device: 8, values: [3: 1_000]), "a device without scroll axes")
    }

    func testForgettingAndUnusableAxes() {
        var tracker = SmoothScrollTracker()
        tracker.setAxes([.init(number: 3, isVertical: true, increment: 0),
                         .init(number: 4, isVertical: true, increment: .nan)], of: 1)
        XCTAssertFalse(tracker.hasAxes(1), "axes without a usable increment are left out")
        tracker.setAxes([.init(number: 3, isVertical: true, increment: 1)], of: 1)
        _ = tracker.scroll(device: 1, values: [3: 10])
        tracker.forgetPositions()
        XCTAssertNil(tracker.scroll(device: 1, values: [3: 1_000]), "after the pointer came back, the first value again")
        XCTAssertEqual(tracker.scroll(device: 1, values: [3: 1_001])?.dy, 1)
        XCTAssertNil(tracker.scroll(device: 1, values: [3: .infinity]))
    }
}
