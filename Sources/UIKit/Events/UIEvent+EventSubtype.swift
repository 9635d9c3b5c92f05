import Foundation

extension UIEvent {
    /// A finer kind of event, as Apple's `UIEvent.EventSubtype`. A plain value, any thread.
    public enum EventSubtype: Int, Sendable {
        /// No finer kind; what every event here reports.
        case none = 0
        /// The device was shaken; never produced here.
        case motionShake = 1
    }
}
