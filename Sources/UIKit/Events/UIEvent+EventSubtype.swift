import Foundation

extension UIEvent {
    /// A finer kind of event, as Apple's `UIEvent.EventSubtype`. A plain value, any thread.
    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
    }
}
