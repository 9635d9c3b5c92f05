import Foundation

/// The freedesktop desktop portal's appearance setting
/// (`org.freedesktop.appearance` `color-scheme`: 0 no preference, 1 prefer
/// dark, 2 prefer light), read over the session bus through libdbus.
///
/// One blocking call with a short timeout, made once by
/// `DesktopAppearance`. Without libdbus, a session bus or a portal on it,
/// the answer is nil (nothing stated). Any thread.
package enum DesktopPortal {
    /// How long the portal may take to answer, in milliseconds.
    static let timeout: Int32 = 300

    /// The session bus's address: `DBUS_SESSION_BUS_ADDRESS`, else the
    /// systemd user bus at `$XDG_RUNTIME_DIR/bus` when that socket exists.
    package static func sessionBusAddress(environment: [String: String]) -> String? {
        if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return address }
        guard let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty else { return nil }
        let socket = runtime + "/bus"
        return FileManager.default.fileExists(atPath: socket) ? "unix:path=" + socket : nil
    }

    /// The portal's `color-scheme` on the bus at `address`; nil when it cannot be read.
    package static func colorScheme(busAddress address: String) -> UInt32? {
        guard let dbus = DBusLibrary.shared, let connection = dbus.connect(to: address) else { return nil }
        defer { dbus.close(connection) }
        // ReadOne (portal version 2) answers v(u); the older Read answers v(v(u)); both are unwrapped.
        for method in ["ReadOne", "Read"] {
            if let value = read(method, on: connection, dbus) { return value }
        }
        return nil
    }

    private static func read(_ method: String, on connection: DBusLibrary.Connection, _ dbus: DBusLibrary) -> UInt32? {
        guard let call = dbus.messageNewMethodCall("org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop",
                                                   "org.freedesktop.portal.Settings", method)
        else { return nil }
        defer { dbus.messageUnref(call) }
        let appended = dbus.withIterator { iterator -> Bool in
            dbus.iterInitAppend(call, iterator)
            return ["org.freedesktop.appearance", "color-scheme"].allSatisfy { text in
                text.withCString { chars in
                    withUnsafePointer(to: chars) { dbus.iterAppendBasic(iterator, DBusLibrary.TypeCode.string, $0) != 0 }
                }
            }
        }
        guard appended else { return nil }
        let reply = dbus.withError { error in dbus.connectionSendWithReplyAndBlock(connection, call, timeout, error) }
        guard let reply else { return nil }
        defer { dbus.messageUnref(reply) }
        return dbus.withIterator { iterator -> UInt32? in
            guard dbus.iterInit(reply, iterator) != 0 else { return nil }
            return dbus.withIterator { inner -> UInt32? in
                var current = iterator
                var other = inner
                // At most a few variants deep (the portal wraps once or twice).
                for _ in 0..<4 {
                    switch dbus.iterGetArgType(current) {
                    case DBusLibrary.TypeCode.variant:
                        dbus.iterRecurse(current, other)
                        swap(&current, &other)
                    case DBusLibrary.TypeCode.uint32:
                        var value: UInt32 = 0
                        dbus.iterGetBasic(current, &value)
                        return value
                    default:
                        return nil
                    }
                }
                return nil
            }
        }
    }
}
