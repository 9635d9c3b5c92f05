import Foundation

extension UITouch {
    /// Where a touch comes from, as Apple's `UITouch.TouchType`. A plain value, any thread.
    public enum TouchType: Int, Sendable {
        case direct = 0
        case indirect = 1
        case pencil = 2
        case indirectPointer = 3
    }
}
