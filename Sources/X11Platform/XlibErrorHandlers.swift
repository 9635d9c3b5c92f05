import CX11
import Foundation

/// Process-wide Xlib set-up, and the error handlers (and the SIGPIPE
/// disposition) that keep Xlib from ending the process.
///
/// Xlib's defaults call `exit()`: on any protocol error (a `BadWindow`
/// reply, say) and on any I/O error (the server went away). We install
/// handlers that record what happened on a per-display `XlibFailureRecord`
/// and return, so the owning `X11Connection` can report it. A `BadWindow`
/// or `BadDrawable` naming one of the connection's windows says another
/// client destroyed it: recorded as such, not printed. For I/O errors
/// this takes two hooks (libX11 ≥ 1.7): the global `XSetIOErrorHandler`
/// (whose default prints and exits) and the per-display
/// `XSetIOErrorExitHandler` (whose default exits); when both return, the
/// Xlib call in progress unwinds normally and the display stays safe to
/// close.
///
/// The handlers are global: another library that installs its own replaces
/// ours for every display. Mesa's GLX swaps in a handler of its own around
/// its MIT-SHM set-up for each drawable (on a render thread) and puts back the
/// one it found; two threads doing so at once can leave Mesa's in place for
/// good, which swallows every error (a window destroyed elsewhere was never
/// reported). So the main thread's connection puts ours back before it reads
/// events or syncs (`reassert()`), and passes the errors of extension
/// requests it does not expect to the handler it displaced, which is how
/// Mesa still learns that MIT-SHM failed.
enum XlibErrorHandlers {
    /// Runs once, before the first Xlib call: `XInitThreads()` (so a render
    /// thread may present to a window of the main thread's display) and the
    /// global handlers.
    static let installed: Void = {
        XInitThreads()
        XSetErrorHandler(protocolErrorHandler)
        XSetIOErrorHandler(ioErrorHandler)
        ignoreBrokenPipes()
    }()

    /// A write to a server that went away (Xlib's on the main thread, a
    /// swap's through EGL on the present thread, an `XCloseDisplay` on
    /// whichever thread lets a connection go) raises SIGPIPE, whose default
    /// ends the process before the I/O error handler can report the loss.
    /// Ignored, the write fails with EPIPE and the loss is reported as any
    /// other. A handler the program installed itself is left in place.
    package static func ignoreBrokenPipes() {
        var current = sigaction()
        guard sigaction(SIGPIPE, nil, &current) == 0,
              current.sa_flags & SA_SIGINFO == 0, current.__sigaction_handler.sa_handler == nil  // SIG_DFL
        else { return }
        _ = signal(SIGPIPE, SIG_IGN)
    }

    private static let registry = Registry()

    /// The protocol-error handler ours last displaced, if another library's.
    private static let displaced = DisplacedHandler()

    /// Puts our protocol-error handler back if another library replaced it,
    /// keeping the other one for the extension errors we do not expect.
    /// Cheap (Xlib's global lock); called before each read of events and sync.
    static func reassert() {
        _ = installed
        guard let previous = XSetErrorHandler(protocolErrorHandler) else { return }
        if unsafeBitCast(previous, to: UnsafeRawPointer.self) != unsafeBitCast(protocolErrorHandler, to: UnsafeRawPointer.self) {
            if displaced.replace(with: previous) {
                FileHandle.standardError.write(Data(
                    "X11Platform: another library's X error handler had replaced ours; ours is back, and errors of extension requests nobody expects go to the other (said once)\n".utf8))
            }
        }
    }

    /// Starts recording failures for a freshly opened display.
    static func register(_ display: OpaquePointer) -> XlibFailureRecord {
        let record = XlibFailureRecord()
        registry.set(record, for: display)
        XSetIOErrorExitHandler(display, ioErrorExitHandler, nil)
        return record
    }

    /// Stops recording for a display, after `XCloseDisplay`.
    static func unregister(_ display: OpaquePointer) {
        registry.set(nil, for: display)
    }

    // MARK: - The C callbacks

