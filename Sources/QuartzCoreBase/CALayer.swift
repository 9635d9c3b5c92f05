import Foundation

/// A rectangle of content in a tree of layers, as Apple's `CALayer`.
///
/// This object is the *model* layer: it holds the values the app set.
/// `presentation()` gives a copy with running animations applied, and commits
/// carry changed values to the render server, which keeps its own copy and
/// never touches this object.
///
/// Threads: not actor-isolated, as in Apple's SDK. Any thread may use a layer;
/// its state is guarded by `LayerTreeLock` (what `CATransaction.lock()`
/// takes), and changes belong to the current thread's transaction. Delegates,
/// actions and overridable methods are called on the thread that made the
/// change, without the lock held.
open class CALayer: NSObject, CAMediaTiming {
    /// A process-wide unique id that the render tree uses for this layer.
    package let layerID: LayerID

    /// The model values, guarded by `LayerTreeLock`. The first change after
    /// a commit keeps the committed values aside (`committedState`).
    package var state: LayerProperties {
        get { values.value }
        set {
            prepareToChangeValues()
            values.value = newValue
        }
        _modify {
            prepareToChangeValues()
            yield &values.value
        }
    }
    /// Held by reference: the commits that carry them and the render tree
    /// share them until they change (then `state` copies them first).
    private var values = SharedLayerValues(LayerProperties())
    // The flags are stored together, after the values: each alone between
    // two words took a word (a layer is 16 bytes smaller so, for every
    // layer of an app).
    /// Whether a commit has carried this layer (it is then in the render tree).
    private(set) var isCommitted = false
    var displayOnBoundsChange = false
    var needsDisplayFlag = false
    var needsLayoutFlag = false
    /// Whether the animation list changed since the last commit.
    var animationsChanged = false
    /// True for copies made by `presentation()`: they never trigger actions or commits.
    package var isPresentationCopy = false
    /// The values the last commit carried, once `state` has changed since
    /// (until then they are `values` itself, which the render tree shares).
    private var committedValues: SharedLayerValues?
    /// The model values as the last commit carried them: what is on screen
    /// underneath the animations, and what `presentation()` starts from;
    /// nil before the first commit. Guarded by `LayerTreeLock`.
    var committedState: LayerProperties? {
        guard isCommitted else { return nil }
        return (committedValues ?? values).value
    }
    /// `state` for a commit to carry: the layer's own values, shared. Caller holds `LayerTreeLock`.
    var sharedState: SharedLayerValues { values }
    /// `committedState` for a commit to carry, shared; nil before the first commit. Caller holds `LayerTreeLock`.
    var sharedCommittedState: SharedLayerValues? {
        guard isCommitted else { return nil }
        return committedValues ?? values
    }
    /// The `CommitFeed` generation this layer was last sent in (0: never
    /// sent to a consumer); guarded by `LayerTreeLock`.
    var commitGeneration = 0
    /// `contents` as the app set it (`state.contents` holds the drawable form).
    var contentsObject: Any? {
        get { storedContents.value }
        set { storedContents = CompactValue(newValue) }
    }
    /// `contentsObject` as kept: an image in one word and a tag, not an `Any?`'s four.
    private var storedContents = CompactValue.none
    var sublayerList: [CALayer] = []
    weak var parent: CALayer?
    weak var delegateObject: CALayerDelegate?
    /// The links and tables most layers never set; nil until one is
    /// (read and written through the properties of `CALayer+RareLinks.swift`).
    var rareLinks: LayerRareLinks?

    /// Animations attached to this layer in the order added.
    package var attachedAnimations: [AttachedAnimation] = []
    /// What runs of `attachedAnimations` (each knows its place, `listIndex`),
    /// and until the next commit of removed ones too: the list commits carry
    /// and the render server keeps, the same storage. Guarded by `LayerTreeLock`.
    var animationList = CommittedAnimations.none
    /// How many animations a layer has before it keeps `attachedKeys`.
    static let attachedKeySetThreshold = 16

    // MARK: - Model properties
    // Stored in `state`, changed through `setModelValue` (validate, ask for the action,
    // store, mark dirty, run the action); declared here so subclasses can override them.

