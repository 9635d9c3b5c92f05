import CGLES
import CoreAnimationValues
import CoreGraphics
import Foundation
import RenderServer
import Shaders

/// Draws layer shadows as instanced quads with the shadow program (`Shaders/shadow_quad.*`).
///
/// A frame: `prepare` packs every shadow of the frame into one buffer (one
/// `glBufferData`), then `draw(_:to:)` draws any range of them, as often as
/// the frame interleaves shadows with layers. Within a range, consecutive
/// shadows of the same kind are one instanced call. Each shadow is a ring
/// around its `hole` (octagons: see `shadow_quad.vert`), whole without one.
///
/// **Batching key.** Everything the program reads is per instance, so
///
/// ```
///   key = blurred texture (GL name) | none
///         none    → closed-form variant, no texture
///         texture → SHADOW_TEXTURE variant, that texture on unit 0
///   a new batch starts where the key changes
/// ```
///
/// Invalid shadows (non-finite values, an empty shape) are skipped with one
/// diagnostic per frame. Does not decide which layers cast what shadow
/// (`ShadowBuilder`), blur textures (`ShadowTextureCache`), or clip.
///
/// - Note: Render thread only; the context must be current.
package final class ShadowRenderer {
    package let context: GLESContext

    private let closedFormProgram: ShaderProgram
    private let texturedProgram: ShaderProgram
    private let attributes: InstanceAttributes
    /// Instance data of the frame (reused across frames).
    private var scratch: [Float] = []
    /// For each instance given to `prepare`, its packed index; -1 when skipped.
    private var packedIndex: [Int] = []
    private var textures: [GLTextureName?] = []

    /// Floats per instance: 16 (transform) + 5 × 4 (see `attributeCount`).
    static let floatsPerInstance = 36
    /// vec4 attributes: 4 transform columns, shape, corner radii, colour, blur, hole.
    private static let attributeCount = 9
    /// The ring's triangle strip: outer and inner octagons, eight vertices
    /// each, and back to the first pair.
    private static let verticesPerInstance: GLsizei = 18

    /// - Throws: `GLESRendererError.shaderCompile` or `.programLink`.
    package init(context: GLESContext) throws {
        context.assertCurrent()
        self.context = context
        closedFormProgram = try ShaderProgram(
            name: "shadow_quad", vertexSource: ShaderSource.shadowQuadVertex,
            fragmentSource: ShaderSource.shadowQuadFragment, context: context)
        texturedProgram = try ShaderProgram(
            name: "shadow_quad", vertexSource: ShaderSource.shadowQuadVertex,
            fragmentSource: ShaderSource.shadowQuadFragment, defines: ["SHADOW_TEXTURE"], context: context)
        let state = context.state
        state.useProgram(texturedProgram.program)
        glUniform1i(texturedProgram.uniformLocation("uShadow"), 0)
        attributes = InstanceAttributes(
            attributeCount: Self.attributeCount, floatsPerInstance: Self.floatsPerInstance, state: state)
    }

    /// Packs `instances` into the instance buffer for this frame's `draw` calls.
    ///
    /// - Returns: the number of shadows skipped as invalid.
    /// - Complexity: O(instances).
    @discardableResult
    package func prepare(_ instances: [ShadowInstance]) -> Int {
        context.assertCurrent()
        let floats = Self.floatsPerInstance
        if scratch.count < instances.count * floats {
            scratch = [Float](repeating: 0, count: max(instances.count * floats, scratch.count * 2))
        }
        packedIndex.removeAll(keepingCapacity: true)
        textures.removeAll(keepingCapacity: true)
        var packed = 0
        var skipped = 0
        scratch.withUnsafeMutableBufferPointer { buffer in
            for instance in instances {
                guard instance.isDrawable else {
                    packedIndex.append(-1)
                    skipped += instance.color.alpha > 0 ? 1 : 0
                    continue
                }
                Self.write(instance, into: buffer.baseAddress! + packed * floats)
                packedIndex.append(packed)
                textures.append(instance.texture)
                packed += 1
            }
        }
        if skipped > 0 {
            Diagnostics.report("\(skipped) shadow(s) skipped: transform, shape or blur not finite, or shape empty",
                               subsystem: "GLESRenderer")
        }
        attributes.upload(scratch, count: packed)
        return skipped
    }

    /// Draws the prepared shadows `range` (indices into the array given to
    /// `prepare`) into `target`, in order, over what it holds.
    ///
    /// - Parameter depthTested: test each shadow's depth against the
    ///   occluders already drawn (`LayerQuadRenderer.Occlusion`), so that
    ///   what they hide is not shaded.
    /// - Returns: draw calls and instances drawn.
    @discardableResult
    package func draw(_ range: Range<Int>, to target: RenderTarget, depthTested: Bool = false) -> FrameReport.Quads {
        context.assertCurrent()
        var statistics = FrameReport.Quads()
        let state = context.state
        var first = -1, count = 0
        var key: GLTextureName?
        var begun = false

        func flush() {
            guard count > 0 else { return }
            if !begun {
                target.bindForDrawing(state)
                state.setPremultipliedBlending(true)
                state.setDepth(test: depthTested, writes: false)
                begun = true
            }
            if let key {
                state.useProgram(texturedProgram.program)
                state.bindTexture(key)
            } else {
                state.useProgram(closedFormProgram.program)
            }
            statistics.stateChanges += attributes.point(at: first)
            glDrawArraysInstanced(GLenum(GL_TRIANGLE_STRIP), 0, Self.verticesPerInstance, GLsizei(count))
            statistics.drawCalls += 1
            statistics.instances += count
        }

        for index in range where index >= 0 && index < packedIndex.count {
            let packed = packedIndex[index]
            guard packed >= 0 else { continue }
            let texture = textures[packed]
            if count > 0, texture == key, packed == first + count {
                count += 1
            } else {
                flush()
                first = packed
                count = 1
                key = texture
            }
        }
        flush()
        if begun { state.setDepth(test: false, writes: false) }
        return statistics
    }

    /// The 36 floats of one instance, in the attribute order of `shadow_quad.vert`.
    private static func write(_ instance: ShadowInstance, into out: UnsafeMutablePointer<Float>) {
        let t = instance.transform
        t.writeGLMatrix(into: out)
        out[8] = instance.depth

        let shape = instance.shape.standardized
        out[16] = Float(shape.origin.x); out[17] = Float(shape.origin.y)
        out[18] = Float(shape.width); out[19] = Float(shape.height)

        let radii = instance.corners.reaches(in: shape.size)
        out[20] = radii[0]; out[21] = radii[1]; out[22] = radii[2]; out[23] = radii[3]

        let color = instance.color
        out[24] = color.red; out[25] = color.green; out[26] = color.blue; out[27] = color.alpha
        out[28] = Float(instance.sigma)
        out[29] = Float(instance.margin)
        if let (hole, cut) = instance.ringHole {
            out[30] = Float(cut); out[31] = Float(cut)
            out[32] = Float(hole.minX); out[33] = Float(hole.minY)
            out[34] = Float(hole.width); out[35] = Float(hole.height)
        } else {
            out[30] = 0; out[31] = 0
            out[32] = 0; out[33] = 0; out[34] = 0; out[35] = 0
        }
    }
}
