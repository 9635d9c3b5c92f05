import CoreAnimationModel
import CoreGraphics
import Foundation
import RenderServer

/// The frame with shadows.
///
/// 1. Each layer's shadow is resolved (`ShadowBuilder`): a closed-form
///    `ShadowInstance`, or a blurred texture from `ShadowTextureCache` (made
///    now, before the target is touched, when its inputs changed).
/// 2. `ShadowSchedule` splits the frame into runs of shadows and runs of
///    layer quads so that every shadow lands right before its layer in
///    painter's order, with runs as long as overlap allows.
/// 3. The shadows are packed once (`ShadowRenderer.prepare`), then the runs
///    are drawn in order: layer runs by the layer quad renderer (the first
///    one clears the target), shadow runs by the shadow renderer.
///
/// A frame without shadows is the plain layer quad frame, one draw.
extension GLESFrameRenderer {
    func drawLayersAndShadows(_ list: DrawList, instances: [QuadInstance], images: [CGImage],
                              context: GLESContext, target: RenderTarget) throws {
        guard let quads else { return }
        let started = Self.now()
        var shadowStatistics = ShadowStatistics()
        shadowTextures?.resetCounters()
        let width = target.pixelWidth, height = target.pixelHeight

        var shadowInstances: [ShadowInstance] = []
        var casters: [Int] = []
        for (index, item) in list.items.enumerated() where index < instances.count {
            let instance = instances[index]
            guard let shape = ShadowBuilder.shape(of: item, instance: instance, images: images),
                  var color = ShadowBuilder.color(of: item)
            else { continue }
            let p = item.properties
            let offset = p.shadowOffset
            let sigma = ShadowBuilder.sigma(shadowRadius: p.shadowRadius)
            let shadow: ShadowInstance
            let pixelsPerUnit = ShadowBuilder.pixelsPerUnit(
                at: CGPoint(x: instance.size.width / 2, y: instance.size.height / 2), toClip: instance.transform,
                width: width, height: height)
            let hole = ShadowBuilder.opaqueInterior(of: item, instance: instance, images: images, pixelsPerUnit: pixelsPerUnit)
            switch shape {
            case .roundedRect(let alpha):
                color.red *= alpha
                color.green *= alpha
                color.blue *= alpha
                color.alpha *= alpha
                let size = instance.size
                let pixel = 1 / pixelsPerUnit
                // A pixel's box filter adds a variance of 1/12 pixel²: sharp
                // shadows come out anti-aliased like layer edges.
                shadow = ShadowInstance(
                    transform: instance.transform,
                    shape: CGRect(origin: CGPoint(x: offset.width, y: offset.height), size: size),
                    cornerRadius: instance.cornerRadius, maskedCorners: instance.maskedCorners,
                    sigma: (sigma * sigma + pixel * pixel / 12).squareRoot(), color: color, hole: hole)
                shadowStatistics.closedForm += 1
            case .path, .layerAlpha:
                if shadowTextures == nil { shadowTextures = try ShadowTextureCache(context: context) }
                let source: ShadowTextureCache.Key.Source
                let shapeBounds: CGRect
                if case .path(let path) = shape {
                    let origin = p.bounds.origin
                    source = .path(path, boundsOrigin: origin)
                    shapeBounds = path.boundingBoxOfPath.offsetBy(dx: -origin.x, dy: -origin.y)
                } else {
                    var alphaSource = instance
                    alphaSource.transform = CATransform3DIdentity
                    alphaSource.opacity = 1
                    alphaSource.contents?.textureIndex = 0
                    source = .layer(alphaSource, image: instance.contents.map { images[$0.textureIndex] })
                    shapeBounds = CGRect(origin: .zero, size: instance.size)
                }
                let key = ShadowTextureCache.Key(
                    source: source, sigma: sigma,
                    pixelsPerUnit: ShadowTextureCache.Key.quantised(pixelsPerUnit: pixelsPerUnit))
                guard let blurred = shadowTextures!.blurred(for: item.id, key: key, shapeBounds: shapeBounds, quads: quads)
                else { continue }
                shadow = ShadowInstance(
                    transform: instance.transform, shape: blurred.region.offsetBy(dx: offset.width, dy: offset.height),
                    sigma: sigma, color: color, texture: blurred.texture, hole: hole)
                shadowStatistics.textured += 1
            }
            shadowInstances.append(shadow)
            casters.append(index)
        }
        shadowStatistics.textureRenders = shadowTextures?.renders ?? 0
        defer { shadowTextures?.endFrame() }

        guard !shadowInstances.isEmpty else {
            lastStatistics = quads.draw(instances, textures: images, to: target, clearColor: clearColor)
            lastShadowStatistics = shadowStatistics
            return
        }
        if shadows == nil { shadows = try ShadowRenderer(context: context) }
        guard let shadows else { return }

        // Pixel bounds with a pixel of slack for anti-aliased edges.
        let layerBounds = instances.map {
            ShadowBuilder.pixelBounds(of: CGRect(origin: .zero, size: $0.size), toClip: $0.transform,
                                      width: width, height: height).insetBy(dx: -1.5, dy: -1.5)
        }
        let shadowBounds = zip(casters, shadowInstances).map { caster, shadow in
            (layer: caster, bounds: ShadowBuilder.pixelBounds(of: shadow.coveredRect, toClip: shadow.transform,
                                                              width: width, height: height).insetBy(dx: -1, dy: -1))
        }
        let passes = ShadowSchedule.passes(layerBounds: layerBounds, shadows: shadowBounds)

        shadows.prepare(shadowInstances)
        var total = FrameStatistics()
        var cleared = false
        for pass in passes {
            switch pass {
            case .layers(let range):
                total.add(quads.draw(Array(instances[range]), textures: images, to: target,
                                     clearColor: cleared ? nil : clearColor))
                cleared = true
            case .shadows(let range):
                if !cleared {
                    total.add(quads.draw([], textures: images, to: target, clearColor: clearColor))
                    cleared = true
                }
                let drawn = shadows.draw(range, to: target)
                total.add(drawn)
                shadowStatistics.shadowPasses += 1
                shadowStatistics.drawCalls += drawn.drawCalls
            }
        }
        total.encodingMilliseconds = (Self.now() - started) * 1000
        lastStatistics = total
        lastShadowStatistics = shadowStatistics
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

extension FrameStatistics {
    /// Adds the counts of one pass; the GPU time is the latest pass's.
    fileprivate mutating func add(_ pass: FrameStatistics) {
        drawCalls += pass.drawCalls
        instances += pass.instances
        droppedInstances += pass.droppedInstances
        textureUploads += pass.textureUploads
        stateChanges += pass.stateChanges
        skippedStateChanges += pass.skippedStateChanges
        encodingMilliseconds += pass.encodingMilliseconds
        if pass.gpuMilliseconds != nil || pass.gpuTimeUnavailableReason != nil {
            gpuMilliseconds = pass.gpuMilliseconds
            gpuTimeUnavailableReason = pass.gpuTimeUnavailableReason
        }
    }
}
