import Foundation
@testable import RenderServer

/// A display clock that plays a script: the refreshes of a display of a
/// given interval, answering each `requestNotify` as the X Present
/// extension does (the refresh asked for, or the current one when it has
/// passed), plus presents and moves the test adds. Time passes only when
/// the clock asks (`advance`), so tests never sleep.
///
/// One thread at a time (the test's), except `wake()`.
final class ScriptedVblankSource: VblankSource {
    /// The display's refresh interval; a test changes it to "move the
    /// window to another monitor".
    var interval: Double
    /// What `modeRefreshInterval()` answers (nil: a display without timings).
    var modeInterval: Double?
    /// The current refresh and its time (µs); the display starts at `startMSC`.
    private(set) var msc: UInt64
    private(set) var ust: UInt64
    /// Refreshes that pass before the next request is answered: a slow frame.
    var refreshesBeforeNextRequest: UInt64 = 0
    /// Events to hand out before the next refresh (presents, moves).
    var queued: [VblankEvent] = []
    /// When true, `nextEvent` answers nil (a server that stopped reporting).
    var silent = false
    /// Every wait ends at once with nothing, as `wake()` ends one (the render server stopping).
    var wakesEarly = false
    /// Thrown by the next `requestNotify`.
    var failure: Error?
    private(set) var requests: [UInt64?] = []
    private var pending: UInt64?
    private(set) var wakes = 0

    init(interval: Double = 1.0 / 60, modeInterval: Double? = nil, startMSC: UInt64 = 1000, startUST: UInt64 = 5_000_000) {
        self.interval = interval
        self.modeInterval = modeInterval
        msc = startMSC
        ust = startUST
    }

    func requestNotify(msc wanted: UInt64?) throws {
        if let failure { throw failure }
        requests.append(wanted)
        advance(refreshes: refreshesBeforeNextRequest)
        refreshesBeforeNextRequest = 0
        // Present's rule: a refresh already passed (or none named) is answered at the current one.
        pending = max(wanted ?? msc, msc)
    }

    func nextEvent(timeout: Double) throws -> VblankEvent? {
        if !queued.isEmpty { return queued.removeFirst() }
        if wakesEarly { return nil }
        // Silence lasts the whole timeout, as a real server's does (a wake ends a wait early).
        if silent {
            Thread.sleep(forTimeInterval: timeout)
            return nil
        }
        guard let target = pending else { return nil }
        advance(refreshes: target - msc)
        pending = nil
        return .refresh(msc: msc, ust: ust)
    }

    func wake() { wakes += 1 }

    func modeRefreshInterval() -> Double? { modeInterval }

    /// Lets `refreshes` refreshes of the current interval pass.
    func advance(refreshes: UInt64) {
        msc += refreshes
        ust += UInt64((Double(refreshes) * interval * 1e6).rounded())
    }
}
