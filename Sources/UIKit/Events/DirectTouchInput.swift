import Foundation

/// Turns the host window's touchscreen fingers into `UITouch`es, several at
/// once: a finger going down hit tests the front window under it and keeps
/// that view until it lifts; every finger down belongs to one `UIEvent`
/// (its `allTouches`), and each delivery carries the fingers that changed,
/// the others `.stationary` (which no responder is told of, as on iOS).
/// Quick taps in the same place count up `tapCount`.
///
/// Main thread only.
@MainActor
final class DirectTouchInput {
    /// The touches down, by the platform's touch id.
    private var touches: [Int: UITouch] = [:]
    /// Fingers that went down where no view takes touches: their moves and end are dropped.
    private var untracked: Set<Int> = []
    private var event: UIEvent?
    private var lastTap: (time: TimeInterval, location: CGPoint, count: Int)?

    /// How many fingers are down on a view.
    var count: Int { touches.count }

    /// Handles one finger's change; `windows` are front to back.
    func handle(_ finger: LayerWindow.TouchEvent, windows: [UIWindow], application: UIApplication) {
        switch finger.phase {
        case .began:
            begin(finger, windows: windows, application: application)
        case .moved, .ended, .cancelled:
            if untracked.contains(finger.id) {
                if finger.phase != .moved { untracked.remove(finger.id) }
                return
            }
            guard let touch = touches[finger.id], let window = touch.window else { return }
            let phase: UITouch.Phase = finger.phase == .moved ? .moved : finger.phase == .ended ? .ended : .cancelled
            send(touch, to: PointerTouchInput.windowPoint(finger.location, in: window), at: finger.timestamp,
                 phase: phase, modifiers: UIKeyModifierFlags(finger.modifierFlags), application: application)
            if phase == .ended { lastTap = (finger.timestamp, finger.location, touch.tapCount) }
        }
    }

    /// Ends every finger down as cancelled (the window lost the focus).
    func cancelAll(application: UIApplication) {
        untracked = []
        for touch in touches.values.sorted(by: { $0.timestamp < $1.timestamp }) {
            send(touch, to: touch.windowLocation, at: CACurrentMediaTime(), phase: .cancelled, modifiers: [],
                 application: application)
        }
    }

    private func begin(_ finger: LayerWindow.TouchEvent, windows: [UIWindow], application: UIApplication) {
        // A finger that begins again without having ended (an end the
        // platform lost) ends the old touch first, as cancelled.
        if let stale = touches[finger.id] {
            send(stale, to: stale.windowLocation, at: finger.timestamp, phase: .cancelled, modifiers: [],
                 application: application)
        }
        untracked.remove(finger.id)
        let event = self.event ?? UIEvent(type: .touches, timestamp: finger.timestamp)
        event.modifierFlags = UIKeyModifierFlags(finger.modifierFlags)
        for window in windows where !window.isHidden {
            let local = PointerTouchInput.windowPoint(finger.location, in: window)
            guard window.bounds.contains(local) else { continue }
            // A window that takes no touch there lets it through to the windows behind.
            guard let view = window.hitTest(local, with: event) else { continue }
            let made = UITouch(location: local, timestamp: finger.timestamp,
                               tapCount: tapCount(at: finger.location, time: finger.timestamp), view: view,
                               window: window)
            for other in event.touchList { other.phase = .stationary }
            event.touchList.append(made)
            event.timestamp = finger.timestamp
            touches[finger.id] = made
            self.event = event
            application.sendEvent(event)
            return
        }
        untracked.insert(finger.id)
    }

    private func send(_ touch: UITouch, to location: CGPoint, at time: TimeInterval, phase: UITouch.Phase,
                      modifiers: UIKeyModifierFlags, application: UIApplication) {
        guard let event else { return }
        for other in event.touchList where other !== touch { other.phase = .stationary }
        touch.move(to: location, at: time, phase: phase)
        event.timestamp = time
        event.modifierFlags = modifiers
        application.sendEvent(event)
        guard phase == .ended || phase == .cancelled else { return }
        event.touchList.removeAll { $0 === touch }
        touches = touches.filter { $0.value !== touch }
        if touches.isEmpty { self.event = nil }
    }

    private func tapCount(at location: CGPoint, time: TimeInterval) -> Int {
        guard touches.isEmpty, let lastTap, time >= lastTap.time,
              time - lastTap.time <= PointerTouchInput.tapInterval,
              lastTap.location.distance(to: location) <= PointerTouchInput.tapDistance
        else { return 1 }
        return lastTap.count + 1
    }
}
