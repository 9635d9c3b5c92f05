import CoreAnimationValues
import CoreGraphics
import Foundation
import XCTest
@testable import RenderServer

final class DrawListRetirementTests: XCTestCase {
    /// A list of `count` items that share one colour, its only owner.
    private func list(of count: Int, sharing color: CGColor) -> DrawList {
        var properties = LayerProperties()
        properties.backgroundColor = color
        let item = LayerDraw(id: LayerID(rawValue: 1), transform: CATransform3DIdentity, properties: properties,
                             opacity: 1, clips: [], mask: [])
        return DrawList(time: 0, items: [LayerDraw](repeating: item, count: count))
    }

    /// Retires a list of `count` items sharing one colour while the queue
    /// is held up; says whether the colour was still alive then, and once
    /// the queue has gone on and drained.
    private func retireWhileTheQueueIsHeld(count: Int) -> (aliveWhileHeld: Bool, aliveAfterwards: Bool) {
        let retirement = DrawListRetirement()
        weak var color: CGColor?
        let held = DispatchSemaphore(value: 0)
        retirement.queue.async { held.wait() }
        do {
            let shared = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            color = shared
            retirement.retire(list(of: count, sharing: shared))
        }
        let aliveWhileHeld = color != nil
        held.signal()
        retirement.waitUntilReleased()
        return (aliveWhileHeld, color != nil)
    }

    /// A long list is destroyed on the retirement queue, not by `retire`'s
    /// caller: while the queue is held up, what the list holds stays alive.
    func testALongListIsReleasedOnTheQueue() {
        let result = retireWhileTheQueueIsHeld(count: DrawListRetirement.shortestHandedOff)
        XCTAssertTrue(result.aliveWhileHeld, "released by the caller, not the retirement queue")
        XCTAssertFalse(result.aliveAfterwards, "the queue dropped its list, and nobody else kept one")
    }

    /// A short list is not worth a hand-off: it is gone when `retire` returns.
    func testAShortListIsReleasedAtOnce() {
        let result = retireWhileTheQueueIsHeld(count: DrawListRetirement.shortestHandedOff - 1)
        XCTAssertFalse(result.aliveWhileHeld)
        XCTAssertFalse(result.aliveAfterwards)
    }

    /// Lists retired one after another are all destroyed (each retire waits
    /// for the list before it).
    func testListsRetiredInTurnAreAllReleased() {
        let retirement = DrawListRetirement()
        weak var first: CGColor?
        weak var last: CGColor?
        for index in 0..<4 {
            let shared = CGColor(red: CGFloat(index) / 4, green: 0, blue: 1, alpha: 1)
            if index == 0 { first = shared }
            if index == 3 { last = shared }
            retirement.retire(list(of: DrawListRetirement.shortestHandedOff * 2, sharing: shared))
        }
        retirement.waitUntilReleased()
        XCTAssertNil(first)
        XCTAssertNil(last)
    }
}
