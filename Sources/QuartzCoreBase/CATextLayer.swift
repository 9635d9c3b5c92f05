import Foundation
import TextRendering

/// A layer that lays out and draws a plain or attributed string, as Apple's
/// `CATextLayer`: the first line at the top of the bounds, wrapped,
/// truncated and aligned in the bounds' width.
///
/// Fonts are found by fontconfig, text shaped by HarfBuzz through Pango and
/// drawn by Cairo with FreeType outlines, on the render thread, into a
/// backing of the bounds' size at `contentsScale` pixels per point (set it
/// to the screen's scale for sharp text, as on Apple's platforms; at 1 on a
/// 2× screen text is magnified and blurry). A font that is not installed is
/// reported once per family and drawn by its stand-in when it is one of
/// Apple's (Liberation Sans for Helvetica and the system font, …;
/// `AppleFontStandIn`), else by fontconfig's choice; Helvetica, the default,
/// silently.
/// `fontSize` and `foregroundColor` animate at frame rate (implicitly too,
/// on a standalone layer). `contents`, if set, is drawn under the text.
///
/// Not drawn: attributes of attributed strings other than font and colour
/// (paragraph styles, kerning, underlines…).
///
/// Threads: as `CALayer`, any thread, under `LayerTreeLock`.
open class CATextLayer: CALayer {
    override class var keyTable: LayerKeyTable { textKeys }
    override class var initialDrawing: DrawnContent? { .text(TextDrawing()) }

    /// `string` and `font` as set (guarded by `LayerTreeLock`); the drawn values are in `state`.
    private var stringObject: Any?
    private var fontObject: CFTypeRef? = "Helvetica" as NSString

