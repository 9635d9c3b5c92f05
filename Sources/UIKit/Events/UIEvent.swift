import Foundation

/// An input event: the touches that are down (or just changed), as Apple's
/// `UIEvent`. The application reuses one touch event for a whole touch
/// sequence, as iOS does. Main thread only.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    var touchList: [UITouch] = []
    let eventType: UIEvent.EventType

    init(type: UIEvent.EventType, timestamp: TimeInterval) {
        eventType = type
        self.timestamp = timestamp
        super.init()
    }

    /// The kind of event.
    open var type: UIEvent.EventType { eventType }
    /// A finer kind (motion and remote-control events); `.none` for touches.
    open var subtype: UIEvent.EventSubtype { .none }
    /// When the event happened, in `CACurrentMediaTime()` seconds.
    open internal(set) var timestamp: TimeInterval
    /// The modifier keys held.
    open internal(set) var modifierFlags: UIKeyModifierFlags = []

    /// Every touch of the event; nil for events without touches.
    open var allTouches: Set<UITouch>? {
        eventType == .touches ? Set(touchList) : nil
    }

    /// The touches in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        Set(touchList.filter { $0.window === window })
    }

    /// The touches that began in `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        Set(touchList.filter { $0.view === view })
    }

    /// The touches `gesture` receives.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        Set(touchList.filter { touch in touch.recognizerList.contains { $0 === gesture } })
    }
}
