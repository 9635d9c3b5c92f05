import CoreAnimationValues
import Foundation

extension DrawListBuilder {
    /// What a parent hands its sublayers (or its mask): its sublayer space,
    /// world transform, local time, opacity and clips.
    struct ParentContext {
        /// `LayerGeometry.sublayerSpace` of the parent; nil for a root.
        var space: CATransform3D?
        var world: CATransform3D
        var time: Double
        var opacity: Float
        var clips: [ClipShape]
        /// The colour multiplier of a replicator's copy, for everything under it; nil for none.
        var tint: SIMD3<Float>? = nil
        /// Which replicator copy this is under (`.none` outside replicators).
        var replica = Replica.none
        /// Whether the parent's time stands still (it or an ancestor has
        /// speed 0, as the seed's pause does): nothing under it animates.
        var frozen = false

        static func root(time: Double) -> ParentContext {
            ParentContext(space: nil, world: CATransform3DIdentity, time: time, opacity: 1, clips: [])
        }
    }

    /// The replicator copy a subtree is drawn in: it keeps apart the state
    /// of a layer drawn once per copy (an emitter's particles), and says how
    /// far behind the frame the copy's time runs.
    struct Replica: Hashable {
        /// 0 outside replicators; otherwise made of the copy indices along the path.
        var index: Int
        /// The sum of the instance delays along the path, in seconds.
        var delay: Double

        static let none = Replica(index: 0, delay: 0)

        /// Copy `k`, `delay` seconds further behind, of the copy `self`.
        func copy(_ k: Int, delay more: Double) -> Replica {
            Replica(index: index &* 1_000_003 &+ k &+ 1, delay: delay + more)
        }
    }

    /// Whether `node`'s animations will give other values after its local
    /// time `local`: one has not ended, and time moves for it (neither the
    /// layer, nor an ancestor (`frozen`), nor the animation has speed 0).
    /// A frozen subtree with animations on it needs no new frames.
    static func stillAnimates(_ node: UnsafePointer<RenderNode>, at local: Double, frozen: Bool) -> Bool {
        guard !frozen, node.pointee.values.value.rare.timing.speed != 0 else { return false }
        return node.pointee.animations.runs(after: local)
    }

    /// What the walk needs of a node once its own item is written.
    struct Evaluated {
        var local: Double
        /// Whether the layer's time stands still (see `ParentContext.frozen`).
        var frozen: Bool
        /// The layer's opacity times the parent's (the group's opacity when `asGroup`).
        var alpha: Float
        var asGroup: Bool
        /// What the layer applies to its sublayers and mask; nil when it has neither.
        var space: CATransform3D?
    }

    /// One frame's walk over the tree's nodes, read in place by slot.
    struct Walk {
        let tree: RenderTree
        let nodes: UnsafeBufferPointer<RenderNode>
        let threads: Int
        /// The target's pixels per root-space point.
        let pixelsPerPoint: CGFloat
        /// The frame's media time (the roots' time).
        let time: Double
        /// Which nodes are on the path being walked, by slot, and how deep it is (see `enter(_:)`).
        let path: WalkPath

