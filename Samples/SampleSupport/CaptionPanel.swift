import Foundation
import LayerHost

/// A dark, translucent, rounded panel holding lines of text: how the
/// samples with a picture behind them (Petals, Emitters, Transitions) say
/// what is shown and what to press, readable on dark skies and light snow
/// alike. Main thread.
///
/// It lays out nothing by itself: each line is placed where it is added.
public final class CaptionPanel {
    /// The panel; add it to the page above what it explains.
    public let layer = CALayer()
    /// The light title colour, the softer colour of explanations, and the pink of key hints.
    public static let titleColor = CGColor.rgb(1, 1, 1)
    public static let textColor = CGColor.rgb(0.88, 0.9, 0.98)
    public static let keysColor = CGColor.rgb(1, 0.8, 0.88)

    /// A panel at `frame` (in its superlayer): translucent, or `opaque` where
    /// things move behind it and would show through the words.
    public init(frame: CGRect, opaque: Bool = false) {
        layer.frame = frame
        layer.backgroundColor = .rgb(0.06, 0.05, 0.15, opaque ? 1 : 0.72)
        layer.cornerRadius = 10
        layer.borderWidth = 1
        layer.borderColor = .rgb(1, 1, 1, 0.14)
    }

    /// Adds a line of `text` at `y` inside the panel, 12 points in from
    /// either side (or `width` wide): bold for a title, wrapped for a
    /// sentence that may take two lines. Returns its layer, to change later.
    @discardableResult
    public func addLine(_ text: String, y: CGFloat, height: CGFloat, fontSize: CGFloat, color: CGColor = textColor,
                        bold: Bool = false, wrapped: Bool = false, x: CGFloat = 12, width: CGFloat? = nil,
                        alignment: CATextLayerAlignmentMode = .left) -> CATextLayer {
        let frame = CGRect(x: x, y: y, width: width ?? layer.bounds.width - x - 12, height: height)
        let line = CATextLayer(label: text, frame: frame, fontSize: fontSize, color: color, alignment: alignment)
        if bold { line.font = "Helvetica-Bold" as CFTypeRef }
        line.isWrapped = wrapped
        layer.addSublayer(line)
        return line
    }
}
