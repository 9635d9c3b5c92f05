import Foundation
import GLESRenderer
import X11Platform

extension X11HostWindow {
    /// A GLX context for a window, when `api` wants one and GLX can make it;
    /// nil for EGL. Asking for GLX by name where there is none falls back to
    /// EGL, reported once; the automatic choice falls back quietly
    /// (`FrameReport.presentPath` and the HUD say which runs). The context
    /// lives on an Xlib connection of its own (`RenderDisplayConnection`), so
    /// the render side never waits on the window connection's lock.
    static func glxBinding(for api: LayerWindow.GLAPI, connection: X11Connection) -> GLXContextBinding? {
        guard api != .egl else { return nil }
        do {
            let render = try RenderDisplayConnection(displayName: connection.displayName)
            return try GLXContextBinding(nativeDisplay: render.display, screen: render.screen, connection: render)
        } catch {
            if api == .glx { Diagnostics.report("CA_GL=glx: \(error)", subsystem: "LayerHost") }
            return nil
        }
    }
}
