import Foundation

/// Where gesture recognizers meet: delivers a touch event to the
/// recognizers of its touches and then to the views, settles who
/// recognizes, cancels the touches of views whose recognizer took them, and
/// resets recognizers once their sequence is over.
///
/// Main thread only.
@MainActor
enum GestureArena {
    /// Recognizers waiting for others to fail before taking their pending state.
    private static var waiting: [UIGestureRecognizer] = []
    /// The touch event being delivered (for cancelling view touches).
    private(set) static var currentEvent: UIEvent?

    // MARK: - Delivery

    /// Delivers `event`'s touches in `window`: recognizers first, then views.
    /// A `.stationary` touch (a finger that did not change while another
    /// did) is told to no one.
    static func deliver(_ event: UIEvent, in window: UIWindow) {
        currentEvent = event
        let touches = event.touchList.filter { $0.window === window }
        var involved: [UIGestureRecognizer] = []
        for touch in touches {
            if touch.phase == .began { touch.recognizerList = recognizers(for: touch) }
            for recognizer in touch.recognizerList where !involved.contains(where: { $0 === recognizer }) {
                involved.append(recognizer)
            }
            for recognizer in touch.recognizerList {
                give(touch, to: recognizer, event: event)
            }
            deliverToView(touch, event: event)
        }
        for recognizer in involved { resetIfIdle(recognizer) }
    }

    /// The enabled recognizers of the touch's view and its ancestors that
    /// want the touch; finished ones are reset first.
    private static func recognizers(for touch: UITouch) -> [UIGestureRecognizer] {
        var found: [UIGestureRecognizer] = []
        var node = touch.view
        while let view = node {
            for recognizer in view.recognizerList where recognizer.isEnabled {
                if recognizer.stateValue.isTerminal && recognizer.trackedTouches.isEmpty { recognizer.resetNow() }
                if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) == false { continue }
                if let control = touch.view as? UIControl, control.takesSingleTap(from: recognizer) { continue }
                found.append(recognizer)
            }
            node = view.superviewObject
        }
        return found
    }

    private static func give(_ touch: UITouch, to recognizer: UIGestureRecognizer, event: UIEvent) {
        let set: Set<UITouch> = [touch]
        let active = !recognizer.stateValue.isTerminal && recognizer.isEnabled
        switch touch.phase {
        case .began:
            guard active else { return }
            recognizer.trackedTouches.append(touch)
            recognizer.hasReceivedTouches = true
            recognizer.lastWindow = touch.window
            recognizer.lastWindowLocation = touch.windowLocation
            recognizer.touchesBegan(set, with: event)
        case .moved:
            guard active, recognizer.trackedTouches.contains(where: { $0 === touch }) else { return }
            recognizer.lastWindowLocation = touch.windowLocation
            recognizer.touchesMoved(set, with: event)
        case .ended, .cancelled:
            let tracked = recognizer.trackedTouches.contains { $0 === touch }
            if active && tracked {
                recognizer.lastWindowLocation = touch.windowLocation
                if touch.phase == .ended {
                    recognizer.touchesEnded(set, with: event)
                } else {
                    recognizer.touchesCancelled(set, with: event)
                }
            }
            recognizer.trackedTouches.removeAll { $0 === touch }
        default:
            break
        }
    }

    private static func deliverToView(_ touch: UITouch, event: UIEvent) {
        guard !touch.cancelledForView, let view = touch.view else { return }
        let set: Set<UITouch> = [touch]
        switch touch.phase {
        case .began:
            touch.deliveredToView = true
            view.touchesBegan(set, with: event)
        case .moved:
            if touch.deliveredToView { view.touchesMoved(set, with: event) }
        case .ended:
            if touch.deliveredToView { view.touchesEnded(set, with: event) }
        case .cancelled:
            if touch.deliveredToView { view.touchesCancelled(set, with: event) }
        default:
            break
        }
    }

    // MARK: - Settling

    /// The other recognizers following any of `recognizer`'s touches.
    static func peers(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        for touch in recognizer.trackedTouches {
            for other in touch.recognizerList where other !== recognizer && !result.contains(where: { $0 === other }) {
                result.append(other)
            }
        }
        return result
    }

    /// `recognizer` recognized: others on its touches fail (unless they may
    /// recognize too), those waiting for it fail, and with
    /// `cancelsTouchesInView` its touches are taken from their views.
    static func recognized(_ recognizer: UIGestureRecognizer) {
        for other in peers(of: recognizer) where other.stateValue == .possible {
            if recognizer.delegate?.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: other) == true
                || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: recognizer) == true {
                continue
            }
            guard recognizer.canPrevent(other), other.canBePrevented(by: recognizer) else { continue }
            other.requestState(.failed)
        }
        for waiter in waiting where waiter.failureRequirements().contains(where: { $0 === recognizer }) {
            waiter.requestState(.failed)
        }
        if recognizer.cancelsTouchesInView {
            for touch in recognizer.trackedTouches { cancelForView(touch) }
        }
    }

    /// `recognizer` failed: recognizers waiting only for it take their pending state.
    static func failed(_ recognizer: UIGestureRecognizer) {
        for waiter in waiting where waiter.failureRequirements().contains(where: { $0 === recognizer }) {
            switch waiter.requirementStatus() {
            case .clear:
                stopWaiting(waiter)
                waiter.applyPendingState()
                resetIfIdle(waiter)
            case .blocked:
                waiter.requestState(.failed)
                resetIfIdle(waiter)
            case .waiting:
                break
            }
        }
    }

    static func startWaiting(_ recognizer: UIGestureRecognizer) {
        if !waiting.contains(where: { $0 === recognizer }) { waiting.append(recognizer) }
    }

    static func stopWaiting(_ recognizer: UIGestureRecognizer) {
        waiting.removeAll { $0 === recognizer }
    }

    /// Takes `touch` from its view: a view that saw it begin hears it cancelled.
    private static func cancelForView(_ touch: UITouch) {
        guard !touch.cancelledForView else { return }
        touch.cancelledForView = true
        guard touch.deliveredToView, let view = touch.view else { return }
        let phase = touch.phase
        touch.phase = .cancelled
        view.touchesCancelled([touch], with: currentEvent)
        touch.phase = phase
    }

    /// Resets a finished recognizer whose touches are all gone.
    static func resetIfIdle(_ recognizer: UIGestureRecognizer) {
        guard recognizer.stateValue.isTerminal, recognizer.trackedTouches.isEmpty,
              recognizer.pendingState == nil
        else { return }
        recognizer.resetNow()
    }
}
