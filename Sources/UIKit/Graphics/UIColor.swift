import Foundation

/// A colour, as Apple's `UIColor`: an immutable wrapper of a `CGColor` in
/// extended sRGB (components may leave 0…1) or grey.
///
/// Immutable and `Sendable`: any thread. Colours are equal when their
/// colour spaces and components are.
open class UIColor: NSObject, @unchecked Sendable, _ExpressibleByColorLiteral {
    /// The Core Graphics colour.
    public let cgColor: CGColor

    /// What Apple's `UIColor()` gives (`NSObject`'s initializer): a colour
    /// with no visible effect, taken here as transparent black.
    public override convenience init() {
        self.init(white: 0, alpha: 0)
    }

    /// A colour from red, green, blue and alpha components (sRGB, 0 to 1).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
        super.init()
    }

    /// A grey of `white` (0 black, 1 white) with `alpha`.
    public init(white: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(gray: white, alpha: alpha)
        super.init()
    }

    /// A colour from hue, saturation and brightness (HSB, each 0 to 1).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let rgb = UIColor.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
    }

    /// A colour in the Display P3 space; on Linux its components are taken as sRGB.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour of a `CGColor`.
    public init(cgColor: CGColor) {
        self.cgColor = cgColor
        super.init()
    }

    /// `#colorLiteral(red:green:blue:alpha:)`.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// The same colour with `alpha`.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(cgColor: cgColor.copy(alpha: alpha) ?? cgColor)
    }

    /// Writes the sRGB components; false only for colours without them (never here).
    @discardableResult
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = cgColor.rgba
        red?.pointee = c.red
        green?.pointee = c.green
        blue?.pointee = c.blue
        alpha?.pointee = c.alpha
        return true
    }

    /// Writes the grey level and alpha; false for a colour that is not grey.
    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let components = cgColor.components, components.count == 2 else { return false }
        white?.pointee = components[0]
        alpha?.pointee = components[1]
        return true
    }

    /// Writes hue, saturation, brightness and alpha (each 0 to 1).
    @discardableResult
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = cgColor.rgba
        let hsb = UIColor.hsb(red: c.red, green: c.green, blue: c.blue)
        hue?.pointee = hsb.hue
        saturation?.pointee = hsb.saturation
        brightness?.pointee = hsb.brightness
        alpha?.pointee = c.alpha
        return true
    }

    /// Makes this colour the fill and stroke colour of the current context.
    open func set() {
        setFill()
        setStroke()
    }

    /// Makes this colour the fill colour of the current context.
    open func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    /// Makes this colour the stroke colour of the current context.
    open func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }

    /// True when `object` is a `UIColor` whose `cgColor` equals this one's (same model and components).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return cgColor == other.cgColor
    }

    /// The hash of `cgColor`, which hashes its components alone.
    open override var hash: Int { cgColor.hashValue }

    /// `UIExtendedGrayColorSpace w a` for a grey colour, else `UIExtendedSRGBColorSpace r g b a`.
    open override var description: String {
        if let components = cgColor.components, components.count == 2 {
            return "UIExtendedGrayColorSpace \(components[0]) \(components[1])"
        }
        let c = cgColor.rgba
        return "UIExtendedSRGBColorSpace \(c.red) \(c.green) \(c.blue) \(c.alpha)"
    }
}
