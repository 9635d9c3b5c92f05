import CoreAnimationValues
import CoreGraphics
import Foundation
import RenderServer

/// Layer shadows inside a run of the executor's walk.
///
/// 1. Each layer the plan lists as casting a shadow (`LayerRun.shadowCasters`)
///    gets one (`ShadowBuilder`): a closed-form `ShadowInstance`, or a
///    blurred texture from `ShadowTextureCache`, made now (before the run's
///    stencil is applied) when its inputs changed. A shadow made from a
///    layer's subtree is the plan's (`LayerRun.subtreeShadows`): the kept
///    texture, or the planned pass executed and blurred.
/// 2. `ShadowSchedule` splits the run into passes of shadows and passes of
///    layer quads so that every shadow lands right before its layer in
///    painter's order, with passes as long as overlap allows.
/// 3. The run's shadows are packed once (`ShadowRenderer.prepare`) and the
///    passes drawn in order, all inside the run's clip chain. A run with
///    shadows keeps its whole chain in the stencil (hard-edged), since the
///    shadow program has no anti-aliased clip of its own.
///
/// A run without shadows is one `LayerQuadRenderer.draw`, as before.
///
/// - Note: Render thread only; the context must be current.
extension FramePlanExecutor {
    /// A run's shadows, in the order of their layers.
    struct RunShadows {
        var instances: [ShadowInstance] = []
        /// Each shadow's layer, as an index into the run's instances.
        var casters: [Int] = []
        var isEmpty: Bool { instances.isEmpty }
    }

    /// The shadows of `run`, whose quads are `instances`. Makes the blurred
    /// textures that are missing (binding their own targets).
    func shadows(of run: LayerRun, instances: [QuadInstance], images: [CGImage],
                 on surface: CompositingSurface) -> RunShadows {
        var result = RunShadows()
        guard !run.shadowCasters.isEmpty else { return result }
        let items = run.items
        let width = surface.target.pixelWidth, height = surface.target.pixelHeight
        for index in run.shadowCasters {
            let item = items[index]
            let local = index - run.range.lowerBound
            let instance = instances[local]
            if case .subtree? = item.shadowCasting {
                // The shadow of the composited subtree, as planned.
                let p = item.properties
                guard let color = ShadowBuilder.color(of: item), let planned = run.subtreeShadow(at: index),
                      let blurred = subtreeShadow(planned, of: item.id)
                else { continue }
                result.instances.append(ShadowInstance(
                    transform: instance.transform,
                    shape: blurred.region.offsetBy(dx: p.shadowOffset.width, dy: p.shadowOffset.height),
                    sigma: planned.source.sigma, color: color, texture: blurred.texture, hole: nil))
                result.casters.append(local)
                report.shadows.textured += 1
                continue
            }
            guard let shape = ShadowBuilder.shape(of: item, instance: instance, images: images),
                  var color = ShadowBuilder.color(of: item)
            else { continue }
            let p = item.properties
            let offset = p.shadowOffset
            let sigma = ShadowBuilder.sigma(shadowRadius: p.shadowRadius)
            let pixelsPerUnit = ShadowBuilder.pixelsPerUnit(
                at: CGPoint(x: instance.size.width / 2, y: instance.size.height / 2), toClip: instance.transform,
                width: width, height: height)
            let hole = ShadowBuilder.opaqueInterior(
                of: item, instance: instance, images: images, targetWidth: width, targetHeight: height)
            var shadow: ShadowInstance
            switch shape {
            case .roundedRect(let alpha):
                color.red *= alpha
                color.green *= alpha
                color.blue *= alpha
                color.alpha *= alpha
                let pixel = 1 / pixelsPerUnit
                // A pixel's box filter adds a variance of 1/12 pixel²: sharp
                // shadows come out anti-aliased like layer edges.
                shadow = ShadowInstance(
                    transform: instance.transform,
                    shape: CGRect(origin: CGPoint(x: offset.width, y: offset.height), size: instance.size),
                    corners: instance.corners.circularEquivalent(in: instance.size),
                    sigma: (sigma * sigma + pixel * pixel / 12).squareRoot(), color: color, hole: hole?.rect)
                report.shadows.closedForm += 1
            case .path, .layerAlpha:
                guard let blurred = blurredShadow(
                    of: item, shape: shape, instance: instance, images: images, sigma: sigma,
                    pixelsPerUnit: pixelsPerUnit)
                else { continue }
                shadow = ShadowInstance(
                    transform: instance.transform, shape: blurred.region.offsetBy(dx: offset.width, dy: offset.height),
                    sigma: sigma, color: color, texture: blurred.texture, hole: hole?.rect)
                report.shadows.textured += 1
            }
            shadow.holeCornerCut = hole?.cornerCut ?? 0
            result.instances.append(shadow)
            result.casters.append(local)
        }
        return result
    }

