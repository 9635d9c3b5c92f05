import Foundation

/// One thing that happened to a window, in the words every platform shares:
/// input, geometry, scale, focus, a close request, the window destroyed by
/// another program, or the connection to the display dropping. A platform
/// (X11, the tests' own) makes them; the window host reads them.
///
/// Plain values, safe to send to any thread. Locations are in the window's
/// pixels as a platform makes them (the host turns them into points),
/// origin at the top-left, y down, as UIKit's. Timestamps are seconds on the
/// monotonic clock that `CACurrentMediaTime()` reads.
///
/// `package`, not public: a program sees `LayerWindow.Event`, which carries
/// the same input values (`PointerEvent`, `KeyEvent`, `WheelEvent`: one
/// vocabulary, made here) without the window's identity; UIKit (in this
/// package) turns those into `UITouch`/`UIEvent`.
package enum PlatformEvent: Sendable, Equatable {
    case pointerDown(window: PlatformWindowID, PointerEvent)
    case pointerUp(window: PlatformWindowID, PointerEvent)
    case pointerMoved(window: PlatformWindowID, PointerEvent)
    /// A finger on a touchscreen went down, moved, lifted or was taken away.
    case touch(window: PlatformWindowID, TouchEvent)
    /// A wheel or touchpad scroll step (X buttons 4–7).
    case wheel(window: PlatformWindowID, WheelEvent)
    case keyDown(window: PlatformWindowID, KeyEvent)
    case keyUp(window: PlatformWindowID, KeyEvent)
    /// The window's size changed (by the app, the user or the window manager).
    case resized(window: PlatformWindowID, width: Int, height: Int)
    /// The window moved on the screen (its size did not change): a
    /// platform that follows monitors looks at where it is now.
    case moved(window: PlatformWindowID)
    /// Part of the window lost its pixels and must be drawn again. One event
    /// per burst of X expose rectangles.
    case exposed(window: PlatformWindowID)
    /// The window manager asks to close the window (WM_DELETE_WINDOW). The
    /// window stays open until the app calls `close()`.
    case closeRequested(window: PlatformWindowID)
    /// Another program destroyed the window (on X11: `XDestroyWindow`,
    /// `xdotool windowclose`, `xkill` on a window manager's frame, seen as
    /// its DestroyNotify or as a `BadWindow`/`BadDrawable` error naming it).
    /// Reported once; the platform's window is closed by then, and nothing
    /// may draw into it any more.
    case destroyed(window: PlatformWindowID)
    case focusIn(window: PlatformWindowID)
    case focusOut(window: PlatformWindowID)
    /// The connection to the display server broke; reported once, after
    /// which the connection yields no more events. `reason` says so in words
    /// (the platform's error, described).
    case connectionLost(reason: String)
    /// The pixels per point the window should have changed (it moved to a
    /// monitor of another density, or the desktop's setting changed); its
    /// size in points stays, its size in pixels follows.
    case scaleChanged(window: PlatformWindowID, scale: CGFloat)
    /// Another client sent a synthetic event (`XSendEvent`) that would have
    /// resized or closed the window, which it did not do: ignored, and named
    /// here (`what`) so that the host can say so once.
    case forgeryIgnored(window: PlatformWindowID, what: String)

    /// The window the event belongs to (nil for `.connectionLost`).
    package var window: PlatformWindowID? {
        switch self {
        case .pointerDown(let w, _), .pointerUp(let w, _), .pointerMoved(let w, _), .wheel(let w, _), .touch(let w, _),
            .keyDown(let w, _), .keyUp(let w, _),
            .resized(let w, _, _), .moved(let w), .exposed(let w), .closeRequested(let w), .destroyed(let w),
            .focusIn(let w), .focusOut(let w), .forgeryIgnored(let w, _), .scaleChanged(let w, _):
            return w
        case .connectionLost: return nil
        }
    }
}

/// A window's identity in events: a number the platform gives each of its
/// windows (the X window id, an XID, on X11).
package struct PlatformWindowID: Hashable, Sendable, CustomStringConvertible {
    package var rawValue: UInt
    package init(_ rawValue: UInt) { self.rawValue = rawValue }
    package var description: String { "0x" + String(rawValue, radix: 16) }
}
