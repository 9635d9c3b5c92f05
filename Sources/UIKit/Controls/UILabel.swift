import Foundation
import QuartzCore

/// A view that shows text, as a minimal Apple `UILabel`: `text` or
/// `attributedText` in `font` and `textColor`, aligned by `textAlignment`,
/// on `numberOfLines` lines (0: as many as it takes, wrapping at words),
/// cut by `lineBreakMode`, centred vertically in the bounds as iOS centres
/// it. The text is drawn by a `CATextLayer` sublayer at the screen's scale.
/// Labels ignore touches by default. Main thread only.
@preconcurrency @MainActor
open class UILabel: UIView {
    private let textLayer = CATextLayer()

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
    /// Horizontal alignment of the lines, passed to the text layer; `.natural` by default.
    open var textAlignment: NSTextAlignment = .natural { didSet { update() } }
    /// 1 by default; 0 for as many lines as the text needs.
    open var numberOfLines: Int = 1 { didSet { update() } }
    /// How text that does not fit is cut; `.byTruncatingTail` by default.
    ///
    /// The truncating modes put an ellipsis at the head, middle or tail;
    /// `.byClipping` also turns wrapping off; `.byCharWrapping` wraps as
    /// `.byWordWrapping` does.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { update() } }
    /// How text shrunk to fit moves vertically; shrunk text stays centred
    /// here, so this is kept for code that sets it.
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines
    /// Whether a single-line label shrinks its font (down to
    /// `minimumScaleFactor` of it) when the text is wider than the label.
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsLayout() } }
    /// The smallest fraction of the font size shrinking may reach; 0 (the
    /// default) keeps the font size, as on iOS.
    open var minimumScaleFactor: CGFloat = 0 { didSet { setNeedsLayout() } }

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
        textLayer.contentsScale = UIScreen.main.scale
        layer.addSublayer(textLayer)
        update()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
        layer.addSublayer(textLayer)
        update()
    }

    /// Its text follows the screen's scale, as its layer does.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if textLayer.contentsScale == previousTraitCollection?.displayScale {
            ViewAnimationState.withoutActions { textLayer.contentsScale = UIScreen.mainScale }
        }
    }

    private func update() {
        ViewAnimationState.withoutActions { updateTextLayer() }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func updateTextLayer() {
        if let attributedTextValue {
            textLayer.string = attributedTextValue
        } else {
            textLayer.string = text ?? ""
        }
        textLayer.font = font
        textLayer.fontSize = font.pointSize
        textLayer.foregroundColor = textColor.cgColor
        textLayer.isWrapped = numberOfLines != 1 && lineBreakMode != .byClipping
        switch textAlignment {
        case .left: textLayer.alignmentMode = .left
        case .center: textLayer.alignmentMode = .center
        case .right: textLayer.alignmentMode = .right
        case .justified: textLayer.alignmentMode = .justified
        case .natural: textLayer.alignmentMode = .natural
        }
        switch lineBreakMode {
        case .byTruncatingHead: textLayer.truncationMode = .start
        case .byTruncatingMiddle: textLayer.truncationMode = .middle
        case .byTruncatingTail: textLayer.truncationMode = .end
        default: textLayer.truncationMode = .none
        }
    }

    /// The text's size when laid out in `width` (unlimited when nil), at most `numberOfLines` lines.
    private func textSize(width: CGFloat?) -> CGSize {
        var size = CATextLayer.preferredSize(of: textLayer.string, fontName: font.fontName, fontSize: font.pointSize,
                                             wrappingWidth: textLayer.isWrapped ? width : nil)
        if numberOfLines > 0 { size.height = min(size.height, CGFloat(numberOfLines) * font.lineHeight) }
        return size
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let scale = fittingScale()
        let natural = textSize(width: textLayer.isWrapped ? bounds.width : nil).height
        let height = min(bounds.height, (natural * scale).rounded(.up))
        ViewAnimationState.withoutActions {
            textLayer.fontSize = font.pointSize * scale
            textLayer.frame = CGRect(x: 0, y: ((bounds.height - height) / 2).rounded(), width: bounds.width, height: height)
        }
    }

    /// How much a single-line label shrinks its font to fit its width: 1
    /// unless `adjustsFontSizeToFitWidth`, else the width over the text's
    /// width, but never below `minimumScaleFactor` (0, the default, means
    /// no shrinking, as on iOS).
    private func fittingScale() -> CGFloat {
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, minimumScaleFactor > 0, bounds.width > 0 else { return 1 }
        let width = textSize(width: nil).width
        guard width > bounds.width else { return 1 }
        return max(min(minimumScaleFactor, 1), bounds.width / width)
    }

    /// The scale `layoutSubviews` applied to the font to fit the width (1 when it did not shrink).
    var actualScaleFactor: CGFloat { font.pointSize > 0 ? textLayer.fontSize / font.pointSize : 1 }

    open override var intrinsicContentSize: CGSize {
        textSize(width: nil)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let fitted = textSize(width: textLayer.isWrapped && size.width > 0 ? size.width : nil)
        return CGSize(width: size.width > 0 ? min(fitted.width, size.width) : fitted.width, height: fitted.height)
    }
}
