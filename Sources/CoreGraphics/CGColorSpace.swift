import Foundation

/// The colour model of a `CGColorSpace`.
public enum CGColorSpaceModel: Int32, Sendable {
    /// No known model; no space this project makes has it.
    case unknown = -1
    /// One grey component.
    case monochrome = 0
    /// Red, green and blue components.
    case rgb = 1
}

/// A colour space: device or sRGB RGB, and grey. Immutable; safe on any thread.
///
/// Only the spaces QuartzCore needs exist; pixels are always treated as sRGB.
public final class CGColorSpace: Hashable, Sendable, CustomStringConvertible {
    /// The name of the sRGB space.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// The name of linear RGB; accepted, but its colours are drawn as sRGB values.
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    /// The name of the gamma-2.2 grey space, which ``CGColor/init(gray:alpha:)`` uses.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// The name of linear grey; accepted, but drawn as ordinary grey.
    public static let linearGray = "kCGColorSpaceLinearGray"
    /// The name of extended-range sRGB; accepted, but a ``CGContext`` clamps components to 0...1.
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// The name this project gives the device spaces, which Apple leaves unnamed.
    static let deviceRGBName = "kCGColorSpaceDeviceRGB"
    static let deviceGrayName = "kCGColorSpaceDeviceGray"

    /// The name, e.g. `CGColorSpace.sRGB`.
    public let name: String?
    /// Whether the space is RGB or grey.
    public let model: CGColorSpaceModel

    init(name: String, model: CGColorSpaceModel) {
        self.name = name
        self.model = model
    }

    /// The named space, or nil for a name this project does not know.
    public convenience init?(name: String) {
        switch name {
        case CGColorSpace.sRGB, CGColorSpace.genericRGBLinear, CGColorSpace.extendedSRGB,
             CGColorSpace.deviceRGBName:
            self.init(name: name, model: .rgb)
        case CGColorSpace.genericGrayGamma2_2, CGColorSpace.linearGray, CGColorSpace.deviceGrayName:
            self.init(name: name, model: .monochrome)
        default:
            return nil
        }
    }

    /// The colour components, alpha excluded: 1 for grey, 3 otherwise.
    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    static let deviceRGB = CGColorSpace(name: deviceRGBName, model: .rgb)
    static let deviceGray = CGColorSpace(name: deviceGrayName, model: .monochrome)
    static let srgbSpace = CGColorSpace(name: sRGB, model: .rgb)
    static let grayGamma22 = CGColorSpace(name: genericGrayGamma2_2, model: .monochrome)

    /// True when the names and models are equal, so separately made spaces of one name are equal.
    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.name == rhs.name && lhs.model == rhs.model
    }

    /// Hashes the name alone.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }

    /// `<CGColorSpace name>`, such as `<CGColorSpace kCGColorSpaceSRGB>`; "unnamed" stands in for a missing name.
    public var description: String { "<CGColorSpace \(name ?? "unnamed")>" }
}

/// The shared device RGB space, named `kCGColorSpaceDeviceRGB` here (Apple's has no name).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGB }
/// The shared device grey space, named `kCGColorSpaceDeviceGray` here (Apple's has no name).
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { .deviceGray }
