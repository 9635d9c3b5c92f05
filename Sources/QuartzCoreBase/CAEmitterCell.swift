import Foundation

/// One kind of particle an emitter layer emits, as Apple's `CAEmitterCell`:
/// how often particles are born, how long they live, how they move, turn,
/// grow and change colour, and the image they draw.
///
/// A cell is a description, like an animation: assigning cells to
/// `CAEmitterLayer.emitterCells` copies their values into the layer, and the
/// render server simulates the particles. Changing a cell afterwards changes
/// nothing on screen until the cells are assigned again, as on Apple's
/// platforms; change a running emitter's cell through the layer instead,
/// by key path (`layer.setValue(0, forKeyPath: "emitterCells.snow.birthRate")`)
/// or with an animation of that key path. `emitterCells` of a cell are
/// emitted by each of its particles, from where the particle is; their
/// `beginTime` and `duration` count in the emitting particle's age.
///
/// Values given as a mean and a range are drawn for each particle from
/// [mean − range/2, mean + range/2]. Non-finite numbers are refused with a
/// diagnostic (the cell keeps its value).
///
/// Threads: configure it on one thread at a time, as an animation.
open class CAEmitterCell: NSObject, CAMediaTiming {
    /// The values as a layer carries them (contents and sub-cells are kept as objects below).
    package var values = EmitterCellValues()
    /// `contents` as the app set it.
    var contentsObject: Any?
    var cellObjects: [CAEmitterCell]?
    /// Values set for keys the class does not declare.
    var extraValues: [String: Any] = [:]

    /// A cell that emits nothing until configured: enabled, birth rate and lifetime 0, scale 1, white, no contents.
    public override init() { super.init() }

    /// Cells are not archived on Linux; this exists so that subclasses compile. A default cell.
    public required init?(coder: NSCoder) { super.init() }

    /// A cell with `values` (sub-cells and contents included), for a presentation layer.
    package convenience init(values: EmitterCellValues) {
        self.init()
        self.values = values
        contentsObject = values.contents?.image
        cellObjects = values.cells.isEmpty ? nil : values.cells.map(CAEmitterCell.init(values:))
        self.values.cells = []
    }

    /// The most levels of cells a layer takes: top-level cells are level 1, and
    /// sub-cells past level 16 are left out (reported once). Emitters in use
    /// nest two or three levels; a cell that contains itself nests for ever.
    package static let maximumDepth = 16

    /// The most cells (sub-cells included) a layer takes: 1,000. A cell shared
    /// by several parents counts once per place, so twenty levels of two
    /// children sharing one cell would otherwise make a million copies.
    package static let maximumCells = 1_000

    /// What ``snapshots(of:)`` left out.
    private struct SnapshotBudget {
        var cells = 0
        var cutAtDepth = false
        var cutAtCount = false
    }

    /// The values a layer carries for `cells`: each cell's, with its contents
    /// and its sub-cells' values, within ``maximumDepth`` and ``maximumCells``
    /// (what is past them is left out, with one report per cause).
    ///
    /// - Complexity: O(cells taken); the recursion is at most ``maximumDepth`` deep.
    package static func snapshots(of cells: [CAEmitterCell]) -> [EmitterCellValues] {
        var budget = SnapshotBudget()
        let values = snapshots(of: cells, depth: 1, &budget)
        if budget.cutAtDepth {
            Diagnostics.reportOnce(cause: "emitter cells too deep",
                                   "emitter cells nested more than \(maximumDepth) levels deep (or a cell among its own "
                                       + "sub-cells); the deeper sub-cells are left out")
        }
        if budget.cutAtCount {
            Diagnostics.reportOnce(cause: "emitter cells too many",
                                   "an emitter layer's cells and their sub-cells come to more than \(maximumCells) "
                                       + "(a cell shared by several parents counts in each); the rest are left out")
        }
        return values
    }

