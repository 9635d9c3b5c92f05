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
    ///
    /// Of the transform, the nine numbers that place a flat layer's points
    /// (x, y and w of its x, y and translation rows; the z row and column
    /// move none of them). Mixed in two lanes, so that each word's
    /// multiplication need not wait for the last.
    static func mark(_ item: UnsafePointer<LayerDraw>) -> UInt64 {
        var a: UInt64 = 0x6A09_E667_F3BC_C908, b: UInt64 = 0xBB67_AE85_84CA_A73B
        @inline(__always) func mix(_ lane: inout UInt64, _ word: UInt64) {
            lane = (lane ^ word) &* 0x9E37_79B9_7F4A_7C15
            lane ^= lane >> 29
        }
        @inline(__always) func mix(_ lane: inout UInt64, _ number: CGFloat) { mix(&lane, UInt64(number.bitPattern)) }
        let m = item.pointee.storedTransform.matrix
        mix(&a, item.pointee.id.rawValue)
        mix(&b, UInt64(truncatingIfNeeded: item.pointee.descendantCount) << 32 | UInt64(item.pointee.opacity.bitPattern))
        mix(&a, m.m11); mix(&b, m.m12); mix(&a, m.m14)
        mix(&b, m.m21); mix(&a, m.m22); mix(&b, m.m24)
        mix(&a, m.m41); mix(&b, m.m42); mix(&a, m.m44)
        let bounds = item.pointee.properties.bounds
        mix(&b, bounds.origin.x); mix(&a, bounds.origin.y)
        mix(&b, bounds.size.width); mix(&a, bounds.size.height)
        // The objects' addresses, read without a reference taken (the
        // threads would contend for the counts of objects many layers share).
        let properties = UnsafeRawPointer(item) + propertiesOffset
        let offsets = referenceOffsets
        mix(&b, properties.load(fromByteOffset: offsets.0, as: UInt64.self))
        mix(&a, properties.load(fromByteOffset: offsets.1, as: UInt64.self))
        mix(&b, properties.load(fromByteOffset: offsets.2, as: UInt64.self))
        mix(&a, properties.load(fromByteOffset: offsets.3, as: UInt64.self))
        mix(&a, b)
        return a
    }

    private static let propertiesOffset = MemoryLayout<LayerDraw>.offset(of: \.properties)!

    /// Where `LayerProperties` holds its contents, background colour, drawn
    /// content and rare values: each one word, a reference or nil (a test pins it).
    static let referenceFields: [PartialKeyPath<LayerProperties>] = [\.contents, \.backgroundColor, \.drawn, \.rare]
    private static let referenceOffsets = (offset(0), offset(1), offset(2), offset(3))
    private static func offset(_ field: Int) -> Int { MemoryLayout<LayerProperties>.offset(of: referenceFields[field])! }
}
