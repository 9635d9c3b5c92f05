import Foundation

// Geometry: the derived frame, conversions between layers through full 3D
// transforms, and hit testing.
extension CALayer {
    /// The matrix taking this layer's coordinates to its superlayer's. Caller holds the lock.
    func toParentMatrixLocked() -> CATransform3D {
        LayerGeometry.toParent(state, parent: parent?.state)
    }

    /// The matrix taking this layer's coordinates to its root layer's.
    func toRootMatrix() -> CATransform3D {
        LayerTreeLock.shared.withLock {
            var m = CATransform3DIdentity
            var node: CALayer? = self
            while let layer = node, layer.parent != nil {
                m = CATransform3DConcat(m, layer.toParentMatrixLocked())
                node = layer.parent
            }
            return m
        }
    }

    /// The roots of the trees `layers` are in, each once, by identity.
    ///
    /// - Complexity: O(layers + the distinct layers on their paths to the
    ///   roots): a path is walked only up to a layer already walked.
    static func roots(of layers: [CALayer]) -> [ObjectIdentifier: CALayer] {
        LayerTreeLock.shared.withLock {
            var rootOf: [ObjectIdentifier: CALayer] = [:]
            var roots: [ObjectIdentifier: CALayer] = [:]
            var path: [ObjectIdentifier] = []
            for layer in layers {
                var node = layer
                var root: CALayer?
                path.removeAll(keepingCapacity: true)
                while root == nil {
                    let id = ObjectIdentifier(node)
                    if let known = rootOf[id] {
                        root = known
                    } else if let p = node.parent {
                        path.append(id)
                        node = p
                    } else {
                        path.append(id)
                        root = node
                    }
                }
                for id in path { rootOf[id] = root }
                roots[ObjectIdentifier(root!)] = root!
            }
            return roots
        }
    }

    func rootLayer() -> CALayer {
        LayerTreeLock.shared.withLock {
            var node = self
            while let p = node.parent { node = p }
            return node
        }
    }

    func convertPoint(_ p: CGPoint, to other: CALayer?) -> CGPoint {
        guard let other else { return convertPoint(p, toRootOf: self) }
        if other === self { return p }
        guard rootLayer() === other.rootLayer() else {
            Diagnostics.report("\(diagnosticName): convert(_:to:) \(other.diagnosticName) is in another layer tree; the point is returned unchanged")
            return p
        }
        let root = convertPoint(p, toRootOf: self)
        guard let back = PlaneMapping(other.toRootMatrix()).inverted(), let q = back.apply(root) else {
            return CGPoint(x: CGFloat.nan, y: CGFloat.nan)
        }
        return q
    }

    func convertPoint(_ p: CGPoint, from other: CALayer?) -> CGPoint {
        (other ?? rootLayer()).convertPoint(p, to: self)
    }

    private func convertPoint(_ p: CGPoint, toRootOf layer: CALayer) -> CGPoint {
        PlaneMapping(layer.toRootMatrix()).apply(p) ?? CGPoint(x: CGFloat.nan, y: CGFloat.nan)
    }

    func convertRect(_ r: CGRect, to other: CALayer?) -> CGRect {
        boundingBox(of: r) { convertPoint($0, to: other) }
    }

    func convertRect(_ r: CGRect, from other: CALayer?) -> CGRect {
        boundingBox(of: r) { convertPoint($0, from: other) }
    }

    private func boundingBox(of r: CGRect, mapping: (CGPoint) -> CGPoint) -> CGRect {
        if r.isNull { return r }
        let s = r.standardized
        let corners = [CGPoint(x: s.minX, y: s.minY), CGPoint(x: s.maxX, y: s.minY),
                       CGPoint(x: s.minX, y: s.maxY), CGPoint(x: s.maxX, y: s.maxY)].map(mapping)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
              minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite
        else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The bounding box of the transformed bounds in the superlayer's coordinates.
    func frameInSuperlayer() -> CGRect {
        let (m, bounds) = LayerTreeLock.shared.withLock { (LayerGeometry.placement(state), state.bounds) }
        let mapping = PlaneMapping(m)
        return boundingBox(of: bounds) { mapping.apply($0) ?? CGPoint(x: CGFloat.nan, y: CGFloat.nan) }
    }

    /// Sets bounds size and position so that, untransformed, the layer covers `frame`.
    /// Under a non-identity transform Apple leaves the result undefined; this
    /// project treats the transform as identity for the assignment.
    func setFrame(_ frame: CGRect) {
        guard ModelValueCheck.problem(with: frame) == nil else {
            Diagnostics.report("\(diagnosticName): frame = \(frame) rejected (a component is not finite); the layer keeps its frame")
            return
        }
        let r = frame.standardized
        let anchor = anchorPoint
        position = CGPoint(x: r.minX + anchor.x * r.width, y: r.minY + anchor.y * r.height)
        var b = bounds
        b.size = r.size
        bounds = b
    }

    /// Hit testing from the superlayer's coordinates: hidden and fully
    /// transparent layers are skipped, `masksToBounds` clips the subtree, and
    /// sublayers are tried front to back (zPosition, then order).
    func deepestLayer(at pointInSuperlayer: CGPoint) -> CALayer? {
        let m = LayerTreeLock.shared.withLock { toParentMatrixLocked() }
        guard let toLocal = PlaneMapping(m).inverted(), let local = toLocal.apply(pointInSuperlayer) else { return nil }
        return deepestLayer(atLocal: local)
    }

    /// Hit testing from this layer's own bounds coordinates, as
    /// `deepestLayer(at:)` once the point is mapped (transform layers map
    /// points into their sublayers' planes themselves).
    func deepestLayer(atLocal local: CGPoint) -> CALayer? {
        let (hidden, opacity, clips, children) = LayerTreeLock.shared.withLock {
            (state.isHidden, state.opacity, state.masksToBounds, sublayerList)
        }
        guard !hidden, opacity > 0 else { return nil }
        let inside = contains(local)
        if clips && !inside { return nil }
        let front = children.enumerated().sorted {
            $0.element.zPosition != $1.element.zPosition
                ? $0.element.zPosition > $1.element.zPosition : $0.offset > $1.offset
        }
        for (_, child) in front {
            if let hit = child.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }

    /// True when an odd number of superlayers are geometry-flipped.
    func flippedSuperlayerParity() -> Bool {
        LayerTreeLock.shared.withLock {
            var flipped = false
            var node = parent
            while let layer = node {
                if layer.state.isGeometryFlipped { flipped.toggle() }
                node = layer.parent
            }
            return flipped
        }
    }
}
