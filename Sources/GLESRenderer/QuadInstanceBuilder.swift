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
        var imageIndices: [ObjectIdentifier: Int] = [:]
        // Runs of layers tend to share one image: the last one is checked before the table.
        var lastImage: (id: ObjectIdentifier, index: Int)?
        var instances: [QuadInstance] = []
        instances.reserveCapacity(items.count)
        // Items are read in place: copying one retains every reference in its layer values.
        items.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                let item = buffer.baseAddress! + index
                let bounds = item.pointee.properties.bounds
                var toClip = CATransform3DConcat(item.pointee.transform, rootToClip)
                if bounds.origin != .zero {
                    toClip = CATransform3DConcat(CATransform3DMakeTranslation(bounds.minX, bounds.minY, 0), toClip)
                }
                var contents: QuadInstance.Contents?
                if let image = item.pointee.properties.contents?.image {
                    let id = ObjectIdentifier(image)
                    let imageIndex: Int
                    if let lastImage, lastImage.id == id {
                        imageIndex = lastImage.index
                    } else if let known = imageIndices[id] {
                        imageIndex = known
                    } else {
                        imageIndex = images.count
                        images.append(image)
                        imageIndices[id] = imageIndex
                    }
                    lastImage = (id, imageIndex)
                    contents = self.contents(of: item, image: image, textureIndex: imageIndex)
                    contents?.masksToBounds = item.pointee.properties.masksToBounds
                }
                var instance = QuadInstance(
                    transform: toClip, size: bounds.size,
                    backgroundColor: item.pointee.properties.backgroundColor.map(PremultipliedColor.init) ?? .clear,
                    cornerRadius: item.pointee.properties.cornerRadius, maskedCorners: item.pointee.properties.maskedCorners,
                    borderWidth: item.pointee.properties.borderWidth,
                    // Without a border its colour is never read: no conversion (nor retain) for it.
                    borderColor: item.pointee.properties.borderWidth > 0
                        ? item.pointee.properties.borderColor.map(PremultipliedColor.init) ?? .clear : .clear,
                    opacity: item.pointee.opacity, contents: contents,
                    allowsEdgeAntialiasing: item.pointee.properties.allowsEdgeAntialiasing)
                if let tint = item.pointee.tint { instance.tint(by: tint) }
                // A pattern, not `==`: the raw-value enum's `==` is a generic call from this module.
                if case .additive = item.pointee.blending { instance.blendsAdditively = true }
                instance.strokeArc = item.pointee.strokeArc
                instances.append(instance)
            }
        }
        return (instances, images)
    }

    /// Where an item's image is sampled and drawn, in its layer space.
    private static func contents(of item: UnsafePointer<LayerDraw>, image: CGImage, textureIndex: Int) -> QuadInstance.Contents {
        let bounds = item.pointee.properties.bounds
        let contentsRect = item.pointee.properties.contentsRect
        let destination = ContentsLayout.destination(
            gravity: item.pointee.properties.contentsGravity, imagePixels: CGSize(width: image.width, height: image.height),
            contentsRect: contentsRect, contentsScale: item.pointee.properties.contentsScale, bounds: bounds,
            contentsAreFlipped: false)
        let contentsScale = item.pointee.properties.contentsScale
        let pointsPerPixel = contentsScale > 0 && contentsScale.isFinite ? 1 / contentsScale : 1
        return QuadInstance.Contents(
            textureIndex: textureIndex, rect: contentsRect,
            destination: destination.offsetBy(dx: -bounds.minX, dy: -bounds.minY),
            center: item.pointee.properties.contentsCenter,
            naturalSize: CGSize(width: CGFloat(image.width) * abs(contentsRect.width) * pointsPerPixel,
                                height: CGFloat(image.height) * abs(contentsRect.height) * pointsPerPixel),
            filters: ContentsFilters(minification: item.pointee.properties.minificationFilter,
                                     magnification: item.pointee.properties.magnificationFilter))
    }
}

extension QuadInstance {
    /// Multiplies the red, green and blue of everything the instance draws
    /// (background, border and contents) by `rgb` (straight factors).
    mutating func tint(by rgb: SIMD3<Float>) {
        func tinted(_ c: PremultipliedColor) -> PremultipliedColor {
            PremultipliedColor(red: c.red * rgb.x, green: c.green * rgb.y, blue: c.blue * rgb.z, alpha: c.alpha)
        }
        backgroundColor = tinted(backgroundColor)
        borderColor = tinted(borderColor)
        if let tint = contents?.tint { contents?.tint = tinted(tint) }
    }
}
