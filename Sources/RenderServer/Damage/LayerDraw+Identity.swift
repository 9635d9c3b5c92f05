import CoreAnimationValues
import CoreGraphics
import Foundation

extension LayerDraw {
    /// Whether the items at `a` and `b` draw exactly the same pixels where
    /// they are: the same values, placed, clipped, masked, tinted and blended
    /// the same, with the same running transition. Unlike `drawTheSame`,
    /// nothing is left out and nothing is within a tolerance: an item equal
    /// here redraws bit for bit what it drew before, so a partial redraw
    /// (`FrameDamage`) may leave its pixels alone. Read in place (the items
    /// of a frame are hundreds of bytes each). Pure; any thread.
    ///
    /// - Complexity: O(clips + mask items), plus a colour's or path's
    ///   comparison where two equal values are not the same object.
    package static func drawsIdentically(_ a: UnsafePointer<LayerDraw>, _ b: UnsafePointer<LayerDraw>) -> Bool {
        guard a.pointee.id == b.pointee.id, a.pointee.storedTransform == b.pointee.storedTransform,
              a.pointee.opacity == b.pointee.opacity, a.pointee.groupOpacity == b.pointee.groupOpacity,
              a.pointee.packedTint == b.pointee.packedTint, a.pointee.blending == b.pointee.blending,
              a.pointee.rare?.transition === b.pointee.rare?.transition,
              a.pointee.rare?.strokeArc == b.pointee.rare?.strokeArc,
              a.pointee.clips == b.pointee.clips, a.pointee.mask.count == b.pointee.mask.count
        else { return false }
        let masksMatch = a.pointee.mask.withUnsafeBufferPointer { m in
            b.pointee.mask.withUnsafeBufferPointer { n in
                m.indices.allSatisfy { drawsIdentically(m.baseAddress! + $0, n.baseAddress! + $0) }
            }
        }
        return masksMatch && (samePropertyBytes(a, b) || a.pointee.properties == b.pointee.properties)
    }

    /// Where an item's `properties` lie in it.
    private static let propertiesOffset = MemoryLayout<LayerDraw>.offset(of: \.properties)

    /// Whether the two items' values are the same bytes: the same values and
    /// the very same objects, so equal (a still layer's, copied from its
    /// render node every frame). Unequal bytes say nothing (padding, equal
    /// colours made twice): the caller compares them then.
    private static func samePropertyBytes(_ a: UnsafePointer<LayerDraw>, _ b: UnsafePointer<LayerDraw>) -> Bool {
        guard let offset = propertiesOffset else { return false }
        return memcmp(UnsafeRawPointer(a) + offset, UnsafeRawPointer(b) + offset,
                      MemoryLayout<LayerProperties>.size) == 0
    }
}