        /// Writes the node in `slot` and its subtree.
        func visit(_ slot: Int, in parent: ParentContext, into writer: inout ItemWriter, active: inout Bool) {
            guard path.enter(slot) else { return }
            defer { path.leave(slot) }
            if nodes[slot].values.value.kind == .transformLayer {
                visitTransformLayer(slot, in: parent, into: &writer, active: &active)
                return
            }
            let index = writer.count
            guard let own = writer.appendInPlace({ evaluate(slot, in: parent, at: $0, active: &active) }) else { return }
            let node = nodes.baseAddress! + slot
            if let maskSlot = node.pointee.mask.flatMap(tree.slot(of:)) {
                let context = ParentContext(space: own.space, world: CATransform3DIdentity, time: own.local, opacity: 1,
                                            clips: [], frozen: own.frozen)
                let mask = ItemWriter.makeArray(capacity: 0) { maskWriter in
                    visit(maskSlot, in: context, into: &maskWriter, active: &active)
                }
                writer.update(index) { $0.mask = mask }
            }
            let sublayers = node.pointee.sublayers
            let (draws, instanced) = writer.read(index) { ($0.properties.drawn != nil, $0.properties.instanced) }
            guard !sublayers.isEmpty || draws || instanced != nil else { return }
            var context = ParentContext(space: own.space, world: CATransform3DIdentity, time: own.local, opacity: 1,
                                        clips: parent.clips, tint: parent.tint, replica: parent.replica,
                                        frozen: own.frozen)
            writer.update(index) { item in
                context.world = item.transform
                context.opacity = item.opacity
                if item.properties.masksToBounds {
                    context.clips.append(ClipShape(
                        transform: item.transform, bounds: item.properties.bounds, corners: item.properties.corners))
                }
            }
            if draws { appendDrawnContent(of: index, clips: context.clips, alone: sublayers.isEmpty, into: &writer) }
            if case .emitter(let emitter)? = instanced {
                appendParticles(of: index, slot: slot, emitter, parent: parent, context: context, into: &writer,
                                active: &active)
            }
            if case .replicator(let replicator)? = instanced, !sublayers.isEmpty {
                visitReplicas(of: index, slot: slot, replicator, parent: parent, context: context, into: &writer,
                              active: &active)
            } else if !sublayers.isEmpty {
                visitSublayers(tree.drawingOrder(ofSlot: slot), in: context, into: &writer, active: &active)
            }
            appendBorder(of: index, clips: context.clips, into: &writer)
            let descendants = writer.count - index - 1
            let (asGroup, alpha) = (own.asGroup, own.alpha)
            writer.update(index) { item in
                item.descendantCount = descendants
                // Group opacity: the subtree was drawn at full opacity and is
                // composited as one image with `alpha`, unless nothing under it shows.
                if asGroup {
                    if descendants > 0 { item.groupOpacity = alpha } else { item.opacity = alpha }
                }
            }
        }

        /// Writes sublayers in order; long runs of leaves are shared among the threads.
        func visitSublayers(_ slots: [Int], in context: ParentContext, into writer: inout ItemWriter,
                                    active: inout Bool) {
            var start = 0
            while start < slots.count {
                var end = start
                while end < slots.count, isLeaf(slots[end]) { end += 1 }
                if threads > 1, end - start >= DrawListBuilder.parallelRunLength,
                   visitLeaves(slots[start..<end], in: context, into: &writer, active: &active) {
                    start = end
                    continue
                }
                // A short run of leaves, or the next layer with sublayers or a mask, on this thread.
                for slot in slots[start..<max(end, start + 1)] {
                    visit(slot, in: context, into: &writer, active: &active)
                }
                start = max(end, start + 1)
            }
        }

        /// Whether the node in `slot` is drawn as one item alone (a transform layer never is).
        private func isLeaf(_ slot: Int) -> Bool {
            nodes[slot].sublayers.isEmpty && nodes[slot].mask == nil && nodes[slot].values.value.kind == .layer
                && nodes[slot].values.value.drawn == nil && nodes[slot].values.value.instanced == nil
        }

        /// Moves the border of the item at `index` (a layer with sublayers or
        /// drawn content) into an item of its own after everything written
        /// since, so that it is drawn above the layer's contents and
        /// sublayers, as Apple composites it. Nothing for a layer without a border.
        private func appendBorder(of index: Int, clips: [ClipShape], into writer: inout ItemWriter) {
            let border: LayerDraw? = writer.read(index) { item in
                guard item.properties.drawsBorder else { return nil }
                var properties = LayerProperties()
                properties.bounds = item.properties.bounds
                properties.cornerRadius = item.properties.cornerRadius
                properties.maskedCorners = item.properties.maskedCorners
                properties.cornerCurve = item.properties.rare.cornerCurve
                properties.borderWidth = item.properties.borderWidth
                properties.borderColor = item.properties.borderColor
                properties.allowsEdgeAntialiasing = item.properties.rare.allowsEdgeAntialiasing
                properties.backgroundColor = nil
                // A replicator copy's tint colours its border too.
                return LayerDraw(id: item.id, transform: item.transform, properties: properties, opacity: item.opacity,
                                 clips: clips, mask: [], tint: item.tint)
            }
            guard let border else { return }
            writer.update(index) { $0.properties.borderWidth = 0 }
            _ = writer.appendInPlace { slot -> Void? in
                slot.initialize(to: border)
                return ()
            }
        }

