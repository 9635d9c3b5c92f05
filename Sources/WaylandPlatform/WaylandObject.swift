import CWaylandProtocols
import Foundation

/// One protocol object of this client (a `wl_proxy`): its requests, sent
/// by opcode (`WaylandProtocol`), and its events, handed to one closure.
///
/// The object owns its proxy: `destroy` (or the object's end) sends the
/// interface's destructor request when given one, and frees the proxy. Made
/// and used on the thread that dispatches its queue (the main thread,
/// except the frame callbacks' own queue, which the render thread reads).
package final class WaylandObject {
    package let library: WaylandLibrary
    /// The `wl_proxy`; nil once destroyed.
    package private(set) var proxy: OpaquePointer?
    package let interface: UnsafePointer<cawl_interface>
    /// What each event does (opcode and arguments); nil: events are dropped.
    private var handler: Handler?
    /// Whether the proxy is a wrapper of another object's (`wrapper(on:)`),
    /// let go with `wl_proxy_wrapper_destroy`.
    private let isWrapper: Bool

    /// Wraps `proxy`, which this object owns from now on.
    package convenience init(library: WaylandLibrary, proxy: OpaquePointer, interface: UnsafePointer<cawl_interface>) {
        self.init(library: library, proxy: proxy, interface: interface, isWrapper: false)
    }

    private init(library: WaylandLibrary, proxy: OpaquePointer, interface: UnsafePointer<cawl_interface>,
                 isWrapper: Bool) {
        self.library = library
        self.proxy = proxy
        self.interface = interface
        self.isWrapper = isWrapper
    }

    deinit {
        if let proxy { release(proxy) }
        handler.map { Unmanaged.passUnretained($0).release() }
    }

    /// The protocol version the object was made with.
    package var version: UInt32 { proxy.map { library.proxyGetVersion($0) } ?? 0 }
    /// The object's id on the connection.
    package var id: UInt32 { proxy.map { library.proxyGetID($0) } ?? 0 }

    /// This object as seen from event queue `queue` (a proxy wrapper): the
    /// objects its requests make deliver their events there, to the thread
    /// that reads it. Destroying the wrapper leaves the object.
    package func wrapper(on queue: OpaquePointer) -> WaylandObject? {
        guard let proxy, let wrapped = library.proxyCreateWrapper(UnsafeMutableRawPointer(proxy)) else { return nil }
        library.proxySetQueue(OpaquePointer(wrapped), queue)
        return WaylandObject(library: library, proxy: OpaquePointer(wrapped), interface: interface, isWrapper: true)
    }

    /// Frees `proxy`: a wrapper as a wrapper, an object as an object.
    private func release(_ proxy: OpaquePointer) {
        if isWrapper {
            library.proxyWrapperDestroy(UnsafeMutableRawPointer(proxy))
        } else {
            library.proxyDestroy(proxy)
        }
    }

    /// Lets go of the proxy without destroying it (one the library owns, as the display).
    package func forget() {
        proxy = nil
    }

    /// Hands every later event of the object to `handle` (once per object).
    package func onEvent(_ handle: @escaping (WaylandEvent) -> Void) {
        guard let proxy, handler == nil else { return }
        let box = Handler(handle)
        handler = box
        _ = library.proxyAddDispatcher(proxy, WaylandObject.dispatch, Unmanaged.passRetained(box).toOpaque(), nil)
    }

    /// Sends request `opcode` with `arguments`.
    package func send(_ opcode: UInt32, _ arguments: [WaylandArgument] = []) {
        guard let proxy else { return }
        _ = marshal(proxy, opcode, arguments, interface: nil, version: library.proxyGetVersion(proxy), flags: 0)
    }

    /// Sends request `opcode`, which makes a new object of `interface`
    /// (`arguments` holds `.newID` where the request has it), at the
    /// version of this one unless `version` says.
    package func make(_ opcode: UInt32, _ arguments: [WaylandArgument], interface: UnsafePointer<cawl_interface>,
                      version: UInt32? = nil) -> WaylandObject? {
        guard let proxy else { return nil }
        let made = marshal(proxy, opcode, arguments, interface: interface,
                           version: version ?? library.proxyGetVersion(proxy), flags: 0)
        return made.map { WaylandObject(library: library, proxy: $0, interface: interface) }
    }

    /// Sends the destructor request `opcode` (nil: the interface has none)
    /// and frees the proxy; later requests are dropped.
    package func destroy(_ opcode: UInt32? = nil) {
        guard let proxy else { return }
        self.proxy = nil
        if let opcode, !isWrapper {
            _ = marshal(proxy, opcode, [], interface: nil, version: library.proxyGetVersion(proxy), flags: 1)
        } else {
            release(proxy)
        }
    }

    private func marshal(_ proxy: OpaquePointer, _ opcode: UInt32, _ arguments: [WaylandArgument],
                         interface: UnsafePointer<cawl_interface>?, version: UInt32, flags: UInt32) -> OpaquePointer? {
        var strings: [UnsafeMutablePointer<CChar>] = []
        defer { strings.forEach { free($0) } }
        var values = arguments.map { argument -> cawl_argument in
            var value = cawl_argument()
            switch argument {
            case .int(let number): value.i = number
            case .uint(let number): value.u = number
            case .fixed(let number): value.f = Int32(clamping: Int((number * 256).rounded()))
            case .string(let text):
                if let text, let copy = strdup(text) {
                    strings.append(copy)
                    value.s = UnsafePointer(copy)
                }
            case .object(let object): value.o = object?.proxy.map { UnsafeMutableRawPointer($0) }
            case .newID: value.n = 0
            case .fd(let descriptor): value.h = descriptor
            }
            return value
        }
        return values.withUnsafeMutableBufferPointer { buffer in
            library.proxyMarshalArrayFlags(proxy, opcode, interface, version, flags, buffer.baseAddress)
        }
    }

    /// The one dispatcher of every object: the event to its handler.
    private static let dispatch: WaylandLibrary.Dispatcher = { implementation, _, opcode, _, arguments in
        guard let implementation, let arguments else { return 0 }
        // Held for the call: a handler may destroy its own object (a callback's `done`).
        let handler = Unmanaged<Handler>.fromOpaque(implementation).retain()
        defer { handler.release() }
        handler.takeUnretainedValue().handle(WaylandEvent(opcode: opcode, arguments: arguments))
        return 0
    }

    /// A handler in a class, so that its address can ride with the proxy.
    private final class Handler {
        let handle: (WaylandEvent) -> Void
        init(_ handle: @escaping (WaylandEvent) -> Void) { self.handle = handle }
    }
}

