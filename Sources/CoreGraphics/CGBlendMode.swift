import Foundation

/// How drawn colour combines with what is already in the context, as Apple's `CGBlendMode`.
///
/// `CGContext` draws every mode but `.plusDarker` (Cairo has no operator for
/// it; it falls back to `.normal` with a diagnostic). The Porter-Duff modes
/// that Cairo applies beyond the drawn shape (`.sourceIn`, `.sourceOut`,
/// `.destinationIn`, `.destinationAtop`) are confined to the shape, as Apple's are.
public enum CGBlendMode: Int32, Sendable {
    /// The source covers the destination in proportion to its alpha (source over).
    case normal = 0
    /// Source times destination: never lighter than either; white changes nothing.
    case multiply = 1
    /// One minus the product of the inverses: never darker than either; black changes nothing.
    case screen = 2
    /// Multiplies where the destination is dark and screens where it is light.
    case overlay = 3
    /// The darker of source and destination, channel by channel.
    case darken = 4
    /// The lighter of source and destination, channel by channel.
    case lighten = 5
    /// Brightens the destination according to the source; a black source changes nothing.
    case colorDodge = 6
    /// Darkens the destination according to the source; a white source changes nothing.
    case colorBurn = 7
    /// A gentler overlay: darkens or lightens the destination according to the source.
    case softLight = 8
    /// Multiplies where the source is dark and screens where it is light (overlay with the roles swapped).
    case hardLight = 9
    /// The absolute difference of source and destination, channel by channel.
    case difference = 10
    /// S + D − 2·S·D: like `.difference` with less contrast.
    case exclusion = 11
    /// The source's hue with the destination's saturation and luminosity.
    case hue = 12
    /// The source's saturation with the destination's hue and luminosity.
    case saturation = 13
    /// The source's hue and saturation with the destination's luminosity.
    case color = 14
    /// The source's luminosity with the destination's hue and saturation.
    case luminosity = 15
    /// R = 0.
    case clear = 16
    /// R = S.
    case copy = 17
    /// R = S·Da.
    case sourceIn = 18
    /// R = S·(1 − Da).
    case sourceOut = 19
    /// R = S·Da + D·(1 − Sa).
    case sourceAtop = 20
    /// R = S·(1 − Da) + D.
    case destinationOver = 21
    /// R = D·Sa.
    case destinationIn = 22
    /// R = D·(1 − Sa).
    case destinationOut = 23
    /// R = S·(1 − Da) + D·Sa.
    case destinationAtop = 24
    /// R = S·(1 − Da) + D·(1 − Sa).
    case xor = 25
    /// R = max(0, 1 − ((1 − D) + (1 − S))).
    case plusDarker = 26
    /// R = min(1, S + D).
    case plusLighter = 27
}
