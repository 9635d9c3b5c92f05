import Foundation

/// Hit testing: whether a point lies inside the region a path fills.
extension CGPath {
    /// True when `point`, mapped through `transform` first, is inside the path
    /// under `rule`.
    ///
    /// Every subpath counts as closed, as when filling. Curves are flattened to
    /// within 1e-4 of the path's size, so points closer than that to a curved
    /// edge may land either side; points exactly on an edge are decided by a
    /// half-open rule (consistent, not necessarily "inside").
    /// - Complexity: O(n + flattened points).
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    ) -> Bool {
        let p = point.applying(transform)
        guard p.x.isFinite, p.y.isFinite, !elements.isEmpty else { return false }
        let winding = windingNumber(at: p)
        switch rule {
        case .winding: return winding != 0
        case .evenOdd: return winding % 2 != 0
        }
    }

    /// The winding number of the filled path around `p`: crossings of a ray
    /// towards +x, +1 upward and -1 downward.
    package func windingNumber(at p: CGPoint) -> Int {
        let box = boundingBox
        let size = max(box.width, box.height)
        let tolerance = size > 0 && size.isFinite ? size * 1e-4 : 1e-9
        var winding = 0
        for polyline in flattened(tolerance: tolerance) where polyline.points.count >= 2 {
            let points = polyline.points
            var a = points[points.count - 1]
            for b in points {
                if a.y <= p.y {
                    if b.y > p.y, side(a, b, p) > 0 { winding += 1 }
                } else if b.y <= p.y, side(a, b, p) < 0 {
                    winding -= 1
                }
                a = b
            }
        }
        return winding
    }

    /// Positive when `p` is left of the directed line a→b, negative when right.
    private func side(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}
