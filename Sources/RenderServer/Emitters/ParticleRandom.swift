import Foundation

/// The random numbers of one particle: a SplitMix64 stream started from a
/// key that names the particle (the emitter's seed, its cell, when it was
/// born), so that every particle's numbers are the same however the
/// simulation got to it (`EmitterSimulation`).
///
/// A plain value; safe on any thread. - Complexity: O(1) per number.
struct ParticleRandom {
    private var state: UInt64

    init(key: UInt64) { state = key }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Self.mix(state)
    }

    /// A number in 0 ..< 1 (24 bits).
    mutating func unit() -> Float { Float(next() >> 40) / Float(1 << 24) }

    /// A number in −0.5 ..< 0.5: times a range, the offset from a mean.
    mutating func centred() -> Float { unit() - 0.5 }

    /// A key made of `parts`, each mixed in turn.
    static func key(_ parts: UInt64...) -> UInt64 {
        var h: UInt64 = 0x243F_6A88_85A3_08D3
        for part in parts { h = mix(h ^ part &+ 0x9E37_79B9_7F4A_7C15) }
        return h
    }

    /// SplitMix64's finalizer: every input bit reaches every output bit.
    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
