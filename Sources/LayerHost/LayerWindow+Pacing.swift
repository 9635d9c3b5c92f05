import Foundation

extension LayerWindow {
    /// How a window's frames are paced (`Options.pacing`, or `CA_VSYNC`).
    package enum Pacing: Sendable {
        /// By the display's refreshes where the display has a refresh clock
        /// (a monitor whose mode RandR describes), else by a timer (Xvfb).
        case automatic
        /// By the X Present extension's vblanks even where the server only
        /// fakes them (Xvfb reports one every 16.667 ms): tests of the vsync path.
        case vsync
        /// By a timer at the frame rate.
        case timer
    }

    /// The pacing `CA_VSYNC` asks for: 1 (vsync, even on Xvfb), 0 (a timer),
    /// else nil (unset, or a bad value, reported once).
    static var environmentPacing: Pacing? {
        EnvironmentVariable.vsync.flag().map { $0 ? .vsync : .timer }
    }
}
