import Foundation

/// One live particle of an emitter: what it was born with, from which its
/// state at any age follows in closed form (constant acceleration, linear
/// scale, spin and colour changes).
///
/// Positions are in the emitter layer's coordinates (points). A plain value;
/// safe on any thread.
struct Particle {
    /// When it was born, in the emitter's local time.
    var birth: Double
    /// How many seconds it lives.
    var life: Float
    /// Its cell in the emitter's `EmitterCellTable`.
    var cell: Int32
    /// The key its random numbers came from (its sub-cells' particles derive theirs from it).
    var key: UInt64
    var position: SIMD3<Float>
    var velocity: SIMD3<Float>
    var acceleration: SIMD3<Float>
    var scale: Float
    var scaleSpeed: Float
    /// Radians per second.
    var spin: Float
    /// Straight RGBA, and its change per second.
    var color: SIMD4<Float>
    var colorSpeed: SIMD4<Float>

    /// When it dies, in the emitter's local time.
    var death: Double { birth + Double(life) }

    func position(atAge age: Float) -> SIMD3<Float> {
        position + velocity * age + acceleration * (0.5 * age * age)
    }

    /// The colour at `age`, each component clamped to 0…1.
    func color(atAge age: Float) -> SIMD4<Float> {
        var c = color + colorSpeed * age
        c.replace(with: SIMD4(repeating: 0), where: .!(c .>= 0))
        c.replace(with: SIMD4(repeating: 1), where: c .> 1)
        return c
    }

    /// The scale at `age`; never negative.
    func scale(atAge age: Float) -> Float { max(0, scale + scaleSpeed * age) }
}
