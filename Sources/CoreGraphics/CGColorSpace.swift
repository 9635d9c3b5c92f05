import Foundation

/// The colour model of a `CGColorSpace`.
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1
    case monochrome = 0
    case rgb = 1
}

/// A colour space: device or sRGB RGB, and grey. Immutable; safe on any thread.
///
/// Only the spaces QuartzCore needs exist; pixels are always treated as sRGB.
public final class CGColorSpace: Hashable, Sendable, CustomStringConvertible {
    public static let sRGB = "kCGColorSpaceSRGB"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearGray = "kCGColorSpaceLinearGray"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// The name this project gives the device spaces, which Apple leaves unnamed.
    static let deviceRGBName = "kCGColorSpaceDeviceRGB"
    static let deviceGrayName = "kCGColorSpaceDeviceGray"

    /// The name, e.g. `CGColorSpace.sRGB`.
    public let name: String?
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

    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    static let deviceRGB = CGColorSpace(name: deviceRGBName, model: .rgb)
    static let deviceGray = CGColorSpace(name: deviceGrayName, model: .monochrome)
    static let srgbSpace = CGColorSpace(name: sRGB, model: .rgb)
    static let grayGamma22 = CGColorSpace(name: genericGrayGamma2_2, model: .monochrome)

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.name == rhs.name && lhs.model == rhs.model
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }

    public var description: String { "<CGColorSpace \(name ?? "unnamed")>" }
}

public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGB }
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { .deviceGray }
