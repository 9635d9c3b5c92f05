import Foundation

/// Colours at locations between 0 and 1, for `CGContext.drawLinearGradient`
/// and `drawRadialGradient`, as Apple's `CGGradient`.
///
/// Immutable; safe on any thread. Colours are kept as straight (not
/// premultiplied) RGBA, whatever space they came in: grey expands to equal
/// channels, and no colour matching is done. Cairo interpolates between stops.
public final class CGGradient: Sendable {
    /// One colour and where it sits, `location` in 0...1.
    package struct Stop: Equatable, Sendable {
        package var location: CGFloat
        package var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    }

    /// The stops in increasing location order.
    package let stops: [Stop]

    private init(stops: [Stop]) {
        self.stops = stops
    }

    /// A gradient of `colors`, at `locations` (one for each colour) or, when
    /// `locations` is nil, spread evenly from 0 to 1.
    ///
    /// Apple takes `colors` as a `CFArray` of `CGColor`; here it is a Swift
    /// array. Nil, with a diagnostic, when `colors` is empty or a colour has no
    /// components.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: UnsafePointer<CGFloat>?) {
        let function = "CGGradient(colorsSpace:colors:locations:)"
        guard !colors.isEmpty else {
            Diagnostics.report(in: function, "colors is empty; no gradient.")
            return nil
        }
        guard colors.allSatisfy({ ($0.components?.count ?? 0) >= 2 }) else {
            Diagnostics.report(in: function, "a colour has no components; no gradient.")
            return nil
        }
        let rgba = colors.map(\.rgba)
        self.init(checking: function, count: colors.count, locations: locations) { rgba[$0] }
    }

    /// A gradient of `count` colours given as consecutive components in
    /// `space` (`space.numberOfComponents` values and alpha each), at
    /// `locations` or, when nil, spread evenly from 0 to 1.
    ///
    /// Nil, with a diagnostic, when `count` is less than one or the space has no components.
    public convenience init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        let function = "CGGradient(colorSpace:colorComponents:locations:count:)"
        guard count >= 1 else {
            Diagnostics.report(in: function, "count \(count) is less than one; no gradient.")
            return nil
        }
        guard space.model != .unknown else {
            Diagnostics.report(in: function, "colour space \(space) has no components; no gradient.")
            return nil
        }
        let stride = space.numberOfComponents + 1
        let grey = space.model == .monochrome
        self.init(checking: function, count: count, locations: locations) { index in
            let c = components + index * stride
            return grey ? (c[0], c[0], c[0], c[1]) : (c[0], c[1], c[2], c[3])
        }
    }

    /// Pairs colours with locations, clamped to 0...1 and sorted stably.
    private convenience init?(
        checking function: String, count: Int, locations: UnsafePointer<CGFloat>?,
        color: (Int) -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    ) {
        var stops: [Stop] = []
        stops.reserveCapacity(count)
        for index in 0..<count {
            let location: CGFloat
            if let locations {
                location = locations[index]
            } else {
                location = count == 1 ? 0 : CGFloat(index) / CGFloat(count - 1)
            }
            let c = color(index)
            let values = [location, c.red, c.green, c.blue, c.alpha]
            guard values.allSatisfy(\.isFinite) else {
                Diagnostics.report(in: function, "colour or location \(index) is not finite; no gradient.")
                return nil
            }
            stops.append(Stop(location: min(max(location, 0), 1), red: c.red, green: c.green, blue: c.blue,
                              alpha: min(max(c.alpha, 0), 1)))
        }
        // A stable sort: stops at the same location keep their order, giving a hard edge.
        let sorted = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
        self.init(stops: sorted.map(\.element))
    }
}

/// Whether a gradient also paints beyond its two ends, as Apple's `CGGradientDrawingOptions`.
public struct CGGradientDrawingOptions: OptionSet, Hashable, Sendable {
    /// Apple's bits: 1 ``drawsBeforeStartLocation``, 2 ``drawsAfterEndLocation``.
    public let rawValue: UInt32

    /// Options from the bits given, unchecked; drawing reads only the low two.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Paints the first colour before the start point (inside the start circle for radial gradients).
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Paints the last colour beyond the end point (outside the end circle for radial gradients).
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