    private static func snapshots(of cells: [CAEmitterCell], depth: Int, _ budget: inout SnapshotBudget)
        -> [EmitterCellValues] {
        var result: [EmitterCellValues] = []
        for cell in cells {
            guard budget.cells < maximumCells else {
                budget.cutAtCount = true
                break
            }
            budget.cells += 1
            var values = cell.values
            let children = cell.cellObjects ?? []
            if depth < maximumDepth {
                values.cells = snapshots(of: children, depth: depth + 1, &budget)
            } else if !children.isEmpty {
                budget.cutAtDepth = true
            }
            result.append(values)
        }
        return result
    }

    // MARK: Identity and emission

    /// The name key paths use (`emitterCells.<name>.birthRate`); nil by default.
    open var name: String? {
        get { values.name }
        set { values.name = newValue }
    }

    /// Whether the cell emits (true by default).
    open var isEnabled: Bool {
        get { values.isEnabled }
        set { values.isEnabled = newValue }
    }

    /// Particles born per second (0 by default), times the layer's `birthRate`. Animatable.
    open var birthRate: Float {
        get { values.birthRate }
        set { set(newValue, \.birthRate, "birthRate") }
    }

    /// How many seconds a particle lives (0 by default), times the layer's `lifetime`. Animatable.
    open var lifetime: Float {
        get { values.lifetime }
        set { set(newValue, \.lifetime, "lifetime") }
    }

    /// The range of `lifetime` (0 by default). Animatable.
    open var lifetimeRange: Float {
        get { values.lifetimeRange }
        set { set(newValue, \.lifetimeRange, "lifetimeRange") }
    }

    // MARK: Direction and motion

    /// The emission direction's angle out of the xy-plane, in radians (0 by default). Animatable.
    open var emissionLatitude: CGFloat {
        get { values.emissionLatitude }
        set { set(newValue, \.emissionLatitude, "emissionLatitude") }
    }

    /// The emission direction's angle in the xy-plane from the x axis, in
    /// radians (0 by default: along +x; π/2 is +y, down on screen). Animatable.
    open var emissionLongitude: CGFloat {
        get { values.emissionLongitude }
        set { set(newValue, \.emissionLongitude, "emissionLongitude") }
    }

    /// The full angle of the cone about the emission direction that
    /// particles leave in (0 by default; 2π: every direction). Animatable.
    open var emissionRange: CGFloat {
        get { values.emissionRange }
        set { set(newValue, \.emissionRange, "emissionRange") }
    }

    /// The speed particles are born with, in points per second (0 by default),
    /// times the layer's `velocity`. Animatable.
    open var velocity: CGFloat {
        get { values.velocity }
        set { set(newValue, \.velocity, "velocity") }
    }

    /// The range of `velocity` (0 by default). Animatable.
    open var velocityRange: CGFloat {
        get { values.velocityRange }
        set { set(newValue, \.velocityRange, "velocityRange") }
    }

    /// Acceleration along x, in points per second squared (0 by default). Animatable.
    open var xAcceleration: CGFloat {
        get { values.xAcceleration }
        set { set(newValue, \.xAcceleration, "xAcceleration") }
    }

    /// Acceleration along y (down on screen), in points per second squared (0 by default). Animatable.
    open var yAcceleration: CGFloat {
        get { values.yAcceleration }
        set { set(newValue, \.yAcceleration, "yAcceleration") }
    }

    /// Acceleration along z, in points per second squared (0 by default). Animatable.
    open var zAcceleration: CGFloat {
        get { values.zAcceleration }
        set { set(newValue, \.zAcceleration, "zAcceleration") }
    }

    // MARK: Size and rotation

    /// The particle's size as a multiple of its image's (1 by default), times the layer's `scale`. Animatable.
    open var scale: CGFloat {
        get { values.scale }
        set { set(newValue, \.scale, "scale") }
    }

    /// The range of `scale` (0 by default). Animatable.
    open var scaleRange: CGFloat {
        get { values.scaleRange }
        set { set(newValue, \.scaleRange, "scaleRange") }
    }

    /// How fast `scale` changes, per second (0 by default). Animatable.
    open var scaleSpeed: CGFloat {
        get { values.scaleSpeed }
        set { set(newValue, \.scaleSpeed, "scaleSpeed") }
    }

