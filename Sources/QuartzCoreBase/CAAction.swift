import Foundation

/// Something a layer runs when one of its properties changes or an event occurs.
///
/// `CAAnimation` runs by adding itself to the layer; `NSNull` is the action
/// that does nothing and ends the search in `CALayer.action(forKey:)`. Runs on
/// the thread that changed the layer.
public protocol CAAction {
    /// Performs the action for `event` on `anObject`, normally the layer that triggered it; layers pass a nil `dict`.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// `NSNull` as the action that does nothing, used to end a layer's action search.
extension NSNull: CAAction {
    /// Does nothing; `CALayer.action(forKey:)` returns nil in its place, so a layer never calls it.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
