import CoreAnimationModel
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
        case tooManyInstances, tooManyParticles
    }

    private var simulations: [LayerID: EmitterSimulation] = [:]
    private var reported: Set<Pair> = []
    private var frame: UInt64 = 0
    private var particlesThisFrame = 0
    private var particlesLastFrame = 0

    private struct Pair: Hashable {
        var limit: Limit
        var id: LayerID
    }

    package init() {}

    /// The simulation of the emitter `id`, made on first use.
    func simulation(for id: LayerID) -> EmitterSimulation {
        let simulation: EmitterSimulation
        if let existing = simulations[id] {
            simulation = existing
        } else {
            simulation = EmitterSimulation()
            simulations[id] = simulation
        }
        simulation.lastFrame = frame
        return simulation
    }

    /// Counts particles drawn in this frame (for `expectedItems`).
    func addDrawnParticles(_ count: Int) { particlesThisFrame += count }

    /// Room to reserve in the next frame's item list for particles: the last frame's, and a tenth more.
    package var expectedItems: Int { particlesLastFrame + particlesLastFrame / 10 }

    /// How many emitters have a simulation.
    package var simulationCount: Int { simulations.count }

    /// How many particles the emitter `id` has alive (0 without a simulation).
    package func liveParticles(of id: LayerID) -> Int { simulations[id]?.particles.count ?? 0 }

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
        frame &+= 1
    }
}
