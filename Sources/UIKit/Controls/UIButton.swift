import Foundation

/// A button, as Apple's `UIButton`: a control that sends `.touchUpInside`
/// (and its primary action) when tapped, and shows an image and a title
/// (in `titleLabel`, centred over the image) per state, dimmed while
/// highlighted or disabled. `contentEdgeInsets` shrink the area both sit
/// in; `titleEdgeInsets` and `imageEdgeInsets` then shrink (or, negative,
/// grow and shift) each one's own rectangle, as on iOS. Main thread only.
@preconcurrency @MainActor
open class UIButton: UIControl {
    private var titles: [UIControl.State: String] = [:]
    private var images: [UIControl.State: UIImage] = [:]
    private var titleColors: [UIControl.State: UIColor] = [:]
    private let imageLayer = CALayer()
    private let label = UILabel(frame: .zero)
    /// The type given to `init(type:)`; ``UIButton/ButtonType/custom`` for every other initializer.
    public let buttonType: UIButton.ButtonType

    /// The label that shows the current title.
    open var titleLabel: UILabel? { label }

    /// Insets of the area the image and title are laid out in.
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }

    /// Insets of the title's rectangle within the content area.
    open var titleEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }

    /// Insets of the image's rectangle within the content area.
    open var imageEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }

    /// The area the image and title share: the bounds less `contentEdgeInsets`.
    open func contentRect(forBounds bounds: CGRect) -> CGRect {
        bounds.inset(by: contentEdgeInsets)
    }

    /// Where the title goes: the content area less `titleEdgeInsets`.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        contentRect.inset(by: titleEdgeInsets)
    }

    /// Where the image goes: the content area less `imageEdgeInsets`.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        contentRect.inset(by: imageEdgeInsets)
    }

    /// A button of `buttonType`, sized zero.
    public init(type buttonType: UIButton.ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        setUp()
    }

    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        setUp()
    }

    /// A button that performs `primaryAction` when tapped.
    public convenience init(frame: CGRect = .zero, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            titles[.normal] = primaryAction.title
            images[.normal] = primaryAction.image
            updateLook()
        }
    }

    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        ViewAnimationState.withoutActions {
            imageLayer.contentsGravity = .center
            layer.addSublayer(imageLayer)
        }
        label.textAlignment = .center
        label.font = .systemFont(ofSize: UIFont.buttonFontSize)
        label.textColor = buttonType == .system ? UIColor(red: 0, green: 0.48, blue: 1, alpha: 1) : .white
        addSubview(label)
        isAccessibilityElement = true
        accessibilityTraits = .button
    }

    /// Sets the title shown in `state`; nil removes it, so that the normal state's title shows.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state] = title
        updateLook()
    }

    /// Sets the title colour for `state`; nil removes it, so that the normal state's colour applies.
    ///
    /// When neither `state` nor the normal state has a colour, the label keeps
    /// whatever colour it last showed.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state] = color
        updateLook()
    }

    /// The title colour for `state`, falling back to the normal state's.
    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state] ?? titleColors[.normal]
    }

    /// The title for `state`, falling back to the normal state's.
    open func title(for state: UIControl.State) -> String? {
        titles[state] ?? titles[.normal]
    }

    /// The title for the control's current ``UIControl/state``.
    open var currentTitle: String? { title(for: state) }

    /// Sets the image shown in `state`; nil removes it, so that the normal state's image shows.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state] = image
        updateLook()
    }

    /// The image for `state`, falling back to the normal state's.
    open func image(for state: UIControl.State) -> UIImage? {
        images[state] ?? images[.normal]
    }

    /// The image for the control's current ``UIControl/state``.
    open var currentImage: UIImage? { image(for: state) }

    open override func stateChanged() {
        updateLook()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let content = contentRect(forBounds: bounds)
        ViewAnimationState.withoutActions { imageLayer.frame = imageRect(forContentRect: content) }
        label.frame = titleRect(forContentRect: content)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let titleSize = currentTitle == nil ? .zero : label.intrinsicContentSize
        let imageSize = currentImage?.size ?? .zero
        guard titleSize != .zero || imageSize != .zero else { return CGSize(width: 44, height: 44) }
        let insets = contentEdgeInsets
        return CGSize(width: max(titleSize.width + 16, imageSize.width) + insets.left + insets.right,
                      height: max(titleSize.height + 8, imageSize.height) + insets.top + insets.bottom)
    }

    private func updateLook() {
        let image = currentImage
        ViewAnimationState.withoutActions {
            imageLayer.frame = imageRect(forContentRect: contentRect(forBounds: bounds))
            imageLayer.contents = image?.uprightCGImage
            if let image { imageLayer.contentsScale = image.scale }
            imageLayer.opacity = !isEnabled ? 0.35 : (isHighlighted ? 0.6 : 1)
        }
        label.text = currentTitle
        if let color = titleColor(for: state) { label.textColor = color }
        label.alpha = !isEnabled ? 0.35 : (isHighlighted ? 0.6 : 1)
    }
}
