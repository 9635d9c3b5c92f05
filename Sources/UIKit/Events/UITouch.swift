import Foundation

/// One finger (here: the pointer with its primary button held) on the
/// screen, as Apple's `UITouch`.
///
/// A touch lives from the press to the release. Its view is the one hit
/// tested at the press and stays the same while it moves. Locations are kept
/// in window coordinates and converted on request. Main thread only.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// Where the touch is in its window's coordinates.
    var windowLocation: CGPoint
    /// Where it was at the previous event.
    var previousWindowLocation: CGPoint
    /// Whether the view got `touchesBegan` for it (so it must hear the end or a cancel).
    var deliveredToView = false
    /// Whether a recognizer took the touch from its view (`cancelsTouchesInView`).
    var cancelledForView = false
    var recognizerList: [UIGestureRecognizer] = []

    /// When the touch last changed, in `CACurrentMediaTime()` seconds.
    open internal(set) var timestamp: TimeInterval
    /// What the touch is doing now.
    open internal(set) var phase: UITouch.Phase
    /// How many quick taps in the same place this touch is part of (1 for a single tap).
    open internal(set) var tapCount: Int
    /// The view the touch began in.
    open internal(set) var view: UIView?
    /// The window the touch belongs to.
    open internal(set) var window: UIWindow?
    /// The kind of touch; pointer input acts as a finger (`.direct`), as iOS code expects.
    open internal(set) var type: UITouch.TouchType = .direct
    /// The radius of the contact; the pointer's is nominal.
    open internal(set) var majorRadius: CGFloat = 20
    /// How far `majorRadius` may be off, in points; always 0.
    open internal(set) var majorRadiusTolerance: CGFloat = 0
    /// The pressure; 0 for a pointer (no force information).
    open internal(set) var force: CGFloat = 0
    /// The largest `force` there can be; always 0 (no force information).
    open internal(set) var maximumPossibleForce: CGFloat = 0

    init(location: CGPoint, timestamp: TimeInterval, tapCount: Int, view: UIView?, window: UIWindow?) {
        windowLocation = location
        previousWindowLocation = location
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.view = view
        self.window = window
        phase = .began
        super.init()
    }

    /// The recognizers that receive this touch.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        recognizerList.isEmpty ? nil : recognizerList
    }

    /// Where the touch is in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        convert(windowLocation, to: view)
    }

    /// Where the touch was at the previous event, in `view`'s coordinates (the window's when nil).
    open func previousLocation(in view: UIView?) -> CGPoint {
        convert(previousWindowLocation, to: view)
    }

    /// The location without coalescing or prediction (the same for a pointer).
    open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }

    private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return point }
        guard let window else { return point }
        return view.convert(point, from: window)
    }

    /// Moves the touch to `location` at `time`.
    func move(to location: CGPoint, at time: TimeInterval, phase: UITouch.Phase) {
        previousWindowLocation = windowLocation
        windowLocation = location
        timestamp = time
        self.phase = phase
    }
}
