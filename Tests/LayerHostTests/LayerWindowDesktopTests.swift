import CX11
import Foundation
@testable import LayerHost
import XCTest
import XvfbTestSupport

/// What a desktop sees of a window on a private Xvfb (no window manager):
/// its icon (`_NET_WM_ICON`) and full screen, which without a window
/// manager the window takes by itself, and gives back.
final class LayerWindowDesktopTests: XvfbWindowTestCase {
    private func openWindow() throws -> (LayerWindow, XTestDriver, Window) {
        let window = try LayerWindow(title: "desktop", width: 200, height: 100, framesPerSecond: 60,
                                     displayName: server.displayName)
        let driver = try XTestDriver(displayName: server.displayName)
        window.start()
        let id = Window(try XCTUnwrap(window.nativeWindow).window)
        driver.moveWindow(id, x: 30, y: 40)
        XCTAssertTrue(spin(upTo: 10) { driver.attributes(of: id)?.map_state == IsViewable })
        return (window, driver, id)
    }

    func testAWindowCarriesTheStandardIconUntilOneIsSet() throws {
        let (window, driver, id) = try openWindow()
        defer { window.close() }
        let standard = try XCTUnwrap(driver.items("_NET_WM_ICON", of: id))
        XCTAssertEqual(Array(standard.prefix(2)), [48, 48])
        XCTAssertTrue(standard.dropFirst(2).contains { UInt32(truncatingIfNeeded: $0) >> 24 == 0xE6 },
                      "its layers are 90 % opaque")

        let context = try XCTUnwrap(CGContext(data: nil, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                                              space: CGColorSpaceCreateDeviceRGB(),
                                              bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        window.icon = try XCTUnwrap(context.makeImage())
        // Another client's property lands when the server reads it: wait for it.
        _ = spin(upTo: 5) { driver.items("_NET_WM_ICON", of: id)?.count == 4 }
        let items = try XCTUnwrap(driver.items("_NET_WM_ICON", of: id)).map { UInt32(truncatingIfNeeded: $0) }
        XCTAssertEqual(items.count, 4)
        XCTAssertEqual(Array(items.prefix(2)), [2, 1])
        XCTAssertEqual(items[2] >> 24, 0x80, "half transparent")
        XCTAssertEqual(items[2] & 0xFF_FFFF, 0xFF_0000, "straight red, not premultiplied")
        XCTAssertEqual(items[3], 0, "the clear pixel")

        window.icon = nil
        _ = spin(upTo: 5) { driver.items("_NET_WM_ICON", of: id) == nil }
        XCTAssertNil(driver.items("_NET_WM_ICON", of: id))
    }

    func testATooLargeIconIsRefusedOnceAndTheIconStays() throws {
        let (window, driver, id) = try openWindow()
        defer { window.close() }
        let huge = try XCTUnwrap(CGContext(data: nil, width: 1100, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                                           space: CGColorSpaceCreateDeviceRGB(),
                                           bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)?.makeImage())
        let ((), reports) = Diagnostics.capture {
            window.icon = huge
            window.icon = huge
        }
        XCTAssertEqual(reports.count, 1, "\(reports)")
        XCTAssertEqual(window.icon?.width, 48, "the icon before stays")
        XCTAssertEqual(driver.items("_NET_WM_ICON", of: id).map { Array($0.prefix(2)) }, [48, 48])
    }

    func testFullScreenWithoutAWindowManagerCoversTheScreenAndGivesItBack() throws {
        let (window, driver, id) = try openWindow()
        defer { window.close() }
        var sizes: [CGSize] = []
        window.onEvent = { if case .resized(let size) = $0 { sizes.append(size) } }
        window.isFullScreen = true
        XCTAssertTrue(spin(upTo: 5) { window.rootLayer.bounds.size == CGSize(width: 640, height: 480) },
                      "\(window.rootLayer.bounds)")
        let attributes = try XCTUnwrap(driver.attributes(of: id))
        XCTAssertEqual([attributes.x, attributes.y, attributes.width, attributes.height], [0, 0, 640, 480])
        let fullScreenAtom = Int(XInternAtom(driver.display, "_NET_WM_STATE_FULLSCREEN", 0))
        XCTAssertEqual(driver.items("_NET_WM_STATE", of: id), [fullScreenAtom], "the state says so for a window manager")

        window.isFullScreen = false
        XCTAssertTrue(spin(upTo: 5) { window.rootLayer.bounds.size == CGSize(width: 200, height: 100) },
                      "\(window.rootLayer.bounds)")
        let back = try XCTUnwrap(driver.attributes(of: id))
        XCTAssertEqual([back.x, back.y, back.width, back.height], [30, 40, 200, 100], "where it was, as large as it was")
        XCTAssertNil(driver.items("_NET_WM_STATE", of: id))
        XCTAssertEqual(sizes, [CGSize(width: 640, height: 480), CGSize(width: 200, height: 100)])
    }

    /// The window manager's part of `_NET_WM_SYNC_REQUEST`, played by a second client.
    private func sendSyncRequest(_ value: Int64, to id: Window, from driver: XTestDriver) {
        var message = XEvent()
        message.xclient.type = ClientMessage
        message.xclient.window = id
        message.xclient.message_type = XInternAtom(driver.display, "WM_PROTOCOLS", 0)
        message.xclient.format = 32
        message.xclient.data.l.0 = Int(XInternAtom(driver.display, "_NET_WM_SYNC_REQUEST", 0))
        message.xclient.data.l.2 = Int(UInt32(truncatingIfNeeded: value))
        message.xclient.data.l.3 = Int(Int32(truncatingIfNeeded: value >> 32))
        XSendEvent(driver.display, id, 0, 0, &message)
        XFlush(driver.display)
    }

    private func counterValue(_ counter: XSyncCounter, on driver: XTestDriver) -> Int64? {
        var value = XSyncValue()
        guard XSyncQueryCounter(driver.display, counter, &value) != 0 else { return nil }
        return Int64(value.hi) << 32 | Int64(value.lo)
    }

    func testAResizeAWindowManagerSynchronisesIsAnsweredAfterTheFrameAtTheNewSize() throws {
        let (window, driver, id) = try openWindow()
        defer { window.close() }
        XCTAssertTrue(driver.protocols(of: id).contains("_NET_WM_SYNC_REQUEST"), "\(driver.protocols(of: id))")
        let counter = XSyncCounter(try XCTUnwrap(driver.items("_NET_WM_SYNC_REQUEST_COUNTER", of: id)?.first))
        XCTAssertEqual(counterValue(counter, on: driver), 0)

        let frames = window.framesDrawn
        let big: Int64 = (1 << 32) + 7
        sendSyncRequest(big, to: id, from: driver)
        spin(0.2)
        XCTAssertEqual(counterValue(counter, on: driver), 0, "not answered before the configure")
        driver.resizeWindow(id, width: 300, height: 150)
        XCTAssertTrue(spin(upTo: 5) { counterValue(counter, on: driver) == big }, "\(String(describing: counterValue(counter, on: driver)))")
        XCTAssertEqual(window.rootLayer.bounds.size, CGSize(width: 300, height: 150))
        XCTAssertGreaterThan(window.framesDrawn, frames, "a frame at the new size came first")

        // A move: the manager's synthetic configure of the same size (ICCCM 4.1.5), no frame needed.
        sendSyncRequest(9, to: id, from: driver)
        var notice = XEvent()
        notice.xconfigure.type = ConfigureNotify
        notice.xconfigure.event = id
        notice.xconfigure.window = id
        notice.xconfigure.x = 70
        notice.xconfigure.y = 80
        notice.xconfigure.width = 300
        notice.xconfigure.height = 150
        XSendEvent(driver.display, id, 0, StructureNotifyMask, &notice)
        XFlush(driver.display)
        XCTAssertTrue(spin(upTo: 5) { counterValue(counter, on: driver) == 9 }, "a move is answered at once")
    }
}
