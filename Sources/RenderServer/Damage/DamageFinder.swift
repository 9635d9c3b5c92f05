import CoreAnimationValues
import CoreGraphics
import Foundation

/// One frame's comparison of its items with the last frame's
/// (`FrameDamage(from:to:)`, whose rules it follows): walks both lists in
/// painter's order, adding the extents of what differs to `damage`.
///
/// A plain value used once, on the render thread.
struct DamageFinder {
    /// Points to the target's pixels.
    let scale: CGFloat
    var damage: FrameDamage

    /// One frame's items, read in place, and where its overlays begin.
    struct Side {
        let items: UnsafeBufferPointer<LayerDraw>
        let overlayStart: Int

        var count: Int { items.count }
        subscript(index: Int) -> UnsafePointer<LayerDraw> { items.baseAddress! + index }
        /// The last index of the subtree of the item at `index`.
        func subtreeEnd(_ index: Int) -> Int { min(index + items[index].descendantCount, items.count - 1) }
    }

    init(scale: CGFloat, damage: FrameDamage) {
        self.scale = scale
        self.damage = damage
    }

    /// Compares the lists pairwise while their layer ids (and subtrees' sizes) agree, then by id.
    mutating func compare(_ oldList: DrawList, _ newList: DrawList) {
        oldList.items.withUnsafeBufferPointer { oldItems in
            newList.items.withUnsafeBufferPointer { newItems in
                let old = Side(items: oldItems, overlayStart: oldList.overlayStart ?? oldItems.count)
                let new = Side(items: newItems, overlayStart: newList.overlayStart ?? newItems.count)
                var o = 0, n = 0
                while o == n, n < min(old.count, new.count), damage.wholeFrame == nil, old[o].pointee.id == new[n].pointee.id {
                    (o, n) = compareSubtree(old, at: o, with: new, at: n)
                }
                guard damage.wholeFrame == nil, o < old.count || n < new.count else { return }
                compareByID(old, from: o, new, from: n)
            }
        }
    }

    /// Compares the item at `o` of `old` with the one at `n` of `new` (the
    /// same layer); returns the indices after what was compared in each.
    private mutating func compareSubtree(_ old: Side, at o: Int, with new: Side, at n: Int) -> (Int, Int) {
        let oldEnd = old.subtreeEnd(o), newEnd = new.subtreeEnd(n)
        if new[n].pointee.dependsOnWholeSubtree || old[o].pointee.dependsOnWholeSubtree {
            // One image of the whole subtree: all of it or nothing.
            var same = oldEnd - o == newEnd - n
            var k = 0
            while same, k <= newEnd - n {
                same = LayerDraw.drawsIdentically(old[o + k], new[n + k])
                k += 1
            }
            if !same {
                addSubtree(old, o)
                addSubtree(new, n)
            }
            return (oldEnd + 1, newEnd + 1)
        }
        if LayerDraw.drawsIdentically(old[o], new[n]) { return (o + 1, n + 1) }
        if oldEnd > o || newEnd > n {
            addSubtree(old, o)
            addSubtree(new, n)
            return (oldEnd + 1, newEnd + 1)
        }
        addItem(old, o)
        addItem(new, n)
        return (o + 1, n + 1)
    }

    /// Compares `new[newStart...]` with `old[oldStart...]` by layer id (the
    /// k-th item of a layer with the k-th): added, removed, changed and
    /// reordered items.
    private mutating func compareByID(_ old: Side, from oldStart: Int, _ new: Side, from newStart: Int) {
        struct Key: Hashable { var id: LayerID, occurrence: Int }
        let oldRange = min(oldStart, old.count)..<old.count
        var oldIndex: [Key: Int] = [:]
        oldIndex.reserveCapacity(oldRange.count)
        var seen: [LayerID: Int] = [:]
        for o in oldRange {
            let id = old[o].pointee.id
            let occurrence = seen[id, default: 0]
            seen[id] = occurrence + 1
            oldIndex[Key(id: id, occurrence: occurrence)] = o
        }
        seen.removeAll(keepingCapacity: true)
        // Old items matched (or inside a subtree compared as one): the rest were removed.
        var covered = [Bool](repeating: false, count: old.count)
        var latestOld = -1
        var n = newStart
        while n < new.count, damage.wholeFrame == nil {
            let id = new[n].pointee.id
            let occurrence = seen[id, default: 0]
            seen[id] = occurrence + 1
            guard let o = oldIndex[Key(id: id, occurrence: occurrence)] else {
                addItem(new, n)
                n += 1
                continue
            }
            if o < latestOld {
                // Drawn before an item it was drawn after: wherever the two overlap changed.
                addItem(old, o)
                addItem(new, n)
            }
            latestOld = max(latestOld, o)
            let (oldNext, next) = compareSubtree(old, at: o, with: new, at: n)
            for k in o..<oldNext { covered[k] = true }
            // The new subtree's items compared with it count as seen.
            for k in (n + 1)..<next { seen[new[k].pointee.id, default: 0] += 1 }
            n = next
        }
        for o in oldRange where !covered[o] && damage.wholeFrame == nil {
            addItem(old, o)
        }
    }

    /// Damages the extent of the item at `index` and of its subtree, as one
    /// rectangle (the subtree's shadow included when the root casts it).
    private mutating func addSubtree(_ side: Side, _ index: Int) {
        let end = side.subtreeEnd(index)
        let root = side[index]
        var extent = PixelRect(x: 0, y: 0, width: 0, height: 0)
        for k in index...end {
            guard let rect = DrawList.extent(of: side[k], scale: scale) else { return damage.makeWhole(.unbounded) }
            extent = extent.union(rect)
        }
        if case .subtree? = root.pointee.shadowCasting {
            guard let reach = DrawList.shadowReach(of: root.pointee, scale: scale) else {
                return damage.makeWhole(.unbounded)
            }
            extent = extent.grown(by: reach)
        }
        damage.add(extent, app: index < side.overlayStart)
    }

    /// Damages the extent of one item.
    private mutating func addItem(_ side: Side, _ index: Int) {
        guard let rect = DrawList.extent(of: side[index], scale: scale) else { return damage.makeWhole(.unbounded) }
        damage.add(rect, app: index < side.overlayStart)
    }
}
