import CoreAnimationModel
import Foundation

/// The render server's own layer tree, fed only by commits.
///
/// Nodes are keyed by `LayerID`; a commit replaces the changed layers' values
/// and children, replaces their animation lists when those changed, and drops
/// destroyed layers. Render thread only (it is not synchronised).
/// - Complexity: applying a commit is O(changed layers + their children).
package final class RenderTree {
    package private(set) var nodes: [LayerID: RenderNode] = [:]
    /// The sequence number of the last commit applied.
    package private(set) var lastSequence: UInt64 = 0

    package init() {}

    package subscript(id: LayerID) -> RenderNode? { nodes[id] }

    /// Applies a commit; commits must arrive in order (older ones are ignored).
    package func apply(_ commit: LayerCommit) {
        guard commit.sequence > lastSequence else { return }
        lastSequence = commit.sequence
        for snapshot in commit.layers {
            var node = nodes[snapshot.id] ?? RenderNode(properties: snapshot.properties)
            // Children dropped from this layer lose their parent link unless re-parented below.
            for old in node.sublayers where !snapshot.sublayers.contains(old) {
                if nodes[old]?.parent == snapshot.id { nodes[old]?.parent = nil }
            }
            if let oldMask = node.mask, oldMask != snapshot.mask, nodes[oldMask]?.parent == snapshot.id {
                nodes[oldMask]?.parent = nil
            }
            node.properties = snapshot.properties
            node.sublayers = snapshot.sublayers
            node.mask = snapshot.mask
            if let animations = snapshot.animations { node.animations = animations }
            nodes[snapshot.id] = node
        }
        for snapshot in commit.layers {
            for child in snapshot.sublayers {
                nodes[child]?.parent = snapshot.id
            }
            if let mask = snapshot.mask { nodes[mask]?.parent = snapshot.id }
        }
        for id in commit.destroyed {
            nodes[id] = nil
        }
    }
}