        /// Writes, after the item at `index`, an item for its drawn content
        /// (shape, gradient or text) rasterized at the scale the layer is
        /// shown at: the image over its frame, in the layer's plane, with the
        /// layer's opacity, under the clips its sublayers get. It counts as
        /// the layer's first descendant, so masks, group opacity and the
        /// shadow of the layer's alpha include it; the layer's border goes
        /// on top (`appendBorder`).
        ///
        /// A layer without sublayers (`alone`) whose shadow has nothing else
        /// to come from (`castsShadowFromDrawnContent`) hands its shadow to
        /// this item, whose image's alpha the shadow cache keeps blurred
        /// until it changes; otherwise the shadow is the subtree's.
        private func appendDrawnContent(of index: Int, clips: [ClipShape], alone: Bool, into writer: inout ItemWriter) {
            let cache = tree.drawnContents
            let pixelsPerPoint = self.pixelsPerPoint
            let drawn: LayerDraw? = writer.read(index) { item in
                guard let content = item.properties.drawn else { return nil }
                if DrawListBuilder.drawsCircleStrokes, case .shape(let shape) = content,
                   !(alone && Self.castsShadowFromDrawnContent(item.properties)),
                   let circle = shape.circleStroke() {
                    return Self.circleStrokeItem(circle, lineWidth: shape.lineWidth, color: shape.strokeColor,
                                                 of: item, clips: clips)
                }
                let bounds = item.properties.bounds
                let scale = pixelsPerPoint
                    * DrawListBuilder.pixelsPerPoint(of: item.transform, at: CGPoint(x: bounds.midX, y: bounds.midY))
                guard let raster = cache.raster(for: item.id, content: content, bounds: bounds, scale: scale) else { return nil }
                var properties = LayerProperties()
                properties.bounds = raster.frame
                properties.contents = .image(raster.image)
                properties.minificationFilter = item.properties.rare.minificationFilter
                properties.magnificationFilter = item.properties.rare.magnificationFilter
                properties.allowsEdgeAntialiasing = item.properties.rare.allowsEdgeAntialiasing
                if raster.followsCorners {
                    // Cut by the corners as the layer's own contents are when it masks to bounds.
                    properties.cornerRadius = item.properties.cornerRadius
                    properties.maskedCorners = item.properties.maskedCorners
                    properties.cornerCurve = item.properties.rare.cornerCurve
                    properties.masksToBounds = true
                }
                // A layer with nothing of its own to cast from (no shadowPath,
                // no background) casts its drawn content's shadow.
                if alone, Self.castsShadowFromDrawnContent(item.properties) {
                    properties.shadowColor = item.properties.shadowColor
                    properties.shadowOpacity = item.properties.shadowOpacity
                    properties.shadowOffset = item.properties.shadowOffset
                    properties.shadowRadius = item.properties.shadowRadius
                }
                return LayerDraw(id: item.id, transform: item.transform, properties: properties, opacity: item.opacity,
                                 clips: clips, mask: [], tint: item.tint)
            }
            guard let drawn else { return }
            if drawn.properties.shadowOpacity > 0 { writer.update(index) { $0.properties.shadowOpacity = 0 } }
            _ = writer.appendInPlace { slot -> Void? in
                slot.initialize(to: drawn)
                return ()
            }
        }

        /// The drawn content of a shape layer that strokes a circle or an arc
        /// of it (`ShapeDrawing.circleStroke`): the circle as a round layer
        /// bordered by the line, which the renderer cuts to the arc. Nothing
        /// is rasterized, however the stroked part moves.
        static func circleStrokeItem(
            _ circle: (center: CGPoint, radius: CGFloat, arc: StrokeArc), lineWidth: CGFloat, color: CGColor?,
            of item: LayerDraw, clips: [ClipShape]
        ) -> LayerDraw {
            let outer = circle.radius + lineWidth / 2
            var properties = LayerProperties()
            properties.bounds = CGRect(x: circle.center.x - outer, y: circle.center.y - outer,
                                       width: 2 * outer, height: 2 * outer)
            properties.cornerRadius = outer
            properties.borderWidth = lineWidth
            properties.borderColor = color
            var drawn = LayerDraw(id: item.id, transform: item.transform, properties: properties,
                                  opacity: item.opacity, clips: clips, mask: [], tint: item.tint)
            drawn.strokeArc = circle.arc
            return drawn
        }

        /// Whether a drawn layer's shadow is cast by its drawn content
        /// rather than by its own quad: it casts one, without a
        /// `shadowPath`, and has no visible background of its own.
        static func castsShadowFromDrawnContent(_ p: LayerProperties) -> Bool {
            p.shadowOpacity > 0 && p.shadowPath == nil && !p.drawsBackground
        }

