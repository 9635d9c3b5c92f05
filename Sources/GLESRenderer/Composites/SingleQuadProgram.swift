import CGLES
import CoreAnimationValues
import CoreGraphics
import Shaders

/// A program that draws one quad from uniforms (`Shaders/single_quad.vert`
/// with a fragment shader of the caller's): the compositing passes' clip
/// shapes and group images, one draw call each.
///
/// Uniform values are uploaded on every draw; these draws are few per frame.
/// Has its own empty vertex array (the vertex shader needs no attributes).
///
/// - Note: Render thread only; the context must be current.
final class SingleQuadProgram {
    let program: ShaderProgram
    private let transformLocation: GLint
    private let sizeLocation: GLint
    private let vertexArray: GLVertexArrayName
    private let state: GLStateCache
    /// Uniform uploads and draw calls since the last `takeCalls()`.
    private var calls = 0

    /// - Throws: `GLESRendererError.shaderCompile` or `.programLink`.
    init(name: String, fragmentSource: String, defines: [String] = [], fragmentLibraries: [String] = [],
         context: GLESContext) throws {
        program = try ShaderProgram(
            name: name, vertexSource: ShaderSource.singleQuadVertex, fragmentSource: fragmentSource,
            defines: defines, fragmentLibraries: fragmentLibraries, context: context)
        transformLocation = program.uniformLocation("uTransform")
        sizeLocation = program.uniformLocation("uSize")
        state = context.state
        var name: GLuint = 0
        glGenVertexArrays(1, &name)
        vertexArray = GLVertexArrayName(rawValue: name)
    }

    deinit {
        state.forget(vertexArray: vertexArray)
        var name = vertexArray.rawValue
        glDeleteVertexArrays(1, &name)
    }

    /// Makes the program current; set the fragment shader's uniforms after this.
    func use() {
        state.useProgram(program.program)
    }

    /// Draws the quad (0, 0)–`size` through `transform` (quad space → clip space)
    /// with the program current and the target bound.
    func draw(transform: CATransform3D, size: CGSize) {
        let t = transform
        // CATransform3D's row-vector entries in memory order are GL's column-major matrix.
        let matrix: [GLfloat] = [
            t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
            t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
        ].map { GLfloat($0) }
        glUniformMatrix4fv(transformLocation, 1, GLboolean(GL_FALSE), matrix)
        glUniform2f(sizeLocation, GLfloat(size.width), GLfloat(size.height))
        state.bindVertexArray(vertexArray)
        glDrawArrays(GLenum(GL_TRIANGLE_STRIP), 0, 4)
        calls += 3
    }

    /// Counts a uniform upload made by the caller.
    func countCall() {
        calls += 1
    }

    /// Uniform uploads and draws since the last call.
    func takeCalls() -> Int {
        defer { calls = 0 }
        return calls
    }
}
