import Foundation

extension UITouch {
    /// Where a touch comes from, as Apple's `UITouch.TouchType`. A plain value, any thread.
    public enum TouchType: Int, Sendable {
        /// A finger on the screen; what every touch here reports, the pointer included.
        case direct = 0
        /// A touch off the screen (a remote's touch surface); never produced here.
        case indirect = 1
        /// A stylus; never produced here.
        case pencil = 2
        /// A mouse or trackpad pointer; not used here, where the pointer reports `.direct`.
        case indirectPointer = 3
    }
}
