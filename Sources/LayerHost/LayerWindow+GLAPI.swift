import Foundation
import GLESRenderer

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
}
