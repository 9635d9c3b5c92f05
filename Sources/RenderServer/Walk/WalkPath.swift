import CoreAnimationValues
import Foundation

/// The nodes on the path a draw-list walk is on, by slot, and its depth.
///
/// The model is always a tree, but the render tree is put together from
/// commits made on several threads at once: each carries the layers its own
/// transaction changed, so for a moment a layer moved on one thread can be
/// listed under its old parent (not yet committed) and its new one (already
/// committed), and two moves can make a loop. The walk draws such a layer
/// once on the path and stops at a loop or past twice the model's deepest
/// tree, reported once, until the next commits mend the tree.
///
/// - Note: Render thread (the walk's thread); leaves walked on helper
///   threads never enter it.
package final class WalkPath {
    /// Deeper than any tree the model allows (`CALayer.maximumTreeDepth` is
    /// 1,000): only stale commits put together can make such a path.
    static let maximumDepth = 2_000

    private let marks: UnsafeMutableBufferPointer<Bool>
    private var depth = 0

    package init(nodes: Int) {
        marks = .allocate(capacity: max(nodes, 1))
        marks.initialize(repeating: false)
    }

    func release() { marks.deallocate() }

    /// Puts `slot` on the path; false (the node is not walked) when it is
    /// already on it or the path is too deep.
    func enter(_ slot: Int) -> Bool {
        guard slot < marks.count else { return true }
        if marks[slot] {
            Diagnostics.reportOnce(cause: "render tree loop",
                                   "a layer was found inside itself in the render tree (layers moved on several threads at once, committed in pieces); it is drawn where first met until the next commit")
            return false
        }
        if depth >= Self.maximumDepth {
            Diagnostics.reportOnce(cause: "render tree too deep",
                                   "the render tree is more than \(Self.maximumDepth) layers deep (layers moved on several threads at once, committed in pieces); deeper layers are left out until the next commit")
            return false
        }
        marks[slot] = true
        depth += 1
        return true
    }

    func leave(_ slot: Int) {
        guard slot < marks.count else { return }
        marks[slot] = false
        depth -= 1
    }
}
