import CoreAnimationValues
import CoreGraphics
import Foundation
import RenderServer

/// The debugging colours (`RenderDebugOptions`), drawn over the layers they
/// describe right after them, inside the same clips.
extension FramePlanExecutor {
    /// Whether runs get tints (`withDebugTints`).
    var tintsLayers: Bool {
        debugOptions.contains(.blendedLayers)
    }

    /// A run's quads with each layer's tint right after it (painter's order
    /// kept, so a layer's tint is covered by what is drawn over the layer):
    /// blended red or opaque green. Layers that draw nothing get none, nor
    /// do the window's overlays (the heads-up display that explains the colours).
    func withDebugTints(_ items: [LayerDraw], _ range: Range<Int>, instances: [QuadInstance],
                        images: [CGImage]) -> [QuadInstance] {
        var result: [QuadInstance] = []
        result.reserveCapacity(instances.count * 2)
        for (offset, instance) in instances.enumerated() {
            result.append(instance)
            let draws = instance.backgroundColor.alpha > 0 || instance.contents != nil || instance.borderWidth > 0
            guard draws, range.lowerBound + offset < overlayStart else { continue }
            if debugOptions.contains(.blendedLayers) {
                result.append(Self.tinted(instance, Self.isOpaque(instance, images: images)
                                              ? RenderDebugOptions.opaqueTint : RenderDebugOptions.blendedTint))
            }
        }
        return result
    }

    /// Tints `rects` of `target` (its pixels, y down) with the flash colour
    /// over what was drawn: the frame's damaged rectangles, redrawn in this
    /// frame (`flashUpdatedRegions`). Drawn last, unclipped; the renderer
    /// redraws them clean in the next frame.
    package func drawFlash(over rects: [PixelRect], on target: RenderTarget) {
        let items = rects.map { rect in
            var properties = LayerProperties()
            properties.bounds = CGRect(x: 0, y: 0, width: rect.width, height: rect.height)
            properties.anchorPoint = .zero
            let tint = RenderDebugOptions.flashTint
            // Straight colour, with the tint's alpha as the quad's opacity.
            properties.backgroundColor = CGColor(red: CGFloat(tint.red / tint.alpha), green: CGFloat(tint.green / tint.alpha),
                                                 blue: CGFloat(tint.blue / tint.alpha), alpha: 1)
            return LayerDraw(id: LayerID(rawValue: 0),
                             transform: CATransform3DMakeTranslation(CGFloat(rect.x), CGFloat(rect.y), 0),
                             properties: properties, opacity: RenderDebugOptions.flashTint.alpha, clips: [], mask: [])
        }
        let surface = CompositingSurface(target: target, rect: PixelRect(x: 0, y: 0, width: target.pixelWidth,
                                                                           height: target.pixelHeight),
                                         clipBase: 0, pointsToPixels: 1)
        let (instances, _) = QuadInstanceBuilder.instances(
            for: items[...], rootShift: nil, pointsToPixels: 1, target: target)
        stencil.apply([], on: surface)
        drawQuads(instances, textures: [], on: surface)
    }

    /// Tints a layer drawn through an offscreen image, over its bounds, in
    /// the clips around it. (The window's overlays never draw offscreen.)
    func drawOffscreenTint(_ item: LayerDraw, on surface: CompositingSurface) {
        guard debugOptions.contains(.offscreenRendered) else { return }
        drawTint(RenderDebugOptions.offscreenTint, over: item, on: surface)
    }

    /// Tints a `shouldRasterize` layer green when its cached image was reused, red when it was drawn again.
    func drawRasterizationTint(_ item: LayerDraw, hit: Bool, on surface: CompositingSurface) {
        guard debugOptions.contains(.rasterizationHits) else { return }
        drawTint(hit ? RenderDebugOptions.hitTint : RenderDebugOptions.missTint, over: item, on: surface)
    }

    /// A flat `tint` over a layer's bounds, in the clips around it.
    private func drawTint(_ tint: PremultipliedColor, over item: LayerDraw, on surface: CompositingSurface) {
        var plain = item
        plain.transition = nil
        let (instances, _) = QuadInstanceBuilder.instances(
            for: [plain][...], rootShift: surface.rootShift, pointsToPixels: surface.pointsToPixels, target: surface.target)
        stencil.apply(item.clips.dropFirst(surface.clipBase), on: surface)
        drawQuads(instances.map { Self.tinted($0, tint) }, textures: [], on: surface)
    }

    /// `instance` as a flat rounded rectangle of `tint`.
    private static func tinted(_ instance: QuadInstance, _ tint: PremultipliedColor) -> QuadInstance {
        var overlay = instance
        overlay.contents = nil
        overlay.strokeArc = nil
        overlay.borderWidth = 0
        overlay.backgroundColor = tint
        overlay.opacity = 1
        return overlay
    }

    /// Whether a layer covers its whole quad with opaque colour (nothing under it shows through).
    static func isOpaque(_ instance: QuadInstance, images: [CGImage]) -> Bool {
        guard instance.opacity >= 1, !instance.corners.isRounded else { return false }
        if instance.backgroundColor.alpha >= 1 { return true }
        guard let contents = instance.contents, contents.textureIndex < images.count else { return false }
        let alpha = images[contents.textureIndex].alphaInfo
        let covers = contents.destination.contains(CGRect(origin: .zero, size: instance.size))
        return covers && (alpha == .none || alpha == .noneSkipLast || alpha == .noneSkipFirst)
    }
}
