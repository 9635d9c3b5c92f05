/// What can go wrong between the app and a Wayland compositor, each case
/// with a message a user can act on.
package enum WaylandPlatformError: Error, CustomStringConvertible, Equatable, Sendable {
    /// A library the platform loads at run time is missing or too old.
    case noLibrary(detail: String)
    /// No compositor answered at `name` (`nil`: `WAYLAND_DISPLAY` unset, so
    /// the default `wayland-0` was asked).
    case noCompositor(name: String?)
    /// The compositor lacks a global the platform needs (`wl_compositor`,
    /// `xdg_wm_base`).
    case missingGlobal(String)
    /// The connection broke: the compositor quit, or it ended this client
    /// for a protocol error (`reason` says which, in words).
    case connectionLost(reason: String)
    /// A window needs a width and height from 1 to 32767 pixels.
    case invalidWindowSize(width: Int, height: Int)

    package var description: String {
        switch self {
        case .noLibrary(let detail):
            return "The Wayland platform cannot start: \(detail)."
        case .noCompositor(nil):
            return "No Wayland compositor answered: WAYLAND_DISPLAY is not set and nothing listens at wayland-0 "
                + "in XDG_RUNTIME_DIR. Run inside a Wayland session, or set CA_PLATFORM=x11."
        case .noCompositor(let name?):
            return "No Wayland compositor answered at \"\(name)\" (WAYLAND_DISPLAY): none runs there, or "
                + "XDG_RUNTIME_DIR is not the session's. Check both, or set CA_PLATFORM=x11."
        case .missingGlobal(let name):
            return "The Wayland compositor does not offer \(name), which windows need; use a desktop compositor "
                + "(GNOME, KDE, Sway, weston) or set CA_PLATFORM=x11."
        case .connectionLost(let reason):
            return "The connection to the Wayland compositor was lost: \(reason); its windows are gone."
        case .invalidWindowSize(let width, let height):
            return "Cannot create a \(width)×\(height) window: width and height must be 1…32767 pixels."
        }
    }
}
