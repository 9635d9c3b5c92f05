import Foundation

/// Pixels per point of the windows on a display, and where that came from,
/// by one rule:
///
/// 1. `CA_SCALE`;
/// 2. the toolkits' variables users already set: `GDK_SCALE`, then
///    `QT_SCALE_FACTOR`, then `UIKIT_SCREEN_SCALE` (this project's older name);
/// 3. the X server's `Xft.dpi` resource (what desktops set for HiDPI): dpi / 96;
/// 4. the screen's physical size as the X server reports it: its dots per
///    inch / 96, rounded to a quarter, and only from 1.25 up (a desktop
///    monitor's 90–110 dpi stays at 1);
/// 5. else 1.
///
/// A value that is not a number, not finite, or absurd (a scale outside
/// 0.5…8; an `Xft.dpi` outside 48…768; a screen whose size is 0 mm, as
/// Xvfb's may be, or gives under 48 or over 768 dpi) is passed over for the
/// next source, reported once. Fractional scales (1.25, 1.5) are kept.
///
/// Policy for several monitors: a scale set by the environment or by
/// `Xft.dpi` (the desktop's one setting) holds on every monitor. Otherwise
/// each monitor has its own, from its physical size as RandR reports it
/// (`monitorScale`: dots per inch / 96, rounded to a quarter, from 1.25
/// up), and a window takes the scale of the monitor that shows most of it
/// whenever it moves (`followsMonitors`).
///
/// A plain value; `resolve` is pure (the X readings are passed in).
package struct DisplayScale: Equatable, Sendable {
    /// Where the scale came from.
    package enum Source: Equatable, Sendable {
        case environment(String)
        case xftDPI
        case screenSize
        /// A Wayland compositor's outputs (`wl_output.scale`, or its preferred fractional scale).
        case compositor
        case fallback
    }

    package var scale: CGFloat
    package var source: Source

    /// The scale by the rule, from `environment`, the text of the X
    /// server's resource database (`XResourceManagerString`, nil when it
    /// has none) and the screen's size in pixels and millimetres.
    package static func resolve(environment: [String: String], resources: String?,
                                screenPixels: (width: Int, height: Int), screenMillimetres: (width: Int, height: Int))
        -> DisplayScale {
        for variable in [EnvironmentVariable.scale, .gdkScale, .qtScaleFactor, .screenScale] {
            if let value = variable.number(in: environment) {
                return DisplayScale(scale: CGFloat(value), source: .environment(variable.name))
            }
        }
        if let dpi = xftDPI(in: resources) {
            return DisplayScale(scale: CGFloat(dpi / 96), source: .xftDPI)
        }
        if let dpi = screenDPI(pixels: screenPixels, millimetres: screenMillimetres) {
            let scale = scale(dpi: dpi)
            if scale > 1 { return DisplayScale(scale: scale, source: .screenSize) }
        }
        return DisplayScale(scale: 1, source: .fallback)
    }

    /// Whether a window at this scale takes each monitor's own as it moves:
    /// when nothing set the scale (it came from the screen's size, or is the fallback).
    package var followsMonitors: Bool { source == .screenSize || source == .compositor || source == .fallback }

    /// A monitor's scale from its size in pixels and millimetres (its own
    /// dots per inch, by the rule's fourth step); nil when it does not know
    /// its size (0 mm, as virtual and some projectors say) or says nonsense
    /// (under 48 or over 768 dpi).
    package static func monitorScale(pixelWidth: Int, millimetreWidth: Int, millimetreHeight: Int) -> CGFloat? {
        guard pixelWidth > 0, millimetreWidth > 0, millimetreHeight > 0 else { return nil }
        let dpi = Double(pixelWidth) / (Double(millimetreWidth) / 25.4)
        guard dpi.isFinite, (48...768).contains(dpi) else { return nil }
        return scale(dpi: dpi)
    }

    /// Dots per inch as a scale: dpi / 96 rounded to a quarter, and 1 below
    /// 1.25 (a desktop monitor's 90–110 dpi stays at 1).
    static func scale(dpi: Double) -> CGFloat {
        let scale = (dpi / 96 * 4).rounded() / 4
        return scale >= 1.25 ? CGFloat(scale) : 1
    }

    /// The `Xft.dpi` value in a resource database's text ("Xft.dpi:\t192");
    /// nil when absent, or not a number from 48 to 768 (reported once).
    static func xftDPI(in resources: String?) -> Double? {
        guard let resources else { return nil }
        for line in resources.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == "Xft.dpi" else { continue }
            let text = parts[1].trimmingCharacters(in: .whitespaces)
            if let dpi = Double(text), dpi.isFinite, (48...768).contains(dpi) { return dpi }
            Diagnostics.reportOnce(cause: "Xft.dpi \(text)",
                                   "the X resource Xft.dpi is \(text), not a number from 48 to 768: the scale comes from the next source",
                                   subsystem: "LayerHost")
            return nil
        }
        return nil
    }

    /// The screen's dots per inch across, from its size in pixels and
    /// millimetres; nil (reported once) when a side is 0 mm or the result is
    /// below 48 or above 768.
    static func screenDPI(pixels: (width: Int, height: Int), millimetres: (width: Int, height: Int)) -> Double? {
        guard pixels.width > 0 else { return nil }
        let dpi = millimetres.width > 0 ? Double(pixels.width) / (Double(millimetres.width) / 25.4) : 0
        guard millimetres.height > 0, dpi.isFinite, (48...768).contains(dpi) else {
            Diagnostics.reportOnce(cause: "screen size \(millimetres.width)x\(millimetres.height) mm",
                                   "the X screen says it is \(millimetres.width)×\(millimetres.height) mm for "
                                       + "\(pixels.width)×\(pixels.height) pixels (\(Int(dpi)) dpi), which cannot be: "
                                       + "the scale is 1 unless set", subsystem: "LayerHost")
            return nil
        }
        return dpi
    }
}