    /// How fast particles turn, in radians per second (0 by default), times the layer's `spin`. Animatable.
    open var spin: CGFloat {
        get { values.spin }
        set { set(newValue, \.spin, "spin") }
    }

    /// The range of `spin` (0 by default). Animatable.
    open var spinRange: CGFloat {
        get { values.spinRange }
        set { set(newValue, \.spinRange, "spinRange") }
    }

    // MARK: Colour

    /// The colour the image is multiplied by (opaque white by default). Animatable.
    open var color: CGColor? {
        get { values.color }
        set { values.color = newValue }
    }

    /// The range of the colour's red (0 by default). Animatable.
    open var redRange: Float {
        get { values.redRange }
        set { set(newValue, \.redRange, "redRange") }
    }

    /// The range of the colour's green (0 by default). Animatable.
    open var greenRange: Float {
        get { values.greenRange }
        set { set(newValue, \.greenRange, "greenRange") }
    }

    /// The range of the colour's blue (0 by default). Animatable.
    open var blueRange: Float {
        get { values.blueRange }
        set { set(newValue, \.blueRange, "blueRange") }
    }

    /// The range of the colour's alpha (0 by default). Animatable.
    open var alphaRange: Float {
        get { values.alphaRange }
        set { set(newValue, \.alphaRange, "alphaRange") }
    }

    /// How fast red changes over a particle's life, per second (0 by default). Animatable.
    open var redSpeed: Float {
        get { values.redSpeed }
        set { set(newValue, \.redSpeed, "redSpeed") }
    }

    /// How fast green changes over a particle's life, per second (0 by default). Animatable.
    open var greenSpeed: Float {
        get { values.greenSpeed }
        set { set(newValue, \.greenSpeed, "greenSpeed") }
    }

    /// How fast blue changes over a particle's life, per second (0 by default). Animatable.
    open var blueSpeed: Float {
        get { values.blueSpeed }
        set { set(newValue, \.blueSpeed, "blueSpeed") }
    }

    /// How fast alpha changes over a particle's life, per second (0 by
    /// default; negative fades particles out). Animatable.
    open var alphaSpeed: Float {
        get { values.alphaSpeed }
        set { set(newValue, \.alphaSpeed, "alphaSpeed") }
    }

    // MARK: Image

    /// The particle's image: a `CGImage` draws; nil (the default) draws
    /// nothing, though the particles still live and emit their sub-cells.
    /// Anything else is kept but draws nothing, with a diagnostic. Animatable.
    open var contents: Any? {
        get { contentsObject }
        set { setContents(newValue) }
    }

    /// The part of the image drawn, in unit coordinates (the whole image by default). Animatable.
    open var contentsRect: CGRect {
        get { values.contentsRect }
        set { set(newValue, \.contentsRect, "contentsRect") }
    }

    /// Pixels of the image per point of the particle (1 by default).
    open var contentsScale: CGFloat {
        get { values.contentsScale }
        set {
            guard newValue > 0 else {
                return Diagnostics.report("CAEmitterCell.contentsScale = \(newValue) rejected (it must be positive); it keeps \(values.contentsScale)")
            }
            set(newValue, \.contentsScale, "contentsScale")
        }
    }

    /// The filter used when the image shrinks (linear by default).
    open var minificationFilter: String {
        get { values.minificationFilter.rawValue }
        set { values.minificationFilter = CALayerContentsFilter(rawValue: newValue) }
    }

    /// The filter used when the image grows (linear by default).
    open var magnificationFilter: String {
        get { values.magnificationFilter.rawValue }
        set { values.magnificationFilter = CALayerContentsFilter(rawValue: newValue) }
    }

    /// The mipmap level bias for trilinear filtering (0 by default).
    open var minificationFilterBias: Float {
        get { values.minificationFilterBias }
        set { set(newValue, \.minificationFilterBias, "minificationFilterBias") }
    }

    // MARK: Sub-cells and style

