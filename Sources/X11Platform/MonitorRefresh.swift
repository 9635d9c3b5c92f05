/// Which monitor a window is on, and that monitor's refresh rate, from
/// XRandR's CRTCs: pure arithmetic on what the server reported.
///
/// A plain value; any thread.
package struct MonitorRefresh: Equatable, Sendable {
    /// A CRTC (a monitor's scan-out) as RandR describes it: where it shows
    /// the screen, and its mode's timings.
    package struct Crtc: Equatable, Sendable {
        package var x: Int, y: Int, width: Int, height: Int
        /// The mode's pixel clock in Hz, and its total (visible and blank)
        /// pixels per line and lines per frame; 0 where the server does not
        /// say (Xvfb).
        package var dotClock: UInt32, horizontalTotal: UInt16, verticalTotal: UInt16
        /// RandR's mode flags: interlaced (0x10) and double-scan (0x20) change the rate.
        package var flags: UInt32

        package init(x: Int, y: Int, width: Int, height: Int, dotClock: UInt32, horizontalTotal: UInt16,
                     verticalTotal: UInt16, flags: UInt32 = 0) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
            self.dotClock = dotClock
            self.horizontalTotal = horizontalTotal
            self.verticalTotal = verticalTotal
            self.flags = flags
        }

        /// Refreshes per second, or nil when the mode has no timings.
        package var refreshRate: Double? {
            guard dotClock > 0, horizontalTotal > 0, verticalTotal > 0 else { return nil }
            var lines = Double(verticalTotal)
            if flags & 0x20 != 0 { lines *= 2 }  // double scan: each line twice
            if flags & 0x10 != 0 { lines /= 2 }  // interlaced: half the lines per field
            return Double(dotClock) / (Double(horizontalTotal) * lines)
        }
    }

    /// The refresh rate of the CRTC that shows most of the window at
    /// (`x`, `y`) of `width` × `height` root-window pixels; nil when no CRTC
    /// shows any of it or that CRTC's mode has no timings.
    package static func refreshRate(windowX x: Int, y: Int, width: Int, height: Int, crtcs: [Crtc]) -> Double? {
        let shown = crtcs.filter { $0.width > 0 && $0.height > 0 }
        guard let best = MonitorGeometry.index(showingMostOf: shown.map { ($0.x, $0.y, $0.width, $0.height) },
                                               x: x, y: y, width: width, height: height)
        else { return nil }
        return shown[best].refreshRate
    }
}