    public override init() {
        super.init()
        LayerTreeLock.shared.withLock { state.textDrawing.contentsScale = state.contentsScale }
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATextLayer else { return }
        LayerTreeLock.shared.withLock {
            stringObject = other.stringObject
            fontObject = other.fontObject
        }
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    private var text: TextDrawing { LayerTreeLock.shared.withLock { state.textDrawing } }

    /// The text to draw: a `String` (or `NSString`), drawn in `font`,
    /// `fontSize` and `foregroundColor`, or an `NSAttributedString`, whose
    /// runs are drawn in their own `.font` and `.foregroundColor` (Core
    /// Text's Helvetica 12 and black where they set none; the layer's font,
    /// size and colour do not apply). Nil (the default) or empty draws
    /// nothing; any other value is refused with a diagnostic.
    open var string: Any? {
        get { LayerTreeLock.shared.withLock { stringObject } }
        set { setString(newValue) }
    }

    /// The font of a plain `string`: a `String` naming it (a family such as
    /// `"DejaVu Sans"`, a PostScript name such as `"Helvetica-Bold"`, or a
    /// full name), or a font object; as on Apple's platforms a font object's
    /// size is ignored (`fontSize` applies). Helvetica by default.
    ///
    /// Apple declares it `CFTypeRef?` for a `CTFont`, `CGFont` or string;
    /// Core Foundation on Linux defines `CFTypeRef` as `AnyObject`, so a
    /// name is given as `"Name" as CFTypeRef` (an `NSString`), as in Swift on
    /// Apple's platforms. A font that is not installed is kept and reported:
    /// fontconfig's substitute draws.
    open var font: CFTypeRef? {
        get { LayerTreeLock.shared.withLock { fontObject } }
        set { setFont(newValue) }
    }

    /// The size of a plain `string`'s text in points (36 by default). Animatable.
    open var fontSize: CGFloat {
        get { text.fontSize }
        set {
            guard !(newValue < 0) else {
                Diagnostics.report("\(diagnosticName): fontSize = \(newValue) rejected (a size cannot be negative); the layer keeps \(text.fontSize)")
                return
            }
            setModelValue(newValue, at: \.textDrawing.fontSize, key: "fontSize")
        }
    }

    /// The colour of a plain `string`'s text (opaque white by default; nil draws black). Animatable.
    open var foregroundColor: CGColor? {
        get { text.foregroundColor }
        set { setModelValue(newValue, at: \.textDrawing.foregroundColor, key: "foregroundColor") }
    }

    /// Whether lines wrap at word boundaries in the bounds' width (false by
    /// default: each paragraph is one line, cut off by the bounds).
    open var isWrapped: Bool {
        get { text.isWrapped }
        set { setModelValue(newValue, at: \.textDrawing.isWrapped, key: "wrapped") }
    }

    /// Where text that does not fit the bounds gives way to an ellipsis
    /// (`.none` by default): the end of a line too wide for an unwrapped
    /// layer, the last line that fits a wrapped one.
    open var truncationMode: CATextLayerTruncationMode {
        get { text.truncationMode }
        set { setMode(newValue, of: [.none, .start, .middle, .end], at: \.textDrawing.truncationMode, key: "truncationMode") }
    }

    /// How lines sit in the bounds' width (`.natural` by default: left, or
    /// right for right-to-left text; `.justified` stretches wrapped lines
    /// but a paragraph's last).
    open var alignmentMode: CATextLayerAlignmentMode {
        get { text.alignmentMode }
        set {
            setMode(newValue, of: [.natural, .left, .right, .center, .justified], at: \.textDrawing.alignmentMode,
                    key: "alignmentMode")
        }
    }

    /// Whether glyphs may be placed on whole pixels (false by default: they keep fractional positions).
    open var allowsFontSubpixelQuantization: Bool {
        get { text.allowsFontSubpixelQuantization }
        set { setModelValue(newValue, at: \.textDrawing.allowsFontSubpixelQuantization, key: "allowsFontSubpixelQuantization") }
    }

    /// Pixels per point of the text's backing; the text is drawn at this scale.
    open override var contentsScale: CGFloat {
        get { super.contentsScale }
        set {
            super.contentsScale = newValue
            LayerTreeLock.shared.withLock { state.textDrawing.contentsScale = state.contentsScale }
        }
    }

    /// The size of the text: the widest line by all the lines (wrapped in the
    /// bounds' width when `isWrapped` and the bounds have a width), rounded
    /// up to whole points; zero for no text.
    open override func preferredFrameSize() -> CGSize {
        let (drawing, bounds) = LayerTreeLock.shared.withLock { (state.textDrawing, state.bounds) }
        return Self.preferredSize(of: drawing, width: drawing.isWrapped && bounds.width > 0 ? bounds.width : nil)
    }

    // MARK: Setting string and font

    func setString(_ value: Any?) {
        guard let (runs, fonts, problems) = Self.runs(of: value) else {
            Diagnostics.report("\(diagnosticName): string = \(String(describing: value!)) (\(type(of: value!))) rejected (a text layer draws a String or an NSAttributedString); the layer keeps \(String(describing: string ?? "nil" as Any))")
            return
        }
        for problem in problems {
            Diagnostics.report("\(diagnosticName): string: \(problem) not drawn; the run uses Core Text's default")
        }
        reportMissingFonts(fonts)
        let kept: Any? = (value as? NSAttributedString)?.copy() ?? (value is NSNull ? nil : value)
        LayerTreeLock.shared.withLock { stringObject = kept }
        setModelValue(runs, at: \.textDrawing.runs, key: "string")
    }

    /// Sets a mode that must be one of `modes`; any other is refused with a diagnostic.
    private func setMode<Mode: RawRepresentable & Equatable>(
        _ mode: Mode, of modes: [Mode], at keyPath: WritableKeyPath<LayerProperties, Mode>, key: String
    ) where Mode.RawValue == String {
        guard modes.contains(mode) else {
            let kept = LayerTreeLock.shared.withLock { state[keyPath: keyPath] }
            let names = modes.map(\.rawValue).joined(separator: ", ")
            Diagnostics.report("\(diagnosticName): \(key) \"\(mode.rawValue)\" rejected (one of \(names)); the layer keeps \"\(kept.rawValue)\"")
            return
        }
        setModelValue(mode, at: keyPath, key: key)
    }

    func setFont(_ value: CFTypeRef?) {
        let name: String
        if let value {
            guard let given = Self.fontName(of: value) else {
                Diagnostics.report("\(diagnosticName): font of \(type(of: value)) rejected (a font name or font object is read); the layer keeps \"\(text.fontName)\"")
                return
            }
            name = given
            reportMissingFonts([name])
        } else {
            name = Self.attributedDefaults.fontName
        }
        LayerTreeLock.shared.withLock { fontObject = value }
        setModelValue(name, at: \.textDrawing.fontName, key: "font")
    }
}
