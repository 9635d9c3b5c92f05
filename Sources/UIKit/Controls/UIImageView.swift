import Foundation

/// A view that shows an image, as Apple's `UIImageView`: the image is the
/// layer's contents (placed by `contentMode`), or `animationImages` cycle
/// through a discrete keyframe animation of `contents` while animating.
/// An `.alwaysTemplate` image is shown as its shape in `tintColor`.
/// Image views ignore touches by default. Main thread only.
@preconcurrency @MainActor
open class UIImageView: UIView {
    private var imageValue: UIImage?
    private var highlightedImageValue: UIImage?
    private var highlightedValue = false
    private var animating = false

    /// The frames shown by `startAnimating()`.
    open var animationImages: [UIImage]? {
        didSet { if animating { startAnimating() } }
    }
    /// The frames shown while highlighted and animating.
    open var highlightedAnimationImages: [UIImage]?
    /// Seconds per pass through the frames; 0 means 1/30 s per frame.
    open var animationDuration: TimeInterval = 0
    /// Passes through the frames; 0 repeats forever.
    open var animationRepeatCount: Int = 0

    /// An image view the size of `image`.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        self.image = image
    }

    /// An image view the size of `image` that shows `highlightedImage` while highlighted.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        highlightedImageValue = highlightedImage
        self.image = image
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The image shown; an animated image (`UIImage.animatedImage`) animates by itself.
    open var image: UIImage? {
        get { imageValue }
        set {
            imageValue = newValue
            if let frames = newValue?.images, !frames.isEmpty {
                animationImages = frames
                animationDuration = newValue?.duration ?? 0
                startAnimating()
            }
            showCurrentImage()
        }
    }

    /// The image shown while highlighted.
    open var highlightedImage: UIImage? {
        get { highlightedImageValue }
        set {
            highlightedImageValue = newValue
            showCurrentImage()
        }
    }

    /// Whether the view shows ``highlightedImage`` (``image`` when that is nil); false by default.
    ///
    /// A running animation keeps its frames; ``highlightedAnimationImages``
    /// take effect at the next ``startAnimating()``.
    open var isHighlighted: Bool {
        get { highlightedValue }
        set {
            highlightedValue = newValue
            showCurrentImage()
        }
    }

    /// Whether the frames are cycling.
    open var isAnimating: Bool { animating }

    /// Cycles through `animationImages` (does nothing without them).
    open func startAnimating() {
        let frames = (highlightedValue ? highlightedAnimationImages : nil) ?? animationImages ?? []
        let images = frames.compactMap(\.uprightCGImage)
        guard !images.isEmpty else { return }
        animating = true
        let animation = CAKeyframeAnimation(keyPath: "contents")
        animation.values = images
        animation.calculationMode = .discrete
        animation.duration = animationDuration > 0 ? animationDuration : Double(images.count) / 30
        animation.repeatCount = animationRepeatCount > 0 ? Float(animationRepeatCount) : .infinity
        layer.add(animation, forKey: "UIImageViewAnimation")
    }

    /// Stops cycling and shows `image` again.
    open func stopAnimating() {
        animating = false
        layer.removeAnimation(forKey: "UIImageViewAnimation")
    }

    /// The image's size, or no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        guard let image = currentImage else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return image.size
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        currentImage?.size ?? bounds.size
    }

    private var currentImage: UIImage? {
        highlightedValue ? (highlightedImageValue ?? imageValue) : imageValue
    }

    /// Redraws a template image in the new tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if currentImage?.renderingMode == .alwaysTemplate { showCurrentImage() }
    }

    /// A template image takes the new superview's tint colour.
    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        if currentImage?.renderingMode == .alwaysTemplate { showCurrentImage() }
    }

    /// Shows the current image; an `.alwaysTemplate` one as its shape in `tintColor`.
    private func showCurrentImage() {
        var image = currentImage
        if let template = image, template.renderingMode == .alwaysTemplate {
            image = template.withTintColor(tintColor)
        }
        // Setting an image is not animated by view blocks ("contents" is not an animated key).
        layer.contents = image?.uprightCGImage
        if let image { layer.contentsScale = image.scale }
    }
}
