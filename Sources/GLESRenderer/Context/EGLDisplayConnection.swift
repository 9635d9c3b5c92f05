import CEGL
import Foundation

/// An initialised EGL display on one platform, from which contexts are made.
///
/// Headless (tests, frame export, CI, benchmarks) it is the surfaceless
/// platform (Mesa's; NVIDIA's EGL has it too, 580 drivers at least), or
/// where EGL has none a GPU's device platform
/// (`EGLDisplayConnection+Headless.swift`); windows use an X11 display
/// (`eglGetPlatformDisplayEXT(EGL_PLATFORM_X11_KHR, …)`). The context
/// (`GLESContext`) and what it draws into (`RenderTarget`) are separate
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
        /// `EGL_PLATFORM_DEVICE_EXT`: one GPU, no window system (drivers without
        /// the surfaceless platform); framebuffer objects too.
        case device
        /// `EGL_PLATFORM_X11_KHR`: windows of an X display (window surfaces and FBOs).
        case x11
        /// `EGL_PLATFORM_WAYLAND_KHR`: surfaces of a Wayland compositor (`wl_egl_window`s).
        case wayland

        package var description: String {
            switch self {
            case .surfaceless: return "surfaceless"
            case .device: return "device"
            case .x11: return "x11"
            case .wayland: return "wayland"
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
    /// Which device a `.device` display is on ("EGL device 1 of 2, /dev/dri/card1"); nil on other platforms.
    package let deviceDescription: String?
    let display: EGLDisplay

    init(platform: Platform, display: EGLDisplay, major: EGLint, minor: EGLint, deviceDescription: String? = nil) {
        self.platform = platform
        self.display = display
        self.deviceDescription = deviceDescription
        self.version = (Int(major), Int(minor))
        self.vendor = eglQueryString(display, EGL_VENDOR).map { String(cString: $0) } ?? "unknown"
        self.extensions = EGLDisplayConnection.words(eglQueryString(display, EGL_EXTENSIONS))
    }

    /// The client extensions (`eglQueryString(EGL_NO_DISPLAY, EGL_EXTENSIONS)`, EGL_EXT_client_extensions).
    ///
    /// - Throws: `GLESRendererError.noEGL` when EGL answers nothing.
    static func clientExtensions() throws -> String {
        guard let text = eglQueryString(nil, EGL_EXTENSIONS) else {
            throw GLESRendererError.noEGL(detail: "eglQueryString(EGL_NO_DISPLAY, EGL_EXTENSIONS) returned nothing: no client extensions, so no platform displays")
        }
        return String(cString: text)
    }

    typealias GetPlatformDisplay = @convention(c) (EGLenum, UnsafeMutableRawPointer?, UnsafePointer<EGLint>?) -> EGLDisplay?

    /// `eglGetPlatformDisplayEXT` (EGL_EXT_platform_base).
    static func platformDisplayEntry() -> GetPlatformDisplay? {
        eglGetProcAddress("eglGetPlatformDisplayEXT").map { unsafeBitCast($0, to: GetPlatformDisplay.self) }
    }

    /// The EGL display of an X11 connection (`Display *`), for window surfaces.
    ///
    /// - Throws: `GLESRendererError.noEGL` when EGL lacks X11 platform
    ///   displays, or `.displayInitialization`.
    package static func x11(nativeDisplay: OpaquePointer) throws -> EGLDisplayConnection {
        try windowSystem(.x11, nativeDisplay: nativeDisplay, platformEnum: EGLenum(EGL_PLATFORM_X11_KHR),
                         extensions: ["EGL_KHR_platform_x11", "EGL_EXT_platform_x11"], name: "X11")
    }

    /// The EGL display of a Wayland connection (`struct wl_display *`), for `wl_egl_window` surfaces.
    ///
    /// - Throws: `GLESRendererError.noEGL` when EGL lacks Wayland platform
    ///   displays, or `.displayInitialization`.
    package static func wayland(nativeDisplay: OpaquePointer) throws -> EGLDisplayConnection {
        try windowSystem(.wayland, nativeDisplay: nativeDisplay, platformEnum: 0x31D8 /* EGL_PLATFORM_WAYLAND_KHR */,
                         extensions: ["EGL_KHR_platform_wayland", "EGL_EXT_platform_wayland"], name: "Wayland")
    }

    private static func windowSystem(_ platform: Platform, nativeDisplay: OpaquePointer, platformEnum: EGLenum,
                                      extensions: [String], name: String) throws -> EGLDisplayConnection {
        let clientSet = words(try clientExtensions())
        guard clientSet.contains("EGL_EXT_platform_base"), extensions.contains(where: clientSet.contains),
              let getPlatformDisplay = platformDisplayEntry()
        else {
            throw GLESRendererError.noEGL(detail: "EGL cannot open \(name) displays (\(extensions[1]) missing); install libegl-mesa0")
        }
        let attributes: [EGLint] = [EGL_NONE]
        guard let display = getPlatformDisplay(platformEnum, UnsafeMutableRawPointer(nativeDisplay), attributes) else {
            throw GLESRendererError.noEGL(detail: "eglGetPlatformDisplayEXT(EGL_PLATFORM_\(name.uppercased())_KHR) gave no display")
        }
        var major: EGLint = 0
        var minor: EGLint = 0
        guard eglInitialize(display, &major, &minor) == EGLBoolean(EGL_TRUE) else {
            throw GLESRendererError.displayInitialization(eglError: eglGetError())
        }
        return EGLDisplayConnection(platform: platform, display: display, major: major, minor: minor)
    }

    /// Ends an X11 or Wayland display (after its contexts and surfaces are
    /// gone): EGL keys displays by the native display pointer, and a later
    /// connection may reuse the address. Headless displays are shared and
    /// never terminated.
    package func terminate() {
        guard platform == .x11 || platform == .wayland else { return }
        eglTerminate(display)
    }

    static func words(_ text: UnsafePointer<CChar>?) -> Set<String> {
        guard let text else { return [] }
        return words(String(cString: text))
    }

    static func words(_ text: String) -> Set<String> {
        Set(text.split(separator: " ").map(String.init))
    }
}
