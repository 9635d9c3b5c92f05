import CX11
import Foundation
@testable import X11Platform
import XCTest

/// The desktop's XSETTINGS: the format read from bytes, and read live from a
/// settings manager (played by the test) on a private Xvfb.
final class XSettingsTests: XvfbTestCase {
    /// The property's bytes for `settings` (strings and integers), in either byte order.
    private func encode(_ settings: [(String, XSettings.Value)], bigEndian: Bool = false) -> [UInt8] {
        func number(_ value: UInt32, _ size: Int) -> [UInt8] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * UInt32($0))) }
            return bigEndian ? bytes.reversed() : bytes
        }
        func padded(_ bytes: [UInt8]) -> [UInt8] { bytes + Array(repeating: 0, count: (4 - bytes.count % 4) % 4) }
        var out: [UInt8] = [bigEndian ? 1 : 0, 0, 0, 0] + number(7, 4) + number(UInt32(settings.count), 4)
        for (name, value) in settings {
            let kind: UInt8
            switch value {
            case .integer: kind = 0
            case .string: kind = 1
            case .color: kind = 2
            }
            out += [kind, 0] + number(UInt32(name.utf8.count), 2) + padded(Array(name.utf8)) + number(3, 4)
            switch value {
            case .integer(let v): out += number(UInt32(bitPattern: v), 4)
            case .string(let text): out += number(UInt32(text.utf8.count), 4) + padded(Array(text.utf8))
            case .color(let r, let g, let b, let a): out += [r, g, b, a].flatMap { number(UInt32($0), 2) }
            }
        }
        return out
    }

    private let sample: [(String, XSettings.Value)] = [
        ("Net/ThemeName", .string("Adwaita-dark")), ("Net/DoubleClickTime", .integer(400)),
        ("Gtk/Color", .color(1, 2, 3, 65535)),
    ]

    func testBothByteOrdersParse() {
        for bigEndian in [false, true] {
            let parsed = XSettings.parse(encode(sample, bigEndian: bigEndian))
            XCTAssertEqual(parsed?["Net/ThemeName"], .string("Adwaita-dark"))
            XCTAssertEqual(parsed?["Net/DoubleClickTime"], .integer(400))
            XCTAssertEqual(parsed?["Gtk/Color"], .color(1, 2, 3, 65535))
        }
    }

    func testMalformedDataIsReadAsFarAsItIsWellFormed() {
        let bytes = encode(sample)
        XCTAssertNil(XSettings.parse([]))
        XCTAssertNil(XSettings.parse([7] + bytes.dropFirst()), "a byte order other than 0 or 1")
        // Every truncation ends the reading without going past the end.
        for length in 12..<bytes.count {
            let parsed = XSettings.parse(Array(bytes.prefix(length)))
            XCTAssertNotNil(parsed)
            XCTAssertLessThanOrEqual(parsed?.count ?? 0, 3)
        }
        // A count far beyond the data, and a string length beyond it.
        var lying = bytes
        lying[8] = 0xFF; lying[9] = 0xFF
        XCTAssertEqual(XSettings.parse(lying)?.count, 3)
    }

    /// The test plays a settings daemon: it owns `_XSETTINGS_S0` with a
    /// window carrying the settings, which a reader finds on its own connection.
    func testTheThemeNameIsReadFromTheSettingsManager() throws {
        XCTAssertNil(XSettings.read(displayName: server.displayName), "no settings manager yet")
        let display = driver.display
        let owner = XCreateSimpleWindow(display, driver.root, 0, 0, 1, 1, 0, 0, 0)
        let selection = XInternAtom(display, "_XSETTINGS_S0", 0)
        let property = XInternAtom(display, "_XSETTINGS_SETTINGS", 0)
        let bytes = encode(sample)
        bytes.withUnsafeBufferPointer {
            _ = XChangeProperty(display, owner, property, property, 8, PropModeReplace, $0.baseAddress, Int32(bytes.count))
        }
        XSetSelectionOwner(display, selection, owner, UInt(CurrentTime))
        driver.sync()
        let settings = XSettings.read(displayName: server.displayName)
        XCTAssertEqual(settings?["Net/ThemeName"], .string("Adwaita-dark"))
        XDestroyWindow(display, owner)
        driver.sync()
    }
}
