import CoreAnimationValues
import Foundation

// Replicator layers: their sublayers written once per copy, by the walk.
//
// No layer is copied: for copy k the replicator's sublayers are visited
// again with a parent context whose sublayer space starts with
// `instanceTransform`^k (about the centre of the replicator's bounds, before
// its sublayerTransform), whose time is k × instanceDelay earlier (so each
// copy's animations run that much behind), whose opacity is multiplied by
// the copy's alpha and whose tint by its red, green and blue
// (`ReplicatorValues.multiplier(ofInstance:)`; a nested replicator's tints
// multiply). The items of every copy carry the sublayers' ids (an emitter
// among them keeps one simulation per copy). Copies are
// written in order, copy 0 first, each with all the sublayers in their
// order. With `preservesDepth` the copies' sublayers are not flattened
// into the replicator's plane: like a transform layer's, they keep their 3D
// places in the plane of the replicator's superlayer and are drawn back to
// front by depth (the replicator's own item stays under them). Render thread
// only, as the walk.
extension DrawListBuilder.Walk {
    /// The most copies one replicator draws; a larger `instanceCount` draws
    /// this many, with a diagnostic.
    static let maximumInstances = 100_000

    /// Writes the copies of the sublayers of the replicator in `slot`, whose
    /// own item is at `index`; `context` is what its sublayers get as usual.
    func visitReplicas(of index: Int, slot: Int, _ values: ReplicatorValues, parent: DrawListBuilder.ParentContext,
                       context: DrawListBuilder.ParentContext, into writer: inout ItemWriter, active: inout Bool) {
        var count = values.instanceCount
        if count > Self.maximumInstances {
            let id = tree.id(inSlot: slot)
            if tree.instancedContents.firstReport(of: .tooManyInstances, for: id) {
                Diagnostics.report("replicator layer #\(id.rawValue): instanceCount \(count) is more than the \(Self.maximumInstances) copies drawn; the rest are left out")
            }
            count = Self.maximumInstances
        }
        guard count > 0 else { return }
        let order = tree.drawingOrder(ofSlot: slot)
        let (bounds, placement) = writer.read(index) { ($0.properties.bounds, LayerGeometry.placement($0.properties)) }
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        let about = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeTranslation(-centre.x, -centre.y, 0), values.instanceTransform),
            CATransform3DMakeTranslation(centre.x, centre.y, 0))
        let space = context.space ?? CATransform3DIdentity
        // With preservesDepth: the sublayers' space runs on, unflattened, into the superlayer's.
        var toPlane = CATransform3DIdentity
        if values.preservesDepth {
            toPlane = placement
            if let parentSpace = parent.space, !CATransform3DIsIdentity(parentSpace) {
                toPlane = CATransform3DConcat(toPlane, parentSpace)
            }
        }
        var planes: [Plane] = []
        var step = CATransform3DIdentity
        let budget = FrameBudget.layersAndCopies
        for k in 0..<count {
            defer { step = CATransform3DConcat(step, about) }
            // The frame's budget holds for the whole tree: nested replicators multiply.
            if writer.count >= budget {
                let id = tree.id(inSlot: slot)
                if tree.instancedContents.firstReport(of: .frameItemBudget, for: id) {
                    Diagnostics.report("replicator layer #\(id.rawValue): the frame already holds \(writer.count) layers and copies "
                                       + "(the most a frame draws is FrameBudget.layersAndCopies, \(budget)); copies \(k) to \(count - 1) are left out")
                }
                break
            }
            let multiplier = values.multiplier(ofInstance: k)
            var copy = context
            copy.opacity = context.opacity * multiplier.w
            guard copy.opacity > 0 else { continue }
            let rgb = SIMD3(multiplier.x, multiplier.y, multiplier.z)
            if rgb != SIMD3(repeating: 1) { copy.tint = (context.tint ?? SIMD3(repeating: 1)) * rgb }
            copy.time = context.time - Double(k) * values.instanceDelay
            copy.replica = context.replica.copy(k, delay: Double(k) * values.instanceDelay)
            copy.space = CATransform3DIsIdentity(step) ? space : CATransform3DConcat(step, space)
            guard values.preservesDepth else {
                visitSublayers(order, in: copy, into: &writer, active: &active)
                continue
            }
            copy.space = CATransform3DConcat(copy.space!, toPlane)
            copy.world = parent.world
            for child in order {
                visitPlane(child, in: copy, into: &writer, planes: &planes, active: &active)
            }
        }
        reorderBackToFront(planes, in: &writer)
    }
}
