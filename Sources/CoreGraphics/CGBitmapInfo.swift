import Foundation

/// Where alpha sits in a pixel and whether colour is premultiplied by it, as Apple's `CGImageAlphaInfo`.
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// No alpha channel.
    case none = 0
    /// Alpha last (RGBA), colour premultiplied by alpha.
    case premultipliedLast = 1
    /// Alpha first (ARGB), colour premultiplied by alpha.
    case premultipliedFirst = 2
    /// Alpha last, colour not premultiplied.
    case last = 3
    /// Alpha first, colour not premultiplied.
    case first = 4
    /// A padding byte last (RGBX); the image is opaque.
    case noneSkipLast = 5
    /// A padding byte first (XRGB); the image is opaque.
    case noneSkipFirst = 6
    /// Only an alpha channel.
    case alphaOnly = 7
}

/// Pixel layout flags of a bitmap, as Apple's `CGBitmapInfo`: alpha info in
/// the low five bits, float and byte-order flags above.
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrderDefault = CGBitmapInfo([])
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
    /// The host's order: little-endian on every platform Swift runs on for Linux.
    public static let byteOrder16Host = CGBitmapInfo.byteOrder16Little
    public static let byteOrder32Host = CGBitmapInfo.byteOrder32Little

    /// The alpha info held in the low bits; nil when they hold no known value.
    package var alphaInfo: CGImageAlphaInfo? {
        CGImageAlphaInfo(rawValue: rawValue & CGBitmapInfo.alphaInfoMask.rawValue)
    }

    /// The byte-order bits alone.
    package var byteOrder: CGBitmapInfo {
        CGBitmapInfo(rawValue: rawValue & CGBitmapInfo.byteOrderMask.rawValue)
    }
}

/// How colours outside the destination gamut are handled, as Apple's
/// `CGColorRenderingIntent`. Recorded on images; this project does no gamut mapping.
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent = 0
    case absoluteColorimetric = 1
    case relativeColorimetric = 2
    case perceptual = 3
    case saturation = 4
}
