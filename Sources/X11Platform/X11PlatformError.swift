/// What can go wrong between the app and the X server, each case with a
/// message a user can act on.
package enum X11PlatformError: Error, CustomStringConvertible, Equatable, Sendable {
    /// No X server answered at a well-formed display name (nothing listens
    /// there, the host is unknown or unreachable, or the server refused this
    /// client). `name` is the display asked for (`nil`: none was given and
    /// `DISPLAY` is unset or empty).
    case noDisplay(name: String?)
    /// The display name cannot be parsed (`[protocol/][host]:display[.screen]`,
    /// as libxcb reads it), so no server was asked. An empty name is one.
    case malformedDisplayName(String)
    /// The server refused the window (a protocol error while creating it).
    case windowCreationFailed(reason: String)
    /// A window needs a width and height from 1 to 32767 pixels.
    case invalidWindowSize(width: Int, height: Int)
    /// No visual with this id exists on the window's screen (an EGL config's
    /// `EGL_NATIVE_VISUAL_ID` from another display, for example).
    case visualNotFound(id: UInt)
    /// The connection was closed: the server shut down, or another client
    /// killed this one (`XKillClient`, `xkill`). The connection and its
    /// windows are unusable from then on.
    case connectionLost(displayName: String)
    /// The display clock cannot be read: the server has no Present
    /// extension, or its Present requests failed (`reason` says which).
    /// Frames are then paced by a timer.
    case noDisplayClock(reason: String)

    /// The form of a display name, for the messages.
    private static let displayNameForm = "an X display name is [host]:number[.screen], for example :0, :99 or localhost:10.0"

    package var description: String {
        switch self {
        case .noDisplay(nil):
            return "Cannot open an X display: DISPLAY is not set or is empty. Set DISPLAY (for example DISPLAY=:0) "
                + "or run under a virtual server (Xvfb :99 & then DISPLAY=:99, or xvfb-run)."
        case .noDisplay(let name?):
            return "Cannot open the X display \"\(name)\": no X server answered there (none runs at that display, "
                + "its host cannot be reached, or it refused this client). Check DISPLAY (and XAUTHORITY), or start "
                + "a virtual server (Xvfb :99 & then DISPLAY=:99, or xvfb-run)."
        case .malformedDisplayName(""):
            return "Cannot open the X display \"\": the name is empty (\(Self.displayNameForm)); no server was asked."
        case .malformedDisplayName(let name):
            return "Cannot open the X display \"\(name)\": the name cannot be parsed (\(Self.displayNameForm)); "
                + "no server was asked. Check DISPLAY or the name passed."
        case .windowCreationFailed(let reason):
            return "The X server refused to create the window: \(reason)."
        case .invalidWindowSize(let width, let height):
            return "Cannot create a \(width)×\(height) window: width and height must be 1…32767 pixels."
        case .visualNotFound(let id):
            return "No X visual with id 0x\(String(id, radix: 16)) on this screen; pass a visual id "
                + "reported by this display (xdpyinfo lists them)."
        case .connectionLost(let displayName):
            return "The connection to the X server at \"\(displayName)\" was closed: the server shut down, or "
                + "another client killed this one (XKillClient, xkill); its windows are gone."
        case .noDisplayClock(let reason):
            return "The X server's display clock cannot be read (\(reason)); frames are paced by a timer instead."
        }
    }
}
