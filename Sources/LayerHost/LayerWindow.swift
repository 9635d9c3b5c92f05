import Foundation
import GLESRenderer
@_exported import QuartzCore
import PlatformInput
import RenderServer
import X11Platform

/// Shows a layer tree in a window and runs the app: the composition root
/// that wires a platform's window (X11, or Wayland where `WAYLAND_DISPLAY`
/// names a compositor or `CA_PLATFORM` says so; see `HostPlatform`), its
/// GL, the render-server thread and the main loop.
///
/// `rootLayer` fills the window and follows its size. The render server
/// draws on its own thread while animations run, and sleeps when nothing
/// changes. Frames are paced by the display: each begins at a vblank the X
/// Present extension reports and shows at the next, at the monitor's
/// refresh rate (XRandR), or at a divisor of it close to `framesPerSecond`
/// or `CA_FPS`. A display without a refresh clock (Xvfb) gets a timer at
/// that rate (60 Hz unless set); `CA_VSYNC=1` or `0` forces one or the
/// other. On Wayland, the compositor's frame callbacks pace the frames.
/// `pacingDescription` and each `FrameReport` say which runs.
///
/// The main run loop (`run()`, or your own `RunLoop.main.run…`) handles the
/// display server's events and Foundation's timers and sources together. Window and input
/// events arrive on the main thread through `onEvent`; the implicit
/// transaction is committed at the end of every main run-loop turn. While
/// the window runs, `CADisplayLink`s fire once per frame of its render
/// server, and `onFrame` and `lastFrameReport` say what each frame cost.
///
/// Main thread only.
public final class LayerWindow {
    /// The layer that fills the window.
    public let rootLayer: CALayer
    /// Input and window events (pointer, wheel, keys, resize, focus, close
    /// request, the window's end), on the main thread, in the order they happened.
    public var onEvent: ((Event) -> Void)?
    /// The platform's events as they arrive (locations in points), for this
    /// package's own hosts: every event, window ids and exposures included,
    /// just before the same event goes to `onEvent`. Main thread.
    package var onPlatformEvent: ((PlatformEvent) -> Void)?
    /// Called when the window is asked to close; return false to keep it open.
    public var shouldClose: () -> Bool = { true }
    /// Called on the main thread after frames are drawn, with the latest
    /// frame's report: once per frame while the main thread keeps up, once
    /// for several frames when it is busy (`framesDrawn` counts them all).
    public var onFrame: ((FrameReport) -> Void)? {
        didSet { relay.forwardsReports = onFrame != nil || headsUpDisplay != nil }
    }
    /// Whether the heads-up display shows over the window: an opaque panel
    /// in a corner with frames per second, the frame's milliseconds (and the
    /// GPU's, or why not), the layer, draw call and offscreen counts, the
    /// pacing, refreshes missed in the last second, and a labelled graph of
    /// each frame's time split into its phases against the budget of one
    /// refresh. F1 toggles it, F7 moves it to the next corner; `CA_HUD=1`
    /// in the environment shows it from the start. The debugging colours
    /// never tint it.
    public var showsHeadsUpDisplay: Bool {
        get { headsUpDisplay != nil }
        set { setHeadsUpDisplay(newValue) }
    }
    var headsUpDisplay: HeadsUpDisplay?
    /// Where the heads-up display goes when shown (F7 moves it on).
    var headsUpDisplayCorner = HeadsUpDisplay.Corner.topLeft
    /// The root layer's speed when slow animations were turned on, given back when they are turned off.
    private var speedBeforeSlowAnimations: Float = 1
    /// The debugging colours and slow animations in force (see `DebugOptions`).
    public var debugOptions: DebugOptions = [] {
        didSet {
            debugOptionsChanges += 1
            frameRenderer?.debugOptions = debugOptions.renderOptions
            let slow = debugOptions.contains(.slowAnimations)
            if slow != oldValue.contains(.slowAnimations) {
                if slow { speedBeforeSlowAnimations = rootLayer.speed }
                LayerWindow.setSpeed(slow ? speedBeforeSlowAnimations * 0.1 : speedBeforeSlowAnimations, of: rootLayer)
            }
            server.requestFrame()
        }
    }
    /// How many times `debugOptions` was set (for the tests of key floods).
    package private(set) var debugOptionsChanges = 0
    /// How many times the heads-up display was shown or hidden (for the tests of key floods).
    package private(set) var headsUpDisplayChanges = 0
    /// What the render thread measured for the last frame it drew; nil
    /// before the first frame.
    public var lastFrameReport: FrameReport? { relay.latestReport }
    /// True once the window is closed (by `close()`, a granted close
    /// request, another program destroying it, or the connection to the X
    /// server closing); `run()` returns then.
    public private(set) var isClosed = false
    /// Why the window closed; nil while it is open.
    public private(set) var closeReason: CloseReason?
    /// Pixels per point: the window is `width × scale` by `height × scale`
    /// pixels, and its layers, sizes and pointer locations are in points.
    /// From the desktop (`CA_SCALE`, `GDK_SCALE`, `QT_SCALE_FACTOR`,
    /// `UIKIT_SCREEN_SCALE`, the `Xft.dpi` resource, the screen's size;
    /// see the README), 1 when none says. When the platform says the
    /// window's scale changed, the window keeps its size in points, takes
    /// the new number of pixels, and sends `Event.scaleChanged`.
    public internal(set) var scale: CGFloat
    /// Signalled once the render server and GL objects of a window whose
    /// connection was lost are gone (they go on a thread of their own).
    private var teardown: DispatchSemaphore?

