import CoreAnimationModel
import Foundation

/// Turns the render tree at one media time into a `DrawList`.
///
/// For each visible layer, top down: its animations are evaluated at its own
/// local time (the layer time hierarchy), its matrix is composed with its
/// ancestors' (each layer's sublayers flattened into its plane), opacity
/// multiplies down (from 1 again under a layer composited with group
/// opacity, which keeps its own in `groupOpacity`), siblings are ordered by
/// zPosition then insertion, `masksToBounds` adds a clip for the subtree,
/// each item counts its descendants, and a layer that is not
/// double-sided and faces away is skipped with its subtree. Hidden and fully
/// transparent subtrees are skipped. Render thread only.
/// - Complexity: O(visible layers × their animations).
package enum DrawListBuilder {
    package static func build(_ tree: RenderTree, roots: [LayerID], at time: Double) -> DrawList {
        var items: [LayerDraw] = []
        items.reserveCapacity(tree.count)
        var active = false
        tree.withNodes { nodes in
            let walk = Walk(tree: tree, nodes: nodes)
            for root in roots {
                guard let slot = tree.slot(of: root) else { continue }
                walk.visit(slot, parentSpace: nil, parentWorld: CATransform3DIdentity, parentTime: time,
                           opacity: 1, clips: [], into: &items, active: &active)
            }
        }
        return DrawList(time: time, items: items, hasActiveAnimations: active)
    }

    /// The presented values of a node at its parent's time; returns them with the node's local time.
    package static func presented(_ node: RenderNode, parentTime: Double) -> (LayerProperties, Double) {
        let local = node.properties.timing.localTime(fromParent: parentTime)
        return (withUnsafePointer(to: node) { presented($0, localTime: local) }, local)
    }

    /// The presented values of a node read in place (only its layer values
    /// are copied), at `local`, its own time.
    static func presented(_ node: UnsafePointer<RenderNode>, localTime local: Double) -> LayerProperties {
        if let flat = node.pointee.numberAnimations {
            var properties = node.pointee.properties
            for index in flat.indices {
                flat[index].apply(at: local, to: &properties)
            }
            return properties
        }
        var state = AnimatedState(properties: node.pointee.properties)
        let records = node.pointee.animations
        for index in records.indices {
            records[index].descriptor.apply(at: local, to: &state)
        }
        return state.properties
    }

    /// One frame's walk over the tree's nodes, read in place by slot.
    private struct Walk {
        let tree: RenderTree
        let nodes: UnsafeBufferPointer<RenderNode>

        /// Appends the node in `slot` and its subtree; `parentSpace` is what the
        /// parent applies to its sublayers (`LayerGeometry.sublayerSpace`), nil for a root.
        func visit(_ slot: Int, parentSpace: CATransform3D?, parentWorld: CATransform3D, parentTime: Double,
                   opacity: Float, clips: [ClipShape], into items: inout [LayerDraw], active: inout Bool) {
            let node = nodes.baseAddress! + slot
            let local = node.pointee.properties.timing.localTime(fromParent: parentTime)
            let props = presented(node, localTime: local)
            if !active, node.pointee.animations.contains(where: { $0.descriptor.endTime > local }) {
                active = true
            }
            let alpha = opacity * min(max(props.opacity, 0), 1)
            guard !props.isHidden, alpha > 0 else { return }
            var toParent = LayerGeometry.placement(props)
            if let parentSpace, !CATransform3DIsIdentity(parentSpace) {
                toParent = CATransform3DConcat(toParent, parentSpace)
            }
            let world = CATransform3DConcat(flattened(toParent), parentWorld)
            if !props.isDoubleSided && facesAway(props.bounds, world) { return }

            let sublayers = node.pointee.sublayers
            let maskID = node.pointee.mask
            let space = sublayers.isEmpty && maskID == nil ? nil : LayerGeometry.sublayerSpace(of: props)
            let mask: [LayerDraw] = maskID.flatMap(tree.slot(of:)).map { maskSlot in
                var maskItems: [LayerDraw] = []
                visit(maskSlot, parentSpace: space, parentWorld: CATransform3DIdentity, parentTime: local,
                      opacity: 1, clips: [], into: &maskItems, active: &active)
                return maskItems
            } ?? []
            // Group opacity: the subtree is drawn at full opacity and composited
            // as one image with `alpha` (settled below, once the visible sublayers are known).
            let asGroup = props.opacity < 1 && props.allowsGroupOpacity && !sublayers.isEmpty
            let drawnAlpha: Float = asGroup ? 1 : alpha
            let index = items.count
            var childClips = clips
            if props.masksToBounds && !sublayers.isEmpty {
                childClips.append(ClipShape(transform: world, bounds: props.bounds,
                                            cornerRadius: props.cornerRadius, maskedCorners: props.maskedCorners))
            }
            items.append(LayerDraw(id: tree.id(inSlot: slot), transform: world, properties: consume props,
                                   opacity: drawnAlpha, clips: clips, mask: mask))

            guard !sublayers.isEmpty else { return }
            defer {
                let descendants = items.count - index - 1
                items[index].descendantCount = descendants
                if asGroup {
                    if descendants > 0 { items[index].groupOpacity = alpha } else { items[index].opacity = alpha }
                }
            }
            for child in orderedSlots(sublayers) {
                visit(child, parentSpace: space, parentWorld: world, parentTime: local, opacity: drawnAlpha,
                      clips: childClips, into: &items, active: &active)
            }
        }

        /// The slots of the sublayers in the tree, in drawing order: increasing
        /// zPosition, insertion order among equals.
        private func orderedSlots(_ ids: [LayerID]) -> [Int] {
            var slots: [Int] = []
            slots.reserveCapacity(ids.count)
            var uniform = true
            for id in ids {
                guard let slot = tree.slot(of: id) else { continue }
                if let first = slots.first, nodes[slot].properties.zPosition != nodes[first].properties.zPosition {
                    uniform = false
                }
                slots.append(slot)
            }
            if uniform { return slots }
            return slots.indices.sorted {
                let a = nodes[slots[$0]].properties.zPosition, b = nodes[slots[$1]].properties.zPosition
                return a != b ? a < b : $0 < $1
            }.map { slots[$0] }
        }
    }

    /// `m` with its z output dropped: the layer's content lands in its parent's
    /// plane (m33 stays, so the matrix remains invertible for flat input).
    private static func flattened(_ m: CATransform3D) -> CATransform3D {
        var f = m
        f.m13 = 0
        f.m23 = 0
        f.m33 = 1
        f.m43 = 0
        return f
    }

    /// Whether the bounds, projected through `world`, wind clockwise on screen
    /// (y down): the back of the layer is towards the viewer.
    private static func facesAway(_ bounds: CGRect, _ world: CATransform3D) -> Bool {
        let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                       CGPoint(x: bounds.maxX, y: bounds.maxY), CGPoint(x: bounds.minX, y: bounds.maxY)]
        let projected = corners.compactMap { world.projecting($0) }
        guard projected.count == 4 else { return true }
        var area: CGFloat = 0
        for i in 0..<4 {
            let a = projected[i], b = projected[(i + 1) % 4]
            area += a.x * b.y - b.x * a.y
        }
        return area < 0
    }
}
