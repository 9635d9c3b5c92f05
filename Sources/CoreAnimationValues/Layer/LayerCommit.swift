import Foundation

/// What one outermost transaction commit changed, as a plain value for the render server.
///
/// Carries only the layers that changed (each whole, with its children by
/// id) and the ids of layers that no longer exist. Immutable and `Sendable`:
/// built on the committing thread, consumed on the render thread.
package struct LayerCommit: Sendable {
    /// Increases by one with every commit of the process.
    package var sequence: UInt64
    /// `CACurrentMediaTime()` when the commit was built.
    package var time: Double
    package var layers: [LayerSnapshot]
    package var destroyed: [LayerID]

    package init(sequence: UInt64, time: Double, layers: [LayerSnapshot], destroyed: [LayerID]) {
        self.sequence = sequence
        self.time = time
        self.layers = layers
        self.destroyed = destroyed
    }
}