    /// Waits at most `seconds` for what a window closed after a lost
    /// connection still tears down on a thread of its own (the render
    /// server, its GL objects and connection); true when it is done or there
    /// is nothing to wait for. A program that exits right after such a close
    /// calls it first: `exit` while the render thread is still tearing down
    /// on the dead connection can crash inside Xlib. Main thread.
    package func waitUntilTornDown(seconds: Double) -> Bool {
        guard let teardown else { return true }
        guard teardown.wait(timeout: .now() + seconds) == .success else { return false }
        teardown.signal()
        return true
    }

    /// The smallest size, in points, a window manager lets the user resize
    /// the window to (the window's minimum size hint); nil (the default)
    /// for none. A side that is not finite and positive is taken as no
    /// minimum, said once. Main thread.
    public var minimumSize: CGSize? {
        didSet {
            if let size = minimumSize,
                !(size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0) {
                Diagnostics.reportOnce(cause: "LayerWindow.minimumSize \(size)",
                                       "LayerWindow.minimumSize \(size) needs finite, positive sides: no minimum is set",
                                       subsystem: "LayerHost")
            }
            applyMinimumSize()
        }
    }

    /// The icon task bars and window switchers show for the window: a
    /// standard one (three stacked layers) until set; nil for none. An image
    /// over 1,024 pixels a side is refused, said once, and the icon stays.
    /// Main thread.
    public var icon: CGImage? = WindowIcon.standard {
        didSet {
            guard !isClosed else { return }
            if !host.setIcon(icon) {
                let size = icon.map { "\($0.width)×\($0.height)" } ?? "nil"
                Diagnostics.reportOnce(cause: "window icon \(size)",
                                       "LayerWindow.icon: a \(size) image is too large for a window icon "
                                           + "(1,024 pixels a side at most): the icon is unchanged", subsystem: "LayerHost")
                icon = oldValue
            }
        }
    }

    /// Whether the window covers the whole screen. With a window manager it
    /// asks for EWMH's full screen state; without one (Xvfb) the window
    /// itself covers the screen at its top-left corner. Set back to false,
    /// the window returns to its size and place before. The new size
    /// arrives as `Event.resized`, and the root layer follows, as for any
    /// resize. Main thread.
    public var isFullScreen = false {
        didSet {
            guard isFullScreen != oldValue, !isClosed else { return }
            host.setFullScreen(isFullScreen)
        }
    }

    /// The platform the window runs on, and its window there.
    let platform: HostPlatform
    let host: HostWindow
    /// The window's GL surface (owned by `host.graphics`); nil once closed.
    var target: WindowSurface?
    private(set) var frameRenderer: GLESFrameRenderer?
    /// What the render server draws through: shut when the window is gone.
    let gate: WindowFrameGate
    let server: RenderServer
    private let relay: FrameRelay
    /// Whether a present should tell the main thread (`PresentNotices`).
    let presentNotices = PresentNotices()
    private var isRunning = false

    /// Opens a window of `width` × `height` points titled `title`, at the display's `scale`.
    ///
    /// - Throws: `X11PlatformError.noDisplay` (set DISPLAY or run under Xvfb),
    ///   `.malformedDisplayName` (DISPLAY cannot be parsed),
    ///   `.invalidWindowSize` (a side outside 1…32,767 points),
    ///   `WaylandPlatformError` on Wayland (`CA_PLATFORM=wayland` and no
    ///   compositor answering, for example),
    ///   `GLESRendererError` when EGL or an OpenGL ES 3 context is missing.
    public convenience init(title: String, width: Int, height: Int, framesPerSecond: Double? = nil) throws {
        try self.init(title: title, width: width, height: height, framesPerSecond: framesPerSecond, displayName: nil)
    }