    private static let protocolErrorHandler: XErrorHandler = { display, event in
        guard let display, let event else { return 0 }
        let error = XProtocolError(display: display, event: event.pointee)
        if let record = registry.record(for: display), record.claim(error) {
            return 0
        }
        // An extension's request (core requests are below 128) that a
        // library made behind our back, as Mesa's MIT-SHM attach: its handler decides.
        if error.requestCode >= 128, let other = displaced.handler {
            return other(display, event)
        }
        // Nobody expected it: a bug worth seeing, not worth dying for.
        FileHandle.standardError.write(Data("X11Platform: unexpected \(error)\n".utf8))
        return 0
    }

    private static let ioErrorHandler: XIOErrorHandler = { display in
        if let display { registry.record(for: display)?.markLost() }
        return 0
    }

    private static let ioErrorExitHandler: XIOErrorExitHandler = { display, _ in
        // Returning (rather than exiting) leaves the display marked broken;
        // Xlib calls on it return at once from then on.
        guard let display else { return }
        registry.record(for: display)?.markLost()
        // Before calling the handlers, `_XIOError` takes the display's user
        // lock (as `XLockDisplay` does) for the exit it expects, and returns
        // without giving it back. Kept, it would belong for good to the
        // thread that met the error, and any other thread's next call on
        // the display would wait forever: a render thread's swap on the
        // display the main thread found lost, or libGLX's exit-time
        // clean-up (which sets a close hook on each display it knows).
        XUnlockDisplay(display)
    }

    /// The handler another library had installed when ours was put back;
    /// read by the handler on any thread.
    private final class DisplacedHandler: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: XErrorHandler?

        private var reported = false

        var handler: XErrorHandler? { lock.withLock { stored } }

        /// Keeps `other`; true the first time only (to say so once).
        func replace(with other: XErrorHandler) -> Bool {
            lock.withLock {
                stored = other
                defer { reported = true }
                return !reported
            }
        }
    }

    /// Displays by address; the handlers run on whatever thread made the
    /// failing Xlib call.
    private final class Registry: @unchecked Sendable {
        private let lock = NSLock()
        private var records: [UInt: XlibFailureRecord] = [:]

        func set(_ record: XlibFailureRecord?, for display: OpaquePointer) {
            lock.lock()
            defer { lock.unlock() }
            records[UInt(bitPattern: Int(bitPattern: display))] = record
        }

        func record(for display: OpaquePointer) -> XlibFailureRecord? {
            lock.lock()
            defer { lock.unlock() }
            return records[UInt(bitPattern: Int(bitPattern: display))]
        }
    }
}

/// What the error handlers learned about one display: whether its
/// connection broke, which of its windows errors said were gone, and the
/// protocol errors caught while a trap was open.
///
/// Written by the handlers on any thread, read by the connection; guarded by
/// a lock.
final class XlibFailureRecord: @unchecked Sendable {
    private let lock = NSLock()
    private var lost = false
    private var openTraps = 0
    private var trapped: [XProtocolError] = []
    private var lossObserver: (@Sendable () -> Void)?
    /// The connection's windows, by X id: errors naming them say they are gone.
    private var watchedWindows: Set<UInt> = []
    /// Watched windows an error said were gone, each noted once…
    private var windowsFoundGone: Set<UInt> = []
    /// …and those of them the connection has not taken yet.
    private var goneWindowsNotTaken: [UInt] = []
    private var windowGoneObserver: (@Sendable () -> Void)?
    /// Set for a connection whose errors another reports (`RenderDisplayConnection`).
    private var claimsEveryErrorValue = false
    private var refusedGeometryQueriesValue = 0
    /// How many GetGeometry requests the server refused (a window destroyed
    /// by another client), ever.
    var refusedGeometryQueries: Int { lock.withLock { refusedGeometryQueriesValue } }
    var claimsEveryError: Bool {
        get { lock.withLock { claimsEveryErrorValue } }
        set { lock.withLock { claimsEveryErrorValue = newValue } }
    }

