import Foundation
import X11Platform

/// The X11 platform of the window host: a connection to an X server, on
/// which it reads the desktop's scale and opens `X11HostWindow`s.
///
/// Each `LayerWindow` on X11 opens one of its own (one connection per
/// window, as before the seam: a window's connection closes with it).
/// Main thread only.
final class X11HostPlatform: HostPlatform {
    let connection: X11Connection

    /// Connects to `displayName`, or `$DISPLAY` when nil.
    ///
    /// - Throws: `X11PlatformError.noDisplay`, `.malformedDisplayName`.
    init(displayName: String?) throws {
        connection = try X11Connection(displayName: displayName)
    }

    var serverDescription: String { "the X server at \"\(connection.displayName)\"" }
    var otherProgram: String { "another X client" }

    func desktopScale(environment: [String: String]) -> DisplayScale {
        let screen = connection.screenSize
        return DisplayScale.resolve(environment: environment, resources: connection.resourceDatabase,
                                    screenPixels: screen.pixels, screenMillimetres: screen.millimetres)
    }

    func openWindow(_ request: HostWindowRequest) throws -> HostWindow {
        try X11HostWindow(connection: connection, request: request)
    }
}