    /// The layer's own coordinate space: origin and size.
    open var bounds: CGRect {
        get { LayerTreeLock.shared.withLock { state.bounds } }
        set { setModelValue(newValue, at: \.bounds, key: "bounds") }
    }

    /// Where the anchor point sits in the superlayer's coordinates.
    open var position: CGPoint {
        get { LayerTreeLock.shared.withLock { state.position } }
        set { setModelValue(newValue, at: \.position, key: "position") }
    }

    /// Depth on the z axis; siblings draw in increasing zPosition.
    open var zPosition: CGFloat {
        get { LayerTreeLock.shared.withLock { state.zPosition } }
        set { setModelValue(newValue, at: \.zPosition, key: "zPosition") }
    }

    /// The point of the bounds (unit coordinates) that `position` places; default (0.5, 0.5).
    open var anchorPoint: CGPoint {
        get { LayerTreeLock.shared.withLock { state.anchorPoint } }
        set { setModelValue(newValue, at: \.anchorPoint, key: "anchorPoint") }
    }

    /// The anchor point's z component.
    open var anchorPointZ: CGFloat {
        get { LayerTreeLock.shared.withLock { state.anchorPointZ } }
        set { setModelValue(newValue, at: \.anchorPointZ, key: "anchorPointZ") }
    }

    /// The transform applied about the anchor point.
    open var transform: CATransform3D {
        get { LayerTreeLock.shared.withLock { state.transform } }
        set { setModelValue(newValue, at: \.transform, key: "transform") }
    }

    /// The transform applied to sublayers about the anchor point (put perspective in m34 here).
    open var sublayerTransform: CATransform3D {
        get { LayerTreeLock.shared.withLock { state.sublayerTransform } }
        set { setModelValue(newValue, at: \.sublayerTransform, key: "sublayerTransform") }
    }

    /// Whether the layer and its subtree are hidden.
    open var isHidden: Bool {
        get { LayerTreeLock.shared.withLock { state.isHidden } }
        set { setModelValue(newValue, at: \.isHidden, key: "hidden") }
    }

    /// Whether the back face is drawn when the layer faces away.
    open var isDoubleSided: Bool {
        get { LayerTreeLock.shared.withLock { state.isDoubleSided } }
        set { setModelValue(newValue, at: \.isDoubleSided, key: "doubleSided") }
    }

    /// Whether sublayer geometry is flipped vertically (y runs up).
    open var isGeometryFlipped: Bool {
        get { LayerTreeLock.shared.withLock { state.isGeometryFlipped } }
        set { setModelValue(newValue, at: \.isGeometryFlipped, key: "geometryFlipped") }
    }

    /// The part of the contents image drawn, in unit coordinates.
    open var contentsRect: CGRect {
        get { LayerTreeLock.shared.withLock { state.contentsRect } }
        set { setModelValue(newValue, at: \.contentsRect, key: "contentsRect") }
    }

    /// The stretchable centre of the contents (nine-slice), in unit coordinates.
    open var contentsCenter: CGRect {
        get { LayerTreeLock.shared.withLock { state.contentsCenter } }
        set { setModelValue(newValue, at: \.contentsCenter, key: "contentsCenter") }
    }

    /// How the contents fit the bounds; default `.resize`.
    open var contentsGravity: CALayerContentsGravity {
        get { LayerTreeLock.shared.withLock { state.contentsGravity } }
        set { setModelValue(newValue, at: \.contentsGravity, key: "contentsGravity") }
    }

    /// Pixels per point of the contents.
    open var contentsScale: CGFloat {
        get { LayerTreeLock.shared.withLock { state.contentsScale } }
        set { setModelValue(newValue, at: \.contentsScale, key: "contentsScale", mustBePositive: true) }
    }

    /// The pixel format of drawn contents.
    open var contentsFormat: CALayerContentsFormat {
        get { LayerTreeLock.shared.withLock { state.contentsFormat } }
        set { setModelValue(newValue, at: \.contentsFormat, key: "contentsFormat") }
    }

