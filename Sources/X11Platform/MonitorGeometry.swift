/// A monitor as RandR describes it (`XRRGetMonitors`): where it shows the
/// X screen, in root-window pixels, and its physical size.
///
/// A plain value; any thread.
package struct MonitorGeometry: Equatable, Sendable {
    package var x: Int, y: Int, width: Int, height: Int
    /// Its size in millimetres; 0 where the server does not know (Xvfb, projectors).
    package var millimetreWidth: Int, millimetreHeight: Int

    package init(x: Int, y: Int, width: Int, height: Int, millimetreWidth: Int, millimetreHeight: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.millimetreWidth = millimetreWidth
        self.millimetreHeight = millimetreHeight
    }

    /// The monitor of `monitors` that shows most of the rectangle at
    /// (`x`, `y`) of `width` × `height` root pixels; nil when none shows any.
    package static func showingMost(of monitors: [MonitorGeometry], x: Int, y: Int, width: Int, height: Int)
        -> MonitorGeometry? {
        index(showingMostOf: monitors.map { ($0.x, $0.y, $0.width, $0.height) }, x: x, y: y, width: width,
              height: height).map { monitors[$0] }
    }

    /// Which of `areas` (rectangles of the screen: monitors, or RandR's
    /// CRTCs) shows most of the rectangle at (`x`, `y`) of `width` ×
    /// `height`; nil when none shows any of it.
    package static func index(showingMostOf areas: [(x: Int, y: Int, width: Int, height: Int)],
                              x: Int, y: Int, width: Int, height: Int) -> Int? {
        func overlap(_ area: (x: Int, y: Int, width: Int, height: Int)) -> Int {
            let w = min(x + width, area.x + area.width) - max(x, area.x)
            let h = min(y + height, area.y + area.height) - max(y, area.y)
            return w > 0 && h > 0 ? w * h : 0
        }
        guard let best = areas.indices.max(by: { overlap(areas[$0]) < overlap(areas[$1]) }),
            overlap(areas[best]) > 0
        else { return nil }
        return best
    }
}
