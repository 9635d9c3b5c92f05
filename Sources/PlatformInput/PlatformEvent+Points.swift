import Foundation

extension PlatformEvent {
    /// The event with its pointer, touch or wheel location divided by `scale`
    /// (window pixels to points); other events as they are (a size stays in
    /// pixels, for the window's surface).
    package func inPoints(scale: CGFloat) -> PlatformEvent {
        func scaled(_ pointer: PointerEvent) -> PointerEvent {
            var pointer = pointer
            pointer.location = CGPoint(x: pointer.location.x / scale, y: pointer.location.y / scale)
            return pointer
        }
        switch self {
        case .pointerDown(let window, let pointer): return .pointerDown(window: window, scaled(pointer))
        case .pointerUp(let window, let pointer): return .pointerUp(window: window, scaled(pointer))
        case .pointerMoved(let window, let pointer): return .pointerMoved(window: window, scaled(pointer))
        case .touch(let window, var touch):
            touch.location = CGPoint(x: touch.location.x / scale, y: touch.location.y / scale)
            return .touch(window: window, touch)
        case .wheel(let window, var wheel):
            wheel.location = CGPoint(x: wheel.location.x / scale, y: wheel.location.y / scale)
            return .wheel(window: window, wheel)
        default: return self
        }
    }
}
