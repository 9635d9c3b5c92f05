import CoreAnimationModel
import CoreGraphics
import Foundation
import RenderServer

/// Turns a render server `DrawList` into the quad program's instances.
///
/// Each drawn layer becomes one instance: its bounds-space quad taken through
/// its world transform, the root-to-pixel scale and the target's clip
/// mapping; colours premultiplied; contents placed by `contentsGravity`,
/// with `contentsCenter` and the image's natural size for nine-slicing.
/// Images are listed once each, in first-use order. Render thread only.
/// - Complexity: O(layers).
package enum QuadInstanceBuilder {
    package static func instances(for list: DrawList, pointsToPixels scale: CGFloat,
                                  target: RenderTarget) -> (instances: [QuadInstance], images: [CGImage]) {
        let rootToClip = CATransform3DConcat(CATransform3DMakeScale(scale, scale, 1), target.pixelToClipTransform)
        var images: [CGImage] = []
        var imageIndex: [ObjectIdentifier: Int] = [:]
        var instances: [QuadInstance] = []
        instances.reserveCapacity(list.items.count)
        for item in list.items {
            let p = item.properties
            let origin = p.bounds.origin
            let toClip = CATransform3DConcat(
                CATransform3DConcat(CATransform3DMakeTranslation(origin.x, origin.y, 0), item.transform), rootToClip)
            var contents: QuadInstance.Contents?
            if let image = p.contents?.image {
                let index: Int
                if let known = imageIndex[ObjectIdentifier(image)] {
                    index = known
                } else {
                    index = images.count
                    images.append(image)
                    imageIndex[ObjectIdentifier(image)] = index
                }
                let destination = ContentsLayout.destination(
                    gravity: p.contentsGravity, imagePixels: CGSize(width: image.width, height: image.height),
                    contentsRect: p.contentsRect, contentsScale: p.contentsScale, bounds: p.bounds,
                    contentsAreFlipped: false)
                let contentsScale = p.contentsScale > 0 && p.contentsScale.isFinite ? p.contentsScale : 1
                contents = QuadInstance.Contents(
                    textureIndex: index, rect: p.contentsRect,
                    destination: destination.offsetBy(dx: -origin.x, dy: -origin.y),
                    center: p.contentsCenter,
                    naturalSize: CGSize(width: CGFloat(image.width) * abs(p.contentsRect.width) / contentsScale,
                                        height: CGFloat(image.height) * abs(p.contentsRect.height) / contentsScale))
            }
            instances.append(QuadInstance(
                transform: toClip, size: p.bounds.size,
                backgroundColor: p.backgroundColor.map(PremultipliedColor.init) ?? .clear,
                cornerRadius: p.cornerRadius, maskedCorners: p.maskedCorners,
                borderWidth: p.borderWidth,
                borderColor: p.borderColor.map(PremultipliedColor.init) ?? .clear,
                opacity: item.opacity, contents: contents))
        }
        return (instances, images)
    }
}
