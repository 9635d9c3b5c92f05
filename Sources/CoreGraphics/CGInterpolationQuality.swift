import Foundation

/// How smoothly scaled images are resampled, as Apple's `CGInterpolationQuality`.
///
/// A hint. `CGContext` maps it to Cairo filters: `.none` to nearest
/// neighbour, `.low` to bilinear, `.default` and `.medium` to Cairo's "good"
/// filter, `.high` to its "best".
public enum CGInterpolationQuality: Int32, Sendable {
    case `default` = 0
    case none = 1
    case low = 2
    case high = 3
    case medium = 4
}
