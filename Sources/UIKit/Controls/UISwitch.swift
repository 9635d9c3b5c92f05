import Foundation

/// An on/off switch, as Apple's `UISwitch` (iOS 13 and later): a rounded
/// track, filled with ``onTintColor`` when on and a light grey when off,
/// and a white circular thumb with a soft shadow that sits at the left
/// (off) or right (on) end.
///
/// Always 51 × 31 points, as on iOS: whatever frame it is given, only the
/// origin is taken. A tap (a touch lifted within the control's touch
/// margin) flips it, with the animation, and sends
/// ``UIControl/Event/valueChanged``; ``setOn(_:animated:)`` and ``isOn``
/// send nothing. The thumb is not dragged along with a moving touch.
///
/// Drawn with layers: the track and the thumb are sublayers, moved and
/// recoloured by explicit `CABasicAnimation`s (keys `UISwitch.slide` on the
/// thumb, `UISwitch.tint` on the track), so the render server runs them.
/// Main thread only.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The size iOS gives every switch.
    static let fixedSize = CGSize(width: 51, height: 31)
    /// The thumb's margin inside the track.
    private static let thumbInset: CGFloat = 2
    /// How long the thumb slides and the track changes colour.
    static let animationDuration: CFTimeInterval = 0.25
    static let slideKey = "UISwitch.slide"
    static let tintKey = "UISwitch.tint"

    /// Holds the track and the thumb; dimmed while disabled.
    private let body = CALayer()
    let track = CALayer()
    let thumb = CALayer()
    private var on = false
    private var onTintValue: UIColor?
    private var thumbTintValue: UIColor?

    /// Whether the switch is on; setting it moves the thumb at once and sends no action.
    open var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }

    /// The track's colour when on; iOS's green, sRGB (52, 199, 89), until set (nil sets it back).
    open var onTintColor: UIColor? {
        get { onTintValue ?? .systemGreen }
        set {
            onTintValue = newValue
            updateLayers(animated: false)
        }
    }

    /// The thumb's colour; white until set (nil sets it back).
    open var thumbTintColor: UIColor? {
        get { thumbTintValue ?? .white }
        set {
            thumbTintValue = newValue
            updateLayers(animated: false)
        }
    }

    /// An image for the on state: kept, not drawn (iOS 7 and later draw none either).
    open var onImage: UIImage?
    /// An image for the off state: kept, not drawn (iOS 7 and later draw none either).
    open var offImage: UIImage?

    /// A switch at `frame`'s origin, 51 × 31 points whatever `frame`'s size; off.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.fixedSize))
        setUp()
    }

    /// An off switch at the origin (views are not unarchived on Linux).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        frame = frame
        isAccessibilityElement = true
        accessibilityTraits = .button
        ViewAnimationState.withoutActions {
            body.frame = CGRect(origin: .zero, size: Self.fixedSize)
            track.frame = body.bounds
            track.cornerRadius = Self.fixedSize.height / 2
            let side = Self.fixedSize.height - 2 * Self.thumbInset
            thumb.bounds = CGRect(x: 0, y: 0, width: side, height: side)
            thumb.cornerRadius = side / 2
            thumb.shadowColor = UIColor.black.cgColor
            thumb.shadowOpacity = 0.2
            thumb.shadowRadius = 2.5
            thumb.shadowOffset = CGSize(width: 0, height: 2.5)
            body.addSublayer(track)
            body.addSublayer(thumb)
            layer.addSublayer(body)
        }
        updateLayers(animated: false)
    }

    /// The frame; only its origin is taken when set (the size stays 51 × 31).
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.fixedSize) }
    }

    /// The bounds; only their origin is taken when set (the size stays 51 × 31).
    open override var bounds: CGRect {
        get { super.bounds }
        set { super.bounds = CGRect(origin: newValue.origin, size: Self.fixedSize) }
    }

    open override var intrinsicContentSize: CGSize { Self.fixedSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.fixedSize }

    /// Turns the switch on or off; animated, the thumb slides and the track
    /// changes colour over a quarter of a second. Does nothing when already
    /// so; sends no action.
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != self.on else { return }
        self.on = on
        updateLayers(animated: animated)
    }

    open override func stateChanged() {
        super.stateChanged()
        ViewAnimationState.withoutActions { body.opacity = isEnabled ? 1 : 0.5 }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateLayers(animated: false)
    }

    /// A touch lifted within the touch margin flips the switch and sends ``UIControl/Event/valueChanged``.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch,
              bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains(touch.location(in: self)) else { return }
        setOn(!on, animated: true)
        sendActions(for: .valueChanged)
    }
}
