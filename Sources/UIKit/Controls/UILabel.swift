import Foundation
import QuartzCore

/// A view that shows text, as Apple's `UILabel`: `text` or
/// `attributedText` in `font` and `textColor`, aligned by `textAlignment`,
/// on `numberOfLines` lines (0: as many as it takes, wrapping at words),
/// cut by `lineBreakMode`, centred vertically in the bounds as iOS centres
/// it. Labels ignore touches by default. Main thread only.
///
/// As on iOS, the label draws itself: its `draw(_:)` calls
/// ``drawText(in:)`` with the bounds, into the view's own bitmap (at the
/// screen's scale, redrawn when the text, a text property or the size
/// changes), and sizes come from ``textRect(forBounds:limitedToNumberOfLines:)``.
/// A subclass overrides either to move, inset or replace the text.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The plain text shown; nil by default. Setting it discards ``attributedText``.
    ///
    /// Setting ``attributedText`` sets this to nil (Apple's label returns the
    /// attributed string's characters instead).
    open var text: String? {
        didSet { attributedTextValue = nil; update() }
    }
    private var attributedTextValue: NSAttributedString?
    /// Styled text shown instead of ``text``; reads back ``text`` as an attributed string without attributes when none was set.
    open var attributedText: NSAttributedString? {
        get { attributedTextValue ?? text.map { NSAttributedString(string: $0) } }
        set {
            attributedTextValue = newValue
            text = nil
            attributedTextValue = newValue
            update()
        }
    }
    /// The system font at 17 points by default.
    open var font: UIFont! = .systemFont(ofSize: UIFont.labelFontSize) {
        didSet { if font == nil { font = .systemFont(ofSize: UIFont.labelFontSize) }; update() }
    }
    /// Black by default.
    open var textColor: UIColor! = .black {
        didSet { if textColor == nil { textColor = .black }; update() }
    }
    /// Horizontal alignment of the lines; `.natural` by default.
    open var textAlignment: NSTextAlignment = .natural { didSet { update() } }
    /// 1 by default; 0 for as many lines as the text needs.
    open var numberOfLines: Int = 1 { didSet { update() } }
    /// How text that does not fit is cut; `.byTruncatingTail` by default.
    ///
    /// The truncating modes put an ellipsis at the head, middle or tail;
    /// `.byClipping` also turns wrapping off; `.byCharWrapping` wraps
    /// between any characters.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { update() } }
    /// How text shrunk to fit moves vertically; shrunk text stays centred
    /// here, so this is kept for code that sets it.
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines
    /// Whether a single-line label shrinks its font (down to
    /// `minimumScaleFactor` of it) when the text is wider than the label.
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }
    /// The smallest fraction of the font size shrinking may reach; 0 (the
    /// default) keeps the font size, as on iOS.
    open var minimumScaleFactor: CGFloat = 0 { didSet { setNeedsDisplay() } }

    /// The label's text unless a label of its own was set, as on iOS.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? text }
        set { super.accessibilityLabel = newValue }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isAccessibilityElement = true
        accessibilityTraits = .staticText
        contentMode = .redraw
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    /// After a change of what is shown: a new size to report and a redraw.
    private func update() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    // MARK: Drawing

    /// Draws the label through ``drawText(in:)`` with `bounds`.
    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// Draws the label's text in `rect` (the bounds when the label draws
    /// itself) into the current context: laid out in `rect`'s width, at
    /// most ``numberOfLines`` lines that fit its height, cut by
    /// ``lineBreakMode``, aligned by ``textAlignment`` and centred vertically
    /// in `rect`, in a font shrunk to fit when ``adjustsFontSizeToFitWidth``.
    ///
    /// Override it to change how the text is drawn: call `super` with
    /// another rectangle (an inset one, say), or draw the text yourself and
    /// do not call `super`. Draws nothing without a current context or for a
    /// rectangle that is empty or not finite.
    open func drawText(in rect: CGRect) {
        let rect = rect.standardized
        guard NSAttributedString.isDrawable(rect), let context = UIGraphicsGetCurrentContext() else { return }
        let string = drawnText(scale: fittingScale(in: rect.width))
        guard string.length > 0 else { return }
        let text = AttributedStringLayout(string, width: rect.width, height: rect.height, lines: lineRule)
        let height = text.size.height
        let top = rect.minY + max(((rect.height - height) / 2).rounded(), 0)
        context.saveGState()
        context.clip(to: rect)
        text.draw(in: context, at: CGPoint(x: rect.minX, y: top))
        context.restoreGState()
    }

    /// The rectangle the label's text takes in `bounds`: at its origin, as
    /// wide as the longest line (wrapped in `bounds.width` when the label
    /// wraps) and as tall as at most `numberOfLines` lines (0: all of them)
    /// that fit `bounds.height`.
    ///
    /// The label's ``intrinsicContentSize`` and ``sizeThatFits(_:)`` ask it
    /// with very large bounds; override it to make room around the text
    /// (call `super` with smaller bounds and grow what it returns). A width or
    /// height that is not positive and finite, or larger than a million
    /// points, does not limit the text.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let bounds = bounds.standardized
        func limit(_ length: CGFloat) -> CGFloat? { length.isFinite && length > 0 && length <= 1e6 ? length : nil }
        guard !bounds.isNull, bounds.minX.isFinite, bounds.minY.isFinite else { return .zero }
        let string = drawnText(scale: 1)
        guard string.length > 0 else { return CGRect(origin: bounds.origin, size: .zero) }
        let text = AttributedStringLayout(string, width: limit(bounds.width), height: limit(bounds.height),
                                          lines: .label(numberOfLines: numberOfLines, lineBreakMode: lineBreakMode))
        var size = text.size
        if let width = limit(bounds.width) { size.width = min(size.width, width) }
        return CGRect(origin: bounds.origin, size: size)
    }

    /// How this label breaks, cuts and counts its lines.
    private var lineRule: AttributedStringLayout.LineRule {
        .label(numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
    }

    /// What the label shows: ``attributedText`` with the label's font, colour,
    /// alignment and line break mode where its runs set none, or ``text`` in
    /// them; the font scaled by `scale`.
    private func drawnText(scale: CGFloat) -> NSAttributedString {
        let shownFont: UIFont = scale < 1 ? font.withSize(font.pointSize * scale) : font
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        style.lineBreakMode = lineBreakMode
        let defaults: [NSAttributedString.Key: Any] = [.font: shownFont, .foregroundColor: textColor.cgColor,
                                                       .paragraphStyle: style]
        guard let attributed = attributedTextValue else {
            return NSAttributedString(string: text ?? "", attributes: defaults)
        }
        let filled = NSMutableAttributedString(attributedString: attributed)
        let whole = NSRange(location: 0, length: filled.length)
        filled.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            var missing = defaults.filter { attributes[$0.key] == nil }
            if scale < 1, let own = attributes[.font] as? UIFont { missing[.font] = own.withSize(own.pointSize * scale) }
            if !missing.isEmpty { filled.addAttributes(missing, range: range) }
        }
        return filled
    }

    /// How much a single-line label shrinks its font to fit `width`: 1
    /// unless `adjustsFontSizeToFitWidth`, else the width over the text's
    /// width, but never below `minimumScaleFactor` (0, the default, means
    /// no shrinking, as on iOS).
    private func fittingScale(in width: CGFloat) -> CGFloat {
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, minimumScaleFactor > 0, width > 0 else { return 1 }
        let unlimited = CGRect(x: 0, y: 0, width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        let natural = textRect(forBounds: unlimited, limitedToNumberOfLines: 1).width
        guard natural > width else { return 1 }
        return max(min(minimumScaleFactor, 1), width / natural)
    }

    /// The scale the label's drawing applies to the font to fit its width (1 when it does not shrink).
    var actualScaleFactor: CGFloat { fittingScale(in: bounds.width) }

    // MARK: Sizing

    /// The text's size on one line per paragraph (at most ``numberOfLines`` of them).
    open override var intrinsicContentSize: CGSize {
        textRect(forBounds: CGRect(x: 0, y: 0, width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
                 limitedToNumberOfLines: numberOfLines).size
    }

    /// The text's size wrapped in `size.width` (when positive), no wider than it.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 ? size.width : .greatestFiniteMagnitude
        return textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude),
                        limitedToNumberOfLines: numberOfLines).size
    }
}
