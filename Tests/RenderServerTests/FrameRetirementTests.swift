import CoreAnimationValues
import CoreGraphics
import Foundation
import XCTest
@testable import RenderServer

final class FrameRetirementTests: XCTestCase {
    /// A frame of `count` items that share one colour, its only owner.
    private func frame(of count: Int, sharing color: CGColor) -> FramePlan {
        var properties = LayerProperties()
        properties.backgroundColor = color
        let item = LayerDraw(id: LayerID(rawValue: 1), transform: CATransform3DIdentity, properties: properties,
                             opacity: 1, clips: [], mask: [])
        let list = DrawList(time: 0, items: [LayerDraw](repeating: item, count: count))
        return FramePlanner(target: PlanTarget(width: 8, height: 8, pointsToPixels: 1)).plan(list)
    }

    /// Retires a frame of `count` items sharing one colour while the queue
    /// is held up; says whether the colour was still alive then, and once
    /// the queue has gone on and drained.
    private func retireWhileTheQueueIsHeld(count: Int) -> (aliveWhileHeld: Bool, aliveAfterwards: Bool) {
        let retirement = FrameRetirement()
        weak var color: CGColor?
        let held = DispatchSemaphore(value: 0)
        retirement.queue.async { held.wait() }
        do {
            let shared = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            color = shared
            retirement.retire(frame(of: count, sharing: shared))
        }
        let aliveWhileHeld = color != nil
        held.signal()
        retirement.waitUntilReleased()
        return (aliveWhileHeld, color != nil)
    }

    /// A long frame is destroyed on the retirement queue, not by `retire`'s
    /// caller: while the queue is held up, what its list holds stays alive.
    func testALongFrameIsReleasedOnTheQueue() {
        let result = retireWhileTheQueueIsHeld(count: FrameRetirement.shortestHandedOff)
        XCTAssertTrue(result.aliveWhileHeld, "released by the caller, not the retirement queue")
        XCTAssertFalse(result.aliveAfterwards, "the queue dropped its frame, and nobody else kept one")
    }

    /// A short frame is not worth a hand-off: it is gone when `retire` returns.
    func testAShortFrameIsReleasedAtOnce() {
        let result = retireWhileTheQueueIsHeld(count: FrameRetirement.shortestHandedOff - 1)
        XCTAssertFalse(result.aliveWhileHeld)
        XCTAssertFalse(result.aliveAfterwards)
    }

    /// Frames retired one after another are all destroyed (each retire waits
    /// for the frame before it).
    func testFramesRetiredInTurnAreAllReleased() {
        let retirement = FrameRetirement()
        weak var first: CGColor?
        weak var last: CGColor?
        for index in 0..<4 {
            let shared = CGColor(red: CGFloat(index) / 4, green: 0, blue: 1, alpha: 1)
            if index == 0 { first = shared }
            if index == 3 { last = shared }
            retirement.retire(frame(of: FrameRetirement.shortestHandedOff * 2, sharing: shared))
        }
        retirement.waitUntilReleased()
        XCTAssertNil(first)
        XCTAssertNil(last)
    }
}
