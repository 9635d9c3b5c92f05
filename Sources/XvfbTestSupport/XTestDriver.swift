import CX11
import CXTest
import Foundation
import X11Platform

/// Another client of the test server: plays the user (synthetic pointer and
/// keys through XTest) and the window manager (moves, resizes, focus, close
/// requests), and inspects windows as the server sees them.
///
/// Every action is followed by `XSync`, so the server has handled it (and
/// sent the resulting events) when the call returns. Shared by the live
/// tests of X11Platform and LayerHost; one thread at a time.
package final class XTestDriver {
    package let display: OpaquePointer
    package let root: Window

    package init(displayName: String) throws {
        X11Connection.prepareXlib()
        guard let display = XOpenDisplay(displayName) else {
            throw X11PlatformError.noDisplay(name: displayName)
        }
        var eventBase: Int32 = 0, errorBase: Int32 = 0, major: Int32 = 0, minor: Int32 = 0
        guard XTestQueryExtension(display, &eventBase, &errorBase, &major, &minor) != 0 else {
            XCloseDisplay(display)
            throw SetupError.noXTestExtension
        }
        self.display = display
        root = XDefaultRootWindow(display)
    }

    package enum SetupError: Error { case noXTestExtension }

    deinit {
        XCloseDisplay(display)
    }

    package func sync() {
        XSync(display, 0)
    }

    /// The pixels of `window` (or of the screen, for the root window) as the
    /// server shows them: rows top first, (red, green, blue) per pixel, for
    /// a 24- or 32-bit TrueColor window. Nil when it cannot be read.
    package func capture(_ window: Window) -> (width: Int, height: Int, rgb: [UInt8])? {
        sync()
        guard let attributes = attributes(of: window), attributes.width > 0, attributes.height > 0,
              let image = XGetImage(display, window, 0, 0, UInt32(attributes.width), UInt32(attributes.height),
                                    XAllPlanes(), ZPixmap)
        else { return nil }
        defer { _ = image.pointee.f.destroy_image(image) }
        let width = Int(attributes.width), height = Int(attributes.height)
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let value = image.pointee.f.get_pixel(image, Int32(x), Int32(y))
                let i = (y * width + x) * 3
                rgb[i] = UInt8((value >> 16) & 0xFF)
                rgb[i + 1] = UInt8((value >> 8) & 0xFF)
                rgb[i + 2] = UInt8(value & 0xFF)
            }
        }
        return (width, height, rgb)
    }

    // MARK: - The user

    package func movePointer(rootX: Int, rootY: Int) {
        XTestFakeMotionEvent(display, -1, Int32(rootX), Int32(rootY), 0)
        sync()
    }

    package func press(button: UInt32) {
        XTestFakeButtonEvent(display, button, 1, 0)
        sync()
    }

    package func release(button: UInt32) {
        XTestFakeButtonEvent(display, button, 0, 0)
        sync()
    }

    package func click(button: UInt32) {
        press(button: button)
        release(button: button)
    }

    package func keyCode(_ keysym: Int32) -> UInt32 {
        UInt32(XKeysymToKeycode(display, KeySym(keysym)))
    }

    package func pressKey(_ keysym: Int32) {
        XTestFakeKeyEvent(display, keyCode(keysym), 1, 0)
        sync()
    }

    package func releaseKey(_ keysym: Int32) {
        XTestFakeKeyEvent(display, keyCode(keysym), 0, 0)
        sync()
    }

    package func tapKey(_ keysym: Int32) {
        pressKey(keysym)
        releaseKey(keysym)
    }

    /// Moves the pointer `count` times between `from` and `to` (root
    /// coordinates, alternately), as fast as the requests go: one round trip
    /// at the end, not one a move.
    package func floodMotion(count: Int, from: (x: Int, y: Int), to: (x: Int, y: Int)) {
        for index in 0..<count {
            let point = index.isMultiple(of: 2) ? from : to
            XTestFakeMotionEvent(display, -1, Int32(point.x), Int32(point.y), 0)
        }
        sync()
    }

    /// Presses and releases the key `count` times, with one round trip at the end.
    package func floodKeyTaps(_ keysym: Int32, count: Int) {
        let code = keyCode(keysym)
        for _ in 0..<count {
            XTestFakeKeyEvent(display, code, 1, 0)
            XTestFakeKeyEvent(display, code, 0, 0)
        }
        sync()
    }

    /// Sets the server's resource database (the root window's
    /// `RESOURCE_MANAGER` property, what `xrdb` sets) to `text`; connections
    /// opened afterwards read it.
    package func setResources(_ text: String) {
        let property = XInternAtom(display, "RESOURCE_MANAGER", 0)
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            _ = XChangeProperty(display, root, property, XA_STRING, 8, PropModeReplace, buffer.baseAddress,
                                Int32(buffer.count))
        }
        sync()
    }

    /// The keyboard's auto-repeat timing.
    package func setAutoRepeat(delayMilliseconds: UInt32, intervalMilliseconds: UInt32) {
        XkbSetAutoRepeatRate(display, UInt32(XkbUseCoreKbd), delayMilliseconds, intervalMilliseconds)
        sync()
    }

    // MARK: - The window manager

    package func moveWindow(_ window: Window, x: Int, y: Int) {
        XMoveWindow(display, window, Int32(x), Int32(y))
        sync()
    }

    package func resizeWindow(_ window: Window, width: Int, height: Int) {
        XResizeWindow(display, window, UInt32(width), UInt32(height))
        sync()
    }

    package func focus(_ window: Window) {
        XSetInputFocus(display, window, Int32(RevertToNone), 0)
        sync()
    }

    /// What a window manager sends when the user clicks the close button.
    package func requestClose(_ window: Window) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = XInternAtom(display, "WM_PROTOCOLS", 0)
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(XInternAtom(display, "WM_DELETE_WINDOW", 0))
        event.xclient.data.l.1 = 0  // CurrentTime
        XSendEvent(display, window, 0, NoEventMask, &event)
        sync()
    }

    // MARK: - Inspection

    package func attributes(of window: Window) -> XWindowAttributes? {
        var attributes = XWindowAttributes()
        return XGetWindowAttributes(display, window, &attributes) != 0 ? attributes : nil
    }

    /// The top-level windows, bottom to top.
    package func topLevelWindows() -> [Window] {
        var rootReturn: Window = 0, parent: Window = 0
        var children: UnsafeMutablePointer<Window>?
        var count: UInt32 = 0
        guard XQueryTree(display, root, &rootReturn, &parent, &children, &count) != 0 else { return [] }
        defer { if let children { XFree(children) } }
        return (0..<Int(count)).map { children![$0] }
    }

    /// The raw bytes and type of a window property.
    package func property(_ name: String, of window: Window) -> (type: String, bytes: [UInt8])? {
        withProperty(name, of: window) { type, format, count, data in
            guard format == 8 else { return nil }
            let typeName = XGetAtomName(display, type).map { name -> String in
                defer { XFree(name) }
                return String(cString: name)
            }
            return (typeName ?? "", Array(UnsafeBufferPointer(start: data, count: count)))
        }
    }

    /// A 32-bit property's items (`_NET_WM_PID`, `WM_HINTS`, …), nil when the window has none.
    package func items(_ name: String, of window: Window) -> [Int]? {
        withProperty(name, of: window) { _, format, count, data in
            guard format == 32 else { return nil }
            // Xlib hands 32-bit items back as C longs.
            return data.withMemoryRebound(to: Int.self, capacity: count) { Array(UnsafeBufferPointer(start: $0, count: count)) }
        }
    }

    /// Reads property `name` of `window` and hands its type, format, item count and data to `body`.
    private func withProperty<T>(_ name: String, of window: Window,
                                 _ body: (Atom, Int32, Int, UnsafeMutablePointer<UInt8>) -> T?) -> T? {
        var actualType: Atom = 0
        var format: Int32 = 0
        var itemCount: UInt = 0, bytesAfter: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(
            display, window, XInternAtom(display, name, 0), 0, 1024, 0, Atom(AnyPropertyType),
            &actualType, &format, &itemCount, &bytesAfter, &data)
        guard status == Success, actualType != 0, let data else { return nil }
        defer { XFree(data) }
        return body(actualType, format, Int(itemCount), data)
    }

    package func protocols(of window: Window) -> [String] {
        var list: UnsafeMutablePointer<Atom>?
        var count: Int32 = 0
        guard XGetWMProtocols(display, window, &list, &count) != 0, let list else { return [] }
        defer { XFree(list) }
        return (0..<Int(count)).compactMap { index in
            XGetAtomName(display, list[index]).map { name in
                defer { XFree(name) }
                return String(cString: name)
            }
        }
    }

    package func normalHints(of window: Window) -> XSizeHints? {
        var hints = XSizeHints()
        var supplied = 0
        return XGetWMNormalHints(display, window, &hints, &supplied) != 0 ? hints : nil
    }

    /// The screen's visuals of a depth (TrueColor only).
    package func trueColorVisuals(depth: Int32) -> [VisualID] {
        var template = XVisualInfo()
        template.depth = depth
        template.`class` = TrueColor
        var count: Int32 = 0
        guard let list = XGetVisualInfo(display, Int(VisualDepthMask | VisualClassMask), &template, &count)
        else { return [] }
        defer { XFree(list) }
        return (0..<Int(count)).map { list[$0].visualid }
    }
}
