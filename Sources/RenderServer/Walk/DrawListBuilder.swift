import CoreAnimationValues
import CoreGraphics
import Foundation
import Synchronization

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
/// transparent subtrees are skipped. A transform layer writes no item: its
/// sublayers keep their 3D places and are sorted by depth (see
/// `DrawListBuilder+TransformLayer.swift`). Render thread only (long runs of
/// sibling leaves are shared with worker threads, see `build`).
///
/// Nodes are read in place from the tree and items written in place into
/// the list being made (`ItemWriter`): a layer's values are copied once,
/// from the node into its item, as that is what costs at thousands of layers.
/// - Complexity: O(visible layers × their animations).
package enum DrawListBuilder {
    /// The shortest run of sibling leaves (layers without sublayers or mask)
    /// that one frame evaluates on several threads. Waking workers costs
    /// tens of microseconds and, on a machine whose cores also rasterize
    /// (llvmpipe), takes time from the rasterizer: measured with FrameBench
    /// on two cores, 1,000 sprites ran faster on one thread and 20,000 on
    /// two, so runs go parallel from 2,048 leaves (about 1 ms of work), in
    /// parts of at least half that. The renderer's instance builder
    /// (`QuadInstanceBuilder`) shares a long run of items by the same rule.
    package static let parallelRunLength = 2048

    /// Whether a shape layer that strokes a circle or an arc of it is drawn
    /// as a ring cut by angle (`StrokeArc`) rather than rasterized, which
    /// it otherwise is again every frame its stroke's ends move. Default
    /// true; `CA_ANALYTIC_ARCS=0` in the environment turns it off (to
    /// compare). Any thread (an atomic).
    package static var drawsCircleStrokes: Bool {
        get { circleStrokesFlag.load(ordering: .relaxed) }
        set { circleStrokesFlag.store(newValue, ordering: .relaxed) }
    }

    private static let circleStrokesFlag = Atomic<Bool>(EnvironmentVariable.analyticArcs.flag() ?? true)


    /// Builds the frame at `time` from the trees under `roots`.
    ///
    /// - Parameter threads: how many threads may share a long run of sibling
    ///   leaves (`parallelRunLength` or more, as in a particle system or a
    ///   long list): each evaluates a contiguous part of the run, so the
    ///   list is the same whatever the count. The render thread is one of
    ///   them; the others come from Dispatch. Defaults to the active cores.
    /// - Parameter pixelsPerPoint: the target's pixels per root-space point,
    ///   the scale drawn content (shapes, gradients) is rasterized at together
    ///   with each layer's own on-screen scale.
    package static func build(_ tree: RenderTree, roots: [LayerID], at time: Double,
                              threads: Int = ActiveCores.count,
                              pixelsPerPoint: CGFloat = 1) -> DrawList {
        tree.confinement.check("build(_:roots:at:threads:pixelsPerPoint:)", in: "DrawListBuilder")
        let (items, active, overlayStart) = walk(tree, roots: roots, at: time, threads: threads,
                                                 pixelsPerPoint: pixelsPerPoint)
        tree.lastFrameTime = time
        tree.drawnContents.endFrame()
        tree.instancedContents.endFrame()
        tree.dropFinishedTransitions()
        var list = DrawList(time: time, items: items, hasActiveAnimations: active)
        list.overlayStart = overlayStart
        return list
    }

    /// The items of the trees under `roots` at `time`, whether an animation
    /// is still running, and where the items of the roots after the first
    /// begin (nil with one root).
    private static func walk(_ tree: RenderTree, roots: [LayerID], at time: Double, threads: Int,
                             pixelsPerPoint: CGFloat) -> ([LayerDraw], Bool, Int?) {
        // The walk recurses once per level of the tree: on a thread with room for the deepest.
        LargeStackThread.run { walkInPlace(tree, roots: roots, at: time, threads: threads, pixelsPerPoint: pixelsPerPoint) }
    }

    private static func walkInPlace(_ tree: RenderTree, roots: [LayerID], at time: Double, threads: Int,
                                    pixelsPerPoint: CGFloat) -> ([LayerDraw], Bool, Int?) {
        var active = false
        var overlayStart: Int?
        let path = WalkPath(nodes: tree.count)
        defer { path.release() }
        let items = tree.withNodes { nodes in
            // Room for the whole tree (each node once) and the particles of the last
            // frame; roots that repeat or nest, replicas and new particles overflow.
            ItemWriter.makeArray(capacity: tree.count + tree.instancedContents.expectedItems) { writer in
                let walk = Walk(tree: tree, nodes: nodes, threads: max(1, threads), pixelsPerPoint: pixelsPerPoint,
                                time: time, path: path)
                for (index, root) in roots.enumerated() {
                    if index == 1 { overlayStart = writer.count }
                    guard let slot = tree.slot(of: root) else { continue }
                    walk.visit(slot, in: .root(time: time), into: &writer, active: &active)
                }
            }
        }
        return (items, active, overlayStart)
    }

    /// How the layer `id` and its subtree look at `time`, as items whose
    /// transforms map into the layer's bounds space (`LayerDraw.inOwnSpace`,
    /// opacities below its superlayer's): what a transition freezes as the
    /// old appearance. Empty when the layer is not drawn or its transform is
    /// singular; a transform layer, which has no item, gives its sublayers'
    /// items in its superlayer's space.
    static func appearance(of id: LayerID, in tree: RenderTree, at time: Double) -> [LayerDraw] {
        let (items, _, _) = walk(tree, roots: [id], at: time, threads: 1, pixelsPerPoint: 1)
        guard let first = items.first, first.id == id else { return items }
        return LayerDraw.inOwnSpace(items[...], origin: .bounds, opacity: .belowSuperlayer) ?? []
    }

    /// The presented values of a node at its parent's time; returns them with the node's local time.
    package static func presented(_ node: RenderNode, parentTime: Double) -> (LayerProperties, Double) {
        let local = node.values.value.rare.timing.localTime(fromParent: parentTime)
        return (withUnsafePointer(to: node) { presented($0, localTime: local) }, local)
    }

    /// The presented values of a node read in place (only its layer values
    /// are copied), at `local`, its own time.
    static func presented(_ node: UnsafePointer<RenderNode>, localTime local: Double) -> LayerProperties {
        var properties = node.pointee.values.value
        applyAnimations(of: node, at: local, to: &properties)
        return properties
    }

    /// Applies a node's animations at `local`, its own time, to `properties`
    /// (its committed values): its number animations when it has only those.
    static func applyAnimations(of node: UnsafePointer<RenderNode>, at local: Double,
                                to properties: inout LayerProperties) {
        switch node.pointee.animations {
        case .numbers(let numbers):
            // All a frame reads of such a node: no animated state is made.
            if !numbers.isEmpty { NumberAnimation.apply(numbers, at: local, to: &properties) }
        case .mixed(let elements):
            guard !elements.isEmpty else { return }
            var state = AnimatedState(properties: properties)
            node.pointee.animations.apply(at: local, to: &state)
            properties = state.properties
        }
    }

    /// How many root-space points one of the layer's points spans at
    /// `point` (bounds space) under `transform`: the longer of its unit
    /// vectors' images, measured after the perspective divide. 1 when the
    /// point is behind the eye or the transform is degenerate.
    package static func pixelsPerPoint(of transform: CATransform3D, at point: CGPoint) -> CGFloat {
        guard let centre = transform.projecting(point),
              let right = transform.projecting(CGPoint(x: point.x + 1, y: point.y)),
              let down = transform.projecting(CGPoint(x: point.x, y: point.y + 1))
        else { return 1 }
        let scale = max(hypot(right.x - centre.x, right.y - centre.y), hypot(down.x - centre.x, down.y - centre.y))
        return scale.isFinite && scale > 0 ? scale : 1
    }

    /// `m` with its z output dropped: the layer's content lands in its parent's
    /// plane (m33 stays, so the matrix remains invertible for flat input).
    package static func flattened(_ m: CATransform3D) -> CATransform3D {
        var f = m
        f.m13 = 0
        f.m23 = 0
        f.m33 = 1
        f.m43 = 0
        return f
    }

    /// Whether the bounds, projected through `world`, wind clockwise on screen
    /// (y down): the back of the layer is towards the viewer.
    static func facesAway(_ bounds: CGRect, _ world: CATransform3D) -> Bool {
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
