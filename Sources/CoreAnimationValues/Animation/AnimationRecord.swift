import Foundation

/// An animation attached to a layer under a key, as a commit carries it.
///
/// An immutable value; safe on any thread.
package struct AnimationRecord: Sendable {
    package var key: String
    package var descriptor: AnimationDescriptor

    package init(key: String, descriptor: AnimationDescriptor) {
        self.key = key
        self.descriptor = descriptor
    }
}
