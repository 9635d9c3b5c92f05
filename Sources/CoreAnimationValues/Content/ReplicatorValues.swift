import Foundation

/// What a `CAReplicatorLayer` does to its sublayers: how many copies, each
/// one's transform, colour and time offset, with Apple's defaults (one
/// instance, identity transform, opaque white, no offsets, no delay).
///
/// Instance k (0 for the sublayers themselves) is drawn with
/// `instanceTransform`^k applied about the centre of the replicator's bounds,
/// its colours multiplied by `instanceColor` plus k times the offsets
/// (each component clamped to 0…1), and its animations `k × instanceDelay`
/// seconds behind. A value type: safe on any thread.
package struct ReplicatorValues: Sendable, Equatable {
    package var instanceCount: Int = 1
    package var preservesDepth = false
    package var instanceDelay: Double = 0
    package var instanceTransform: CATransform3D = CATransform3DIdentity
    /// Nil multiplies by opaque white (changes nothing).
    package var instanceColor: CGColor? = CGColor.white
    package var instanceRedOffset: Float = 0
    package var instanceGreenOffset: Float = 0
    package var instanceBlueOffset: Float = 0
    package var instanceAlphaOffset: Float = 0

    package init() {}

    /// The colour multiplier of instance `k`: straight RGBA in 0…1.
    package func multiplier(ofInstance k: Int) -> SIMD4<Float> {
        let base: SIMD4<Float>
        if let c = instanceColor?.rgba {
            base = SIMD4(Float(c.red), Float(c.green), Float(c.blue), Float(c.alpha))
        } else {
            base = SIMD4(repeating: 1)
        }
        let step = SIMD4(instanceRedOffset, instanceGreenOffset, instanceBlueOffset, instanceAlphaOffset)
        var m = base + step * Float(k)
        m.replace(with: SIMD4(repeating: 0), where: .!(m .>= 0))  // NaN and negatives
        m.replace(with: SIMD4(repeating: 1), where: m .> 1)
        return m
    }
}
