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
    private var ticksSinceFire = 0

    /// The time of the last frame shown when the callback runs.
    open private(set) var timestamp: CFTimeInterval = 0
    /// The time the next frame will be shown: draw for this time.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// The interval between display frames.
    open var duration: CFTimeInterval { DisplayLinkTicker.shared.frameInterval }
    /// While true the callback is not called (and a paused link asks for no frames).
    open var isPaused = false {
        didSet {
            if isPaused != oldValue, !modes.isEmpty { DisplayLinkTicker.shared.linksChanged() }
        }
    }
    /// 0 means the display's rate; otherwise frames are skipped to come close to it.
    open var preferredFramesPerSecond: Int = 0 {
        didSet {
            if preferredFramesPerSecond < 0 {
                Diagnostics.report("CADisplayLink.preferredFramesPerSecond = \(preferredFramesPerSecond) rejected; 0 (the display's rate) is used")
                preferredFramesPerSecond = 0
            }
        }
    }
    /// A positive `preferred` rate sets `preferredFramesPerSecond`; an
    /// infinite one is refused with a diagnostic (the frames per second stay
    /// as they were), one beyond `Int` is taken as `Int.max` (every frame).
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

    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        modes.remove(mode)
        if modes.isEmpty { DisplayLinkTicker.shared.unregister(self) }
    }

    /// Stops the link for good and releases its target.
    open func invalidate() {
        modes.removeAll()
        DisplayLinkTicker.shared.unregister(self)
    }

    /// One display frame; called by the ticker on the main thread.
    func frame(timestamp: CFTimeInterval, interval: CFTimeInterval, displayRate: Double) {
        ticksSinceFire += 1
        if preferredFramesPerSecond > 0 {
            // A display rate of 10³⁰⁰ (CA_FPS can say so) is more frames than an Int counts.
            let every = Int(clamping: (displayRate / Double(preferredFramesPerSecond)).rounded(), to: 1...Int.max) ?? 1
            guard ticksSinceFire >= every else { return }
        }
        ticksSinceFire = 0
        guard !isPaused else { return }
        self.timestamp = timestamp
        targetTimestamp = timestamp + interval
        handler(self)
    }
}
