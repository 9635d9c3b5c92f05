import Foundation
import GLESRenderer

/// A platform with no display server, which the tests drive: its windows
/// draw offscreen (EGL surfaceless) and keep each presented frame as an
/// image, and the tests hand them whatever events they like, among them
/// what Xvfb cannot make (a window's scale changing as on a second monitor).
///
/// Given to a window with `LayerWindow.Options.platform`. `desktopScale`
/// answers `scale`, or the environment's variables when it is nil (the
/// rule's first sources; no resources, no screen size). Main thread only.
package final class TestHostPlatform: HostPlatform {
    /// What `desktopScale` answers; nil for `DisplayScale`'s rule with no
    /// display readings (the environment, else 1).
    package var scale: CGFloat?
    /// The windows opened so far, in order.
    package private(set) var windows: [TestHostWindow] = []

    package init(scale: CGFloat? = nil) {
        self.scale = scale
    }

    package var serverDescription: String { "the test platform" }
    package var otherProgram: String { "another program of the test platform" }

    package func desktopScale(environment: [String: String]) -> DisplayScale {
        if let scale { return DisplayScale(scale: scale, source: .fallback) }
        return DisplayScale.resolve(environment: environment, resources: nil, screenPixels: (0, 0),
                                    screenMillimetres: (0, 0))
    }

    /// - Throws: `GLESRendererError` when no headless EGL display or GL ES 3 context can be made.
    package func openWindow(_ request: HostWindowRequest) throws -> HostWindow {
        let window = try TestHostWindow(request: request, number: windows.count + 1)
        windows.append(window)
        return window
    }
}