/// One argument of a request (`WaylandObject.send`).
package enum WaylandArgument {
    case int(Int32)
    case uint(UInt32)
    /// A number sent as 24.8 fixed point (`wl_fixed_t`).
    case fixed(Double)
    case string(String?)
    case object(WaylandObject?)
    /// Where a request makes a new object (`WaylandObject.make`).
    case newID
    /// A file descriptor, duplicated for the compositor as the request is sent.
    case fd(Int32)
}

/// One event as the library hands it over: its opcode and its arguments,
/// read by position; valid only during the handler's call.
package struct WaylandEvent {
    package let opcode: UInt32
    let arguments: UnsafeMutablePointer<cawl_argument>

    package func int(_ index: Int) -> Int32 { arguments[index].i }
    package func uint(_ index: Int) -> UInt32 { arguments[index].u }
    package func fixed(_ index: Int) -> Double { Double(arguments[index].f) / 256 }
    package func string(_ index: Int) -> String? { arguments[index].s.map { String(cString: $0) } }
    /// An object argument's proxy (nil for a null object).
    package func object(_ index: Int) -> OpaquePointer? { arguments[index].o.map { OpaquePointer($0) } }
    /// A new object the event brings (`wl_data_device.data_offer`), as a proxy.
    package func newObject(_ index: Int) -> OpaquePointer? { object(index) }
    package func fd(_ index: Int) -> Int32 { arguments[index].h }
    /// An array argument read as 32-bit words (key codes, toplevel states).
    package func words(_ index: Int) -> [UInt32] {
        guard let array = arguments[index].a, let data = array.pointee.data else { return [] }
        let count = array.pointee.size / 4
        return Array(UnsafeBufferPointer(start: data.assumingMemoryBound(to: UInt32.self), count: count))
    }
}
