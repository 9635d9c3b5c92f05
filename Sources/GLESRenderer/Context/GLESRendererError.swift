import CEGL
import CGLES

/// Why the GLES renderer could not start or could not build a GPU object.
///
/// Each message says what failed and what to do about it. Thrown by context
/// creation, program compilation and render-target creation; drawing itself
/// never throws (a bad draw is dropped with a diagnostic).
package enum GLESRendererError: Error, CustomStringConvertible, Equatable {
    /// libEGL answered nothing useful: no client extensions, or a required entry point is missing.
    case noEGL(detail: String)
    /// EGL has neither `EGL_MESA_platform_surfaceless` nor
    /// `EGL_EXT_platform_device`, one of which headless rendering needs (or
    /// not the one `requested` names).
    case noHeadlessPlatform(clientExtensions: String, requested: String?)
    /// The device platform found no EGL device that initialises (`detail`: each one's failure).
    case noEGLDevice(detail: String)
    /// `eglInitialize` refused the display.
    case displayInitialization(eglError: EGLint)
    /// No EGL configuration offers OpenGL ES 3 with RGBA8.
    case noGLES3Config
    /// `eglCreateContext` refused an OpenGL ES 3 context.
    case noGLES3Context(eglError: EGLint)
    /// `eglMakeCurrent` failed.
    case makeCurrent(eglError: EGLint)
    /// `glXMakeContextCurrent` refused the context on the window `drawable`.
    case glxMakeCurrent(drawable: UInt)
    /// The X server could not say the size of the window `drawable` while
    /// GLX made the context current on it (the window was destroyed by
    /// another client, or the connection broke): nothing is drawn into it.
    case glxWindowUnsized(drawable: UInt)
    /// Showing a frame failed: `eglSwapBuffers`'s error, or GLX's.
    case swapFailed(detail: String)
    /// GLX cannot give an OpenGL ES 3 context for windows (`detail` says
    /// why); windows then use EGL.
    case noGLXContext(detail: String)
    /// A shader did not compile; `log` is the driver's info log.
    case shaderCompile(name: String, log: String)
    /// A program did not link; `log` is the driver's info log.
    case programLink(name: String, log: String)
    /// A framebuffer is not complete; `status` is `glCheckFramebufferStatus`'s answer.
    case framebufferIncomplete(status: GLenum)
    /// A render target was asked for a size the context cannot hold.
    case invalidTargetSize(width: Int, height: Int, maximum: Int)
    /// An offscreen image of `width` × `height` pixels would take the frame's
    /// offscreen images past `FrameBudget.offscreenPixels` (`budget`).
    case offscreenBudgetSpent(width: Int, height: Int, budget: Int)

    package var description: String {
        switch self {
        case .noEGL(let detail):
            return "EGL is not usable (\(detail)). Install Mesa's EGL (Debian: libegl1 libegl-mesa0 libgl1-mesa-dri; Scripts/install-deps.sh does it)."
        case .noHeadlessPlatform(let extensions, let requested):
            return "EGL has no headless platform\(requested.map { " of the kind \($0) asks for" } ?? ""): neither Mesa's surfaceless one (EGL_MESA_platform_surfaceless) "
                + "nor a GPU's device platform (EGL_EXT_platform_device with EGL_EXT_device_enumeration), so there is no headless rendering. "
                + "Install Mesa's EGL vendor library (Debian: libegl-mesa0 libgl1-mesa-dri), or for an NVIDIA GPU its driver's EGL "
                + "(point __EGL_VENDOR_LIBRARY_FILENAMES at its 10_nvidia.json where glvnd does not find it), and check that neither "
                + "EGL_PLATFORM nor __EGL_VENDOR_LIBRARY_FILENAMES points EGL elsewhere. "
                + "Client extensions: \(extensions.isEmpty ? "(none)" : extensions)"
        case .noEGLDevice(let detail):
            return "EGL's device platform opened no GPU (\(detail)). Check that the GPU's driver is loaded (nvidia-smi) and that "
                + "this user may open its device files (/dev/nvidia*, /dev/dri/*)."
        case .displayInitialization(let code):
            return "eglInitialize failed on the surfaceless display (\(EGLErrorName.name(code))). Check that Mesa's DRI drivers are installed (libgl1-mesa-dri) and that LIBGL_ALWAYS_SOFTWARE or MESA_LOADER_DRIVER_OVERRIDE name a driver that exists."
        case .noGLES3Config:
            return "No EGL configuration offers OpenGL ES 3 with 8-bit RGBA. The driver is too old or not Mesa; llvmpipe from Mesa 20+ has one."
        case .noGLES3Context(let code):
            return "eglCreateContext refused an OpenGL ES 3.0 context (\(EGLErrorName.name(code))). The driver needs OpenGL ES 3.0 support (Mesa llvmpipe has it)."
        case .makeCurrent(let code):
            return "eglMakeCurrent failed (\(EGLErrorName.name(code))). A context can be current on one thread at a time: release it on the other thread first."
        case .glxMakeCurrent(let drawable):
            return "glXMakeContextCurrent failed on window 0x\(String(drawable, radix: 16)): the window or the connection "
                + "to the X server may be gone, or the context is current on another thread (release it there first)."
        case .glxWindowUnsized(let drawable):
            return "The X server could not say the size of window 0x\(String(drawable, radix: 16)) when the GL context "
                + "was made current on it: the window was destroyed by another program, or the connection to the X "
                + "server broke. Nothing is drawn into it (the GL driver's buffers for it have no true size)."
        case .swapFailed(let detail):
            return "Presenting the frame failed (\(detail)): the window or the connection to the X server may be gone."
        case .noGLXContext(let detail):
            return "GLX gives no OpenGL ES 3 context (\(detail)); the window uses EGL instead. GLX needs "
                + "GLX_EXT_create_context_es2_profile (Mesa's GLX: Debian libglx-mesa0)."
        case .shaderCompile(let name, let log):
            return "Shader \(name) did not compile:\n\(log)"
        case .programLink(let name, let log):
            return "Program \(name) did not link:\n\(log)"
        case .framebufferIncomplete(let status):
            return "Framebuffer incomplete (\(GLEnumName.framebufferStatus(status))). The size or format is not renderable on this driver."
        case .invalidTargetSize(let width, let height, let maximum):
            return "A render target of \(width)×\(height) pixels is not possible: each side must be 1…\(maximum) (GL_MAX_RENDERBUFFER_SIZE)."
        case .offscreenBudgetSpent(let width, let height, let budget):
            return "An offscreen image of \(width)×\(height) pixels would take this frame's offscreen images past "
                + "FrameBudget.offscreenPixels (\(budget) pixels): the layers that needed it are drawn straight into "
                + "their parent (group opacity per layer, masks left out). Raise the budget, or nest fewer groups and masks."
        }
    }
}

