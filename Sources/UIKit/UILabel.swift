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

    open var text: String? {
        didSet { attributedTextValue = nil; update() }
    }
    private var attributedTextValue: NSAttributedString?
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
    open var textAlignment: NSTextAlignment = .natural { didSet { update() } }
    /// 1 by default; 0 for as many lines as the text needs.
    open var numberOfLines: Int = 1 { didSet { update() } }
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { update() } }
    /// How text that is shrunk to fit moves vertically. Text is not shrunk
    /// here (it is truncated), so this is kept for code that sets it.
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines

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

    private func update() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
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
        CATransaction.commit()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
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
        let height = min(bounds.height, textSize(width: textLayer.isWrapped ? bounds.width : nil).height)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        textLayer.frame = CGRect(x: 0, y: ((bounds.height - height) / 2).rounded(), width: bounds.width, height: height)
        CATransaction.commit()
    }

    open override var intrinsicContentSize: CGSize {
        textSize(width: nil)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let fitted = textSize(width: textLayer.isWrapped && size.width > 0 ? size.width : nil)
        return CGSize(width: size.width > 0 ? min(fitted.width, size.width) : fitted.width, height: fitted.height)
    }
}
