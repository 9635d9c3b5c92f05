import CoreAnimationValues
import CoreGraphics
import Foundation

extension FramePlanner {
    /// What the blurred shadow of `items[index]` (a layer with sublayers and
    /// no `shadowPath`) is made from: its whole composited subtree (its own
    /// quad, drawn content and sublayers, with their clips, masks and
    /// groups), as Apple's shadow covers it.
    ///
    /// The items are the subtree in the layer's quad space (its bounds space
    /// with the bounds' origin at (0, 0), through the inverse of its
    /// transform), without the clips around the layer and without the
    /// layer's own shadow, which are not part of its image (nor key it);
    /// `extent` is what they cover there. The executor's shadow cache keeps
    /// the blurred image while these items draw the same, and asks
    /// `pass(.subtreeShadow, …)` for the pass when it must draw them.
    /// Nil when the layer's transform is singular or nothing of the subtree shows.
    ///
    /// - Complexity: O(subtree).
    package static func subtreeShadowSource(_ items: [LayerDraw], at index: Int)
        -> (items: [LayerDraw], extent: CGRect)? {
        let root = items[index]
        let end = min(items.count, index + 1 + root.descendantCount)
        guard let inverse = root.transform.inverse else { return nil }
        let bounds = root.properties.bounds
        var subtree = LayerDraw.rebased(
            Array(items[index..<end]),
            by: CATransform3DConcat(inverse, CATransform3DMakeTranslation(-bounds.minX, -bounds.minY, 0)))
        for item in subtree.indices {
            subtree[item].clips.removeFirst(min(root.clips.count, subtree[item].clips.count))
        }
        subtree[0].properties.shadowOpacity = 0
        subtree[0].properties.shadowColor = nil
        subtree[0].properties.shadowOffset = .zero
        subtree[0].properties.shadowRadius = 0
        subtree[0].properties.shadowPath = nil
        // The subtree's extent in that space: every item's bounds through its rebased transform.
        var extent = CGRect.null
        for item in subtree {
            let b = item.properties.bounds
            for corner in [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
                           CGPoint(x: b.minX, y: b.maxY), CGPoint(x: b.maxX, y: b.maxY)] {
                guard let p = item.transform.projecting(corner), p.x.isFinite, p.y.isFinite else { continue }
                extent = extent.union(CGRect(origin: p, size: .zero))
            }
        }
        guard !extent.isNull else { return nil }
        return (subtree, extent)
    }
}
