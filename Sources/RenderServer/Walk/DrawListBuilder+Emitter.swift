import CoreAnimationValues
import Foundation

// Emitter layers: their particles, simulated (`EmitterSimulation`) and
// written as items by the walk.
//
// Each live particle whose cell has an image becomes one item after the
// emitter's own (so above its background and border, under its
// sublayers): the image at its natural size (its `contentsRect` part, in
// points at the cell's `contentsScale`) times the particle's scale, centred
// on the particle and turned by its spin, with the emitter's opacity times
// the particle's alpha and its red, green and blue as the item's tint. A
// particle's item carries the emitter's id, its clips and its blending
// (additive for `.additive`). Particles are flattened into the emitter's
// plane unless `preservesDepth`, when they keep their z in the plane of
// the emitter's superlayer. Order by `renderMode`: birth order (oldest
// first) for `.unordered`, `.oldestFirst` and `.additive`, the newest
// first for `.oldestLast`, by z for `.backToFront`. Long runs are written
// by several threads, as long runs of leaves are. Render thread only, as the walk.
extension DrawListBuilder.Walk {
    /// What a cell's particles draw: the item values shared by all of them and the image's size in points.
    private struct ParticleLook {
        var properties: LayerProperties
        var width: Float
        var height: Float
    }

    /// Advances the particles of the emitter in `slot` (its item at
    /// `index`, its values `emitter` as presented) to the frame and writes
    /// them; `context` is what its sublayers get.
    func appendParticles(of index: Int, slot: Int, _ emitter: EmitterValues, parent: DrawListBuilder.ParentContext,
                         context: DrawListBuilder.ParentContext, into writer: inout ItemWriter, active: inout Bool) {
        let id = tree.id(inSlot: slot)
        let node = nodes.baseAddress! + slot
        let local = context.time
        let table = EmitterCellTable(emitter)
        // An emitter without a beginTime starts when it was made, not at the start of its time space
        // (in a replicator copy that runs behind, as much later as the copy runs behind).
        let origin = node.pointee.values.value.rare.timing.beginTime != 0
            ? 0 : local - (time - context.replica.delay - emitter.creationTime)
        let valuesAt: ((Double) -> EmitterSimulation.Values)?
        if node.pointee.animationCount == 0 {
            valuesAt = nil
        } else {
            valuesAt = { stepTime in
                var properties = node.pointee.values.value
                DrawListBuilder.applyAnimations(of: node, at: stepTime, to: &properties)
                let values = properties.emitterValues
                return (values, EmitterCellTable(values))
            }
        }
        let cache = tree.instancedContents
        let simulation = cache.simulation(for: id, replica: context.replica.index)
        // The frame's particle budget holds for every emitter together (replicated ones too).
        let room = cache.particleRoom
        simulation.advance(to: local, origin: origin, current: (emitter, table), valuesAt: valuesAt, limit: room)
        let skipped = simulation.takeSkippedBirths()
        // Particles born while the room was larger (before an emitter ahead of this one grew) are not drawn past it.
        let particles = simulation.particles.count > room ? Array(simulation.particles.prefix(room)) : simulation.particles
        cache.addLiveParticles(particles.count)
        if skipped > 0 || particles.count < simulation.particles.count, cache.firstReport(of: .tooManyParticles, for: id) {
            Diagnostics.report("emitter layer #\(id.rawValue): the frame's particles reached FrameBudget.particles "
                               + "(\(FrameBudget.particles), every emitter together); \(skipped) births skipped and "
                               + "\(simulation.particles.count - particles.count) particles not drawn (lower the cells' "
                               + "birthRate or lifetime, or raise the budget)")
        }
        // A paused emitter's particles stand still: no new frames for them.
        if !context.frozen, !particles.isEmpty || Self.mayEmit(table, emitter, at: local) { active = true }
        guard !particles.isEmpty else { return }

        let looks = table.cells.map { Self.look(of: $0.values) }
        let order = Self.drawingOrder(particles, mode: emitter.renderMode, at: local)
        let blending: LayerBlending = emitter.renderMode == .additive ? .additive : .sourceOver
        let (opacity, clips, tint) = (context.opacity, context.clips, context.tint)
        let preservesDepth = emitter.preservesDepth
        // Particle space → root space: the emitter's world (flattened), or with
        // preservesDepth its placement unflattened, flattened only with the particle.
        let world = context.world
        var toPlane = CATransform3DIdentity
        if preservesDepth {
            toPlane = writer.read(index) { LayerGeometry.placement($0.properties) }
            if let space = parent.space, !CATransform3DIsIdentity(space) { toPlane = CATransform3DConcat(toPlane, space) }
        }
        let parentWorld = parent.world

        func write(_ i: Int, to item: UnsafeMutablePointer<LayerDraw>) -> Bool {
            let particle = particles[i]
            guard let look = looks[Int(particle.cell)] else { return false }
            let age = Float(local - particle.birth)
            let color = particle.color(atAge: age)
            let alpha = opacity * color.w
            let scale = particle.scale(atAge: age)
            guard alpha > 0, scale > 0 else { return false }
            let position = particle.position(atAge: age)
            let angle = particle.spin * age
            let c = cos(angle) * scale, s = sin(angle) * scale
            // Centred on the particle, scaled, turned, then moved there (row vectors).
            var m = CATransform3DIdentity
            m.m11 = CGFloat(c); m.m12 = CGFloat(s); m.m21 = CGFloat(-s); m.m22 = CGFloat(c)
            m.m41 = CGFloat(position.x + (-look.width * c + look.height * s) / 2)
            m.m42 = CGFloat(position.y + (-look.width * s - look.height * c) / 2)
            m.m43 = preservesDepth ? CGFloat(position.z) : 0
            let transform = preservesDepth
                ? CATransform3DConcat(DrawListBuilder.flattened(CATransform3DConcat(m, toPlane)), parentWorld)
                : CATransform3DConcat(m, world)
            var rgb = SIMD3(color.x, color.y, color.z)
            if let tint { rgb *= tint }
            item.initialize(to: LayerDraw(
                id: id, transform: transform, properties: look.properties, opacity: alpha, clips: clips, mask: [],
                tint: rgb == SIMD3(repeating: 1) ? nil : rgb, blending: blending))
            return true
        }

        cache.addDrawnParticles(order.count)
        if threads > 1, order.count >= DrawListBuilder.parallelRunLength {
            let parts = min(threads, order.count / (DrawListBuilder.parallelRunLength / 2))
            let fitted = writer.withUninitializedRun(order.count) { slots in
                var kept = [Bool](repeating: false, count: order.count)
                kept.withUnsafeMutableBufferPointer { kept in
                    DispatchQueue.concurrentPerform(iterations: parts) { part in
                        let lower = order.count * part / parts, upper = order.count * (part + 1) / parts
                        for offset in lower..<upper {
                            kept[offset] = write(order[offset], to: slots + offset)
                        }
                    }
                }
                return kept
            }
            if fitted { return }
        }
        for i in order {
            _ = writer.appendInPlace { item -> Void? in write(i, to: item) ? () : nil }
        }
    }

