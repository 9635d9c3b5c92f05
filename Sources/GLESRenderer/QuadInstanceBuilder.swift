import CoreAnimationModel
import CoreGraphics
import Foundation
import RenderServer

/// Turns a render server `DrawList` into the quad program's instances.
///
/// Each drawn layer becomes one instance: its bounds-space quad taken through
/// its world transform, the root-to-pixel scale and the target's clip
/// mapping; colours premultiplied; contents placed by `contentsGravity`.
/// Images are listed once each, in first-use order. Render thread only.
/// - Complexity: O(layers).
package enum QuadInstanceBuilder {
    package static func instances(for list: DrawList, pointsToPixels scale: CGFloat,
                                  target: RenderTarget) -> (instances: [QuadInstance], images: [CGImage]) {
        instances(for: list.items[...], rootShift: nil, pointsToPixels: scale, target: target)
    }

    /// The instances of a run of items, read in place.
    ///
    /// - Parameter rootShift: applied to every item's transform first (root
    ///   space → root space), for a surface that covers part of the frame; nil for none.
    package static func instances(for items: ArraySlice<LayerDraw>, rootShift: CATransform3D?, pointsToPixels scale: CGFloat,
                                  target: RenderTarget) -> (instances: [QuadInstance], images: [CGImage]) {
        var rootToClip = CATransform3DConcat(CATransform3DMakeScale(scale, scale, 1), target.pixelToClipTransform)
        if let rootShift { rootToClip = CATransform3DConcat(rootShift, rootToClip) }
        var images: [CGImage] = []
        var imageIndex: [ObjectIdentifier: Int] = [:]
        // Runs of layers tend to share one image: the last one is checked before the table.
        var lastImage: (id: ObjectIdentifier, index: Int)?
        var instances: [QuadInstance] = []
        instances.reserveCapacity(items.count)
        for item in items {
            let p = item.properties
            let origin = p.bounds.origin
            var toClip = CATransform3DConcat(item.transform, rootToClip)
            if origin != .zero {
                toClip = CATransform3DConcat(CATransform3DMakeTranslation(origin.x, origin.y, 0), toClip)
            }
            var contents: QuadInstance.Contents?
            if let image = p.contents?.image {
                let id = ObjectIdentifier(image)
                let index: Int
                if let lastImage, lastImage.id == id {
                    index = lastImage.index
                } else if let known = imageIndex[id] {
                    index = known
                } else {
                    index = images.count
                    images.append(image)
                    imageIndex[id] = index
                }
                lastImage = (id, index)
                let destination = ContentsLayout.destination(
                    gravity: p.contentsGravity, imagePixels: CGSize(width: image.width, height: image.height),
                    contentsRect: p.contentsRect, contentsScale: p.contentsScale, bounds: p.bounds,
                    contentsAreFlipped: false)
                contents = QuadInstance.Contents(
                    textureIndex: index, rect: p.contentsRect,
                    destination: destination.offsetBy(dx: -origin.x, dy: -origin.y))
            }
            instances.append(QuadInstance(
                transform: toClip, size: p.bounds.size,
                backgroundColor: p.backgroundColor.map(PremultipliedColor.init) ?? .clear,
                cornerRadius: p.cornerRadius, maskedCorners: p.maskedCorners,
                borderWidth: p.borderWidth,
                borderColor: p.borderColor.map(PremultipliedColor.init) ?? .clear,
                opacity: item.opacity, contents: contents,
                allowsEdgeAntialiasing: p.allowsEdgeAntialiasing))
        }
        return (instances, images)
    }
}
