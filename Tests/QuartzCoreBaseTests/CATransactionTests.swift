import XCTest
@testable import QuartzCoreBase

final class CATransactionTests: LayerTestCase {
    func testDefaultsAndNestedValues() {
        XCTAssertEqual(CATransaction.animationDuration(), 0.25)
        XCTAssertFalse(CATransaction.disableActions())
        XCTAssertNil(CATransaction.animationTimingFunction())
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.begin()
        XCTAssertEqual(CATransaction.animationDuration(), 2, "inner transactions inherit")
        CATransaction.setAnimationDuration(3)
        CATransaction.setDisableActions(true)
        XCTAssertEqual(CATransaction.animationDuration(), 3)
        CATransaction.commit()
        XCTAssertEqual(CATransaction.animationDuration(), 2)
        XCTAssertFalse(CATransaction.disableActions())
        CATransaction.commit()
        CATransaction.setValue("v", forKey: "custom")
        XCTAssertEqual(CATransaction.value(forKey: "custom") as? String, "v")
    }

    func testOnlyTheOutermostCommitSendsChanges() {
        let layer = CALayer()
        let before = recorder.commits.count
        CATransaction.begin()
        CATransaction.begin()
        layer.opacity = 0.5
        CATransaction.commit()
        XCTAssertEqual(recorder.commits.count, before)
        CATransaction.commit()
        XCTAssertEqual(recorder.commits.count, before + 1)
        XCTAssertEqual(recorder.commits.last?.layers.first?.properties.opacity, 0.5)
    }

    func testImplicitTransactionCommitsAtTheEndOfTheRunLoopTurn() {
        let layer = CALayer()
        let before = recorder.commits.count
        layer.position = CGPoint(x: 9, y: 9)
        XCTAssertEqual(recorder.commits.count, before)
        finishRunLoopTurn()
        XCTAssertEqual(recorder.commits.count, before + 1)
        XCTAssertEqual(recorder.commits.last?.layers.first?.properties.position, CGPoint(x: 9, y: 9))
    }

    func testExplicitTransactionInsideTheImplicitOneWaitsForIt() {
        let layer = CALayer()
        let before = recorder.commits.count
        layer.opacity = 0.1
        CATransaction.begin()
        layer.opacity = 0.2
        CATransaction.commit()
        XCTAssertEqual(recorder.commits.count, before)
        CATransaction.flush()
        XCTAssertEqual(recorder.commits.count, before + 1)
    }

    func testCompletionWithoutAnimationsRunsAfterCommit() {
        var ran = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran = true }
        CALayer().opacity = 0.5
        CATransaction.commit()
        XCTAssertFalse(ran, "completion blocks run on a later turn of the main run loop")
        finishRunLoopTurn()
        XCTAssertTrue(ran)
    }

    func testCompletionOfTheImplicitTransaction() {
        var ran = false
        CATransaction.setCompletionBlock { ran = true }
        finishRunLoopTurn()
        XCTAssertTrue(ran)
    }

    func testCompletionWaitsForItsAnimations() {
        let layer = committedLayer()
        var ran = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran = true }
        let move = CABasicAnimation(keyPath: "position")
        move.toValue = CGPoint(x: 100, y: 0)
        move.duration = 10
        layer.add(move, forKey: "move")
        CATransaction.commit()
        finishRunLoopTurn()
        XCTAssertFalse(ran, "the animation is still running")
        layer.removeAnimation(forKey: "move")
        finishRunLoopTurn()
        XCTAssertTrue(ran)
    }

    func testCommitWithoutBeginIsReported() {
        let messages = diagnostics { CATransaction.commit() }
        XCTAssertEqual(messages.count, 1)
    }

    func testBadDurationIsRefused() {
        CATransaction.begin()
        let messages = diagnostics {
            CATransaction.setAnimationDuration(.nan)
            CATransaction.setAnimationDuration(-1)
        }
        XCTAssertEqual(messages.count, 2)
        XCTAssertEqual(CATransaction.animationDuration(), 0.25)
        CATransaction.commit()
    }

    func testLockIsRecursive() {
        CATransaction.lock()
        CATransaction.lock()
        let layer = CALayer()
        layer.opacity = 0.3
        CATransaction.unlock()
        CATransaction.unlock()
        XCTAssertEqual(layer.opacity, 0.3)
    }

    func testBackgroundThreadChangesAreCommittedAndReported() {
        let layer = CALayer()
        let done = expectation(description: "background change")
        let before = recorder.commits.count
        Thread.detachNewThread {
            layer.position = CGPoint(x: 42, y: 0)
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        finishRunLoopTurn()
        XCTAssertGreaterThan(recorder.commits.count, before)
        XCTAssertTrue(recorder.commits[before...].contains { $0.layers.contains { $0.properties.position.x == 42 } })
    }
}