    /// What a cell's particles draw; nil when it has no image (or an empty part of one).
    private static func look(of cell: EmitterCellValues) -> ParticleLook? {
        guard let contents = cell.contents else { return nil }
        let scale = cell.contentsScale > 0 && cell.contentsScale.isFinite ? cell.contentsScale : 1
        let rect = cell.contentsRect
        let width = CGFloat(contents.image.width) * abs(rect.width) / scale
        let height = CGFloat(contents.image.height) * abs(rect.height) / scale
        guard width > 0, height > 0, width.isFinite, height.isFinite else { return nil }
        var properties = LayerProperties()
        properties.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        properties.contents = contents
        properties.contentsRect = rect
        properties.contentsScale = scale
        properties.minificationFilter = cell.minificationFilter
        properties.magnificationFilter = cell.magnificationFilter
        properties.minificationFilterBias = cell.minificationFilterBias
        return ParticleLook(properties: properties, width: Float(width), height: Float(height))
    }

    /// The indices of `particles` (in birth order) in the order `mode` draws them.
    private static func drawingOrder(_ particles: [Particle], mode: CAEmitterLayerRenderMode, at t: Double) -> [Int] {
        switch mode {
        case .oldestLast:
            return Array(particles.indices.reversed())
        case .backToFront:
            // Farthest (smallest z) first; equal depths in birth order.
            let depths = particles.map { $0.position(atAge: Float(t - $0.birth)).z }
            return particles.indices.sorted { depths[$0] != depths[$1] ? depths[$0] < depths[$1] : $0 < $1 }
        default:
            return Array(particles.indices)
        }
    }

    /// Whether a top-level cell may still give birth at `t` or later.
    private static func mayEmit(_ table: EmitterCellTable, _ emitter: EmitterValues, at t: Double) -> Bool {
        guard emitter.birthRate > 0 else { return false }
        return table.roots.contains { root in
            let cell = table.cells[root].values
            guard cell.isEnabled, cell.birthRate > 0, cell.timing.speed != 0 else { return false }
            return cell.timing.duration <= 0 || t - (cell.timing.beginTime - cell.timing.timeOffset) < cell.timing.duration
        }
    }
}
