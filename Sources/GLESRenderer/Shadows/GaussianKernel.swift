import Foundation

/// The taps of a 1D Gaussian blur for a shader that reads two texels per
/// fetch: centre weight first, then one entry per pair of neighbours.
///
/// The kernel reaches `ceil(3σ)` texels each side, its weights sum to 1, and
/// texels `2i − 1` and `2i` (i ≥ 1) merge into one bilinear fetch at the
/// offset between them that weights each as the Gaussian does. The shader
/// mirrors every entry after the first to the other side.
///
/// Pure; safe on any thread.
package struct GaussianKernel: Equatable, Sendable {
    /// Texels from the centre; `offsets[0] == 0`.
    package private(set) var offsets: [Float] = [0]
    /// Weights of each fetch (each side, for entries after the first).
    package private(set) var weights: [Float] = [1]

    /// The most entries a kernel has: `shadow_blur.frag` holds 16.
    package static let maximumTaps = 16

    /// - Parameter sigma: the standard deviation in texels; 0 or less gives
    ///   the identity (one tap of weight 1). Capped at 10 texels (30 each
    ///   side fits the shader's 16 entries); callers downsample wider blurs.
    package init(sigma: Double) {
        guard sigma.isFinite, sigma > 0 else { return }
        let sigma = min(sigma, 10)
        let reach = Int((3 * sigma).rounded(.up))
        var single = (0...reach).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = single[0] + 2 * single.dropFirst().reduce(0, +)
        single = single.map { $0 / total }
        var offsets: [Float] = [0]
        var weights: [Float] = [Float(single[0])]
        var i = 1
        while i <= reach {
            let a = single[i]
            let b = i + 1 <= reach ? single[i + 1] : 0
            let weight = a + b
            offsets.append(Float((Double(i) * a + Double(i + 1) * b) / weight))
            weights.append(Float(weight))
            i += 2
        }
        self.offsets = offsets
        self.weights = weights
    }
}
