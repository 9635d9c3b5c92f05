import Foundation

/// How a label shrinking its text to fit moves the text vertically, as
/// Apple's `UIBaselineAdjustment`. A plain value, any thread.
public enum UIBaselineAdjustment: Int, Sendable {
    /// Keeps the shrunk text's baseline where the full-size text's would be; the default.
    ///
    /// `UILabel` stores the setting but always centres shrunk text, so every
    /// case currently draws the same.
    case alignBaselines = 0
    /// Keeps the shrunk text's vertical centre where the full-size text's would be.
    case alignCenters = 1
    /// Keeps the shrunk text's top edge where the full-size text's would be.
    case none = 2
}
