import Foundation

/// A scroll step. Signs follow AppKit and GLFW: `dy` is +1 for wheel up
/// (button 4), −1 for down (5); `dx` is +1 for left (6), −1 for right (7).
package struct WheelEvent: Sendable, Equatable {
    package var window: PlatformWindowID
    package var location: CGPoint
    package var dx: CGFloat
    package var dy: CGFloat
    package var modifiers: KeyModifierFlags
    package var timestamp: TimeInterval

    package init(
        window: PlatformWindowID, location: CGPoint, dx: CGFloat, dy: CGFloat,
        modifiers: KeyModifierFlags, timestamp: TimeInterval
    ) {
        self.window = window
        self.location = location
        self.dx = dx
        self.dy = dy
        self.modifiers = modifiers
        self.timestamp = timestamp
    }
}
