import CoreAnimationValues
import Foundation

/// Where `DrawListBuilder` writes a frame's items: straight into the memory
/// of the array being made, in order, so that an item (about a kilobyte of
/// layer values) is built once in place instead of being moved or copied
/// into a growing array.
///
/// The array is made with a fixed capacity (`makeArray`); items past it go
/// to an ordinary array appended at the end. Long runs of leaves are filled
/// by several threads at once through `withUninitializedRun`.
///
/// Used by one walk at a time; not thread-safe itself.
struct ItemWriter {
    private let base: UnsafeMutablePointer<LayerDraw>?
    private let capacity: Int
    /// Items written so far (in place, then in `overflow`).
    private(set) var count = 0
    private var overflow: [LayerDraw] = []

    private init(base: UnsafeMutablePointer<LayerDraw>?, capacity: Int) {
        self.base = base
        self.capacity = capacity
    }

    /// An array of the items `fill` writes, with room for `capacity` in place.
    static func makeArray(capacity: Int, _ fill: (inout ItemWriter) -> Void) -> [LayerDraw] {
        var overflow: [LayerDraw] = []
        var items = [LayerDraw](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            var writer = ItemWriter(base: buffer.baseAddress, capacity: buffer.baseAddress == nil ? 0 : capacity)
            fill(&writer)
            initialized = min(writer.count, writer.capacity)
            overflow = writer.overflow
        }
        items.append(contentsOf: overflow)
        return items
    }

    /// Lets `make` initialize the next item in place, or leave it
    /// uninitialized and return nil (nothing is then written).
    mutating func appendInPlace<Result>(_ make: (UnsafeMutablePointer<LayerDraw>) -> Result?) -> Result? {
        if count < capacity, let base {
            guard let result = make(base + count) else { return nil }
            count += 1
            return result
        }
        let item = UnsafeMutablePointer<LayerDraw>.allocate(capacity: 1)
        defer { item.deallocate() }
        guard let result = make(item) else { return nil }
        overflow.append(item.move())
        count += 1
        return result
    }

    /// Changes item `index`, already written.
    mutating func update(_ index: Int, _ change: (inout LayerDraw) -> Void) {
        if index < capacity, let base {
            change(&base[index])
        } else {
            change(&overflow[index - capacity])
        }
    }

    /// Reads item `index`, already written, in place.
    func read<Result>(_ index: Int, _ body: (LayerDraw) -> Result) -> Result {
        if index < capacity, let base {
            return body(base[index])
        }
        return body(overflow[index - capacity])
    }

    /// Puts the last items written into the order of `blocks`: ranges of
    /// item indices that together cover `start..<count` (where `start` is the
    /// smallest lower bound) once each. Each block keeps its items' order.
    ///
    /// Items in place are moved, not copied (no retains); items that went
    /// to the overflow are copied.
    /// - Complexity: O(items in the blocks).
    mutating func reorder(_ blocks: [Range<Int>]) {
        guard let start = blocks.map(\.lowerBound).min() else { return }
        let length = count - start
        precondition(blocks.reduce(0) { $0 + $1.count } == length, "blocks must cover the last items once each")
        if let base, count <= capacity {
            let moved = UnsafeMutablePointer<LayerDraw>.allocate(capacity: length)
            defer { moved.deallocate() }
            var filled = 0
            for block in blocks {
                (moved + filled).moveInitialize(from: base + block.lowerBound, count: block.count)
                filled += block.count
            }
            (base + start).moveInitialize(from: moved, count: length)
            return
        }
        var items: [LayerDraw] = []
        items.reserveCapacity(length)
        for block in blocks {
            for index in block { items.append(read(index) { $0 }) }
        }
        for (offset, item) in items.enumerated() {
            update(start + offset) { $0 = item }
        }
    }

    /// Lets `fill` write up to `length` items in place after the current
    /// ones, each at its own offset (`fill` initializes a subset of the slots
    /// and returns which), then closes the gaps by moving the kept items
    /// down. Returns false, without calling `fill`, when the run does not fit
    /// in place.
    mutating func withUninitializedRun(
        _ length: Int, _ fill: (UnsafeMutablePointer<LayerDraw>) -> [Bool]
    ) -> Bool {
        guard let base, overflow.isEmpty, count + length <= capacity else { return false }
        let run = base + count
        let kept = fill(run)
        var filled = 0
        for offset in 0..<length where kept[offset] {
            if filled != offset { (run + filled).moveInitialize(from: run + offset, count: 1) }
            filled += 1
        }
        count += filled
        return true
    }
}
