import Foundation

/// How strongly a vibrancy effect lets the blurred backdrop through its
/// content, as Apple's `UIVibrancyEffectStyle` (raw values are Apple's).
public enum UIVibrancyEffectStyle: Int, Sendable {
    /// Primary text: the content at 0.85.
    case label = 0
    /// Secondary text: the content at 0.6.
    case secondaryLabel = 1
    /// Tertiary text: the content at 0.3.
    case tertiaryLabel = 2
    /// Quaternary text: the content at 0.18.
    case quaternaryLabel = 3
    /// Fills: the content at 0.2.
    case fill = 4
    /// Secondary fills: the content at 0.16.
    case secondaryFill = 5
    /// Tertiary fills: the content at 0.12.
    case tertiaryFill = 6
    /// Separators: the content at 0.29.
    case separator = 7

    /// The alpha the content is drawn at: the alphas of the label, fill and
    /// separator colours of the same names (`UIColor.secondaryLabel` is 60%
    /// opaque, and so on), so the backdrop shows through as much as
    /// Apple's vibrancy lets it.
    var contentAlpha: CGFloat {
        switch self {
        case .label: 0.85
        case .secondaryLabel: 0.6
        case .tertiaryLabel: 0.3
        case .quaternaryLabel: 0.18
        case .fill: 0.2
        case .secondaryFill: 0.16
        case .tertiaryFill: 0.12
        case .separator: 0.29
        }
    }
}
