/// One tick of a frame clock: when the frame being built will be shown, and
/// the display refresh it was woken for.
///
/// A plain value, made on the render thread by a `FrameClock`; it travels to
/// the main thread (display links, frame reports) unchanged.
package struct FrameTick: Sendable, Equatable {
    /// The media time the frame will be shown: the animations are evaluated
    /// for it. With vsync, the vblank after `refreshTime`; with a timer,
    /// the tick itself (the frame is shown as soon as it is drawn).
    package var targetTime: Double
    /// The media time of the display refresh (vblank) this tick was woken
    /// for, or the timer's tick: `CADisplayLink.timestamp`.
    package var refreshTime: Double
    /// The display's refresh interval in seconds at this tick (0 when unthrottled).
    package var refreshInterval: Double
    /// A running count of the display's refreshes (the X server's MSC with
    /// vsync, the timer's ticks otherwise): display links that fire at a
    /// fraction of the rate count refreshes with it.
    package var refreshIndex: UInt64
    /// Refreshes that passed since the previous tick with no frame begun for
    /// them: the frame before took too long (0 after an idle wait).
    package var missedRefreshes: Int

    package init(targetTime: Double, refreshTime: Double, refreshInterval: Double, refreshIndex: UInt64,
                 missedRefreshes: Int = 0) {
        self.targetTime = targetTime
        self.refreshTime = refreshTime
        self.refreshInterval = refreshInterval
        self.refreshIndex = refreshIndex
        self.missedRefreshes = missedRefreshes
    }
}
