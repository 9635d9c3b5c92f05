import CGLES
import CoreAnimationModel
import CoreGraphics
import Foundation
import Shaders

/// Draws layers as instanced quads with the layer program (`Shaders/layer_quad.*`).
///
/// A frame: clear the target (optional), pack every instance into one
/// buffer (one `glBufferData` per frame), then one `glDrawArraysInstanced`
/// per batch, in the order given (painter's order; no sorting here).
///
/// The program comes in two variants: *plain* (background, border, corners)
/// and *contents* (the same plus a texture). On llvmpipe a shader pays for
/// both sides of every branch, so sampling in the plain variant would cost
/// layers without contents about as much as textured ones.
///
/// **Batching key.** A batch is a run of consecutive instances drawn by one
/// instanced call. Everything the program reads is per instance, and the
/// blending and target are the same for the whole frame, so the key is
///
/// ```
///   key = contents texture (GL name) | none
///         none    → plain variant, no texture bound
///         texture → contents variant, that texture on unit 0
///   a new batch starts where the key changes
/// ```
///
/// With `mergesUntexturedInstances` (the default off llvmpipe, where
/// sampling is cheap and draw calls are not), `none` matches any key: an
/// instance without contents joins the open batch, and an open `none` batch
/// takes the texture of the first textured instance that joins it, so
/// layers without contents never split a run of one image.
///
/// Each batch re-points the instance attributes at its first instance
/// (GLES 3.0 has no base instance), then draws.
///
/// Invalid instances (non-finite transform or size) are dropped with one
/// diagnostic per frame; a texture index outside `textures` draws that
/// layer without contents, also with a diagnostic. Drawing never throws.
///
/// Does not sort, clip to `masksToBounds` of ancestors, render shadows,
/// masks or offscreen groups: those are the render server's passes built on
/// this one.
///
/// - Note: Render thread only; the context must be current.
package final class LayerQuadRenderer {
    package let context: GLESContext
    /// The images' textures; shared by every frame this renderer draws.
    package let textures: TextureCache

    /// Whether instances without contents join textured batches (see the
    /// batching key). Defaults to true except on llvmpipe.
    package var mergesUntexturedInstances: Bool

    private let plainProgram: LayerProgram
    private let contentsProgram: LayerProgram
    private let vertexArray: GLVertexArrayName
    private let instanceBuffer: GLBufferName
    private let timer: GPUFrameTimer
    /// Instance data of the frame being packed (reused across frames).
    var scratch: [Float] = []
    /// The frame's batches (reused across frames).
    var batches: [Batch] = []

    /// Floats per instance: 16 (transform) + 8 × 4 (see `attributeCount`).
    static let floatsPerInstance = 48
    private static let stride = floatsPerInstance * MemoryLayout<Float>.size
    /// vec4 attributes: 4 transform columns, size/border/opacity, corner
    /// radii, background, border colour, contents rect, contents destination,
    /// contents centre, nine-slice caps.
    private static let attributeCount = 12

    /// A run of consecutive instances drawn by one instanced call.
    struct Batch {
        var first: Int
        var count: Int
        var texture: GLTextureName?
    }

    /// Compiles the layer program and sets up its instance buffer.
    ///
    /// - Parameter timeGPUOnLlvmpipe: issue timer queries even on llvmpipe
    ///   (to test that path; the times mean nothing there).
    /// - Throws: `GLESRendererError.shaderCompile` or `.programLink`.
    package init(context: GLESContext, timeGPUOnLlvmpipe: Bool = false) throws {
        context.assertCurrent()
        self.context = context
        self.textures = TextureCache(context: context)
        mergesUntexturedInstances = !context.isLlvmpipe
        plainProgram = try LayerProgram(contents: false, context: context)
        contentsProgram = try LayerProgram(contents: true, context: context)
        let state = context.state

        var names: GLuint = 0
        glGenVertexArrays(1, &names)
        vertexArray = GLVertexArrayName(rawValue: names)
        glGenBuffers(1, &names)
        instanceBuffer = GLBufferName(rawValue: names)
        state.bindVertexArray(vertexArray)
        state.bindArrayBuffer(instanceBuffer)
        for location in 0..<Self.attributeCount {
            glEnableVertexAttribArray(GLuint(location))
            glVertexAttribDivisor(GLuint(location), 1)
        }
        timer = GPUFrameTimer(context: context, timeLlvmpipe: timeGPUOnLlvmpipe)
    }

    deinit {
        let state = context.state
        state.forget(vertexArray: vertexArray)
        state.forget(buffer: instanceBuffer)
        var vao = vertexArray.rawValue
        var buffer = instanceBuffer.rawValue
        glDeleteVertexArrays(1, &vao)
        glDeleteBuffers(1, &buffer)
    }

    /// Draws `instances` in order into `target`, after clearing it to
    /// `clearColor` when one is given.
    ///
    /// - Parameters:
    ///   - textures: the images `QuadInstance.Contents.textureIndex` refers to.
    ///     Each is uploaded on first use and kept while the image object lives.
    /// - Returns: what the frame cost; the GPU time is that of an earlier frame.
    /// - Complexity: O(instances) on the CPU, plus first uploads.
    @discardableResult
    package func draw(
        _ instances: [QuadInstance], textures images: [CGImage], to target: RenderTarget,
        clearColor: PremultipliedColor?
    ) -> FrameStatistics {
        context.assertCurrent()
        let started = Self.now()
        let state = context.state
        state.resetCounters()
        textures.resetCounters()
        var statistics = FrameStatistics()

        timer.begin()
        target.bindForDrawing(state)
        if let clearColor {
            state.setClearColor(clearColor)
            glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        }

        let packed = pack(instances, images: images, statistics: &statistics)
        var attributeCalls = 0
        if packed > 0 {
            state.setPremultipliedBlending(true)
            plainProgram.viewportSize = (target.pixelWidth, target.pixelHeight)
            contentsProgram.viewportSize = (target.pixelWidth, target.pixelHeight)
            state.bindVertexArray(vertexArray)
            state.bindArrayBuffer(instanceBuffer)
            scratch.withUnsafeBytes { raw in
                glBufferData(GLenum(GL_ARRAY_BUFFER), packed * Self.stride, raw.baseAddress, GLenum(GL_STREAM_DRAW))
            }
            for batch in batches {
                if let texture = batch.texture {
                    contentsProgram.use(state)
                    state.bindTexture(texture)
                } else {
                    plainProgram.use(state)
                }
                                let base = batch.first * Self.stride
                for location in 0..<Self.attributeCount {
                    glVertexAttribPointer(
                        GLuint(location), 4, GLenum(GL_FLOAT), GLboolean(GL_FALSE), GLsizei(Self.stride),
                        UnsafeRawPointer(bitPattern: base + location * 16))
                }
                attributeCalls += Self.attributeCount
                glDrawArraysInstanced(GLenum(GL_TRIANGLE_STRIP), 0, 4, GLsizei(batch.count))
            }
        }
        timer.end()
        textures.collect()

        statistics.drawCalls = packed > 0 ? batches.count : 0
        statistics.instances = packed
        statistics.textureUploads = textures.uploads
        statistics.stateChanges = state.issuedCalls + attributeCalls + plainProgram.takeUniformCalls()
            + contentsProgram.takeUniformCalls()
        statistics.skippedStateChanges = state.skippedCalls
        statistics.encodingMilliseconds = (Self.now() - started) * 1000
        statistics.gpuMilliseconds = timer.unavailableReason == nil ? timer.latestMilliseconds : nil
        statistics.gpuTimeUnavailableReason = timer.reasonForMissingTime
        return statistics
    }

    /// One variant of the layer program and its uniforms.
    private final class LayerProgram {
        let program: ShaderProgram
        private let viewportSizeLocation: GLint
        private var uploadedViewportSize: (Int, Int)?
        private var uniformCalls = 0
        /// The target size the next draw uses (set per frame, uploaded on use and change).
        var viewportSize = (0, 0)

        init(contents: Bool, context: GLESContext) throws {
            program = try ShaderProgram(
                name: "layer_quad", vertexSource: ShaderSource.layerQuadVertex,
                fragmentSource: ShaderSource.layerQuadFragment, defines: contents ? ["LAYER_CONTENTS"] : [],
                context: context)
            viewportSizeLocation = program.uniformLocation("uViewportSize")
            if contents {
                context.state.useProgram(program.program)
                glUniform1i(program.uniformLocation("uContents"), 0)
            }
        }

        /// Makes the program current and brings its uniforms up to date.
        func use(_ state: GLStateCache) {
            state.useProgram(program.program)
            if let uploaded = uploadedViewportSize, uploaded == viewportSize { return }
            glUniform2f(viewportSizeLocation, Float(viewportSize.0), Float(viewportSize.1))
            uploadedViewportSize = viewportSize
            uniformCalls += 1
        }

        /// Uniform uploads since the last call.
        func takeUniformCalls() -> Int {
            defer { uniformCalls = 0 }
            return uniformCalls
        }
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
