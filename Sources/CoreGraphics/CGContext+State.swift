import Foundation

/// The graphics state: saving and restoring it, the CTM, colours, line style,
/// alpha, blend mode, antialiasing, interpolation and shadow.
extension CGContext {
    // MARK: Saving

    /// Pushes a copy of the whole graphics state, clip included.
    public func saveGState() {
        savedStates.append(state)
        canvas.saveState()
    }

    /// Pops the state the matching `saveGState()` pushed; the current path is
    /// not part of it. Without a matching save, reports and does nothing.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else {
            Diagnostics.report(in: "restoreGState()", "no saved graphics state to restore.")
            return
        }
        state = saved
        canvas.restoreState()
    }

    // MARK: Current transformation matrix

    /// User space to device space (y up, one unit per pixel at the identity).
    public var ctm: CGAffineTransform { state.ctm }

    /// Moves the origin of user space by (`tx`, `ty`) user units.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        replaceCTM(state.ctm.translatedBy(x: tx, y: ty), in: "CGContextTranslateCTM")
    }

    /// Scales user space by `sx` and `sy` about its origin. A result that is not finite is reported and the CTM kept.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        replaceCTM(state.ctm.scaledBy(x: sx, y: sy), in: "CGContextScaleCTM")
    }

    /// Rotates user space by `angle` radians; positive turns +x towards +y (counterclockwise, y up).
    public func rotate(by angle: CGFloat) {
        replaceCTM(state.ctm.rotated(by: angle), in: "CGContextRotateCTM")
    }

    /// Applies `transform` to user space before the current CTM.
    public func concatenate(_ transform: CGAffineTransform) {
        replaceCTM(transform.concatenating(state.ctm), in: "CGContextConcatCTM")
    }

    /// Makes `ctm` the current transformation matrix unless an element is
    /// not finite (then it is reported and the matrix kept: one NaN would
    /// make every later drawing vanish).
    private func replaceCTM(_ ctm: CGAffineTransform, in function: String) {
        guard [ctm.a, ctm.b, ctm.c, ctm.d, ctm.tx, ctm.ty].allSatisfy(\.isFinite) else {
            Diagnostics.report(in: function, "the transformation would have an element that is not finite; the matrix is unchanged.")
            return
        }
        state.ctm = ctm
    }

    /// The same as `ctm`: a bitmap context's device space is its base space.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { state.ctm }

    /// Maps a user-space point through the CTM to device pixels (y up).
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm) }

    /// Maps a device-space point through the inverse CTM. A singular CTM cannot be inverted and is applied as it is (see ``CGAffineTransform/inverted()``).
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm.inverted()) }

    /// Maps a user-space size through the CTM, without its translation.
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(state.ctm) }

    /// Maps a device-space size through the inverse CTM, without its translation; a singular CTM is applied as it is.
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(state.ctm.inverted()) }

    /// The device-space bounding box of a user-space rectangle.
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm) }

    /// The user-space bounding box of a device-space rectangle; a singular CTM is applied as it is.
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm.inverted()) }

    // MARK: Colours

    /// Sets the fill colour; pattern colours are not supported, and other spaces are read as RGB or grey.
    public func setFillColor(_ color: CGColor) {
        state.fillColor = GraphicsState.RGBA(color)
    }

    /// Sets the fill colour from RGB and alpha, each clamped to 0...1 (NaN becomes 0).
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = GraphicsState.RGBA(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the fill colour to a grey, both values clamped to 0...1 (NaN becomes 0).
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        state.fillColor = GraphicsState.RGBA(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// Sets the stroke colour, read as RGB or grey and clamped to 0...1; pattern colours are not supported.
    public func setStrokeColor(_ color: CGColor) {
        state.strokeColor = GraphicsState.RGBA(color)
    }

    /// Sets the stroke colour from RGB and alpha, each clamped to 0...1 (NaN becomes 0).
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = GraphicsState.RGBA(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the stroke colour to a grey, both values clamped to 0...1 (NaN becomes 0).
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        state.strokeColor = GraphicsState.RGBA(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    // MARK: Line style

    /// Sets the stroke width in user units at the time of stroking; 0 strokes
    /// the thinnest line (one device pixel). Negative or non-finite widths are
    /// reported and ignored.
    public func setLineWidth(_ width: CGFloat) {
        guard width >= 0, width.isFinite else {
            Diagnostics.report(in: "setLineWidth(_:)", "width \(width) is negative or not finite; ignored.")
            return
        }
        state.stroke.lineWidth = width
    }

    /// Sets how the ends of open subpaths are stroked; `.butt` by default.
    public func setLineCap(_ cap: CGLineCap) {
        state.stroke.lineCap = cap
    }

    /// Sets how stroked corners are drawn; `.miter` by default.
    public func setLineJoin(_ join: CGLineJoin) {
        state.stroke.lineJoin = join
    }

    /// Sets the ratio of miter length to line width beyond which miter joins become bevels.
    public func setMiterLimit(_ limit: CGFloat) {
        guard limit.isFinite else {
            Diagnostics.report(in: "setMiterLimit(_:)", "limit \(limit) is not finite; ignored.")
            return
        }
        state.stroke.miterLimit = limit
    }

    /// Strokes alternate on and off along `lengths` (user units), starting
    /// `phase` units into the pattern; empty `lengths` strokes solid lines.
    ///
    /// Lengths that are negative, not finite or all zero are reported and the
    /// lines stay solid.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.stroke.dashPhase = 0
        state.stroke.dashLengths = []
        guard !lengths.isEmpty else { return }
        guard phase.isFinite, lengths.allSatisfy({ $0 >= 0 && $0.isFinite }), lengths.contains(where: { $0 > 0 }) else {
            Diagnostics.report(in: "setLineDash(phase:lengths:)",
                               "lengths \(lengths) must be finite, not negative and not all zero; lines stay solid.")
            return
        }
        state.stroke.dashPhase = phase
        state.stroke.dashLengths = lengths
    }

    // MARK: Compositing

    /// Multiplies the opacity of everything drawn; clamped to 0...1.
    public func setAlpha(_ alpha: CGFloat) {
        state.alpha = alpha.isNaN ? 1 : min(max(alpha, 0), 1)
    }

    /// Sets how drawing combines with the pixels there. `.plusDarker` is reported and draws as `.normal`.
    public func setBlendMode(_ mode: CGBlendMode) {
        if mode == .plusDarker {
            Diagnostics.report(in: "setBlendMode(_:)", "plusDarker is not supported; drawing with normal.")
        }
        state.blendMode = mode
    }

    /// Turns antialiasing on or off in the graphics state (on by default).
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        state.shouldAntialias = shouldAntialias
    }

    /// Allows or forbids antialiasing for the whole context, whatever the graphics state says.
    /// Not part of the graphics state.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {
        self.allowsAntialiasing = allowsAntialiasing
    }

    /// The resampling used when images are scaled; a hint, see `CGInterpolationQuality`.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    // MARK: Shadow

    /// The widest shadow blur, in device pixels. A shadow blurred more than
    /// this spreads over more than the 32767 pixels a side Cairo can draw
    /// (three times the standard deviation each side) and could not show.
    static let largestShadowBlur: CGFloat = 16_384

    /// Casts a shadow of everything drawn: `offset` in device pixels (positive
    /// height moves it up), `blur` about twice the standard deviation of the
    /// Gaussian, in device pixels. A nil or fully transparent colour turns
    /// shadows off; so, with a diagnostic, does a non-finite offset or blur,
    /// or a blur of more than `largestShadowBlur` pixels.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0 else {
            state.shadow = nil
            return
        }
        guard offset.width.isFinite, offset.height.isFinite, blur.isFinite else {
            Diagnostics.report(in: "setShadow(offset:blur:color:)", "non-finite offset or blur; shadow turned off.")
            state.shadow = nil
            return
        }
        guard blur <= Self.largestShadowBlur else {
            Diagnostics.report(in: "setShadow(offset:blur:color:)",
                               "blur \(blur) is more than \(Int(Self.largestShadowBlur)) pixels; shadow turned off.")
            state.shadow = nil
            return
        }
        state.shadow = GraphicsState.Shadow(offset: offset, blur: max(blur, 0), color: GraphicsState.RGBA(color))
    }

    /// Casts a shadow in black at one third opacity, as Apple's default.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1.0 / 3.0))
    }
}
