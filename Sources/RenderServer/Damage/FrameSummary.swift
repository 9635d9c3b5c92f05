import CoreAnimationValues
import CoreGraphics
import Foundation

/// What the render server keeps of the last frame while most of the frame
/// changes every frame: one mark per item (`LastFrame`), instead of the
/// items themselves.
///
/// A mark mixes what most often changes an item's pixels: its layer, its
/// place (the transform), size and opacity, its subtree's size, and its
/// contents, background, drawn content and rare values as the objects they
/// are. It is no proof of sameness: two equal marks say only that an item
/// probably draws what it drew. So a summary never decides which pixels
/// are redrawn (a frame after one is redrawn whole); it decides only
/// whether keeping the next frame's items, for a real comparison
/// (`FrameDamage`), is worth their memory. A change a mark misses costs
/// memory or a whole redraw, never a wrong pixel.
///
/// A plain value; made and read on the render thread.
package struct FrameSummary {
    /// The items' marks, in painter's order.
    private let marks: [UInt64]

    /// The marks of `list`'s items. - Complexity: O(items).
    package init(_ list: DrawList) {
        marks = list.items.withUnsafeBufferPointer { items in
            items.indices.map { Self.mark(items.baseAddress! + $0) }
        }
    }

    private init(marks: [UInt64]) {
        self.marks = marks
    }

    /// How many items the summarized frame had.
    package var count: Int { marks.count }

    /// The summary of `list`, drawn on `frame` at `scale` pixels a point,
    /// and whether it probably damages less than
    /// `FrameDamage.wholeFrameShare` of the frame summarized by `previous`:
    /// the pixel extents of its items whose marks differ from that frame's
    /// at the same place in painter's order (and of the items past its end)
    /// add up to less, and each can be bounded. Read in place.
    /// - Complexity: O(items).
    package static func summarize(_ list: DrawList, after previous: FrameSummary, frame: PixelRect,
                                  scale: CGFloat) -> (summary: FrameSummary, changesLittle: Bool) {
        let limit = FrameDamage.wholeFrameShare * Double(frame.pixelCount)
        var changed = 0.0
        var changesLittle = true
        let marks = list.items.withUnsafeBufferPointer { items in
            items.indices.map { index in
                let item = items.baseAddress! + index
                let mark = Self.mark(item)
                if changesLittle, index >= previous.marks.count || previous.marks[index] != mark {
                    if let extent = DrawList.extent(of: item, scale: scale) {
                        changed += Double(extent.intersection(frame).pixelCount)
                        changesLittle = changed < limit
                    } else {
                        changesLittle = false
                    }
                }
                return mark
            }
        }
        return (FrameSummary(marks: marks), changesLittle)
    }

    /// The mark of the item at `item` (see the type's description). Read in place.
    static func mark(_ item: UnsafePointer<LayerDraw>) -> UInt64 {
        var hash: UInt64 = 0x6A09_E667_F3BC_C908
        func mix(_ word: UInt64) {
            hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 29
        }
        mix(item.pointee.id.rawValue)
        mix(UInt64(truncatingIfNeeded: item.pointee.descendantCount))
        mix(UInt64(item.pointee.opacity.bitPattern))
        withUnsafeBytes(of: item.pointee.storedTransform.matrix) { matrix in
            for word in matrix.bindMemory(to: UInt64.self) { mix(word) }
        }
        let bounds = item.pointee.properties.bounds
        mix(UInt64(bounds.origin.x.bitPattern))
        mix(UInt64(bounds.origin.y.bitPattern))
        mix(UInt64(bounds.size.width.bitPattern))
        mix(UInt64(bounds.size.height.bitPattern))
        // The objects' addresses, read without a reference taken (the
        // threads would contend for the counts of objects many layers share).
        let properties = UnsafeRawPointer(item) + propertiesOffset
        for offset in referenceOffsets { mix(properties.load(fromByteOffset: offset, as: UInt64.self)) }
        return hash
    }

    private static let propertiesOffset = MemoryLayout<LayerDraw>.offset(of: \.properties)!

    /// Where `LayerProperties` holds its contents, background colour, drawn
    /// content and rare values: each one word, a reference or nil (a test pins it).
    static let referenceFields: [PartialKeyPath<LayerProperties>] = [\.contents, \.backgroundColor, \.drawn, \.rare]
    private static let referenceOffsets = referenceFields.map { MemoryLayout<LayerProperties>.offset(of: $0)! }
}
