import Foundation

// How a model value changes: check it, ask for the action while the old value
// is still readable, store it, mark the layer dirty in the current
// transaction, then run the action.
extension CALayer {
    func setModelValue<T>(
        _ value: T, at keyPath: WritableKeyPath<LayerProperties, T>, key: String, allowsInfinity: Bool = false,
        mustBePositive: Bool = false
    ) {
        var problem = ModelValueCheck.problem(with: value, allowsInfinity: allowsInfinity)
        if problem == nil, mustBePositive, let number = ValueConversion.double(value), number <= 0 {
            problem = "it must be more than 0"
        }
        if let problem {
            let kept = LayerTreeLock.shared.withLock { state[keyPath: keyPath] }
            Diagnostics.report("\(diagnosticName): \(key) = \(value) rejected (\(problem)); the layer keeps \(kept)")
            return
        }
        if let problem = ModelValueCheck.drawingProblem(with: value) {
            Diagnostics.report("\(diagnosticName): \(key) = \(value) accepted, but it is \(problem)")
        }
        let action = beginChange(forKey: key)
        LayerTreeLock.shared.withLock { state[keyPath: keyPath] = value }
        endChange(forKey: key, action: action)
    }

    /// Before a change: the action to run for it, looked up while the old value is still in place.
    ///
    /// The lookup is marked as a change's own, so that the implicit
    /// animation stays away from a layer never committed (see
    /// `implicitAction(forKey:)`), even when a subclass's `action(forKey:)`
    /// reaches it through `super`.
    func beginChange(forKey key: String) -> CAAction? {
        guard !isPresentationCopy, !CATransaction.disableActions() else { return nil }
        let stack = TransactionStack.current
        let outer = stack.layerAskingForChange
        stack.layerAskingForChange = ObjectIdentifier(self)
        defer { stack.layerAskingForChange = outer }
        return action(forKey: key)
    }

    /// After a change: dirty marking, redisplay and relayout rules, then the action.
    func endChange(forKey key: String, action: CAAction?) {
        guard !isPresentationCopy else { return }
        TransactionStack.current.layerChanged(self)
        if key == "bounds" {
            if needsDisplayOnBoundsChange { setNeedsDisplay() }
            setNeedsLayout()
        }
        if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
        action?.run(forKey: key, object: self, arguments: nil)
    }

    /// Sets `contents`: a `CGImage` draws; nil clears; other values are kept
    /// (as Apple keeps them) but draw nothing, with a diagnostic.
    func setContents(_ newValue: Any?) {
        let drawable: LayerContents?
        switch newValue {
        case nil, is NSNull:
            drawable = nil
        case let image as CGImage:
            drawable = .image(image)
        default:
            Diagnostics.report("\(diagnosticName): contents of type \(type(of: newValue!)) cannot be drawn; only CGImage contents draw")
            drawable = nil
        }
        let action = beginChange(forKey: "contents")
        LayerTreeLock.shared.withLock {
            contentsObject = newValue is NSNull ? nil : newValue
            state.contents = drawable
        }
        endChange(forKey: "contents", action: action)
    }
}
