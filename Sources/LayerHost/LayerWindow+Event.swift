import Foundation

extension LayerWindow {
    /// Something that happened to the window: input, a new size, focus, a
    /// close request, its end. Delivered on the main thread through `LayerWindow.onEvent`.
    ///
    /// Locations are in window points, origin at the top-left, y down: the
    /// coordinate space of `rootLayer`, so `rootLayer.hitTest(location)`
    /// finds the layer under the pointer. Timestamps are `CACurrentMediaTime()`
    /// seconds (the monotonic clock) of the moment the X server saw the input.
    public enum Event: Equatable, Sendable {
        /// A pointer button went down.
        case pointerDown(PointerEvent)
        /// A pointer button went up.
        case pointerUp(PointerEvent)
        /// The pointer moved (a drag when `pressedButtons` is not empty).
        case pointerMoved(PointerEvent)
        /// A finger on a touchscreen went down, moved, lifted or was taken
        /// away (several may be down at once, told apart by `id`).
        case touch(TouchEvent)
        /// A wheel or touchpad scroll step.
        case wheel(WheelEvent)
        /// A key went down (again, for a held key's repeats: `isRepeat`).
        case keyDown(KeyEvent)
        /// A key went up.
        case keyUp(KeyEvent)
        /// The window's size changed; `rootLayer.bounds` already has the new size.
        case resized(CGSize)
        /// The window's pixels per point changed (`LayerWindow.scale`): it
        /// moved to a monitor of another density, or the desktop's setting
        /// changed. Its size in points stays; layers drawn from images at
        /// the old scale may want new ones.
        case scaleChanged(CGFloat)
        /// The window got the keyboard focus.
        case focusGained
        /// The window lost the keyboard focus.
        case focusLost
        /// The window manager asked to close the window (its close button).
        /// Delivered after `shouldClose` answered; when it answered true the
        /// window closes right after this event.
        case closeRequested
        /// The window is gone without the app closing it: another program
        /// destroyed it, or the connection to the X server was closed (the
        /// server shut down, or another client killed this one). The window
        /// is closed by then (`isClosed`), nothing more is drawn and `run()`
        /// returns; one report (`Diagnostics`) says which happened.
        case destroyed
    }
}
