import CWaylandProtocols
import Foundation

/// libwayland-client, libwayland-egl and libxkbcommon, loaded at run time:
/// the entry points the Wayland platform calls, resolved once.
///
/// Loading at run time keeps Wayland out of the build: a machine without
/// Wayland's development packages builds the whole project, and an X11
/// program never loads these libraries. Debian's Mesa EGL depends on
/// libwayland-client0 already; libwayland-egl1 and libxkbcommon0 are small
/// runtime packages that `Scripts/install-deps.sh` adds.
///
/// Immutable once loaded; any thread (libwayland-client is thread-safe in
/// the ways the platform uses it: one reader at a time through
/// `prepare_read`, requests from any thread).
package final class WaylandLibrary: Sendable {
    package typealias Display = OpaquePointer
    package typealias Proxy = OpaquePointer
    package typealias Queue = OpaquePointer
    /// `wl_dispatcher_func_t`: every event of a proxy, by opcode.
    package typealias Dispatcher = @convention(c) (
        UnsafeRawPointer?, UnsafeMutableRawPointer?, UInt32, UnsafeRawPointer?, UnsafeMutablePointer<cawl_argument>?
    ) -> Int32

    package let displayConnect: @convention(c) (UnsafePointer<CChar>?) -> Display?
    package let displayDisconnect: @convention(c) (Display) -> Void
    package let displayGetFD: @convention(c) (Display) -> Int32
    package let displayFlush: @convention(c) (Display) -> Int32
    package let displayRoundtrip: @convention(c) (Display) -> Int32
    package let displayRoundtripQueue: @convention(c) (Display, Queue) -> Int32
    package let displayDispatchPending: @convention(c) (Display) -> Int32
    package let displayDispatchQueuePending: @convention(c) (Display, Queue) -> Int32
    package let displayPrepareRead: @convention(c) (Display) -> Int32
    package let displayPrepareReadQueue: @convention(c) (Display, Queue) -> Int32
    package let displayReadEvents: @convention(c) (Display) -> Int32
    package let displayCancelRead: @convention(c) (Display) -> Void
    package let displayGetError: @convention(c) (Display) -> Int32
    package let displayGetProtocolError: @convention(c) (
        Display, UnsafeMutablePointer<UnsafePointer<cawl_interface>?>?, UnsafeMutablePointer<UInt32>?
    ) -> UInt32
    package let displayCreateQueue: @convention(c) (Display) -> Queue?
    package let eventQueueDestroy: @convention(c) (Queue) -> Void
    package let proxyMarshalArrayFlags: @convention(c) (
        Proxy, UInt32, UnsafePointer<cawl_interface>?, UInt32, UInt32, UnsafeMutablePointer<cawl_argument>?
    ) -> Proxy?
    package let proxyAddDispatcher: @convention(c) (Proxy, Dispatcher, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Int32
    package let proxyDestroy: @convention(c) (Proxy) -> Void
    package let proxyCreateWrapper: @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer?
    package let proxyWrapperDestroy: @convention(c) (UnsafeMutableRawPointer) -> Void
    package let proxySetQueue: @convention(c) (Proxy, Queue?) -> Void
    package let proxyGetVersion: @convention(c) (Proxy) -> UInt32
    package let proxyGetID: @convention(c) (Proxy) -> UInt32

    package let eglWindowCreate: @convention(c) (Proxy, Int32, Int32) -> OpaquePointer?
    package let eglWindowResize: @convention(c) (OpaquePointer, Int32, Int32, Int32, Int32) -> Void
    package let eglWindowDestroy: @convention(c) (OpaquePointer) -> Void

    let xkb: XKBCommonLibrary

    /// The libraries, loaded on first use; the error says which is missing.
    package static let shared: Result<WaylandLibrary, WaylandPlatformError> = Result { try WaylandLibrary() }
        .mapError { $0 as? WaylandPlatformError ?? .noLibrary(detail: "\($0)") }

    private init() throws {
        let client = try Self.open("libwayland-client.so.0", package: "libwayland-client0")
        let egl = try Self.open("libwayland-egl.so.1", package: "libwayland-egl1")
        func symbol<T>(_ library: UnsafeMutableRawPointer, _ name: String) throws -> T {
            try Self.symbol(library, name)
        }
        displayConnect = try symbol(client, "wl_display_connect")
        displayDisconnect = try symbol(client, "wl_display_disconnect")
        displayGetFD = try symbol(client, "wl_display_get_fd")
        displayFlush = try symbol(client, "wl_display_flush")
        displayRoundtrip = try symbol(client, "wl_display_roundtrip")
        displayRoundtripQueue = try symbol(client, "wl_display_roundtrip_queue")
        displayDispatchPending = try symbol(client, "wl_display_dispatch_pending")
        displayDispatchQueuePending = try symbol(client, "wl_display_dispatch_queue_pending")
        displayPrepareRead = try symbol(client, "wl_display_prepare_read")
        displayPrepareReadQueue = try symbol(client, "wl_display_prepare_read_queue")
        displayReadEvents = try symbol(client, "wl_display_read_events")
        displayCancelRead = try symbol(client, "wl_display_cancel_read")
        displayGetError = try symbol(client, "wl_display_get_error")
        displayGetProtocolError = try symbol(client, "wl_display_get_protocol_error")
        displayCreateQueue = try symbol(client, "wl_display_create_queue")
        eventQueueDestroy = try symbol(client, "wl_event_queue_destroy")
        proxyMarshalArrayFlags = try symbol(client, "wl_proxy_marshal_array_flags")
        proxyAddDispatcher = try symbol(client, "wl_proxy_add_dispatcher")
        proxyDestroy = try symbol(client, "wl_proxy_destroy")
        proxyCreateWrapper = try symbol(client, "wl_proxy_create_wrapper")
        proxyWrapperDestroy = try symbol(client, "wl_proxy_wrapper_destroy")
        proxySetQueue = try symbol(client, "wl_proxy_set_queue")
        proxyGetVersion = try symbol(client, "wl_proxy_get_version")
        proxyGetID = try symbol(client, "wl_proxy_get_id")
        eglWindowCreate = try symbol(egl, "wl_egl_window_create")
        eglWindowResize = try symbol(egl, "wl_egl_window_resize")
        eglWindowDestroy = try symbol(egl, "wl_egl_window_destroy")
        let xkbHandle = try Self.open("libxkbcommon.so.0", package: "libxkbcommon0")
        xkb = try XKBCommonLibrary(handle: xkbHandle)
    }

    /// `name`'s address in `library`, as a function of type `T`.
    static func symbol<T>(_ library: UnsafeMutableRawPointer, _ name: String) throws -> T {
        guard let address = dlsym(library, name) else {
            throw WaylandPlatformError.noLibrary(detail: "\(name) is missing from the installed Wayland libraries "
                + "(libwayland 1.20 or later is needed: Debian 12 has 1.21)")
        }
        return unsafeBitCast(address, to: T.self)
    }

    /// `dlopen`s `name`, never closed (the process keeps it, as EGL keeps its own).
    static func open(_ name: String, package: String) throws -> UnsafeMutableRawPointer {
        guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
            let why = dlerror().map { String(cString: $0) } ?? "not found"
            throw WaylandPlatformError.noLibrary(detail: "\(name) cannot be loaded (\(why)); install \(package)")
        }
        return handle
    }
}
