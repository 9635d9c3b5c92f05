import CGLES
import CoreAnimationValues
import Foundation
import RenderServer

/// Occluders: the opaque parts of a run drawn first, writing depth, so that
/// whatever they hide is never shaded (`LayerQuadRenderer.Occlusion`).
///
/// Each surface numbers its layers in painter's order as they are drawn
/// and gives the k-th the depth `1 − (k + 1) · step` (nearer for later);
/// a shadow sits half a step behind its layer, so that the layer's own
/// inside hides it. Since the numbers only grow, a run's depth test can only
/// hide what comes before it on the surface; only its own occluders,
/// drawn ahead of their turn, ever hide anything, and only pixels they
/// paint over anyway. Group composites, transitions and clip shapes draw
/// without the test, as before.
///
/// **When it pays.** The depth buffer costs every frame that uses it (its
/// clear, and a depth test on every later pixel), so a run draws occluders
/// only where the opaque layers they come from cover at least a quarter of
/// the surface's pixels together (`addOccludedArea`): big cards and panels,
/// opaque overdraw. A screen of small controls draws in painter's order.
/// The opaque middles of sprites' images (`OpaqueInterior`), each one more
/// quad, must cover it `interiorCoverageThatPays` times over: heaps of
/// sprites many deep.
///
/// A surface's depth buffer is cleared when it first draws occluders in a
/// frame (with the stencil, when no clip has used it yet). Targets without
/// one (a window config without depth) and surfaces that run out of numbers
/// (over a million layers) draw in painter's order alone.
///
/// - Note: Render thread only; the context must be current.
extension FramePlanExecutor {
    /// The depth between two consecutive layers: 2⁻¹⁹, 32 steps of a 24-bit
    /// depth buffer, far above the rounding of z = depth × w / w.
    static let depthStep: Float = 1.0 / 524_288
    /// How many layers one surface can number in a frame.
    static let depthIndexLimit = 1_048_000

    /// Whether the run of `instances` on `surface` draws occluders: the
    /// executor draws them, they pay (`addOccludedArea`), the target has a
    /// depth buffer and the surface has numbers left. Clears the surface's
    /// depth on first use.
    func occludes(_ instances: [QuadInstance], images: [CGImage], on surface: CompositingSurface) -> Bool {
        guard mayOcclude(count: instances.count, on: surface) else { return false }
        var shares = OpaqueShares()
        var area: CGFloat = 0
        let width = surface.target.pixelWidth, height = surface.target.pixelHeight
        // A part's covering first layer stands for the clear: it hides nothing.
        let pays = instances.withUnsafeBufferPointer { buffer in
            Self.addOccludedArea(
                of: buffer, from: surface.firstLayerCovers ? 1 : 0,
                opaqueShare: { shares.share(of: $0, images: images, quads: quads) }, width: width, height: height,
                needed: Self.opaqueAreaThatPays(width: width, height: height), to: &area)
        }
        return pays && clearsDepth(of: surface)
    }

    /// `occludes(_:images:on:)` for a run made in chunks, judged on its first
    /// chunk: whether that chunk's opaque area, as the run's share
    /// (`count` over the chunk's), pays. The chunks are numbered for depth
    /// first (the first chunk, kept, is packed as it was made; the numbers
    /// are not used without occluders), and the surface's numbers taken
    /// when they occlude.
    func occludesByItsFirstChunk(_ chunks: QuadInstanceChunks, on surface: CompositingSurface) -> Bool {
        guard mayOcclude(count: chunks.count, on: surface) else { return false }
        chunks.firstDepthIndex = surface.depthIndex
        var shares = OpaqueShares()
        var pays = false
        let width = surface.target.pixelWidth, height = surface.target.pixelHeight
        let start = surface.firstLayerCovers ? 1 : 0
        chunks.forEachChunk { buffer, _ in
            var area: CGFloat = 0
            let images = chunks.images
            pays = Self.addOccludedArea(
                of: buffer, from: start, opaqueShare: { shares.share(of: $0, images: images, quads: quads) },
                width: width, height: height,
                needed: Self.opaqueAreaThatPays(width: width, height: height) * CGFloat(buffer.count)
                    / CGFloat(chunks.count),
                to: &area)
            return false
        }
        guard pays, clearsDepth(of: surface) else { return false }
        surface.depthIndex += chunks.count
        return true
    }

