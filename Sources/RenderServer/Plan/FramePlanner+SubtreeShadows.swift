import CoreAnimationValues
import CoreGraphics
import Foundation

/// A run's shadows: which of its layers cast one, and for those whose
/// shadow is their subtree's (a layer with sublayers and no `shadowPath`),
/// the image it is blurred from, planned here like any other pass.
///
/// - Note: Pure functions apart from asking `target.keptShadows`; render thread.
extension FramePlanner {
    /// The run of `items[range]` in `pass`, with its shadow casters and the
    /// passes of the subtree shadows the kept ones cannot stand for.
    func run(_ items: [LayerDraw], _ range: Range<Int>, in pass: RenderPass) -> LayerRun {
        // A quick look, in place, for layers that may cast one (shadowOpacity is 0 by default).
        let casters: [Int] = items.withUnsafeBufferPointer { buffer in
            range.filter {
                buffer[$0].properties.shadowOpacity > 0 && buffer[$0].properties.rare.shadowColor != nil
                    && buffer[$0].shadowCasting != nil
            }
        }
        var subtreeShadows: [SubtreeShadow] = []
        for index in casters {
            guard case .subtree? = items[index].shadowCasting,
                  let shadow = subtreeShadow(items, at: index, in: pass) else { continue }
            subtreeShadows.append(shadow)
        }
        return LayerRun(items: items, range: range, clips: items[range.lowerBound].clips.dropFirst(pass.clipBase),
                        shadowCasters: casters, subtreeShadows: subtreeShadows)
    }

    /// The shadow of `items[index]` (which casts one from its subtree) made
    /// from its subtree, drawn in `pass`; nil when it cannot be made
    /// (nothing of the subtree shows, a singular transform, a blur too wide
    /// for a texture).
    func subtreeShadow(_ items: [LayerDraw], at index: Int, in pass: RenderPass) -> SubtreeShadow? {
        let item = items[index]
        guard let (subtree, extent) = Self.subtreeShadowSource(items, at: index) else { return nil }
        let radius = item.properties.shadowRadius
        let sigma = radius.isFinite ? max(0, radius) : 0
        let density = ShadowImageLayout.quantised(pixelsPerUnit: Self.pixelsPerUnit(of: item, scale: pass.pointsToPixels))
        let source = SubtreeShadowSource(items: subtree, extent: extent, sigma: sigma, pixelsPerUnit: density)
        guard let layout = ShadowImageLayout(
            shapeBounds: extent, sigma: sigma, pixelsPerUnit: density,
            maximumSide: ShadowImageLayout.maximumSide(maxImageSide: target.maxImageSide))
        else { return nil }
        if target.keptShadows?.keepsShadow(of: item.id, madeFrom: source) == true {
            return SubtreeShadow(index: index, source: source, layout: layout, image: .kept)
        }
        let shifted = LayerDraw.rebased(
            subtree, by: CATransform3DMakeTranslation(-layout.region.minX, -layout.region.minY, 0))
        let image = self.pass(
            .subtreeShadow, drawing: shifted, over: PixelRect(x: 0, y: 0, width: layout.width, height: layout.height),
            pointsToPixels: layout.texelsPerUnit, clipBase: 0, first: .asLayer, inside: pass)
        return SubtreeShadow(index: index, source: source, layout: layout, image: .draw(image))
    }

    /// Pass pixels per unit of `item`'s bounds space at the bounds' centre:
    /// the square root of the mapping's area scale there (1 where it cannot
    /// be measured, as behind the eye).
    package static func pixelsPerUnit(of item: LayerDraw, scale: CGFloat) -> CGFloat {
        let bounds = item.properties.bounds
        let t = item.transform
        func pixel(_ x: CGFloat, _ y: CGFloat) -> CGPoint? {
            let w = x * t.m14 + y * t.m24 + t.m44
            guard w > 1e-6 else { return nil }
            return CGPoint(x: (x * t.m11 + y * t.m21 + t.m41) / w * scale, y: (x * t.m12 + y * t.m22 + t.m42) / w * scale)
        }
        let x = bounds.midX, y = bounds.midY
        guard let o = pixel(x, y), let dx = pixel(x + 1, y), let dy = pixel(x, y + 1) else { return 1 }
        let area = abs((dx.x - o.x) * (dy.y - o.y) - (dx.y - o.y) * (dy.x - o.x))
        return area.isFinite && area > 1e-12 ? area.squareRoot() : 1
    }

    /// What the blurred shadow of `items[index]` (a layer with sublayers and
    /// no `shadowPath`) is made from (`SubtreeShadowSource`): the subtree in
    /// the layer's quad space (`LayerDraw.inOwnSpace`, opacities below the
    /// layer's, whose own opacity the shadow's colour takes), without the
    /// layer's own shadow, and what it covers there. Nil when the layer's
    /// transform is singular or nothing of the subtree shows.
    ///
    /// - Complexity: O(subtree).
    package static func subtreeShadowSource(_ items: [LayerDraw], at index: Int)
        -> (items: [LayerDraw], extent: CGRect)? {
        let end = min(items.count, index + 1 + items[index].descendantCount)
        guard var subtree = LayerDraw.inOwnSpace(items[index..<end], origin: .boundsOrigin, opacity: .belowRoot)
        else { return nil }
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
