import Foundation

extension QuadInstance.Contents {
    /// The four fixed bands of the nine-slice mapping in layer points: left,
    /// top, right and bottom of `center`, at their natural size, all scaled
    /// by one factor when they would not fit in the destination (so the
    /// corners keep their shape). Zero for the default `center`.
    ///
    /// - Complexity: O(1).
    package var nineSliceCaps: (left: CGFloat, top: CGFloat, right: CGFloat, bottom: CGFloat) {
        let c = center.standardized
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        guard c != unit, c.minX.isFinite, c.minY.isFinite, c.width.isFinite, c.height.isFinite,
              naturalSize.width.isFinite, naturalSize.height.isFinite
        else { return (0, 0, 0, 0) }
        let width = abs(naturalSize.width), height = abs(naturalSize.height)
        let left = min(max(c.minX, 0), 1) * width
        let right = (1 - min(max(c.maxX, 0), 1)) * width
        let top = min(max(c.minY, 0), 1) * height
        let bottom = (1 - min(max(c.maxY, 0), 1)) * height
        let size = destination.standardized.size
        var shrink: CGFloat = 1
        if left + right > size.width { shrink = min(shrink, size.width / (left + right)) }
        if top + bottom > size.height { shrink = min(shrink, size.height / (top + bottom)) }
        return (left * shrink, top * shrink, right * shrink, bottom * shrink)
    }
}
