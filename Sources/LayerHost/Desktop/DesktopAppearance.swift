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
/// 3. the freedesktop portal's `color-scheme` (what GNOME 42+, KDE and
///    others set from their light/dark switch; `DesktopPortal`): prefer
///    dark or prefer light (no preference states nothing);
/// 4. the X server's XSETTINGS `Net/ThemeName` (GNOME, Xfce, MATE and
///    Cinnamon publish the theme there): a name with `dark` in it is dark,
///    any other theme name light;
/// 5. otherwise light.
///
/// Not followed: later changes (the desktop's switch applies to the next
/// run). Any thread.
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
        let environment = ProcessInfo.processInfo.environment
        let portal = { DesktopPortal.sessionBusAddress(environment: environment).flatMap(DesktopPortal.colorScheme(busAddress:)) }
        let style = resolve(environment: environment, portalColorScheme: portal, themeName: themeName)
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

    /// The appearance `environment`, the portal's colour scheme and the
    /// XSETTINGS theme name state, in the order above; each source is asked
    /// only when those before it state nothing (they read the bus and the X
    /// server). Pure apart from those calls.
    package static func resolve(environment: [String: String], portalColorScheme: () -> UInt32? = { nil },
                                themeName: () -> String?) -> Style {
        if let choice = EnvironmentVariable.appearance.choice(in: environment), let style = Style(rawValue: choice) {
            return style
        }
        if let theme = environment["GTK_THEME"], !theme.isEmpty {
            let parts = theme.lowercased().split(separator: ":", maxSplits: 1)
            if parts.count == 2, let style = Style(rawValue: String(parts[1])) { return style }
            if parts.first?.hasSuffix("-dark") == true { return .dark }
        }
        switch portalColorScheme() {
        case 1?: return .dark
        case 2?: return .light
        default: break
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
}
