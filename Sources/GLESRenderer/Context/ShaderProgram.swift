import CGLES

/// A linked GL program made from GLSL ES 3.00 vertex and fragment sources.
///
/// Compilation and link failures throw with the driver's log, naming the
/// shader, so a typo in `Shaders/` reads like a compiler error.
///
/// - Note: Render thread only; deletes its program on deinit (its context must
///   still be alive and current).
package final class ShaderProgram {
    package let name: String
    package let program: GLProgramName
    private let state: GLStateCache

    /// Compiles both stages and links them.
    ///
    /// - Parameters:
    ///   - name: what messages call the program, e.g. "layer_quad".
    ///   - defines: preprocessor names defined in both stages (a variant),
    ///     inserted after the `#version` line.
    ///   - fragmentLibraries: GLSL functions the fragment stage calls
    ///     (`ShaderSource.cornerShapeLibrary`), inserted after the defines.
    /// - Throws: `GLESRendererError.shaderCompile` (name is `<name>.vert` or
    ///   `<name>.frag`, with the defines after a `+`) or `.programLink`.
    package init(
        name: String, vertexSource: String, fragmentSource: String, defines: [String] = [],
        fragmentLibraries: [String] = [], context: GLESContext
    ) throws {
        context.assertCurrent()
        let fullName = defines.isEmpty ? name : name + "+" + defines.joined(separator: "+")
        self.name = fullName
        self.state = context.state
        let vertex = try ShaderProgram.compile(
            name: "\(fullName).vert", source: ShaderProgram.defining(defines, in: vertexSource), stage: GLenum(GL_VERTEX_SHADER))
        defer { glDeleteShader(vertex) }
        let fragment = try ShaderProgram.compile(
            name: "\(fullName).frag", source: ShaderProgram.defining(defines, in: fragmentSource, libraries: fragmentLibraries),
            stage: GLenum(GL_FRAGMENT_SHADER))
        defer { glDeleteShader(fragment) }
        let program = glCreateProgram()
        glAttachShader(program, vertex)
        glAttachShader(program, fragment)
        glLinkProgram(program)
        var linked: GLint = 0
        glGetProgramiv(program, GLenum(GL_LINK_STATUS), &linked)
        guard linked == GL_TRUE else {
            let log = ShaderProgram.infoLog(of: program, isProgram: true)
            glDeleteProgram(program)
            throw GLESRendererError.programLink(name: fullName, log: log)
        }
        self.program = GLProgramName(rawValue: program)
    }

    deinit {
        state.forget(program: program)
        glDeleteProgram(program.rawValue)
    }

    /// The location of a uniform; -1 when the program has none of that name
    /// (or the compiler removed it as unused).
    package func uniformLocation(_ uniform: String) -> GLint {
        glGetUniformLocation(program.rawValue, uniform)
    }

    /// Compiles one shader stage and returns its GL name.
    ///
    /// - Parameter stage: `GL_VERTEX_SHADER` or `GL_FRAGMENT_SHADER`.
    /// - Throws: `GLESRendererError.shaderCompile(name:log:)` with the info log.
    package static func compile(name: String, source: String, stage: GLenum) throws -> GLuint {
        let shader = glCreateShader(stage)
        source.withCString { text in
            var pointer: UnsafePointer<GLchar>? = text
            glShaderSource(shader, 1, &pointer, nil)
        }
        glCompileShader(shader)
        var compiled: GLint = 0
        glGetShaderiv(shader, GLenum(GL_COMPILE_STATUS), &compiled)
        guard compiled == GL_TRUE else {
            let log = infoLog(of: shader, isProgram: false)
            glDeleteShader(shader)
            throw GLESRendererError.shaderCompile(name: name, log: log)
        }
        return shader
    }

    /// `source` with `#define NAME 1` lines, then `libraries`, after its
    /// `#version` line (which must stay first), or at the top when there is none.
    static func defining(_ names: [String], in source: String, libraries: [String] = []) -> String {
        guard !names.isEmpty || !libraries.isEmpty else { return source }
        let lines = names.map { "#define \($0) 1\n" }.joined() + libraries.map { $0 + "\n" }.joined()
        if source.hasPrefix("#version"), let end = source.firstIndex(of: "\n") {
            let afterVersion = source.index(after: end)
            return String(source[..<afterVersion]) + lines + String(source[afterVersion...])
        }
        return lines + source
    }

    private static func infoLog(of object: GLuint, isProgram: Bool) -> String {
        var length: GLint = 0
        if isProgram {
            glGetProgramiv(object, GLenum(GL_INFO_LOG_LENGTH), &length)
        } else {
            glGetShaderiv(object, GLenum(GL_INFO_LOG_LENGTH), &length)
        }
        guard length > 1 else { return "(the driver gave no log)" }
        var bytes = [GLchar](repeating: 0, count: Int(length))
        var written: GLsizei = 0
        if isProgram {
            glGetProgramInfoLog(object, length, &written, &bytes)
        } else {
            glGetShaderInfoLog(object, length, &written, &bytes)
        }
        let text = bytes.prefix(Int(written)).map { UInt8(bitPattern: $0) }
        return String(decoding: text, as: UTF8.self).trimmingTrailingWhitespace()
    }
}

extension String {
    fileprivate func trimmingTrailingWhitespace() -> String {
        var text = Substring(self)
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}
