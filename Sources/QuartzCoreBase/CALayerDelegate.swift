import Foundation

/// The object that draws, lays out and picks actions for a layer, as Apple's `CALayerDelegate`.
///
/// Linux Swift has no optional protocol requirements, so every method has a
/// default that behaves as if the delegate did not implement it: `display(_:)`
/// draws the layer through its own drawing path, the others do nothing, and
/// `action(for:forKey:)` returns nil to let the search continue (return
/// `NSNull()` to stop it with no action). Called on the thread that changes or
/// displays the layer (normally main).
public protocol CALayerDelegate: NSObjectProtocol {
    /// Replaces the layer's own drawing: set `layer.contents` here.
    func display(_ layer: CALayer)
    func draw(_ layer: CALayer, in ctx: CGContext)
    func layerWillDraw(_ layer: CALayer)
    func layoutSublayers(of layer: CALayer)
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) { layer.drawIntoContents() }
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}
