import Foundation

/// Something a layer runs when one of its properties changes or an event occurs.
///
/// `CAAnimation` runs by adding itself to the layer; `NSNull` is the action
/// that does nothing and ends the search in `CALayer.action(forKey:)`. Runs on
/// the thread that changed the layer.
public protocol CAAction {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
