import Foundation

/// A timer synchronised with the display's frames, as Apple's `CADisplayLink`.
///
/// Linux Swift has no selectors, so the callback is a closure:
/// `CADisplayLink { link in … }`, or `CADisplayLink(target: self, action: Type.step)`
/// in place of Apple's `init(target:selector:)`. Add it to the main run loop
/// with `add(to:forMode:)`; it then fires once per frame on the main thread,
/// driven by `DisplayLinkTicker`: by the frames a running `LayerWindow`
/// shows (its frame rate, 60 Hz unless set), or by a timer at the display
/// rate when no window runs. Main thread only.
open class CADisplayLink: NSObject {
    private let handler: (CADisplayLink) -> Void
    /// The run-loop modes it was added with (it fires while any is registered).
    private var modes: Set<RunLoop.Mode> = []
    /// The display refresh the link last fired at (nil: not yet).
    private var lastFiredRefresh: UInt64?

    /// The time of the display refresh (vblank) the callback runs for: the
    /// last frame shown.
    open private(set) var timestamp: CFTimeInterval = 0
    /// The time the next frame the link draws for will be shown (the next
    /// refresh at the link's rate): draw for this time.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// The display's refresh interval (measured by a window's frame clock).
    open var duration: CFTimeInterval { DisplayLinkTicker.shared.frameInterval }
    /// While true the callback is not called (and a paused link asks for no frames).
    open var isPaused = false {
        didSet {
            if isPaused != oldValue, !modes.isEmpty { DisplayLinkTicker.shared.linksChanged() }
        }
    }
    /// 0 means the display's rate; otherwise the link fires every n-th
    /// refresh, n the whole divisor of the display's rate that comes
    /// closest (20 on a 60 Hz display: every third refresh).
    open var preferredFramesPerSecond: Int = 0 {
        didSet {
            if preferredFramesPerSecond < 0 {
                Diagnostics.report("CADisplayLink.preferredFramesPerSecond = \(preferredFramesPerSecond) rejected; 0 (the display's rate) is used")
                preferredFramesPerSecond = 0
            }
        }
    }
    /// Refreshes per callback, the deprecated way: 2 fires every other
    /// refresh. 1 (the default) is every refresh; a value below 1 is refused
    /// with a diagnostic and the interval stays. A `preferredFramesPerSecond`
    /// other than 0 takes precedence, as on iOS 10 and later.
    @available(*, deprecated, message: "use preferredFramesPerSecond")
    open var frameInterval: Int {
        get { refreshInterval }
        set {
            guard newValue >= 1 else {
                Diagnostics.report("CADisplayLink.frameInterval = \(newValue) rejected; it stays \(refreshInterval)")
                return
            }
            refreshInterval = newValue
        }
    }
    /// What `frameInterval` set.
    private var refreshInterval = 1
    /// A positive `preferred` rate sets `preferredFramesPerSecond`; an
    /// infinite one is refused with a diagnostic (the frames per second stay
    /// as they were), one beyond `Int` is taken as `Int.max` (every frame).
    /// The divisor chosen keeps the rate within `minimum`…`maximum` where
    /// a divisor can (a `maximum` of 0 means no bound).
    open var preferredFrameRateRange: CAFrameRateRange = .default {
        didSet {
            guard let preferred = preferredFrameRateRange.preferred, preferred > 0 else { return }
            guard preferred.isFinite else {
                Diagnostics.report("CADisplayLink.preferredFrameRateRange.preferred = \(preferred) rejected; "
                                   + "preferredFramesPerSecond stays \(preferredFramesPerSecond)")
                return
            }
            preferredFramesPerSecond = Int(clamping: preferred.rounded(), to: 0...Int.max) ?? 0
        }
    }

    /// A display link that calls `handler` once per frame.
    public init(handler: @escaping (CADisplayLink) -> Void) {
        self.handler = handler
        super.init()
    }

    /// A display link that calls `action` on `target` (held strongly, as Apple does) once per frame.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> (CADisplayLink) -> Void) {
        self.init { link in action(target)(link) }
    }

    /// Starts firing on `runloop` (only the main run loop is driven) in `mode`.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard runloop === RunLoop.main else {
            Diagnostics.report("CADisplayLink.add(to:forMode:): only the main run loop is driven by display frames; the link was not added")
            return
        }
        modes.insert(mode)
        DisplayLinkTicker.shared.register(self)
    }

    /// Stops firing in `mode`; with no mode left the link stops firing. `runloop` is not checked.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        modes.remove(mode)
        if modes.isEmpty { DisplayLinkTicker.shared.unregister(self) }
    }

    /// Stops the link for good and releases its target.
    open func invalidate() {
        modes.removeAll()
        DisplayLinkTicker.shared.unregister(self)
    }

    /// Refreshes per callback on a display of `displayRate` Hz: the whole
    /// divisor closest to `preferredFramesPerSecond` (`frameInterval` for
    /// 0), within the preferred range's bounds where one fits.
    func refreshesPerFrame(displayRate: Double) -> Int {
        guard preferredFramesPerSecond > 0, displayRate.isFinite, displayRate > 0 else { return refreshInterval }
        // A display rate of 10³⁰⁰ (CA_FPS can say so) is more frames than an Int counts.
        var every = Int(clamping: (displayRate / Double(preferredFramesPerSecond)).rounded(), to: 1...Int.max) ?? 1
        let range = preferredFrameRateRange
        if range.maximum > 0, range.maximum.isFinite, displayRate / Double(every) > Double(range.maximum) + 1e-9 {
            every = Int(clamping: (displayRate / Double(range.maximum)).rounded(.up), to: 1...Int.max) ?? every
        }
        if range.minimum > 0, displayRate / Double(every) < Double(range.minimum) - 1e-9 {
            every = max(1, Int(clamping: (displayRate / Double(range.minimum)).rounded(.down), to: 1...Int.max) ?? every)
        }
        return every
    }

    /// One display refresh, number `refreshIndex`; called by the ticker on the main thread.
    func frame(timestamp: CFTimeInterval, interval: CFTimeInterval, displayRate: Double, refreshIndex: UInt64) {
        let every = refreshesPerFrame(displayRate: displayRate)
        if let last = lastFiredRefresh, refreshIndex > last, refreshIndex - last < UInt64(every) { return }
        guard !isPaused else { return }
        lastFiredRefresh = refreshIndex
        self.timestamp = timestamp
        targetTimestamp = timestamp + Double(every) * interval
        handler(self)
    }
}
