import Foundation

// How a requested state takes effect. Leaving `.possible` for a recognized
// state asks the delegate and the view, then the recognizers this one must
// wait for: if one has recognized, this one fails; if one is still
// possible, the state waits (`pendingState`) until it fails. Once a gesture
// is recognized, the recognizers sharing its touches fail unless they may
// recognize simultaneously, and the view's touches are cancelled when
// `cancelsTouchesInView`. Main thread only.
extension UIGestureRecognizer {
    /// Whether the required recognizers let this one recognize now.
    enum RequirementStatus {
        case clear
        case waiting
        case blocked
    }

    func requestState(_ newState: State) {
        let old = stateValue
        if pendingState != nil {
            // Waiting: a failure or cancel ends the wait; anything else updates what waits.
            if newState == .failed || newState == .cancelled {
                pendingState = nil
                GestureArena.stopWaiting(self)
                applyState(.failed)
            } else if newState == .ended, pendingState == .began || pendingState == .changed {
                pendingState = .ended
            }
            return
        }
        guard newState != old || newState == .changed else { return }
        if old == .possible && newState.hasRecognized {
            guard mayBegin() else { return applyState(.failed) }
            switch requirementStatus() {
            case .blocked:
                return applyState(.failed)
            case .waiting:
                pendingState = newState == .changed ? .began : newState
                GestureArena.startWaiting(self)
                return
            case .clear:
                break
            }
            applyState(newState == .changed ? .began : newState)
            GestureArena.recognized(self)
        } else {
            applyState(newState)
        }
    }

    /// The wait is over: the required recognizers failed.
    func applyPendingState() {
        guard let pending = pendingState else { return }
        pendingState = nil
        applyState(pending)
        GestureArena.recognized(self)
    }

    private func mayBegin() -> Bool {
        if let delegate, !delegate.gestureRecognizerShouldBegin(self) { return false }
        if let view, !view.gestureRecognizerShouldBegin(self) { return false }
        return true
    }

    /// The recognizers this one waits for: `require(toFail:)`, and those the
    /// delegates and overrides name among the recognizers sharing its touches.
    func failureRequirements() -> [UIGestureRecognizer] {
        var required = explicitRequirements.compactMap(\.recognizer)
        for other in GestureArena.peers(of: self) where !required.contains(where: { $0 === other }) {
            if shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
                || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true {
                required.append(other)
            }
        }
        return required
    }

    /// Whether the required recognizers have failed (or take no part in this sequence).
    func requirementStatus() -> RequirementStatus {
        var status = RequirementStatus.clear
        for other in failureRequirements() where other.isEnabled && other.attachedView != nil {
            if other.stateValue.hasRecognized || other.stateValue == .cancelled { return .blocked }
            if other.stateValue == .possible && other.hasReceivedTouches { status = .waiting }
        }
        return status
    }

    /// Sets the state and tells the targets (for every state but `.possible` and `.failed`).
    func applyState(_ newState: State) {
        stateValue = newState
        switch newState {
        case .began, .changed, .ended, .cancelled:
            for action in actions where action.isLive { action.invoke(self) }
        case .failed:
            GestureArena.failed(self)
        case .possible:
            break
        }
        actions.removeAll { !$0.isLive }
    }
}
