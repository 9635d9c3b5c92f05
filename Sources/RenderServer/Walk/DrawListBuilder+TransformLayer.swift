import CoreAnimationValues
import Foundation

// Transform layers: true 3D for their sublayers, sorted by depth.
//
// A `CATransformLayer` writes no item of its own (its background, contents,
// border, shadow, mask, masksToBounds and group opacity are ignored; its
// opacity multiplies into each sublayer's). Its sublayers are not flattened
// into its plane: each one's matrix into the plane of the nearest ancestor
// that flattens (the transform layer's superlayer, or the superlayer of the
// outermost of nested transform layers) is composed in full 3D, and only
// there flattened. Every sublayer that is not itself a transform layer is a
// *plane*: it is drawn with its subtree flattened into it as usual, as one
// block of items, and the planes of a transform layer and of the transform
// layers nested in it are painted back to front by
// `LayerGeometry.sortingDepth` (the z of the plane's centre in the
// flattening ancestor's space), equal depths in tree order. Render thread
// only, as the walk.
extension DrawListBuilder.Walk {
    /// One plane under a transform layer: its block of items (its own and
    /// its subtree's) in the list being written, and its depth.
    struct Plane {
        var items: Range<Int>
        var depth: CGFloat
    }

    /// Writes the planes under the transform layer in `slot`, back to front;
    /// the transform layer itself writes no item.
    ///
    /// The planes are written in tree order, each a contiguous block (so
    /// their items' `descendantCount`s hold), then the blocks are reordered
    /// in place by depth. The caller's item, if any, counts them all.
    func visitTransformLayer(_ slot: Int, in parent: DrawListBuilder.ParentContext,
                             into writer: inout ItemWriter, active: inout Bool) {
        var planes: [Plane] = []
        collectPlanes(under: slot, in: parent, into: &writer, planes: &planes, active: &active)
        reorderBackToFront(planes, in: &writer)
    }

    /// Puts the blocks of `planes` (the last items written, in tree order)
    /// back to front by depth, equal depths in tree order.
    func reorderBackToFront(_ planes: [Plane], in writer: inout ItemWriter) {
        guard planes.count > 1 else { return }
        let order = LayerGeometry.backToFront(planes.map(\.depth))
        guard order != Array(order.indices) else { return }
        writer.reorder(order.map { planes[$0].items })
    }

    /// Writes the layer in `slot` (not a transform layer) and its subtree as
    /// one plane, listed with its depth: the z of its centre in the space
    /// `context.space` leads to (the flattening ancestor's, unflattened).
    func visitPlane(_ slot: Int, in context: DrawListBuilder.ParentContext, into writer: inout ItemWriter,
                    planes: inout [Plane], active: inout Bool) {
        let start = writer.count
        visit(slot, in: context, into: &writer, active: &active)
        guard writer.count > start else { return }
        let toSpace = context.space ?? CATransform3DIdentity
        let depth = writer.read(start) { item in
            LayerGeometry.sortingDepth(
                bounds: item.properties.bounds,
                toPlane: CATransform3DConcat(LayerGeometry.placement(item.properties), toSpace))
        }
        planes.append(Plane(items: start..<writer.count, depth: depth))
    }

    /// Writes, in tree order, the planes under the transform layer in
    /// `slot` and under the transform layers nested in it, and lists them.
    ///
    /// - Parameter parent: what the transform layer's superlayer hands it;
    ///   for a nested one, what the enclosing transform layer hands it (its
    ///   `space` then runs, unflattened, into the flattening ancestor's space).
    private func collectPlanes(under slot: Int, in parent: DrawListBuilder.ParentContext,
                               into writer: inout ItemWriter, planes: inout [Plane], active: inout Bool) {
        let node = nodes.baseAddress! + slot
        let local = node.pointee.values.value.rare.timing.localTime(fromParent: parent.time)
        let properties = DrawListBuilder.presented(node, localTime: local)
        if !active, DrawListBuilder.stillAnimates(node, at: local, frozen: parent.frozen) {
            active = true
        }
        let alpha = parent.opacity * min(max(properties.opacity, 0), 1)
        guard !properties.isHidden, alpha > 0 else { return }
        // The transform layer's place in the flattening ancestor's space, not
        // flattened: the z its sublayers get from it is kept.
        var toPlane = LayerGeometry.placement(properties)
        if let space = parent.space, !CATransform3DIsIdentity(space) {
            toPlane = CATransform3DConcat(toPlane, space)
        }
        let sublayersToPlane = CATransform3DConcat(LayerGeometry.sublayerSpace(of: properties), toPlane)
        let context = DrawListBuilder.ParentContext(
            space: sublayersToPlane, world: parent.world, time: local, opacity: alpha, clips: parent.clips,
            tint: parent.tint, replica: parent.replica,
            frozen: parent.frozen || properties.timing.speed == 0)
        for child in tree.drawingOrder(ofSlot: slot) {
            if nodes[child].values.value.kind == .transformLayer {
                guard path.enter(child) else { continue }
                collectPlanes(under: child, in: context, into: &writer, planes: &planes, active: &active)
                path.leave(child)
                continue
            }
            visitPlane(child, in: context, into: &writer, planes: &planes, active: &active)
        }
    }
}
