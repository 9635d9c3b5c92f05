import CGLES
import Foundation
import Shaders

/// The sprite program (`Shaders/sprite_quad.*`) with its instance buffer:
/// `SpriteQuad`s drawn as instanced, hard-edged rectangles.
///
/// Three variants: *solid* (`color × opacity`), *contents*
/// (`texel × opacity`, texture on unit 0) and *unfaded contents* (the texel
/// alone, for opacity 1: the most common sprite, and the cheapest pixel). Neither has uniforms to update per
/// frame: the transform already ends in clip space, and only the rows of it
/// that a layer in its plane reaches are sent (x, y and w, 22 floats an
/// instance in all).
///
/// Owned by `LayerQuadRenderer`, which packs the instances (`scratch`), picks
/// the variant per batch and issues the draws.
///
/// - Note: Render thread only; the context must be current.
final class SpriteQuadProgram {
    private let solid: ShaderProgram
    private let contents: ShaderProgram
    private let unfadedContents: ShaderProgram
    private let attributes: InstanceAttributes
    private let state: GLStateCache
    /// Instance data of the frame being packed (reused across frames).
    var scratch: [Float] = []

    /// The floats of each attribute, in the order of `sprite_quad.vert`: the
    /// clip x row and depth, the clip y and w rows, rect, texture corners,
    /// colour (`SpriteQuad.write`).
    static let attributeSizes = [4, 3, 3, 4, 4, 4]

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

        attributes = InstanceAttributes(
            sizes: Self.attributeSizes, floatsPerInstance: SpriteQuad.floatsPerInstance, state: state)
        self.state = state
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
        attributes.upload(scratch, count: count)
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
        return attributes.point(at: first)
    }
}
