import CX11
import Foundation

/// A second Xlib connection to a window's X server, for a GL driver that
/// talks to the server from the render and present threads (GLX: Mesa's
/// software path asks for the window's size every frame and puts each
/// image with MIT-SHM).
///
/// Why a connection of its own: Xlib serializes the threads sharing a
/// `Display` on one lock, and when the server closes that connection
/// (killed by another client, or gone) while the main thread reads it, a
/// render thread waiting there for a reply is never woken. On its own
/// connection the render side waits only on its own requests, which fail
/// at once once the connection breaks. Its protocol errors (the window
/// destroyed under a swap) are swallowed: the window's own connection
/// reports that once. Nothing else is done with it: no events, no windows.
///
/// Opened on the main thread; then used by one thread at a time (the GL
/// context's holder); closed when the last reference goes, after the GL
/// objects made on it.
package final class RenderDisplayConnection: @unchecked Sendable {
    /// The Xlib `Display*`.
    package let display: OpaquePointer
    /// The default screen.
    package let screen: Int32
    private let failures: XlibFailureRecord

    /// Opens `displayName` (the window connection's resolved name).
    /// - Throws: `X11PlatformError.noDisplay` when no server answers.
    package init(displayName: String) throws {
        X11Connection.prepareXlib()
        guard let display = XOpenDisplay(displayName) else { throw X11PlatformError.noDisplay(name: displayName) }
        self.display = display
        screen = XDefaultScreen(display)
        failures = XlibErrorHandlers.register(display)
        failures.claimsEveryError = true
    }

    /// False once the connection broke.
    package var isConnected: Bool { !failures.isLost }

    /// How many GetGeometry requests on this connection the server refused
    /// (their window was destroyed by another client). Any thread.
    package var refusedGeometryQueries: Int { failures.refusedGeometryQueries }

    deinit {
        if failures.isLost {
            // Xlib refuses the requests XCloseDisplay would send (see X11Connection).
            close(XConnectionNumber(display))
        } else {
            XCloseDisplay(display)
        }
        XlibErrorHandlers.unregister(display)
    }
}
