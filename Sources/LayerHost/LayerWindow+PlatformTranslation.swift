import Foundation
import X11Platform

/// The window's public events made from the X11 platform's `PlatformEvent`s.
///
/// Pure mapping; used on the main thread as events arrive.
extension LayerWindow.Event {
    /// The public event for `event`; nil for what a program need not see
    /// (exposures, which the render server answers by itself; another
    /// client's forged notices, which the window reports). The window
    /// destroyed and the lost connection are both `.destroyed`: the window
    /// is gone either way.
    init?(_ event: PlatformEvent) {
        switch event {
        case .pointerDown(_, let pointer): self = .pointerDown(pointer)
        case .pointerUp(_, let pointer): self = .pointerUp(pointer)
        case .pointerMoved(_, let pointer): self = .pointerMoved(pointer)
        case .wheel(_, let wheel): self = .wheel(wheel)
        case .keyDown(_, let key): self = .keyDown(key)
        case .keyUp(_, let key): self = .keyUp(key)
        case .resized(_, let width, let height): self = .resized(CGSize(width: width, height: height))
        case .focusIn: self = .focusGained
        case .focusOut: self = .focusLost
        case .closeRequested: self = .closeRequested
        case .destroyed, .connectionLost: self = .destroyed
        case .exposed, .forgeryIgnored: return nil
        }
    }
}

extension PlatformEvent {
    /// The event with its pointer or wheel location divided by `scale`
    /// (window pixels to points); other events as they are (a size stays in
    /// pixels, for the window's surface).
    func inPoints(scale: CGFloat) -> PlatformEvent {
        func scaled(_ pointer: PointerEvent) -> PointerEvent {
            var pointer = pointer
            pointer.location = CGPoint(x: pointer.location.x / scale, y: pointer.location.y / scale)
            return pointer
        }
        switch self {
        case .pointerDown(let window, let pointer): return .pointerDown(window: window, scaled(pointer))
        case .pointerUp(let window, let pointer): return .pointerUp(window: window, scaled(pointer))
        case .pointerMoved(let window, let pointer): return .pointerMoved(window: window, scaled(pointer))
        case .wheel(let window, var wheel):
            wheel.location = CGPoint(x: wheel.location.x / scale, y: wheel.location.y / scale)
            return .wheel(window: window, wheel)
        default: return self
        }
    }
}
