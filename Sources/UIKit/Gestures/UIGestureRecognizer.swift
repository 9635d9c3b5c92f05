import Foundation

/// Turns a sequence of touches into a gesture, as Apple's `UIGestureRecognizer`.
///
/// A recognizer attached to a view gets the touches that begin in that view
/// or its subviews before the view does. Subclasses read the touches in
/// `touchesBegan/Moved/Ended/Cancelled(_:with:)` and set `state`; the base
/// class decides whether the new state may take effect (delegate,
/// `require(toFail:)`, other recognizers), sends the actions, takes the
/// touches from the view when `cancelsTouchesInView`, and resets to
/// `.possible` after the sequence.
///
/// Actions: Linux has no selectors, so a target's action is an unbound method
/// reference (`UITapGestureRecognizer(target: self, action: ViewController.tapped)`),
/// the target held weakly as on iOS; or a closure (`init(handler:)`,
/// `addHandler(_:)`). `delaysTouchesBegan` and `delaysTouchesEnded` are
/// stored but touches are never delayed. Main thread only.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    var actions: [GestureAction] = []
    weak var attachedView: UIView?
    /// The touches the recognizer is following, in the order they began.
    var trackedTouches: [UITouch] = []
    /// Whether touches reached it since its last reset (it takes part in the current sequence).
    var hasReceivedTouches = false
    /// Where its touches were last, in window coordinates (for `location(in:)` after they end).
    var lastWindowLocation: CGPoint = .zero
    weak var lastWindow: UIWindow?
    /// Recognizers that must fail first (`require(toFail:)`).
    var explicitRequirements: [WeakGestureRecognizer] = []
    /// A state waiting for the required recognizers to fail.
    var pendingState: State?
    var stateValue: State = .possible
    private var timerGeneration = 0

    /// A recognizer without actions.
    public override init() {
        super.init()
    }

    /// A recognizer that calls `action` on `target` (held weakly) with itself.
    public convenience init<Target: AnyObject, Sender: AnyObject>(
        target: Target, action: @escaping (Target) -> (Sender) -> Void
    ) {
        self.init()
        actions.append(GestureAction(target: target, action: action))
    }

    /// A recognizer that calls `action` on `target` (held weakly).
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        self.init()
        actions.append(GestureAction(target: target, action: action))
    }

    /// A recognizer that calls `handler` with itself (Linux's closure form of target-action).
    public convenience init(handler: @escaping (UIGestureRecognizer) -> Void) {
        self.init()
        actions.append(GestureAction(handler: handler))
    }

    // MARK: - Actions

    /// Adds `action`, called on `target` (held weakly) with the recognizer.
    open func addTarget<Target: AnyObject, Sender: AnyObject>(
        _ target: Target, action: @escaping (Target) -> (Sender) -> Void
    ) {
        actions.append(GestureAction(target: target, action: action))
    }

    /// Adds `action`, called on `target` (held weakly).
    open func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        actions.append(GestureAction(target: target, action: action))
    }

    /// Adds a closure called with the recognizer.
    open func addHandler(_ handler: @escaping (UIGestureRecognizer) -> Void) {
        actions.append(GestureAction(handler: handler))
    }

    /// Removes the actions of `target`; nil removes every target action and handler.
    open func removeTarget(_ target: Any?) {
        guard let target else { return actions.removeAll() }
        let object = target as AnyObject
        actions.removeAll { $0.target === object }
    }

    // MARK: - State

    /// Where the recognizer is in recognizing; subclasses set it.
    open var state: UIGestureRecognizer.State {
        get { stateValue }
        set { requestState(newValue) }
    }

    /// Whether the recognizer takes touches; turning it off cancels a gesture under way.
    open var isEnabled: Bool = true {
        didSet {
            guard !isEnabled, oldValue else { return }
            if stateValue == .began || stateValue == .changed {
                requestState(.cancelled)
            } else if stateValue == .possible && hasReceivedTouches {
                requestState(.failed)
            }
            resetNow()
        }
    }

    /// The view the recognizer is attached to.
    open var view: UIView? { attachedView }

    /// Whether the view's touches are cancelled when the gesture is recognized; true by default.
    open var cancelsTouchesInView: Bool = true
    /// Stored only: touches are not delayed on this platform.
    open var delaysTouchesBegan: Bool = false
    /// Stored only: touches are not delayed on this platform.
    open var delaysTouchesEnded: Bool = true
    /// Asked whether the recognizer gets a touch, may begin, waits for or recognizes alongside others; held weakly, nil by default.
    open weak var delegate: UIGestureRecognizerDelegate?
    /// A name for debugging; stored only (not part of `description`), nil by default.
    open var name: String?

    /// How many touches the recognizer is following.
    open var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the recognizer's touches in `view`'s coordinates (the
    /// window's when nil); after they end, where they were last.
    open func location(in view: UIView?) -> CGPoint {
        let windowPoint: CGPoint
        if trackedTouches.isEmpty {
            windowPoint = lastWindowLocation
        } else {
            let sum = trackedTouches.reduce(CGPoint.zero) {
                CGPoint(x: $0.x + $1.windowLocation.x, y: $0.y + $1.windowLocation.y)
            }
            windowPoint = CGPoint(x: sum.x / CGFloat(trackedTouches.count), y: sum.y / CGFloat(trackedTouches.count))
        }
        guard let view, let window = trackedTouches.first?.window ?? lastWindow else { return windowPoint }
        return view.convert(windowPoint, from: window)
    }

    /// Where touch `touchIndex` is in `view`'s coordinates.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else {
            Diagnostics.report("\(type(of: self)).location(ofTouch: \(touchIndex), in:) out of range 0..<\(trackedTouches.count); the centroid is returned", subsystem: "UIKit")
            return location(in: view)
        }
        return trackedTouches[touchIndex].location(in: view)
    }

    // MARK: - Dependencies

    /// Makes this recognizer wait until `otherGestureRecognizer` fails before it recognizes.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self else { return }
        explicitRequirements.removeAll { $0.recognizer == nil || $0.recognizer === otherGestureRecognizer }
        explicitRequirements.append(WeakGestureRecognizer(otherGestureRecognizer))
    }

    /// Whether recognizing this gesture may fail `preventedGestureRecognizer`; true by default.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer` recognizing may fail this one; true by default.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer waits for `otherGestureRecognizer` to fail; false by default.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` waits for this one to fail; false by default.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: - For subclasses

    /// Back to `.possible` after a sequence; subclasses clear their own state here.
    open func reset() {}

    /// Stops following `touch`.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
        touch.recognizerList.removeAll { $0 === self }
    }

    /// A touch began in the view or a subview; does nothing here, subclasses read the touch and set ``UIGestureRecognizer/state``.
    ///
    /// Called once per touch, with a set holding only that touch, before the view
    /// gets it; the touch already counts in ``UIGestureRecognizer/numberOfTouches``.
    /// Not called while the recognizer is disabled or has ended, failed or been cancelled.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// A followed touch moved; does nothing here. Called once per touch.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// A followed touch lifted; does nothing here. Called once per touch, which leaves `numberOfTouches` after the call.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// A followed touch was cancelled; does nothing here. Called once per touch, which leaves `numberOfTouches` after the call.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    // MARK: - Timers (internal)

    /// Calls `fire` after `seconds` unless the recognizer resets or starts another timer first.
    func startTimer(_ seconds: TimeInterval, _ fire: @escaping () -> Void) {
        timerGeneration += 1
        let generation = timerGeneration
        DispatchQueue.main.asyncAfter(deadline: .now() + max(0, seconds)) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.timerGeneration == generation else { return }
                fire()
                GestureArena.resetIfIdle(self)
            }
        }
    }

    func cancelTimer() {
        timerGeneration += 1
    }

    /// Clears the sequence: state `.possible`, no touches, no timer; calls `reset()`.
    func resetNow() {
        cancelTimer()
        stateValue = .possible
        pendingState = nil
        hasReceivedTouches = false
        for touch in trackedTouches { touch.recognizerList.removeAll { $0 === self } }
        trackedTouches = []
        GestureArena.stopWaiting(self)
        reset()
    }

    /// `<ClassName>` alone, readable on any thread; unlike Apple's, no state, view or targets.
    nonisolated open override var description: String {
        "<\(type(of: self))>"
    }
}