/// Names of EGL error codes, for messages.
enum EGLErrorName {
    static func name(_ code: EGLint) -> String {
        switch code {
        case EGL_SUCCESS: return "EGL_SUCCESS"
        case EGL_NOT_INITIALIZED: return "EGL_NOT_INITIALIZED"
        case EGL_BAD_ACCESS: return "EGL_BAD_ACCESS"
        case EGL_BAD_ALLOC: return "EGL_BAD_ALLOC"
        case EGL_BAD_ATTRIBUTE: return "EGL_BAD_ATTRIBUTE"
        case EGL_BAD_CONFIG: return "EGL_BAD_CONFIG"
        case EGL_BAD_CONTEXT: return "EGL_BAD_CONTEXT"
        case EGL_BAD_CURRENT_SURFACE: return "EGL_BAD_CURRENT_SURFACE"
        case EGL_BAD_DISPLAY: return "EGL_BAD_DISPLAY"
        case EGL_BAD_MATCH: return "EGL_BAD_MATCH"
        case EGL_BAD_NATIVE_PIXMAP: return "EGL_BAD_NATIVE_PIXMAP"
        case EGL_BAD_NATIVE_WINDOW: return "EGL_BAD_NATIVE_WINDOW"
        case EGL_BAD_PARAMETER: return "EGL_BAD_PARAMETER"
        case EGL_BAD_SURFACE: return "EGL_BAD_SURFACE"
        case EGL_CONTEXT_LOST: return "EGL_CONTEXT_LOST"
        default: return "EGL error 0x" + String(code, radix: 16)
        }
    }
}

/// Names of GL enums that appear in messages.
enum GLEnumName {
    static func framebufferStatus(_ status: GLenum) -> String {
        switch Int32(bitPattern: status) {
        case GL_FRAMEBUFFER_COMPLETE: return "GL_FRAMEBUFFER_COMPLETE"
        case GL_FRAMEBUFFER_INCOMPLETE_ATTACHMENT: return "GL_FRAMEBUFFER_INCOMPLETE_ATTACHMENT"
        case GL_FRAMEBUFFER_INCOMPLETE_MISSING_ATTACHMENT: return "GL_FRAMEBUFFER_INCOMPLETE_MISSING_ATTACHMENT"
        case GL_FRAMEBUFFER_INCOMPLETE_DIMENSIONS: return "GL_FRAMEBUFFER_INCOMPLETE_DIMENSIONS"
        case GL_FRAMEBUFFER_UNSUPPORTED: return "GL_FRAMEBUFFER_UNSUPPORTED"
        case GL_FRAMEBUFFER_INCOMPLETE_MULTISAMPLE: return "GL_FRAMEBUFFER_INCOMPLETE_MULTISAMPLE"
        case 0: return "glCheckFramebufferStatus failed"
        default: return "status 0x" + String(status, radix: 16)
        }
    }
}
