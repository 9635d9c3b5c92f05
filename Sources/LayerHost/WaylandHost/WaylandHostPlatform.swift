import Foundation
import WaylandPlatform

/// The Wayland platform of the window host: a connection to a compositor,
/// whose outputs give the desktop's scale, on which it opens
/// `WaylandHostWindow`s.
///
/// Each `LayerWindow` on Wayland opens one of its own, as on X11 (the
/// connection closes with its window). Main thread only.
package final class WaylandHostPlatform: HostPlatform {
    let connection: WaylandConnection

    /// Connects to `name` (a socket's name in `XDG_RUNTIME_DIR`, or its
    /// absolute path), or `$WAYLAND_DISPLAY` when nil.
    ///
    /// - Throws: `WaylandPlatformError.noLibrary`, `.noCompositor`, `.missingGlobal`.
    package init(name: String?) throws {
        WaylandDiagnostics.install { Diagnostics.reportOnce(cause: $0, $0, subsystem: "LayerHost") }
        connection = try WaylandConnection(name: name)
    }

    package var serverDescription: String { connection.description }
    package var otherProgram: String { "another Wayland client" }

    /// The environment's variables first, else the outputs' largest integer
    /// scale (a window then follows the outputs it is on).
    package func desktopScale(environment: [String: String]) -> DisplayScale {
        let fromEnvironment = DisplayScale.resolve(environment: environment, resources: nil, screenPixels: (0, 0),
                                                   screenMillimetres: (0, 0))
        if case .environment = fromEnvironment.source { return fromEnvironment }
        return DisplayScale(scale: CGFloat(connection.largestOutputScale), source: .compositor)
    }

    package func openWindow(_ request: HostWindowRequest) throws -> HostWindow {
        try WaylandHostWindow(connection: connection, request: request)
    }
}
