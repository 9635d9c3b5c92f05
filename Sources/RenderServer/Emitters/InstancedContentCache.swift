import CoreAnimationValues
import Foundation

/// What the render server keeps between frames for replicator and emitter
/// layers: each emitter's simulation (`EmitterSimulation`), and which
/// layers were already told about a limit (so a diagnostic is reported
/// once, not every frame).
///
/// Simulations of emitters not drawn in a frame are dropped at its end (an
/// emitter shown again starts over, at the state its values give: see
/// `EmitterSimulation`). Render thread only.
package final class InstancedContentCache {
    /// The limits a layer may run into.
    enum Limit: Hashable {
        case tooManyInstances, tooManyParticles, frameItemBudget
    }

    /// By emitter and replicator copy (an emitter under a replicator is simulated once per copy).
    private var simulations: [SimulationKey: EmitterSimulation] = [:]
    private var reported: Set<Pair> = []
    private var frame: UInt64 = 0
    private var particlesThisFrame = 0
    private var particlesLastFrame = 0
    /// Particles alive in the emitters advanced so far this frame, against `FrameBudget.particles`.
    private var liveParticlesThisFrame = 0

    private struct Pair: Hashable {
        var limit: Limit
        var id: LayerID
    }

    private struct SimulationKey: Hashable {
        var id: LayerID
        var replica: Int
    }

    package init() {}

    /// The simulation of the emitter `id` in replicator copy `replica` (0: not in a replicator), made on first use.
    func simulation(for id: LayerID, replica: Int = 0) -> EmitterSimulation {
        let key = SimulationKey(id: id, replica: replica)
        let simulation: EmitterSimulation
        if let existing = simulations[key] {
            simulation = existing
        } else {
            simulation = EmitterSimulation()
            simulations[key] = simulation
        }
        simulation.lastFrame = frame
        return simulation
    }

    /// Counts particles drawn in this frame (for `expectedItems`).
    func addDrawnParticles(_ count: Int) { particlesThisFrame += count }

    /// How many particles the next emitter of this frame may keep alive: what
    /// `FrameBudget.particles` leaves after the emitters before it.
    var particleRoom: Int { max(0, FrameBudget.particles - liveParticlesThisFrame) }

    /// Counts an emitter's live particles against the frame's budget.
    func addLiveParticles(_ count: Int) { liveParticlesThisFrame += count }

    /// Room to reserve in the next frame's item list for particles: the last frame's, and a tenth more.
    package var expectedItems: Int { particlesLastFrame + particlesLastFrame / 10 }

    /// How many emitters have a simulation.
    package var simulationCount: Int { simulations.count }

    /// How many particles the emitter `id` has alive (in all replicator copies; 0 without a simulation).
    package func liveParticles(of id: LayerID) -> Int {
        simulations.reduce(0) { $0 + ($1.key.id == id ? $1.value.particles.count : 0) }
    }

    /// True the first time `limit` is reported for `id`.
    func firstReport(of limit: Limit, for id: LayerID) -> Bool {
        reported.insert(Pair(limit: limit, id: id)).inserted
    }

    /// Ends a frame: simulations not used in it are dropped.
    package func endFrame() {
        if simulations.contains(where: { $0.value.lastFrame != frame }) {
            simulations = simulations.filter { $0.value.lastFrame == frame }
        }
        particlesLastFrame = particlesThisFrame
        particlesThisFrame = 0
        liveParticlesThisFrame = 0
        frame &+= 1
    }
}
