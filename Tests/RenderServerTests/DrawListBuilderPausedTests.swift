import XCTest
@testable import QuartzCoreBase
@testable import RenderServer

/// A paused subtree (`speed = 0`, the seed's pause) is not animating: its
/// animations' values stand still, so the draw list asks for no more
/// frames; resumed, it asks again. Its items still show the frozen values.
final class DrawListBuilderPausedTests: RenderServerTestCase {
    /// A root with a container holding a layer whose position animates for 10 s.
    private func scene() -> (root: CALayer, container: CALayer, mover: CALayer) {
        let root = CALayer(), container = CALayer(), mover = CALayer()
        commit {
            root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
            root.anchorPoint = .zero
            container.frame = root.bounds
            mover.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 0
            move.toValue = 100
            move.duration = 10
            mover.add(move, forKey: "move")
            container.addSublayer(mover)
            root.addSublayer(container)
        }
        return (root, container, mover)
    }

    private func moverX(_ list: DrawList, _ mover: CALayer) -> CGFloat? {
        list.items.first { $0.id == mover.layerID }?.properties.position.x
    }

    func testAPausedAncestorStopsFramesAndHoldsTheValues() {
        let (root, container, mover) = scene()
        clock.time += 2
        XCTAssertTrue(drawList(root).hasActiveAnimations, "running: frames keep coming")
        // The seed's pause: freeze the container's time where it is.
        commit {
            container.timeOffset = container.convertTime(clock.time, from: nil)
            container.speed = 0
        }
        let paused = drawList(root)
        XCTAssertFalse(paused.hasActiveAnimations, "paused: no more frames are needed")
        let held = moverX(paused, mover)
        clock.time += 3
        let later = drawList(root)
        XCTAssertFalse(later.hasActiveAnimations)
        XCTAssertEqual(moverX(later, mover), held, "the frozen value stays")
        XCTAssertNotNil(held)
        // Resumed, it animates again.
        commit {
            container.beginTime = clock.time - container.timeOffset
            container.timeOffset = 0
            container.speed = 1
        }
        let resumed = drawList(root)
        XCTAssertTrue(resumed.hasActiveAnimations, "resumed: frames again")
        XCTAssertEqual(moverX(resumed, mover) ?? 0, held ?? -1, accuracy: 1e-6, "from where it stood")
    }

    func testALayerPausedItselfOrAnAnimationWithSpeedZeroStopsFrames() {
        let (root, _, mover) = scene()
        commit { mover.speed = 0 }
        XCTAssertFalse(drawList(root).hasActiveAnimations, "the layer itself paused")
        commit {
            mover.speed = 1
            mover.removeAllAnimations()
            let still = CABasicAnimation(keyPath: "opacity")
            still.fromValue = 0.2
            still.toValue = 1
            still.duration = 10
            still.speed = 0
            mover.add(still, forKey: "still")
        }
        XCTAssertFalse(drawList(root).hasActiveAnimations, "an animation with speed 0 holds one value")
    }

    func testAPausedEmitterStopsFrames() {
        let root = CALayer(), emitter = CAEmitterLayer()
        commit {
            root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            emitter.frame = root.bounds
            let cell = CAEmitterCell()
            cell.contents = CGImage(width: 2, height: 2, premultipliedRGBA8: Data(repeating: 255, count: 16), isOpaque: false)
            cell.birthRate = 50
            cell.lifetime = 2
            emitter.emitterCells = [cell]
            root.addSublayer(emitter)
        }
        clock.time += 1
        XCTAssertTrue(drawList(root).hasActiveAnimations)
        commit {
            emitter.timeOffset = emitter.convertTime(clock.time, from: nil)
            emitter.speed = 0
        }
        let paused = drawList(root)
        XCTAssertFalse(paused.hasActiveAnimations, "its particles stand still")
        XCTAssertGreaterThan(paused.items.count, 2, "and still show")
    }
}
