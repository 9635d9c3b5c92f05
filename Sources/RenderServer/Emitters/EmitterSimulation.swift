import CoreAnimationValues
import Foundation

/// The live particles of one emitter layer, advanced on the render thread.
///
/// **Deterministic.** Time runs in the emitter's local time, cut into fixed
/// steps of `step` seconds on a grid anchored at local time 0. In each step
/// a cell with birth rate r (its own times the layer's) gives birth at
/// times `beginTime + m / r` (m = 0, 1, 2, …, within the cell's `duration`),
/// with the values the emitter has at the step's start; a particle's
/// random numbers come from a key made of the layer's `seed`, its cell, its
/// step and m (`ParticleRandom`); a sub-cell's particles are born the same
/// way in the emitting particle's age, keyed by that particle's key. From
/// its birth values a particle's state at any age follows in closed form
/// (`Particle`). So the particles at time t do not depend on which frames
/// were drawn before: only on the values the emitter had at the steps.
///
/// **Starting over.** The simulation starts from nothing at the emitter's
/// origin (local time 0, or when the layer was made when it has no
/// beginTime), or, when that is long past, `horizon` before the frame (the
/// longest a particle can last: no particle born earlier is alive). It
/// starts over the same way when time runs backwards, when a frame is more
/// than `horizon` after the last, and when the cells' tree or the seed changes.
///
/// **Cap.** At most `limit` live at once (the room `FrameBudget.particles`
/// leaves this frame after the emitters before it); births past it are
/// skipped (and `skippedBirths` counts them).
///
/// Render thread only. - Complexity: O(live particles + births) per step.
final class EmitterSimulation {
    /// The simulation step, in seconds.
    static let step = 1.0 / 60

    /// The latest local time, either side of 0, the simulation runs at
    /// (10¹² s, about 31 700 years). Past it a step is too close to the
    /// spacing of `Double`s for the step grid to hold (and past about
    /// 1.5·10¹⁷ s its index no longer fits an `Int64`): the emitter shows no
    /// particles, with one diagnostic per process.
    static let latestTime = 1e12

    /// The live particles, in order of birth.
    private(set) var particles: [Particle] = []
    /// The local time simulated up to; nil before the first frame.
    private(set) var time: Double?
    /// Births skipped because of the cap since the last `takeSkippedBirths()`.
    private(set) var skippedBirths = 0
    /// The most particles alive at once, as the last `advance` was given.
    private var limit = 0
    private var shape: [EmitterCellTable.ShapeEntry] = []
    private var seed: UInt32 = 0
    /// The frame that last used this simulation (kept by `InstancedContentCache`).
    var lastFrame: UInt64 = 0

    /// The emitter's values and cells at a local time: for an animated
    /// emitter, evaluated at each step; otherwise the frame's, every step.
    typealias Values = (emitter: EmitterValues, cells: EmitterCellTable)

    /// Advances the particles to local time `t`.
    ///
    /// - Parameters:
    ///   - origin: the local time the emitter starts at.
    ///   - current: the emitter's values at `t`.
    ///   - valuesAt: the values at a step's start; nil when they are `current` at every step.
    ///   - limit: the most particles alive at once; births past it are skipped.
    func advance(to t: Double, origin: Double, current: Values, valuesAt: ((Double) -> Values)?, limit: Int) {
        guard t.isFinite else { return }
        self.limit = max(0, limit)
        guard abs(t) <= Self.latestTime else {
            Diagnostics.reportOnce(cause: "emitter time range",
                                   "emitter layer at local time \(t) s, beyond the ±\(Self.latestTime) s particles are "
                                   + "simulated for (check its beginTime, timeOffset and speed); no particles shown")
            particles.removeAll()
            time = nil
            return
        }
        let horizon = current.cells.horizon
        if let time, t >= time, t - time <= horizon + Self.step, shape == current.cells.shape,
           seed == current.emitter.seed {
            // Go on from where the last frame left.
        } else {
            particles.removeAll(keepingCapacity: true)
            shape = current.cells.shape
            seed = current.emitter.seed
            time = max(origin, t - horizon - Self.step)
        }
        var a = max(time ?? t, origin)
        while a < t {
            let j = (a / Self.step).rounded(.down)
            var b = min((j + 1) * Self.step, t)
            if b <= a { b = min(a + Self.step, t) }  // rounding at large times
            let values = valuesAt?(j * Self.step) ?? current
            // |a| ≤ latestTime + horizon + step, so the index fits.
            simulateStep(a, b, index: Int64(checking: j) ?? 0, values)
            a = b
        }
        removeDead(at: t)
        time = t
    }

    /// Births skipped by the cap since the last call.
    func takeSkippedBirths() -> Int {
        defer { skippedBirths = 0 }
        return skippedBirths
    }

    // MARK: One step