    /// Options of the package's own tools (benchmarks, tests).
    package struct Options {
        /// Draw as fast as possible instead of pacing to the frame rate.
        package var unthrottled = false
        /// Wait for GL to finish each frame before presenting (measures the rasterizer).
        package var measuresRenderWait = false
        /// Called on the render thread after every frame drawn, with its report.
        package var frameObserver: ((RenderFrameReport) -> Void)?
        /// Present each frame on its own thread while the next one is evaluated
        /// and built (`GLESFrameRenderer.presentsAsynchronously`). On by default.
        package var presentsAsynchronously = true
        /// How frames are paced; `CA_VSYNC` (1 or 0) overrides `.automatic`.
        package var pacing = Pacing.automatic
        /// Which GL API draws the window; `CA_GL` (glx or egl) overrides `.automatic`.
        package var glAPI = GLAPI.automatic
        /// Pixels per point, in place of the display's (`DisplayScale`); nil for the display's.
        package var scale: CGFloat?
        /// The platform to open the window on; nil for `HostPlatformChoice`'s
        /// (X11 on the display named, when one is).
        package var platform: HostPlatform?
        package init() {}
    }

    /// As the public initializer, on the X display named `displayName` (tests use a private Xvfb).
    package init(title: String, width: Int, height: Int, framesPerSecond: Double?, displayName: String?,
                 options: Options = Options()) throws {
        dispatchPrecondition(condition: .onQueue(.main))
        let platform = try options.platform ?? HostPlatformChoice.open(displayName: displayName)
        let desktop = platform.desktopScale(environment: ProcessInfo.processInfo.environment)
        let scale = options.scale ?? desktop.scale
        // Sizes are checked in points (the platform's own check, in pixels, follows).
        guard (1...32767).contains(width), (1...32767).contains(height) else {
            throw X11PlatformError.invalidWindowSize(width: width, height: height)
        }
        let glAPI = options.glAPI == .automatic ? LayerWindow.environmentGLAPI ?? .automatic : options.glAPI
        let pacing = options.pacing == .automatic ? LayerWindow.environmentPacing ?? .automatic : options.pacing
        let host = try platform.openWindow(HostWindowRequest(
            title: title, pixelWidth: LayerWindow.pixels(CGFloat(width), scale: scale),
            pixelHeight: LayerWindow.pixels(CGFloat(height), scale: scale), glAPI: glAPI, pacing: pacing,
            framesPerSecond: framesPerSecond ?? LayerWindow.environmentFramesPerSecond,
            unthrottled: options.unthrottled, scale: scale,
            followsMonitorScale: options.scale == nil && desktop.followsMonitors))
        guard let context = host.graphics.context, let target = host.graphics.surface else {
            throw GLESRendererError.noEGL(detail: "the platform opened a window without its GL context and surface")
        }
        self.platform = platform
        self.host = host
        self.scale = scale
        if let icon = WindowIcon.standard { _ = host.setIcon(icon) }
        let frameRenderer = GLESFrameRenderer(
            context: context, target: target, scale: scale,
            clearColor: PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 1))
        frameRenderer.measuresRenderWait = options.measuresRenderWait
        frameRenderer.presentsAsynchronously = options.presentsAsynchronously && target.presentsOnAnotherThread
        let clock = host.frameClock
        let vsync = host.vblankClock
        // The main-thread side of these closures reaches the window through a
        // reference, as the window does not exist yet.
        let owner = LayerWindowReference()
        // The platform looks, on the main thread, for events a present read
        // off a connection it shares (X11's round trips).
        let notices = presentNotices
        frameRenderer.didPresent = {
            guard notices.takeNotice() else { return }
            DispatchQueue.main.async {
                guard let window = owner.window, !window.isClosed else { return }
                window.host.surfaceDidPresent()
            }
        }
        let relay = FrameRelay(pacing: { clock.pacingDescription }, presentPath: target.presentPath) { tick, report in
            owner.window?.deliverFrame(tick: tick, report: report)
        }
        let toolObserver = options.frameObserver
        // A failed frame may be the window's end, which X tells the main thread.
        let gate = WindowFrameGate(renderer: frameRenderer) { error in
            DispatchQueue.main.async { owner.window?.renderingFailed(error) }
        }
        server = RenderServer(renderer: gate, clock: clock) { report in
            guard gate.lastFrameWasDrawn else { return }
            relay.frameDrawn(report, presents: vsync?.takePresentations() ?? [])
            toolObserver?(report)
        }
        server.tickObserver = { tick in relay.tick(tick) }
        self.gate = gate
        self.relay = relay
        self.target = target
        self.frameRenderer = frameRenderer
        DisplayLinkTicker.shared.setDisplayRate(clock.frameInterval > 0 ? 1 / clock.frameInterval : 60)

