import Foundation

/// A layer that emits, moves and draws particles, as Apple's `CAEmitterLayer`.
///
/// Each of `emitterCells` describes one kind of particle; the layer says
/// where they come from (`emitterShape`, `emitterMode`, `emitterPosition`,
/// `emitterSize`…, in the layer's coordinates) and scales the cells' birth
/// rates, lifetimes, velocities, sizes and spins. The particles are
/// simulated by the render server on its own thread, from the layer's
/// values alone, and drawn above the layer's background and border and
/// under its sublayers, each as a textured quad (images shared by many
/// particles are drawn in one batch). The simulation is deterministic: the
/// same `seed`, values and time always give the same particles, whatever
/// frames were drawn before.
///
/// An emitter whose `beginTime` is 0 starts emitting when it is made; set
/// `beginTime` (say to `CACurrentMediaTime()`) to restart it, or to a time
/// in the past to show it already running. Cells are copied when assigned
/// (see `CAEmitterCell`); change a running emitter's cell by key path
/// (`setValue(_:forKeyPath: "emitterCells.<name>.birthRate")`) or animate
/// that key path. At most `FrameBudget.particles` particles live at once in
/// all the emitters of a frame together; more are not born, with a diagnostic.
///
/// Threads: as `CALayer`, any thread, under `LayerTreeLock`.
open class CAEmitterLayer: CALayer {
    override class var keyTable: LayerKeyTable { emitterKeys }
    override class var initialInstanced: InstancedContent? { .emitter(EmitterValues()) }

    /// The most particles alive at once in all the emitters of a frame
    /// together: `FrameBudget.particles` (100,000 unless the app sets it).
    public static var maximumParticles: Int { FrameBudget.particles }

    /// The cells as the app set them (the values travel in `state`).
    private var cellObjects: [CAEmitterCell]?

    public override init() {
        super.init()
        LayerTreeLock.shared.withLock { state.emitterValues.creationTime = CACurrentMediaTime() }
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAEmitterLayer {
            cellObjects = LayerTreeLock.shared.withLock { other.cellObjects }
        }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        LayerTreeLock.shared.withLock { state.emitterValues.creationTime = CACurrentMediaTime() }
    }

    private var values: EmitterValues { LayerTreeLock.shared.withLock { state.emitterValues } }

    /// The kinds of particle emitted; nil by default. The cells' values are
    /// copied when assigned. A presentation layer's cells are new objects
    /// with the values on screen.
    open var emitterCells: [CAEmitterCell]? {
        get {
            if isPresentationCopy {
                let cells = values.cells
                return cells.isEmpty ? nil : cells.map(CAEmitterCell.init(values:))
            }
            return LayerTreeLock.shared.withLock { cellObjects }
        }
        set {
            let snapshot = CAEmitterCell.snapshots(of: newValue ?? [])
            LayerTreeLock.shared.withLock { cellObjects = newValue }
            setModelValue(snapshot, at: \.emitterValues.cells, key: "emitterCells")
        }
    }

    /// Multiplies every cell's birth rate (1 by default). Animatable.
    open var birthRate: Float {
        get { values.birthRate }
        set { setModelValue(newValue, at: \.emitterValues.birthRate, key: "birthRate") }
    }

    /// Multiplies every cell's lifetime (1 by default). Animatable.
    open var lifetime: Float {
        get { values.lifetime }
        set { setModelValue(newValue, at: \.emitterValues.lifetime, key: "lifetime") }
    }

    /// The centre of the emitter shape, in the layer's coordinates ((0, 0) by default). Animatable.
    open var emitterPosition: CGPoint {
        get { values.emitterPosition }
        set { setModelValue(newValue, at: \.emitterValues.emitterPosition, key: "emitterPosition") }
    }

    /// The z of the emitter shape's centre (0 by default). Animatable.
    open var emitterZPosition: CGFloat {
        get { values.emitterZPosition }
        set { setModelValue(newValue, at: \.emitterValues.emitterZPosition, key: "emitterZPosition") }
    }

    /// The size of the emitter shape (zero by default); a circle's or
    /// sphere's radius is its width. Animatable.
    open var emitterSize: CGSize {
        get { values.emitterSize }
        set { setModelValue(newValue, at: \.emitterValues.emitterSize, key: "emitterSize") }
    }

    /// The depth of a cuboid emitter shape (0 by default). Animatable.
    open var emitterDepth: CGFloat {
        get { values.emitterDepth }
        set { setModelValue(newValue, at: \.emitterValues.emitterDepth, key: "emitterDepth") }
    }

    /// The shape particles come from (`.point` by default). An unknown shape
    /// emits from a point, with a diagnostic.
    open var emitterShape: CAEmitterLayerEmitterShape {
        get { values.emitterShape }
        set {
            if !CAEmitterLayerEmitterShape.known.contains(newValue) {
                Diagnostics.report("\(diagnosticName): emitterShape \"\(newValue.rawValue)\" is not one of Apple's shapes; particles come from a point")
            }
            setModelValue(newValue, at: \.emitterValues.emitterShape, key: "emitterShape")
        }
    }

    /// The part of the shape particles come from (`.volume` by default). An
    /// unknown mode emits from the volume, with a diagnostic.
    open var emitterMode: CAEmitterLayerEmitterMode {
        get { values.emitterMode }
        set {
            if !CAEmitterLayerEmitterMode.known.contains(newValue) {
                Diagnostics.report("\(diagnosticName): emitterMode \"\(newValue.rawValue)\" is not one of Apple's modes; particles come from the volume")
            }
            setModelValue(newValue, at: \.emitterValues.emitterMode, key: "emitterMode")
        }
    }

    /// The order particles are drawn in and how they blend (`.unordered` by
    /// default). An unknown mode draws unordered, with a diagnostic.
    open var renderMode: CAEmitterLayerRenderMode {
        get { values.renderMode }
        set {
            if !CAEmitterLayerRenderMode.known.contains(newValue) {
                Diagnostics.report("\(diagnosticName): renderMode \"\(newValue.rawValue)\" is not one of Apple's modes; particles are drawn unordered")
            }
            setModelValue(newValue, at: \.emitterValues.renderMode, key: "renderMode")
        }
    }

    /// Whether particles keep their z (false by default: they are flattened into the layer's plane).
    open var preservesDepth: Bool {
        get { values.preservesDepth }
        set { setModelValue(newValue, at: \.emitterValues.preservesDepth, key: "preservesDepth") }
    }

    /// Multiplies every cell's velocity (1 by default). Animatable.
    open var velocity: Float {
        get { values.velocity }
        set { setModelValue(newValue, at: \.emitterValues.velocity, key: "velocity") }
    }

    /// Multiplies every cell's scale (1 by default). Animatable.
    open var scale: Float {
        get { values.scale }
        set { setModelValue(newValue, at: \.emitterValues.scale, key: "scale") }
    }

    /// Multiplies every cell's spin (1 by default). Animatable.
    open var spin: Float {
        get { values.spin }
        set { setModelValue(newValue, at: \.emitterValues.spin, key: "spin") }
    }

    /// The seed of the particles' random numbers (0 by default).
    open var seed: UInt32 {
        get { values.seed }
        set { setModelValue(newValue, at: \.emitterValues.seed, key: "seed") }
    }

    /// Replaces the model values of the cells with the cell objects' current
    /// values (after a key path write changed one of them).
    func cellObjectsChanged() {
        emitterCells = LayerTreeLock.shared.withLock { cellObjects }
    }
}
