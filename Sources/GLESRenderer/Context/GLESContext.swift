import CEGL
import CGLES
import Foundation

/// An OpenGL ES 3 context on an EGL display, or made through GLX for a
/// window (`GLXContextBinding`), with the GL facts the renderer needs.
///
/// The context draws into a `RenderTarget`; it owns no surface itself. On the
/// surfaceless platform it is made current with no surface at all
/// (`EGL_KHR_surfaceless_context`) and every target is a framebuffer object.
/// A window target makes it current with its window surface instead; a GLX
/// context is always current on its window (offscreen targets are FBOs
/// drawn while it is).
///
/// - Note: Render thread only. A context is current on at most one thread;
///   every GL call of the objects made from it must happen on the thread where
///   it is current. `assertCurrent()` checks it in debug builds.
package final class GLESContext {
    /// The EGL display the context was made on; nil for a GLX context.
    package let display: EGLDisplayConnection?
    /// The GLX context and its window, for a context made through GLX.
    package let glx: (binding: GLXContextBinding, window: UInt)?
    /// `GL_RENDERER`, e.g. "llvmpipe (LLVM 15.0.6, 256 bits)".
    package private(set) var renderer = ""
    /// `GL_VERSION`, e.g. "OpenGL ES 3.2 Mesa 22.3.6".
    package private(set) var version = ""
    /// The GL extensions (`glGetStringi(GL_EXTENSIONS, i)`).
    package private(set) var extensions: Set<String> = []
    /// `GL_MAX_TEXTURE_SIZE`: textures larger than this on a side are refused.
    package private(set) var maxTextureSize = 0
    /// `GL_MAX_RENDERBUFFER_SIZE`, which also bounds render targets here.
    package private(set) var maxRenderTargetSize = 0
    /// The cache every GL binding of this context goes through.
    package let state = GLStateCache()

    let config: EGLConfig?
    let context: EGLContext?
    /// A 1×1 pbuffer, only where EGL_KHR_surfaceless_context is missing.
    private var fallbackSurface: EGLSurface?

    /// Whether the driver is Mesa's software rasterizer.
    package var isLlvmpipe: Bool { renderer.contains("llvmpipe") }

    /// Creates an OpenGL ES 3.0 (or later) context and makes it current on this thread.
    ///
    /// - Throws: `GLESRendererError.noGLES3Config`, `.noGLES3Context` or `.makeCurrent`.
    package init(display: EGLDisplayConnection) throws {
        self.display = display
        glx = nil
        guard eglBindAPI(EGLenum(EGL_OPENGL_ES_API)) == EGLBoolean(EGL_TRUE) else {
            throw GLESRendererError.noGLES3Context(eglError: eglGetError())
        }
        // Windows need a window-capable config (no alpha: the X visual is 24-bit,
        // and a Wayland buffer without alpha is opaque to the compositor);
        // headless targets are FBOs.
        let configAttributes: [EGLint] = display.platform == .x11 || display.platform == .wayland
            ? [EGL_RENDERABLE_TYPE, EGL_OPENGL_ES3_BIT, EGL_SURFACE_TYPE, EGL_WINDOW_BIT,
               EGL_RED_SIZE, 8, EGL_GREEN_SIZE, 8, EGL_BLUE_SIZE, 8, EGL_NONE]
            : [EGL_RENDERABLE_TYPE, EGL_OPENGL_ES3_BIT, EGL_SURFACE_TYPE, EGL_PBUFFER_BIT,
               EGL_RED_SIZE, 8, EGL_GREEN_SIZE, 8, EGL_BLUE_SIZE, 8, EGL_ALPHA_SIZE, 8, EGL_NONE]
        // A stencil buffer for the window surfaces made from this config
        // (masksToBounds clips with it) and a depth buffer (occluders drawn
        // first); any config will do where none has them.
        let stencilAttributes: [EGLint] = [EGL_STENCIL_SIZE, 8]
        let depthAttributes: [EGLint] = [EGL_DEPTH_SIZE, 24]
        var chosen: EGLConfig?
        var count: EGLint = 0
        for attributes in [depthAttributes + stencilAttributes + configAttributes, stencilAttributes + configAttributes,
                           configAttributes] where chosen == nil {
            if eglChooseConfig(display.display, attributes, &chosen, 1, &count) != EGLBoolean(EGL_TRUE) || count == 0 {
                chosen = nil
            }
        }
        guard let config = chosen else {
            throw GLESRendererError.noGLES3Config
        }
        self.config = config
        let contextAttributes: [EGLint] = [EGL_CONTEXT_MAJOR_VERSION, 3, EGL_CONTEXT_MINOR_VERSION, 0, EGL_NONE]
        guard let context = eglCreateContext(display.display, config, nil, contextAttributes) else {
            throw GLESRendererError.noGLES3Context(eglError: eglGetError())
        }
        self.context = context
        if !display.extensions.contains("EGL_KHR_surfaceless_context") {
            let pbufferAttributes: [EGLint] = [EGL_WIDTH, 1, EGL_HEIGHT, 1, EGL_NONE]
            fallbackSurface = eglCreatePbufferSurface(display.display, config, pbufferAttributes)
        }
        try makeCurrent()
        readCapabilities()
    }

    /// Wraps the GLX context `binding` for drawing into the X window
    /// `window` (made with `binding.visualID`), and makes it current there
    /// on this thread.
    ///
    /// - Throws: `GLESRendererError.makeCurrent` when GLX refuses the window.
    package init(glx binding: GLXContextBinding, window: UInt) throws {
        display = nil
        glx = (binding, window)
        config = nil
        context = nil
        try makeCurrent()
        readCapabilities()
    }

    deinit {
        if let glx {
            glx.binding.release()
            return
        }
        guard let display, let context else { return }
        if eglGetCurrentContext() == context {
            eglMakeCurrent(display.display, nil, nil, nil)
        }
        if let fallbackSurface { eglDestroySurface(display.display, fallbackSurface) }
        eglDestroyContext(display.display, context)
    }

    /// The X visual a window must use to take this context's surfaces
    /// (`EGL_NATIVE_VISUAL_ID`, or the GLX config's visual).
    package var nativeVisualID: UInt {
        if let glx { return glx.binding.visualID }
        guard let display, let config else { return 0 }
        var value: EGLint = 0
        eglGetConfigAttrib(display.display, config, EGL_NATIVE_VISUAL_ID, &value)
        return UInt(value)
    }

    /// Makes this EGL context current on the calling thread drawing to `surface`.
    package func makeCurrent(surface: EGLSurface) throws {
        guard let display, eglMakeCurrent(display.display, surface, surface, context) == EGLBoolean(EGL_TRUE) else {
            throw GLESRendererError.makeCurrent(eglError: eglGetError())
        }
        state.invalidate()
    }

    /// Releases the context from the calling thread, so another thread can make it current.
    package func releaseCurrent() {
        guard isCurrent else { return }
        if let glx {
            glx.binding.release()
        } else if let display {
            eglMakeCurrent(display.display, nil, nil, nil)
        }
    }

    /// Makes this context current on the calling thread, with no surface
    /// (a GLX context: on its window, which FBO targets leave alone).
    ///
    /// Other threads must have released it first. The state cache is reset,
    /// since another context may have changed bindings meanwhile.
    package func makeCurrent() throws {
        // First: a GLX window that is refused leaves the context current without it.
        state.invalidate()
        if let glx {
            try glx.binding.makeCurrent(drawable: glx.window)
        } else {
            guard let display, eglMakeCurrent(display.display, fallbackSurface, fallbackSurface, context) == EGLBoolean(EGL_TRUE)
            else { throw GLESRendererError.makeCurrent(eglError: eglGetError()) }
        }
    }

    /// A GL entry point of an extension, from the API the context was made with.
    package func procAddress(_ name: String) -> UnsafeRawPointer? {
        if let glx { return glx.binding.procAddress(name) }
        return eglGetProcAddress(name).map { unsafeBitCast($0, to: UnsafeRawPointer.self) }
    }

    /// Runs `body` with this context current on the calling thread, then
    /// makes current again whatever was before (another context with its
    /// surfaces, or none): for headless renderers that share a thread with
    /// others (`render(in:)` during a `CARenderer` export), and for deleting
    /// GL objects, whose names mean nothing in another context.
    ///
    /// When this context already is current, `body` just runs. Other threads
    /// must not hold this context.
    package func whileCurrent<T>(_ body: () throws -> T) throws -> T {
        if isCurrent { return try body() }
        return try Self.preservingCurrent {
            try makeCurrent()
            return try body()
        }
    }

    /// Runs `body` (which may make contexts current, or create one, which
    /// makes it current), then makes current again the context that was
    /// current on the calling thread before, with its surfaces, or none.
    /// That context's GL state is untouched (state is per context), so its
    /// binding cache stays valid.
    package static func preservingCurrent<T>(_ body: () throws -> T) rethrows -> T {
        // A window's GLX context current here is released for the body (one
        // API's context at a time per thread) and made current again after.
        let glxPrevious = GLXContextBinding.takeCurrent()
        defer { glxPrevious?.restore() }
        let previous = eglGetCurrentContext()
        let previousDisplay = eglGetCurrentDisplay()
        let draw = eglGetCurrentSurface(EGLint(EGL_DRAW)), read = eglGetCurrentSurface(EGLint(EGL_READ))
        defer {
            if let previous, let previousDisplay {
                if eglGetCurrentContext() != previous { eglMakeCurrent(previousDisplay, draw, read, previous) }
            } else if eglGetCurrentContext() != nil {
                eglMakeCurrent(eglGetCurrentDisplay(), nil, nil, nil)
            }
        }
        return try body()
    }

    /// Whether this context is current on the calling thread.
    package var isCurrent: Bool {
        if let glx { return glx.binding.isCurrent }
        return eglGetCurrentContext() == context
    }

    /// Stops in debug builds when the context is not current on this thread.
    package func assertCurrent(_ function: StaticString = #function) {
        assert(isCurrent, "\(function): the GLES context is not current on this thread")
    }

    /// Waits until the GPU (llvmpipe's rasterizer threads) has finished every command.
    package func finish() {
        glFinish()
    }

    private func readCapabilities() {
        renderer = glGetString(GLenum(GL_RENDERER)).map { String(cString: $0) } ?? ""
        version = glGetString(GLenum(GL_VERSION)).map { String(cString: $0) } ?? ""
        var extensionCount: GLint = 0
        glGetIntegerv(GLenum(GL_NUM_EXTENSIONS), &extensionCount)
        var names = Set<String>()
        for index in 0..<max(0, extensionCount) {
            if let name = glGetStringi(GLenum(GL_EXTENSIONS), GLuint(index)) {
                names.insert(String(cString: name))
            }
        }
        extensions = names
        var value: GLint = 0
        glGetIntegerv(GLenum(GL_MAX_TEXTURE_SIZE), &value)
        maxTextureSize = Int(value)
        glGetIntegerv(GLenum(GL_MAX_RENDERBUFFER_SIZE), &value)
        maxRenderTargetSize = Int(value)
    }
}
