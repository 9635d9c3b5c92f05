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
    /// Apple's layout: a ``CGImageAlphaInfo`` raw value in bits 0–4, float flags in 8–11, the byte order in 12–14.
    public let rawValue: UInt32

    /// Flags from the bits given, unchecked here; bitmap contexts and raw-data images check them.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The low five bits, which hold a ``CGImageAlphaInfo`` raw value.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// The bits that hold the floating-point flags.
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    /// Components are floating point; bitmap contexts and raw-data images here refuse it.
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The three bits that hold the byte order.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// No byte order given: read as ``byteOrder32Big`` (components in memory in the order the alpha info names).
    public static let byteOrderDefault = CGBitmapInfo([])
    /// 16-bit little-endian words; kept for source compatibility, refused by bitmap contexts and raw-data images.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    /// 32-bit little-endian words: the components lie in memory in reverse (`premultipliedFirst` gives B, G, R, A).
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 16-bit big-endian words; refused by bitmap contexts and raw-data images.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    /// 32-bit big-endian words: the components lie in memory in the order the alpha info names (`premultipliedLast` gives R, G, B, A).
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
    /// The host's order: little-endian on every platform Swift runs on for Linux.
    public static let byteOrder16Host = CGBitmapInfo.byteOrder16Little
    /// The host's 32-bit order: ``byteOrder32Little`` on every Linux target of Swift.
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
    /// No preference given; what `CGContext.makeImage()` and decoded images record.
    case defaultIntent = 0
    /// Absolute colorimetric matching (white point kept); recorded only.
    case absoluteColorimetric = 1
    /// Relative colorimetric matching (white point adapted); recorded only.
    case relativeColorimetric = 2
    /// Perceptual matching (whole gamut compressed); recorded only.
    case perceptual = 3
    /// Saturation-preserving matching; recorded only.
    case saturation = 4
}
