import XCTest
@testable import QuartzCoreBase
@testable import RenderServer

/// `CAEmitterLayer` in the draw list: particles simulated on the render
/// side, deterministically, capped, and written as items after the emitter's own.
final class DrawListBuilderEmitterTests: RenderServerTestCase {
    private let image = CGImage(width: 2, height: 2, premultipliedRGBA8: Data(repeating: 255, count: 16), isOpaque: false)

    /// An emitter (made now, at the clock's time) with one cell, in a root.
    private func scene(_ configure: (CAEmitterLayer, CAEmitterCell) -> Void) -> (CALayer, CAEmitterLayer) {
        let root = CALayer()
        let emitter = CAEmitterLayer()
        commit {
            root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
            root.position = CGPoint(x: 100, y: 100)
            emitter.frame = root.bounds
            emitter.emitterPosition = CGPoint(x: 100, y: 100)
            let cell = CAEmitterCell()
            cell.name = "dot"
            cell.contents = image
            cell.birthRate = 100
            cell.lifetime = 2
            configure(emitter, cell)
            if emitter.emitterCells == nil { emitter.emitterCells = [cell] }
            root.addSublayer(emitter)
        }
        CATransaction.flush()
        return (root, emitter)
    }

    private func particles(_ list: DrawList) -> [LayerDraw] { Array(list.items.dropFirst(2)) }

    func testBirthRateTimesLifetimeParticlesAreAlive() {
        let (root, emitter) = scene { _, _ in }
        clock.time += 10
        let list = drawList(root)
        // Births every 0.01 s; those of the last 2 s (not the one dying at this instant) live.
        XCTAssertEqual(particles(list).count, 199)
        XCTAssertTrue(particles(list).allSatisfy { $0.id == emitter.layerID })
        XCTAssertTrue(list.hasActiveAnimations, "an emitting emitter keeps frames coming")
        XCTAssertEqual(particles(list).first?.properties.bounds, CGRect(x: 0, y: 0, width: 2, height: 2))
    }

    func testAnEmitterWithoutBeginTimeStartsWhenItWasMade() {
        let (root, _) = scene { _, _ in }
        clock.time += 0.5
        XCTAssertEqual(particles(drawList(root)).count, 50, "births at 0, 0.01 … 0.49 s")
    }

    func testTheSameTimeGivesTheSameParticlesWhateverFramesCameBefore() {
        let (root, _) = scene { emitter, cell in
            emitter.emitterShape = .circle
            emitter.emitterSize = CGSize(width: 40, height: 0)
            cell.velocity = 30
            cell.velocityRange = 20
            cell.emissionRange = .pi
            cell.spin = 2
            cell.spinRange = 3
            cell.scaleRange = 0.5
            cell.alphaSpeed = -0.3
            cell.lifetimeRange = 1
        }
        let start = clock.time
        clock.time = start + 3
        let direct = particles(drawList(root)).map(\.transform)
        for step in [0.5, 1.1, 1.13, 2.0, 2.71] {
            clock.time = start + step
            _ = drawList(root)
        }
        clock.time = start + 3
        let stepped = particles(drawList(root)).map(\.transform)
        XCTAssertEqual(direct.count, stepped.count)
        XCTAssertTrue(zip(direct, stepped).allSatisfy { CATransform3DEqualToTransform($0, $1) })
    }