    /// Called once, on the thread whose Xlib call failed, when the connection is found lost.
    func onLoss(_ observer: @escaping @Sendable () -> Void) {
        lock.lock()
        lossObserver = observer
        lock.unlock()
    }

    var isLost: Bool {
        lock.lock()
        defer { lock.unlock() }
        return lost
    }

    func markLost() {
        lock.lock()
        let first = !lost
        lost = true
        let observer = lossObserver
        lock.unlock()
        if first { observer?() }
    }

    /// Called on the thread whose Xlib call failed (a render thread's swap,
    /// say) when an error first says a watched window is gone.
    func onWindowGone(_ observer: @escaping @Sendable () -> Void) {
        lock.lock()
        windowGoneObserver = observer
        lock.unlock()
    }

    /// From now on a `BadWindow` or `BadDrawable` error naming `window` says
    /// it is gone (another client destroyed it), and is not printed. Any thread.
    func watch(window: UInt) {
        lock.lock()
        watchedWindows.insert(window)
        lock.unlock()
    }

    /// Stops watching `window`, which this client destroyed itself: errors
    /// naming it from then on are unexpected again. Any thread.
    func unwatch(window: UInt) {
        lock.lock()
        watchedWindows.remove(window)
        windowsFoundGone.remove(window)
        goneWindowsNotTaken.removeAll { $0 == window }
        lock.unlock()
    }

    /// The watched windows that errors said were gone since the last call,
    /// each once. Errors naming them stay quiet.
    func takeGoneWindows() -> [UInt] {
        lock.lock()
        defer { lock.unlock() }
        let gone = goneWindowsNotTaken
        goneWindowsNotTaken = []
        return gone
    }

    /// Keeps an error a handler was given: one saying a watched window is
    /// gone, or any error while a trap is open. False for the rest, which are
    /// unexpected.
    func claim(_ error: XProtocolError) -> Bool {
        lock.lock()
        if error.requestCode == XProtocolError.getGeometryRequest { refusedGeometryQueriesValue += 1 }
        if claimsEveryErrorValue {
            lock.unlock()
            return true
        }
        let windowGone = (error.errorCode == UInt8(BadWindow) || error.errorCode == UInt8(BadDrawable))
            && watchedWindows.contains(error.resourceID)
        if windowGone {
            let first = windowsFoundGone.insert(error.resourceID).inserted
            if first { goneWindowsNotTaken.append(error.resourceID) }
            let observer = windowGoneObserver
            lock.unlock()
            if first { observer?() }
            return true
        }
        lock.unlock()
        return trap(error)
    }

    /// Starts collecting protocol errors instead of printing them.
    func beginTrap() {
        lock.lock()
        openTraps += 1
        lock.unlock()
    }

    /// Ends the innermost trap; returns the errors it caught.
    func endTrap() -> [XProtocolError] {
        lock.lock()
        defer { lock.unlock() }
        openTraps -= 1
        let caught = trapped
        trapped = []
        return caught
    }

    /// Keeps the error if a trap is open; false otherwise.
    private func trap(_ error: XProtocolError) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard openTraps > 0 else { return false }
        trapped.append(error)
        return true
    }
}

/// An X protocol error (the server rejected a request), with Xlib's text for it.
struct XProtocolError: CustomStringConvertible {
    /// The core request code of GetGeometry (`X_GetGeometry` in <X11/Xproto.h>).
    static let getGeometryRequest: UInt8 = 14

    var errorCode: UInt8
    var requestCode: UInt8
    var minorCode: UInt8
    var resourceID: UInt
    var text: String

    init(display: OpaquePointer, event: XErrorEvent) {
        errorCode = event.error_code
        requestCode = event.request_code
        minorCode = event.minor_code
        resourceID = event.resourceid
        var buffer = [CChar](repeating: 0, count: 160)
        XGetErrorText(display, Int32(event.error_code), &buffer, Int32(buffer.count))
        text = buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    var description: String {
        "X protocol error \(errorCode) (\(text)) for request \(requestCode).\(minorCode), "
            + "resource 0x\(String(resourceID, radix: 16))"
    }
}
