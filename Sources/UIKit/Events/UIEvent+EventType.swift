import Foundation

extension UIEvent {
    /// The kind of an event, as Apple's `UIEvent.EventType`. A plain value, any thread.
    public enum EventType: Int, Sendable {
        /// Touches; the host window's primary pointer button makes these.
        case touches = 0
        /// Device motion; never produced here.
        case motion = 1
        /// Media remote commands; never produced here.
        case remoteControl = 2
        /// Key presses (`UIPressesEvent`), from the host window's keyboard.
        case presses = 3
        /// Scroll-wheel or trackpad scrolling; never produced here.
        case scroll = 10
        /// A pointer hovering without a button held; never produced here.
        case hover = 11
        /// A trackpad pinch or rotation; never produced here.
        case transform = 14
    }
}