    func testAbsurdBirthRatesAreCappedWithOneDiagnostic() {
        let (root, emitter) = scene { emitter, cell in
            cell.contents = nil  // simulated, not drawn: the cap is what is measured
            cell.birthRate = 1e9
            cell.lifetime = 5
        }
        clock.time += 1
        let (list, messages) = Diagnostics.capture { drawList(root) }
        XCTAssertEqual(feed.tree.instancedContents.liveParticles(of: emitter.layerID), FrameBudget.particles)
        XCTAssertEqual(list.items.count, 2, "particles without an image write no items")
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.contains("100000") ?? false, "\(messages)")
        clock.time += 1 / 60
        XCTAssertEqual(Diagnostics.capture { drawList(root) }.1, [], "reported once")
    }

    /// An emitter (one cell of `birthRate` a second, each particle living 10 s) in a
    /// replicator of `copies` copies `delay` seconds apart, in a root.
    func replicatedEmitter(copies: Int, delay: CFTimeInterval = 0, birthRate: Float) -> (CALayer, CAEmitterLayer) {
        let root = CALayer()
        let replicator = CAReplicatorLayer()
        let emitter = CAEmitterLayer()
        commit {
            root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
            replicator.frame = root.bounds
            replicator.instanceCount = copies
            replicator.instanceDelay = delay
            emitter.frame = root.bounds
            let cell = CAEmitterCell()
            cell.contents = CGImage(width: 2, height: 2, premultipliedRGBA8: Data(repeating: 255, count: 16), isOpaque: false)
            cell.birthRate = birthRate
            cell.lifetime = 10
            emitter.emitterCells = [cell]
            replicator.addSublayer(emitter)
            root.addSublayer(replicator)
        }
        CATransaction.flush()
        return (root, emitter)
    }

    /// Sets `FrameBudget.particles` for the test, and back after it.
    private func withParticleBudget(_ budget: Int) {
        let saved = FrameBudget.particles
        FrameBudget.particles = budget
        addTeardownBlock { FrameBudget.particles = saved }
    }

    func testTheParticleBudgetHoldsForEveryEmitterTogether() {
        withParticleBudget(3_000)
        let (root, first) = scene { _, cell in
            cell.birthRate = 10_000
            cell.lifetime = 5
        }
        let second = CAEmitterLayer()
        commit {
            second.frame = root.bounds
            second.emitterCells = first.emitterCells
            root.addSublayer(second)
        }
        CATransaction.flush()
        clock.time += 1
        let (list, messages) = Diagnostics.capture { drawList(root) }
        let live = [first, second].map { feed.tree.instancedContents.liveParticles(of: $0.layerID) }
        XCTAssertEqual(live.reduce(0, +), 3_000, "\(live): the budget is shared, not per emitter")
        XCTAssertEqual(live[0], 3_000, "the first emitter drawn takes the room")
        XCTAssertEqual(list.items.count - 3, 3_000, "root, two emitters and the particles")
        XCTAssertEqual(messages.count, 2, "one report for each emitter held back: \(messages)")
        XCTAssertTrue(messages.allSatisfy { $0.contains("FrameBudget.particles") }, "\(messages)")
        clock.time += 1 / 60
        XCTAssertEqual(Diagnostics.capture { drawList(root) }.1, [], "reported once per emitter")
    }

    func testReplicatedEmittersShareTheParticleBudget() {
        withParticleBudget(2_000)
        let (root, emitter) = replicatedEmitter(copies: 500, birthRate: 1_000)
        clock.time += 1
        let (list, messages) = Diagnostics.capture { drawList(root) }
        // 500 copies of 1,000 particles would be half a million; the frame holds the budget.
        XCTAssertEqual(feed.tree.instancedContents.liveParticles(of: emitter.layerID), 2_000)
        XCTAssertEqual(list.items.filter { $0.id == emitter.layerID && $0.properties.contents != nil }.count, 2_000)
        XCTAssertEqual(messages.filter { $0.contains("FrameBudget.particles") }.count, 1, "\(messages)")
    }

    /// An emitter whose local time is 2·10¹⁷ s (its timeOffset) stepped from
    /// 600 s before it, with a step index past `Int64.max` (a trap); at 10¹⁵ s
    /// the steps no longer advanced time (a hang). Beyond `latestTime` it
    /// shows no particles, with one report, and comes back inside it.
    func testAnEmitterAtAnAbsurdLocalTimeShowsNoParticlesWithOneReport() {
        let (root, emitter) = scene { emitter, cell in
            emitter.beginTime = 1  // the origin is local time 0: the simulation starts a horizon before the frame
            emitter.timeOffset = 2e17
            cell.lifetime = 1000  // a 600 s horizon (the most)
        }
        clock.time += 1
        let (list, messages) = Diagnostics.capture { () -> DrawList in
            _ = drawList(root)
            commit { emitter.timeOffset = 1e15 }
            clock.time += 1 / 60
            return drawList(root)
        }
        XCTAssertEqual(particles(list).count, 0)
        XCTAssertEqual(messages.count, 1, "once for both times: \(messages)")
        XCTAssertTrue(messages.first?.contains("no particles") ?? false, "\(messages)")
        commit { emitter.timeOffset = 0 }
        clock.time += 1
        XCTAssertGreaterThan(particles(drawList(root)).count, 0, "back within range, it emits again")
    }

    func testNegativeRatesLifetimesAndScalesDrawNothing() {
        let (root, emitter) = scene { _, cell in cell.birthRate = -5 }
        clock.time += 1
        XCTAssertEqual(particles(drawList(root)).count, 0)
        commit { emitter.setValue(5, forKeyPath: "emitterCells.dot.birthRate") }
        commit { emitter.setValue(-1, forKeyPath: "emitterCells.dot.lifetime") }
        clock.time += 1
        XCTAssertEqual(particles(drawList(root)).count, 0, "no particle lives a negative time")
        commit {
            emitter.setValue(1, forKeyPath: "emitterCells.dot.lifetime")
            emitter.scale = -1
        }
        clock.time += 1
        XCTAssertEqual(particles(drawList(root)).count, 0, "particles of negative scale are not drawn")
        XCTAssertEqual(feed.tree.instancedContents.liveParticles(of: emitter.layerID), 4, "those of the last second")
    }

    func testAnIdleEmitterAsksForNoFrames() {
        let (root, _) = scene { _, cell in cell.birthRate = 0 }
        clock.time += 1
        XCTAssertFalse(drawList(root).hasActiveAnimations)
    }

    func testSimulationsOfEmittersNoLongerDrawnAreDropped() {
        let (root, emitter) = scene { _, _ in }
        clock.time += 1
        _ = drawList(root)
        XCTAssertEqual(feed.tree.instancedContents.simulationCount, 1)
        commit { emitter.isHidden = true }
        _ = drawList(root)
        XCTAssertEqual(feed.tree.instancedContents.simulationCount, 0)
    }

    func testSubcellsAreEmittedByEachParticle() {
        let (root, emitter) = scene { _, cell in
            cell.birthRate = 2
            cell.lifetime = 10
            let child = CAEmitterCell()
            child.contents = image
            child.birthRate = 10
            child.lifetime = 0.5
            cell.emitterCells = [child]
        }
        clock.time += 2
        _ = drawList(root)
        // 4 parents alive (born at 0, 0.5, 1, 1.5 s), each with the 4 children of its last half second
        // (the one born half a second ago dies now).
        XCTAssertEqual(feed.tree.instancedContents.liveParticles(of: emitter.layerID), 4 + 4 * 4)
    }

    func testBackToFrontDrawsTheFarthestFirst() {
        let (root, emitter) = scene { emitter, cell in
            cell.birthRate = 1
            cell.velocity = 10
            cell.emissionLatitude = .pi / 2  // towards the viewer
            cell.color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            let away = CAEmitterCell()
            away.contents = image
            away.birthRate = 1
            away.lifetime = 2
            away.velocity = 10
            away.emissionLatitude = -.pi / 2
            away.color = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            emitter.renderMode = .backToFront
            emitter.emitterCells = [cell, away]
        }
        _ = emitter
        clock.time += 0.5
        let tints = particles(drawList(root)).map(\.tint)
        XCTAssertEqual(tints, [SIMD3(0, 0, 1), SIMD3(1, 0, 0)], "the one moving away first")
    }

    func testPreservesDepthKeepsParticlesInThe3DSpaceOfTheSuperlayer() {
        let (root, emitter) = scene { emitter, cell in
            cell.birthRate = 1
            cell.velocity = 100
            cell.emissionLatitude = .pi / 2
        }
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        commit { root.sublayerTransform = perspective }
        clock.time += 1
        let flat = particles(drawList(root)).first?.transform
        commit { emitter.preservesDepth = true }
        let deep = particles(drawList(root)).first?.transform
        // Flattened, the particle's z is dropped: its corner lies where a z of 0 puts it.
        XCTAssertEqual(flat?.projecting(CGPoint(x: 0, y: 0))?.x ?? 0, 99, accuracy: 1e-4)
        // In depth, it is 100 points nearer: larger, its corner farther from the centre.
        let corner = deep?.projecting(CGPoint(x: 0, y: 0))
        XCTAssertLessThan(corner?.x ?? 99, 99)
    }
}

extension DrawListBuilderEmitterTests {
    func testAnEmitterInAReplicatorIsSimulatedOncePerCopyAtItsDelay() {
        let (root, emitter) = replicatedEmitter(copies: 2, delay: 0.5, birthRate: 10)
        clock.time += 1
        let first = drawList(root).items.count
        clock.time += 1 / 60
        _ = drawList(root)
        XCTAssertEqual(feed.tree.instancedContents.simulationCount, 2)
        // Copy 0 has run 1 s (10 particles), copy 1 half a second less (5): 2 layers and 15 particles.
        XCTAssertEqual(first, 2 + 2 + 15)
    }
}