    /// The filter used when the contents shrink.
    open var minificationFilter: CALayerContentsFilter {
        get { LayerTreeLock.shared.withLock { state.minificationFilter } }
        set { setModelValue(newValue, at: \.minificationFilter, key: "minificationFilter") }
    }

    /// The filter used when the contents grow.
    open var magnificationFilter: CALayerContentsFilter {
        get { LayerTreeLock.shared.withLock { state.magnificationFilter } }
        set { setModelValue(newValue, at: \.magnificationFilter, key: "magnificationFilter") }
    }

    /// The mipmap level bias for trilinear filtering.
    open var minificationFilterBias: Float {
        get { LayerTreeLock.shared.withLock { state.minificationFilterBias } }
        set { setModelValue(newValue, at: \.minificationFilterBias, key: "minificationFilterBias") }
    }

    /// Opacity from 0 to 1.
    open var opacity: Float {
        get { LayerTreeLock.shared.withLock { state.opacity } }
        set { setModelValue(newValue, at: \.opacity, key: "opacity") }
    }

    /// The colour filling the bounds behind the contents.
    open var backgroundColor: CGColor? {
        get { LayerTreeLock.shared.withLock { state.backgroundColor } }
        set { setModelValue(newValue, at: \.backgroundColor, key: "backgroundColor") }
    }

    /// The radius of the rounded corners of the background and border.
    open var cornerRadius: CGFloat {
        get { LayerTreeLock.shared.withLock { state.cornerRadius } }
        set { setModelValue(newValue, at: \.cornerRadius, key: "cornerRadius") }
    }

    /// Which corners `cornerRadius` rounds.
    open var maskedCorners: CACornerMask {
        get { LayerTreeLock.shared.withLock { state.maskedCorners } }
        set { setModelValue(newValue, at: \.maskedCorners, key: "maskedCorners") }
    }

    /// The shape of rounded corners: `.circular` (a circle's quarter, the
    /// default) or `.continuous` (Apple's smoother curve, which reaches
    /// `cornerCurveExpansionFactor(.continuous)` times the radius along each
    /// side; drawn as `LayerCorners` describes). Not animatable, as on Apple's.
    open var cornerCurve: CALayerCornerCurve {
        get { LayerTreeLock.shared.withLock { state.cornerCurve } }
        set { setModelValue(newValue, at: \.cornerCurve, key: "cornerCurve") }
    }

