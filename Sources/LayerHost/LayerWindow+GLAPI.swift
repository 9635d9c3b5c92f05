import Foundation
import GLESRenderer
import X11Platform

extension LayerWindow {
    /// Which GL API draws a window (`Options.glAPI`, or `CA_GL`).
    package enum GLAPI: Sendable {
        /// GLX (its ES profile) where the server and driver offer it, else
        /// EGL. On a software rasterizer GLX's swaps put the image through
        /// shared memory instead of the X socket (about 7 ms of the
        /// presenting thread and 3 ms of X server CPU less per 1280×720
        /// frame); on hardware drivers both present through DRI3, and GLX
        /// is the proprietary drivers' first path.
        case automatic
        /// GLX (its ES profile) whenever the server and driver offer it.
        case glx
        /// EGL on the X11 platform.
        case egl
    }

    /// The API `CA_GL` asks for: glx or egl, else nil (auto, unset, or a bad value, reported once).
    static var environmentGLAPI: GLAPI? {
        switch EnvironmentVariable.glAPI.choice() {
        case "glx": return .glx
        case "egl": return .egl
        default: return nil
        }
    }

    /// A GLX context for a window, when `api` wants one and GLX can make it;
    /// nil for EGL. Asking for GLX by name where there is none falls back to
    /// EGL, reported once; the automatic choice falls back quietly
    /// (`FrameReport.presentPath` and the HUD say which runs). The context lives on an Xlib connection of its own
    /// (`RenderDisplayConnection`), so the render side never waits on the
    /// window connection's lock.
    static func glxBinding(for api: GLAPI, connection: X11Connection) -> GLXContextBinding? {
        guard api != .egl else { return nil }
        do {
            let render = try RenderDisplayConnection(displayName: connection.displayName)
            let binding = try GLXContextBinding(nativeDisplay: render.display, screen: render.screen,
                                                connection: render)
            return binding
        } catch {
            if api == .glx { Diagnostics.report("CA_GL=glx: \(error)", subsystem: "LayerHost") }
            return nil
        }
    }
}
