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
        func overlap(_ monitor: MonitorGeometry) -> Int {
            let w = min(x + width, monitor.x + monitor.width) - max(x, monitor.x)
            let h = min(y + height, monitor.y + monitor.height) - max(y, monitor.y)
            return w > 0 && h > 0 ? w * h : 0
        }
        guard let best = monitors.max(by: { overlap($0) < overlap($1) }), overlap(best) > 0 else { return nil }
        return best
    }
}
