import Foundation

/// A key press, as Apple's `UIPress` (iOS 13.4's hardware-keyboard presses):
/// its phase and its `key`. Main thread only.
@preconcurrency @MainActor
open class UIPress: NSObject {
    /// What the press is doing now.
    open internal(set) var phase: UIPress.Phase
    /// When it changed, in `CACurrentMediaTime()` seconds.
    open internal(set) var timestamp: TimeInterval
    /// The key pressed.
    open internal(set) var key: UIKey?
    /// The responder the press was sent to first.
    open internal(set) weak var responder: UIResponder?
    /// The window with the keyboard focus.
    open internal(set) weak var window: UIWindow?

    init(phase: UIPress.Phase, timestamp: TimeInterval, key: UIKey?) {
        self.phase = phase
        self.timestamp = timestamp
        self.key = key
        super.init()
    }
}
