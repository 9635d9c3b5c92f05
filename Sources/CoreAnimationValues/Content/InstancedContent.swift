import Foundation

/// What a layer draws many times over from its own values: a replicator
/// layer's copies of its sublayers, an emitter layer's particles.
///
/// Stored in `LayerProperties.instanced` (nil for every other layer, which
/// then pays one word for it), carried by commits, animated by key path on
/// both threads (`ResolvedKeyPath+Instanced.swift`), and expanded into draw
/// list items by the render server (the replicas and particles are never
/// layers). Indirect, so that copying a layer's values copies a pointer.
/// A value type: safe on any thread.
package indirect enum InstancedContent: Sendable, Equatable {
    case replicator(ReplicatorValues)
    case emitter(EmitterValues)

    /// Whether `a` and `b` are both nil or both the same kind.
    package static func sameKind(_ a: InstancedContent?, _ b: InstancedContent?) -> Bool {
        switch (a, b) {
        case (nil, nil), (.replicator, .replicator), (.emitter, .emitter): return true
        default: return false
        }
    }
}

extension LayerProperties {
    /// The replicator values; defaults when the layer is not a replicator.
    /// Setting them makes the layer replicate its sublayers.
    package var replicatorValues: ReplicatorValues {
        get { if case .replicator(let r) = instanced { return r } else { return ReplicatorValues() } }
        set { instanced = .replicator(newValue) }
    }

    /// The emitter values; defaults when the layer is not an emitter.
    /// Setting them makes the layer emit particles.
    package var emitterValues: EmitterValues {
        get { if case .emitter(let e) = instanced { return e } else { return EmitterValues() } }
        set { instanced = .emitter(newValue) }
    }
}
