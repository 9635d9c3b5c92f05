import Foundation

/// One colour of a gradient at its place along the gradient, in straight
/// (not premultiplied) device RGB components.
///
/// A plain value; safe on any thread.
package struct GradientStop: Sendable, Equatable {
    package var location: Double
    package var red: Double, green: Double, blue: Double, alpha: Double
}

extension [GradientStop] {
    /// The colour at `t` along stops sorted by location: the end colours
    /// before the first and after the last stop, straight components mixed
    /// linearly in between (as Apple mixes unpremultiplied colours: a clear
    /// black stop darkens its neighbour), the later stop past a hard edge.
    package func color(at t: Double) -> GradientStop {
        guard let first, let last else { return GradientStop(location: t, red: 0, green: 0, blue: 0, alpha: 0) }
        if t < first.location { return first }
        if t >= last.location { return last }
        // The last stop at or before t; the next one lies after t.
        var low = 0, high = count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if self[middle].location <= t { low = middle } else { high = middle }
        }
        let a = self[low], b = self[high]
        let span = b.location - a.location
        let f = span > 0 ? (t - a.location) / span : 1
        func mix(_ p: Double, _ q: Double) -> Double { p + (q - p) * f }
        return GradientStop(location: t, red: mix(a.red, b.red), green: mix(a.green, b.green),
                            blue: mix(a.blue, b.blue), alpha: mix(a.alpha, b.alpha))
    }
}
