import CGLES
import Foundation
import Shaders

/// The sprite program (`Shaders/sprite_quad.*`) with its instance buffer:
/// `SpriteQuad`s drawn as instanced, hard-edged rectangles.
///
/// Three variants: *solid* (`color × opacity`), *contents*
/// (`texel × opacity`, texture on unit 0) and *unfaded contents* (the texel
/// alone, for opacity 1: the most common sprite, and the cheapest pixel). Neither has uniforms to update per
/// frame: the transform already ends in clip space.
///
/// Owned by `LayerQuadRenderer`, which packs the instances (`scratch`), picks
/// the variant per batch and issues the draws.
///
/// - Note: Render thread only; the context must be current.
final class SpriteQuadProgram {
    private let solid: ShaderProgram
    private let contents: ShaderProgram
    private let unfadedContents: ShaderProgram
    private let vertexArray: GLVertexArrayName
    private let instanceBuffer: GLBufferName
    private let state: GLStateCache
    /// Instance data of the frame being packed (reused across frames).
    var scratch: [Float] = []

    private static let stride = SpriteQuad.floatsPerInstance * MemoryLayout<Float>.size
    /// vec4 attributes: 4 transform columns, rect, texture corners, colour.
    static let attributeCount = 7

    /// - Throws: `GLESRendererError.shaderCompile` or `.programLink`.
    init(context: GLESContext) throws {
        solid = try ShaderProgram(
            name: "sprite_quad", vertexSource: ShaderSource.spriteQuadVertex,
            fragmentSource: ShaderSource.spriteQuadFragment, context: context)
        contents = try ShaderProgram(
            name: "sprite_quad", vertexSource: ShaderSource.spriteQuadVertex,
            fragmentSource: ShaderSource.spriteQuadFragment, defines: ["SPRITE_CONTENTS"], context: context)
        unfadedContents = try ShaderProgram(
            name: "sprite_quad", vertexSource: ShaderSource.spriteQuadVertex,
            fragmentSource: ShaderSource.spriteQuadFragment, defines: ["SPRITE_CONTENTS", "SPRITE_UNFADED"],
            context: context)
        let state = context.state
        for program in [contents, unfadedContents] {
            state.useProgram(program.program)
            glUniform1i(program.uniformLocation("uContents"), 0)
        }

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
        self.state = state
    }

    deinit {
        state.forget(vertexArray: vertexArray)
        state.forget(buffer: instanceBuffer)
        var vao = vertexArray.rawValue
        var buffer = instanceBuffer.rawValue
        glDeleteVertexArrays(1, &vao)
        glDeleteBuffers(1, &buffer)
    }

    /// Makes sure `scratch` holds `count` instances.
    func reserve(_ count: Int) {
        let floats = count * SpriteQuad.floatsPerInstance
        if scratch.count < floats {
            scratch = [Float](repeating: 0, count: max(floats, scratch.count * 2))
        }
    }

    /// Uploads the first `count` packed instances (one `glBufferData`).
    func upload(_ count: Int) {
        guard count > 0 else { return }
        state.bindVertexArray(vertexArray)
        state.bindArrayBuffer(instanceBuffer)
        scratch.withUnsafeBytes { raw in
            glBufferData(GLenum(GL_ARRAY_BUFFER), count * Self.stride, raw.baseAddress, GLenum(GL_STREAM_DRAW))
        }
    }

    /// Binds the variant for `texture` (nil: solid; `unfaded`: contents at
    /// opacity 1) and points the instance attributes at instance `first`.
    ///
    /// - Returns: the attribute pointer calls made (for the statistics).
    func prepare(texture: GLTextureName?, unfaded: Bool, first: Int) -> Int {
        if let texture {
            state.useProgram(unfaded ? unfadedContents.program : contents.program)
            state.bindTexture(texture)
        } else {
            state.useProgram(solid.program)
        }
        state.bindVertexArray(vertexArray)
        state.bindArrayBuffer(instanceBuffer)
        let base = first * Self.stride
        for location in 0..<Self.attributeCount {
            glVertexAttribPointer(
                GLuint(location), 4, GLenum(GL_FLOAT), GLboolean(GL_FALSE), GLsizei(Self.stride),
                UnsafeRawPointer(bitPattern: base + location * 16))
        }
        return Self.attributeCount
    }
}
