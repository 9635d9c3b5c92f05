import Foundation

/// The spinning "busy" indicator, as Apple's `UIActivityIndicatorView`:
/// eight rounded spokes around a centre, graded from opaque to faint, whose
/// brightest spoke steps clockwise round the circle once a second while
/// animating, as iOS 13 and later draw it.
///
/// Drawn by a `CAReplicatorLayer` (one spoke, eight copies, each a little
/// fainter) turned by a discrete keyframe animation of
/// `transform.rotation.z`, so the render server runs it without the main
/// thread. Hidden while stopped when `hidesWhenStopped` (the default).
/// Main thread only.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    private static let spokeCount = 8
    private static let animationKey = "UIActivityIndicatorView.spin"

    private let spokes = CAReplicatorLayer()
    private let spoke = CALayer()
    private var animating = false
    private var colorValue: UIColor?

    /// The size and default colour.
    open var style: UIActivityIndicatorView.Style {
        didSet {
            invalidateIntrinsicContentSize()
            updateSpokes()
        }
    }

    /// Whether the indicator hides while it is not animating; true by default.
    open var hidesWhenStopped = true {
        didSet { if !animating { isHidden = hidesWhenStopped } }
    }

    /// The spokes' colour; the style's grey (or white) until set.
    open var color: UIColor! {
        get { colorValue ?? style.defaultColor }
        set {
            colorValue = newValue
            updateSpokes()
        }
    }

    /// Whether the spokes are turning.
    open var isAnimating: Bool { animating }

    /// An indicator of `style`, sized to it and stopped (so hidden).
    public init(style: UIActivityIndicatorView.Style) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
        setUp()
    }

    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isUserInteractionEnabled = false
        isHidden = hidesWhenStopped
        isAccessibilityElement = true
        accessibilityTraits = .updatesFrequently
        ViewAnimationState.withoutActions {
            spokes.instanceCount = Self.spokeCount
            // Each copy a step further round, counterclockwise on screen, and
            // fainter: a tail trailing behind the brightest spoke as it turns clockwise.
            spokes.instanceTransform = CATransform3DMakeRotation(-2 * .pi / CGFloat(Self.spokeCount), 0, 0, 1)
            spokes.instanceAlphaOffset = -0.7 / Float(Self.spokeCount - 1)
            spokes.addSublayer(spoke)
            layer.addSublayer(spokes)
        }
        updateSpokes()
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: style.side, height: style.side)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateSpokes()
    }

    /// Starts the spokes turning and shows the indicator.
    open func startAnimating() {
        guard !animating else { return }
        animating = true
        isHidden = false
        let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        spin.values = (0..<Self.spokeCount).map { 2 * CGFloat.pi * CGFloat($0) / CGFloat(Self.spokeCount) }
        spin.calculationMode = .discrete
        spin.duration = 1
        spin.repeatCount = .infinity
        spokes.add(spin, forKey: Self.animationKey)
    }

    /// Stops the spokes (and hides the indicator when `hidesWhenStopped`).
    open func stopAnimating() {
        guard animating else { return }
        animating = false
        spokes.removeAnimation(forKey: Self.animationKey)
        if hidesWhenStopped { isHidden = true }
    }

    /// Lays the spoke out for the style and colour, centred in the bounds
    /// (as on iOS, a bigger frame does not make a bigger indicator; a
    /// transform does): spokes from about 45 % to 95 % of the radius, a
    /// ninth of the side wide, round-ended.
    private func updateSpokes() {
        let side = style.side
        let radius = side / 2
        let width = max(1.5, side / 9)
        ViewAnimationState.withoutActions {
            spokes.frame = CGRect(x: (bounds.width - side) / 2, y: (bounds.height - side) / 2, width: side, height: side)
            spoke.bounds = CGRect(x: 0, y: 0, width: width, height: radius * 0.5)
            spoke.position = CGPoint(x: radius, y: radius * (1 - 0.7))
            spoke.cornerRadius = width / 2
            spoke.backgroundColor = color.cgColor
        }
    }
}
