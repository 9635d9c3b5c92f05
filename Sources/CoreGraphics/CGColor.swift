import Foundation

/// A colour: components in a colour space plus alpha, as Apple's `CGColor`.
///
/// Immutable; safe on any thread. Two colours are equal when their spaces and
/// components are equal, as `CFEqual` decides on Apple's platforms (so grey 1.0
/// is not equal to RGB white).
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The space the components are in; every colour made here has one.
    public let colorSpace: CGColorSpace?
    /// The colour components followed by alpha.
    public let components: [CGFloat]?

    init(space: CGColorSpace, components: [CGFloat]) {
        self.colorSpace = space
        self.components = components
    }

    /// An RGB colour in the generic (device) RGB space.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .deviceRGB, components: [red, green, blue, alpha])
    }

    /// An RGB colour in the sRGB space.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .srgbSpace, components: [red, green, blue, alpha])
    }

    /// A grey in the generic grey space.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(space: .grayGamma22, components: [gray, alpha])
    }

    /// A grey in the generic gamma-2.2 grey space; the same as ``CGColor/init(gray:alpha:)``.
    public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
        self.init(space: .grayGamma22, components: [gray, alpha])
    }

    /// A colour from `space.numberOfComponents + 1` components; nil when the space has none.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        guard space.model != .unknown else { return nil }
        let n = space.numberOfComponents + 1
        self.init(space: space, components: Array(UnsafeBufferPointer(start: components, count: n)))
    }

    /// Opaque black in the generic grey space (components `[0, 1]`).
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white in the generic grey space (components `[1, 1]`).
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black in the generic grey space (components `[0, 0]`).
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The number of components, alpha included: 2 for grey, 4 for RGB.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The last component, the opacity, as given (not clamped).
    public var alpha: CGFloat { components?.last ?? 1 }

    /// Returns `self`: colours are immutable, so nothing is copied.
    public func copy() -> CGColor? { self }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let space = colorSpace, var comps = components, !comps.isEmpty else { return nil }
        comps[comps.count - 1] = alpha
        return CGColor(space: space, components: comps)
    }

    /// Red, green, blue and alpha (straight, not premultiplied); grey expands to equal channels.
    package var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        guard let c = components else { return (0, 0, 0, 0) }
        if c.count == 2 { return (c[0], c[0], c[0], c[1]) }
        if c.count >= 4 { return (c[0], c[1], c[2], c[3]) }
        return (0, 0, 0, 1)
    }

    /// True for the same object, or when the spaces have the same model and the components are equal.
    ///
    /// The spaces themselves are not compared: sRGB and device-RGB colours with equal components are equal.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        if lhs === rhs { return true }
        return lhs.colorSpace?.model == rhs.colorSpace?.model && lhs.components == rhs.components
    }

    /// Hashes the components alone, not the space.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(components)
    }

    /// `<CGColor space [components]>`, such as `<CGColor kCGColorSpaceSRGB [1.0, 0.0, 0.0, 1.0]>`.
    public var description: String {
        "<CGColor \(colorSpace?.name ?? "nil") \(components ?? [])>"
    }
}
