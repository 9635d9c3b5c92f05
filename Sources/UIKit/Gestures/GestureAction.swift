import Foundation

/// One target-action pair or handler of a gesture recognizer or control.
///
/// Linux has no selectors: an action is an unbound method reference
/// (`ViewController.handleTap`), called on its target, which is held weakly
/// as Apple does; or a closure. Main thread only.
@MainActor
struct GestureAction {
    /// The target, for `removeTarget(_:)`; nil for handlers.
    weak var target: AnyObject?
    let hasTarget: Bool
    let invoke: (AnyObject) -> Void

    /// `action` called on `target` with the sender (cast to `Sender`).
    init<Target: AnyObject, Sender: AnyObject>(target: Target, action: @escaping (Target) -> (Sender) -> Void) {
        self.target = target
        hasTarget = true
        invoke = { [weak target] sender in
            guard let target else { return }
            guard let typed = sender as? Sender else {
                Diagnostics.report("an action of \(type(of: target)) expects \(Sender.self) but the sender is \(type(of: sender)); not called", subsystem: "UIKit")
                return
            }
            action(target)(typed)
        }
    }

    /// `action` called on `target` without the sender.
    init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        self.target = target
        hasTarget = true
        invoke = { [weak target] _ in
            guard let target else { return }
            action(target)()
        }
    }

    /// A closure called with the sender.
    init<Sender: AnyObject>(handler: @escaping (Sender) -> Void) {
        target = nil
        hasTarget = false
        invoke = { sender in
            guard let typed = sender as? Sender else {
                Diagnostics.report("a handler expects \(Sender.self) but the sender is \(type(of: sender)); not called", subsystem: "UIKit")
                return
            }
            handler(typed)
        }
    }

    /// Whether the action still has somewhere to go (a target action whose target is gone has not).
    var isLive: Bool { !hasTarget || target != nil }
}
