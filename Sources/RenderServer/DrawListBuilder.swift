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
        var active = false
        for root in roots {
            visit(root, in: tree, parent: nil, parentWorld: CATransform3DIdentity, parentTime: time,
                  opacity: 1, clips: [], into: &items, active: &active)
        }
        return DrawList(time: time, items: items, hasActiveAnimations: active)
    }

    /// The presented values of a node at its parent's time; returns them with the node's local time.
    package static func presented(_ node: RenderNode, parentTime: Double) -> (LayerProperties, Double) {
        let local = node.properties.timing.localTime(fromParent: parentTime)
        guard !node.animations.isEmpty else { return (node.properties, local) }
        var state = AnimatedState(properties: node.properties)
        for record in node.animations {
            record.descriptor.apply(at: local, to: &state)
        }
        return (state.properties, local)
    }

    private static func visit(_ id: LayerID, in tree: RenderTree, parent: LayerProperties?,
                              parentWorld: CATransform3D, parentTime: Double, opacity: Float,
                              clips: [ClipShape], into items: inout [LayerDraw], active: inout Bool) {
        guard let node = tree[id] else { return }
        let (props, local) = presented(node, parentTime: parentTime)
        if !active, node.animations.contains(where: { $0.descriptor.endTime > local }) {
            active = true
        }
        let alpha = opacity * min(max(props.opacity, 0), 1)
        guard !props.isHidden, alpha > 0 else { return }
        let world = CATransform3DConcat(flattened(LayerGeometry.toParent(props, parent: parent)), parentWorld)
        if !props.isDoubleSided && facesAway(props.bounds, world) { return }

        let mask: [LayerDraw] = node.mask.map { maskID in
            var maskItems: [LayerDraw] = []
            visit(maskID, in: tree, parent: props, parentWorld: CATransform3DIdentity, parentTime: local,
                  opacity: 1, clips: [], into: &maskItems, active: &active)
            return maskItems
        } ?? []
        // Group opacity: the subtree is drawn at full opacity and composited
        // as one image with `alpha` (settled below, once the visible sublayers are known).
        let asGroup = props.opacity < 1 && props.allowsGroupOpacity && !node.sublayers.isEmpty
        let drawnAlpha: Float = asGroup ? 1 : alpha
        let index = items.count
        items.append(LayerDraw(id: id, transform: world, properties: props, opacity: drawnAlpha, clips: clips, mask: mask))

        guard !node.sublayers.isEmpty else { return }
        defer {
            let descendants = items.count - index - 1
            items[index].descendantCount = descendants
            if asGroup {
                if descendants > 0 { items[index].groupOpacity = alpha } else { items[index].opacity = alpha }
            }
        }
        var childClips = clips
        if props.masksToBounds {
            childClips.append(ClipShape(transform: world, bounds: props.bounds,
                                        cornerRadius: props.cornerRadius, maskedCorners: props.maskedCorners))
        }
        for child in ordered(node.sublayers, in: tree) {
            visit(child, in: tree, parent: props, parentWorld: world, parentTime: local, opacity: drawnAlpha,
                  clips: childClips, into: &items, active: &active)
        }
    }

    /// Sublayers in drawing order: increasing zPosition, insertion order among equals.
    private static func ordered(_ ids: [LayerID], in tree: RenderTree) -> [LayerID] {
        let zs = ids.map { tree[$0]?.properties.zPosition ?? 0 }
        if zs.allSatisfy({ $0 == zs[0] }) { return ids }
        return ids.indices.sorted { zs[$0] != zs[$1] ? zs[$0] < zs[$1] : $0 < $1 }.map { ids[$0] }
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
