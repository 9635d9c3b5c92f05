import CEGL
import Foundation

/// An initialised EGL display on one platform, from which contexts are made.
///
/// Today the only platform is Mesa's surfaceless one (headless: tests, frame
/// export, CI). An X11 display for windows is a second `Platform` case opened
/// the same way (`eglGetPlatformDisplayEXT(EGL_PLATFORM_X11_KHR, …)`); the
/// context (`GLESContext`) and what it draws into (`RenderTarget`) are separate
/// types, so a window surface adds a target, not a new context.
///
/// Displays are shared and never terminated: EGL keeps one display per
/// platform and native display for the whole process, and `eglTerminate`
/// would pull it from under every other context made on it.
///
/// - Note: Opening is thread-safe; the connection itself is immutable.
package final class EGLDisplayConnection: @unchecked Sendable {
    /// Where the display's surfaces live.
    package enum Platform: Sendable, Equatable, CustomStringConvertible {
        /// `EGL_PLATFORM_SURFACELESS_MESA`: no window system; draw into framebuffer objects.
        case surfaceless
        /// `EGL_PLATFORM_X11_KHR`: windows of an X display (window surfaces and FBOs).
        case x11

        package var description: String {
            switch self {
            case .surfaceless: return "surfaceless"
            case .x11: return "x11"
            }
        }
    }

    package let platform: Platform
    /// The EGL version the implementation reports.
    package let version: (major: Int, minor: Int)
    /// `EGL_VENDOR`, e.g. "Mesa Project".
    package let vendor: String
    /// The display's (not the client's) extension string.
    package let extensions: Set<String>
    let display: EGLDisplay

    private init(platform: Platform, display: EGLDisplay, major: EGLint, minor: EGLint) {
        self.platform = platform
        self.display = display
        self.version = (Int(major), Int(minor))
        self.vendor = eglQueryString(display, EGL_VENDOR).map { String(cString: $0) } ?? "unknown"
        self.extensions = EGLDisplayConnection.words(eglQueryString(display, EGL_EXTENSIONS))
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var sharedSurfaceless: EGLDisplayConnection?

    /// The process's surfaceless display, opened on first use.
    ///
    /// - Throws: `GLESRendererError.noEGL`, `.noSurfacelessPlatform` or
    ///   `.displayInitialization`, each saying what to install or check.
    package static func surfaceless() throws -> EGLDisplayConnection {
        lock.lock()
        defer { lock.unlock() }
        if let shared = sharedSurfaceless { return shared }
        let opened = try openSurfaceless()
        sharedSurfaceless = opened
        return opened
    }

    private static func openSurfaceless() throws -> EGLDisplayConnection {
        // Client extensions are queried on no display (EGL_EXT_client_extensions).
        guard let clientText = eglQueryString(nil, EGL_EXTENSIONS) else {
            throw GLESRendererError.noEGL(detail: "eglQueryString(EGL_NO_DISPLAY, EGL_EXTENSIONS) returned nothing: no client extensions, so no platform displays")
        }
        let client = String(cString: clientText)
        let clientSet = words(clientText)
        guard clientSet.contains("EGL_MESA_platform_surfaceless") else {
            throw GLESRendererError.noSurfacelessPlatform(clientExtensions: client)
        }
        guard clientSet.contains("EGL_EXT_platform_base"),
              let entry = eglGetProcAddress("eglGetPlatformDisplayEXT")
        else {
            throw GLESRendererError.noEGL(detail: "eglGetPlatformDisplayEXT is missing (EGL_EXT_platform_base)")
        }
        typealias GetPlatformDisplay = @convention(c) (EGLenum, UnsafeMutableRawPointer?, UnsafePointer<EGLint>?) -> EGLDisplay?
        let getPlatformDisplay = unsafeBitCast(entry, to: GetPlatformDisplay.self)
        let attributes: [EGLint] = [EGL_NONE]
        guard let display = getPlatformDisplay(EGLenum(EGL_PLATFORM_SURFACELESS_MESA), nil, attributes) else {
            throw GLESRendererError.noSurfacelessPlatform(clientExtensions: client)
        }
        var major: EGLint = 0
        var minor: EGLint = 0
        guard eglInitialize(display, &major, &minor) == EGLBoolean(EGL_TRUE) else {
            throw GLESRendererError.displayInitialization(eglError: eglGetError())
        }
        return EGLDisplayConnection(platform: .surfaceless, display: display, major: major, minor: minor)
    }

    /// The EGL display of an X11 connection (`Display *`), for window surfaces.
    ///
    /// - Throws: `GLESRendererError.noEGL` when EGL lacks X11 platform
    ///   displays, or `.displayInitialization`.
    package static func x11(nativeDisplay: OpaquePointer) throws -> EGLDisplayConnection {
        guard let clientText = eglQueryString(nil, EGL_EXTENSIONS) else {
            throw GLESRendererError.noEGL(detail: "eglQueryString(EGL_NO_DISPLAY, EGL_EXTENSIONS) returned nothing")
        }
        let clientSet = words(clientText)
        guard clientSet.contains("EGL_EXT_platform_base"),
              clientSet.contains("EGL_KHR_platform_x11") || clientSet.contains("EGL_EXT_platform_x11"),
              let entry = eglGetProcAddress("eglGetPlatformDisplayEXT")
        else {
            throw GLESRendererError.noEGL(detail: "EGL cannot open X11 displays (EGL_EXT_platform_x11 missing); install libegl-mesa0")
        }
        typealias GetPlatformDisplay = @convention(c) (EGLenum, UnsafeMutableRawPointer?, UnsafePointer<EGLint>?) -> EGLDisplay?
        let getPlatformDisplay = unsafeBitCast(entry, to: GetPlatformDisplay.self)
        let attributes: [EGLint] = [EGL_NONE]
        guard let display = getPlatformDisplay(EGLenum(EGL_PLATFORM_X11_KHR), UnsafeMutableRawPointer(nativeDisplay), attributes)
        else {
            throw GLESRendererError.noEGL(detail: "eglGetPlatformDisplayEXT(EGL_PLATFORM_X11_KHR) gave no display")
        }
        var major: EGLint = 0
        var minor: EGLint = 0
        guard eglInitialize(display, &major, &minor) == EGLBoolean(EGL_TRUE) else {
            throw GLESRendererError.displayInitialization(eglError: eglGetError())
        }
        return EGLDisplayConnection(platform: .x11, display: display, major: major, minor: minor)
    }

    /// Ends an X11 display (after its contexts and surfaces are gone): EGL keys
    /// displays by the native `Display *`, and a later connection may reuse
    /// the address. Surfaceless displays are shared and never terminated.
    package func terminate() {
        guard platform == .x11 else { return }
        eglTerminate(display)
    }

    static func words(_ text: UnsafePointer<CChar>?) -> Set<String> {
        guard let text else { return [] }
        return Set(String(cString: text).split(separator: " ").map(String.init))
    }
}
