import CoreAnimationValues
import CoreGraphics

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
        guard a.pointee.id == b.pointee.id, a.pointee.transform == b.pointee.transform,
              a.pointee.opacity == b.pointee.opacity, a.pointee.groupOpacity == b.pointee.groupOpacity,
              a.pointee.tint == b.pointee.tint, a.pointee.blending == b.pointee.blending,
              a.pointee.transition === b.pointee.transition, a.pointee.strokeArc == b.pointee.strokeArc,
              a.pointee.clips == b.pointee.clips, a.pointee.mask.count == b.pointee.mask.count
        else { return false }
        let masksMatch = a.pointee.mask.withUnsafeBufferPointer { m in
            b.pointee.mask.withUnsafeBufferPointer { n in
                m.indices.allSatisfy { drawsIdentically(m.baseAddress! + $0, n.baseAddress! + $0) }
            }
        }
        return masksMatch && a.pointee.properties == b.pointee.properties
    }
}
