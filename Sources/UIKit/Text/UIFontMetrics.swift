import Foundation

/// Scales custom fonts and lengths with Dynamic Type, as Apple's `UIFontMetrics`.
///
/// A font is scaled by the ratio of the text style's size at the current
/// content size category to its size at the default one (Large). This
/// desktop has no Dynamic Type setting: the current category is always
/// the default one, so the scale is 1 and fonts and values come back at
/// the size given (a maximum point size still caps them). Immutable; any thread.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The text style whose scaling this object applies.
    let textStyle: UIFont.TextStyle

    /// The metrics of the body style.
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// The metrics of `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// The metrics of the body style (as ``default``).
    public override convenience init() {
        self.init(forTextStyle: .body)
    }

    /// The style's size at the current content size category over its size
    /// at the default one: 1, as the current category is the default here.
    var scale: CGFloat {
        let size = textStyle.defaultPointSize
        return currentPointSize / size
    }

    /// The style's point size at the current content size category (the default one here).
    private var currentPointSize: CGFloat { UIFontDescriptor.preferredFontDescriptor(withTextStyle: textStyle).pointSize }

    /// `font` scaled for the current content size category (the same size here), keeping its descriptor.
    open func scaledFont(for font: UIFont) -> UIFont {
        font.withSize(font.pointSize * scale)
    }

    /// `font` scaled, then capped at `maximumPointSize`; a maximum that is
    /// not a positive number sets no cap (as Apple's 0 does).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        let scaled = font.pointSize * scale
        guard maximumPointSize.isFinite, maximumPointSize > 0 else { return font.withSize(scaled) }
        return font.withSize(min(scaled, maximumPointSize))
    }

    /// ``scaledFont(for:)``: `traitCollection`'s content size category is the default one here.
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font)
    }

    /// ``scaledFont(for:maximumPointSize:)``: `traitCollection`'s content size category is the default one here.
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat,
                         compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize)
    }

    /// `value` (a length laid out beside text of this style) scaled for the
    /// current content size category: `value` itself here (NaN stays NaN).
    open func scaledValue(for value: CGFloat) -> CGFloat {
        value * scale
    }

    /// ``scaledValue(for:)``: `traitCollection`'s content size category is the default one here.
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        scaledValue(for: value)
    }
}
