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
    /// Draws the layer's contents into `ctx` (bounds × contentsScale pixels, y down)
    /// when the layer's `draw(in:)` asks.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called on the layer's own drawing path just before `draw(in:)`, with the context already made.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out `layer`'s sublayers when the layer's `layoutSublayers()` asks.
    func layoutSublayers(of layer: CALayer)
    /// The action for `event`, asked first in the layer's search: nil continues it, `NSNull()` ends it with no action.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) { layer.drawIntoContents() }
    /// Draws nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Does nothing.
    public func layerWillDraw(_ layer: CALayer) {}
    /// Does nothing.
    public func layoutSublayers(of layer: CALayer) {}
    /// Returns nil, so the layer's search continues.
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}