    /// Cells whose particles each of this cell's particles emits; nil by default.
    open var emitterCells: [CAEmitterCell]? {
        get { cellObjects }
        set { cellObjects = newValue }
    }

    /// Default values for keys not set on the cell.
    open var style: [AnyHashable: Any]?

    // MARK: CAMediaTiming (when the cell emits)

    /// When the cell starts emitting: in the emitter layer's local time, or
    /// in the emitting particle's age for a sub-cell.
    open var beginTime: CFTimeInterval {
        get { values.timing.beginTime }
        set { set(newValue, \.timing.beginTime, "beginTime") }
    }

    /// How long the cell emits for; 0 (the default) for ever.
    open var duration: CFTimeInterval {
        get { values.timing.duration }
        set { set(newValue, \.timing.duration, "duration") }
    }

    /// How fast the cell's emission time runs (0 stops it emitting).
    open var speed: Float {
        get { values.timing.speed }
        set { set(newValue, \.timing.speed, "speed") }
    }

    /// Seconds added to the cell's emission clock: emission starts (and a set `duration` ends) that
    /// much earlier. Non-finite values are rejected with a diagnostic.
    open var timeOffset: CFTimeInterval {
        get { values.timing.timeOffset }
        set { set(newValue, \.timing.timeOffset, "timeOffset") }
    }

    /// Kept for `CAMediaTiming`; emission does not repeat.
    open var repeatCount: Float {
        get { values.timing.repeatCount }
        set { values.timing.repeatCount = newValue }
    }

    /// Kept for `CAMediaTiming`; emission does not repeat.
    open var repeatDuration: CFTimeInterval {
        get { values.timing.repeatDuration }
        set { values.timing.repeatDuration = newValue }
    }

    /// Kept for `CAMediaTiming`; emission does not reverse.
    open var autoreverses: Bool {
        get { values.timing.autoreverses }
        set { values.timing.autoreverses = newValue }
    }

    /// Kept for `CAMediaTiming`.
    open var fillMode: CAMediaTimingFillMode {
        get { values.timing.fillMode }
        set { values.timing.fillMode = newValue }
    }

    // MARK: Key-value coding (CAEmitterCell+KeyValueCoding.swift)

    /// The value `key` has on a new cell: Apple's defaults for the declared keys, nil for others.
    open class func defaultValue(forKey key: String) -> Any? { declaredDefault(forKey: key) }

    /// Whether `key` would be archived; every key is.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// A declared key's value, another key's stored value, or the `style`'s.
    open func value(forKey key: String) -> Any? { readValue(forKey: key) }

    /// Sets a declared key through its property (a wrong type is refused with a diagnostic) or stores any other key.
    open func setValue(_ value: Any?, forKey key: String) { writeValue(value, forKey: key) }

    /// The value at `keyPath`: a key, a structure component, or `emitterCells.<name>.…` through a named sub-cell.
    open func value(forKeyPath keyPath: String) -> Any? { readValue(forKeyPath: keyPath) }

    /// Sets the value at `keyPath` (see `value(forKeyPath:)`); a path that leads nowhere is reported.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { writeValue(value, forKeyPath: keyPath) }

    // MARK: Setting

    private func set<T>(_ value: T, _ keyPath: WritableKeyPath<EmitterCellValues, T>, _ key: String) {
        if let problem = ModelValueCheck.problem(with: value) {
            Diagnostics.report("CAEmitterCell\(name.map { " \"\($0)\"" } ?? "").\(key) = \(value) rejected (\(problem)); it keeps \(values[keyPath: keyPath])")
            return
        }
        values[keyPath: keyPath] = value
    }

    private func setContents(_ newValue: Any?) {
        switch newValue {
        case nil, is NSNull:
            values.contents = nil
        case let image as CGImage:
            values.contents = .image(image)
        default:
            Diagnostics.report("CAEmitterCell\(name.map { " \"\($0)\"" } ?? ""): contents of type \(type(of: newValue!)) cannot be drawn; only CGImage contents draw")
            values.contents = nil
        }
        contentsObject = newValue is NSNull ? nil : newValue
    }
}
