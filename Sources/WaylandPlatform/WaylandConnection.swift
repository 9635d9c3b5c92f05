import CWaylandProtocols
import Foundation
import PlatformInput

/// A connection to a Wayland compositor: the display, its globals (the
/// compositor, the shell, outputs, seats, presentation timing, viewports,
/// fractional scale, decorations), and the main thread's reading of its
/// events (a dispatch source on the socket).
///
/// One connection per window, as on X11: the window's events are the
/// connection's. Main thread only; the render thread reads only its frame
/// callbacks' own queue (`WaylandFrameCallbacks`), through libwayland's
/// `prepare_read` protocol, which lets both threads read the one socket.
package final class WaylandConnection {
    package let library: WaylandLibrary
    package let display: OpaquePointer
    /// The name asked for (nil: `WAYLAND_DISPLAY`, else `wayland-0`).
    package let name: String?
    private let registry: WaylandObject
    package private(set) var compositor: WaylandObject!
    package private(set) var windowManager: WaylandObject!
    /// Subsurfaces (a title bar drawn by the client).
    package private(set) var subcompositor: WaylandObject?
    /// Shared memory for small images of the platform's own (the cursor).
    package private(set) var shm: WaylandObject?
    package private(set) var presentation: WaylandObject?
    package private(set) var viewporter: WaylandObject?
    package private(set) var fractionalScale: WaylandObject?
    package private(set) var decorations: WaylandObject?
    /// The compositor's clock for presentation times (`wp_presentation.clock_id`).
    package private(set) var presentationClock: Int32?
    /// Every global the compositor announced: name → (interface, version).
    package private(set) var globals: [UInt32: (interface: String, version: UInt32)] = [:]
    /// The outputs (monitors), by global name.
    package private(set) var outputs: [UInt32: WaylandOutput] = [:]
    /// The seats (input devices), by global name.
    package private(set) var seats: [UInt32: WaylandSeat] = [:]
    /// Whether the connection still works; false once the compositor went away or ended this client.
    package private(set) var isConnected = true
    /// Why the connection broke, once it did.
    package private(set) var lossReason: String?
    /// Finds the window of a surface, for the seats' input.
    package var route: ((OpaquePointer?) -> WaylandInputTarget?)? {
        didSet { seats.values.forEach { $0.route = route } }
    }
    /// Told after the main thread read the socket (main thread): another
    /// thread's queue may have received events with it.
    package var afterRead: (() -> Void)?
    /// Told after each batch of events was dispatched (main thread).
    package var afterDispatch: (() -> Void)?
    /// Told once when the connection breaks, with the reason.
    package var onLoss: ((String) -> Void)?
    /// Told when an output's scale changes or outputs come and go.
    package var outputsChanged: (() -> Void)?
    private var readSource: DispatchSourceRead?

    /// Connects to `name`, or to `WAYLAND_DISPLAY` (else `wayland-0`) when nil,
    /// and reads the globals.
    ///
    /// - Throws: `WaylandPlatformError.noLibrary`, `.noCompositor`, `.missingGlobal`.
    package init(name: String?) throws {
        let library = try WaylandLibrary.shared.get()
        guard let display = library.displayConnect(name) else {
            throw WaylandPlatformError.noCompositor(name: name ?? ProcessInfo.processInfo.environment["WAYLAND_DISPLAY"])
        }
        self.library = library
        self.display = display
        self.name = name
        let displayObject = WaylandObject(library: library, proxy: display, interface: cawl_wl_display)
        guard let registry = displayObject.make(WaylandProtocol.WlDisplay.Request.getRegistry.rawValue, [.newID],
                                                interface: cawl_wl_registry, version: 1)
        else {
            library.displayDisconnect(display)
            throw WaylandPlatformError.noCompositor(name: name)
        }
        displayObject.forget()
        self.registry = registry
        registry.onEvent { [unowned self] event in self.registryEvent(event) }
        // The globals, then what the new objects say of themselves (scales, capabilities).
        _ = library.displayRoundtrip(display)
        _ = library.displayRoundtrip(display)
        if let error = connectionError() {
            library.displayDisconnect(display)
            throw WaylandPlatformError.connectionLost(reason: error)
        }
        guard compositor != nil else {
            library.displayDisconnect(display)
            throw WaylandPlatformError.missingGlobal("wl_compositor")
        }
        guard windowManager != nil else {
            library.displayDisconnect(display)
            throw WaylandPlatformError.missingGlobal("xdg_wm_base (the xdg-shell protocol)")
        }
    }

    deinit {
        readSource?.cancel()
        seats.removeAll()
        outputs.removeAll()
        for object in [compositor, windowManager, subcompositor, shm, presentation, viewporter, fractionalScale, decorations] {
            object?.destroy()
        }
        registry.destroy()
        library.displayDisconnect(display)
    }

    /// The connection's description for reports: `the Wayland compositor at "wayland-1"`.
    package var description: String {
        "the Wayland compositor at \"\(name ?? ProcessInfo.processInfo.environment["WAYLAND_DISPLAY"] ?? "wayland-0")\""
    }

    /// The largest integer scale among the outputs (1 with none).
    package var largestOutputScale: Int { outputs.values.map(\.scale).max() ?? 1 }

    private func registryEvent(_ event: WaylandEvent) {
        typealias Event = WaylandProtocol.WlRegistry.Event
        switch Event(rawValue: event.opcode) {
        case .global:
            let global = event.uint(0), version = event.uint(2)
            guard let interface = event.string(1) else { return }
            globals[global] = (interface, version)
            bind(global: global, interface: interface, version: version)
        case .globalRemove:
            let global = event.uint(0)
            globals[global] = nil
            if outputs.removeValue(forKey: global) != nil { outputsChanged?() }
            seats[global] = nil
        case nil:
            break
        }
    }

    /// Binds the globals the platform uses, at the highest version both know.
    private func bind(global: UInt32, interface: String, version: UInt32) {
        func bound(_ table: UnsafePointer<cawl_interface>, upTo ours: UInt32) -> WaylandObject? {
            let chosen = min(version, ours)
            return registry.make(WaylandProtocol.WlRegistry.Request.bind.rawValue,
                                 [.uint(global), .string(interface), .uint(chosen), .newID],
                                 interface: table, version: chosen)
        }
        switch interface {
        case "wl_compositor" where compositor == nil:
            compositor = bound(cawl_wl_compositor, upTo: 5)
        case "xdg_wm_base" where windowManager == nil:
            windowManager = bound(cawl_xdg_wm_base, upTo: 4)
            windowManager?.onEvent { [unowned self] event in
                // ping → pong, or the compositor calls the client unresponsive.
                if event.opcode == WaylandProtocol.XdgWmBase.Event.ping.rawValue {
                    self.windowManager.send(WaylandProtocol.XdgWmBase.Request.pong.rawValue, [.uint(event.uint(0))])
                }
            }
        case "wl_subcompositor" where subcompositor == nil:
            subcompositor = bound(cawl_wl_subcompositor, upTo: 1)
        case "wl_shm" where shm == nil:
            shm = bound(cawl_wl_shm, upTo: 1)
        case "wp_presentation" where presentation == nil:
            presentation = bound(cawl_wp_presentation, upTo: 1)
            presentation?.onEvent { [unowned self] event in
                if event.opcode == WaylandProtocol.WpPresentation.Event.clockId.rawValue {
                    self.presentationClock = Int32(bitPattern: event.uint(0))
                }
            }
        case "wp_viewporter" where viewporter == nil:
            viewporter = bound(cawl_wp_viewporter, upTo: 1)
        case "wp_fractional_scale_manager_v1" where fractionalScale == nil:
            fractionalScale = bound(cawl_wp_fractional_scale_manager_v1, upTo: 1)
        case "zxdg_decoration_manager_v1" where decorations == nil:
            decorations = bound(cawl_zxdg_decoration_manager_v1, upTo: 1)
        case "wl_output":
            if let object = bound(cawl_wl_output, upTo: 4) {
                outputs[global] = WaylandOutput(object: object) { [unowned self] in self.outputsChanged?() }
            }
        case "wl_seat":
            if let object = bound(cawl_wl_seat, upTo: 7) {
                let seat = WaylandSeat(object: object, library: library)
                seat.makeCursor = { [unowned self] in
                    guard let shm = self.shm else { return nil }
                    return WaylandCursor(shm: shm, compositor: self.compositor)
                }
                seat.route = route
                seats[global] = seat
            }
        default:
            break
        }
    }

    /// The output a `wl_output` proxy belongs to.
    package func output(proxy: OpaquePointer?) -> WaylandOutput? {
        outputs.values.first { $0.object.proxy == proxy }
    }

    /// Starts reading events on the main queue (once).
    package func startReading() {
        guard readSource == nil, isConnected else { return }
        let source = DispatchSource.makeReadSource(fileDescriptor: library.displayGetFD(display), queue: .main)
        source.setEventHandler { [weak self] in self?.readAndDispatch() }
        readSource = source
        source.resume()
        flush()
    }

    /// Stops reading events (the window closes).
    package func stopReading() {
        readSource?.cancel()
        readSource = nil
    }

    /// A closure any thread may call to have the main queue dispatch what
    /// another thread read off the socket for it.
    package func mainQueueNudge() -> @Sendable () -> Void {
        let box = WeakBox(self)
        return { DispatchQueue.main.async { box.connection?.dispatchPending() } }
    }

    /// The connection, weakly, passed to another thread only to come back to the main one.
    private final class WeakBox: @unchecked Sendable {
        weak var connection: WaylandConnection?
        init(_ connection: WaylandConnection) { self.connection = connection }
    }

    /// Reads what the socket holds and dispatches the main queue's events.
    package func readAndDispatch() {
        guard isConnected else { return }
        while library.displayPrepareRead(display) != 0 {
            _ = library.displayDispatchPending(display)
        }
        _ = library.displayFlush(display)
        _ = library.displayReadEvents(display)
        afterRead?()
        _ = library.displayDispatchPending(display)
        finishDispatch()
    }

    /// Dispatches events already read (another thread's read may have queued them).
    package func dispatchPending() {
        guard isConnected else { return }
        _ = library.displayDispatchPending(display)
        finishDispatch()
    }

    /// Sends what is buffered.
    package func flush() {
        guard isConnected else { return }
        _ = library.displayFlush(display)
        checkConnection()
    }

    /// A round trip: every request so far reached the compositor, and its answers were dispatched.
    package func roundTrip() {
        guard isConnected else { return }
        _ = library.displayRoundtrip(display)
        finishDispatch()
    }

    /// After a dispatch: the host takes the events, and what the handlers
    /// sent (a configure's acknowledgement, a pong) leaves at once.
    private func finishDispatch() {
        afterDispatch?()
        if isConnected { _ = library.displayFlush(display) }
        checkConnection()
    }

    /// Notices a broken connection once: says why, stops reading.
    package func checkConnection() {
        guard isConnected, let reason = connectionError() else { return }
        isConnected = false
        lossReason = reason
        stopReading()
        onLoss?(reason)
    }

    /// Why the connection no longer works, in words; nil while it does.
    private func connectionError() -> String? {
        let code = library.displayGetError(display)
        guard code != 0 else { return nil }
        if code == EPROTO {
            var interface: UnsafePointer<cawl_interface>?
            var id: UInt32 = 0
            let error = library.displayGetProtocolError(display, &interface, &id)
            let object = interface.map { String(cString: $0.pointee.name) } ?? "an object"
            return "the compositor ended the connection for a protocol error (\(object)#\(id), error \(error))"
        }
        return "the compositor closed the connection (\(String(cString: strerror(code))))"
    }
}
