import CoreGraphics
import Foundation
import X11Platform

/// Whether the desktop asks applications for a light or a dark appearance:
/// what UIKit's `userInterfaceStyle` starts from.
///
/// Read once, on first use, in this order (the first that states a
/// preference wins):
///
/// 1. `CA_APPEARANCE=light|dark` (for tests and for a user's choice);
/// 2. `GTK_THEME` (what GTK applications obey): a `:dark` or `:light`
///    variant, or a name ending in `-dark` (`Adwaita:dark`, `Yaru-dark`);
/// 3. the X server's XSETTINGS `Net/ThemeName` (GNOME, Xfce, MATE and
///    Cinnamon publish the theme there): a name with `dark` in it is dark,
///    any other theme name light;
/// 4. otherwise light.
///
/// Not read: the freedesktop portal's `color-scheme` (it needs a D-Bus
/// session; see the changelog), and later changes (the desktop's switch
/// applies to windows opened by the next run). Any thread.
package enum DesktopAppearance {
    /// A stated appearance.
    package enum Style: String, Sendable {
        case light
        case dark
    }

    /// The desktop's appearance (or the tests' override).
    package static var current: Style {
        lock.lock()
        let known = overridden ?? resolved
        lock.unlock()
        if let known { return known }
        let themeName = {
            XSettings.read().flatMap { settings -> String? in
                if case .string(let name)? = settings["Net/ThemeName"] { return name }
                return nil
            }
        }
        let style = resolve(environment: ProcessInfo.processInfo.environment, themeName: themeName)
        lock.lock()
        defer { lock.unlock() }
        if resolved == nil { resolved = style }
        return overridden ?? resolved ?? style
    }

    /// Sets (or, with nil, clears) an appearance that `current` returns whatever the desktop says. Tests only.
    package static func override(_ style: Style?) {
        lock.lock()
        overridden = style
        lock.unlock()
    }

    /// The appearance `environment` and the XSETTINGS theme name state, in
    /// the order above; `themeName` is asked only when the environment
    /// states nothing (it reads the X server). Pure apart from that call.
    package static func resolve(environment: [String: String], themeName: () -> String?) -> Style {
        if let value = environment["CA_APPEARANCE"], !value.isEmpty {
            if let style = Style(rawValue: value.lowercased()) { return style }
            reportOnce("CA_APPEARANCE=\(value) is neither light nor dark; ignored")
        }
        if let theme = environment["GTK_THEME"], !theme.isEmpty {
            let parts = theme.lowercased().split(separator: ":", maxSplits: 1)
            if parts.count == 2, let style = Style(rawValue: String(parts[1])) { return style }
            if parts.first?.hasSuffix("-dark") == true { return .dark }
        }
        if environment["DISPLAY"].map({ !$0.isEmpty }) == true, let name = themeName(), !name.isEmpty {
            return name.lowercased().contains("dark") ? .dark : .light
        }
        return .light
    }

    private static let lock = NSLock()
    /// Guarded by `lock`.
    nonisolated(unsafe) private static var overridden: Style?
    nonisolated(unsafe) private static var resolved: Style?
    nonisolated(unsafe) private static var reported = false

    private static func reportOnce(_ message: String) {
        lock.lock()
        let first = !reported
        reported = true
        lock.unlock()
        if first { Diagnostics.report("LayerHost: \(message)") }
    }
}
