import CGLES

/// The GL bindings and fixed-function state of one context, set only on change.
///
/// Every binding the renderer makes goes through here, so that a redundant
/// bind costs a comparison and not a driver call. `issuedCalls` counts the
/// state calls that reached GL, `skippedCalls` those that were redundant.
/// Deleting an object that may be bound must go through `forget…` so the
/// cache does not believe a dead name is still bound.
///
/// Tracks texture unit 0 only: the layer program samples one texture.
///
/// - Note: Render thread only, like its context. Call `invalidate()` after
///   GL calls made behind its back (another library, a context switch).
package final class GLStateCache {
    /// State-changing GL calls issued since the last `resetCounters()`.
    package private(set) var issuedCalls = 0
    /// Calls avoided because the state was already set.
    package private(set) var skippedCalls = 0

    private var program: GLProgramName?
    private var vertexArray: GLVertexArrayName?
    private var arrayBuffer: GLBufferName?
    private var drawFramebuffer: GLFramebufferName?
    private var texture: GLTextureName?
    private var activeUnitIsZero = false
    private var blending: Bool?
    private var blendFactors: (source: GLenum, destination: GLenum)?
    private var viewport: (x: GLint, y: GLint, width: GLsizei, height: GLsizei)?
    private var clearColor: (Float, Float, Float, Float)?
    private var stencil = StencilState()
    private var depthTest: Bool?
    private var depthWrites: Bool?
    private var scissorTest: Bool?
    private var scissorBox: (x: GLint, y: GLint, width: GLsizei, height: GLsizei)?
    /// The framebuffer whose drawing is cut to a box (`scissorBoundFramebuffer(to:)`), and the box.
    private var scissored: (framebuffer: GLFramebufferName, box: (GLint, GLint, GLsizei, GLsizei))?

    package init() {}

    /// Forgets every cached value: the next call of each kind reaches GL.
    package func invalidate() {
        program = nil
        vertexArray = nil
        arrayBuffer = nil
        drawFramebuffer = nil
        texture = nil
        activeUnitIsZero = false
        blending = nil
        blendFactors = nil
        viewport = nil
        clearColor = nil
        stencil = StencilState()
        depthTest = nil
        depthWrites = nil
        // The cache left the test on only while a scissor is wanted: then it
        // is taken as on, so that the next bind turns it off or sets its box.
        scissorTest = scissored == nil ? scissorTest : true
        scissorBox = nil
    }

    package func resetCounters() {
        issuedCalls = 0
        skippedCalls = 0
    }

    package func useProgram(_ name: GLProgramName) {
        guard program != name else { return skip() }
        glUseProgram(name.rawValue)
        program = name
        issuedCalls += 1
    }

    package func bindVertexArray(_ name: GLVertexArrayName) {
        guard vertexArray != name else { return skip() }
        glBindVertexArray(name.rawValue)
        vertexArray = name
        issuedCalls += 1
    }

    /// Binds `GL_ARRAY_BUFFER` (not part of vertex array state in GL).
    package func bindArrayBuffer(_ name: GLBufferName) {
        guard arrayBuffer != name else { return skip() }
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), name.rawValue)
        arrayBuffer = name
        issuedCalls += 1
    }

    /// Binds `GL_FRAMEBUFFER` (draw and read), with the scissor that goes with it.
    package func bindFramebuffer(_ name: GLFramebufferName) {
        guard drawFramebuffer != name else { return skip() }
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), name.rawValue)
        drawFramebuffer = name
        issuedCalls += 1
        applyScissor()
    }

    /// Cuts every later draw and clear into the framebuffer bound now to
    /// `box` (pixels of GL's window space, from the bottom left), however
    /// often other framebuffers are bound meanwhile (drawing into those is
    /// not cut), until called with nil: the frame's damaged rectangle
    /// (`FramePlanExecutor.draw(_:to:clearColor:region:)`).
    package func scissorBoundFramebuffer(to box: (x: Int, y: Int, width: Int, height: Int)?) {
        if let box, let framebuffer = drawFramebuffer {
            scissored = (framebuffer, (GLint(box.x), GLint(box.y), GLsizei(box.width), GLsizei(box.height)))
        } else {
            scissored = nil
        }
        applyScissor()
    }

    /// Sets the scissor test (and box) the bound framebuffer wants.
    private func applyScissor() {
        let box = scissored.flatMap { $0.framebuffer == drawFramebuffer ? $0.box : nil }
        // Only this cache turns the test on, so an unknown state (nil) needs no call to stay off.
        if let box, scissorTest != true {
            glEnable(GLenum(GL_SCISSOR_TEST))
            scissorTest = true
            issuedCalls += 1
        } else if box == nil, scissorTest == true {
            glDisable(GLenum(GL_SCISSOR_TEST))
            scissorTest = false
            issuedCalls += 1
        }
        guard let box else { return }
        if let current = scissorBox, current == box { return }
        glScissor(box.0, box.1, box.2, box.3)
        scissorBox = box
        issuedCalls += 1
    }

    /// Binds `GL_TEXTURE_2D` on texture unit 0.
    package func bindTexture(_ name: GLTextureName) {
        if !activeUnitIsZero {
            glActiveTexture(GLenum(GL_TEXTURE0))
            activeUnitIsZero = true
            issuedCalls += 1
        }
        guard texture != name else { return skip() }
        glBindTexture(GLenum(GL_TEXTURE_2D), name.rawValue)
        texture = name
        issuedCalls += 1
    }

    /// Premultiplied-alpha blending on or off; when on, `GL_ONE, GL_ONE_MINUS_SRC_ALPHA`.
    package func setPremultipliedBlending(_ enabled: Bool) {
        setBlending(enabled, factors: (GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA)))
    }

    /// Blending on, premultiplied source-over (`GL_ONE, GL_ONE_MINUS_SRC_ALPHA`)
    /// or, with `additive`, the sum of source and target (`GL_ONE, GL_ONE`).
    package func setBlending(additive: Bool) {
        setBlending(true, factors: (GLenum(GL_ONE), GLenum(additive ? GL_ONE : GL_ONE_MINUS_SRC_ALPHA)))
    }

    private func setBlending(_ enabled: Bool, factors: (GLenum, GLenum)) {
        if blending != enabled {
            if enabled { glEnable(GLenum(GL_BLEND)) } else { glDisable(GLenum(GL_BLEND)) }
            blending = enabled
            issuedCalls += 1
        } else {
            skip()
        }
        guard enabled else { return }
        if let current = blendFactors, current == factors { return skip() }
        glBlendFunc(factors.0, factors.1)
        blendFactors = factors
        issuedCalls += 1
    }

    package func setViewport(x: Int, y: Int, width: Int, height: Int) {
        let wanted = (GLint(x), GLint(y), GLsizei(width), GLsizei(height))
        if let current = viewport, current == wanted { return skip() }
        glViewport(wanted.0, wanted.1, wanted.2, wanted.3)
        viewport = wanted
        issuedCalls += 1
    }

    package func setClearColor(_ color: PremultipliedColor) {
        let wanted = (color.red, color.green, color.blue, color.alpha)
        if let current = clearColor, current == wanted { return skip() }
        glClearColor(wanted.0, wanted.1, wanted.2, wanted.3)
        clearColor = wanted
        issuedCalls += 1
    }

    /// The depth test (`GL_LESS`: nearer is smaller) on or off, and depth
    /// writes on or off. The function is set once, when the test is first
    /// turned on; nothing in the renderer uses another.
    package func setDepth(test: Bool, writes: Bool) {
        if depthTest != test {
            if test {
                glEnable(GLenum(GL_DEPTH_TEST))
                glDepthFunc(GLenum(GL_LESS))
            } else {
                glDisable(GLenum(GL_DEPTH_TEST))
            }
            depthTest = test
            issuedCalls += 1
        } else {
            skip()
        }
        guard depthWrites != writes else { return skip() }
        glDepthMask(GLboolean(writes ? GL_TRUE : GL_FALSE))
        depthWrites = writes
        issuedCalls += 1
    }

    /// The stencil test on or off.
    package func setStencilTest(_ enabled: Bool) {
        guard stencil.test != enabled else { return skip() }
        if enabled { glEnable(GLenum(GL_STENCIL_TEST)) } else { glDisable(GLenum(GL_STENCIL_TEST)) }
        stencil.test = enabled
        issuedCalls += 1
    }

    /// `glStencilFunc(function, reference, 0xFF)` and `glStencilOp(KEEP, KEEP, pass)`:
    /// what the test compares and what a fragment that passes it writes.
    package func setStencil(function: GLenum, reference: Int, pass: GLenum) {
        if let current = stencil.function, current == (function, GLint(reference)) {
            skip()
        } else {
            glStencilFunc(function, GLint(reference), 0xFF)
            stencil.function = (function, GLint(reference))
            issuedCalls += 1
        }
        guard stencil.pass != pass else { return skip() }
        glStencilOp(GLenum(GL_KEEP), GLenum(GL_KEEP), pass)
        stencil.pass = pass
        issuedCalls += 1
    }

    /// Colour writes on (all four channels) or off (stencil-only passes).
    package func setColorWrites(_ enabled: Bool) {
        guard stencil.colorWrites != enabled else { return skip() }
        let flag = GLboolean(enabled ? GL_TRUE : GL_FALSE)
        glColorMask(flag, flag, flag, flag)
        stencil.colorWrites = enabled
        issuedCalls += 1
    }

    /// Call before deleting a texture that may be bound: GL unbinds it on deletion.
    package func forget(texture name: GLTextureName) {
        if texture == name { texture = nil }
    }

    /// Call before deleting a framebuffer that may be bound.
    package func forget(framebuffer name: GLFramebufferName) {
        if drawFramebuffer == name { drawFramebuffer = nil }
    }

    /// Call before deleting a buffer that may be bound.
    package func forget(buffer name: GLBufferName) {
        if arrayBuffer == name { arrayBuffer = nil }
    }

    /// Call before deleting a vertex array or program that may be bound.
    package func forget(vertexArray name: GLVertexArrayName) {
        if vertexArray == name { vertexArray = nil }
    }

    package func forget(program name: GLProgramName) {
        if program == name { program = nil }
    }

    private func skip() {
        skippedCalls += 1
    }

    /// The stencil and colour-mask state (nil: unknown).
    private struct StencilState {
        var test: Bool?
        var function: (GLenum, GLint)?
        var pass: GLenum?
        var colorWrites: Bool?
    }
}
