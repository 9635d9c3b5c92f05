import CGLES
import CoreAnimationValues
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
/// instance in all). A fourth, the *interior occluder*, draws unfaded
/// contents sprites' opaque middles from the same instances (made on first
/// use: only scenes whose occluders pay compile it).
///
/// Owned by `LayerQuadRenderer`, which packs the instances (`scratch`), picks
/// the variant per batch and issues the draws.
///
/// - Note: Render thread only; the context must be current.
final class SpriteQuadProgram {
    private let solid: ShaderProgram
    private let contents: ShaderProgram
    private let unfadedContents: ShaderProgram
    /// The interior occluder variant and its `uInterior` location; nil until
    /// first used, or for good once it could not be made (said once).
    private var interiorOccluder: (program: ShaderProgram, interior: GLint)?
    private var interiorOccluderFailed = false
    private let context: GLESContext
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
        self.context = context
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

    /// Binds the interior occluder variant for `texture`, whose opaque
    /// interior is `interior` (texture coordinates, `OpaqueInterior`), and
    /// points the instance attributes at sprite `first`: each sprite drawn
    /// is its part inside `interior` (`SpriteQuad.opaquePart(within:)`).
    ///
    /// - Returns: the attribute pointer and uniform calls made (for the
    ///   statistics); nil when the variant cannot be made (the sprites are then drawn without
    ///   these occluders, which changes no pixel).
    func prepareInteriorOccluders(texture: GLTextureName, interior: CGRect, first: Int) -> Int? {
        if interiorOccluder == nil, !interiorOccluderFailed {
            do {
                let program = try ShaderProgram(
                    name: "sprite_quad", vertexSource: ShaderSource.spriteQuadVertex,
                    fragmentSource: ShaderSource.spriteQuadFragment,
                    defines: ["SPRITE_CONTENTS", "SPRITE_UNFADED", "SPRITE_OCCLUDER"], context: context)
                state.useProgram(program.program)
                glUniform1i(program.uniformLocation("uContents"), 0)
                interiorOccluder = (program, program.uniformLocation("uInterior"))
            } catch {
                interiorOccluderFailed = true
                Diagnostics.report("the sprites' interior occluders are unavailable (\(error)); sprites drawn without them",
                                   subsystem: "GLESRenderer")
            }
        }
        guard let occluder = interiorOccluder else { return nil }
        state.useProgram(occluder.program.program)
        glUniform4f(occluder.interior, Float(interior.minX), Float(interior.minY), Float(interior.maxX), Float(interior.maxY))
        state.bindTexture(texture)
        return attributes.point(at: first) + 1
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
