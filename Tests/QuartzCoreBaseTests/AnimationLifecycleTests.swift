import XCTest
@testable import QuartzCoreBase

final class AnimationLifecycleTests: LayerTestCase {
    /// Moves the clock and delivers what became due, as a frame would.
    private func step(_ seconds: CFTimeInterval) {
        advance(seconds)
        AnimationLifecycle.shared.processDueEvents()
        finishRunLoopTurn()
    }

    private func fade(_ tag: String, duration: CFTimeInterval = 1, log: AnimationEventLog) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = duration
        animation.delegate = log
        animation.setValue(tag, forKey: "tag")
        return animation
    }

    private func commit(_ body: () -> Void) {
        CATransaction.flush()
        CATransaction.begin()
        body()
        CATransaction.commit()
        finishRunLoopTurn()
    }

    func testStartThenStopFinished() {
        let layer = committedLayer()
        let log = AnimationEventLog()
        commit { layer.add(fade("f", log: log), forKey: "f") }
        XCTAssertEqual(log.events, ["start f"])
        step(0.5)
        XCTAssertEqual(log.events, ["start f"])
        step(0.6)
        XCTAssertEqual(log.events, ["start f", "stop f true"])
        XCTAssertNil(layer.animationKeys(), "removed on completion")
    }

    func testDelayedStartAndEventOrderAcrossAnimations() {
        let layer = committedLayer()
        let log = AnimationEventLog()
        let late = fade("late", log: log)
        late.beginTime = CACurrentMediaTime() + 2
        commit {
            layer.add(fade("early", duration: 1, log: log), forKey: "early")
            layer.add(late, forKey: "late")
        }
        XCTAssertEqual(log.events, ["start early"])
        step(5)
        XCTAssertEqual(log.events, ["start early", "stop early true", "start late", "stop late true"])
    }

    func testNotRemovedOnCompletionStaysAttached() {
        let layer = committedLayer()
        let log = AnimationEventLog()
        let hold = fade("hold", log: log)
        hold.isRemovedOnCompletion = false
        hold.fillMode = .forwards
        commit { layer.add(hold, forKey: "hold") }
        step(2)
        XCTAssertEqual(log.events, ["start hold", "stop hold true"])
        XCTAssertEqual(layer.animationKeys(), ["hold"])
        XCTAssertEqual(layer.presentation()!.opacity, 1)
    }

    /// With a stepped media clock, the end of an animation removed on
    /// completion shows at once: `presentation()` never holds its forward
    /// fill, and a flush (or a run-loop turn a poll interval later) removes it.
    func testSteppedClockPastTheEndRemovesTheAnimationOnAFlush() {
        let layer = committedLayer { $0.opacity = 0.3 }
        let log = AnimationEventLog()
        let held = fade("f", log: log)
        held.fillMode = .forwards
        commit { layer.add(held, forKey: "f") }
        advance(5)
        XCTAssertEqual(layer.presentation()!.opacity, 0.3, accuracy: 1e-6, "no forward fill once it has ended")
        CATransaction.flush()
        XCTAssertNil(layer.animationKeys(), "a flush after the end removes it")
        finishRunLoopTurn()
        XCTAssertEqual(log.events, ["start f", "stop f true"])

        commit { layer.add(fade("g", log: log), forKey: "g") }
        advance(5)
        let deadline = Date(timeIntervalSinceNow: 2)
        while layer.animationKeys() != nil, Date() < deadline {
            RunLoop.main.run(until: Date(timeIntervalSinceNow: AnimationLifecycle.customClockPollInterval))
        }
        XCTAssertNil(layer.animationKeys(), "run-loop turns remove it without waiting for the wall clock to reach its end")
    }

    func testRemovalStopsUnfinishedOnce() {
        let layer = committedLayer()
        let log = AnimationEventLog()
        commit { layer.add(fade("f", log: log), forKey: "f") }
        layer.removeAnimation(forKey: "f")
        finishRunLoopTurn()
        step(5)
        XCTAssertEqual(log.events, ["start f", "stop f false"])
    }

    /// A layer freed while its animation runs takes the animation with it,
    /// as a removal would: the delegate hears an unfinished stop once, and
    /// the transaction's completion block, which Apple guarantees to run,
    /// runs.
    func testALayerFreedMidAnimationStopsItUnfinishedAndRunsItsCompletion() {
        var layer: CALayer? = committedLayer()
        weak var freed = layer
        let log = AnimationEventLog()
        commit {
            CATransaction.setCompletionBlock { log.events.append("completion") }
            layer?.add(fade("f", duration: 10, log: log), forKey: "f")
        }
        step(1)
        XCTAssertEqual(log.events, ["start f"])
        layer = nil
        XCTAssertNil(freed, "nothing else keeps the layer")
        step(0)
        XCTAssertEqual(log.events, ["start f", "stop f false", "completion"])
        step(20)
        XCTAssertEqual(log.events, ["start f", "stop f false", "completion"], "stopped once")
    }

    /// A repeating animation has no end to wake a pass at: freeing its layer
    /// queues one, and the stop and completion come on the next run-loop
    /// turn without any commit or clock step.
    func testFreeingALayerWithARepeatingAnimationStopsItOnTheNextTurn() {
        var layer: CALayer? = committedLayer()
        let log = AnimationEventLog()
        commit {
            CATransaction.setCompletionBlock { log.events.append("completion") }
            let turn = fade("turn", log: log)
            turn.repeatCount = .infinity
            layer?.add(turn, forKey: "turn")
        }
        step(3)
        XCTAssertEqual(log.events, ["start turn"])
        layer = nil
        finishRunLoopTurn()
        XCTAssertEqual(log.events, ["start turn", "stop turn false", "completion"])
    }

    func testPausedLayerPostponesTheEnd() {
        let layer = committedLayer()
        let log = AnimationEventLog()
        commit { layer.add(fade("f", duration: 2, log: log), forKey: "f") }
        step(1)
        let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
        commit {
            layer.speed = 0
            layer.timeOffset = paused
        }
        step(10)
        XCTAssertEqual(log.events, ["start f"], "no stop while paused")
        commit {
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
            layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
        }
        step(0.9)
        XCTAssertEqual(log.events, ["start f"])
        step(0.2)
        XCTAssertEqual(log.events, ["start f", "stop f true"])
    }

    func testCompletionBlockRunsAfterTheAnimationsStop() {
        let layer = committedLayer()
        let log = AnimationEventLog()
        var completed = false
        commit {
            CATransaction.setCompletionBlock {
                log.events.append("completion")
                completed = true
            }
            layer.add(fade("a", duration: 1, log: log), forKey: "a")
            layer.add(fade("b", duration: 2, log: log), forKey: "b")
        }
        step(1.5)
        XCTAssertFalse(completed)
        step(1)
        XCTAssertTrue(completed)
        XCTAssertEqual(log.events, ["start a", "start b", "stop a true", "stop b true", "completion"])
    }

    /// The completions an animation holds up are the attached copy's alone:
    /// a copy of it (from `animation(forKey:)`) holds none, and a removed
    /// animation lets its completion run at once.
    func testACompletionWaitsOnTheAttachedCopyAlone() {
        let layer = committedLayer()
        var completed = false
        commit {
            CATransaction.setCompletionBlock { completed = true }
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = 0.5
            fade.duration = 10
            layer.add(fade, forKey: "fade")
        }
        let attached = try? XCTUnwrap(layer.animation(forKey: "fade"))
        XCTAssertEqual(LayerTreeLock.shared.withLock { layer.attachedAnimations.first?.completions.count }, 1)
        let again = attached?.copy() as? CAAnimation
        XCTAssertEqual(again?.rare?.completions.count ?? 0, 0, "a copy does not hold the transaction up")
        step(1)
        XCTAssertFalse(completed)
        commit { layer.removeAnimation(forKey: "fade") }
        step(0)
        XCTAssertTrue(completed)
        XCTAssertEqual(attached?.rare?.completions.count ?? 0, 0, "released once stopped")
    }

    func testOneCommitOfManyLayersQueuesOnePassThatStartsThemAll() {
        let layers = (0..<300).map { _ in committedLayer() }
        let log = AnimationEventLog()
        let queuedBefore = AnimationLifecycle.shared.queuedPasses
        commit {
            for (index, layer) in layers.enumerated() { layer.add(fade("\(index)", log: log), forKey: "f") }
        }
        XCTAssertEqual(AnimationLifecycle.shared.queuedPasses - queuedBefore, 1, "one pass for the whole commit, not one per layer")
        XCTAssertEqual(log.events, (0..<300).map { "start \($0)" })
        step(2)
        XCTAssertEqual(log.events.count, 600)
        XCTAssertEqual(Array(log.events.suffix(300)), (0..<300).map { "stop \($0) true" })
        XCTAssert(layers.allSatisfy { $0.animationKeys() == nil }, "every finished animation is removed")
    }

    func testEventsArriveThroughTheRunLoopWithTheRealClock() {
        CASetMediaTimeSource(nil)
        let layer = committedLayer()
        let log = AnimationEventLog()
        commit { layer.add(fade("real", duration: 0.05, log: log), forKey: "real") }
        let deadline = Date(timeIntervalSinceNow: 5)
        while log.events.count < 2 && Date() < deadline {
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01))
        }
        XCTAssertEqual(log.events, ["start real", "stop real true"])
    }
}
