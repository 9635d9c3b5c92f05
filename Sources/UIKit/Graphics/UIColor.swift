import Foundation

/// A colour, as Apple's `UIColor`: an immutable wrapper of a `CGColor` in
/// extended sRGB (components may leave 0…1) or grey, or a dynamic colour
/// whose provider picks one by the traits (light or dark appearance).
///
/// Immutable and `Sendable`: any thread (a dynamic colour's provider is
/// called on the thread that resolves it). Fixed colours are equal when
/// their colour spaces and components are; a dynamic one only to itself.
open class UIColor: NSObject, @unchecked Sendable, _ExpressibleByColorLiteral {
    /// The colour when it is fixed; unused by a dynamic one.
    private let fixedColor: CGColor
    /// What picks a dynamic colour's value; nil for a fixed colour.
    private let provider: ((UITraitCollection) -> UIColor)?
    /// A system colour's two appearances, which make it equal to another
    /// of the same two (`UIColor.systemGreen == .systemGreen`, as on iOS).
    private let appearances: (light: CGColor, dark: CGColor)?

    /// The Core Graphics colour: a dynamic colour resolved with `UITraitCollection.current`.
    open var cgColor: CGColor {
        guard provider != nil else { return fixedColor }
        return resolvedColor(with: UITraitCollection.current).fixedColor
    }

    /// A colour whose value `dynamicProvider` gives for the traits it is
    /// resolved with: `cgColor` (with the current traits),
    /// `resolvedColor(with:)`, and views, which resolve theirs with their
    /// own traits and again when the appearance changes.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        fixedColor = CGColor(gray: 0, alpha: 0)
        provider = dynamicProvider
        appearances = nil
        super.init()
    }

    /// A system colour: `light` in the light (or unspecified) appearance, `dark` in the dark one.
    init(light: CGColor, dark: CGColor) {
        fixedColor = light
        provider = { traits in UIColor(cgColor: traits.userInterfaceStyle == .dark ? dark : light) }
        appearances = (light, dark)
        super.init()
    }

    /// The fixed colour this one is under `traitCollection`: itself when
    /// fixed; a provider that answers with another dynamic colour is
    /// followed (up to 16 steps, then transparent black, reported).
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        var color = self
        for _ in 0..<16 {
            guard let provider = color.provider else { return color }
            color = provider(traitCollection)
        }
        Diagnostics.report("UIColor(dynamicProvider:): the providers answer with dynamic colours 16 deep; resolved as clear", subsystem: "UIKit")
        return UIColor(white: 0, alpha: 0)
    }

    /// Whether this colour changes with the traits.
    var isDynamic: Bool { provider != nil }

    /// What Apple's `UIColor()` gives (`NSObject`'s initializer): a colour
    /// with no visible effect, taken here as transparent black.
    public override convenience init() {
        self.init(white: 0, alpha: 0)
    }

    /// A colour from red, green, blue and alpha components (sRGB, 0 to 1).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        fixedColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
        provider = nil
        appearances = nil
        super.init()
    }

    /// A grey of `white` (0 black, 1 white) with `alpha`.
    public init(white: CGFloat, alpha: CGFloat) {
        fixedColor = CGColor(gray: white, alpha: alpha)
        provider = nil
        appearances = nil
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
        fixedColor = cgColor
        provider = nil
        appearances = nil
        super.init()
    }

    /// `#colorLiteral(red:green:blue:alpha:)`.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// The same colour with `alpha` (a dynamic colour stays dynamic).
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if isDynamic { return UIColor { [self] traits in resolvedColor(with: traits).withAlphaComponent(alpha) } }
        return UIColor(cgColor: fixedColor.copy(alpha: alpha) ?? fixedColor)
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

    /// True when `object` is a fixed `UIColor` whose `cgColor` equals this one's (same model and components), or this same dynamic colour.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if let mine = appearances, let theirs = other.appearances {
            return mine.light == theirs.light && mine.dark == theirs.dark
        }
        if isDynamic || other.isDynamic { return self === other }
        return fixedColor == other.fixedColor
    }

    /// The hash of `cgColor`, which hashes its components alone (a dynamic colour's identity).
    open override var hash: Int {
        if let appearances { return appearances.light.hashValue }
        return isDynamic ? ObjectIdentifier(self).hashValue : fixedColor.hashValue
    }

    /// `UIExtendedGrayColorSpace w a` for a grey colour, else `UIExtendedSRGBColorSpace r g b a`.
    open override var description: String {
        if isDynamic { return "<UIDynamicProviderColor: \(Unmanaged.passUnretained(self).toOpaque())>" }
        if let components = cgColor.components, components.count == 2 {
            return "UIExtendedGrayColorSpace \(components[0]) \(components[1])"
        }
        let c = cgColor.rgba
        return "UIExtendedSRGBColorSpace \(c.red) \(c.green) \(c.blue) \(c.alpha)"
    }
}
