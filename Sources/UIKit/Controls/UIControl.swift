import Foundation

/// A view that turns touches into control events and sends them to its
/// targets, as Apple's `UIControl`: touch down, drags inside and outside,
/// touch up inside or outside, cancel. A disabled control sends nothing.
///
/// Actions: a target's action is an unbound method reference, held weakly
/// with its target (`addTarget(self, action: Controller.tapped, for:
/// .touchUpInside)`, Linux has no selectors), or a `UIAction`. A
/// single-tap recognizer of another view does not take a single tap from
/// an enabled control, as on iOS 6 and later. Main thread only.
@preconcurrency @MainActor
open class UIControl: UIView {
    private var targetActions: [(events: UIControl.Event, action: GestureAction)] = []
    private var menuActions: [(events: UIControl.Event, action: UIAction)] = []
    private var enabledValue = true
    private var selectedValue = false
    private var highlightedValue = false
    /// Whether the current touch is inside (for drag enter and exit).
    private var touchInside = false
    /// How far outside its bounds a touch still counts as inside.
    static let touchSlop: CGFloat = 70

    /// Whether the control reacts to touches; a disabled one is drawn dimmed by subclasses.
    open var isEnabled: Bool {
        get { enabledValue }
        set {
            enabledValue = newValue
            stateChanged()
        }
    }

    /// Whether the control is selected (adds ``UIControl/State/selected`` to ``state``); false by default.
    ///
    /// `UIControl` never changes it itself; setting it calls ``stateChanged()``.
    open var isSelected: Bool {
        get { selectedValue }
        set {
            selectedValue = newValue
            stateChanged()
        }
    }

    /// Whether a touch is down inside the control.
    open var isHighlighted: Bool {
        get { highlightedValue }
        set {
            highlightedValue = newValue
            stateChanged()
        }
    }

    /// Whether a touch is being tracked.
    open private(set) var isTracking = false

    /// Whether the tracked touch is inside the control.
    open var isTouchInside: Bool { touchInside }

    /// The control's state flags.
    open var state: UIControl.State {
        var state: UIControl.State = []
        if highlightedValue { state.insert(.highlighted) }
        if !enabledValue { state.insert(.disabled) }
        if selectedValue { state.insert(.selected) }
        return state
    }

    /// Called when the state flags change; subclasses update their look here.
    open func stateChanged() {}

    // MARK: - Targets and actions

    /// Adds `action`, called on `target` (held weakly) with the control, for `controlEvents`.
    open func addTarget<Target: AnyObject, Sender: AnyObject>(
        _ target: Target, action: @escaping (Target) -> (Sender) -> Void, for controlEvents: UIControl.Event
    ) {
        targetActions.append((controlEvents, GestureAction(target: target, action: action)))
    }

    /// Adds `action`, called on `target` (held weakly), for `controlEvents`.
    open func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> () -> Void, for controlEvents: UIControl.Event
    ) {
        targetActions.append((controlEvents, GestureAction(target: target, action: action)))
    }

    /// Removes `target`'s actions for `controlEvents` (every target's when nil).
    open func removeTarget(_ target: Any?, for controlEvents: UIControl.Event) {
        let object = target.map { $0 as AnyObject }
        targetActions.removeAll { entry in
            (object == nil || entry.action.target === object) && !entry.events.isDisjoint(with: controlEvents)
        }
    }

    /// Adds a `UIAction` for `controlEvents`.
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        menuActions.append((controlEvents, action))
    }

    /// Removes a `UIAction`.
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        menuActions.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
    }

    /// Calls every action registered for any of `controlEvents`.
    open func sendActions(for controlEvents: UIControl.Event) {
        for entry in targetActions where !entry.events.isDisjoint(with: controlEvents) && entry.action.isLive {
            entry.action.invoke(self)
        }
        for entry in menuActions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.perform(sender: self)
        }
        targetActions.removeAll { !$0.action.isLive }
    }

    // MARK: - Tracking

    /// A touch went down; return false to stop tracking it.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch moved; return false to stop tracking it.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch lifted.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// The tracked touch was cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    /// Starts tracking the first touch: highlights the control and sends
    /// ``UIControl/Event/touchDown`` (with ``UIControl/Event/touchDownRepeat`` for a repeated tap).
    /// Does nothing when disabled; never passes the touches on.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard enabledValue, let touch = touches.first else { return }
        isTracking = beginTracking(touch, with: event)
        touchInside = true
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    /// Sends drag-enter or drag-exit when the touch crosses the 70-point
    /// margin around the bounds (updating the highlight), then drag-inside or
    /// drag-outside. Drag events are sent even after
    /// ``continueTracking(_:with:)`` has returned false.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard enabledValue, let touch = touches.first else { return }
        let inside = bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains(touch.location(in: self))
        if isTracking { isTracking = continueTracking(touch, with: event) }
        if inside != touchInside {
            sendActions(for: inside ? .touchDragEnter : .touchDragExit)
            touchInside = inside
            isHighlighted = inside
        }
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
    }

    /// Ends tracking, removes the highlight and sends
    /// ``UIControl/Event/touchUpInside`` with ``UIControl/Event/primaryActionTriggered``,
    /// or ``UIControl/Event/touchUpOutside`` beyond the 70-point margin.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard enabledValue, let touch = touches.first else { return }
        let inside = bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains(touch.location(in: self))
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        isHighlighted = false
        touchInside = false
        sendActions(for: inside ? [.touchUpInside, .primaryActionTriggered] : .touchUpOutside)
    }

    /// Cancels tracking, removes the highlight and sends ``UIControl/Event/touchCancel``.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard enabledValue else { return }
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        isHighlighted = false
        touchInside = false
        sendActions(for: .touchCancel)
    }

    /// A single tap of another view's recognizer does not begin on an enabled control.
    func takesSingleTap(from recognizer: UIGestureRecognizer) -> Bool {
        guard enabledValue, recognizer.view !== self, let tap = recognizer as? UITapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }
}
