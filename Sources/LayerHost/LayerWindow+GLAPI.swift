import Foundation
import GLESRenderer
import X11Platform

extension LayerWindow {
    /// Which GL API draws a window (`Options.glAPI`, or `CA_GL`).
    package enum GLAPI: Sendable {
        /// GLX where it gives an ES context on a software rasterizer (whose
        /// swaps then use shared memory instead of the X socket), else EGL.
        case automatic
        /// GLX (its ES profile) whenever the server and driver offer it.
        case glx
        /// EGL on the X11 platform.
        case egl
    }

    /// The API `CA_GL` asks for: glx or egl, else nil.
    static var environmentGLAPI: GLAPI? {
        switch ProcessInfo.processInfo.environment["CA_GL"]?.lowercased() {
        case "glx": return .glx
        case "egl": return .egl
        default: return nil
        }
    }

    /// A GLX context for a window, when `api` wants one and GLX can make it;
    /// nil for EGL. Asking for GLX where there is none falls back to EGL,
    /// reported once.
    static func glxBinding(for api: GLAPI, connection: X11Connection) -> GLXContextBinding? {
        guard api != .egl else { return nil }
        do {
            let binding = try GLXContextBinding(nativeDisplay: connection.display, screen: connection.screen)
            return api == .glx || binding.isSoftware ? binding : nil
        } catch {
            if api == .glx { Diagnostics.report("CA_GL=glx: \(error)", subsystem: "LayerHost") }
            return nil
        }
    }
}
