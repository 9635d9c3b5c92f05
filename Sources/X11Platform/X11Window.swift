import PlatformInput
import CX11
import Foundation

/// A top-level X window: title, size, visibility, and a close request from
/// the window manager delivered as `.closeRequested` rather than a kill.
/// When another client destroys it anyway, it closes by itself: the poll
/// that notices reports `.destroyed`, and `isClosed` is true from then on.
///
/// Main thread only (checked), like its connection, which it keeps open.
/// Sizes are in pixels, which are points here. The size follows the server:
/// it changes when `pollEvents()` sees the window configured, in the same
/// poll that reports `.resized`.
///
/// For EGL: create the window with the visual of the chosen config
/// (`visualID:`, from `EGL_NATIVE_VISUAL_ID`), then make the surface from
/// `display` and `id`. The window clears to black and draws nothing itself.
package final class X11Window {
    package let connection: X11Connection
    /// The X window id, the `EGLNativeWindowType` of an EGL window surface.
    package let id: Window
    /// The visual the window was created with.
    package let visualID: VisualID
    package private(set) var width: Int
    package private(set) var height: Int
    package private(set) var title: String
    package private(set) var isVisible = false
    /// The smallest size a window manager lets the user make the window
    /// (pixels; `WM_NORMAL_HINTS`' minimum), nil for none.
    package var minimumSize: (width: Int, height: Int)? {
        didSet { applySizeHints() }
    }
    /// True once `close()` ran, or once a poll found the window destroyed by another client.
    package private(set) var isClosed = false
    /// Whether the user may resize the window (a hint the window manager
    /// honours: a fixed window has its size as both minimum and maximum).
    package var isResizable: Bool {
        didSet {
            assertMainThread()
            applySizeHints()
        }
    }
    private let colormap: Colormap?
    /// The SYNC counter a compositing window manager waits on while it
    /// resizes the window (`_NET_WM_SYNC_REQUEST_COUNTER`); 0 without the extension.
    let syncCounter: XSyncCounter
    /// Whether the window may have moved since `takePlaceChange()` last
    /// looked (a configure came: its position is then read from the server).
    var placeMayHaveChanged = true
    /// The value the window manager asked the counter to take once the
    /// window has handled its next configure and drawn (`X11Window+Sync`).
    var syncRequest: (value: Int64, configured: Bool)?

    /// Creates the window (unmapped: call `show()`).
    ///
    /// - Parameters:
    ///   - visualID: a visual of the connection's screen (EGL's native visual
    ///     for the config); nil for the screen's default visual.
    /// - Throws: `.invalidWindowSize`, `.visualNotFound`,
    ///   `.windowCreationFailed`, `.connectionLost`.
    package init(
        connection: X11Connection, title: String, width: Int, height: Int,
        resizable: Bool = true, visualID: VisualID? = nil
    ) throws {
        assertMainThread()
        guard (1...32767).contains(width), (1...32767).contains(height) else {
            throw X11PlatformError.invalidWindowSize(width: width, height: height)
        }
        guard connection.checkConnected() else {
            throw X11PlatformError.connectionLost(displayName: connection.displayName)
        }
        let display = connection.display
        var attributes = XSetWindowAttributes()
        attributes.event_mask = Self.eventMask
        var mask = UInt(CWEventMask | CWBackPixel | CWBorderPixel)
        let visual: UnsafeMutablePointer<Visual>
        let depth: Int32
        if let visualID {
            let info = try Self.visualInfo(visualID, on: connection)
            visual = info.visual
            depth = info.depth
            // A visual other than the parent's needs its own colormap.
            let map = XCreateColormap(display, connection.rootWindow, visual, AllocNone)
            attributes.colormap = map
            mask |= UInt(CWColormap)
            colormap = map
            attributes.background_pixel = 0
            attributes.border_pixel = 0
        } else {
            visual = XDefaultVisual(display, connection.screen)
            depth = XDefaultDepth(display, connection.screen)
            colormap = nil
            attributes.background_pixel = XBlackPixel(display, connection.screen)
            attributes.border_pixel = XBlackPixel(display, connection.screen)
        }
        var created: Window = 0
        let errors = connection.trappingErrors {
            created = XCreateWindow(
                display, connection.rootWindow, 0, 0, UInt32(width), UInt32(height), 0,
                depth, UInt32(InputOutput), visual, mask, &attributes)
        }
        guard connection.checkConnected() else {
            throw X11PlatformError.connectionLost(displayName: connection.displayName)
        }
        if !errors.isEmpty || created == 0 {
            if created != 0 { XDestroyWindow(display, created) }
            if let colormap { XFreeColormap(display, colormap) }
            let reason = errors.map(\.description).joined(separator: "; ")
            throw X11PlatformError.windowCreationFailed(reason: reason.isEmpty ? "no window id" : reason)
        }
        self.connection = connection
        self.id = created
        self.visualID = XVisualIDFromVisual(visual)
        self.width = width
        self.height = height
        self.title = title
        self.isResizable = resizable

        syncCounter = connection.hasSyncCounters ? XSyncCreateCounter(display, XSyncValue(hi: 0, lo: 0)) : 0
        var protocols = [connection.atoms.wmDeleteWindow]
        if syncCounter != 0 {
            protocols.append(connection.atoms.netWMSyncRequest)
            var counter = UInt(syncCounter)
            withUnsafeBytes(of: &counter) { bytes in
                _ = XChangeProperty(display, created, connection.atoms.netWMSyncRequestCounter, XA_CARDINAL, 32,
                                    PropModeReplace, bytes.bindMemory(to: UInt8.self).baseAddress, 1)
            }
        }
        XSetWMProtocols(display, created, &protocols, Int32(protocols.count))
        setClassHint()
        setIdentity()
        applyTitle()
        applySizeHints()
        connection.register(self)
        connection.flush()
    }

    deinit {
        // No main-thread check: the last reference may go anywhere. The
        // connection's table holds this window weakly, so it is left alone;
        // XInitThreads makes the Xlib calls safe.
        destroy(unregistering: false)
    }

    /// The window's id as events name it.
    package var platformID: PlatformWindowID { PlatformWindowID(UInt(id)) }

    /// The connection's `Display*`, for EGL.
    package var display: OpaquePointer { connection.display }

    package var size: CGSize { CGSize(width: width, height: height) }

    /// Maps the window. Without a window manager it appears at once; with one,
    /// when the manager places it (`.exposed` says when it can be drawn).
    package func show() {
        assertMainThread()
        guard !isClosed, connection.checkConnected() else { return }
        XMapWindow(display, id)
        connection.flush()
        isVisible = true
    }

    /// Unmaps the window; `show()` brings it back.
    package func hide() {
        assertMainThread()
        guard !isClosed, connection.checkConnected() else { return }
        XUnmapWindow(display, id)
        connection.flush()
        isVisible = false
    }

    /// Sets the title, as UTF-8 (`_NET_WM_NAME`) and as Latin-1 (`WM_NAME`,
    /// for older window managers; other characters become "?").
    package func setTitle(_ newTitle: String) {
        assertMainThread()
        title = newTitle
        guard !isClosed, connection.checkConnected() else { return }
        applyTitle()
        connection.flush()
    }

    /// Asks for a new size; `width`/`height` follow when the server confirms
    /// (a `.resized` event). A window manager may adjust it.
    package func resize(width newWidth: Int, height newHeight: Int) {
        assertMainThread()
        guard !isClosed, connection.checkConnected(),
            (1...32767).contains(newWidth), (1...32767).contains(newHeight)
        else { return }
        XResizeWindow(display, id, UInt32(newWidth), UInt32(newHeight))
        if !isResizable {
            applySizeHints(width: newWidth, height: newHeight)
        }
        connection.flush()
    }

    /// Destroys the window. Its events stop; later calls do nothing.
    package func close() {
        assertMainThread()
        destroy(unregistering: true)
    }

    // MARK: - Internals

    private func destroy(unregistering: Bool) {
        guard !isClosed else { return }
        isClosed = true
        isVisible = false
        if unregistering { connection.unregister(self) }
        connection.stopWatchingErrors(of: id)
        guard connection.checkConnected() else { return }
        XDestroyWindow(display, id)
        if syncCounter != 0 { XSyncDestroyCounter(display, syncCounter) }
        if let colormap { XFreeColormap(display, colormap) }
        XFlush(display)
        // The flush may have read other windows' events off the socket; the
        // event sources are the main thread's (a deinit may run elsewhere).
        if Thread.isMainThread { connection.eventsMayBeQueued() }
    }

    /// Another client destroyed the window: it is closed without a request
    /// of ours (the id names nothing now), its colormap is freed. True the
    /// first time, false when it was closed already. Main thread (a poll).
    func noteDestroyedElsewhere() -> Bool {
        guard !isClosed else { return false }
        isClosed = true
        isVisible = false
        connection.unregister(self)
        // Errors naming the id stay watched (and quiet): a render thread may
        // still be presenting to it.
        guard connection.checkConnected() else { return true }
        if let colormap { XFreeColormap(display, colormap) }
        connection.flush()
        return true
    }

    /// Records a size the server reported; true when it changed.
    func noteConfigured(width newWidth: Int, height newHeight: Int) -> Bool {
        guard newWidth != width || newHeight != height else { return false }
        width = newWidth
        height = newHeight
        return true
    }

    private static let eventMask = [
        ExposureMask, StructureNotifyMask, FocusChangeMask, KeyPressMask, KeyReleaseMask,
        ButtonPressMask, ButtonReleaseMask, PointerMotionMask,
    ].reduce(0) { $0 | Int($1) }

    private static func visualInfo(_ visualID: VisualID, on connection: X11Connection) throws -> XVisualInfo {
        var template = XVisualInfo()
        template.visualid = visualID
        template.screen = connection.screen
        var count: Int32 = 0
        guard
            let list = XGetVisualInfo(
                connection.display, Int(VisualIDMask | VisualScreenMask), &template, &count),
            count > 0
        else {
            throw X11PlatformError.visualNotFound(id: UInt(visualID))
        }
        defer { XFree(list) }
        return list.pointee
    }

    private func applyTitle() {
        let latin1 = title.unicodeScalars.map { $0.value < 256 ? CChar(bitPattern: UInt8($0.value)) : 0x3F }
        XStoreName(display, id, latin1 + [0])
        let utf8 = Array(title.utf8)
        XChangeProperty(
            display, id, connection.atoms.netWMName, connection.atoms.utf8String, 8, PropModeReplace,
            utf8, Int32(utf8.count))
    }

    private func applySizeHints(width hintWidth: Int? = nil, height hintHeight: Int? = nil) {
        guard !isClosed, connection.checkConnected(), let hints = XAllocSizeHints() else { return }
        defer { XFree(hints) }
        if !isResizable {
            hints.pointee.flags = PMinSize | PMaxSize
            hints.pointee.min_width = Int32(hintWidth ?? width)
            hints.pointee.max_width = Int32(hintWidth ?? width)
            hints.pointee.min_height = Int32(hintHeight ?? height)
            hints.pointee.max_height = Int32(hintHeight ?? height)
        } else if let minimumSize {
            hints.pointee.flags = PMinSize
            hints.pointee.min_width = Int32(clamping: max(1, minimumSize.width))
            hints.pointee.min_height = Int32(clamping: max(1, minimumSize.height))
        }
        XSetWMNormalHints(display, id, hints)
        connection.flush()
    }

    /// What window managers and tools ask of a client's windows (EWMH,
    /// ICCCM): `_NET_WM_PID` and `WM_CLIENT_MACHINE` (whose process the
    /// window is, for `xkill` and "not responding" prompts), and `WM_HINTS`
    /// (it takes keyboard input, and starts in the normal state).
    private func setIdentity() {
        var pid = UInt(getpid())
        withUnsafeBytes(of: &pid) { bytes in
            _ = XChangeProperty(display, id, XInternAtom(display, "_NET_WM_PID", 0), XA_CARDINAL, 32, PropModeReplace,
                                bytes.bindMemory(to: UInt8.self).baseAddress, 1)
        }
        var host = [CChar](repeating: 0, count: 256)
        if gethostname(&host, host.count - 1) == 0 {
            let name = Array(String(cString: host).utf8)
            XChangeProperty(display, id, XInternAtom(display, "WM_CLIENT_MACHINE", 0), XA_STRING, 8, PropModeReplace,
                            name, Int32(name.count))
        }
        guard let hints = XAllocWMHints() else { return }
        defer { XFree(hints) }
        hints.pointee.flags = InputHint | StateHint
        hints.pointee.input = 1
        hints.pointee.initial_state = NormalState
        XSetWMHints(display, id, hints)
    }

    /// WM_CLASS from the program's name, so window managers can group and
    /// remember the window.
    private func setClassHint() {
        guard let hint = XAllocClassHint() else { return }
        defer { XFree(hint) }
        let name = ProcessInfo.processInfo.processName
        name.withCString { cName in
            let mutableName = UnsafeMutablePointer(mutating: cName)
            hint.pointee.res_name = mutableName
            hint.pointee.res_class = mutableName
            XSetClassHint(display, id, hint)
        }
    }
}
