import CWaylandProtocols
import Foundation
import PlatformInput

/// A window on a Wayland compositor: a surface with the xdg-shell toplevel
/// role (title, app id, minimum size, full screen), which the compositor
/// sizes with configure events, and the scale of the outputs it is on.
///
/// Sizes are in buffer pixels: the compositor's surface units times the
/// buffer scale (`pixelsPerUnit`: the integer scale of the outputs the
/// surface is on, or the compositor's preferred fractional scale, shown
/// through a viewport). A configure is acknowledged before the first
/// commit of a frame at its size (`prepareCommit`, render thread), or at
/// once when it changes no size.
///
/// Main thread only, except `prepareCommit` and `surfaceProxy`.
package final class WaylandWindow: WaylandInputTarget {
    package let connection: WaylandConnection
    package let surface: WaylandObject
    private let xdgSurface: WaylandObject
    private let toplevel: WaylandObject
    private var viewport: WaylandObject?
    private var fractional: WaylandObject?
    private var decoration: WaylandObject?
    package let platformID: PlatformWindowID
    package let title: String
    /// The size in surface units, and in pixels.
    package private(set) var unitSize: (width: Int, height: Int)
    package var pixelSize: (width: Int, height: Int) {
        (Self.pixels(unitSize.width, pixelsPerUnit), Self.pixels(unitSize.height, pixelsPerUnit))
    }
    /// Pixels per surface unit: what the buffer is drawn at.
    package private(set) var pixelsPerUnit: Double
    /// Whether the compositor draws the title bar (xdg-decoration, server side).
    package private(set) var hasServerDecorations = false
    /// The title bar drawn here when the compositor draws none (nil: it does, or none can be made).
    package private(set) var titleBar: WaylandTitleBar?
    /// Whether the compositor says the window is the active one (its bar is drawn so).
    package private(set) var isActive = false
    /// Paints the title bar (the host's layers); set before the window shows.
    package var titleBarPainter: WaylandTitleBar.Painter? {
        didSet {
            titleBar?.painter = titleBarPainter
            updateTitleBar()
        }
    }
    /// The bar's height in surface units while it shows (not at full screen).
    private var barUnits: Int { titleBar != nil && !isFullScreen ? WaylandTitleBar.height : 0 }
    package private(set) var isClosed = false
    package private(set) var isFullScreen = false
    package private(set) var isMaximized = false
    /// The size in surface units before the compositor made the window full screen or maximized.
    private var windowedUnits: (width: Int, height: Int)?
    /// The minimum size in pixels (nil: none).
    package var minimumPixelSize: (width: Int, height: Int)? {
        didSet { applyMinimumSize() }
    }
    /// Events for the window's next batch.
    private var pending: [PlatformEvent] = []
    /// The toplevel's configure waiting for its xdg_surface configure: size (0: ours to choose), states.
    private var pendingConfigure: (width: Int32, height: Int32, states: [UInt32])?
    /// The outputs the surface is on (their proxies).
    private var enteredOutputs: [OpaquePointer] = []
    /// The fractional scale the compositor prefers for the surface (wp_fractional_scale_v1), if it says.
    private var preferredFraction: Double?
    /// What the next frame's commit carries (any thread; locked).
    private let commitState = CommitState()
    /// Held from a frame's acknowledgement to its commit, and around the main thread's toplevel requests.
    private let requestLock = NSLock()
    /// Whether a first configure came.
    package private(set) var isConfigured = false

    /// Makes the toplevel, commits it without a buffer, and waits for the
    /// compositor's first configure.
    ///
    /// - Throws: `WaylandPlatformError.invalidWindowSize`, `.connectionLost`.
    package init(connection: WaylandConnection, title: String, appID: String, pixelWidth: Int, pixelHeight: Int,
                 pixelsPerUnit: Double) throws {
        guard (1...32767).contains(pixelWidth), (1...32767).contains(pixelHeight) else {
            throw WaylandPlatformError.invalidWindowSize(width: pixelWidth, height: pixelHeight)
        }
        self.connection = connection
        self.title = title
        self.pixelsPerUnit = pixelsPerUnit
        commitState.setScale(.integer(Int32(max(1, pixelsPerUnit.rounded()))))
        unitSize = (max(1, Int((Double(pixelWidth) / pixelsPerUnit).rounded())),
                    max(1, Int((Double(pixelHeight) / pixelsPerUnit).rounded())))
        guard let surface = connection.compositor.make(WaylandProtocol.WlCompositor.Request.createSurface.rawValue,
                                                       [.newID], interface: cawl_wl_surface),
              let xdgSurface = connection.windowManager.make(WaylandProtocol.XdgWmBase.Request.getXdgSurface.rawValue,
                                                             [.newID, .object(surface)], interface: cawl_xdg_surface),
              let toplevel = xdgSurface.make(WaylandProtocol.XdgSurface.Request.getToplevel.rawValue, [.newID],
                                             interface: cawl_xdg_toplevel)
        else { throw WaylandPlatformError.connectionLost(reason: connection.lossReason ?? "no surface could be made") }
        self.surface = surface
        self.xdgSurface = xdgSurface
        self.toplevel = toplevel
        platformID = PlatformWindowID(UInt(surface.id))
        surface.onEvent { [unowned self] event in self.surfaceEvent(event) }
        xdgSurface.onEvent { [unowned self] event in self.xdgSurfaceEvent(event) }
        toplevel.onEvent { [unowned self] event in self.toplevelEvent(event) }
        typealias Toplevel = WaylandProtocol.XdgToplevel.Request
        toplevel.send(Toplevel.setTitle.rawValue, [.string(title)])
        toplevel.send(Toplevel.setAppId.rawValue, [.string(appID)])
        if let viewporter = connection.viewporter, let manager = connection.fractionalScale {
            viewport = viewporter.make(WaylandProtocol.WpViewporter.Request.getViewport.rawValue,
                                       [.newID, .object(surface)], interface: cawl_wp_viewport)
            fractional = manager.make(WaylandProtocol.WpFractionalScaleManagerV1.Request.getFractionalScale.rawValue,
                                      [.newID, .object(surface)], interface: cawl_wp_fractional_scale_v1)
            fractional?.onEvent { [unowned self] event in
                self.preferFraction(Double(event.uint(0)) / 120)
            }
        }
        if let manager = connection.decorations {
            decoration = manager.make(WaylandProtocol.ZxdgDecorationManagerV1.Request.getToplevelDecoration.rawValue,
                                      [.newID, .object(toplevel)], interface: cawl_zxdg_toplevel_decoration_v1)
            decoration?.onEvent { [unowned self] event in
                // configure(mode): 2 is server side.
                self.hasServerDecorations = event.uint(0) == 2
            }
            decoration?.send(WaylandProtocol.ZxdgToplevelDecorationV1.Request.setMode.rawValue, [.uint(2)])
        }
        surface.send(WaylandProtocol.WlSurface.Request.commit.rawValue)
        for _ in 0..<4 where !isConfigured && connection.isConnected { connection.roundTrip() }
        if !connection.isConnected {
            throw WaylandPlatformError.connectionLost(reason: connection.lossReason ?? "while opening a window")
        }
        // The decoration's mode came with the first configure: draw a bar where the compositor draws none.
        if !hasServerDecorations, let bar = WaylandTitleBar(connection: connection, parent: surface) {
            bar.closeClicked = { [unowned self] in self.pending.append(.closeRequested(window: self.platformID)) }
            bar.dragStarted = { [unowned self] seat, serial in
                self.sendStateRequest(WaylandProtocol.XdgToplevel.Request.move.rawValue, [.object(seat), .uint(serial)])
            }
            titleBar = bar
            applyMinimumSize()
        }
        describeScale()
        // The first configure's acknowledgement goes now, not with the next request.
        connection.flush()
    }

    package func isDecoration(_ surface: OpaquePointer?) -> Bool {
        surface != nil && surface == titleBar?.surface.proxy
    }

    package func decorationPressed(x: Double, seat: WaylandObject, serial: UInt32) {
        titleBar?.pressed(x: x, width: unitSize.width, seat: seat, serial: serial)
    }

    /// Repaints the title bar if its width, scale or state changed.
    private func updateTitleBar() {
        titleBar?.setShown(!isFullScreen)
        titleBar?.update(width: unitSize.width, scale: pixelsPerUnit, title: title, active: isActive)
    }

    deinit { close() }

    /// The surface's proxy, for EGL's `wl_egl_window` (any thread).
    package var surfaceProxy: OpaquePointer? { surface.proxy }

    /// The window's events since the last call, in order.
    package func takeEvents() -> [PlatformEvent] {
        defer { pending.removeAll() }
        return pending
    }

    package func receive(_ event: PlatformEvent) { pending.append(event) }

    /// Full screen on the compositor's choice of output, or back.
    package func setFullScreen(_ fullScreen: Bool) {
        guard fullScreen != isFullScreen, !isClosed else { return }
        typealias Toplevel = WaylandProtocol.XdgToplevel.Request
        if fullScreen {
            sendStateRequest(Toplevel.setFullscreen.rawValue, [.object(nil)])
        } else {
            sendStateRequest(Toplevel.unsetFullscreen.rawValue)
        }
        connection.flush()
    }

    /// Asks for a size in pixels: Wayland lets the client choose while the
    /// compositor does not impose one, so it is taken at once, told as `.resized`.
    package func requestPixelSize(width: Int, height: Int) {
        let units = (max(1, Int((Double(width) / pixelsPerUnit).rounded())),
                     max(1, Int((Double(height) / pixelsPerUnit).rounded())))
        guard units != unitSize else { return }
        unitSize = units
        describeScale()
        updateTitleBar()
        let pixels = pixelSize
        pending.append(.resized(window: platformID, width: pixels.width, height: pixels.height))
    }

    /// Runs `commit` (the render thread's acknowledgement, then its swap)
    /// with no toplevel request of the main thread's in between: a request
    /// sent after an acknowledgement but before its commit is judged by the
    /// compositor against the state before the commit (weston then drops
    /// the configure it owes: leaving full screen right after entering it
    /// left the window full screen).
    package func withCommit<T>(_ commit: () throws -> T) rethrows -> T {
        try requestLock.withLock(commit)
    }

    /// Sends a toplevel request the compositor answers with a configure (main thread).
    private func sendStateRequest(_ opcode: UInt32, _ arguments: [WaylandArgument] = []) {
        requestLock.withLock { toplevel.send(opcode, arguments) }
    }

    /// What the render thread sends before committing a frame of `width` ×
    /// `height` pixels: `ack_configure` for a configure waiting for that
    /// size, and the buffer's scale when it changed (an integer scale, or a
    /// viewport's destination in surface units for a fractional one).
    /// libwayland sends requests from any thread.
    package func prepareCommit(width: Int, height: Int) {
        let due = commitState.take(width: width, height: height)
        if let serial = due.serial { acknowledge(serial) }
        if let geometry = due.geometry {
            xdgSurface.send(WaylandProtocol.XdgSurface.Request.setWindowGeometry.rawValue, geometry.map { .int($0) })
        }
        switch due.scale {
        case .integer(let scale)?:
            if surface.version >= 3 { surface.send(WaylandProtocol.WlSurface.Request.setBufferScale.rawValue, [.int(scale)]) }
        case .viewport(let width, let height)?:
            surface.send(WaylandProtocol.WlSurface.Request.setBufferScale.rawValue, [.int(1)])
            viewport?.send(WaylandProtocol.WpViewport.Request.setDestination.rawValue, [.int(width), .int(height)])
        case nil:
            break
        }
    }

    private func acknowledge(_ serial: UInt32) {
        xdgSurface.send(WaylandProtocol.XdgSurface.Request.ackConfigure.rawValue, [.uint(serial)])
    }

    /// Tells the commit state the buffer's scale and the window's geometry
    /// (the content, and the bar above it) after the size or the scale changed.
    private func describeScale() {
        let bar = Int32(barUnits)
        commitState.setGeometry(x: 0, y: -bar, width: Int32(unitSize.width), height: Int32(unitSize.height) + bar)
        if viewport != nil, preferredFraction != nil {
            commitState.setScale(.viewport(width: Int32(unitSize.width), height: Int32(unitSize.height)))
        } else {
            commitState.setScale(.integer(Int32(max(1, pixelsPerUnit.rounded()))))
        }
    }

    package func close() {
        guard !isClosed else { return }
        isClosed = true
        titleBar = nil
        decoration?.destroy(WaylandProtocol.ZxdgToplevelDecorationV1.Request.destroy.rawValue)
        fractional?.destroy(WaylandProtocol.WpFractionalScaleV1.Request.destroy.rawValue)
        viewport?.destroy(WaylandProtocol.WpViewport.Request.destroy.rawValue)
        toplevel.destroy(WaylandProtocol.XdgToplevel.Request.destroy.rawValue)
        xdgSurface.destroy(WaylandProtocol.XdgSurface.Request.destroy.rawValue)
        surface.destroy(WaylandProtocol.WlSurface.Request.destroy.rawValue)
        connection.flush()
    }

    static func pixels(_ units: Int, _ scale: Double) -> Int { max(1, Int((Double(units) * scale).rounded())) }

    private func applyMinimumSize() {
        let bar = Int32(barUnits)
        let units = minimumPixelSize.map {
            (Int32(min(32767, (Double($0.width) / pixelsPerUnit).rounded(.up))),
             Int32(min(32767, (Double($0.height) / pixelsPerUnit).rounded(.up))) + bar)
        } ?? (0, 0)
        // Applied with the next frame's commit: a commit from this thread could
        // take a buffer the render thread's EGL attached but has not committed.
        sendStateRequest(WaylandProtocol.XdgToplevel.Request.setMinSize.rawValue, [.int(units.0), .int(units.1)])
        connection.flush()
    }

    private func surfaceEvent(_ event: WaylandEvent) {
        switch WaylandProtocol.WlSurface.Event(rawValue: event.opcode) {
        case .enter:
            if let output = event.object(0) { enteredOutputs.append(output) }
            outputsChanged()
        case .leave:
            enteredOutputs.removeAll { $0 == event.object(0) }
            outputsChanged()
        default:
            break
        }
    }

    /// The integer scale of the outputs the surface is on changed (or an output's scale did).
    package func outputsChanged() {
        guard preferredFraction == nil else { return }
        let scales = enteredOutputs.compactMap { connection.output(proxy: $0)?.scale }
        guard let scale = scales.max() else { return }
        setPixelsPerUnit(Double(scale))
    }

    private func preferFraction(_ fraction: Double) {
        guard fraction.isFinite, fraction > 0, fraction <= 8 else {
            WaylandDiagnostics.reportOnce("the compositor preferred the scale \(fraction) for a window, outside "
                + "(0, 8]: it stays at \(pixelsPerUnit)")
            return
        }
        preferredFraction = fraction
        setPixelsPerUnit(fraction)
    }

    private func setPixelsPerUnit(_ scale: Double) {
        guard scale != pixelsPerUnit else { return }
        pixelsPerUnit = scale
        describeScale()
        updateTitleBar()
        pending.append(.scaleChanged(window: platformID, scale: CGFloat(scale)))
        let pixels = pixelSize
        pending.append(.resized(window: platformID, width: pixels.width, height: pixels.height))
    }

    private func toplevelEvent(_ event: WaylandEvent) {
        switch WaylandProtocol.XdgToplevel.Event(rawValue: event.opcode) {
        case .configure:
            pendingConfigure = (event.int(0), event.int(1), event.words(2))
        case .close:
            pending.append(.closeRequested(window: platformID))
        default:
            break
        }
    }

    private func xdgSurfaceEvent(_ event: WaylandEvent) {
        guard event.opcode == WaylandProtocol.XdgSurface.Event.configure.rawValue else { return }
        let serial = event.uint(0)
        isConfigured = true
        defer { pendingConfigure = nil }
        guard let configure = pendingConfigure else { return acknowledge(serial) }
        // xdg_toplevel.state: 1 maximized, 2 fullscreen.
        let wasSized = isFullScreen || isMaximized
        isFullScreen = configure.states.contains(2)
        isMaximized = configure.states.contains(1)
        isActive = configure.states.contains(4)
        if !wasSized && (isFullScreen || isMaximized) { windowedUnits = unitSize }
        defer { describeScale(); updateTitleBar() }
        guard (0...32767).contains(configure.width), (0...32767).contains(configure.height) else {
            WaylandDiagnostics.reportOnce("the compositor configured a window at \(configure.width)×\(configure.height), "
                + "which cannot be: it keeps its size")
            return acknowledge(serial)
        }
        // The compositor's size is the window geometry's: the bar and the content.
        let width = Int(configure.width)
        let height = configure.height > 0 ? max(1, Int(configure.height) - barUnits) : 0
        // 0 × 0 (or a 0 side): the client chooses: the size it had before
        // full screen or maximized, when it leaves them, else the size it has.
        var chosen = unitSize
        if !isFullScreen && !isMaximized, let windowedUnits {
            chosen = windowedUnits
            self.windowedUnits = nil
        }
        let units = (width > 0 ? width : chosen.width, height > 0 ? height : chosen.height)
        guard units != unitSize else { return acknowledge(serial) }
        unitSize = units
        let pixels = pixelSize
        describeScale()
        commitState.wait(serial: serial, width: pixels.width, height: pixels.height)
        pending.append(.resized(window: platformID, width: pixels.width, height: pixels.height))
    }

    /// What the next commit must carry, set on the main thread and taken by
    /// the render thread: the configure waiting for a frame of its size, and
    /// the buffer's scale when it changed since last sent.
    private final class CommitState: @unchecked Sendable {
        enum BufferScale: Equatable {
            case integer(Int32)
            case viewport(width: Int32, height: Int32)
        }

        private let lock = NSLock()
        private var waiting: (serial: UInt32, width: Int, height: Int)?
        private var scale = BufferScale.integer(1)
        private var sent: BufferScale?
        private var geometry: [Int32] = []
        private var sentGeometry: [Int32] = []

        func wait(serial: UInt32, width: Int, height: Int) {
            lock.withLock { waiting = (serial, width, height) }
        }

        func setScale(_ scale: BufferScale) {
            lock.withLock { self.scale = scale }
        }

        func setGeometry(x: Int32, y: Int32, width: Int32, height: Int32) {
            lock.withLock { geometry = [x, y, width, height] }
        }

        /// What a commit of a frame of `width` × `height` pixels carries: the
        /// serial it acknowledges, and the scale and geometry when they changed
        /// since last taken.
        func take(width: Int, height: Int) -> (serial: UInt32?, scale: BufferScale?, geometry: [Int32]?) {
            lock.withLock {
                var serial: UInt32?
                if let waiting, waiting.width == width, waiting.height == height {
                    serial = waiting.serial
                    self.waiting = nil
                }
                let changedScale = scale == sent ? nil : scale
                let changedGeometry = geometry == sentGeometry ? nil : geometry
                sent = scale
                sentGeometry = geometry
                return (serial, changedScale, changedGeometry)
            }
        }
    }
}