    /// The cached (or newly blurred) texture of a `shadowPath` or contents-alpha shadow.
    private func blurredShadow(
        of item: LayerDraw, shape: ShadowBuilder.Shape, instance: QuadInstance, images: [CGImage],
        sigma: CGFloat, pixelsPerUnit: CGFloat
    ) -> ShadowTextureCache.Blurred? {
        guard let cache = blurredShadowCache() else { return nil }
        let source: ShadowTextureCache.Key.Source
        let shapeBounds: CGRect
        if case .path(let path) = shape {
            let origin = item.properties.bounds.origin
            source = .path(path, boundsOrigin: origin)
            shapeBounds = path.boundingBoxOfPath.offsetBy(dx: -origin.x, dy: -origin.y)
        } else {
            var alphaSource = instance
            alphaSource.transform = CATransform3DIdentity
            alphaSource.opacity = 1
            alphaSource.depth = 0
            alphaSource.contents?.textureIndex = 0
            source = .layer(alphaSource, image: instance.contents.map { images[$0.textureIndex] })
            shapeBounds = CGRect(origin: .zero, size: instance.size)
        }
        return blurred(source, for: item.id, in: cache, sigma: sigma, pixelsPerUnit: pixelsPerUnit, shapeBounds: shapeBounds)
    }

    /// The blurred shadow cache; nil, reported, when its programs cannot be made.
    private func blurredShadowCache() -> ShadowTextureCache? {
        do {
            return try shadowTextureCache()
        } catch {
            Diagnostics.report("blurred shadows are unavailable (\(error)); drawn without them", subsystem: "GLESRenderer")
            return nil
        }
    }

    /// The cache's texture for `source` (made now if its key changed), drawn
    /// into its own target outside any clip, its GL calls counted as the executor's.
    func blurred(_ source: ShadowTextureCache.Key.Source, for layer: LayerID, in cache: ShadowTextureCache,
                 sigma: CGFloat, pixelsPerUnit: CGFloat, shapeBounds: CGRect) -> ShadowTextureCache.Blurred? {
        let key = ShadowTextureCache.Key(
            source: source, sigma: sigma, pixelsPerUnit: ShadowTextureCache.Key.quantised(pixelsPerUnit: pixelsPerUnit))
        return uncounted {
            context.state.setStencilTest(false)
            return cache.blurred(for: layer, key: key, shapeBounds: shapeBounds, quads: quads)
        }
    }

    /// Draws a run's layers and shadows in passes (see the type's comment),
    /// over what the surface holds; the run's clip chain is already applied.
    /// With `occludes`, the run's opaque parts go first and every pass is
    /// depth-tested against them (`FramePlanExecutor+Occlusion.swift`).
    func drawPasses(
        _ instances: [QuadInstance], images: [CGImage], shadows run: RunShadows, on surface: CompositingSurface,
        occludes: Bool = false
    ) throws {
        let renderer = try shadowRenderer()
        let width = surface.target.pixelWidth, height = surface.target.pixelHeight
        // Pixel bounds with a pixel of slack for anti-aliased edges.
        let layerBounds = instances.map {
            ShadowBuilder.pixelBounds(of: CGRect(origin: .zero, size: $0.size), toClip: $0.transform,
                                      width: width, height: height).insetBy(dx: -1.5, dy: -1.5)
        }
        let shadowBounds = zip(run.casters, run.instances).map { caster, shadow in
            (layer: caster, bounds: ShadowBuilder.pixelBounds(of: shadow.coveredRect, toClip: shadow.transform,
                                                              width: width, height: height).insetBy(dx: -1, dy: -1))
        }
        renderer.prepare(run.instances)
        // The run's quads packed and uploaded once (occluders drawn now), each pass drawing its part.
        let occluded = prepareQuads(instances, textures: images, on: surface,
                                    occlusion: occludes ? .occludersFirst : .off) > 0
        for pass in ShadowSchedule.passes(layerBounds: layerBounds, shadows: shadowBounds) {
            switch pass {
            case .layers(let range):
                drawPreparedQuads(range, on: surface)
            case .shadows(let range):
                drawShadows(range, with: renderer, on: surface, depthTested: occluded)
            }
        }
    }

    /// The blurred shadow of a layer with sublayers and no `shadowPath`, as
    /// the plan has it (`FramePlanner+SubtreeShadows.swift`): the kept
    /// texture, or the planned pass drawn into a new one and blurred by
    /// `ShadowTextureCache`. Nil when it cannot be had.
    func subtreeShadow(_ planned: SubtreeShadow, of layer: LayerID) -> ShadowTextureCache.Blurred? {
        guard let cache = blurredShadowCache() else { return nil }
        switch planned.image {
        case .kept:
            return cache.kept(for: layer)
        case .draw(let pass):
            return uncounted {
                context.state.setStencilTest(false)
                return cache.blurredSubtree(for: layer, source: planned.source, layout: planned.layout, quads: quads) {
                    target in
                    let surface = CompositingSurface(target: target, pass: pass)
                    self.clear(surface, to: .clear)
                    self.execute(pass.steps, on: surface)
                }
            }
        }
    }
}