    /// Births in [a, b) (in step `index`), from the cells and from the live particles.
    private func simulateStep(_ a: Double, _ b: Double, index: Int64, _ values: Values) {
        let cells = values.cells.cells
        let emitter = values.emitter
        let seedKey = UInt64(emitter.seed)
        var born: [Particle] = []
        var room = limit - particles.count
        if room <= 0 {
            removeDead(at: a)
            room = limit - particles.count
        }
        for root in values.cells.roots {
            let cell = cells[root].values
            let cellKey = ParticleRandom.key(seedKey, UInt64(root), UInt64(bitPattern: index))
            forEachBirth(of: cell, emitter: emitter, from: a, to: b, room: room - born.count) { m, time in
                let key = ParticleRandom.key(cellKey, UInt64(bitPattern: m))
                if let p = makeParticle(cell: root, cells[root].values, emitter: emitter, born: time, key: key,
                                        parent: nil) {
                    born.append(p)
                }
            }
        }
        // Sub-cells: every live particle (those born in this step too) emits its cell's children.
        var parentIndex = values.cells.hasSubcells ? 0 : Int.max
        let existing = particles.count
        while parentIndex < existing + born.count {
            let parent = parentIndex < existing ? particles[parentIndex] : born[parentIndex - existing]
            parentIndex += 1
            let children = cells[Int(parent.cell)].children
            guard !children.isEmpty else { continue }
            // The parent's age over the step, cut to its life.
            let ageA = max(a - parent.birth, 0), ageB = min(b - parent.birth, Double(parent.life))
            guard ageB > ageA else { continue }
            for child in children {
                let cell = cells[child].values
                forEachBirth(of: cell, emitter: emitter, from: ageA, to: ageB, room: room - born.count) { m, age in
                    let key = ParticleRandom.key(parent.key, UInt64(child), UInt64(bitPattern: m))
                    if let p = makeParticle(cell: child, cell, emitter: emitter, born: parent.birth + age, key: key,
                                            parent: (parent, Float(age))) {
                        born.append(p)
                    }
                }
            }
        }
        guard !born.isEmpty else { return }
        born.sort { $0.birth < $1.birth }
        particles.append(contentsOf: born)
    }

    /// Calls `body(m, time)` for every birth of `cell` at a time in [from, to)
    /// of its parent's time (`beginTime + m / rate`, within `duration`), the
    /// earliest `room` of them; the rest count as `skippedBirths`.
    private func forEachBirth(of cell: EmitterCellValues, emitter: EmitterValues, from: Double, to: Double, room: Int,
                              _ body: (Int64, Double) -> Void) {
        guard cell.isEnabled, cell.timing.speed != 0 else { return }
        let rate = Double(cell.birthRate) * Double(emitter.birthRate)
        guard rate > 0, rate.isFinite else { return }
        let anchor = cell.timing.beginTime - cell.timing.timeOffset
        let lower = max(0, ((from - anchor) * rate).rounded(.up))
        var upper = ((to - anchor) * rate).rounded(.up)
        if cell.timing.duration > 0 { upper = min(upper, (cell.timing.duration * rate).rounded(.up)) }
        guard upper > lower, lower.isFinite, upper.isFinite, lower < 9e18, upper < 9e18 else { return }
        let count = upper - lower
        let allowed = min(count, Double(max(room, 0)))
        skippedBirths += Int(min(count - allowed, Double(Int32.max)))
        var m = Int64(lower)
        let end = Int64(lower + allowed)
        while m < end {
            body(m, anchor + Double(m) / rate)
            m += 1
        }
    }

    /// A particle of `cell` born at `time` (emitter local time); nil when its lifetime is not positive.
    private func makeParticle(cell index: Int, _ cell: EmitterCellValues, emitter: EmitterValues, born time: Double,
                              key: UInt64, parent: (Particle, Float)?) -> Particle? {
        var random = ParticleRandom(key: key)
        let life = (cell.lifetime + cell.lifetimeRange * random.centred()) * emitter.lifetime
        guard life > 0, life.isFinite else { return nil }
        let position: SIMD3<Float>
        var tint = SIMD4<Float>(repeating: 1)
        if let parent {
            position = parent.0.position(atAge: parent.1)
            tint = parent.0.color(atAge: parent.1)
        } else {
            position = emitter.birthPosition(&random)
        }
        let direction = cell.birthDirection(&random, fromLine: parent == nil && emitter.emitterShape == .line)
        let speed = (Float(cell.velocity) + Float(cell.velocityRange) * random.centred()) * emitter.velocity
        let scale = (Float(cell.scale) + Float(cell.scaleRange) * random.centred()) * emitter.scale
        let spin = (Float(cell.spin) + Float(cell.spinRange) * random.centred()) * emitter.spin
        var color = SIMD4<Float>(repeating: 1)
        if let c = cell.color?.rgba { color = SIMD4(Float(c.red), Float(c.green), Float(c.blue), Float(c.alpha)) }
        color += SIMD4(cell.redRange * random.centred(), cell.greenRange * random.centred(),
                       cell.blueRange * random.centred(), cell.alphaRange * random.centred())
        color *= tint
        let particle = Particle(
            birth: time, life: life, cell: Int32(index), key: key, position: position, velocity: direction * speed,
            acceleration: SIMD3(Float(cell.xAcceleration), Float(cell.yAcceleration), Float(cell.zAcceleration)),
            scale: scale, scaleSpeed: Float(cell.scaleSpeed) * emitter.scale, spin: spin, color: color,
            colorSpeed: SIMD4(cell.redSpeed, cell.greenSpeed, cell.blueSpeed, cell.alphaSpeed))
        guard particle.position.x.isFinite, particle.position.y.isFinite, particle.position.z.isFinite,
              particle.velocity.x.isFinite, particle.velocity.y.isFinite, particle.velocity.z.isFinite,
              scale.isFinite, spin.isFinite else { return nil }
        return particle
    }

    /// Drops the particles dead at `t` (keeping the order of the rest).
    private func removeDead(at t: Double) {
        particles.removeAll { $0.death <= t }
    }
}
