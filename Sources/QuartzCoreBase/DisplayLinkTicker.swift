import Foundation

/// Fires every registered `CADisplayLink` once per display frame on the main run loop.
///
/// Without a window the frames come from a repeating main-run-loop timer at
/// the display rate (60 Hz unless `setDisplayRate(_:)` says otherwise). A
/// runtime host that draws frames (a window's render server) takes over with
/// `driveExternally(owner:demand:)` and calls
/// `displayFrame(at:interval:refreshIndex:)` once per display refresh it
/// was woken for, with the refresh's time, the display's real refresh
/// interval and its refresh counter; it gives the frames back with
/// `stopDrivingExternally(owner:)`.
/// Frames are wanted only while some registered link is not paused: the
/// timer runs only then, and a host is told through its `demand` closure.
/// Main thread only.
package final class DisplayLinkTicker {
    package static let shared = DisplayLinkTicker()

    /// The host driving frames, if any, and how it is told whether frames are wanted.
    private struct ExternalDriver {
        weak var owner: AnyObject?
        var demand: (Bool) -> Void
    }

    private var links: [CADisplayLink] = []
    private var timer: Timer?
    /// The hosts that drive frames, oldest first: the newest drives; when it
    /// stops (its window closed), the one before it drives again.
    private var drivers: [ExternalDriver] = []
    private var driver: ExternalDriver? { drivers.last }
    private var announcedDemand: Bool?
    /// The refresh counter the timer keeps when no host gives one.
    private var timerRefreshIndex: UInt64 = 0
    package private(set) var displayRate: Double = 60

    package var frameInterval: Double { 1 / displayRate }

    /// Whether a registered link is not paused, so that frames must be produced.
    package var wantsFrames: Bool { links.contains { !$0.isPaused } }

    /// Sets the display's refresh rate (frames per second).
    package func setDisplayRate(_ rate: Double) {
        guard rate.isFinite, rate > 0 else {
            Diagnostics.report("display rate \(rate) rejected; it stays \(displayRate) Hz")
            return
        }
        displayRate = rate
        timer?.invalidate()
        timer = nil
        updateFrameSource()
    }

    /// Hands frame timing to a host: from now on frames come from its
    /// `displayFrame(at:)` calls, not from the timer. `demand` is called at
    /// once with `wantsFrames`, then whenever it changes, until the host
    /// stops (or `owner` is released). A later host takes over from an
    /// earlier one, which is told that it need not produce frames; when the
    /// later one stops, the earlier one drives again (with several windows,
    /// links follow the window started last that is still open).
    package func driveExternally(owner: AnyObject, demand: @escaping (Bool) -> Void) {
        if let current = driver, current.owner !== owner, announcedDemand == true { current.demand(false) }
        drivers.removeAll { $0.owner === owner || $0.owner == nil }
        drivers.append(ExternalDriver(owner: owner, demand: demand))
        announcedDemand = nil
        updateFrameSource()
    }

    /// Stops `owner` driving frames: the host before it drives again, or
    /// the timer when there is none. A host that was not driving is only
    /// taken off the list.
    package func stopDrivingExternally(owner: AnyObject) {
        let wasDriving = driver?.owner === owner
        drivers.removeAll { $0.owner === owner }
        guard wasDriving else { return }
        announcedDemand = nil
        updateFrameSource()
    }

    func register(_ link: CADisplayLink) {
        guard !links.contains(where: { $0 === link }) else { return }
        links.append(link)
        updateFrameSource()
    }

    func unregister(_ link: CADisplayLink) {
        links.removeAll { $0 === link }
        updateFrameSource()
    }

    /// A registered link was paused or resumed.
    func linksChanged() {
        updateFrameSource()
    }

    /// One display refresh at `timestamp`: every registered link whose
    /// rate is due runs, in the order added. `interval` is the display's
    /// refresh interval when the host measured it (it becomes
    /// `CADisplayLink.duration`); `refreshIndex` the display's refresh
    /// counter, from which links at a fraction of the rate count refreshes,
    /// so refreshes the main thread was too busy to hear are counted too
    /// (without one, each call is the next refresh).
    package func displayFrame(at timestamp: CFTimeInterval, interval: CFTimeInterval? = nil,
                              refreshIndex: UInt64? = nil) {
        if let interval, interval.isFinite, interval > 0 { displayRate = 1 / interval }
        let index: UInt64
        if let refreshIndex {
            index = refreshIndex
        } else {
            timerRefreshIndex &+= 1
            index = timerRefreshIndex
        }
        timerRefreshIndex = index
        for link in links {
            link.frame(timestamp: timestamp, interval: frameInterval, displayRate: displayRate, refreshIndex: index)
        }
    }

    /// Runs the timer, or tells the host, according to `wantsFrames`.
    private func updateFrameSource() {
        while let driver, driver.owner == nil {
            // The host went away without giving the frames back.
            drivers.removeLast()
            announcedDemand = nil
        }
        let wanted = wantsFrames
        if let driver {
            timer?.invalidate()
            timer = nil
            if announcedDemand != wanted {
                announcedDemand = wanted
                driver.demand(wanted)
            }
            return
        }
        guard wanted else {
            timer?.invalidate()
            timer = nil
            return
        }
        guard timer == nil else { return }
        let timer = Timer(timeInterval: frameInterval, repeats: true) { [weak self] _ in
            self?.displayFrame(at: CACurrentMediaTime())
        }
        RunLoop.main.add(timer, forMode: .common)
        self.timer = timer
    }
}