    /// Whether a run of `count` layers on `surface` may draw occluders at all.
    func mayOcclude(count: Int, on surface: CompositingSurface) -> Bool {
        drawsOccludersFirst && surface.depthIndex + count < Self.depthIndexLimit
    }

    /// Each image's opaque share (`OpaqueInterior`), asked for once per
    /// run: images already uploaded only (an upload here would go
    /// uncounted; a new image's interior counts from its second frame),
    /// each scanned once in its texture's life (kept with the texture).
    struct OpaqueShares {
        /// By texture index; the outer nil: not asked yet.
        private var shares: [CGFloat?] = []

        mutating func share(of index: Int, images: [CGImage], quads: LayerQuadRenderer) -> CGFloat {
            guard quads.occludesImageInteriors, index >= 0, index < images.count else { return 0 }
            if shares.count < images.count { shares.append(contentsOf: repeatElement(nil, count: images.count - shares.count)) }
            if let known = shares[index] { return known }
            let textures = quads.textures
            let interior = textures.residentTexture(for: images[index]).flatMap { textures.opaqueInterior($0) }
            let share = interior.map { $0.width * $0.height } ?? 0
            shares[index] = share
            return share
        }
    }

    /// Clears the depth of `surface` on its first occluders this frame;
    /// false when its target has no depth buffer.
    func clearsDepth(of surface: CompositingSurface) -> Bool {
        if surface.depthCleared { return true }
        // First use on this surface this frame: one bind to ask for depth bits (once) and clear.
        let state = context.state
        surface.target.bindForDrawing(state)
        if surface.depthBits == nil {
            var bits: GLint = 0
            glGetIntegerv(GLenum(GL_DEPTH_BITS), &bits)
            surface.depthBits = glGetError() == GLenum(GL_NO_ERROR) ? Int(bits) : 0
        }
        guard (surface.depthBits ?? 0) >= 16 else { return false }
        state.setDepth(test: false, writes: true)
        if surface.stencilChain == nil {
            // The stencil is not in use yet: cleared with the depth, which it
            // shares a buffer with. Mesa's llvmpipe fills a whole packed
            // depth-stencil buffer, but reads, masks and writes back every
            // pixel of a depth-only clear (about 5 % of its rasterizer
            // threads at 100 cards). Clips then find it clear.
            glClear(GLbitfield(GL_DEPTH_BUFFER_BIT | GL_STENCIL_BUFFER_BIT))
            surface.stencilChain = []
        } else {
            glClear(GLbitfield(GL_DEPTH_BUFFER_BIT))
        }
        surface.depthCleared = true
        return true
    }

    /// How many times over the opaque interiors of images must cover the
    /// target to pay for themselves. Each is one more quad whose triangles
    /// llvmpipe sets up and bins; and its depth test costs every pixel
    /// drawn after it. Measured with FrameBench's sprites (32-point petals
    /// whose interior is a quarter of the image, headless, 2 cores): a loss
    /// at 1,000 and 5,000 (interiors covering the target 0.3 and 1.3 times,
    /// fps down a quarter and a tenth), a gain at 20,000 (5.3 times, fps up
    /// 16 %).
    static let interiorCoverageThatPays: CGFloat = 3

    /// A quarter of a `width` × `height` target: the opaque area (as
    /// `addOccludedArea` counts it) that pays for occluders.
    static func opaqueAreaThatPays(width: Int, height: Int) -> CGFloat {
        CGFloat(width) * CGFloat(height) / 4
    }

