import Foundation

/// How a label shrinking its text to fit moves the text vertically, as
/// Apple's `UIBaselineAdjustment`. A plain value, any thread.
public enum UIBaselineAdjustment: Int, Sendable {
    case alignBaselines = 0
    case alignCenters = 1
    case none = 2
}
