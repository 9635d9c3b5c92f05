import Foundation

/// What a window host asks a platform for when it opens a window
/// (`HostPlatform.openWindow`): a plain value.
package struct HostWindowRequest: Sendable {
    /// The title a window manager shows.
    package var title: String
    /// The window's size in pixels (its size in points times its scale).
    package var pixelWidth: Int
    package var pixelHeight: Int
    /// Which GL API draws it, where the platform has a choice.
    package var glAPI: LayerWindow.GLAPI
    /// How its frames are paced.
    package var pacing: LayerWindow.Pacing
    /// The frame rate asked for, if any (a divisor of the refresh rate with vsync).
    package var framesPerSecond: Double?
    /// Draw as fast as possible, unpaced.
    package var unthrottled: Bool
    /// The window's pixels per point now.
    package var scale: CGFloat
    /// Whether the window takes the scale of each monitor it moves to
    /// (`DisplayScale.followsMonitors`); the platform then reports changes.
    package var followsMonitorScale: Bool

    package init(title: String, pixelWidth: Int, pixelHeight: Int, glAPI: LayerWindow.GLAPI = .automatic,
                 pacing: LayerWindow.Pacing = .automatic, framesPerSecond: Double? = nil, unthrottled: Bool = false,
                scale: CGFloat = 1, followsMonitorScale: Bool = false) {
        self.title = title
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.glAPI = glAPI
        self.pacing = pacing
        self.framesPerSecond = framesPerSecond
        self.unthrottled = unthrottled
        self.scale = scale
        self.followsMonitorScale = followsMonitorScale
    }
}
