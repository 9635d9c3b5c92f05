import Foundation

// The view tree, mirrored in the layer tree: a subview's layer is a sublayer
// of its superview's layer, in the same order among the subviews' layers
// (layers the app added itself keep their places in between).
// Main thread only.
extension UIView {
    // MARK: - Internals

    /// The window the view is in, if any.
    func enclosingWindow() -> UIWindow? {
        var node: UIView? = self
        while let view = node {
            if let window = view as? UIWindow { return window }
            node = view.superviewObject
        }
        return nil
    }

    // Each change below that reads the subviews first is made on the main thread
    // as a whole when called off it (`OffMainUse.deferred`): reading them on one
    // thread while the main thread changes them crashed (about one run in 800 of
    // four threads adding subviews to one view).

    func insertSubviewAbove(_ view: UIView, _ siblingSubview: UIView) {
        if OffMainUse.deferred("UIView.insertSubview(_:aboveSubview:)", { self.insertSubviewAbove(view, siblingSubview) }) {
            return
        }
        guard let index = indexOfSubview(siblingSubview, excluding: view) else {
            Diagnostics.report("\(self): insertSubview(_:aboveSubview:) \(siblingSubview) is not a subview; the view goes on top", subsystem: "UIKit")
            return insert(view, at: Int.max)
        }
        insert(view, at: index + 1)
    }

    func insertSubviewBelow(_ view: UIView, _ siblingSubview: UIView) {
        if OffMainUse.deferred("UIView.insertSubview(_:belowSubview:)", { self.insertSubviewBelow(view, siblingSubview) }) {
            return
        }
        guard let index = indexOfSubview(siblingSubview, excluding: view) else {
            Diagnostics.report("\(self): insertSubview(_:belowSubview:) \(siblingSubview) is not a subview; the view goes to the bottom", subsystem: "UIKit")
            return insert(view, at: 0)
        }
        insert(view, at: index)
    }

    func exchangeSubviews(_ index1: Int, _ index2: Int) {
        if OffMainUse.deferred("UIView.exchangeSubview(at:withSubviewAt:)", { self.exchangeSubviews(index1, index2) }) {
            return
        }
        guard subviewList.indices.contains(index1), subviewList.indices.contains(index2) else {
            Diagnostics.report("\(self): exchangeSubview(at: \(index1), withSubviewAt: \(index2)) out of range 0..<\(subviewList.count); nothing changed", subsystem: "UIKit")
            return
        }
        guard index1 != index2 else { return }
        let first = subviewList[index1], second = subviewList[index2]
        subviewList.swapAt(index1, index2)
        ViewAnimationState.withoutActions {
            let marker = CALayer()
            layer.replaceSublayer(first.layer, with: marker)
            layer.replaceSublayer(second.layer, with: first.layer)
            layer.replaceSublayer(marker, with: second.layer)
        }
    }

    func detachFromSuperview() {
        if OffMainUse.deferred("UIView.removeFromSuperview()", { self.detachFromSuperview() }) { return }
        guard let parent = superviewObject else { return }
        let oldWindow = enclosingWindow()
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        parent.subviewList.removeAll { $0 === self }
        dropConstraintsOutsideSubtree(leaving: parent)
        superviewObject = nil
        ViewAnimationState.withoutActions { layer.removeFromSuperlayer() }
        didMoveToSuperview()
        if oldWindow != nil { notifyDidMoveToWindow() }
    }

    func descendant(withTag tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviewList {
            if let found = subview.descendant(withTag: tag) { return found }
        }
        return nil
    }

    private func indexOfSubview(_ sibling: UIView, excluding moving: UIView) -> Int? {
        guard sibling.superviewObject === self, sibling !== moving else { return nil }
        return subviewList.filter { $0 !== moving }.firstIndex { $0 === sibling }
    }

    /// Puts `view` at `index` of the subviews (after taking it out of its old place).
    func insert(_ view: UIView, at index: Int) {
        if OffMainUse.deferred("UIView.addSubview(_:) or insertSubview", { self.insert(view, at: index) }) { return }
        guard view !== self, !isDescendant(of: view) else {
            Diagnostics.report("\(self): a view cannot be its own subview or contain its ancestor; \(view) was not added", subsystem: "UIKit")
            return
        }
        if view.superviewObject !== self, let problem = layer.problemAdding(sublayer: view.layer) {
            // The view tree never holds what the layer tree refuses (a tree too deep).
            Diagnostics.report("\(view) was not added: \(problem)", subsystem: "UIKit")
            return
        }
        let isMove = view.superviewObject === self
        let oldWindow = view.enclosingWindow()
        let newWindow = enclosingWindow()
        if !isMove {
            view.willMove(toSuperview: self)
            if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
            if let old = view.superviewObject {
                old.willRemoveSubview(view)
                old.subviewList.removeAll { $0 === view }
                view.dropConstraintsOutsideSubtree(leaving: old)
            }
        } else {
            subviewList.removeAll { $0 === view }
        }
        let position = min(max(index, 0), subviewList.count)
        subviewList.insert(view, at: position)
        view.superviewObject = self
        if !view.translatesAutoresizingMaskIntoConstraints { setNeedsLayout() }
        ViewAnimationState.withoutActions {
            // A view on top of its siblings has its layer on top of every sublayer (as
            // `addSubview` does on iOS); otherwise it goes just below the next subview's.
            if position + 1 < subviewList.count {
                layer.insertSublayer(view.layer, below: subviewList[position + 1].layer)
            } else {
                layer.addSublayer(view.layer)
            }
        }
        if !isMove {
            view.didMoveToSuperview()
            if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
            didAddSubview(view)
        }
    }

    private func notifyWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for subview in subviewList { subview.notifyWillMove(toWindow: newWindow) }
    }

    private func notifyDidMoveToWindow() {
        didMoveToWindow()
        for subview in subviewList { subview.notifyDidMoveToWindow() }
    }
}
