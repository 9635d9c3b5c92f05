import Foundation

/// A windowing system as the window host (`LayerWindow`) sees it: the seam
/// between the host and a platform. It says how dense the desktop is and
/// opens windows; each window (`HostWindow`) brings its GL surface, its
/// frame clock (vblanks, or a timer), its events and its end.
///
/// X11 is one implementation (`X11HostPlatform`); the tests drive a second
/// of their own, offscreen, which can do what Xvfb cannot (change a
/// window's scale). `LayerWindow` names no platform type beyond choosing
/// X11 when it is given none.
///
/// Main thread only.
package protocol HostPlatform: AnyObject {
    /// The display server in words, for reports: `the X server at ":99"`.
    var serverDescription: String { get }
    /// Another program on the same display server, in words: "another X client".
    var otherProgram: String { get }
    /// Pixels per point for new windows, by `DisplayScale`'s rule, with
    /// this platform's readings (its resources, its screen's size).
    func desktopScale(environment: [String: String]) -> DisplayScale
    /// Opens a window as `request` says, not shown yet, with its GL context
    /// and surface made (not current on any thread) and its frame clock.
    ///
    /// - Throws: the platform's error when the window, GL or a context
    ///   cannot be made.
    func openWindow(_ request: HostWindowRequest) throws -> HostWindow
}
