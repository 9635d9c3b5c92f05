import CGLES
import Foundation
import Shaders

/// One axis of a separable Gaussian blur, texture to target, with the blur
/// program (`Shaders/shadow_blur.*`).
///
/// Draws one quad over the whole target with blending off, so the target is
/// overwritten. Two passes (horizontal into a scratch target, vertical into
/// the result) make a 2D Gaussian.
///
/// - Note: Render thread only; the context must be current.
package final class ShadowBlurPass {
    package enum Axis {
        case horizontal
        case vertical
    }

    private let context: GLESContext
    private let program: ShaderProgram
    /// Empty: the quad's corners come from gl_VertexID.
    private let vertexArray: GLVertexArrayName
    private let stepLocation: GLint
    private let tapCountLocation: GLint
    private let offsetsLocation: GLint
    private let weightsLocation: GLint

    /// - Throws: `GLESRendererError.shaderCompile` or `.programLink`.
    package init(context: GLESContext) throws {
        context.assertCurrent()
        self.context = context
        program = try ShaderProgram(
            name: "shadow_blur", vertexSource: ShaderSource.shadowBlurVertex,
            fragmentSource: ShaderSource.shadowBlurFragment, context: context)
        stepLocation = program.uniformLocation("uStep")
        tapCountLocation = program.uniformLocation("uTapCount")
        offsetsLocation = program.uniformLocation("uOffsets")
        weightsLocation = program.uniformLocation("uWeights")
        context.state.useProgram(program.program)
        glUniform1i(program.uniformLocation("uSource"), 0)
        var name: GLuint = 0
        glGenVertexArrays(1, &name)
        vertexArray = GLVertexArrayName(rawValue: name)
    }

    deinit {
        context.state.forget(vertexArray: vertexArray)
        var name = vertexArray.rawValue
        glDeleteVertexArrays(1, &name)
    }

    /// Blurs `source` (of the target's pixel size) along `axis` into `target`.
    ///
    /// - Parameter kernel: the Gaussian, in texels.
    package func blur(_ source: GLTextureName, along axis: Axis, kernel: GaussianKernel,
                      into target: OffscreenRenderTarget) {
        context.assertCurrent()
        let state = context.state
        target.bindForDrawing(state)
        state.setPremultipliedBlending(false)
        state.useProgram(program.program)
        state.bindVertexArray(vertexArray)
        state.bindTexture(source)
        switch axis {
        case .horizontal: glUniform2f(stepLocation, 1 / Float(target.pixelWidth), 0)
        case .vertical: glUniform2f(stepLocation, 0, 1 / Float(target.pixelHeight))
        }
        glUniform1i(tapCountLocation, GLint(kernel.offsets.count))
        glUniform1fv(offsetsLocation, GLsizei(kernel.offsets.count), kernel.offsets)
        glUniform1fv(weightsLocation, GLsizei(kernel.weights.count), kernel.weights)
        glDrawArrays(GLenum(GL_TRIANGLE_STRIP), 0, 4)
    }
}
