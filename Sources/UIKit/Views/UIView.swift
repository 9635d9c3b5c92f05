import Foundation

/// A rectangle of the interface backed by a layer, as Apple's `UIView`.
///
/// Every view owns one layer (of class `layerClass`) and is that layer's
/// delegate: geometry, alpha, colour and visibility are stored in the layer,
/// so the view tree and the layer tree stay one tree. Outside animation
/// blocks the view gives its layer no action (changes show at once); inside
/// `UIView.animate…` blocks it answers each animatable change with a
/// `CABasicAnimation` (see `UIView+LayerDelegate.swift`).
///
/// Main thread only (`@MainActor`, `@preconcurrency` so that iOS code written
/// in Swift 5 mode compiles unchanged).
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The class of the layer each view of this class creates; `CALayer` by default.
    open class var layerClass: AnyClass { CALayer.self }

    /// The backing layer; its delegate is this view.
    public let layer: CALayer

    var subviewList: [UIView] = []
    weak var superviewObject: UIView?
    /// The view controller whose root view this is.
    weak var owningViewController: UIViewController?
    var recognizerList: [UIGestureRecognizer] = []
    var backgroundColorObject: UIColor?
    var tintColorObject: UIColor?
    /// `overrideUserInterfaceStyle`'s value (UIView+Appearance.swift).
    var ownUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    var contentModeValue: UIView.ContentMode = .scaleToFill
    /// Animations of blocks without `.allowUserInteraction` still running on
    /// this view: while positive, hit testing skips the view (as on iOS).
    var interactionBlockingAnimations = 0
    /// Set by the base `draw(_:)`: the class does not draw (see UIView+Drawing.swift).
    var defaultDrawCalled = false

    /// A number that identifies the view (`viewWithTag(_:)`); 0 by default.
    open var tag: Int = 0
    /// Whether touches reach this view and its subviews; true by default.
    open var isUserInteractionEnabled: Bool = true
    /// Whether the view receives more than one touch of an event; false by default.
    open var isMultipleTouchEnabled: Bool = false
    /// Whether the view is the only one getting touches while it is touched.
    open var isExclusiveTouch: Bool = false
    /// Whether the view resizes its subviews (by their masks) when its bounds change; true by default.
    open var autoresizesSubviews: Bool = true
    /// How the view resizes when its superview's bounds change.
    open var autoresizingMask: UIView.AutoresizingMask = []

    // MARK: - Initializers

    /// A view covering `frame` in its superview's coordinates.
    public init(frame: CGRect) {
        layer = Self.makeLayer()
        super.init()
        configureLayer(frame: frame)
    }

    /// Views are not unarchived on Linux; this gives an empty view, so that
    /// subclasses written for iOS compile and work when made in code.
    public required init?(coder: NSCoder) {
        layer = Self.makeLayer()
        super.init()
        configureLayer(frame: .zero)
    }

    /// A view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    private static func makeLayer() -> CALayer {
        guard let type = layerClass as? CALayer.Type else {
            Diagnostics.report("\(self).layerClass is \(layerClass), not a CALayer subclass; a CALayer is used", subsystem: "UIKit")
            return CALayer()
        }
        return type.init(layerOfThisClass: nil)
    }

    private func configureLayer(frame: CGRect) {
        layer.delegate = self
        ViewAnimationState.withoutActions {
            layer.contentsScale = UIScreen.main.scale
            layer.frame = frame
        }
        if drawsContents { layer.setNeedsDisplay() }
    }

    // MARK: - Geometry (stored in the layer)

    /// The view's rectangle in its superview's coordinates; animatable.
    ///
    /// With a non-identity `transform` the frame is the bounding box of the
    /// transformed bounds, and setting it is undefined as on iOS (here: the
    /// transform is ignored for the assignment).
    open var frame: CGRect {
        get { layer.frame }
        set { resizing { layer.frame = newValue } }
    }

    /// The view's own coordinate space: origin and size; animatable.
    open var bounds: CGRect {
        get { layer.bounds }
        set { resizing { layer.bounds = newValue } }
    }

    /// The centre of the frame in the superview's coordinates (the layer's position); animatable.
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    /// A 2D transform about the centre; animatable.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    /// The layer's full 3D transform; animatable.
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// The opacity, 0 to 1 (the layer's opacity); animatable.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    /// The colour filling the bounds; nil (transparent) by default; animatable.
    open var backgroundColor: UIColor? {
        get { backgroundColorObject }
        set {
            backgroundColorObject = newValue
            // A dynamic colour resolves with the view's traits (again when they change: UIView+Appearance.swift).
            layer.backgroundColor = newValue.map { $0.isDynamic ? $0.resolvedColor(with: traitCollection).cgColor : $0.cgColor }
        }
    }

    /// Whether the view and its subviews are hidden.
    open var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }

    /// Whether subviews are clipped to the bounds (the layer's `masksToBounds`).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// Whether the view draws opaquely over its whole bounds.
    open var isOpaque: Bool {
        get { layer.isOpaque }
        set { layer.isOpaque = newValue }
    }

    /// How the contents fit the bounds; `.redraw` redraws on every size change.
    open var contentMode: UIView.ContentMode {
        get { contentModeValue }
        set {
            contentModeValue = newValue
            layer.contentsGravity = newValue.contentsGravity
            layer.needsDisplayOnBoundsChange = newValue == .redraw
        }
    }

    /// Pixels per point of drawn contents; the screen's scale by default.
    open var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set { layer.contentsScale = newValue }
    }

    /// The tint colour: this view's, or the nearest superview's; the system blue at the top.
    open var tintColor: UIColor! {
        get { tintColorObject ?? superview?.tintColor ?? .systemBlue }
        set {
            tintColorObject = newValue
            tintColorDidChange()
            // The descendants that inherit it hear of it too, as on iOS (a walk with its own stack: any depth).
            var pending = subviewList.reversed().filter { $0.tintColorObject == nil }
            while let view = pending.popLast() {
                view.tintColorDidChange()
                pending += view.subviewList.reversed().filter { $0.tintColorObject == nil }
            }
        }
    }

    /// Called when the tint colour changes: this view's, or an ancestor's that this view inherits.
    open func tintColorDidChange() {}

    // MARK: - Safe area, margins and layout direction

    /// The part of the view not covered by bars, notches or rounded screen
    /// corners. A desktop window has none of those: zero insets.
    open var safeAreaInsets: UIEdgeInsets { .zero }

    /// Called when `safeAreaInsets` change (never, here: they are always zero).
    open func safeAreaInsetsDidChange() {}

    /// The margins a layout keeps content away from; 8 points a side by default, as on iOS.
    /// Reading gives the margins in effect: these, widened by the
    /// superview's and the safe area where the two properties below ask
    /// (see UIView+LayoutMargins.swift).
    open var layoutMargins: UIEdgeInsets {
        get { effectiveLayoutMargins }
        set {
            ownLayoutMargins = newValue
            layoutMarginsChanged()
        }
    }

    /// The margins as set, before the superview's and the safe area's.
    var ownLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// Whether the superview's margins also keep this view's content in
    /// where the view reaches into them; false by default, as on iOS.
    open var preservesSuperviewLayoutMargins = false {
        didSet { layoutMarginsChanged() }
    }

    /// Whether the margins are widened to keep content inside the safe
    /// area; true by default, as on iOS (the safe area insets are zero on
    /// this desktop unless a subclass overrides them).
    open var insetsLayoutMarginsFromSafeArea = true {
        didSet { layoutMarginsChanged() }
    }

    /// The bounds inset by `safeAreaInsets` (zero here), for constraints.
    public private(set) lazy var safeAreaLayoutGuide = UILayoutGuide(view: self, inset: .safeArea)

    /// The bounds inset by `layoutMargins`, for constraints.
    public private(set) lazy var layoutMarginsGuide = UILayoutGuide(view: self, inset: .margins)

    /// Called when `layoutMargins` change.
    open func layoutMarginsDidChange() {}

    /// How the view's content is laid out when the language reads right to
    /// left; the app runs left to right here unless a view forces otherwise.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

    /// The layout direction of this view: right to left only when forced.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }

    /// The layout direction `attribute` gives in this app (which runs left to right).
    open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    // MARK: - The view tree (UIView+Hierarchy.swift)

    /// The view this one is a subview of.
    open var superview: UIView? { superviewObject }

    /// The subviews, back to front.
    open var subviews: [UIView] { subviewList }

    /// The window the view is in, if any.
    open var window: UIWindow? { enclosingWindow() }

    /// Adds `view` in front of the other subviews, taking it from its old superview.
    /// (Off the main thread the place is taken on the main thread, where the
    /// change is made: the subviews are read there only.)
    open func addSubview(_ view: UIView) { insert(view, at: Int.max) }

    /// Inserts `view` at `index` among the subviews (clamped to their count).
    open func insertSubview(_ view: UIView, at index: Int) { insert(view, at: index) }

    /// Inserts `view` just above `siblingSubview` (on top when that is not a subview).
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insertSubviewAbove(view, siblingSubview)
    }

    /// Inserts `view` just below `siblingSubview` (at the bottom when that is not a subview).
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insertSubviewBelow(view, siblingSubview)
    }

    /// Moves the subview `view` in front of its siblings.
    open func bringSubviewToFront(_ view: UIView) {
        if OffMainUse.deferred("UIView.bringSubviewToFront(_:)", { self.bringSubviewToFront(view) }) { return }
        if view.superviewObject === self { insert(view, at: Int.max) }
    }

    /// Moves the subview `view` behind its siblings.
    open func sendSubviewToBack(_ view: UIView) {
        if OffMainUse.deferred("UIView.sendSubviewToBack(_:)", { self.sendSubviewToBack(view) }) { return }
        if view.superviewObject === self { insert(view, at: 0) }
    }

    /// Swaps the subviews at two indexes.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { exchangeSubviews(index1, index2) }

    /// Removes the view (and its layer) from its superview.
    open func removeFromSuperview() { detachFromSuperview() }

    /// Whether this view is `view` or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        var node: UIView? = self
        while let current = node {
            if current === view { return true }
            node = current.superviewObject
        }
        return false
    }

    /// This view or the first descendant (depth first) whose tag is `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? { descendant(withTag: tag) }

    /// Called after `subview` was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called before the view moves to `newSuperview` (nil when removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview (or was removed).
    open func didMoveToSuperview() {}
    /// Called before the view moves into `newWindow` (nil when it leaves its window).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view moved into or out of a window.
    open func didMoveToWindow() {}

    // MARK: - Traits

    /// The traits of the view's environment: the screen's scale, and the
    /// appearance of the nearest `overrideUserInterfaceStyle` up the
    /// hierarchy (the view's, its controller's, its superviews'), else the
    /// desktop's.
    open var traitCollection: UITraitCollection {
        UITraitCollection(displayScale: UIScreen.mainScale, userInterfaceStyle: effectiveUserInterfaceStyle)
    }

    /// Called after the traits changed (the host window's scale, an appearance override), with those before.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: - Layout (UIView+Layout.swift)

    /// Marks the view for layout; `layoutSubviews()` runs before the next frame.
    open func setNeedsLayout() { layer.setNeedsLayout() }

    /// Lays out the view now if it is marked (and its marked subviews).
    open func layoutIfNeeded() { layoutNow() }

    /// Positions the subviews; the default does nothing (autoresizing has already run).
    open func layoutSubviews() {}

    /// The size that fits within `size`; the current size by default.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits` its current size.
    open func sizeToFit() { fitSize() }

    /// The size the content needs, or `UIView.noIntrinsicMetric` in a dimension that has none.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Says that `intrinsicContentSize` changed (marks the superview for layout).
    open func invalidateIntrinsicContentSize() { superview?.setNeedsLayout() }

    /// The value of `intrinsicContentSize` in a dimension without one.
    public static let noIntrinsicMetric: CGFloat = -1

    // MARK: - Constraints (UIView+Constraints.swift, UIView+ConstraintLayout.swift)

    /// The active constraints installed on this view, in the order installed.
    var installedConstraints: [NSLayoutConstraint] = []
    /// Set by `setNeedsUpdateConstraints()`, cleared when `updateConstraints()` runs.
    var constraintsNeedUpdate = false
    /// How many views are marked by `setNeedsUpdateConstraints()`: while none
    /// is, a layout pass skips the walk looking for them.
    static var constraintUpdatesPending = 0
    var huggingPriorities: [UILayoutPriority] = [.defaultLow, .defaultLow]
    var compressionResistancePriorities: [UILayoutPriority] = [.defaultHigh, .defaultHigh]

    /// Whether the view is placed by its frame and autoresizing mask (true, the
    /// default) or by constraints (false: its superview's layout pass sets its frame).
    open var translatesAutoresizingMaskIntoConstraints: Bool = true {
        didSet { if translatesAutoresizingMaskIntoConstraints != oldValue { superviewObject?.setNeedsLayout() } }
    }

    /// The active constraints installed on this view (those whose closest common ancestor it is).
    open var constraints: [NSLayoutConstraint] { installedConstraints }

    /// Updates the view's constraints before layout after `setNeedsUpdateConstraints()`; the default does nothing.
    open func updateConstraints() {}

    /// How strongly the view resists growing past its intrinsic size along `axis`; 250 by default.
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        huggingPriorities[axis.rawValue]
    }

    /// Sets how strongly the view resists growing past its intrinsic size along `axis`;
    /// marks the superview for layout.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        huggingPriorities[axis.rawValue] = priority
        superviewObject?.setNeedsLayout()
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis`; 750 by default.
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compressionResistancePriorities[axis.rawValue]
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size along `axis`;
    /// marks the superview for layout.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        compressionResistancePriorities[axis.rawValue] = priority
        superviewObject?.setNeedsLayout()
    }

    // MARK: - Drawing (UIView+Drawing.swift)

    /// Draws the view's contents into the current context (`UIGraphicsGetCurrentContext()`),
    /// y down, origin at the bounds' origin. Override it to draw; the default draws nothing
    /// and a view that does not override it keeps no bitmap.
    open func draw(_ rect: CGRect) { defaultDrawCalled = true }

    /// Marks the whole view for redrawing before the next frame.
    open func setNeedsDisplay() { layer.setNeedsDisplay() }

    /// Marks `rect` for redrawing (the whole view is redrawn).
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }

    // MARK: - Coordinates (UIView+Conversion.swift)

    /// `point` from this view's coordinates to `view`'s (the window's when nil).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { convertPoint(point, to: view) }

    /// `point` from `view`'s coordinates (the window's when nil) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { convertPoint(point, from: view) }

    /// `rect` from this view's coordinates to `view`'s (the window's when nil), as a bounding box.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { convertRect(rect, to: view) }

    /// `rect` from `view`'s coordinates (the window's when nil) to this view's, as a bounding box.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { convertRect(rect, from: view) }

    // MARK: - Hit testing (UIView+HitTesting.swift)

    /// The deepest visible, interactive descendant (or self) containing `point`
    /// (in this view's coordinates), front to back; nil when none does.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { deepestView(at: point, with: event) }

    /// Whether `point` (in this view's coordinates) is inside the bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    // MARK: - The layer's delegate (UIView+LayerDelegate.swift)
    // Layers call their delegate on the thread that changed them; a view's
    // layer belongs to the main thread, so these run there (a call from
    // another thread is reported and ignored, through MainThreadCall).

    /// The action for a change of `layer`'s `event`: `NSNull` outside
    /// animation blocks (no implicit animation), a `CABasicAnimation` from the
    /// old value (the on-screen value with `.beginFromCurrentState`) with the
    /// block's timing inside one.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        MainThreadCall.run(or: NSNull(), "action(for:forKey: \"\(event)\")", passing: layer) {
            self.viewAction(for: $0, forKey: event)
        }
    }

    /// Displays `layer` as its own display would: its `draw(in:)` draws
    /// (a `layerClass` of the program's may draw itself; the default asks
    /// this view's `draw(_:)`) into its contents.
    open func display(_ layer: CALayer) {
        MainThreadCall.run(or: (), "display(_:)", passing: layer) { self.displayLayer($0) }
    }

    /// Draws the view through `draw(_:)` into `ctx`.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        MainThreadCall.run(or: (), "draw(_:in:)", passing: ctx) { self.drawContents(in: $0, rect: self.bounds) }
    }

    /// Does nothing. The layer calls it on its drawing path, just before `draw(in:)`.
    open func layerWillDraw(_ layer: CALayer) {}

    /// Runs `layoutSubviews()` (with the view controller's layout callbacks).
    open func layoutSublayers(of layer: CALayer) {
        MainThreadCall.run(or: (), "layoutSublayers(of:)") { self.performLayout() }
    }

    // MARK: - Responder chain

    /// The view controller whose root view this is, otherwise the superview.
    open override var next: UIResponder? {
        if let controller = owningViewController { return controller }
        return superview
    }

    // MARK: - Gesture recognizers

    /// The recognizers attached to this view; nil when there are none.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { recognizerList.isEmpty ? nil : recognizerList }
        set {
            for recognizer in recognizerList { recognizer.attachedView = nil }
            recognizerList = []
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer`, moving it from its old view.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let old = gestureRecognizer.view, old !== self { old.removeGestureRecognizer(gestureRecognizer) }
        guard !recognizerList.contains(where: { $0 === gestureRecognizer }) else { return }
        recognizerList.append(gestureRecognizer)
        gestureRecognizer.attachedView = self
    }

    /// Detaches `gestureRecognizer` from this view; does nothing when it is not attached here.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let index = recognizerList.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        recognizerList.remove(at: index)
        gestureRecognizer.attachedView = nil
    }

    /// Whether `gestureRecognizer` may begin; true by default.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// `<Class frame=… tag=… hidden>`, tag only when not 0, "hidden" only when hidden; off the main thread, `<Class>`.
    nonisolated open override var description: String {
        guard Thread.isMainThread else { return "<\(type(of: self))>" }
        return MainActor.assumeIsolated {
            "<\(type(of: self)) frame=\(frame)\(tag != 0 ? " tag=\(tag)" : "")\(isHidden ? " hidden" : "")>"
        }
    }
}

// The witnesses are main-actor methods, as UIKit's are on iOS (an override
// may call the view's main-actor code). The protocol is not isolated, which
// Swift 5 mode allows without a check: a layer asking from another thread
// reaches the witness, which reports the call and ignores it (MainThreadCall).
extension UIView: CALayerDelegate {}
