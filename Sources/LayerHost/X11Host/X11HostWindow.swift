import CoreGraphics
import Foundation
import GLESRenderer
import PlatformInput
import RenderServer
import X11Platform

/// A window of the X11 platform (`X11HostPlatform`): an `X11Window`, drawn
/// with GLX (its ES profile) or EGL on X11, paced by the X Present
/// extension's vblanks or a timer, its events read off the connection's
/// socket (`X11EventSource`).
///
/// Main thread only, except the frame clocks (render thread).
final class X11HostWindow: HostWindow {
    let connection: X11Connection
    let window: X11Window
    let graphics: WindowGraphics
    /// Whether frames are presented through the window's own connection (EGL), not one of GLX's own.
    private let presentsOnWindowConnection: Bool
    let frameClock: FrameClock
    let vblankClock: VblankFrameClock?
    private var events: X11EventSource?
    /// Whether the window takes each monitor's scale as it moves, and the
    /// scale it has (`withMonitorScale`).
    private let followsMonitorScale: Bool
    private var monitorScale: CGFloat
    /// Where the window was at the last look, and the monitors' generation then.
    private var lastPlace: (x: Int, y: Int)?
    private var lastMonitorsGeneration = 0
    /// Where the window was, and its size, before it went full screen.
    private var windowedFrame: (x: Int, y: Int, width: Int, height: Int)?

    init(connection: X11Connection, request: HostWindowRequest) throws {
        self.connection = connection
        let context: GLESContext
        let surface: WindowSurface
        let width = request.pixelWidth, height = request.pixelHeight
        if let glx = X11HostWindow.glxBinding(for: request.glAPI, connection: connection) {
            window = try X11Window(connection: connection, title: request.title, width: width, height: height,
                                   visualID: glx.visualID)
            context = try GLESContext(glx: glx, window: UInt(window.id))
            surface = try GLXWindowRenderTarget(context: context, nativeWindow: UInt(window.id), width: width,
                                                height: height)
            graphics = WindowGraphics(context: context, surface: surface, display: nil, connection: connection)
            presentsOnWindowConnection = false
        } else {
            let display = try EGLDisplayConnection.x11(nativeDisplay: connection.display)
            context = try GLESContext(display: display)
            window = try X11Window(connection: connection, title: request.title, width: width, height: height,
                                   visualID: context.nativeVisualID)
            surface = try WindowRenderTarget(context: context, nativeWindow: UInt(window.id), width: width,
                                             height: height)
            graphics = WindowGraphics(context: context, surface: surface, display: display, connection: connection)
            presentsOnWindowConnection = true
        }
        context.releaseCurrent()
        let chosen = X11HostWindow.makeFrameClock(
            pacing: request.pacing, framesPerSecond: request.framesPerSecond, unthrottled: request.unthrottled,
            displayName: connection.displayName, window: UInt32(window.id))
        followsMonitorScale = request.followsMonitorScale
        monitorScale = request.scale
        lastMonitorsGeneration = connection.monitorsGeneration
        frameClock = chosen.clock
        vblankClock = chosen.vsync
        surface.setSwapInterval(chosen.swapInterval)
    }

    var id: PlatformWindowID { window.platformID }
    var title: String { window.title }
    var isConnected: Bool { connection.isConnected }

    var minimumPixelSize: (width: Int, height: Int)? {
        get { window.minimumSize }
        set { window.minimumSize = newValue }
    }

    func show() {
        window.show()
        connection.flush()
    }

    func setIcon(_ icon: CGImage?) -> Bool {
        guard let icon else { return window.setIcon(width: 0, height: 0, argb: nil) }
        return window.setIcon(width: icon.width, height: icon.height, argb: WindowIcon.straightARGB(icon))
    }

    func setFullScreen(_ fullScreen: Bool) {
        if fullScreen {
            windowedFrame = windowedFrame ?? window.frameOnScreen
            window.setFullScreen(true, windowedFrame: nil)
        } else {
            window.setFullScreen(false, windowedFrame: windowedFrame)
            windowedFrame = nil
        }
    }

    func requestPixelSize(width: Int, height: Int) {
        window.resize(width: width, height: height)
        connection.flush()
    }

    func startEvents(_ handler: @escaping ([PlatformEvent]) -> Void) {
        events = X11EventSource(connection: connection) { [weak self] batch in
            handler(self?.withMonitorScale(batch) ?? batch)
        }
    }

    func stopEvents() {
        events?.cancel()
    }

    /// `batch`, and a `.scaleChanged` after it when the window, following
    /// each monitor's scale, moved to a monitor of another scale (or the
    /// monitors changed under it). Only a move counts, not a new size: a
    /// window that doubles its pixels on a denser monitor must not then be
    /// judged by its new size and sent back.
    private func withMonitorScale(_ batch: [PlatformEvent]) -> [PlatformEvent] {
        guard followsMonitorScale, let frame = window.takePlaceChange() else { return batch }
        let generation = connection.monitorsGeneration
        let moved = lastPlace.map { $0 != (frame.x, frame.y) } ?? true
        guard moved || generation != lastMonitorsGeneration else { return batch }
        lastPlace = (frame.x, frame.y)
        lastMonitorsGeneration = generation
        guard let monitor = MonitorGeometry.showingMost(of: connection.monitors, x: frame.x, y: frame.y,
                                                        width: frame.width, height: frame.height),
            let scale = DisplayScale.monitorScale(pixelWidth: monitor.width, millimetreWidth: monitor.millimetreWidth,
                                                  millimetreHeight: monitor.millimetreHeight),
            scale != monitorScale
        else { return batch }
        monitorScale = scale
        return batch + [.scaleChanged(window: id, scale: scale)]
    }

    func eventsAfterRoundTrip() -> [PlatformEvent] {
        connection.sync()
        return connection.pollEvents()
    }

    /// A swap's round trips on the shared connection may read input events
    /// into Xlib's queue, where the socket no longer signals them. The queue
    /// is looked at on the main thread only: when the server dies, Xlib can
    /// leave a second thread waiting on its lock for good.
    /// A frame at a size the window manager is waiting for answers it
    /// (`_NET_WM_SYNC_REQUEST`).
    func surfaceDidPresent() {
        window.answerSyncRequest()
        guard connection.isConnected, connection.hasQueuedEvents else { return }
        events?.scheduleDrain()
    }

    /// EGL presents on the window's own connection; GLX's has one of its
    /// own, so only a window manager waiting for a frame wants the notice.
    var wantsPresentNotices: Bool { presentsOnWindowConnection || window.awaitsSyncAnswer }

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
