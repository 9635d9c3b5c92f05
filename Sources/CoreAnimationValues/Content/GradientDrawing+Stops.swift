import Foundation

// How a gradient layer's colours and locations become the stops it draws.
extension GradientDrawing {
    /// The stops drawn, in increasing location order; nil when there are no colours (nothing draws).
    ///
    /// - nil or empty `locations` spread the colours evenly from 0 to 1.
    /// - When `locations` has another count than `colors` (Apple asks for the
    ///   same count and documents nothing else), each colour takes the
    ///   location of the same index and colours past the end of `locations`
    ///   sit at 1; extra locations are ignored. That is what Apple's layers
    ///   are reported to show (colours past the locations collapse at the
    ///   end); `locationCountMismatch` lets the main thread say so.
    /// - Locations outside 0…1 are kept (a highlight sliding in from outside
    ///   the layer animates them there); stops out of order are sorted,
    ///   stably, so that two stops at one location make a hard edge.
    /// - Components are clamped to 0…1.
    package var stops: [GradientStop]? {
        guard let colors, !colors.isEmpty else { return nil }
        let given = (locations?.isEmpty ?? true) ? nil : locations
        let even = given == nil ? Self.evenLocations(count: colors.count) : []
        var stops: [GradientStop] = []
        stops.reserveCapacity(colors.count)
        for (index, color) in colors.enumerated() {
            let location: Double
            if let given {
                location = index < given.count ? given[index] : 1
            } else {
                location = even[index]
            }
            let c = color.rgba
            func clamped(_ v: CGFloat) -> Double { v.isFinite ? min(max(Double(v), 0), 1) : 0 }
            stops.append(GradientStop(location: location.isFinite ? location : 0, red: clamped(c.red),
                                      green: clamped(c.green), blue: clamped(c.blue), alpha: clamped(c.alpha)))
        }
        if zip(stops, stops.dropFirst()).contains(where: { $0.location > $1.location }) {
            stops = stops.enumerated()
                .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
                .map(\.element)
        }
        return stops
    }

    /// The counts of `colors` and `locations` when both are given and differ, else nil.
    package var locationCountMismatch: (colors: Int, locations: Int)? {
        guard let colors, !colors.isEmpty, let locations, !locations.isEmpty, locations.count != colors.count
        else { return nil }
        return (colors.count, locations.count)
    }

    /// The locations that spread `count` colours evenly from 0 to 1 (Apple's nil `locations`).
    package static func evenLocations(count: Int) -> [Double] {
        count == 1 ? [0] : (0..<max(count, 0)).map { Double($0) / Double(count - 1) }
    }
}
