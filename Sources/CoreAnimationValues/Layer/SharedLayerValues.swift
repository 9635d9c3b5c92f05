import Foundation

/// One layer's values held by reference, so that the model layer, the
/// commit that carries them and the render tree keep one copy between
/// them until the model changes (copy on write).
///
/// Thousands of layers that do not change (or whose animations run on the
/// render server) each keep their values once, not once on each side.
/// Threads: written only by the model layer (`CALayer.state`, under
/// `LayerTreeLock`) and only while it holds the only reference; once a
/// commit has carried it, it is never written again, so the render thread
/// reads it without a lock. `isKnownUniquelyReferenced` orders the two:
/// the render thread's last reads come before its release of the reference.
package final class SharedLayerValues: @unchecked Sendable {
    /// The values. Unchecked for exclusivity: every frame reads each
    /// layer's values in place, and the rule above is what keeps the
    /// accesses apart (a dynamic check per read would cost more and could
    /// not see other threads anyway).
    @exclusivity(unchecked) package var value: LayerProperties

    package init(_ value: LayerProperties) {
        self.value = value
    }

    /// Calls `body` with the values where they lie, for readers that must
    /// not copy them. Valid only during `body`; read only.
    package func withValuePointer<Result>(_ body: (UnsafePointer<LayerProperties>) throws -> Result) rethrows -> Result {
        try withUnsafeMutablePointer(to: &value) { try body(UnsafePointer($0)) }
    }
}