        rootLayer = LayerWindow.makeRootLayer(width: width, height: height)
        owner.window = self
    }

    /// A host's root layer: named "root", its origin at the top-left corner
    /// of a `width` × `height` target it fills (set without animation).
    package static func makeRootLayer(width: Int, height: Int) -> CALayer {
        let root = CALayer()
        root.name = "root"
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.anchorPoint = .zero
        root.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        root.position = .zero
        CATransaction.commit()
        return root
    }

    deinit {
        shutDown(reason: .closedByProgram)
    }

    /// The frame rate set by the environment variable `CA_FPS`, if any
    /// (1…1000; another value is reported once and ignored).
    static var environmentFramesPerSecond: Double? { EnvironmentVariable.framesPerSecond.number() }

    /// The X window id and display, for tests that read the window's pixels
    /// back; nil on another platform.
    package var nativeWindow: (display: OpaquePointer, window: UInt)? {
        guard let x11 = host as? X11HostWindow else { return nil }
        return (x11.connection.display, UInt(x11.window.id))
    }

    /// The GL context the window draws with (for tools that report what GL it is).
    package var glContext: GLESContext? { isClosed ? nil : host.graphics.context }

    /// Whether GL is Mesa's software rasterizer (whose timer queries are meaningless).
    package var isSoftwareRenderer: Bool { glContext?.isLlvmpipe ?? false }

    /// `points` in whole pixels at `scale` (at least 1).
    static func pixels(_ points: CGFloat, scale: CGFloat) -> Int {
        max(1, Int((points * scale).rounded()))
    }

    /// The minimum size in pixels at the current scale, told to the platform.
    func applyMinimumSize() {
        guard !isClosed else { return }
        guard let size = minimumSize, size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            host.minimumPixelSize = nil
            return
        }
        func pixels(_ points: CGFloat) -> Int { Int(min((points * scale).rounded(.up), 32_767)) }
        host.minimumPixelSize = (pixels(size.width), pixels(size.height))
    }

    /// Frames the render thread has drawn so far (any thread).
    package var framesDrawn: Int { server.lastReport?.frameNumber ?? 0 }
    /// Display refreshes missed while frames were drawn, so far (any thread).
    package var missedRefreshesSoFar: Int { server.lastReport?.missedRefreshesSoFar ?? 0 }

    /// How frames are paced, in words: "vsync: X Present, 60.00 Hz (…)" or
    /// "timer: 60.00 Hz (…why…)". Any thread.
    public var pacingDescription: String { server.pacingDescription }

    /// How frames reach the screen, in words: the GL API, the driver and its swap. Any thread.
    public var presentPath: String { relay.presentPath }

    /// Shows the window and runs the main run loop until the window closes;
    /// returns why it closed (`CloseReason.isFailure`: a display lost or
    /// the window destroyed by another program, which a command-line program
    /// should end with a non-zero status for).
    @discardableResult
    public func run() -> CloseReason {
        start()
        while !isClosed {
            // No deadline: a run with one makes a dispatch timer source for
            // it, and on Linux each leaves its two handler blocks behind
            // (about 12 KB a second in Soak). Without one the loop returns
            // after each main-queue block, and closing sends one (`shutDown`).
            _ = RunLoop.main.run(mode: .default, before: .distantFuture)
        }
        return closeReason ?? .closedByProgram
    }

    /// Shows the window and starts drawing without taking over the run loop
    /// (tests and hosts with their own loop spin `RunLoop.main` themselves).
    public func start() {
        guard !isRunning, !isClosed else { return }
        isRunning = true
        CATransaction.flush()
        CommitFeed.shared.attach(server)
        // The server starts empty: send it everything under the root (and a
        // heads-up display shown before the start, whose commits went nowhere).
        rootLayer.markSubtreeForCommit()
        headsUpDisplay?.layer.markSubtreeForCommit()
        CATransaction.flush()
        server.setRoots(renderRoots)
        server.start()
        if EnvironmentVariable.headsUpDisplay.flag() == true { showsHeadsUpDisplay = true }
        let fromEnvironment = DebugOptions.fromEnvironment(EnvironmentVariable.debugOptions.names())
        if !fromEnvironment.isEmpty { debugOptions = fromEnvironment }
        host.startEvents { [weak self] events in
            self?.handle(events)
        }
        // Display links now fire with this window's frames.
        DisplayLinkTicker.shared.driveExternally(owner: self) { [weak self] wantsFrames in
            self?.displayLinksWantFrames(wantsFrames)
        }
        host.show()
    }

    /// Closes the window and stops drawing (`closeReason` `.closedByProgram`).
    public func close() {
        shutDown(reason: .closedByProgram)
    }

    /// Closes the window. `afterConnectionLoss`: the connection to the
    /// display server closed, so no frame may be drawn from now on, and nothing on
    /// this thread may wait for the render thread.
    func shutDown(afterConnectionLoss: Bool = false, reason: CloseReason) {
        guard !isClosed else { return }
        isClosed = true
        closeReason = reason
        // Wakes `run()`'s loop, which waits without a deadline, to see it.
        DispatchQueue.main.async {}
        host.stopEvents()
        if afterConnectionLoss { gate.windowIsGone() }
        if afterConnectionLoss && isRunning {
            // The render or present thread may be inside a swap to the dead
            // server for seconds (Mesa's software path keeps sending its
            // image in pieces): the window closes now, and the render server
            // stops, and its GL objects go, on a thread of their own.
            CommitFeed.shared.detach(server)
            DisplayLinkTicker.shared.stopDrivingExternally(owner: self)
            let leftovers = LossLeftovers(renderer: frameRenderer, graphics: host.graphics)
            frameRenderer = nil
            target = nil
            let server = self.server
            let tornDown = DispatchSemaphore(value: 0)
            teardown = tornDown
            DispatchQueue.global().async {
                server.stop()
                leftovers.release()
                tornDown.signal()
            }
            host.closeAfterLoss()
            return
        }
        if isRunning {
            CATransaction.flush()
            server.stop()
            CommitFeed.shared.detach(server)
            // Display links go back to the ticker's own timer.
            DisplayLinkTicker.shared.stopDrivingExternally(owner: self)
        }
        frameRenderer = nil
        target = nil
        host.close()
    }

    /// A frame failed on the render thread (`WindowFrameGate`), which draws
    /// nothing until told why. A round trip brings in what the display
    /// server knows: the window's destruction, or the connection's end, whose handling
    /// closes the window and says so. Anything else is the renderer's own
    /// failure, passed on to the render server, which stops and reports it.
    private func renderingFailed(_ error: Error) {
        guard !isClosed else { return }
        handle(host.eventsAfterRoundTrip())
        guard !isClosed else { return }
        gate.passFailureOn(error)
        server.requestFrame()
    }

    /// The trees the render server draws: the app's, and the heads-up display over it.
    private var renderRoots: [LayerID] {
        [rootLayer.layerID] + (headsUpDisplay.map { [$0.layer.layerID] } ?? [])
    }

    func setHeadsUpDisplay(_ shown: Bool) {
        guard shown != (headsUpDisplay != nil) else { return }
        headsUpDisplayChanges += 1
        if shown {
            let display = HeadsUpDisplay(scale: scale)
            display.place(in: rootLayer.bounds, corner: headsUpDisplayCorner)
            headsUpDisplay = display
            display.layer.markSubtreeForCommit()
            CATransaction.flush()
        } else {
            headsUpDisplay = nil
        }
        relay.forwardsReports = onFrame != nil || headsUpDisplay != nil
        if isRunning { server.setRoots(renderRoots) }
    }

    /// Display links started or stopped wanting frames: the render server
    /// keeps ticking while they do, even when nothing is drawn.
    private func displayLinksWantFrames(_ wantsFrames: Bool) {
        relay.forwardsTicks = wantsFrames
        server.setKeepsTicking(wantsFrames)
    }

    /// The latest frame's tick and report, on the main thread (`FrameRelay`).
    private func deliverFrame(tick: FrameTick?, report: FrameReport?) {
        guard !isClosed else { return }
        if let tick {
            DisplayLinkTicker.shared.displayFrame(
                at: tick.refreshTime, interval: tick.refreshInterval > 0 ? tick.refreshInterval : nil,
                refreshIndex: tick.refreshIndex)
        }
        if let report {
            headsUpDisplay?.show(report)
            onFrame?(report)
        }
    }
}