        /// Evaluates a run of leaves on `threads` threads, each writing a
        /// contiguous part of the run in place; false when the run does not
        /// fit in place (the caller then visits it on this thread).
        private func visitLeaves(_ run: ArraySlice<Int>, in context: ParentContext, into writer: inout ItemWriter,
                                 active: inout Bool) -> Bool {
            let parts = min(threads, run.count / (DrawListBuilder.parallelRunLength / 2))
            var anyActive = [Bool](repeating: false, count: parts)
            let fitted = writer.withUninitializedRun(run.count) { slots in
                var kept = [Bool](repeating: false, count: run.count)
                kept.withUnsafeMutableBufferPointer { kept in
                    anyActive.withUnsafeMutableBufferPointer { anyActive in
                        DispatchQueue.concurrentPerform(iterations: parts) { part in
                            let lower = run.count * part / parts, upper = run.count * (part + 1) / parts
                            var partActive = false
                            for offset in lower..<upper {
                                kept[offset] = evaluate(run[run.startIndex + offset], in: context, at: slots + offset,
                                                        active: &partActive) != nil
                            }
                            anyActive[part] = partActive
                        }
                    }
                }
                return kept
            }
            if anyActive.contains(true) { active = true }
            return fitted
        }

        /// Writes the item of the node in `slot` (no mask, sublayers not yet
        /// known) at `item`; returns nil, leaving `item` uninitialized, when
        /// the node is not drawn, with its subtree.
        ///
        /// The item is made in place: the node's values are copied once, into
        /// it, and its animations applied there.
        func evaluate(_ slot: Int, in parent: ParentContext, at item: UnsafeMutablePointer<LayerDraw>,
                      active: inout Bool) -> Evaluated? {
            let node = nodes.baseAddress! + slot
            let local = node.pointee.values.value.rare.timing.localTime(fromParent: parent.time)
            // The node's values where they lie (`node.pointee.values.value` as an argument would be a copy).
            node.pointee.values.withValuePointer { properties in
                LayerDraw.initialize(item, id: tree.id(inSlot: slot), properties: properties, clips: parent.clips,
                                     tint: parent.tint)
            }
            DrawListBuilder.applyAnimations(of: node, at: local, to: &item.pointee.properties)
            if !tree.transitionSnapshots.isEmpty, let old = tree.transitionSnapshots[item.pointee.id],
               let record = node.pointee.animations.lastRecord(forKey: "transition"),
               case .transition(let info) = record.descriptor.content,
               let progress = record.descriptor.transitionProgress(at: local) {
                item.pointee.transition = TransitionDraw(info: info, progress: progress, old: old.items)
            }
            if !active, DrawListBuilder.stillAnimates(node, at: local, frozen: parent.frozen) {
                active = true
            }
            let alpha = parent.opacity * min(max(item.pointee.properties.opacity, 0), 1)
            // The fields it reads, each in place: passing the whole values would copy them.
            var toParent = LayerGeometry.placement(
                bounds: item.pointee.properties.bounds, anchorPoint: item.pointee.properties.anchorPoint,
                anchorPointZ: item.pointee.properties.rare.anchorPointZ, transform: item.pointee.properties.storedTransform.matrix,
                position: item.pointee.properties.position, zPosition: item.pointee.properties.zPosition)
            if let space = parent.space, !CATransform3DIsIdentity(space) {
                toParent = CATransform3DConcat(toParent, space)
            }
            let world = CATransform3DConcat(DrawListBuilder.flattened(toParent), parent.world)
            guard !item.pointee.properties.isHidden, alpha > 0,
                  item.pointee.properties.isDoubleSided || !DrawListBuilder.facesAway(item.pointee.properties.bounds, world)
            else {
                item.deinitialize(count: 1)
                return nil
            }
            let hasSublayers = !node.pointee.sublayers.isEmpty
            let space = hasSublayers || node.pointee.mask != nil
                ? LayerGeometry.sublayerSpace(
                    isGeometryFlipped: item.pointee.properties.rare.isGeometryFlipped, bounds: item.pointee.properties.bounds,
                    anchorPoint: item.pointee.properties.anchorPoint,
                    sublayerTransform: item.pointee.properties.rare.sublayerTransform)
                : nil
            let asGroup = item.pointee.properties.opacity < 1 && item.pointee.properties.allowsGroupOpacity && hasSublayers
            item.pointee.storedTransform = StoredTransform(world)
            item.pointee.opacity = asGroup ? 1 : alpha
            return Evaluated(local: local, frozen: parent.frozen || node.pointee.values.value.rare.timing.speed == 0,
                             alpha: alpha, asGroup: asGroup, space: space)
        }
    }
}
