import Foundation

/// The fuzz drivers' seeded generator (SplitMix64): a run is repeated exactly
/// from its seed. A plain value; one driver at a time.
package struct FuzzRandom: RandomNumberGenerator {
    private var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// One of `values`, or a random finite or odd number one time in four.
    package mutating func number(_ values: [Double]) -> Double {
        if Int.random(in: 0..<4, using: &self) == 0 {
            return [Double.nan, .infinity, -.infinity, -0.0, 1e300, -1e300, .leastNonzeroMagnitude,
                    Double.random(in: -1e6...1e6, using: &self)].randomElement(using: &self)!
        }
        return values.randomElement(using: &self)!
    }
}
