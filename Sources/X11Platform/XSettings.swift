import CX11
import Foundation

/// The desktop's XSETTINGS (what GNOME's, Xfce's and other settings daemons
/// publish for X clients: the theme name, fonts, double-click time…): the
/// `_XSETTINGS_SETTINGS` property of the window owning the screen's
/// `_XSETTINGS_S<n>` selection, in the freedesktop XSETTINGS format.
///
/// Read once when asked (no change notices are followed). Any thread: each
/// read opens and closes a display connection of its own. Malformed data is
/// read as far as it is well formed and no further; nothing in it can make
/// the reader go past the property's end.
package enum XSettings {
    /// One setting's value.
    package enum Value: Equatable, Sendable {
        case integer(Int32)
        case string(String)
        /// Red, green, blue, alpha, each 0…65535.
        case color(UInt16, UInt16, UInt16, UInt16)
    }

    /// The settings of `displayName` (`$DISPLAY` when nil): nil when no
    /// server answers or no settings manager runs on its default screen.
    package static func read(displayName: String? = nil) -> [String: Value]? {
        // Our error handlers: a settings window gone by now is an X error, which Xlib's default would exit on.
        X11Connection.prepareXlib()
        guard let display = XOpenDisplay(displayName) else { return nil }
        defer { XCloseDisplay(display) }
        let selection = XInternAtom(display, "_XSETTINGS_S\(XDefaultScreen(display))", 0)
        let owner = XGetSelectionOwner(display, selection)
        guard owner != 0 else { return nil }
        let property = XInternAtom(display, "_XSETTINGS_SETTINGS", 0)
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(display, owner, property, 0, 1 << 20, 0, Atom(AnyPropertyType), &type, &format,
                                 &count, &after, &data) == Success, let data else { return nil }
        defer { XFree(data) }
        guard format == 8 else { return nil }
        return parse(Array(UnsafeBufferPointer(start: data, count: Int(count))))
    }

    /// The settings in `bytes`, the property's contents:
    ///
    /// ```
    /// byte order (0 LSB first, 1 MSB first), 3 unused, serial: 4, count: 4
    /// each: type (0 integer, 1 string, 2 colour): 1, unused: 1, name length: 2,
    ///       name (padded to 4), last-change serial: 4, then
    ///       integer: 4 | string: length 4 + bytes (padded to 4) | colour: 4 × 2
    /// ```
    ///
    /// Nil when the header is malformed; settings after a malformed one are dropped.
    package static func parse(_ bytes: [UInt8]) -> [String: Value]? {
        guard bytes.count >= 12, bytes[0] <= 1 else { return nil }
        let bigEndian = bytes[0] == 1
        var offset = 8
        func take(_ size: Int) -> ArraySlice<UInt8>? {
            guard size >= 0, offset <= bytes.count - size else { return nil }
            defer { offset += size }
            return bytes[offset..<offset + size]
        }
        func number(_ size: Int) -> UInt32? {
            guard let slice = take(size) else { return nil }
            let ordered = bigEndian ? Array(slice) : slice.reversed()
            return ordered.reduce(0) { $0 << 8 | UInt32($1) }
        }
        func padded(_ length: Int) -> Int { (length + 3) & ~3 }
        guard let count = number(4) else { return nil }
        var settings: [String: Value] = [:]
        for _ in 0..<min(Int(count), bytes.count / 8) {
            guard let kind = take(1)?.first, take(1) != nil, let nameLength = number(2),
                  let nameBytes = take(padded(Int(nameLength))), number(4) != nil
            else { break }
            let name = String(decoding: nameBytes.prefix(Int(nameLength)), as: UTF8.self)
            switch kind {
            case 0:
                guard let value = number(4) else { return settings }
                settings[name] = .integer(Int32(bitPattern: value))
            case 1:
                guard let length = number(4), length < 1 << 20, let text = take(padded(Int(length))) else { return settings }
                settings[name] = .string(String(decoding: text.prefix(Int(length)), as: UTF8.self))
            case 2:
                guard let r = number(2), let g = number(2), let b = number(2), let a = number(2) else { return settings }
                settings[name] = .color(UInt16(r), UInt16(g), UInt16(b), UInt16(a))
            default:
                return settings
            }
        }
        return settings
    }
}
