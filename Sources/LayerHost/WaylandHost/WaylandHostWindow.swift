import CoreGraphics
import Foundation
import GLESRenderer
import PlatformInput
import RenderServer
import WaylandPlatform

/// A window of the Wayland platform (`WaylandHostPlatform`): an xdg-shell
/// toplevel (`WaylandWindow`) drawn with EGL on a `wl_egl_window`, paced by
/// the compositor's frame callbacks (or a timer), its events read on the
/// main queue.
///
/// The buffer's scale follows the outputs the window is on; the window's
/// scale (points to pixels) follows it only when nothing set one
/// (`followsMonitorScale`), as a window follows monitors on X11.
///
/// Main thread only, except the frame clock (render thread).
final class WaylandHostWindow: HostWindow {
    let connection: WaylandConnection
    let window: WaylandWindow
    let graphics: WindowGraphics
    /// The surface `graphics` owns (weak: it goes in `graphics`' order).
    private weak var surface: WaylandWindowSurface?
    let frameClock: FrameClock
    let vblankClock: VblankFrameClock?
    private let followsMonitorScale: Bool
    /// The window's points-to-pixels scale when it differs from the buffer's (a scale the program set).
    private var handler: (([PlatformEvent]) -> Void)?
    private var icon: CGImage?

    init(connection: WaylandConnection, request: HostWindowRequest) throws {
        self.connection = connection
        followsMonitorScale = request.followsMonitorScale
        let bufferScale = followsMonitorScale ? Double(request.scale) : Double(connection.largestOutputScale)
        window = try WaylandWindow(connection: connection, title: request.title, appID: WaylandHostWindow.appID,
                                   pixelWidth: request.pixelWidth, pixelHeight: request.pixelHeight,
                                   pixelsPerUnit: max(1, bufferScale))
        let display = try EGLDisplayConnection.wayland(nativeDisplay: connection.display)
        let context = try GLESContext(display: display)
        let refresh = connection.outputs.values.compactMap(\.refreshInterval).min()
        let callbacks = try WaylandFrameCallbacks(connection: connection, window: window, refreshInterval: refresh,
                                                  readOther: connection.mainQueueNudge())
        connection.afterRead = { [weak callbacks] in callbacks?.nudge() }
        let surface = try WaylandWindowSurface(context: context, window: window, callbacks: callbacks)
        context.releaseCurrent()
        graphics = WindowGraphics(context: context, surface: surface, display: display, connection: connection)
        self.surface = surface
        if request.unthrottled {
            frameClock = UnthrottledFrameClock()
            vblankClock = nil
        } else if request.pacing == .timer {
            frameClock = PacedFrameClock(framesPerSecond: request.framesPerSecond ?? 60, why: "asked for (CA_VSYNC=0)")
            vblankClock = nil
        } else {
            let divisor = request.framesPerSecond.map { max(1, Int(((1 / (refresh ?? 1.0 / 60)) / $0).rounded())) } ?? 1
            let clock = VblankFrameClock(source: WaylandClockSource(callbacks), divisor: divisor)
            frameClock = clock
            vblankClock = clock
        }
        // Swaps never wait inside EGL: the frame callbacks pace the frames.
        surface.setSwapInterval(0)
        connection.route = { [weak window] surface in
            guard let window, window.surfaceProxy == surface else { return nil }
            return window
        }
        connection.outputsChanged = { [weak window] in window?.outputsChanged() }
        window.titleBarPainter = TitleBarPainter.paint
    }

    /// Whether each presented frame is read back (tests: no screenshot reaches a Wayland window's pixels).
    var keepsPresentedFrames: Bool {
        get { surface?.keepsPresentedFrames ?? false }
        set { surface?.keepsPresentedFrames = newValue }
    }

    /// The last frame read back, and how many were.
    var lastPresented: (image: CGImage?, count: Int) { surface?.lastPresented ?? (nil, 0) }

    /// The app id compositors group windows by: the program's name.
    static var appID: String { ProcessInfo.processInfo.processName }

    var id: PlatformWindowID { window.platformID }
    var title: String { window.title }
    var isConnected: Bool { connection.isConnected }

    var minimumPixelSize: (width: Int, height: Int)? {
        get { window.minimumPixelSize }
        set { window.minimumPixelSize = newValue }
    }

    func show() {
        connection.flush()
    }

    /// Wayland has no per-window icon request in the core protocols (the
    /// desktop takes it from the app id's desktop entry): kept, not shown.
    func setIcon(_ icon: CGImage?) -> Bool {
        guard icon.map({ $0.width <= 1024 && $0.height <= 1024 }) ?? true else { return false }
        self.icon = icon
        return true
    }

    func setFullScreen(_ fullScreen: Bool) {
        window.setFullScreen(fullScreen)
    }

    func requestPixelSize(width: Int, height: Int) {
        window.requestPixelSize(width: width, height: height)
        deliver()
    }

    func startEvents(_ handler: @escaping ([PlatformEvent]) -> Void) {
        self.handler = handler
        connection.afterDispatch = { [weak self] in self?.deliver() }
        connection.onLoss = { [weak self] reason in
            self?.handler?([.connectionLost(reason: reason)])
        }
        connection.startReading()
        deliver()
    }

    func stopEvents() {
        connection.stopReading()
        connection.afterDispatch = nil
        connection.onLoss = nil
        handler = nil
    }

    /// Hands the window's events over as one batch, a scale change made to
    /// follow the buffer's only when the window follows monitors.
    private func deliver() {
        var batch = window.takeEvents()
        if !followsMonitorScale { batch.removeAll { if case .scaleChanged = $0 { return true } else { return false } } }
        guard !batch.isEmpty, let handler else { return }
        handler(batch)
    }

    func eventsAfterRoundTrip() -> [PlatformEvent] {
        connection.roundTrip()
        let batch = window.takeEvents()
        return connection.isConnected ? batch : batch + [.connectionLost(reason: connection.lossReason ?? "lost")]
    }

    /// A swap may have read events for the main queue: dispatch them.
    func surfaceDidPresent() {
        connection.dispatchPending()
    }

    /// Every swap goes through the window's connection.
    var wantsPresentNotices: Bool { true }

    func close() {
        stopEvents()
        graphics.release()
        window.close()
    }

    func closeAfterLoss() {
        stopEvents()
        window.close()
    }
}
