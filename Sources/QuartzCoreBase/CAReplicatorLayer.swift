import Foundation

/// A layer that draws its sublayers several times, each copy moved,
/// tinted and delayed a step further, as Apple's `CAReplicatorLayer`.
///
/// Copy k (0 is the sublayers themselves) is drawn with `instanceTransform`
/// applied k times about the centre of the replicator's bounds, its colours
/// (backgrounds, borders, contents) multiplied by `instanceColor` plus k
/// times the red, green, blue and alpha offsets (each clamped to 0…1), and
/// its animations evaluated `k × instanceDelay` seconds earlier. The copies
/// are made by the render server while it builds each frame: no layer is
/// copied, `sublayers` stays as the app set it, and hit testing sees only
/// the sublayers themselves (as on Apple's platforms). Copies are drawn
/// in order, each with all the sublayers. The replicator's own background,
/// contents and border are drawn once, under the copies.
///
/// With `preservesDepth` the copies keep their 3D places, as the sublayers
/// of a `CATransformLayer` do, and are drawn back to front; otherwise they
/// are flattened into the replicator's plane like any sublayers.
///
/// Threads: as `CALayer`, any thread, under `LayerTreeLock`.
open class CAReplicatorLayer: CALayer {
    override class var keyTable: LayerKeyTable { replicatorKeys }
    override class var initialInstanced: InstancedContent? { .replicator(ReplicatorValues()) }

    public override init() { super.init() }

    public override init(layer: Any) { super.init(layer: layer) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    private var values: ReplicatorValues { LayerTreeLock.shared.withLock { state.replicatorValues } }

    /// How many copies are drawn, the sublayers themselves included (1 by
    /// default; 0 draws none). A negative count is refused with a diagnostic. Animatable.
    open var instanceCount: Int {
        get { values.instanceCount }
        set { setInstanceCount(newValue) }
    }

    /// Whether the copies keep their 3D places (false by default: they are
    /// flattened into the replicator's plane).
    open var preservesDepth: Bool {
        get { values.preservesDepth }
        set { setModelValue(newValue, at: \.replicatorValues.preservesDepth, key: "preservesDepth") }
    }

    /// How many seconds each copy's animations run behind the previous copy's (0 by default). Animatable.
    open var instanceDelay: CFTimeInterval {
        get { values.instanceDelay }
        set { setModelValue(newValue, at: \.replicatorValues.instanceDelay, key: "instanceDelay") }
    }

    /// The transform that takes each copy to the next, applied about the
    /// centre of the replicator's bounds (identity by default). Animatable.
    open var instanceTransform: CATransform3D {
        get { values.instanceTransform }
        set { setModelValue(newValue, at: \.replicatorValues.instanceTransform, key: "instanceTransform") }
    }

    /// The colour the first copy is multiplied by (opaque white by default;
    /// nil also changes nothing). Animatable.
    open var instanceColor: CGColor? {
        get { values.instanceColor }
        set { setModelValue(newValue, at: \.replicatorValues.instanceColor, key: "instanceColor") }
    }

    /// Added to the red multiplier from one copy to the next (0 by default). Animatable.
    open var instanceRedOffset: Float {
        get { values.instanceRedOffset }
        set { setModelValue(newValue, at: \.replicatorValues.instanceRedOffset, key: "instanceRedOffset") }
    }

    /// Added to the green multiplier from one copy to the next (0 by default). Animatable.
    open var instanceGreenOffset: Float {
        get { values.instanceGreenOffset }
        set { setModelValue(newValue, at: \.replicatorValues.instanceGreenOffset, key: "instanceGreenOffset") }
    }

    /// Added to the blue multiplier from one copy to the next (0 by default). Animatable.
    open var instanceBlueOffset: Float {
        get { values.instanceBlueOffset }
        set { setModelValue(newValue, at: \.replicatorValues.instanceBlueOffset, key: "instanceBlueOffset") }
    }

    /// Added to the alpha multiplier from one copy to the next (0 by default). Animatable.
    open var instanceAlphaOffset: Float {
        get { values.instanceAlphaOffset }
        set { setModelValue(newValue, at: \.replicatorValues.instanceAlphaOffset, key: "instanceAlphaOffset") }
    }

    func setInstanceCount(_ count: Int) {
        guard count >= 0 else {
            Diagnostics.report("\(diagnosticName): instanceCount = \(count) rejected (a count cannot be negative); the layer keeps \(values.instanceCount)")
            return
        }
        setModelValue(count, at: \.replicatorValues.instanceCount, key: "instanceCount")
    }
}
