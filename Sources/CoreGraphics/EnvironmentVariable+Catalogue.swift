/// Every environment variable the libraries read, in one place: the README's
/// table of them is checked against ``all`` by a test, and each module reads
/// its own through these definitions.
extension EnvironmentVariable {
    /// `CA_GL`: the GL API of a window (LayerHost).
    package static let glAPI = EnvironmentVariable(
        "CA_GL", .choice(["glx", "egl", "auto"]), otherwise: "the API is chosen automatically", subsystem: "LayerHost")
    /// `CA_PLATFORM`: the window system windows open on, X11 or Wayland (LayerHost).
    package static let platform = EnvironmentVariable(
        "CA_PLATFORM", .choice(["x11", "wayland", "auto"]), otherwise: "the platform is chosen automatically",
        subsystem: "LayerHost")
    /// `CA_VSYNC`: 1 paces frames by the X Present extension's vblanks (even on Xvfb), 0 by a timer (LayerHost).
    package static let vsync = EnvironmentVariable(
        "CA_VSYNC", .flag, otherwise: "pacing is chosen automatically", subsystem: "LayerHost")
    /// `CA_FPS`: the frame rate of a window's timer pacing, or the divisor of the display's rate with vsync
    /// (LayerHost), and `UIScreen.maximumFramesPerSecond` (UIKit).
    package static let framesPerSecond = EnvironmentVariable(
        "CA_FPS", .number(1...1000), otherwise: "60 Hz, or the display's rate, is used", subsystem: "LayerHost")
    /// `CA_HUD`: 1 shows the heads-up display in every window from its start (LayerHost).
    package static let headsUpDisplay = EnvironmentVariable(
        "CA_HUD", .flag, otherwise: "the heads-up display is not shown", subsystem: "LayerHost")
    /// `CA_DEBUG`: the debugging options every window starts with (LayerHost).
    package static let debugOptions = EnvironmentVariable(
        "CA_DEBUG", .names(["blended", "offscreen", "flash", "slow", "rasterization"]),
        otherwise: "", subsystem: "LayerHost")
    /// `CA_OCCLUSION`: 0 draws in painter's order alone, without skipping what opaque layers hide (GLESRenderer).
    package static let occlusion = EnvironmentVariable(
        "CA_OCCLUSION", .flag, otherwise: "occlusion stays on", subsystem: "GLESRenderer")
    /// `CA_ANALYTIC_ARCS`: 0 rasterizes circular strokes instead of drawing them in closed form (RenderServer).
    package static let analyticArcs = EnvironmentVariable(
        "CA_ANALYTIC_ARCS", .flag, otherwise: "arcs stay analytic", subsystem: "QuartzCore")
    /// `CA_HEADLESS_EGL`: the EGL platform of headless rendering (GLESRenderer).
    package static let headlessEGL = EnvironmentVariable(
        "CA_HEADLESS_EGL", .choice(["surfaceless", "device", "auto"]),
        otherwise: "the platform is chosen automatically", subsystem: "GLESRenderer")
    /// `CA_SCALE`: pixels per point of every window, before any other source of the scale (LayerHost).
    package static let scale = EnvironmentVariable(
        "CA_SCALE", .number(0.5...8), otherwise: "the scale comes from the next source", subsystem: "LayerHost")
    /// `GDK_SCALE`: GTK's whole-number window scale, read as the scale when `CA_SCALE` is not set (LayerHost).
    package static let gdkScale = EnvironmentVariable(
        "GDK_SCALE", .number(1...8), otherwise: "the scale comes from the next source", subsystem: "LayerHost")
    /// `QT_SCALE_FACTOR`: Qt's scale factor, read after `GDK_SCALE` (LayerHost).
    package static let qtScaleFactor = EnvironmentVariable(
        "QT_SCALE_FACTOR", .number(0.5...8), otherwise: "the scale comes from the next source", subsystem: "LayerHost")
    /// `UIKIT_SCREEN_SCALE`: an older name of `CA_SCALE`, read after the toolkits' variables (LayerHost, UIKit).
    package static let screenScale = EnvironmentVariable(
        "UIKIT_SCREEN_SCALE", .number(0.5...8), otherwise: "the scale comes from the next source", subsystem: "UIKit")
    /// `CA_APPEARANCE`: the light or dark appearance, before the desktop's (LayerHost, UIKit's trait collections).
    package static let appearance = EnvironmentVariable(
        "CA_APPEARANCE", .choice(["light", "dark"]), otherwise: "the desktop's appearance is used", subsystem: "LayerHost")
    /// `UIKIT_SCREEN_SIZE`: `UIScreen.main.bounds` in points (UIKit).
    package static let screenSize = EnvironmentVariable(
        "UIKIT_SCREEN_SIZE", .size(1...16384), otherwise: "800x600 is used", subsystem: "UIKit")

    /// Every variable the libraries read.
    package static let all: [EnvironmentVariable] = [
        glAPI, platform, vsync, framesPerSecond, headsUpDisplay, debugOptions, occlusion, analyticArcs, headlessEGL,
        scale, gdkScale, qtScaleFactor, screenScale, screenSize, appearance,
    ]
}
