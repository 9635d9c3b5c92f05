import CoreAnimationValues
import Foundation

/// The render server's own layer tree, fed only by commits.
///
/// Nodes are keyed by `LayerID`; a commit replaces the changed layers' values
/// and children, replaces their animation lists when those changed, and drops
/// destroyed layers. One thread at a time, checked (`confinement`): the
/// render server's thread, or whoever holds a `CommittedTree`'s lock.
///
/// Nodes live in one dense array (a *slot* per node, found by id through a
/// dictionary; a destroyed node's slot takes the last node), so that a frame
/// reads each node in place (`withNodes`) instead of copying it out of a
/// dictionary with all its references retained.
/// - Complexity: applying a commit is O(changed layers + their children).
package final class RenderTree {
    private var storage: [RenderNode] = []
    /// The id of the node in each slot.
    private var ids: [LayerID] = []
    private var slots: [LayerID: Int] = [:]
    /// Each node's sublayers as slots in drawing order, made on first use
    /// after a commit touched the node or one of its sublayers (see `drawingOrder`).
    private var drawingOrders: [[Int]?] = []
    /// The old appearance of each layer with a transition, by layer (see `TransitionSnapshot`).
    package private(set) var transitionSnapshots: [LayerID: TransitionSnapshot] = [:]
    /// The media time of the last frame built from this tree; a transition's
    /// old appearance is taken at that time (what was last on screen).
    package var lastFrameTime: Double?
    /// Drawn content (shapes, gradients, text) rasterized in earlier frames.
    package let drawnContents = DrawnContentCache()
    /// Emitter simulations and replicator state kept between frames.
    package let instancedContents = InstancedContentCache()
    /// The sequence number of the last commit applied.
    package private(set) var lastSequence: UInt64 = 0

    /// The thread the tree may be used on (`apply` and each frame's `DrawListBuilder.build` check it).
    package let confinement = ThreadConfinement()

    package init() {}

    /// The node with this id, as a copy; nil when the tree has none.
    package subscript(id: LayerID) -> RenderNode? {
        slots[id].map { storage[$0] }
    }

    /// How many nodes the tree holds.
    package var count: Int { storage.count }

    /// The slot of the node with this id (valid until the next `apply`).
    func slot(of id: LayerID) -> Int? { slots[id] }

    /// The id of the node in `slot`.
    func id(inSlot slot: Int) -> LayerID { ids[slot] }

    /// The slots of the sublayers of the node in `slot`, in drawing order:
    /// increasing zPosition (as committed), insertion order among equals;
    /// sublayers missing from the tree are left out.
    ///
    /// - Complexity: O(1) once made; made in O(sublayers), or O(s log s) to
    ///   sort, after a commit changes the node, a sublayer, or the set of nodes.
    func drawingOrder(ofSlot slot: Int) -> [Int] {
        if let order = drawingOrders[slot] { return order }
        var order: [Int] = []
        order.reserveCapacity(storage[slot].sublayers.count)
        var uniform = true
        for id in storage[slot].sublayers {
            guard let child = slots[id] else { continue }
            if let first = order.first, storage[child].values.value.zPosition != storage[first].values.value.zPosition {
                uniform = false
            }
            order.append(child)
        }
        if !uniform {
            order = order.indices.sorted {
                let a = storage[order[$0]].values.value.zPosition, b = storage[order[$1]].values.value.zPosition
                return a != b ? a < b : $0 < $1
            }.map { order[$0] }
        }
        drawingOrders[slot] = order
        return order
    }

    /// Calls `body` with every node by slot, read in place.
    /// (The walk's helper threads call it for a frame the owner builds: not checked here.)
    func withNodes<Result>(_ body: (UnsafeBufferPointer<RenderNode>) throws -> Result) rethrows -> Result {
        try storage.withUnsafeBufferPointer(body)
    }

    /// Applies a commit; commits must arrive in order (older ones are ignored).
    package func apply(_ commit: LayerCommit) {
        confinement.check(in: "RenderTree")
        guard commit.sequence > lastSequence else { return }
        lastSequence = commit.sequence
        snapshotTransitions(in: commit)
        // Orders hold slots: a node added or removed (slots move) redoes them all.
        if !commit.destroyed.isEmpty || commit.layers.contains(where: { slots[$0.id] == nil }) {
            drawingOrders = [[Int]?](repeating: nil, count: drawingOrders.count)
        }
        reserveSlots(for: commit)
        for snapshot in commit.layers {
            let slot: Int
            if let existing = slots[snapshot.id] {
                slot = existing
                // Its sublayers, or its zPosition among its siblings, may change.
                drawingOrders[slot] = nil
                if let parent = storage[slot].parent, let parentSlot = slots[parent] { drawingOrders[parentSlot] = nil }
            } else {
                slot = storage.count
                storage.append(RenderNode(values: snapshot.values))
                ids.append(snapshot.id)
                drawingOrders.append(nil)
                slots[snapshot.id] = slot
            }
            // Children dropped from this layer lose their parent link unless re-parented below.
            let previous = storage[slot].sublayers
            if !previous.isEmpty && previous != snapshot.sublayers {
                let kept = Set(snapshot.sublayers)
                for old in previous where !kept.contains(old) {
                    clearParent(of: old, ifItIs: snapshot.id)
                }
            }
            if let oldMask = storage[slot].mask, oldMask != snapshot.mask {
                clearParent(of: oldMask, ifItIs: snapshot.id)
            }
            storage[slot].values = snapshot.values
            storage[slot].sublayers = snapshot.sublayers
            storage[slot].mask = snapshot.mask
            if let animations = snapshot.animations { storage[slot].animations = animations }
        }
        for snapshot in commit.layers {
            for child in snapshot.sublayers {
                if let slot = slots[child] { storage[slot].parent = snapshot.id }
            }
            if let mask = snapshot.mask, let slot = slots[mask] { storage[slot].parent = snapshot.id }
            // A layer that moved to another parent changes that parent's order too.
            if let slot = slots[snapshot.id], let parent = storage[slot].parent, let parentSlot = slots[parent] {
                drawingOrders[parentSlot] = nil
            }
        }
        for id in commit.destroyed {
            remove(id)
        }
    }

    /// Makes room for the layers `commit` adds in one step: exactly as
    /// many when they outgrow the arrays by more than half (a big tree's
    /// first commit), else half as much again, so that a growing tree is
    /// not copied at every commit. Appending alone would double the arrays,
    /// and a node is most of a kilobyte.
    private func reserveSlots(for commit: LayerCommit) {
        guard storage.count + commit.layers.count > storage.capacity else { return }
        let added = commit.layers.reduce(0) { $0 + (slots[$1.id] == nil ? 1 : 0) }
        let needed = storage.count + added
        guard needed > storage.capacity else { return }
        let capacity = max(needed, storage.capacity + storage.capacity / 2)
        storage.reserveCapacity(capacity)
        ids.reserveCapacity(capacity)
        drawingOrders.reserveCapacity(capacity)
    }

    /// Freezes the current appearance of every layer to which `commit`
    /// brings a transition it did not have (one with a new begin time):
    /// its subtree as drawn at the last frame's time, in its bounds space.
    /// A layer new in this commit had no appearance: nothing is frozen.
    private func snapshotTransitions(in commit: LayerCommit) {
        for snapshot in commit.layers {
            guard let transition = snapshot.animations?.lastRecord(forKey: "transition")?.descriptor,
                  case .transition = transition.content
            else { continue }
            let begin = transition.timing.beginTime
            if let known = transitionSnapshots[snapshot.id], known.beginTime == begin { continue }
            let old = slots[snapshot.id] == nil
                ? [] : DrawListBuilder.appearance(of: snapshot.id, in: self, at: lastFrameTime ?? begin)
            transitionSnapshots[snapshot.id] = TransitionSnapshot(beginTime: begin, items: old)
        }
    }

    /// Drops the frozen appearances of layers that no longer have the transition they were frozen for.
    func dropFinishedTransitions() {
        guard !transitionSnapshots.isEmpty else { return }
        transitionSnapshots = transitionSnapshots.filter { id, snapshot in
            guard let slot = slots[id],
                  let record = storage[slot].animations.lastRecord(forKey: "transition")
            else { return false }
            return record.descriptor.timing.beginTime == snapshot.beginTime
        }
    }

    private func clearParent(of id: LayerID, ifItIs parent: LayerID) {
        if let slot = slots[id], storage[slot].parent == parent { storage[slot].parent = nil }
    }

    /// Drops a node; the last node moves into its slot.
    private func remove(_ id: LayerID) {
        guard let slot = slots.removeValue(forKey: id) else { return }
        let last = storage.count - 1
        if slot != last {
            storage.swapAt(slot, last)
            ids.swapAt(slot, last)
            drawingOrders.swapAt(slot, last)
            slots[ids[slot]] = slot
        }
        storage.removeLast()
        ids.removeLast()
        drawingOrders.removeLast()
    }
}
