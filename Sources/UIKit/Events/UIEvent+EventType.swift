import Foundation

extension UIEvent {
    /// The kind of an event, as Apple's `UIEvent.EventType`. A plain value, any thread.
    public enum EventType: Int, Sendable {
        case touches = 0
        case motion = 1
        case remoteControl = 2
        case presses = 3
        case scroll = 10
        case hover = 11
        case transform = 14
    }
}
