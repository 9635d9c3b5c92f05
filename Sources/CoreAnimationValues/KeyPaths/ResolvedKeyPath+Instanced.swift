import Foundation

// The animatable values of instanced content (replicator and emitter
// layers). As with drawn content, they exist only on a layer whose
// `instanced` is of the matching kind: on any other layer a read gives nil
// and a write is refused, so a plain layer's custom `scale` or `velocity`
// key stays its own.
extension ResolvedKeyPath {
    static func instancedValue(_ slot: Slot, _ component: Component, in p: LayerProperties) -> AnimatableValue? {
        switch p.instanced {
        case .replicator(let r)?:
            switch slot {
            case .instanceCount: return .number(Double(r.instanceCount))
            case .instanceDelay: return .number(r.instanceDelay)
            case .instanceTransform: return read(r.instanceTransform, component)
            case .instanceColor: return .color(r.instanceColor)
            case .instanceRedOffset: return .number(Double(r.instanceRedOffset))
            case .instanceGreenOffset: return .number(Double(r.instanceGreenOffset))
            case .instanceBlueOffset: return .number(Double(r.instanceBlueOffset))
            case .instanceAlphaOffset: return .number(Double(r.instanceAlphaOffset))
            default: return nil
            }
        case .emitter(let e)?:
            switch slot {
            case .emitterCells:
                guard case .emitterCell(let path) = component, let cell = e.cell(at: path.names) else { return nil }
                return path.value(in: cell)
            case .birthRate: return .number(Double(e.birthRate))
            case .lifetime: return .number(Double(e.lifetime))
            case .emitterPosition: return read(e.emitterPosition, component)
            case .emitterZPosition: return .number(Double(e.emitterZPosition))
            case .emitterSize: return read(e.emitterSize, component)
            case .emitterDepth: return .number(Double(e.emitterDepth))
            case .velocity: return .number(Double(e.velocity))
            case .scale: return .number(Double(e.scale))
            case .spin: return .number(Double(e.spin))
            default: return nil
            }
        case nil:
            return nil
        }
    }

    static func setInstanced(_ v: AnimatableValue, _ slot: Slot, _ component: Component,
                             in p: inout LayerProperties) -> Bool {
        switch p.instanced {
        case .replicator(var r)?:
            let written: Bool
            switch slot {
            case .instanceCount:
                // An animated count shows whole instances: the ones begun.
                guard case .number(let n) = v, n.isFinite else { return false }
                r.instanceCount = Int(max(0, min(n, Double(Int32.max))).rounded(.down))
                written = true
            case .instanceDelay: written = write(v, into: &r.instanceDelay)
            case .instanceTransform: written = write(v, component, into: &r.instanceTransform)
            case .instanceColor: written = write(v, into: &r.instanceColor)
            case .instanceRedOffset: written = write(v, into: &r.instanceRedOffset)
            case .instanceGreenOffset: written = write(v, into: &r.instanceGreenOffset)
            case .instanceBlueOffset: written = write(v, into: &r.instanceBlueOffset)
            case .instanceAlphaOffset: written = write(v, into: &r.instanceAlphaOffset)
            default: return false
            }
            if written { p.instanced = .replicator(r) }
            return written
        case .emitter(var e)?:
            let written: Bool
            switch slot {
            case .emitterCells:
                guard case .emitterCell(let path) = component else { return false }
                written = e.updateCell(at: path.names) { path.set(v, in: &$0) }
            case .birthRate: written = write(v, into: &e.birthRate)
            case .lifetime: written = write(v, into: &e.lifetime)
            case .emitterPosition: written = write(v, component, into: &e.emitterPosition)
            case .emitterZPosition: written = write(v, into: &e.emitterZPosition)
            case .emitterSize: written = write(v, component, into: &e.emitterSize)
            case .emitterDepth: written = write(v, into: &e.emitterDepth)
            case .velocity: written = write(v, into: &e.velocity)
            case .scale: written = write(v, into: &e.scale)
            case .spin: written = write(v, into: &e.spin)
            default: return false
            }
            if written { p.instanced = .emitter(e) }
            return written
        case nil:
            return false
        }
    }
}
