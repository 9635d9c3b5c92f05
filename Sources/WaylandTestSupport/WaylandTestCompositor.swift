import CWaylandProtocols
import Foundation

/// The tests' own Wayland compositor, on libwayland-server: the globals a
/// window needs (`wl_compositor`, `xdg_wm_base`, `wl_shm`, `wl_output`, a
/// `wl_seat` with a pointer and a touchscreen), answering as a compositor
/// would (a first configure after the first commit, frame callbacks done at
/// each commit), and driven by the tests with what no real compositor under
/// test can be made to send: configures of any size and state, a close
/// request, fingers, pointer events, an output's scale (absurd ones too).
///
/// It runs on a thread of its own; the tests call it from theirs
/// (`perform`, and the helpers built on it, wait for the compositor's
/// thread). One client at a time.
package final class WaylandTestCompositor: @unchecked Sendable {
    /// The listening socket's absolute path, for `wl_display_connect`.
    package let socketPath: String
    let library: WaylandServerLibrary
    let display: OpaquePointer
    private let loop: OpaquePointer
    private let folder: URL
    private var thread: Thread?
    /// Guards `running` and `work` (an `NSLock`: ThreadSanitizer sees it, where
    /// it cannot see `Synchronization.Mutex`'s futex).
    private let lock = NSLock()
    private var running = true
    private var work: [() -> Void] = []
    private let finished = DispatchSemaphore(value: 0)

    // The compositor thread's state.
    var surfaces: [OpaquePointer] = []
    var frameCallbacks: [OpaquePointer: [OpaquePointer]] = [:]
    var toplevel: (surface: OpaquePointer, xdgSurface: OpaquePointer, role: OpaquePointer)?
    var configured = false
    var pointers: [OpaquePointer] = []
    var touches: [OpaquePointer] = []
    var outputs: [OpaquePointer] = []
    /// The fractional scale objects (one per surface asked for), to send preferred scales on.
    var fractionalScales: [OpaquePointer] = []
    /// The last viewport destination the client set, in surface units.
    var lastViewportDestination: (width: Int32, height: Int32)?
    /// The last subsurface's surface: a window's title bar.
    var decoration: OpaquePointer?
    /// The scale outputs announce to new binds.
    var outputScale: Int32 = 1

    /// What the client did, for the tests (read with `perform`).
    package var acknowledged: [UInt32] = []
    package var title: String?
    package var minimumSize: (width: Int32, height: Int32)?
    package var commits = 0
    package var bufferScale: Int32 = 1
    /// Interactive moves the client started (`xdg_toplevel.move`).
    var moveCount = 0

    /// Globals a test may add to the ones every test compositor has.
    package enum Extra: Hashable, Sendable {
        /// `zxdg_decoration_manager_v1`, drawing every window's title bar (server side).
        case serverSideDecorations
        /// `wp_fractional_scale_manager_v1` and `wp_viewporter`.
        case fractionalScale
    }

    /// Starts a compositor on a socket of its own in a private folder, with `extras`.
    ///
    /// - Throws: when libwayland-server cannot be loaded or the socket made.
    package static func start(_ extras: Set<Extra> = []) throws -> WaylandTestCompositor {
        let library = try WaylandServerLibrary.shared.get()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ca-wl-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        let path = folder.appendingPathComponent("wayland-test").path
        let fd = try listeningSocket(at: path)
        guard let display = library.displayCreate(), let loop = library.displayGetEventLoop(display),
              library.displayAddSocketFD(display, fd) == 0
        else { throw WaylandServerLibrary.Missing(description: "the test compositor's display cannot be made") }
        _ = library.displayInitShm(display)
        let compositor = WaylandTestCompositor(library: library, display: display, loop: loop, folder: folder, path: path)
        compositor.makeGlobals(extras)
        let thread = Thread { [compositor] in compositor.run() }
        thread.name = "test compositor"
        compositor.thread = thread
        thread.start()
        return compositor
    }

    private init(library: WaylandServerLibrary, display: OpaquePointer, loop: OpaquePointer, folder: URL, path: String) {
        self.library = library
        self.display = display
        self.loop = loop
        self.folder = folder
        socketPath = path
    }

    deinit { stop() }

    /// Ends the compositor: every client's connection breaks.
    package func stop() {
        guard lock.withLock({ () -> Bool in
            let was = running
            running = false
            return was
        }) else { return }
        if thread != nil { finished.wait() }
        library.displayDestroyClients(display)
        library.displayDestroy(display)
        try? FileManager.default.removeItem(at: folder)
    }

    /// Runs `body` on the compositor's thread and waits for its result.
    package func perform<T>(_ body: @escaping (WaylandTestCompositor) -> T) -> T {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: T?
        lock.withLock { work.append { result = body(self); done.signal() } }
        done.wait()
        return result!
    }

    private func run() {
        while lock.withLock({ running }) {
            _ = library.eventLoopDispatch(loop, 5)
            let jobs = lock.withLock { () -> [() -> Void] in
                defer { work.removeAll() }
                return work
            }
            jobs.forEach { $0() }
            library.displayFlushClients(display)
        }
        finished.signal()
    }

    private static func listeningSocket(at path: String) throws -> Int32 {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8CString)
        guard fd >= 0, bytes.count <= MemoryLayout.size(ofValue: address.sun_path) else {
            throw WaylandServerLibrary.Missing(description: "no socket at \(path)")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes.map { UInt8(bitPattern: $0) })
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0, listen(fd, 8) == 0 else {
            close(fd)
            throw WaylandServerLibrary.Missing(description: "cannot listen at \(path): \(String(cString: strerror(errno)))")
        }
        return fd
    }
}
