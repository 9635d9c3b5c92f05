import PlatformInput
import CX11
import Foundation

/// A connection to an X server: opens the display, owns the windows' event
/// stream and turns X events into `PlatformEvent`s.
///
/// Main thread only (checked): create it, poll it and make windows on the
/// main thread. The one exception is presenting: `XInitThreads()` runs
/// before the display opens, so a render thread may pass `display` and a
/// window's id to EGL and swap from there.
///
/// A broken connection does not end the process (Xlib's default): the next
/// `pollEvents()` reports `.connectionLost` once and the connection goes
/// quiet. A window another client destroys is reported as `.destroyed` once
/// and closes; the `BadWindow` errors its requests meet are not printed.
/// Closing happens when the last reference goes (windows and event sources
/// hold one).
///
/// Not here: EGL (the EGL surface takes `display` and `X11Window.id`),
/// input methods (text comes from the keyboard map, not an IME), clipboard,
/// cursors, multiple screens. XInput 2.2 pointer, touch and smooth
/// scrolling: `X11Connection+XInput`.
package final class X11Connection {
    /// The Xlib `Display*`, for EGL (`eglGetPlatformDisplay` with
    /// `EGL_PLATFORM_X11_KHR`).
    package let display: OpaquePointer
    /// The display's name as Xlib resolved it (":99").
    package let displayName: String
    /// The default screen and its root window, where windows are created.
    package let screen: Int32
    package let rootWindow: Window
    /// False once the server connection broke (possibly noticed by a call
    /// other than `pollEvents()`, which then reports it).
    package var isConnected: Bool { !failures.isLost }

    let atoms: Atoms
    /// The XInput extension's opcode when the server has XI 2.2 (pointer,
    /// touch and smooth scrolling through XInput 2), else nil.
    let xinputOpcode: Int32?
    /// Scroll valuators of the pointer devices, and their last values.
    var smoothScroll = SmoothScrollTracker()
    /// Whether the server has the SYNC extension (counters for `_NET_WM_SYNC_REQUEST`).
    let hasSyncCounters: Bool
    /// RandR's first event number when the server has RandR 1.5, else nil.
    let randrEventBase: Int32?
    /// The monitors as the server last reported them (`X11Connection+Monitors`).
    var serverMonitors: [MonitorGeometry] = []
    /// Counts the times the monitors were read again after the screen changed.
    package internal(set) var monitorsGeneration = 0
    private let failures: XlibFailureRecord
    private let now: () -> Double
    private var timeConverter = ServerTimeConverter()
    /// Live windows by X id; events for other windows are dropped.
    private var windows: [Window: WeakWindow] = [:]
    private var eventSources: [WeakEventSource] = []
    /// Keys held down, to mark repeats (with detectable auto-repeat, a held
    /// key sends presses without releases in between).
    private var heldKeys: Set<UInt32> = []
    private var lossReported = false

    /// Opens `displayName`, or `$DISPLAY` when nil (an empty `DISPLAY`
    /// counts as unset; an empty `displayName` is malformed, where Xlib
    /// would quietly read `DISPLAY` instead).
    ///
    /// - Parameter now: the local monotonic clock in seconds, which event
    ///   timestamps are mapped onto (CLOCK_MONOTONIC, as `CACurrentMediaTime()`).
    /// - Throws: `X11PlatformError.malformedDisplayName` when the name
    ///   cannot be parsed, `.noDisplay` when no server answers at it (or no
    ///   name was given and `DISPLAY` is unset).
    package init(displayName: String? = nil, now: @escaping () -> Double = X11Connection.monotonicNow) throws {
        assertMainThread()
        Self.prepareXlib()
        let environmentName = ProcessInfo.processInfo.environment["DISPLAY"].flatMap { $0.isEmpty ? nil : $0 }
        guard let name = displayName ?? environmentName else {
            throw X11PlatformError.noDisplay(name: nil)
        }
        guard !name.isEmpty else { throw X11PlatformError.malformedDisplayName(name) }
        guard let display = XOpenDisplay(name) else {
            throw DisplayNameSyntax.isWellFormed(name)
                ? X11PlatformError.noDisplay(name: name) : X11PlatformError.malformedDisplayName(name)
        }
        self.display = display
        self.displayName = String(cString: XDisplayString(display))
        self.now = now
        failures = XlibErrorHandlers.register(display)
        screen = XDefaultScreen(display)

        rootWindow = XRootWindow(display, screen)
        atoms = Atoms(display: display)
        xinputOpcode = Self.xinputOpcode(on: display)
        var syncEvent: Int32 = 0, syncError: Int32 = 0, syncMajor: Int32 = 0, syncMinor: Int32 = 0
        hasSyncCounters = XSyncQueryExtension(display, &syncEvent, &syncError) != 0
            && XSyncInitialize(display, &syncMajor, &syncMinor) != 0
        randrEventBase = Self.randrEventBase(on: display, root: rootWindow)
        // Held keys repeat as presses only, so repeats can be told apart.
        var supported: Int32 = 0
        XkbSetDetectableAutoRepeat(display, 1, &supported)
        calibrateServerTime()
        serverMonitors = readMonitors()
        readScrollAxes()
        // A loss found by another thread (a render thread's swap) must still
        // reach the main thread's event sources, whose socket may say nothing more.
        let reference = X11ConnectionReference(self)
        failures.onLoss {
            DispatchQueue.main.async { reference.connection?.drainEventSources() }
        }
        // So must a window found gone by an error on another thread.
        failures.onWindowGone {
            DispatchQueue.main.async { reference.connection?.drainEventSources() }
        }
    }

    deinit {
        // Event sources and windows keep the connection alive, so none is
        // left to use the display (or its socket) after this.
        if failures.isLost || serverHasHungUp {
            // On a broken connection (lost, or found so now: a window
            // destroyed by another client stops polling) Xlib refuses the
            // requests XCloseDisplay sends, and once EGL has used the socket
            // through XCB, prints "Xlib: request … would exceed buffer size"
            // for each: the socket is closed instead, and Xlib's few
            // kilobytes for the display are left behind, once per lost connection.
            close(XConnectionNumber(display))
        } else {
            XCloseDisplay(display)
        }
        XlibErrorHandlers.unregister(display)
    }

    /// Prepares Xlib for this process: `XInitThreads()` and the error
    /// handlers. Runs by itself before the first connection opens; code that
    /// opens displays with Xlib directly (tests, tools) calls it first, since
    /// `XInitThreads()` must come before any other Xlib call.
    package static func prepareXlib() {
        _ = XlibErrorHandlers.installed
    }

    /// The text of the server's resource database (what `xrdb -query`
    /// prints: `Xft.dpi:\t192`, …), nil when it has none. Main thread.
    package var resourceDatabase: String? {
        assertMainThread()
        return XResourceManagerString(display).map { String(cString: $0) }
    }

    /// The default screen's size in pixels and, as the server reports it, in millimetres.
    package var screenSize: (pixels: (width: Int, height: Int), millimetres: (width: Int, height: Int)) {
        ((Int(XDisplayWidth(display, screen)), Int(XDisplayHeight(display, screen))),
         (Int(XDisplayWidthMM(display, screen)), Int(XDisplayHeightMM(display, screen))))
    }

    /// The socket to the server, for a run loop to wait on. Readable when
    /// the server sent something; events Xlib already read sit in its queue
    /// instead, which `pollEvents()` drains too (see `X11EventSource`).
    package var fileDescriptor: Int32 { XConnectionNumber(display) }

    /// Whether Xlib holds events it has already read off the socket, which
    /// the socket no longer signals (a present thread's swap makes round
    /// trips on this display and may read events meanwhile). Main thread
    /// only. False once the connection is lost.
    package var hasQueuedEvents: Bool {
        assertMainThread()
        return !lossReported && XEventsQueued(display, QueuedAlready) > 0
    }

    /// Whether the server closed its end of the socket: a peek that reads
    /// nothing at end of file, or a reset. Reads no data and takes no Xlib lock.
    var serverHasHungUp: Bool {
        var byte: UInt8 = 0
        let received = recv(fileDescriptor, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
        if received == 0 { return true }
        return received < 0 && (errno == ECONNRESET || errno == EPIPE || errno == ENOTCONN)
    }

    /// Asks every event source to drain, so that a loss or a window found
    /// gone is reported. Main thread.
    private func drainEventSources() {
        for source in eventSources.compactMap(\.source) { source.scheduleDrain() }
    }

    /// Every event that has arrived, translated, without blocking (each
    /// motion event as it came: a host coalesces them, `PlatformEvent.coalescingMotion`). Reports
    /// `.destroyed` once for a window another client destroyed, and
    /// `.connectionLost` once when the connection closed, then nothing.
    package func pollEvents() -> [PlatformEvent] {
        assertMainThread()
        guard !lossReported else { return [] }
        // A server that went away is seen on the socket without Xlib: after
        // an I/O error found on another thread (a render thread's swap),
        // Xlib can keep a second caller waiting on its lock.
        if serverHasHungUp { failures.markLost() }
        XlibErrorHandlers.reassert()
        var events: [PlatformEvent] = []
        // XPending flushes our requests and reads what the socket holds.
        while !failures.isLost, XPending(display) > 0, !failures.isLost {
            var event = XEvent()
            XNextEvent(display, &event)
            translate(&event, into: &events)
        }
        // Windows that errors (of any thread's requests) said were gone.
        for id in failures.takeGoneWindows() {
            windowDestroyedElsewhere(Window(id), into: &events)
        }
        if failures.isLost {
            lossReported = true
            heldKeys = []
            let sources = eventSources.compactMap(\.source)
            eventSources = []
            for source in sources { source.cancel() }
            events.append(.connectionLost(reason: String(describing: X11PlatformError.connectionLost(displayName: displayName))))
        }
        return events
    }

    /// Sends buffered requests to the server. Xlib reads whatever events
    /// have arrived while it flushes (`_XFlush` ends by reading the socket),
    /// and the socket will not signal those again: event sources get a
    /// nudge to drain them, as after a round trip.
    package func flush() {
        assertMainThread()
        guard checkConnected() else { return }
        XFlush(display)
        eventsMayBeQueued()
    }

    /// Waits until the server has handled every request sent so far. Events
    /// it read meanwhile wait in Xlib's queue for the next `pollEvents()`.
    package func sync() {
        assertMainThread()
        guard checkConnected() else { return }
        XlibErrorHandlers.reassert()
        XSync(display, 0)
        eventsMayBeQueued()
    }

    /// The window with this id, if it is one of ours and open.
    package func window(for id: PlatformWindowID) -> X11Window? {
        windows[Window(id.rawValue)]?.window
    }

    // MARK: - Package internals for windows and event sources

    /// True while the connection works; Xlib calls are skipped otherwise.
    func checkConnected() -> Bool {
        !failures.isLost
    }

    func register(_ window: X11Window) {
        // Drop entries of windows released off the main thread.
        windows = windows.filter { $0.value.window != nil }
        windows[window.id] = WeakWindow(window: window)
        failures.watch(window: UInt(window.id))
        selectXInputEvents(on: window.id)
    }

    /// Stops routing events to `window` (closed, or destroyed by another client).
    func unregister(_ window: X11Window) {
        windows[window.id] = nil
    }

    /// Errors naming `id` are unexpected again: this client is destroying
    /// the window itself. Any thread (a window may be released anywhere).
    func stopWatchingErrors(of id: Window) {
        failures.unwatch(window: UInt(id))
    }

    /// Another client destroyed `id`: if it is one of ours and still open,
    /// it closes and `.destroyed` is reported, once.
    func windowDestroyedElsewhere(_ id: Window, into events: inout [PlatformEvent]) {
        guard let window = windowIfOurs(id), window.noteDestroyedElsewhere() else { return }
        events.append(.destroyed(window: window.platformID))
    }

    func register(_ source: X11EventSource) {
        eventSources.removeAll { $0.source == nil }
        eventSources.append(WeakEventSource(source: source))
    }

    /// Runs `body` (Xlib calls that may fail with protocol errors) and
    /// returns the errors it caused, after a round trip.
    func trappingErrors(_ body: () -> Void) -> [XProtocolError] {
        XlibErrorHandlers.reassert()
        failures.beginTrap()
        body()
        XSync(display, 0)
        let errors = failures.endTrap()
        eventsMayBeQueued()
        return errors
    }

    /// After a round trip Xlib may hold events the socket no longer signals;
    /// event sources get a nudge to drain them.
    func eventsMayBeQueued() {
        guard XQLength(display) > 0 else { return }
        for entry in eventSources { entry.source?.scheduleDrain() }
    }

    /// Learns the server clock's offset from one round trip: a property
    /// change on a private, unmapped window comes back stamped with the
    /// server's time. Without it, the first events (which may sit unread for
    /// a while) would set a late offset, and the spacing of the events after
    /// them would shrink while the estimate improves.
    private func calibrateServerTime() {
        let probe = XCreateWindow(
            display, rootWindow, -10, -10, 1, 1, 0, 0, UInt32(InputOnly), nil, 0, nil)
        XSelectInput(display, probe, Int(PropertyChangeMask))
        var none: UInt8 = 0
        XChangeProperty(display, probe, atoms.timeProbe, atoms.utf8String, 8, PropModeAppend, &none, 0)
        XSync(display, 0)
        let received = now()
        var event = XEvent()
        if XCheckTypedWindowEvent(display, probe, PropertyNotify, &event) != 0 {
            let serverTime = UInt32(truncatingIfNeeded: event.xproperty.time)
            _ = timeConverter.seconds(serverTime: serverTime, receivedAt: received)
        }
        XDestroyWindow(display, probe)
    }

    package static func monotonicNow() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1_000_000_000
    }

    // MARK: - Event translation state

    func windowIfOurs(_ id: Window) -> X11Window? {
        windows[id]?.window
    }

    /// The windows of this connection still open.
    var liveWindows: [X11Window] { windows.values.compactMap(\.window) }

    /// Seconds on the local monotonic clock for a server timestamp.
    func timestamp(_ serverTime: Time) -> Double {
        timeConverter.seconds(serverTime: UInt32(truncatingIfNeeded: serverTime), receivedAt: now())
    }

    /// Notes a key press; true when the key was already down (a repeat).
    func keyWentDown(_ keyCode: UInt32) -> Bool {
        !heldKeys.insert(keyCode).inserted
    }

    func keyWentUp(_ keyCode: UInt32) {
        heldKeys.remove(keyCode)
    }

    /// Keys released while another window had the focus never report it.
    func focusLeft() {
        heldKeys.removeAll()
    }

    /// Atoms interned once per connection.
    struct Atoms {
        let wmProtocols: Atom
        let wmDeleteWindow: Atom
        /// EWMH's smooth resizing: the protocol and the window's counter property.
        let netWMSyncRequest: Atom
        let netWMSyncRequestCounter: Atom
        let netWMName: Atom
        let utf8String: Atom
        /// A property of our own, changed to obtain a server timestamp.
        let timeProbe: Atom

        init(display: OpaquePointer) {
            wmProtocols = XInternAtom(display, "WM_PROTOCOLS", 0)
            wmDeleteWindow = XInternAtom(display, "WM_DELETE_WINDOW", 0)
            netWMSyncRequest = XInternAtom(display, "_NET_WM_SYNC_REQUEST", 0)
            netWMSyncRequestCounter = XInternAtom(display, "_NET_WM_SYNC_REQUEST_COUNTER", 0)
            netWMName = XInternAtom(display, "_NET_WM_NAME", 0)
            utf8String = XInternAtom(display, "UTF8_STRING", 0)
            timeProbe = XInternAtom(display, "_X11PLATFORM_TIME_PROBE", 0)
        }
    }

    private struct WeakWindow {
        weak var window: X11Window?
    }

    private struct WeakEventSource {
        weak var source: X11EventSource?
    }
}

/// Stops a call made off the main thread, where X11Platform objects live.
func assertMainThread(_ function: StaticString = #function) {
    precondition(Thread.isMainThread, "X11Platform: \(function) must be called on the main thread")
}
