import CoreAnimationValues
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
    /// A run of `DrawListBuilder.parallelRunLength` items or more is shared
    /// between `threads` by the rule the draw list builder shares long runs
    /// of leaves by (each part lists its own images, merged after): at
    /// 20,000 sprites this was over a millisecond of the render thread.
    ///
    /// - Parameters:
    ///   - rootShift: applied to every item's transform first (root space →
    ///     root space), for a surface that covers part of the frame; nil for none.
    ///   - threads: how many threads may share a long run (the active cores).
    package static func instances(for items: ArraySlice<LayerDraw>, rootShift: CATransform3D?, pointsToPixels scale: CGFloat,
                                  target: RenderTarget, threads: Int = ActiveCores.count)
        -> (instances: [QuadInstance], images: [CGImage]) {
        var images: [CGImage] = []
        // Instances are made in place (each is hundreds of bytes).
        let instances = [QuadInstance](unsafeUninitializedCapacity: items.count) { slots, made in
            images = write(items, rootShift: rootShift, pointsToPixels: scale, target: target, threads: threads,
                           into: slots.baseAddress!)
            made = items.count
        }
        return (instances, images)
    }

    /// Writes the instances of `items` at `slots` (room for as many, their
    /// memory uninitialized or holding instances) as `instances(for:…)`
    /// makes them; the images their texture indices name.
    static func write(_ items: ArraySlice<LayerDraw>, rootShift: CATransform3D?, pointsToPixels scale: CGFloat,
                      target: RenderTarget, threads: Int = ActiveCores.count,
                      into slots: UnsafeMutablePointer<QuadInstance>) -> [CGImage] {
        let toClip = CATransform3DConcat(CATransform3DMakeScale(scale, scale, 1), target.pixelToClipTransform)
        let rootToClip = rootShift.map { CATransform3DConcat($0, toClip) } ?? toClip
        let parts = max(1, min(threads, items.count / (DrawListBuilder.parallelRunLength / 2)))
        // Items are read in place (copying one retains every reference in its layer values).
        return items.withUnsafeBufferPointer { buffer in
            guard parts > 1 else { return make(buffer, into: slots, rootToClip: rootToClip) }
            let count = buffer.count
            @Sendable func bounds(of part: Int) -> Range<Int> {
                (count * part / parts)..<(count * (part + 1) / parts)
            }
            var partImages = [[CGImage]](repeating: [], count: parts)
            partImages.withUnsafeMutableBufferPointer { partImages in
                let shared = PartBuffers(items: buffer, slots: slots, images: partImages)
                DispatchQueue.concurrentPerform(iterations: parts) { part in
                    let range = bounds(of: part)
                    shared.images[part] = make(UnsafeBufferPointer(rebasing: shared.items[range]),
                                               into: shared.slots + range.lowerBound, rootToClip: rootToClip)
                }
            }
            var images = partImages[0]
            var known = [ObjectIdentifier: Int](uniqueKeysWithValues: images.enumerated().map {
                (ObjectIdentifier($0.element), $0.offset)
            })
            for part in 1..<parts {
                let range = bounds(of: part)
                merge(partImages[part], of: slots + range.lowerBound, count: range.count, into: &images, known: &known)
            }
            return images
        }
    }

    /// Initializes the instances of `items` at `slots`, their texture
    /// indices into the images returned (each listed once, in first-use order).
    private static func make(_ items: UnsafeBufferPointer<LayerDraw>, into slots: UnsafeMutablePointer<QuadInstance>,
                             rootToClip: CATransform3D) -> [CGImage] {
        var images: [CGImage] = []
        var imageIndices: [UnsafeRawPointer: (index: Int, pixels: CGSize)] = [:]
        // Runs of layers tend to share one image: the last one is checked
        // before the table. Images are known by address, a reference taken
        // only for a new one: one per layer would contend with the other
        // parts' for a shared image's count.
        var lastImage: (address: UnsafeRawPointer, index: Int, pixels: CGSize)?
        let contentsOffset = MemoryLayout<LayerDraw>.offset(of: \LayerDraw.properties.contents)!
        let propertiesOffset = MemoryLayout<LayerDraw>.offset(of: \LayerDraw.properties)!
        for index in items.indices {
            let item = items.baseAddress! + index
            let instance = slots + index
            let bounds = item.pointee.properties.bounds
            let properties = (UnsafeRawPointer(item) + propertiesOffset).assumingMemoryBound(to: LayerProperties.self)
            let drawsBorder = LayerProperties.drawsBorder(at: properties)
            var toClip = CATransform3DConcat(item.pointee.storedTransform.matrix, rootToClip)
            if bounds.origin != .zero {
                toClip = CATransform3DConcat(CATransform3DMakeTranslation(bounds.minX, bounds.minY, 0), toClip)
            }
            instance.initialize(to: QuadInstance(
                transform: toClip, size: bounds.size,
                backgroundColor: item.pointee.properties.backgroundColor.map(PremultipliedColor.init) ?? .clear,
                corners: LayerProperties.corners(at: properties),
                // A border that does not show has no width: no conversion (nor retain) of its colour.
                borderWidth: drawsBorder ? item.pointee.properties.borderWidth : 0,
                borderColor: drawsBorder ? item.pointee.properties.borderColor.map(PremultipliedColor.init) ?? .clear : .clear,
                opacity: item.pointee.opacity, contents: nil,
                allowsEdgeAntialiasing: item.pointee.properties.rare.allowsEdgeAntialiasing))
            let contents = (UnsafeRawPointer(item) + contentsOffset).assumingMemoryBound(to: LayerContents?.self)
            if let address = LayerContents.imageAddress(at: contents) {
                let image: (index: Int, pixels: CGSize)
                if let lastImage, lastImage.address == address {
                    image = (lastImage.index, lastImage.pixels)
                } else {
                    if let known = imageIndices[address] {
                        image = known
                    } else {
                        let new = item.pointee.properties.contents!.image
                        image = (images.count, CGSize(width: new.width, height: new.height))
                        images.append(new)
                        imageIndices[address] = image
                    }
                    lastImage = (address, image.index, image.pixels)
                }
                // Written into the instance, not built beside it and copied in.
                instance.pointee.contents = Self.contents(of: item, imagePixels: image.pixels, textureIndex: image.index)
            }
            if let tint = item.pointee.packedTint { instance.pointee.tint(by: tint.rgb) }
            // A pattern, not `==`: the raw-value enum's `==` is a generic call from this module.
            if case .additive = item.pointee.blending { instance.pointee.blendsAdditively = true }
            instance.pointee.strokeArc = item.pointee.rare?.strokeArc
        }
        return images
    }

    /// Adds a part's `partImages` to `images` (each image once; `known`
    /// indexes `images`) and renumbers the texture indices of that part's
    /// `count` instances at `instances` to match.
    static func merge(_ partImages: [CGImage], of instances: UnsafeMutablePointer<QuadInstance>, count: Int,
                              into images: inout [CGImage], known: inout [ObjectIdentifier: Int]) {
        guard !partImages.isEmpty else { return }
        var renumbered = [Int](repeating: 0, count: partImages.count)
        for (local, image) in partImages.enumerated() {
            if let index = known[ObjectIdentifier(image)] {
                renumbered[local] = index
            } else {
                renumbered[local] = images.count
                known[ObjectIdentifier(image)] = images.count
                images.append(image)
            }
        }
        if renumbered.enumerated().allSatisfy({ $0.offset == $0.element }) { return }
        for index in 0..<count {
            if let local = instances[index].contents?.textureIndex {
                instances[index].contents?.textureIndex = renumbered[local]
            }
        }
    }

    /// Where an item's image (`imagePixels` in size) is sampled and drawn, in
    /// its layer space, and whether its bounds cut it.
    private static func contents(of item: UnsafePointer<LayerDraw>, imagePixels: CGSize,
                                 textureIndex: Int) -> QuadInstance.Contents {
        let bounds = item.pointee.properties.bounds
        let contentsRect = item.pointee.properties.rare.contentsRect
        let destination = ContentsLayout.destination(
            gravity: item.pointee.properties.rare.contentsGravity, imagePixels: imagePixels,
            contentsRect: contentsRect, contentsScale: item.pointee.properties.contentsScale, bounds: bounds,
            contentsAreFlipped: false)
        let contentsScale = item.pointee.properties.contentsScale
        let pointsPerPixel = contentsScale > 0 && contentsScale.isFinite ? 1 / contentsScale : 1
        var contents = QuadInstance.Contents(
            textureIndex: textureIndex, rect: contentsRect,
            destination: destination.offsetBy(dx: -bounds.minX, dy: -bounds.minY),
            center: item.pointee.properties.rare.contentsCenter,
            naturalSize: CGSize(width: imagePixels.width * abs(contentsRect.width) * pointsPerPixel,
                                height: imagePixels.height * abs(contentsRect.height) * pointsPerPixel),
            filters: ContentsFilters(minification: item.pointee.properties.rare.minificationFilter,
                                     magnification: item.pointee.properties.rare.magnificationFilter))
        contents.masksToBounds = item.pointee.properties.masksToBounds
        return contents
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

/// The buffers the parts of a long run share while they are made on several
/// threads: each part reads its own range of items and writes only its own
/// range of slots and its own entry of images, so no two threads touch the
/// same memory. Sendable for that hand-over only.
private struct PartBuffers: @unchecked Sendable {
    let items: UnsafeBufferPointer<LayerDraw>
    let slots: UnsafeMutablePointer<QuadInstance>
    let images: UnsafeMutableBufferPointer<[CGImage]>
}