    /// Adds the opaque area of `buffer` from `start` to `area`, stopping
    /// once it reaches `needed` (`opaqueAreaThatPays`); whether it does. What counts, overlaps
    /// counted again on a `width` × `height` target: layers with an opaque
    /// background and no contents covering a quarter of its pixels, or
    /// plain layers showing an image, for `opaqueShare` of their area (the
    /// part of the image with texture index k that is opaque,
    /// `OpaqueInterior`), covering it `interiorCoverageThatPays` times; or
    /// both in proportion. Opacity 1. Instances before `start` are not
    /// counted (a part's covering first layer, drawn in place of the clear).
    static func addOccludedArea(of buffer: UnsafeBufferPointer<QuadInstance>, from start: Int,
                                opaqueShare: (Int) -> CGFloat, width: Int, height: Int, needed: CGFloat,
                                to area: inout CGFloat) -> Bool {
        // An interior's pixels count for less than a plain opaque layer's.
        let interiorWeight = 1 / (4 * interiorCoverageThatPays)
        // Read in place: a copy of each instance would move hundreds of bytes.
        for index in min(start, buffer.count)..<buffer.count {
            let instance = buffer.baseAddress! + index
            guard instance.pointee.opacity >= 1, !instance.pointee.blendsAdditively else { continue }
            if instance.pointee.hasContents {
                // What the packer makes occluders of: unfaded sprites
                // (`SpriteQuad`), sampled linearly. Read in place.
                guard instance.pointee.backgroundColor.alpha == 0, instance.pointee.contents!.tint == .white,
                      instance.pointee.contents!.filters == .linear,
                      instance.pointee.contents!.center == CGRect(x: 0, y: 0, width: 1, height: 1),
                      !instance.pointee.corners.isRounded, !instance.pointee.hasVisibleBorder,
                      !instance.pointee.allowsEdgeAntialiasing else { continue }
                let share = opaqueShare(instance.pointee.contents!.textureIndex)
                guard share > 0 else { continue }
                area += interiorWeight * share * pixelArea(of: instance.pointee, width: width, height: height)
            } else {
                guard instance.pointee.backgroundColor.alpha >= 1 else { continue }
                area += pixelArea(of: instance.pointee, width: width, height: height)
            }
            if area >= needed { return true }
        }
        return false
    }

    /// The pixels the quad of `instance` covers (its projected corners'
    /// polygon, `ShadowBuilder.pixelPoint`); 0 where a corner is behind the
    /// eye or not finite.
    static func pixelArea(of instance: QuadInstance, width: Int, height: Int) -> CGFloat {
        let t = instance.transform, w = instance.size.width, h = instance.size.height
        func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint? {
            ShadowBuilder.pixelPoint(CGPoint(x: x, y: y), toClip: t, width: width, height: height)
        }
        guard let a = point(0, 0), let b = point(w, 0), let c = point(w, h), let d = point(0, h) else { return 0 }
        // The shoelace formula over a, b, c, d.
        let twice = (a.x * b.y - b.x * a.y) + (b.x * c.y - c.x * b.y) + (c.x * d.y - d.x * c.y) + (d.x * a.y - a.x * d.y)
        let area = abs(twice) / 2
        return area.isFinite ? area : 0
    }

    /// Numbers the run's layers (and their shadows, half a step behind) on `surface`.
    func assignDepths(_ instances: inout [QuadInstance], shadows: inout RunShadows, on surface: CompositingSurface) {
        let first = surface.depthIndex
        for index in instances.indices {
            instances[index].depth = 1 - Float(first + index + 1) * Self.depthStep
        }
        for (k, caster) in shadows.casters.enumerated() {
            shadows.instances[k].depth = instances[caster].depth + Self.depthStep / 2
        }
        surface.depthIndex = first + instances.count
    }
}
