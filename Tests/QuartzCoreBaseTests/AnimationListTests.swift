import XCTest
@testable import CoreAnimationValues
@testable import QuartzCoreBase

/// A layer keeps what runs of its animations in one list (`animationList`),
/// appended to as they are added; removed and replaced ones leave it at the
/// next commit, which carries it to the render server as it is.
final class AnimationListTests: LayerTestCase {
    private func fade(_ duration: Double) -> CABasicAnimation {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = duration
        return fade
    }

    private func durations(_ list: CommittedAnimations) -> [Double] {
        (0..<list.count).map { index in
            guard case .number(let number) = list[index] else { return -1 }
            return number.timing.duration
        }
    }

    private func list(of layer: CALayer) -> CommittedAnimations {
        LayerTreeLock.shared.withLock { layer.animationList }
    }

    func testRemovedAndReplacedAnimationsLeaveTheListAtTheNextCommit() {
        let layer = committedLayer()
        layer.add(fade(1), forKey: "a")
        layer.add(fade(2), forKey: "b")
        layer.add(fade(3), forKey: "c")
        CATransaction.flush()
        XCTAssertEqual(durations(list(of: layer)), [1, 2, 3])

        layer.removeAnimation(forKey: "b")
        layer.add(fade(4), forKey: "a")
        // Until the commit the old elements stay, and each animation knows its own.
        XCTAssertEqual(list(of: layer).count, 4)
        XCTAssertEqual(layer.animationKeys(), ["c", "a"])
        XCTAssertEqual([0, 1].map { index -> Double in
            guard case .number(let number) = layer.runningAnimation(at: index) else { return -1 }
            return number.timing.duration
        }, [3, 4])
        // What is on screen until then: c alone (a's replacement has no begin time yet).
        XCTAssertEqual(durations(LayerTreeLock.shared.withLock { layer.resolvedAnimationsLocked() }), [3])

        CATransaction.flush()
        XCTAssertEqual(durations(list(of: layer)), [3, 4])
        XCTAssertEqual(layer.attachedAnimations.map(\.listIndex), [0, 1])
        guard case .number(let replacement) = list(of: layer)[1] else { return XCTFail("not a number animation") }
        XCTAssertEqual(replacement.timing.beginTime, layer.animation(forKey: "a")?.beginTime)
        XCTAssertNotEqual(replacement.timing.beginTime, 0, "the commit resolved its begin time in the list")
    }

    func testRemovingEveryAnimationEmptiesTheList() {
        let layer = committedLayer()
        layer.add(fade(1), forKey: "a")
        let move = CABasicAnimation(keyPath: "position")
        move.toValue = CGPoint(x: 5, y: 5)
        layer.add(move, forKey: "move")
        CATransaction.flush()
        guard case .mixed(let elements) = list(of: layer) else { return XCTFail("a point animation makes the list mixed") }
        XCTAssertEqual(elements.map { $0.record?.key }, [nil, "move"])
        layer.removeAnimation(forKey: "move")
        CATransaction.flush()
        XCTAssertEqual(durations(list(of: layer)), [1], "numbers alone again")
        layer.removeAllAnimations()
        CATransaction.flush()
        XCTAssertTrue(list(of: layer).isEmpty)
    }

    func testAFewAnimationsTakeNoRoomForMore() {
        let layer = committedLayer()
        for k in 1...3 { layer.add(fade(Double(k)), forKey: "f\(k)") }
        guard case .numbers(let numbers) = list(of: layer) else { return XCTFail("not a number list") }
        // Doubling would have left room for a fourth (112 bytes a layer).
        XCTAssertEqual(numbers.capacity, 3)
    }
}
