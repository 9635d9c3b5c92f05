import CGLES
import CoreAnimationValues
import CoreGraphics
import Foundation
import RenderServer
import Shaders

/// Draws layers as instanced quads with the layer program (`Shaders/layer_quad.*`)
/// or, for plain layers, the sprite program (`Shaders/sprite_quad.*`).
///
/// A frame: clear the target (optional), pack every instance into its
/// program's buffer (one `glBufferData` per program per frame), then one
/// `glDrawArraysInstanced` per batch, in the order given (painter's order;
/// no sorting here). Instances that draw nothing (no fill, no contents, no
/// visible border) are skipped.
///
/// The layer program comes in two variants: *plain* (background, border,
/// corners) and *contents* (the same plus a texture). On llvmpipe a shader
/// pays for both sides of every branch, so sampling in the plain variant
/// would cost layers without contents about as much as textured ones. A
/// third, *square contents*, is for an image in a layer whose rounded
/// corners do not cut it (no `masksToBounds`, as Apple's): rare, so the
/// common variants keep their cost. The sprite program (`SpriteQuad` says which layers qualify: hard edges, one
/// solid or textured rectangle) has a solid and a contents variant too, and
/// does no per-pixel work beyond one texel or one colour times opacity.
///
/// **Batching key.** A batch is a run of consecutive instances drawn by one
/// instanced call. Everything the programs read is per instance, and the
/// target is the same for the whole frame, so the key is
///
/// ```
///   key = (program, contents texture, blending)
///         program  = layer | square-contents layer | sprite | unfaded sprite
///                    (SpriteQuad decides, per instance; unfaded: contents at opacity 1)
///         texture  = (GL name, contents filters) | none
///         none    → plain / solid variant, no texture bound
///         texture → contents variant, that texture on unit 0
///         blending = over | additive (an additive emitter's particles: ONE, ONE)
///   a new batch starts where the key changes
/// ```
///
/// With `mergesUntexturedInstances` (the default off llvmpipe, where
/// sampling is cheap and draw calls are not), `none` matches any texture of
/// the *layer* program: an instance without contents joins the open layer
/// batch, and an open `none` batch takes the texture of the first textured
/// instance that joins it, so layers without contents never split a run of
/// one image.
///
/// Each batch re-points the instance attributes at its first instance
/// (GLES 3.0 has no base instance), then draws.
///
/// Invalid instances (non-finite transform or size) are dropped with one
/// diagnostic per frame; a texture index outside `textures` draws that
/// layer without contents, also with a diagnostic. Drawing never throws.
///
/// A draw may carry one `LayerQuadClip`: both variants then come in a
/// `LAYER_CLIP` form that multiplies every layer by its coverage of that
/// rounded rectangle, anti-aliased (the innermost `masksToBounds` clip).
/// Such a draw uses the layer program for every instance.
///
/// **Occluders.** Where the target has a depth buffer the executor may
/// ask for `Occlusion.occludersFirst`: every instance carries a depth in
/// painter's order (`QuadInstance.depth`, nearer for later), and the fully
/// opaque parts go first, front to back, blending off, depth written: the
/// insides of opaque layers big enough to split (`NinePatch`: the layer
/// program then draws only their rims) and opaque plain layers. The rest
/// follows in painter's order with the depth test on (`GL_LESS`, no
/// writes), so nothing an opaque part hides is shaded, and what shows is
/// what painter's order gives: an opaque pixel replaces whatever was below
/// it, so drawing it early changes nothing the test does not also hide.
/// With `occludesImageInteriors`, an unfaded sprite whose image has an
/// opaque middle (`OpaqueInterior`) adds that middle as an occluder, drawn
/// from its texture and from the sprite's own instance (the sprite
/// program's interior occluder variant cuts the quad to the middle, so the
/// occluder takes no instance data of its own); the sprite is drawn whole
/// in its turn, where the test keeps only what lies outside it.
///
/// Does not sort, clip to further `masksToBounds` ancestors (the stencil
/// does, see `ClipStencil`), render shadows, masks or offscreen groups:
/// those are the render server's passes built on this one
/// (`FramePlanExecutor`).
///
/// - Note: Render thread only; the context must be current.
package final class LayerQuadRenderer {
    package let context: GLESContext
    /// The images' textures; shared by every frame this renderer draws.
    package let textures: TextureCache

    /// Whether instances without contents join textured batches (see the
    /// batching key). Defaults to true except on llvmpipe.
    package var mergesUntexturedInstances: Bool
    /// Whether the opaque middles of sprites' images become occluders (see
    /// "Occluders"). On by default only where the rasterizer is the CPU
    /// (llvmpipe), which they spare shading; on a GPU they cost encoding and
    /// save fill the GPU had to spare (NVIDIA H200, 20,000 sprites: 108 fps
    /// without them, 65 with).
    package var occludesImageInteriors: Bool

    /// The layer program's variants, by what they draw: the common ones
    /// made with the renderer, those for continuous corners on first use.
    private var layerPrograms: [LayerVariant: LayerProgram] = [:]
    /// The continuous variants that could not be made (reported once; their
    /// layers are drawn with circular corners).
    private var refusedVariants: Set<LayerVariant> = []
    /// The sprite program and its instance buffer (for the layers `SpriteQuad` accepts).
    let sprites: SpriteQuadProgram
    /// Samplers for contents drawn with filters other than linear.
    private let samplers = TextureSamplers()
    private let attributes: InstanceAttributes
    /// Times each draw on the GPU; nil where the caller times a whole frame
    /// around its draws (`FramePlanExecutor`): timer queries cannot nest.
    private let timer: GPUFrameTimer?
    /// A recent draw's GPU time, or why there is none (when the renderer times its draws).
    package private(set) var lastGPUTime = FrameReport.GPUTime()
    /// The layer program's instance data of the frame being packed (reused across frames).
    let layerFloats = PackedFloats()
    /// The frame's opaque-interior occluders: runs of consecutive sprites
    /// (`first`, `count`: sprite buffer indices) of one texture with its
    /// opaque interior, each sprite drawn as its part inside it
    /// (`SpriteQuadProgram.prepareInteriorOccluders`); reused across frames.
    var interiorOccluders: [(texture: GLTextureName, interior: CGRect, first: Int, count: Int)] = []
    /// How many times over the frontmost interior occluders may cover the
    /// target; those behind them are not drawn (`keepFrontOccluders`).
    /// Measured with FrameBench's sprites at 20,000 (interiors covering the
    /// target 5.3 times; 1,280 × 720, 2 cores, 4 interleaved rounds): once
    /// over, the frame rate of all of them or better (medians 6.9 fps
    /// against 6.0) and 15 MB less resident (llvmpipe's binned scene); at
    /// 5,000 (1.3 times) the same either way.
    package var interiorOccluderCoverage: CGFloat = 1
    /// Each interior occluder being packed: the pixels its part covers,
    /// as `keepFrontOccluders` counts them (reused across frames).
    var interiorAreas: [CGFloat] = []
    /// The frame's batches (reused across frames).
    var batches: [Batch] = []
    /// For each instance given to `prepare` (and one past the last), the
    /// number of layer-program and sprite entries packed before it.
    var layerStarts: [Int] = []
    var spriteStarts: [Int] = []
    /// What the last `prepare` left for `drawPrepared`; nil before the first.
    var prepared: Prepared?

    /// Floats per instance: 16 (transform) + 10 × 4 (see `attributeCount`).
    static let floatsPerInstance = 56
    /// vec4 attributes: 4 transform columns, size/border/opacity, corner
    /// radii, background, border colour, contents rect, contents destination,
    /// contents centre, nine-slice caps, contents tint, piece.
    private static let attributeCount = 14

    /// What a draw does with the target's depth buffer (see "Occluders").
    package enum Occlusion: Equatable, Sendable {
        /// Painter's order alone; depth is neither tested nor written.
        case off
        /// The opaque parts first, writing depth; then the rest, depth-tested.
        case occludersFirst
    }

    /// A run of consecutive instances drawn by one instanced call.
    struct Batch {
        /// Which program, and so which instance buffer `first` indexes.
        var program: Program
        /// Whether its layers' corners are continuous (the layer program's `LAYER_CONTINUOUS` variant).
        var continuous = false
        var first: Int
        var count: Int
        /// The instances (indices into the array given to `prepare`) whose entries it holds.
        var instances: Range<Int>
        var texture: GLTextureName?
        /// How `texture` is sampled (`.linear` for untextured batches).
        var filters: ContentsFilters = .linear
        /// Whether the batch adds its pixels to the target's (an additive emitter's particles).
        var additive = false
    }

    /// Which program draws a batch.
    enum Program {
        /// The layer program; its variant for contents that keep square
        /// corners in a rounded layer (no `masksToBounds`); the sprite
        /// program; its contents variant for opacity 1, whose fragments are the texel alone.
        case layer, squareContentsLayer, sprite, unfadedSprite
        /// The layer program's arc variant: a round bordered layer cut to
        /// part of its ring (`QuadInstance.strokeArc`).
        case arcLayer
    }

    /// Compiles the layer program and sets up its instance buffer.
    ///
    /// - Parameters:
    ///   - timesDraws: time each draw on the GPU (`lastGPUTime`);
    ///     false where the caller times whole frames instead.
    ///   - timeGPUOnLlvmpipe: issue timer queries even on llvmpipe
    ///     (to test that path; the times mean nothing there).
    /// - Throws: `GLESRendererError.shaderCompile` or `.programLink`.
    package init(context: GLESContext, timesDraws: Bool = true, timeGPUOnLlvmpipe: Bool = false) throws {
        context.assertCurrent()
        self.context = context
        self.textures = TextureCache(context: context)
        mergesUntexturedInstances = !context.isLlvmpipe
        occludesImageInteriors = context.isLlvmpipe
        for contents in [false, true] {
            for clipped in [false, true] {
                for variant in [LayerVariant(contents: contents, clipped: clipped),
                                LayerVariant(contents: contents, squareContents: contents, arc: !contents, clipped: clipped)] {
                    layerPrograms[variant] = try LayerProgram(variant, context: context)
                }
            }
        }
        sprites = try SpriteQuadProgram(context: context)
        attributes = InstanceAttributes(
            attributeCount: Self.attributeCount, floatsPerInstance: Self.floatsPerInstance, state: context.state)
        timer = timesDraws ? GPUFrameTimer(context: context, timeLlvmpipe: timeGPUOnLlvmpipe) : nil
    }

    /// Draws `instances` in order into `target`, after clearing it to
    /// `clearColor` when one is given: `prepare` and `drawPrepared` of them all.
    ///
    /// - Parameters:
    ///   - textures: the images `QuadInstance.Contents.textureIndex` refers to.
    ///     Each is uploaded on first use and kept while the image object lives.
    ///   - clip: a rounded clip applied to every instance, anti-aliased; nil for none.
    ///   - occlusion: whether opaque parts are drawn first as occluders (see
    ///     "Occluders"); `.occludersFirst` needs a target with a depth buffer.
    ///   - firstCovers: whether the first instance covers every pixel the
    ///     draw reaches (a part's backdrop, `PlanPart.isCoveredOpaquely`),
    ///     where both programs draw it alike: it then takes the layer
    ///     program when the next instance does, one call for both.
    /// - Returns: what the draw cost and did; `lastGPUTime` has a recent
    ///   draw's GPU time when the renderer times its draws.
    /// - Complexity: O(instances) on the CPU, plus first uploads.
    ///
    /// The instances are let go of once packed, before the draw calls: a
    /// caller that hands over its last reference (`consume`) has them freed
    /// there, so that they (hundreds of bytes a layer) are not held while
    /// llvmpipe bins the frame's triangles, the frame's high-water mark.
    @discardableResult
    package func draw(
        _ instances: consuming [QuadInstance], textures images: [CGImage], to target: RenderTarget,
        clearColor: PremultipliedColor?, clip: LayerQuadClip? = nil, occlusion: Occlusion = .off,
        firstCovers: Bool = false
    ) -> FrameReport.Quads {
        // Held here only until packed (see above).
        var source: QuadInstanceSource? = .instances(consume instances, images: images)
        return draw(count: source!.count, to: target, clearColor: clearColor) {
            let statistics = prepare(source!, to: target, clip: clip, occlusion: occlusion, firstCovers: firstCovers)
            source = nil
            return statistics
        }
    }

    /// `draw` of a run made in chunks (`QuadInstanceChunks`), never all its instances at once.
    func draw(_ chunks: QuadInstanceChunks, to target: RenderTarget, clip: LayerQuadClip?, occlusion: Occlusion,
              firstCovers: Bool) -> FrameReport.Quads {
        draw(count: chunks.count, to: target, clearColor: nil) {
            prepare(.chunks(chunks), to: target, clip: clip, occlusion: occlusion, firstCovers: firstCovers)
        }
    }

    /// Clears `target` to `clearColor` when given, prepares `count`
    /// instances (`prepared`, its counters not reset) and draws them all.
    private func draw(count: Int, to target: RenderTarget, clearColor: PremultipliedColor?,
                      prepared: () -> FrameReport.Quads) -> FrameReport.Quads {
        context.assertCurrent()
        context.state.resetCounters()
        textures.resetCounters()
        timer?.begin()
        target.bindForDrawing(context.state)
        if let clearColor {
            context.state.setClearColor(clearColor)
            glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        }
        var statistics = prepared()
        let drawn = drawPrepared(0..<count, to: target)
        statistics.drawCalls += drawn.drawCalls
        statistics.stateChanges += drawn.stateChanges
        statistics.skippedStateChanges += drawn.skippedStateChanges
        timer?.end()
        textures.collect()
        statistics.textureUploads = textures.uploads
        if let timer {
            lastGPUTime.milliseconds = timer.unavailableReason == nil ? timer.latestMilliseconds : nil
            lastGPUTime.unavailableReason = timer.reasonForMissingTime
        }
        return statistics
    }

    /// Packs `instances` and uploads them (one `glBufferData` per program)
    /// for any number of `drawPrepared` calls over parts of them, as a run
    /// whose shadows go between its layers draws them; with
    /// `.occludersFirst` it draws their occluders now, so that each later
    /// part is depth-tested against all of them.
    ///
    /// - Returns: the instances, occluders and uploads, and the GL calls so
    ///   far (the state cache's counters start from zero here).
    /// - Complexity: O(instances), plus first uploads.
    package func prepare(
        _ instances: [QuadInstance], textures images: [CGImage], to target: RenderTarget, clip: LayerQuadClip? = nil,
        occlusion: Occlusion = .off, firstCovers: Bool = false
    ) -> FrameReport.Quads {
        context.state.resetCounters()
        textures.resetCounters()
        return prepare(.instances(instances, images: images), to: target, clip: clip, occlusion: occlusion,
                       firstCovers: firstCovers)
    }

    /// `prepare` of `source`, the state cache's counters not reset.
    private func prepare(_ source: QuadInstanceSource, to target: RenderTarget, clip: LayerQuadClip?,
                         occlusion: Occlusion, firstCovers: Bool) -> FrameReport.Quads {
        context.assertCurrent()
        let state = context.state
        var statistics = FrameReport.Quads()
        let firstTakesLayerProgram = firstCovers && clip == nil && occlusion == .off
            && Self.nextDrawnNeedsLayerProgram(source)
        let packed = pack(source, usesSprites: clip == nil,
                          firstTakesLayerProgram: firstTakesLayerProgram, occlusion: occlusion,
                          targetWidth: target.pixelWidth, targetHeight: target.pixelHeight, statistics: &statistics)
        var attributeCalls = 0
        attributes.upload(layerFloats.base, available: layerFloats.capacity, count: packed.layer)
        sprites.upload(packed.sprite + packed.occluders)
        let occludes = packed.occluders > 0 || !interiorOccluders.isEmpty
        if occludes {
            // Opaque: no blending; front to back, so that later ones fail early.
            target.bindForDrawing(state)
            state.setPremultipliedBlending(false)
            state.setDepth(test: true, writes: true)
            if packed.occluders > 0 {
                attributeCalls += sprites.prepare(texture: nil, unfaded: true, first: packed.sprite)
                glDrawArraysInstanced(GLenum(GL_TRIANGLE_STRIP), 0, 4, GLsizei(packed.occluders))
                statistics.drawCalls += 1
            }
            attributeCalls += drawInteriorOccluders(statistics: &statistics)
            state.setDepth(test: false, writes: false)
        }
        prepared = Prepared(clip: clip, testsDepth: occludes)
        statistics.stateChanges = state.issuedCalls + attributeCalls
        statistics.skippedStateChanges = state.skippedCalls
        return statistics
    }

    /// Draws the opaque middles of `interiorOccluders` from their sprites'
    /// instances, front to back as far as instancing allows: the runs in
    /// reverse, each in `interiorOccluderChunks` pieces from its last (an
    /// instanced draw goes through its instances in order, back to front
    /// here). A run ends where a sprite that does not occlude (faded, sampled
    /// nearest, added, or of another texture) comes between two that do, so
    /// the pass takes at most as many calls as the sprite pass's own batches
    /// of unfaded sprites. Returns the attribute pointer and uniform calls made.
    private func drawInteriorOccluders(statistics: inout FrameReport.Quads) -> Int {
        var calls = 0
        for run in interiorOccluders.reversed() {
            let chunk = max(Self.smallestOccluderChunk, (run.count + Self.interiorOccluderChunks - 1) / Self.interiorOccluderChunks)
            var end = run.first + run.count
            while end > run.first {
                let start = max(run.first, end - chunk)
                guard let pointed = sprites.prepareInteriorOccluders(texture: run.texture, interior: run.interior, first: start)
                else { return calls }
                calls += pointed
                glDrawArraysInstanced(GLenum(GL_TRIANGLE_STRIP), 0, 4, GLsizei(end - start))
                statistics.drawCalls += 1
                end = start
            }
        }
        return calls
    }

    /// How many pieces a run of interior occluders is drawn in, front piece
    /// first, and the fewest occluders a piece holds.
    static let interiorOccluderChunks = 8
    static let smallestOccluderChunk = 256

    /// Whether the first instance after the first that draws anything
    /// needs the layer program: a covering first instance (opaque, a pixel
    /// past every pixel drawn) comes out of both programs alike, and as a
    /// sprite before it, it would be a call of its own.
    private static func nextDrawnNeedsLayerProgram(_ source: QuadInstanceSource) -> Bool {
        var needs = false
        source.forEachChunk { buffer, first in
            for index in buffer.indices where first + index > 0 {
                let instance = buffer.baseAddress! + index
                guard instance.pointee.isDrawable,
                      !instance.pointee.drawsNothing(drawsContents: instance.pointee.hasContents) else { continue }
                needs = SpriteQuad.needsLayerProgram(instance)
                return false
            }
            return true
        }
        return needs
    }

    /// Draws the prepared instances `range` (indices into the array given to
    /// `prepare`) into `target`, in order, over what it holds; depth-tested
    /// against the occluders `prepare` drew, if any. Ranges in increasing
    /// order cost O(their batches) each.
    ///
    /// - Returns: the draw calls and GL calls made.
    @discardableResult
    package func drawPrepared(_ range: Range<Int>, to target: RenderTarget) -> FrameReport.Quads {
        context.assertCurrent()
        var statistics = FrameReport.Quads()
        guard var prepared, range.lowerBound >= 0, range.upperBound < layerStarts.count, !range.isEmpty
        else { return statistics }
        defer { self.prepared = prepared }
        let state = context.state
        let (issued, skipped) = (state.issuedCalls, state.skippedCalls)
        var attributeCalls = 0
        let layerRange = layerStarts[range.lowerBound]..<layerStarts[range.upperBound]
        let spriteRange = spriteStarts[range.lowerBound]..<spriteStarts[range.upperBound]
        if prepared.cursor >= batches.count || batches[prepared.cursor].instances.lowerBound >= range.upperBound {
            prepared.cursor = 0
        }
        while prepared.cursor < batches.count, batches[prepared.cursor].instances.upperBound <= range.lowerBound {
            prepared.cursor += 1
        }
        let clip = prepared.clip
        var begun = false
        var blendsAdditively = false
        var index = prepared.cursor
        while index < batches.count, batches[index].instances.lowerBound < range.upperBound {
            let batch = batches[index]
            index += 1
            let isSprite = batch.program == .sprite || batch.program == .unfadedSprite
            let entries = (batch.first..<(batch.first + batch.count)).clamped(to: isSprite ? spriteRange : layerRange)
            guard !entries.isEmpty else { continue }
            if !begun {
                begun = true
                target.bindForDrawing(state)
                if prepared.testsDepth { state.setDepth(test: true, writes: false) }
                state.setPremultipliedBlending(true)
            }
            if batch.additive != blendsAdditively {
                state.setBlending(additive: batch.additive)
                blendsAdditively = batch.additive
            }
            if isSprite {
                attributeCalls += sprites.prepare(
                    texture: batch.texture, unfaded: batch.program == .unfadedSprite, first: entries.lowerBound)
                if let texture = batch.texture { samplers.bind(batch.filters, texture: texture, textures: textures) }
            } else {
                let program = layerProgram(LayerVariant(
                    contents: batch.texture != nil, squareContents: batch.texture != nil && batch.program == .squareContentsLayer,
                    arc: batch.texture == nil && batch.program == .arcLayer, clipped: clip != nil,
                    continuous: batch.continuous, clipContinuous: clip?.continuousExponent != nil))
                program.viewportSize = (target.pixelWidth, target.pixelHeight)
                program.clip = clip
                program.use(state)
                if let texture = batch.texture {
                    samplers.bind(batch.filters, texture: texture, textures: textures)
                    state.bindTexture(texture)
                }
                attributeCalls += attributes.point(at: entries.lowerBound)
            }
            glDrawArraysInstanced(GLenum(GL_TRIANGLE_STRIP), 0, 4, GLsizei(entries.count))
            statistics.drawCalls += 1
        }
        if begun {
            samplers.unbind()
            attributeCalls += samplers.takeCalls()
            if blendsAdditively { state.setBlending(additive: false) }
            if prepared.testsDepth { state.setDepth(test: false, writes: false) }
        }
        statistics.stateChanges = state.issuedCalls - issued + attributeCalls
            + layerPrograms.values.reduce(0) { $0 + $1.takeUniformCalls() }
        statistics.skippedStateChanges = state.skippedCalls - skipped
        return statistics
    }

    /// What `prepare` left for `drawPrepared`.
    struct Prepared {
        var clip: LayerQuadClip?
        /// Whether occluders were drawn: every part is depth-tested then.
        var testsDepth: Bool
        /// The first batch a later range may need (ranges usually come in order).
        var cursor = 0
    }

    /// What a variant of the layer program draws (its defines).
    struct LayerVariant: Hashable {
        /// Samples a contents texture (`LAYER_CONTENTS`).
        var contents = false
        /// Contents that keep square corners inside rounded bounds (`LAYER_SQUARE_CONTENTS`).
        var squareContents = false
        /// A circle stroke cut to an arc (`LAYER_ARC`).
        var arc = false
        /// One anti-aliased clip (`LAYER_CLIP`).
        var clipped = false
        /// The layer's corners are continuous (`LAYER_CONTINUOUS`).
        var continuous = false
        /// The clip's corners are continuous (`CLIP_CONTINUOUS`).
        var clipContinuous = false

        /// The same variant with circular corners throughout.
        var circular: LayerVariant {
            var variant = self
            variant.continuous = false
            variant.clipContinuous = false
            return variant
        }

        var defines: [String] {
            (contents ? ["LAYER_CONTENTS"] : []) + (squareContents ? ["LAYER_SQUARE_CONTENTS"] : [])
                + (arc ? ["LAYER_ARC"] : []) + (clipped ? ["LAYER_CLIP"] : [])
                + (continuous ? ["LAYER_CONTINUOUS"] : []) + (clipped && clipContinuous ? ["CLIP_CONTINUOUS"] : [])
        }
    }

    /// The program of `variant`, made now on its first use; the circular
    /// variant when a continuous one cannot be made (reported once).
    private func layerProgram(_ variant: LayerVariant) -> LayerProgram {
        let variant = variant.clipped ? variant : { var v = variant; v.clipContinuous = false; return v }()
        if let program = layerPrograms[variant] { return program }
        if !refusedVariants.contains(variant) {
            do {
                let program = try LayerProgram(variant, context: context)
                layerPrograms[variant] = program
                return program
            } catch {
                refusedVariants.insert(variant)
                Diagnostics.reportOnce(cause: "layer program \(variant.defines)",
                                       "the layer program for continuous corners cannot be made (\(error)); "
                                       + "those corners are drawn circular", subsystem: "GLESRenderer")
            }
        }
        return layerPrograms[variant.circular]!
    }

    /// One variant of the layer program and its uniforms.
    private final class LayerProgram {
        let program: ShaderProgram
        private let viewportSizeLocation: GLint
        private var uploadedViewportSize: (Int, Int)?
        private var uniformCalls = 0
        /// The target size the next draw uses (set per frame, uploaded on use and change).
        var viewportSize = (0, 0)
        /// The clip of the `LAYER_CLIP` variant (uploaded on use and change).
        var clip: LayerQuadClip?
        private var uploadedClip: LayerQuadClip?
        private let clipLocations: (fromFragment: GLint, size: GLint, radii: GLint, exponent: GLint)

        init(_ variant: LayerVariant, context: GLESContext) throws {
            program = try ShaderProgram(
                name: "layer_quad", vertexSource: ShaderSource.layerQuadVertex,
                fragmentSource: ShaderSource.layerQuadFragment, defines: variant.defines,
                fragmentLibraries: [ShaderSource.cornerShapeLibrary], context: context)
            viewportSizeLocation = program.uniformLocation("uViewportSize")
            clipLocations = (program.uniformLocation("uClipFromFragment"), program.uniformLocation("uClipSize"),
                             program.uniformLocation("uClipRadii"), program.uniformLocation("uClipExponent"))
            if variant.contents {
                context.state.useProgram(program.program)
                glUniform1i(program.uniformLocation("uContents"), 0)
            }
        }

        /// Makes the program current and brings its uniforms up to date.
        func use(_ state: GLStateCache) {
            state.useProgram(program.program)
            if uploadedViewportSize.map({ $0 != viewportSize }) ?? true {
                glUniform2f(viewportSizeLocation, Float(viewportSize.0), Float(viewportSize.1))
                uploadedViewportSize = viewportSize
                uniformCalls += 1
            }
            if let clip, clip != uploadedClip {
                glUniformMatrix3fv(clipLocations.fromFragment, 1, GLboolean(GL_FALSE), clip.fragmentToShape)
                glUniform2f(clipLocations.size, Float(clip.size.width), Float(clip.size.height))
                glUniform4f(clipLocations.radii, clip.radii.0, clip.radii.1, clip.radii.2, clip.radii.3)
                uploadedClip = clip
                uniformCalls += 3
                if let exponent = clip.continuousExponent {
                    glUniform1f(clipLocations.exponent, exponent)
                    uniformCalls += 1
                }
            }
        }

        /// Uniform uploads since the last call.
        func takeUniformCalls() -> Int {
            defer { uniformCalls = 0 }
            return uniformCalls
        }
    }
}
