import CX11
import Foundation

/// What a desktop does with a window beyond its size and title: the icon a
/// task bar shows (`_NET_WM_ICON`) and full screen (EWMH's
/// `_NET_WM_STATE_FULLSCREEN`, or by hand where no window manager runs).
/// Main thread only.
extension X11Window {
    /// Sets the window's icon to `argb`, `width` × `height` pixels in rows
    /// from the top, each 0xAARRGGBB with straight (not premultiplied)
    /// alpha, as EWMH's `_NET_WM_ICON` has it; nil removes it. Sides must be
    /// 1…1,024 and `argb` must hold every pixel; otherwise nothing changes
    /// and false is returned.
    @discardableResult
    package func setIcon(width: Int, height: Int, argb: [UInt32]?) -> Bool {
        assertMainThread()
        guard !isClosed, connection.checkConnected() else { return false }
        let property = XInternAtom(display, "_NET_WM_ICON", 0)
        guard let argb else {
            XDeleteProperty(display, id, property)
            connection.flush()
            return true
        }
        guard (1...1024).contains(width), (1...1024).contains(height), argb.count == width * height else {
            return false
        }
        // Format 32 is C longs on the client side, whatever their size.
        let longs = [UInt(width), UInt(height)] + argb.map(UInt.init)
        longs.withUnsafeBytes { bytes in
            _ = XChangeProperty(display, id, property, XA_CARDINAL, 32, PropModeReplace,
                                bytes.bindMemory(to: UInt8.self).baseAddress, Int32(longs.count))
        }
        connection.flush()
        return true
    }

    /// Whether a window manager that speaks EWMH runs on the screen and
    /// offers full screen (`_NET_SUPPORTED` names `_NET_WM_STATE_FULLSCREEN`).
    var windowManagerOffersFullScreen: Bool {
        let supported = XInternAtom(display, "_NET_SUPPORTED", 0)
        let fullScreen = XInternAtom(display, "_NET_WM_STATE_FULLSCREEN", 0)
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let read = XGetWindowProperty(display, connection.rootWindow, supported, 0, 4096, 0, XA_ATOM, &type, &format,
                                      &count, &after, &data)
        connection.eventsMayBeQueued()
        guard read == Success, let data else { return false }
        defer { XFree(data) }
        guard format == 32 else { return false }
        return data.withMemoryRebound(to: UInt.self, capacity: Int(count)) { atoms in
            (0..<Int(count)).contains { Atom(atoms[$0]) == fullScreen }
        }
    }

    /// Asks for full screen or back. With an EWMH window manager, the
    /// window's `_NET_WM_STATE` says so (and the manager is asked, once the
    /// window is shown); without one, the window covers the screen at its
    /// top-left corner, and `windowedFrame` (what it was before) brings it
    /// back. The new size comes as `.resized`, as any.
    package func setFullScreen(_ fullScreen: Bool, windowedFrame: (x: Int, y: Int, width: Int, height: Int)?) {
        assertMainThread()
        guard !isClosed, connection.checkConnected() else { return }
        let state = XInternAtom(display, "_NET_WM_STATE", 0)
        let fullScreenAtom = XInternAtom(display, "_NET_WM_STATE_FULLSCREEN", 0)
        if fullScreen {
            var atoms = [UInt(fullScreenAtom)]
            XChangeProperty(display, id, state, XA_ATOM, 32, PropModeReplace,
                            atoms.withUnsafeMutableBytes { $0.bindMemory(to: UInt8.self).baseAddress }, 1)
        } else {
            XDeleteProperty(display, id, state)
        }
        if windowManagerOffersFullScreen {
            guard isVisible else {
                connection.flush()
                return
            }
            var message = XEvent()
            message.xclient.type = ClientMessage
            message.xclient.window = id
            message.xclient.message_type = state
            message.xclient.format = 32
            message.xclient.data.l.0 = fullScreen ? 1 : 0  // _NET_WM_STATE_ADD or _REMOVE
            message.xclient.data.l.1 = Int(fullScreenAtom)
            message.xclient.data.l.3 = 1  // from a normal application
            XSendEvent(display, connection.rootWindow, 0, SubstructureRedirectMask | SubstructureNotifyMask, &message)
        } else if fullScreen {
            let screen = connection.screenSize.pixels
            XMoveResizeWindow(display, id, 0, 0, UInt32(screen.width), UInt32(screen.height))
        } else if let frame = windowedFrame {
            XMoveResizeWindow(display, id, Int32(frame.x), Int32(frame.y), UInt32(max(1, frame.width)),
                              UInt32(max(1, frame.height)))
        }
        connection.flush()
    }

    /// Where the window is on the screen (its top-left corner in root
    /// coordinates) and its size, as the server has them now.
    package var frameOnScreen: (x: Int, y: Int, width: Int, height: Int) {
        var x: Int32 = 0, y: Int32 = 0, child: Window = 0
        XTranslateCoordinates(display, id, connection.rootWindow, 0, 0, &x, &y, &child)
        connection.eventsMayBeQueued()
        return (Int(x), Int(y), width, height)
    }

    /// A configure came: the window may be somewhere else now.
    func notePlaceMayHaveChanged() {
        placeMayHaveChanged = true
    }

    /// The window's frame on the screen when a configure came since the
    /// last call (a round trip reads where it is), else nil.
    package func takePlaceChange() -> (x: Int, y: Int, width: Int, height: Int)? {
        assertMainThread()
        guard placeMayHaveChanged, !isClosed, connection.checkConnected() else { return nil }
        placeMayHaveChanged = false
        return frameOnScreen
    }
}
