import Foundation

/// A font described by its attributes, as Apple's `UIFontDescriptor`: a
/// name, or a family with traits (weight, bold, italic), a size, a text
/// style; a `UIFont` is made from one with `UIFont(descriptor:size:)` and
/// hands its own back as `fontDescriptor`.
///
/// Matching is by name, not by asking fontconfig: the attributes resolve to
/// one face name (`postscriptName`, such as "Helvetica-SemiboldOblique",
/// see UIFontDescriptor+Face.swift), which the text renderer looks up when
/// text is drawn (with Apple's families drawn by their stand-ins). So a
/// descriptor always resolves, and `withSymbolicTraits(_:)` fails only for
/// what no face can give (monospaced Helvetica, condensed and expanded at
/// once). Not done: `matchingFontDescriptors(withMandatoryKeys:)`, the
/// matrix, feature settings and system designs.
///
/// Immutable: any thread (`fontAttributes` holds values of any type, so
/// the conformance to `Sendable` is unchecked, as Apple's is).
open class UIFontDescriptor: NSObject, NSCopying, @unchecked Sendable {
    /// The attributes as given (with what `with…` methods changed).
    public let fontAttributes: [UIFontDescriptor.AttributeName: Any]

    /// A descriptor of `attributes`, taken as given (see ``AttributeName`` for the values read).
    public init(fontAttributes attributes: [UIFontDescriptor.AttributeName: Any]) {
        fontAttributes = attributes
        super.init()
    }

    /// A descriptor without attributes: the system font, regular, size 0 (12 points when a font is made).
    public override convenience init() {
        self.init(fontAttributes: [:])
    }

    /// The font named `fontName` at `size` points.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    /// The descriptor of the font for `style` at the default content size
    /// category (the only one here): the style and its size (body: 17 points).
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: [.textStyle: style, .size: style.defaultPointSize])
    }

    /// ``preferredFontDescriptor(withTextStyle:)``: the content size category is always the default one here.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                            compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        preferredFontDescriptor(withTextStyle: style)
    }

    // MARK: - Reading

    /// The name of the face the attributes resolve to, such as "Helvetica-Bold".
    open var postscriptName: String { resolvedFace.fontName }

    /// The ``AttributeName/size`` attribute; 0 when there is none or it is not a number.
    open var pointSize: CGFloat {
        Self.number(fontAttributes[.size]).flatMap { $0.isFinite ? $0 : nil } ?? 0
    }

    /// The traits of the resolved face: bold for weights from bold up,
    /// italic, monospaced for monospaced families, with any recorded in the
    /// ``TraitKey/symbolic`` trait.
    open var symbolicTraits: UIFontDescriptor.SymbolicTraits {
        let face = resolvedFace
        var traits = symbolicAttribute ?? []
        if face.weight.rawValue >= UIFont.Weight.bold.rawValue { traits.insert(.traitBold) }
        if face.isItalic { traits.insert(.traitItalic) }
        if Self.isMonospaced(family: face.family) { traits.insert(.traitMonoSpace) }
        return traits
    }

    /// The value of `anAttribute` in ``fontAttributes``.
    open func object(forKey anAttribute: UIFontDescriptor.AttributeName) -> Any? {
        fontAttributes[anAttribute]
    }

    // MARK: - Deriving

    /// This descriptor with `attributes` added; a key already present takes the new value.
    open func addingAttributes(_ attributes: [UIFontDescriptor.AttributeName: Any] = [:]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { _, new in new })
    }

    /// This descriptor with `symbolicTraits` in place of its own: bold gives
    /// the bold weight (a heavier one is kept), no bold takes a bold or
    /// heavier weight back to regular, italic gives the italic face. Nil
    /// when no face can have the traits: monospaced for a family that is
    /// not, condensed and expanded at once.
    open func withSymbolicTraits(_ symbolicTraits: UIFontDescriptor.SymbolicTraits) -> UIFontDescriptor? {
        let face = resolvedFace
        if symbolicTraits.contains([.traitCondensed, .traitExpanded]) { return nil }
        if symbolicTraits.contains(.traitMonoSpace), !Self.isMonospaced(family: face.family) { return nil }
        var weight = face.weight
        if symbolicTraits.contains(.traitBold) {
            if weight.rawValue < UIFont.Weight.bold.rawValue { weight = .bold }
        } else if weight.rawValue >= UIFont.Weight.bold.rawValue {
            weight = .regular
        }
        return restyled(family: face.family, weight: weight, symbolic: symbolicTraits)
    }

    /// This descriptor at `newPointSize` points; without a size when it is not a positive number.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        var attributes = fontAttributes
        attributes[.size] = newPointSize.isFinite && newPointSize > 0 ? newPointSize : nil
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// This descriptor in the family `newFamily`, keeping its weight and slant.
    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        let face = resolvedFace
        var symbolic = symbolicAttribute ?? []
        if face.isItalic { symbolic.insert(.traitItalic) }
        return restyled(family: newFamily, weight: face.weight, symbolic: symbolic)
    }

    /// This descriptor with the face `newFace` of its family ("Bold", "Light Italic"), which sets the weight and slant.
    open func withFace(_ newFace: String) -> UIFontDescriptor {
        var attributes = fontAttributes
        attributes[.family] = resolvedFace.family
        attributes[.name] = nil
        attributes[.face] = newFace
        if var traits = traitsAttribute {
            traits[.weight] = nil
            if let symbolic = symbolicAttribute {
                traits[.symbolic] = symbolic.subtracting([.traitBold, .traitItalic]).rawValue
            }
            attributes[.traits] = traits
        }
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// Returns this descriptor: it is immutable.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The resolved name and size, such as `<UIFontDescriptor Helvetica-Bold 17.0 pt>`.
    open override var description: String { "<UIFontDescriptor \(postscriptName) \(pointSize) pt>" }

    /// The attributes with the family, weight and slant set explicitly and the name left to be resolved again.
    private func restyled(family: String, weight: UIFont.Weight, symbolic: SymbolicTraits) -> UIFontDescriptor {
        var attributes = fontAttributes
        attributes[.name] = nil
        attributes[.face] = nil
        attributes[.family] = family
        var traits = traitsAttribute ?? [:]
        traits[.weight] = weight.rawValue
        traits[.symbolic] = symbolic.rawValue
        attributes[.traits] = traits
        return UIFontDescriptor(fontAttributes: attributes)
    }
}
