import Foundation

/// A layer that draws a colour gradient over its background colour, filling
/// the shape of the layer (its rounded corners too), as Apple's `CAGradientLayer`.
///
/// `startPoint` and `endPoint` are in the unit coordinate space of the
/// bounds ((0, 0) the top-left corner, (1, 1) the bottom-right, as on iOS).
/// An axial gradient runs from the start to the end point, the end colours
/// continuing beyond them; a radial one fills the ellipse centred at the
/// start point whose radii reach the end point's x and y, the last colour
/// continuing outside; a conic one turns around the start point, from the
/// direction of the end point towards positive y (clockwise on screen).
/// Colours mix as straight (unpremultiplied) components, as Apple's do: a
/// stop of `CGColor.clear` (transparent black) darkens its neighbours, where
/// a transparent stop of the neighbour's own colour does not.
///
/// The gradient is drawn on the render thread at the scale the layer is
/// shown at; `colors`, `locations`, `startPoint` and `endPoint` animate there
/// (implicitly too, on a standalone layer). Bad values (a colour that is not
/// a `CGColor`, a location or point that is not finite) are refused with a
/// diagnostic and the layer keeps its old value.
///
/// Threads: as `CALayer`, any thread, under `LayerTreeLock`.
open class CAGradientLayer: CALayer {
    override class var keyTable: LayerKeyTable { gradientKeys }
    override class var initialDrawing: DrawnContent? { .gradient(GradientDrawing()) }

    public override init() { super.init() }

    public override init(layer: Any) { super.init(layer: layer) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    private var gradient: GradientDrawing { LayerTreeLock.shared.withLock { state.gradientDrawing } }

    /// The `CGColor` of each gradient stop; nil (the default) or empty draws
    /// nothing, one colour fills the layer. Animatable.
    open var colors: [Any]? {
        get { gradient.colors }
        set { setColors(newValue) }
    }

    /// Where each stop lies along the gradient, from 0 to 1 and increasing;
    /// nil (the default) spreads the stops evenly. Values outside 0…1 are
    /// kept (a highlight can slide in from beyond the layer). There should be
    /// one location for each colour: otherwise each colour takes the location
    /// of its index, colours past the last location sit at 1 and extra
    /// locations are ignored (with a diagnostic at the commit). Animatable.
    open var locations: [NSNumber]? {
        get { gradient.locations.map { $0.map { NSNumber(value: $0) } } }
        set { setLocations(newValue) }
    }

    /// Where the first stop lies, in the unit space of the bounds ((0.5, 0) by default). Animatable.
    open var startPoint: CGPoint {
        get { gradient.startPoint }
        set { setModelValue(newValue, at: \.gradientDrawing.startPoint, key: "startPoint") }
    }

    /// Where the last stop lies, in the unit space of the bounds ((0.5, 1) by default). Animatable.
    open var endPoint: CGPoint {
        get { gradient.endPoint }
        set { setModelValue(newValue, at: \.gradientDrawing.endPoint, key: "endPoint") }
    }

    /// How the colours spread: axial (the default), radial or conic. Another
    /// type is refused with a diagnostic.
    open var type: CAGradientLayerType {
        get { gradient.type }
        set {
            guard [.axial, .radial, .conic].contains(newValue) else {
                Diagnostics.report("\(diagnosticName): type \"\(newValue.rawValue)\" rejected (not axial, radial or conic); the layer keeps \(gradient.type.rawValue)")
                return
            }
            setModelValue(newValue, at: \.gradientDrawing.type, key: "type")
        }
    }

    func setColors(_ newValue: [Any]?) {
        var colors: [CGColor]?
        if let newValue {
            let converted = newValue.compactMap { ValueConversion.color(ValueConversion.flattened($0)) }
            guard converted.count == newValue.count else {
                let bad = newValue.first { ValueConversion.color(ValueConversion.flattened($0)) == nil }
                Diagnostics.report("\(diagnosticName): colors with an element of type \(bad.map { "\(Swift.type(of: $0))" } ?? "nil") rejected (every element must be a CGColor: pass UIColor's cgColor); the layer keeps \(String(describing: gradient.colors))")
                return
            }
            colors = converted
        }
        setModelValue(colors, at: \.gradientDrawing.colors, key: "colors")
    }

    func setLocations(_ newValue: [NSNumber]?) {
        let locations = newValue?.map(\.doubleValue)
        if let locations, let bad = locations.first(where: { !$0.isFinite }) {
            Diagnostics.report("\(diagnosticName): locations with the value \(bad) rejected (locations must be finite); the layer keeps \(String(describing: gradient.locations))")
            return
        }
        setModelValue(locations, at: \.gradientDrawing.locations, key: "locations")
    }

    /// Says once, when a commit takes them, that `colors` and `locations`
    /// have different counts (each is often set alone, so a setter cannot tell).
    override func willCommit() {
        let mismatch = LayerTreeLock.shared.withLock { state.gradientDrawing.locationCountMismatch }
        let reported = LayerTreeLock.shared.withLock { () -> Bool in
            defer { reportedMismatch = mismatch.map { [$0.colors, $0.locations] } }
            return mismatch.map { [$0.colors, $0.locations] } == reportedMismatch
        }
        guard let mismatch, !reported else { return }
        Diagnostics.report("\(diagnosticName): \(mismatch.locations) locations for \(mismatch.colors) colors; each colour takes the location of its index and colours past the last location sit at 1 (give one location for each colour)")
    }

    /// The counts last reported by `willCommit`, so that a mismatch is reported once. Guarded by `LayerTreeLock`.
    private var reportedMismatch: [Int]?
}
