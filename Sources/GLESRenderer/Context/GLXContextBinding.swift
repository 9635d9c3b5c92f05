import CEGL
import CGLX
import Foundation

/// An OpenGL ES 3 context made through GLX for windows of one X display:
/// what a window on Mesa's software rasterizer draws with.
///
/// Why GLX there: EGL's X11 path on llvmpipe sends every frame to the X
/// server through the socket (PutImage), about 7 ms of the presenting
/// thread and 3 ms of X server CPU per 1280×720 frame here; GLX's software
/// path puts the same image through shared memory (MIT-SHM), about 0.4 ms
/// and 0.5 ms. GL calls are unchanged: libGLESv2 (glvnd) dispatches to
/// whichever context is current, EGL's or GLX's.
///
/// The context is made with `GLX_EXT_create_context_es2_profile` (an ES
/// 3.0 context) on a double-buffered window config with 8-bit RGB and,
/// where offered, an 8-bit stencil buffer and a 24-bit depth buffer; windows take `visualID`. It is
/// made current on one window drawable (`makeCurrent(drawable:)`), released
/// with `release()`, and swaps with `swap(drawable:)`.
///
/// Made on the main thread (Xlib, with `XInitThreads()` called by the
/// connection); then current on one thread at a time (render and present
/// threads hand it over).
package final class GLXContextBinding {
    /// The Xlib `Display*` the context belongs to.
    package let nativeDisplay: OpaquePointer
    /// The X visual a window must use to be drawn by this context.
    package let visualID: UInt
    /// `GL_RENDERER` as GLX's context reports it.
    package let renderer: String
    private let config: GLXFBConfig
    let context: GLXContext
    private let swapIntervalEXT: CGLXSwapIntervalEXT?
    private let swapIntervalMESA: CGLXSwapIntervalMESA?
    private let copySubBufferMESA: PFNGLXCOPYSUBBUFFERMESAPROC?
    /// What owns `nativeDisplay`, released after the context is destroyed;
    /// its failures decide whether a window made current can be drawn into.
    private let connection: (any GLXConnectionFaults)?

    /// Whether the renderer is a software rasterizer (llvmpipe, softpipe).
    package var isSoftware: Bool { renderer.contains("llvmpipe") || renderer.contains("softpipe") }

    /// Makes an ES 3.0 context on `screen` of `nativeDisplay` (an Xlib
    /// `Display*`, best a connection of the render side's own: see
    /// `RenderDisplayConnection`), kept open by `connection` until the
    /// context is gone. It is not current anywhere afterwards.
    /// - Throws: `GLESRendererError.noGLXContext` saying what is missing.
    package init(nativeDisplay: OpaquePointer, screen: Int32, connection: (any GLXConnectionFaults)? = nil) throws {
        self.connection = connection
        let display = nativeDisplay
        var errorBase: Int32 = 0, eventBase: Int32 = 0
        guard glXQueryExtension(display, &errorBase, &eventBase) != 0 else {
            throw GLESRendererError.noGLXContext(detail: "the X server has no GLX extension")
        }
        let extensions = glXQueryExtensionsString(display, screen).map { String(cString: $0) } ?? ""
        let words = Set(extensions.split(separator: " ").map(String.init))
        guard words.contains("GLX_EXT_create_context_es2_profile") || words.contains("GLX_EXT_create_context_es_profile"),
              let createAddress = glXGetProcAddressARB("glXCreateContextAttribsARB")
        else {
            throw GLESRendererError.noGLXContext(detail: "no GLX_EXT_create_context_es2_profile")
        }
        let createContext = unsafeBitCast(createAddress, to: CGLXCreateContextAttribs.self)
        let base: [Int32] = [GLX_X_RENDERABLE, 1, GLX_DRAWABLE_TYPE, GLX_WINDOW_BIT, GLX_RENDER_TYPE, GLX_RGBA_BIT,
                             GLX_X_VISUAL_TYPE, GLX_TRUE_COLOR, GLX_RED_SIZE, 8, GLX_GREEN_SIZE, 8, GLX_BLUE_SIZE, 8,
                             GLX_DOUBLEBUFFER, 1]
        // A stencil buffer for masksToBounds clips and a depth buffer for
        // occluders where a config has them.
        var chosen: GLXFBConfig?
        for attributes in [base + [GLX_STENCIL_SIZE, 8, GLX_DEPTH_SIZE, 24, 0], base + [GLX_STENCIL_SIZE, 8, 0], base + [0]]
        where chosen == nil {
            var count: Int32 = 0
            if let configs = glXChooseFBConfig(display, screen, attributes, &count) {
                if count > 0 { chosen = configs[0] }
                XFree(configs)
            }
        }
        guard let config = chosen, let visual = glXGetVisualFromFBConfig(display, config) else {
            throw GLESRendererError.noGLXContext(detail: "no double-buffered RGB8 window config")
        }
        visualID = UInt(visual.pointee.visualid)
        XFree(visual)
        let attributes: [Int32] = [GLX_CONTEXT_MAJOR_VERSION_ARB, 3, GLX_CONTEXT_MINOR_VERSION_ARB, 0,
                                   GLX_CONTEXT_PROFILE_MASK_ARB, GLX_CONTEXT_ES2_PROFILE_BIT_EXT, 0]
        guard let context = createContext(display, config, nil, 1, attributes) else {
            throw GLESRendererError.noGLXContext(detail: "glXCreateContextAttribsARB refused an ES 3.0 context")
        }
        self.nativeDisplay = nativeDisplay
        self.config = config
        self.context = context
        swapIntervalEXT = words.contains("GLX_EXT_swap_control")
            ? glXGetProcAddressARB("glXSwapIntervalEXT").map { unsafeBitCast($0, to: CGLXSwapIntervalEXT.self) } : nil
        swapIntervalMESA = words.contains("GLX_MESA_swap_control")
            ? glXGetProcAddressARB("glXSwapIntervalMESA").map { unsafeBitCast($0, to: CGLXSwapIntervalMESA.self) } : nil
        copySubBufferMESA = words.contains("GLX_MESA_copy_sub_buffer")
            ? glXGetProcAddressARB("glXCopySubBufferMESA").map { unsafeBitCast($0, to: PFNGLXCOPYSUBBUFFERMESAPROC.self) }
            : nil
        // The renderer's name needs the context current, on some drawable:
        // the root window will do for one query.
        let root = XRootWindow(display, screen)
        if glXMakeContextCurrent(display, root, root, context) != 0 {
            renderer = glGetString(GLenum(GL_RENDERER)).map { String(cString: $0) } ?? ""
            glXMakeContextCurrent(display, 0, 0, nil)
        } else {
            renderer = ""
        }
    }

    deinit {
        let display = nativeDisplay
        if glXGetCurrentContext() == context { glXMakeContextCurrent(display, 0, 0, nil) }
        glXDestroyContext(display, context)
    }

    /// Whether the context is current on the calling thread.
    package var isCurrent: Bool { glXGetCurrentContext() == context }

    /// The drawable the context draws to on the calling thread (0: none).
    package var currentDrawable: UInt { UInt(glXGetCurrentDrawable()) }

    /// Makes the context current on the calling thread, drawing to the X
    /// window `drawable`. An EGL context current on the thread is released
    /// first, as making a context current replaces the thread's previous
    /// one (glvnd refuses a GLX context where EGL's is current).
    ///
    /// When the server could not say the window's size meanwhile (see
    /// `GLXConnectionFaults`), the context stays current with no drawable, so
    /// that nothing reaches the window and GL objects can still be deleted.
    /// - Throws: `GLESRendererError.glxMakeCurrent` when GLX refuses;
    ///   `.glxWindowUnsized` when the window's size query failed.
    package func makeCurrent(drawable: UInt) throws {
        if eglGetCurrentContext() != nil {
            eglMakeCurrent(eglGetCurrentDisplay(), nil, nil, nil)
        }
        let refused = connection?.refusedGeometryQueries ?? 0
        if let connection, !connection.isConnected {
            try makeCurrentWithoutDrawable(failing: drawable)
        }
        guard glXMakeContextCurrent(nativeDisplay, GLXDrawable(drawable),
                                    GLXDrawable(drawable), context) != 0
        else { throw GLESRendererError.glxMakeCurrent(drawable: drawable) }
        if let connection, !connection.isConnected || connection.refusedGeometryQueries != refused {
            try makeCurrentWithoutDrawable(failing: drawable)
        }
    }

    /// Keeps (or makes) the context current with no drawable, then throws
    /// `.glxWindowUnsized(drawable)`; releases it where GLX refuses that.
    private func makeCurrentWithoutDrawable(failing drawable: UInt) throws -> Never {
        if glXMakeContextCurrent(nativeDisplay, 0, 0, context) == 0 { release() }
        throw GLESRendererError.glxWindowUnsized(drawable: drawable)
    }

    /// Releases the context from the calling thread.
    package func release() {
        if isCurrent { glXMakeContextCurrent(nativeDisplay, 0, 0, nil) }
    }

    /// Shows the back buffer of `drawable` (the context is current on it).
    package func swap(drawable: UInt) {
        glXSwapBuffers(nativeDisplay, GLXDrawable(drawable))
    }

    /// Whether rectangles of the back buffer can be copied to the window
    /// without a swap (`GLX_MESA_copy_sub_buffer`).
    package var copiesSubBuffers: Bool { copySubBufferMESA != nil }

    /// Copies a rectangle of `drawable`'s back buffer to the window (x and y
    /// from its bottom left, as GL counts), leaving the back buffer as it is;
    /// the context is current on it. Nothing without `copiesSubBuffers`.
    package func copySubBuffer(drawable: UInt, x: Int, y: Int, width: Int, height: Int) {
        copySubBufferMESA?(nativeDisplay, GLXDrawable(drawable), Int32(x), Int32(y), Int32(width), Int32(height))
    }

    /// Swaps per vblank for `drawable` (the context is current on it),
    /// where GLX offers a swap-control extension.
    package func setSwapInterval(_ interval: Int, drawable: UInt) {
        if let swapIntervalEXT {
            swapIntervalEXT(nativeDisplay, GLXDrawable(drawable), Int32(interval))
        } else if let swapIntervalMESA {
            _ = swapIntervalMESA(UInt32(interval))
        }
    }

    /// A GL or GLX entry point, for extensions (timer queries).
    package func procAddress(_ name: String) -> UnsafeRawPointer? {
        glXGetProcAddressARB(name).map { unsafeBitCast($0, to: UnsafeRawPointer.self) }
    }

    /// A GLX context current on the calling thread, released until `restore()`.
    package struct CurrentContext {
        let display: OpaquePointer
        let draw: GLXDrawable
        let read: GLXDrawable
        let context: GLXContext

        /// Makes the context current again on the calling thread.
        package func restore() {
            glXMakeContextCurrent(display, draw, read, context)
        }
    }

    /// Releases the GLX context current on the calling thread, if any, and
    /// says how to make it current again.
    package static func takeCurrent() -> CurrentContext? {
        guard let context = glXGetCurrentContext(), let display = glXGetCurrentDisplay() else { return nil }
        let taken = CurrentContext(display: display, draw: glXGetCurrentDrawable(), read: glXGetCurrentReadDrawable(),
                                   context: context)
        glXMakeContextCurrent(display, 0, 0, nil)
        return taken
    }
}
