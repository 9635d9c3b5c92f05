import Foundation

/// Turns the host window's primary-button press, drags and release into one
/// touch each: the press hit tests the front window under the pointer, and
/// the touch then follows the pointer until the release. Quick presses in
/// the same place count up `tapCount`. Other buttons are ignored.
///
/// Main thread only.
@MainActor
final class PointerTouchInput {
    private var touch: UITouch?
    private var event: UIEvent?
    private var lastTap: (time: TimeInterval, location: CGPoint, count: Int)?

    /// How soon and how near a press must follow the last release to count as the next tap.
    static let tapInterval: TimeInterval = 0.35
    static let tapDistance: CGFloat = 20

    var isTracking: Bool { touch != nil }

    /// Handles one pointer event; `windows` are front to back.
    func handle(_ hostEvent: LayerWindow.Event, pointer: LayerWindow.PointerEvent, windows: [UIWindow],
                application: UIApplication) {
        switch hostEvent {
        case .pointerDown where pointer.button == .primary:
            begin(pointer, windows: windows, application: application)
        case .pointerMoved where pointer.pressedButtons.contains(.primary):
            update(pointer, phase: .moved, application: application)
        case .pointerUp where pointer.button == .primary:
            update(pointer, phase: .ended, application: application)
        default:
            break
        }
    }

    /// Ends a touch under way as cancelled (the window lost the focus).
    func cancel(application: UIApplication) {
        guard let touch else { return }
        update(location: touch.windowLocation, time: CACurrentMediaTime(), phase: .cancelled,
               modifiers: [], application: application)
    }

    private func begin(_ pointer: LayerWindow.PointerEvent, windows: [UIWindow], application: UIApplication) {
        guard touch == nil else { return }
        for window in windows where !window.isHidden {
            let local = Self.windowPoint(pointer.location, in: window)
            guard window.bounds.contains(local) else { continue }
            let event = UIEvent(type: .touches, timestamp: pointer.timestamp)
            event.modifierFlags = UIKeyModifierFlags(pointer.modifierFlags)
            // A window that takes no touch there lets it through to the windows behind.
            guard let view = window.hitTest(local, with: event) else { continue }
            let count = tapCount(at: pointer.location, time: pointer.timestamp)
            let made = UITouch(location: local, timestamp: pointer.timestamp, tapCount: count, view: view, window: window)
            event.touchList = [made]
            touch = made
            self.event = event
            application.sendEvent(event)
            return
        }
    }

    private func update(_ pointer: LayerWindow.PointerEvent, phase: UITouch.Phase, application: UIApplication) {
        guard let touch, let window = touch.window else { return }
        update(location: Self.windowPoint(pointer.location, in: window), time: pointer.timestamp, phase: phase,
               modifiers: UIKeyModifierFlags(pointer.modifierFlags), application: application)
        if phase == .ended {
            lastTap = (pointer.timestamp, pointer.location, touch.tapCount)
        }
    }

    private func update(location: CGPoint, time: TimeInterval, phase: UITouch.Phase,
                        modifiers: UIKeyModifierFlags, application: UIApplication) {
        guard let touch, let event else { return }
        touch.move(to: location, at: time, phase: phase)
        event.timestamp = time
        event.modifierFlags = modifiers
        application.sendEvent(event)
        if phase == .ended || phase == .cancelled {
            self.touch = nil
            self.event = nil
        }
    }

    private func tapCount(at location: CGPoint, time: TimeInterval) -> Int {
        guard let lastTap, time >= lastTap.time, time - lastTap.time <= Self.tapInterval,
              lastTap.location.distance(to: location) <= Self.tapDistance
        else { return 1 }
        return lastTap.count + 1
    }

    /// A host-window point (the screen) in `window`'s coordinates.
    static func windowPoint(_ point: CGPoint, in window: UIWindow) -> CGPoint {
        if let superlayer = window.layer.superlayer { return window.layer.convert(point, from: superlayer) }
        return CGPoint(x: point.x - window.frame.minX + window.bounds.minX,
                       y: point.y - window.frame.minY + window.bounds.minY)
    }
}
