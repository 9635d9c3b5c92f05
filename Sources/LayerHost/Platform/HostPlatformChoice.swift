import Foundation
import X11Platform

/// Which platform a window opens on when the program names none
/// (`LayerWindow.Options.platform` nil):
///
/// 1. an X display named by the program (the tests' Xvfb): X11;
/// 2. `CA_PLATFORM=x11` or `wayland`: that one (a bad value is reported
///    once and taken as `auto`);
/// 3. `WAYLAND_DISPLAY` set: Wayland, when the compositor answers and
///    offers what windows need; else, said once, X11;
/// 4. else X11.
///
/// Main thread only.
enum HostPlatformChoice {
    /// The platform by the rule, connected.
    ///
    /// - Throws: the chosen platform's error (`X11PlatformError`, `WaylandPlatformError`).
    static func open(displayName: String?, environment: [String: String] = ProcessInfo.processInfo.environment)
        throws -> HostPlatform {
        if displayName != nil { return try X11HostPlatform(displayName: displayName) }
        switch EnvironmentVariable.platform.choice(in: environment) {
        case "x11": return try X11HostPlatform(displayName: nil)
        case "wayland": return try WaylandHostPlatform(name: nil)
        default: break
        }
        guard let wayland = environment["WAYLAND_DISPLAY"], !wayland.isEmpty else {
            return try X11HostPlatform(displayName: nil)
        }
        do {
            return try WaylandHostPlatform(name: nil)
        } catch {
            Diagnostics.reportOnce(cause: "Wayland unavailable",
                                   "WAYLAND_DISPLAY is \"\(wayland)\" but Wayland cannot be used (\(error)): "
                                       + "windows open on X11 (XWayland) instead", subsystem: "LayerHost")
            return try X11HostPlatform(displayName: nil)
        }
    }
}