    /// How much farther than `cornerRadius` a corner of `curve` reaches along
    /// each side: 1 for `.circular`, about 1.528665 for `.continuous` (a
    /// continuous corner needs that much room before it is cut short).
    open class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        LayerCorners.expansion(of: LayerCorners.Curve(curve))
    }

    /// The width of the border drawn inside the bounds.
    open var borderWidth: CGFloat {
        get { LayerTreeLock.shared.withLock { state.borderWidth } }
        set { setModelValue(newValue, at: \.borderWidth, key: "borderWidth") }
    }

    /// The border colour; default opaque black.
    open var borderColor: CGColor? {
        get { LayerTreeLock.shared.withLock { state.borderColor } }
        set { setModelValue(newValue, at: \.borderColor, key: "borderColor") }
    }

    /// Whether sublayers and contents are clipped to the (rounded) bounds.
    open var masksToBounds: Bool {
        get { LayerTreeLock.shared.withLock { state.masksToBounds } }
        set { setModelValue(newValue, at: \.masksToBounds, key: "masksToBounds") }
    }

    /// The shadow colour; default opaque black.
    open var shadowColor: CGColor? {
        get { LayerTreeLock.shared.withLock { state.shadowColor } }
        set { setModelValue(newValue, at: \.shadowColor, key: "shadowColor") }
    }

    /// The shadow opacity; default 0 (no shadow).
    open var shadowOpacity: Float {
        get { LayerTreeLock.shared.withLock { state.shadowOpacity } }
        set { setModelValue(newValue, at: \.shadowOpacity, key: "shadowOpacity") }
    }

    /// The shadow offset; default (0, -3).
    open var shadowOffset: CGSize {
        get { LayerTreeLock.shared.withLock { state.shadowOffset } }
        set { setModelValue(newValue, at: \.shadowOffset, key: "shadowOffset") }
    }

    /// The shadow blur radius; default 3.
    open var shadowRadius: CGFloat {
        get { LayerTreeLock.shared.withLock { state.shadowRadius } }
        set { setModelValue(newValue, at: \.shadowRadius, key: "shadowRadius") }
    }

    /// The shadow's shape; nil uses the layer's alpha.
    open var shadowPath: CGPath? {
        get { LayerTreeLock.shared.withLock { state.shadowPath } }
        set { setModelValue(newValue, at: \.shadowPath, key: "shadowPath") }
    }

    /// Whether opacity applies to the subtree as one group.
    open var allowsGroupOpacity: Bool {
        get { LayerTreeLock.shared.withLock { state.allowsGroupOpacity } }
        set { setModelValue(newValue, at: \.allowsGroupOpacity, key: "allowsGroupOpacity") }
    }

    /// Whether edges are antialiased under transforms.
    open var allowsEdgeAntialiasing: Bool {
        get { LayerTreeLock.shared.withLock { state.allowsEdgeAntialiasing } }
        set { setModelValue(newValue, at: \.allowsEdgeAntialiasing, key: "allowsEdgeAntialiasing") }
    }

    /// Which edges are antialiased.
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask {
        get { LayerTreeLock.shared.withLock { state.edgeAntialiasingMask } }
        set { setModelValue(newValue, at: \.edgeAntialiasingMask, key: "edgeAntialiasingMask") }
    }

    /// Whether drawn contents are fully opaque.
    open var isOpaque: Bool {
        get { LayerTreeLock.shared.withLock { state.isOpaque } }
        set { setModelValue(newValue, at: \.isOpaque, key: "opaque") }
    }

    /// Whether the layer is rendered once into a bitmap and reused.
    open var shouldRasterize: Bool {
        get { LayerTreeLock.shared.withLock { state.shouldRasterize } }
        set { setModelValue(newValue, at: \.shouldRasterize, key: "shouldRasterize") }
    }

    /// The scale of the rasterized bitmap.
    open var rasterizationScale: CGFloat {
        get { LayerTreeLock.shared.withLock { state.rasterizationScale } }
        set { setModelValue(newValue, at: \.rasterizationScale, key: "rasterizationScale", mustBePositive: true) }
    }

    /// A hint that drawing may happen off the main thread.
    open var drawsAsynchronously: Bool {
        get { LayerTreeLock.shared.withLock { state.drawsAsynchronously } }
        set { setModelValue(newValue, at: \.drawsAsynchronously, key: "drawsAsynchronously") }
    }

    // MARK: - Initializers

    /// How the render server draws layers of this class (set into `state`
    /// by every initializer); `CATransformLayer` overrides it.
    class var layerKind: LayerKind { .layer }

    /// The keys this class declares for key-value coding; subclasses with
    /// properties of their own (`CAShapeLayer`…) add theirs to `CALayer`'s.
    class var keyTable: LayerKeyTable { .base }

    /// What a new layer of this class draws from its own values (a shape,
    /// gradient or text); nil for a layer that draws only its contents.
    class var initialDrawing: DrawnContent? { nil }

    /// Called on the committing thread just before a commit snapshots the
    /// layer, for checks a subclass can only make on its values together
    /// (a gradient's colour and location counts). Does nothing here.
    func willCommit() {}
    /// What a new layer of this class draws many times over (a replicator's
    /// copies, an emitter's particles); nil for other layers.
    class var initialInstanced: InstancedContent? { nil }

    /// A new layer with Apple's default values.
    ///
    /// Main-actor isolated only for overriding, and only as a
    /// `@preconcurrency` annotation: a `@MainActor` subclass may override it
    /// (and `init(layer:)`, `init?(coder:)`) and call its own methods there,
    /// as Apple's SDK allows; layers are still made on any thread (a Swift 5
    /// client sees nothing, a Swift 6 one a warning off the main actor).
    @preconcurrency @MainActor
    public override init() {
        layerID = LayerID.next()
        super.init()
        takeClassDefaults()
    }

    /// A copy of `layer`'s values, used for presentation layers (Apple calls this
    /// for shadow copies; subclasses override it to copy their own properties).
    ///
    /// Copies the model values, contents, extra keys, name, delegate and style;
    /// not sublayers, animations or the superlayer.
    @preconcurrency @MainActor
    public init(layer: Any) {
        layerID = LayerID.next()
        super.init()
        state.kind = type(of: self).layerKind
        guard let other = layer as? CALayer else {
            Diagnostics.report("CALayer.init(layer:) was given \(type(of: layer)), not a CALayer; the new layer has default values")
            return
        }
        copyValues(of: other)
    }

    /// Layers are not archived on Linux; this initializer exists so that
    /// subclasses written for Apple's SDK compile, and gives a default layer.
    @preconcurrency @MainActor
    public required init?(coder: NSCoder) {
        layerID = LayerID.next()
        super.init()
        takeClassDefaults()
    }

    /// How the framework makes a layer of the receiver's dynamic class: a
    /// presentation copy of `template` (`presentation()`), or a layer with
    /// the class's defaults when `template` is nil (`UIView.layerClass`).
    /// App code never calls it.
    ///
    /// Apple's runtime makes these with Objective-C's `alloc`; Swift can
    /// only make an object from a metatype through a `required`
    /// initializer, and this is the only one CALayer has. Most subclasses
    /// inherit it: those that declare no initializer, and those that
    /// override all of `init()`, `init(layer:)` and `init?(coder:)`. A
    /// subclass with initializers of its own (`init(frame:)`, or `init()`
    /// without `init(layer:)`) is told by the compiler to provide it; one
    /// line does, calling any of its own initializers:
    ///
    ///     required convenience init(layerOfThisClass template: CALayer?) {
    ///         self.init(frame: .zero)   // or self.init()
    ///     }
    ///
    /// The framework copies the template's values into the new layer
    /// afterwards, so the body need not; override `init(layer:)` as on Apple
    /// to copy stored properties of your own into presentation copies.
    @preconcurrency @MainActor
    public required convenience init(layerOfThisClass template: CALayer?) {
        if let template {
            self.init(layer: template)
        } else {
            self.init()
        }
    }

    // MARK: - Properties that are not plain model values

    /// The contents drawn in the bounds; a `CGImage` draws, anything else is ignored with a diagnostic.
    open var contents: Any? {
        get { LayerTreeLock.shared.withLock { contentsObject } }
        set { setContents(newValue) }
    }

    /// The rectangle in the superlayer's coordinates that the layer covers.
    ///
    /// Derived, never stored: reading it under a transform gives the bounding
    /// box; setting it moves position and resizes bounds about the anchor point.
    open var frame: CGRect {
        get { frameInSuperlayer() }
        set { setFrame(newValue) }
    }

    /// The layer's name, for debugging and for key paths such as `sublayers.name`.
    open var name: String? {
        get { LayerTreeLock.shared.withLock { layerName } }
        set { LayerTreeLock.shared.withLock { layerName = newValue } }
    }

    /// The delegate, held weakly as Apple does.
    open weak var delegate: CALayerDelegate? {
        get { LayerTreeLock.shared.withLock { delegateObject } }
        set { LayerTreeLock.shared.withLock { delegateObject = newValue } }
    }

    /// Actions by key, searched by `action(forKey:)` after the delegate.
    open var actions: [String: CAAction]? {
        get { LayerTreeLock.shared.withLock { actionTable } }
        set { LayerTreeLock.shared.withLock { actionTable = newValue } }
    }

    /// Default values for keys not set on the layer; its `"actions"` entry is searched for actions.
    open var style: [AnyHashable: Any]? {
        get { LayerTreeLock.shared.withLock { styleTable } }
        set { LayerTreeLock.shared.withLock { styleTable = newValue } }
    }

    /// Whether a change of bounds marks the contents for redisplay.
    open var needsDisplayOnBoundsChange: Bool {
        get { LayerTreeLock.shared.withLock { displayOnBoundsChange } }
        set { LayerTreeLock.shared.withLock { displayOnBoundsChange = newValue } }
    }

    /// A layer whose alpha masks this layer's contents and sublayers.
    open var mask: CALayer? {
        get { LayerTreeLock.shared.withLock { maskLayer } }
        set { setMask(newValue) }
    }

    // MARK: - The layer tree

    /// The sublayers in drawing order; nil when there are none.
    open var sublayers: [CALayer]? {
        get { LayerTreeLock.shared.withLock { sublayerList.isEmpty ? nil : sublayerList } }
        set { replaceAllSublayers(with: newValue ?? []) }
    }

    /// The layer this one is a sublayer of; for a presentation layer, the
    /// presentation of its model's superlayer.
    open var superlayer: CALayer? {
        if isPresentationCopy, let model = LayerTreeLock.shared.withLock({ modelSource }) {
            return model.superlayer?.presentation()
        }
        return LayerTreeLock.shared.withLock { parent }
    }

    /// Appends `layer` to the sublayers, removing it from its old superlayer first.
    open func addSublayer(_ layer: CALayer) {
        insert(layer, at: nil)
    }

    /// Inserts `layer` at `idx` (clamped to the sublayer count).
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        insert(layer, at: Int(idx))
    }

    /// Inserts `layer` below `sibling`, or at the bottom when `sibling` is nil or not a sublayer.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        insert(layer, relativeTo: sibling, above: false)
    }

    /// Inserts `layer` above `sibling`, or at the top when `sibling` is nil or not a sublayer.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        insert(layer, relativeTo: sibling, above: true)
    }

    /// Replaces the sublayer `oldLayer` with `newLayer` at the same index.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        replace(oldLayer, with: newLayer)
    }

    /// Detaches the layer from its superlayer (or from the layer it masks).
    open func removeFromSuperlayer() {
        detachFromParent()
    }

    // MARK: - Geometry and hit testing

    /// Converts `p` from `l`'s coordinates (the root layer's when nil) to this layer's through full 3D
    /// transforms; a layer in another tree returns `p` unchanged (reported), a singular mapping gives NaN.
    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint { convertPoint(p, from: l) }
    /// Converts `p` from this layer's coordinates to `l`'s (the root layer's when nil); rules as `convert(_:from:)`.
    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint { convertPoint(p, to: l) }
    /// The bounding box of `r`'s corners converted from `l`'s coordinates; `.null` when a corner has no finite image.
    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect { convertRect(r, from: l) }
    /// The bounding box of `r`'s corners converted to `l`'s coordinates; `.null` when a corner has no finite image.
    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect { convertRect(r, to: l) }

    /// Whether `p` (in this layer's coordinates) lies inside the bounds.
    open func contains(_ p: CGPoint) -> Bool {
        LayerTreeLock.shared.withLock { state.bounds }.contains(p)
    }

    /// The deepest visible layer containing `p` (in the superlayer's coordinates), or nil.
    open func hitTest(_ p: CGPoint) -> CALayer? { deepestLayer(at: p) }

    /// The size the layer would like: its bounds size, as Apple's default.
    open func preferredFrameSize() -> CGSize {
        LayerTreeLock.shared.withLock { state.bounds.size }
    }

    /// Whether the contents are drawn flipped: an odd number of geometry-flipped
    /// superlayers (vertical contents gravities then swap top and bottom).
    open func contentsAreFlipped() -> Bool { flippedSuperlayerParity() }

    /// The 2D part of `transform` (m11, m12, m21, m22, m41, m42); its 3D entries are dropped.
    open func affineTransform() -> CGAffineTransform {
        CATransform3DGetAffineTransform(transform)
    }

    /// Sets `transform` to `m` as a matrix that leaves z alone, running the `transform` action like any change.
    open func setAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }

    // MARK: - Display and layout

    /// Marks the layer for redisplay when the outermost transaction commits; ignored on a presentation copy.
    open func setNeedsDisplay() { markNeedsDisplay() }
    /// As `setNeedsDisplay()`: `r` is ignored and the whole layer is redrawn.
    open func setNeedsDisplay(_ r: CGRect) { markNeedsDisplay() }
    /// Whether the layer is marked for redisplay.
    open func needsDisplay() -> Bool { LayerTreeLock.shared.withLock { needsDisplayFlag } }
    /// Calls `display()` now if the layer is marked for redisplay.
    open func displayIfNeeded() { if needsDisplay() { display() } }

    /// Updates the contents: asks the delegate's `display(_:)` or draws through `draw(in:)`.
    open func display() { displayContents() }

    /// Draws the layer's contents into `ctx` (bounds × contentsScale pixels,
    /// origin at the top-left of the bounds, y down, as on iOS); the default
    /// asks the delegate's `draw(_:in:)`.
    open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }

    /// Marks the layer for layout at the next commit (which it schedules).
    open func setNeedsLayout() { markNeedsLayout() }
    /// Whether the layer is marked for layout.
    open func needsLayout() -> Bool { LayerTreeLock.shared.withLock { needsLayoutFlag } }
    /// Lays out now every marked layer of this layer's subtree, top down; superlayers and masks are left alone.
    open func layoutIfNeeded() { layoutTreeIfNeeded() }

    /// Lays out sublayers: the default asks the delegate's `layoutSublayers(of:)`.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    // MARK: - Actions

    /// The action for `event`: the delegate, `actions`, `style["actions"]`,
    /// then `defaultAction(forKey:)`; `NSNull` ends the search with nil.
    open func action(forKey event: String) -> CAAction? { searchAction(forKey: event) }

    /// The class's own action for `event`; nil by default.
    open class func defaultAction(forKey event: String) -> CAAction? { nil }

    // MARK: - Key-value coding

    /// A declared property by name, else a value stored by `setValue(_:forKey:)`, else a subclass's
    /// stored property of that name, else `defaultValue(forKey:)`.
    open func value(forKey key: String) -> Any? { readValue(forKey: key) }
    /// Sets a declared property (a value of the wrong kind is reported and ignored) or stores any other
    /// key, running its action; `NSNull` removes a stored value.
    open func setValue(_ value: Any?, forKey key: String) { writeValue(value, forKey: key) }
    /// Follows a dotted path through layer-valued keys, emitter cells by name and structure fields such
    /// as "position.x" or "transform.rotation.z"; nil when a part does not exist.
    open func value(forKeyPath keyPath: String) -> Any? { readValue(forKeyPath: keyPath) }
    /// Sets the value at a dotted path as `value(forKeyPath:)` reads it, writing the whole first property
    /// back (with its action); a path that cannot be set is reported and ignored.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { writeValue(value, forKeyPath: keyPath) }

    /// The value a key has on a new layer of this class.
    open class func defaultValue(forKey key: String) -> Any? { keyTable.baseDefault(forKey: key) }

    /// Whether a change of `key` marks the contents for redisplay; false by default.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// Whether `key` would be archived; always true (layers are not archived on Linux).
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    // MARK: - Animations

    /// Attaches a copy of `anim` under `key` (a `CATransition` always under "transition").
    open func add(_ anim: CAAnimation, forKey key: String?) { attach(anim, forKey: key) }
    /// Removes every attached animation; each that has not stopped gets did-stop with `finished` false.
    open func removeAllAnimations() { detachAllAnimations() }
    /// Removes the animation added under `key`, if any, with did-stop `finished` false.
    open func removeAnimation(forKey key: String) { detachAnimation(forKey: key) }
    /// The keys of the attached animations in the order added, or nil when none; nil-keyed ones are not listed.
    open func animationKeys() -> [String]? { attachedAnimationKeys() }
    /// The attached copy under `key`, or nil; changing it changes nothing on screen.
    open func animation(forKey key: String) -> CAAnimation? { attachedAnimation(forKey: key) }

    // MARK: - Presentation and model

    /// A copy with every running animation applied at the current media time,
    /// or nil before the layer's first commit.
    open func presentation() -> Self? { makePresentation() }

    /// The model layer: `self`, or for a presentation copy the layer it came from.
    open func model() -> Self {
        (LayerTreeLock.shared.withLock { modelSource } as? Self) ?? self
    }

    // MARK: - CAMediaTiming

    /// When the layer's time space starts, in its superlayer's time.
    open var beginTime: CFTimeInterval {
        get { LayerTreeLock.shared.withLock { state.timing.beginTime } }
        set { setModelValue(newValue, at: \.timing.beginTime, key: "beginTime") }
    }
    /// Unused on layers except as Apple's CAMediaTiming requires it.
    open var duration: CFTimeInterval {
        get { LayerTreeLock.shared.withLock { state.timing.duration } }
        set { setModelValue(newValue, at: \.timing.duration, key: "duration") }
    }
    /// How fast the layer's time runs relative to its superlayer's (0 pauses it).
    open var speed: Float {
        get { LayerTreeLock.shared.withLock { state.timing.speed } }
        set { setModelValue(newValue, at: \.timing.speed, key: "speed") }
    }
    /// An offset added to the layer's local time.
    open var timeOffset: CFTimeInterval {
        get { LayerTreeLock.shared.withLock { state.timing.timeOffset } }
        set { setModelValue(newValue, at: \.timing.timeOffset, key: "timeOffset") }
    }
    /// CAMediaTiming's repeat count (layers use only the time mapping).
    open var repeatCount: Float {
        get { LayerTreeLock.shared.withLock { state.timing.repeatCount } }
        set { setModelValue(newValue, at: \.timing.repeatCount, key: "repeatCount", allowsInfinity: true) }
    }
    /// CAMediaTiming's repeat duration (layers use only the time mapping).
    open var repeatDuration: CFTimeInterval {
        get { LayerTreeLock.shared.withLock { state.timing.repeatDuration } }
        set { setModelValue(newValue, at: \.timing.repeatDuration, key: "repeatDuration", allowsInfinity: true) }
    }
    /// CAMediaTiming's autoreverse flag (layers use only the time mapping).
    open var autoreverses: Bool {
        get { LayerTreeLock.shared.withLock { state.timing.autoreverses } }
        set { setModelValue(newValue, at: \.timing.autoreverses, key: "autoreverses") }
    }
    /// CAMediaTiming's fill mode (layers use only the time mapping).
    open var fillMode: CAMediaTimingFillMode {
        get { LayerTreeLock.shared.withLock { state.timing.fillMode } }
        set { setModelValue(newValue, at: \.timing.fillMode, key: "fillMode") }
    }

    /// Converts `t` from `l`'s time space (absolute time when nil) to this layer's.
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        localTime(fromAbsolute: l.map { $0.absoluteTime(fromLocal: t) } ?? t)
    }

    /// Converts `t` from this layer's time space to `l`'s (absolute time when nil).
    open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let absolute = absoluteTime(fromLocal: t)
        return l.map { $0.localTime(fromAbsolute: absolute) } ?? absolute
    }

    /// Records that a commit carries `state` as it is now. Caller holds `LayerTreeLock`.
    func markCommitted() {
        isCommitted = true
        committedValues = nil
    }

    /// Before `state` changes: keeps the committed values aside, once per
    /// commit, and copies the values when anything else holds them (a
    /// commit on its way, the render tree, the committed values just kept).
    private func prepareToChangeValues() {
        if isCommitted, committedValues == nil { committedValues = values }
        if !isKnownUniquelyReferenced(&values) { values = SharedLayerValues(values.value) }
    }

    deinit {
        // Only layers a commit has carried exist in the render tree.
        if !isPresentationCopy, isCommitted {
            CommitFeed.shared.layerDestroyed(layerID)
        }
        // Its animations leave with it: a pass stops them as removed.
        if !isPresentationCopy, !attachedAnimations.isEmpty {
            AnimationLifecycle.shared.layerWithAnimationsFreed()
        }
        // A deep tree is released a layer at a time, not by nested deinits.
        if !sublayerList.isEmpty || maskLayer != nil {
            LayerRelease.release(taking: &sublayerList, mask: &maskLayer)
        }
    }

    /// `<Class "name" #id position=… bounds=…>`: the class, the name when set, the layer's id, its position and bounds.
    open override var description: String {
        let (named, s) = LayerTreeLock.shared.withLock { (self.layerName, self.state) }
        let name = named.map { " \"\($0)\"" } ?? ""
        return "<\(type(of: self))\(name) #\(layerID.rawValue) position=\(s.position) bounds=\(s.bounds)>"
    }
}
