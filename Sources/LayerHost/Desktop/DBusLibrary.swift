import Foundation

/// libdbus-1, loaded at run time: the few entry points that read a
/// setting from the desktop portal (and that the tests use to play one).
///
/// Loaded, not linked, so building needs no D-Bus headers and a program
/// that never asks does not load it (libdbus-1-3 is on every Debian
/// desktop). Immutable once loaded; any thread (libdbus is thread-safe once
/// `dbus_threads_init_default` has run, which loading does).
package final class DBusLibrary: @unchecked Sendable {
    package typealias Connection = OpaquePointer
    package typealias Message = OpaquePointer
    /// Room for a `DBusError` (two pointers, a bit field, a pointer: 32 bytes on 64-bit), with margin.
    package static let errorSize = 64
    /// Room for a `DBusMessageIter` (72 bytes on 64-bit), with margin.
    package static let iteratorSize = 128

    /// D-Bus type codes (`DBUS_TYPE_…`).
    package enum TypeCode {
        package static let string = Int32(UInt8(ascii: "s"))
        package static let uint32 = Int32(UInt8(ascii: "u"))
        package static let variant = Int32(UInt8(ascii: "v"))
        package static let invalid: Int32 = 0
    }

    package let errorInit: @convention(c) (UnsafeMutableRawPointer) -> Void
    package let errorFree: @convention(c) (UnsafeMutableRawPointer) -> Void
    package let errorIsSet: @convention(c) (UnsafeRawPointer) -> UInt32
    package let connectionOpenPrivate: @convention(c) (UnsafePointer<CChar>, UnsafeMutableRawPointer) -> Connection?
    package let busRegister: @convention(c) (Connection, UnsafeMutableRawPointer) -> UInt32
    package let busRequestName: @convention(c) (Connection, UnsafePointer<CChar>, UInt32, UnsafeMutableRawPointer) -> Int32
    package let connectionClose: @convention(c) (Connection) -> Void
    package let connectionUnref: @convention(c) (Connection) -> Void
    package let connectionSetExitOnDisconnect: @convention(c) (Connection, UInt32) -> Void
    package let connectionSendWithReplyAndBlock: @convention(c) (Connection, Message, Int32, UnsafeMutableRawPointer) -> Message?
    package let connectionSend: @convention(c) (Connection, Message, UnsafeMutablePointer<UInt32>?) -> UInt32
    package let connectionFlush: @convention(c) (Connection) -> Void
    package let connectionReadWrite: @convention(c) (Connection, Int32) -> UInt32
    package let connectionPopMessage: @convention(c) (Connection) -> Message?
    package let messageNewMethodCall: @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>, UnsafePointer<CChar>?, UnsafePointer<CChar>) -> Message?
    package let messageNewMethodReturn: @convention(c) (Message) -> Message?
    package let messageIsMethodCall: @convention(c) (Message, UnsafePointer<CChar>, UnsafePointer<CChar>) -> UInt32
    package let messageUnref: @convention(c) (Message) -> Void
    package let iterInitAppend: @convention(c) (Message, UnsafeMutableRawPointer) -> Void
    package let iterAppendBasic: @convention(c) (UnsafeMutableRawPointer, Int32, UnsafeRawPointer) -> UInt32
    package let iterOpenContainer: @convention(c) (UnsafeMutableRawPointer, Int32, UnsafePointer<CChar>?, UnsafeMutableRawPointer) -> UInt32
    package let iterCloseContainer: @convention(c) (UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> UInt32
    package let iterInit: @convention(c) (Message, UnsafeMutableRawPointer) -> UInt32
    package let iterGetArgType: @convention(c) (UnsafeMutableRawPointer) -> Int32
    package let iterRecurse: @convention(c) (UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Void
    package let iterGetBasic: @convention(c) (UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Void

    /// The library, loaded on first use; nil when it is not installed.
    package static let shared: DBusLibrary? = DBusLibrary()

    private init?() {
        guard let library = dlopen("libdbus-1.so.3", RTLD_NOW | RTLD_LOCAL) else { return nil }
        func symbol<T>(_ name: String) -> T? {
            dlsym(library, name).map { unsafeBitCast($0, to: T.self) }
        }
        guard let threadsInit: @convention(c) () -> UInt32 = symbol("dbus_threads_init_default"),
              let errorInit: @convention(c) (UnsafeMutableRawPointer) -> Void = symbol("dbus_error_init"),
              let errorFree: @convention(c) (UnsafeMutableRawPointer) -> Void = symbol("dbus_error_free"),
              let errorIsSet: @convention(c) (UnsafeRawPointer) -> UInt32 = symbol("dbus_error_is_set"),
              let connectionOpenPrivate: @convention(c) (UnsafePointer<CChar>, UnsafeMutableRawPointer) -> Connection? = symbol("dbus_connection_open_private"),
              let busRegister: @convention(c) (Connection, UnsafeMutableRawPointer) -> UInt32 = symbol("dbus_bus_register"),
              let busRequestName: @convention(c) (Connection, UnsafePointer<CChar>, UInt32, UnsafeMutableRawPointer) -> Int32 = symbol("dbus_bus_request_name"),
              let connectionClose: @convention(c) (Connection) -> Void = symbol("dbus_connection_close"),
              let connectionUnref: @convention(c) (Connection) -> Void = symbol("dbus_connection_unref"),
              let connectionSetExitOnDisconnect: @convention(c) (Connection, UInt32) -> Void = symbol("dbus_connection_set_exit_on_disconnect"),
              let connectionSendWithReplyAndBlock: @convention(c) (Connection, Message, Int32, UnsafeMutableRawPointer) -> Message? = symbol("dbus_connection_send_with_reply_and_block"),
              let connectionSend: @convention(c) (Connection, Message, UnsafeMutablePointer<UInt32>?) -> UInt32 = symbol("dbus_connection_send"),
              let connectionFlush: @convention(c) (Connection) -> Void = symbol("dbus_connection_flush"),
              let connectionReadWrite: @convention(c) (Connection, Int32) -> UInt32 = symbol("dbus_connection_read_write"),
              let connectionPopMessage: @convention(c) (Connection) -> Message? = symbol("dbus_connection_pop_message"),
              let messageNewMethodCall: @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>, UnsafePointer<CChar>?, UnsafePointer<CChar>) -> Message? = symbol("dbus_message_new_method_call"),
              let messageNewMethodReturn: @convention(c) (Message) -> Message? = symbol("dbus_message_new_method_return"),
              let messageIsMethodCall: @convention(c) (Message, UnsafePointer<CChar>, UnsafePointer<CChar>) -> UInt32 = symbol("dbus_message_is_method_call"),
              let messageUnref: @convention(c) (Message) -> Void = symbol("dbus_message_unref"),
              let iterInitAppend: @convention(c) (Message, UnsafeMutableRawPointer) -> Void = symbol("dbus_message_iter_init_append"),
              let iterAppendBasic: @convention(c) (UnsafeMutableRawPointer, Int32, UnsafeRawPointer) -> UInt32 = symbol("dbus_message_iter_append_basic"),
              let iterOpenContainer: @convention(c) (UnsafeMutableRawPointer, Int32, UnsafePointer<CChar>?, UnsafeMutableRawPointer) -> UInt32 = symbol("dbus_message_iter_open_container"),
              let iterCloseContainer: @convention(c) (UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> UInt32 = symbol("dbus_message_iter_close_container"),
              let iterInit: @convention(c) (Message, UnsafeMutableRawPointer) -> UInt32 = symbol("dbus_message_iter_init"),
              let iterGetArgType: @convention(c) (UnsafeMutableRawPointer) -> Int32 = symbol("dbus_message_iter_get_arg_type"),
              let iterRecurse: @convention(c) (UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Void = symbol("dbus_message_iter_recurse"),
              let iterGetBasic: @convention(c) (UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Void = symbol("dbus_message_iter_get_basic")
        else { return nil }
        _ = threadsInit()
        self.errorInit = errorInit
        self.errorFree = errorFree
        self.errorIsSet = errorIsSet
        self.connectionOpenPrivate = connectionOpenPrivate
        self.busRegister = busRegister
        self.busRequestName = busRequestName
        self.connectionClose = connectionClose
        self.connectionUnref = connectionUnref
        self.connectionSetExitOnDisconnect = connectionSetExitOnDisconnect
        self.connectionSendWithReplyAndBlock = connectionSendWithReplyAndBlock
        self.connectionSend = connectionSend
        self.connectionFlush = connectionFlush
        self.connectionReadWrite = connectionReadWrite
        self.connectionPopMessage = connectionPopMessage
        self.messageNewMethodCall = messageNewMethodCall
        self.messageNewMethodReturn = messageNewMethodReturn
        self.messageIsMethodCall = messageIsMethodCall
        self.messageUnref = messageUnref
        self.iterInitAppend = iterInitAppend
        self.iterAppendBasic = iterAppendBasic
        self.iterOpenContainer = iterOpenContainer
        self.iterCloseContainer = iterCloseContainer
        self.iterInit = iterInit
        self.iterGetArgType = iterGetArgType
        self.iterRecurse = iterRecurse
        self.iterGetBasic = iterGetBasic
    }

    /// A private connection to the bus at `address`, registered (it has a
    /// unique name); nil when the bus does not answer. Close it with `close(_:)`.
    package func connect(to address: String) -> Connection? {
        withError { error in
            guard let connection = connectionOpenPrivate(address, error) else { return nil }
            connectionSetExitOnDisconnect(connection, 0)
            guard busRegister(connection, error) != 0 else {
                close(connection)
                return nil
            }
            return connection
        }
    }

    /// Closes and releases a connection made by `connect(to:)`.
    package func close(_ connection: Connection) {
        connectionClose(connection)
        connectionUnref(connection)
    }

    /// Runs `body` with an initialised `DBusError`, freed afterwards.
    package func withError<T>(_ body: (UnsafeMutableRawPointer) -> T) -> T {
        let error = UnsafeMutableRawPointer.allocate(byteCount: Self.errorSize, alignment: 16)
        defer { error.deallocate() }
        errorInit(error)
        defer { errorFree(error) }
        return body(error)
    }

    /// Runs `body` with room for a message iterator (zeroed).
    package func withIterator<T>(_ body: (UnsafeMutableRawPointer) -> T) -> T {
        let iterator = UnsafeMutableRawPointer.allocate(byteCount: Self.iteratorSize, alignment: 16)
        defer { iterator.deallocate() }
        iterator.initializeMemory(as: UInt8.self, repeating: 0, count: Self.iteratorSize)
        return body(iterator)
    }
}
