import Foundation

/// How smoothly scaled images are resampled, as Apple's `CGInterpolationQuality`.
///
/// A hint. `CGContext` maps it to Cairo filters: `.none` to nearest
/// neighbour, `.low` to bilinear, `.default` and `.medium` to Cairo's "good"
/// filter, `.high` to its "best".
public enum CGInterpolationQuality: Int32, Sendable {
    /// The context's initial value; Cairo's "good" filter, as `.medium`.
    case `default` = 0
    /// Nearest neighbour: no smoothing.
    case none = 1
    /// Bilinear filtering.
    case low = 2
    /// Cairo's "best" filter, the slowest.
    case high = 3
    /// Cairo's "good" filter.
    case medium = 4
}
