import XCTest
@testable import CoreAnimationValues

final class TimeSpaceChainTests: XCTestCase {
    // root ─ middle ─ leaf, and root ─ sibling.
    private let root = MediaTimingValues(beginTime: 0, speed: 2, timeOffset: 1)
    private let middle = MediaTimingValues(beginTime: 3, speed: 0.5)
    private let leaf = MediaTimingValues(beginTime: 1, speed: -1, timeOffset: 4)
    private let sibling = MediaTimingValues(beginTime: 2, speed: 4)

    func testEmptyChainIsAbsoluteTime() {
        let absolute = TimeSpaceChain([])
        XCTAssertEqual(absolute.localTime(fromAbsolute: 42.5), 42.5)
        XCTAssertEqual(absolute.absoluteTime(fromLocal: 42.5), 42.5)
    }

    func testThreeLevelsDown() {
        // root: (5 − 0) × 2 + 1 = 11; middle: (11 − 3) × 0.5 = 4; leaf: (4 − 1) × −1 + 4 = 1.
        let chain = TimeSpaceChain([root, middle, leaf])
        XCTAssertEqual(TimeSpaceChain([root]).localTime(fromAbsolute: 5), 11)
        XCTAssertEqual(TimeSpaceChain([root, middle]).localTime(fromAbsolute: 5), 4)
        XCTAssertEqual(chain.localTime(fromAbsolute: 5), 1)
    }

    func testThreeLevelsUp() {
        let chain = TimeSpaceChain([root, middle, leaf])
        XCTAssertEqual(chain.absoluteTime(fromLocal: 1), 5)
        for t in [-3.0, 0, 0.125, 7, 1e4] {
            XCTAssertEqual(chain.absoluteTime(fromLocal: chain.localTime(fromAbsolute: t)), t, accuracy: 1e-9)
        }
    }

    func testConvertBetweenCousins() {
        // middle's 4 is absolute 5, root's 11, sibling's (11 − 2) × 4 = 36.
        let from = TimeSpaceChain([root, middle])
        let to = TimeSpaceChain([root, sibling])
        XCTAssertEqual(from.convert(4, to: to), 36)
        XCTAssertEqual(to.convert(36, to: from), 4)
        XCTAssertEqual(to.convert(4, from: from), 36)
        XCTAssertEqual(from.convert(4, to: TimeSpaceChain([])), 5)
    }

    func testPausedLayerHasOneLocalTimeAndMapsBackToItsBeginTime() {
        let paused = TimeSpaceChain([MediaTimingValues(beginTime: 2, speed: 0, timeOffset: 7)])
        XCTAssertEqual(paused.localTime(fromAbsolute: 0), 7)
        XCTAssertEqual(paused.localTime(fromAbsolute: 100), 7)
        XCTAssertEqual(paused.absoluteTime(fromLocal: 7), 2)
    }

    /// Apple's recipe from the Core Animation Programming Guide. The root runs at
    /// speed 2 so that absolute and local times differ.
    func testPauseAndResumeContinuesTheAnimationWhereItStopped() {
        let window = MediaTimingValues(speed: 2)
        var layer = MediaTimingValues()
        func layerTime(_ now: Double) -> Double { TimeSpaceChain([window, layer]).localTime(fromAbsolute: now) }

        // Added at absolute 10 (layer time 20), 8 s long in layer time.
        let animation = MediaTimingValues(beginTime: layerTime(10), duration: 8)
        func progress(_ now: Double) -> TimingState { animation.evaluate(parentTime: layerTime(now)) }
        XCTAssertEqual(progress(12).progress, 0.5)

        // Pause at 12.
        let pausedTime = layerTime(12)
        layer.speed = 0
        layer.timeOffset = pausedTime
        XCTAssertEqual(pausedTime, 24)
        XCTAssertEqual(progress(12).progress, 0.5)
        XCTAssertEqual(progress(15).progress, 0.5)
        XCTAssertEqual(progress(19.5).progress, 0.5)

        // Resume at 20.
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layerTime(20) - pausedTime
        XCTAssertEqual(layer.beginTime, 16)
        XCTAssertEqual(progress(20).progress, 0.5)
        XCTAssertEqual(progress(20).phase, .active)
        XCTAssertEqual(progress(21).progress, 0.75)
        XCTAssertEqual(progress(22), .inactive(.after))
    }
}
