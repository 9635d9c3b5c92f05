import Foundation

/// The links and tables of a layer that most layers never set, kept out of
/// line: the mask and its host, the name, the action and style tables,
/// values for undeclared keys, the key set of a layer with many animations,
/// and a presentation copy's links to its model.
///
/// An app of many plain layers (sprites, cells, particles) keeps one nil
/// reference in each instead of 80 bytes. Owned by one `CALayer` and
/// guarded as its fields are, by `LayerTreeLock`; made under it by the
/// first setter that stores something (`CALayer.rareLinks()`).
final class LayerRareLinks {
    /// Values set for keys the class does not declare, as Apple's KVC stores them.
    var extraValues: [String: Any] = [:]
    var maskLayer: CALayer?
    /// The layer whose `mask` this layer is.
    weak var maskHost: CALayer?
    var actionTable: [String: CAAction]?
    var styleTable: [AnyHashable: Any]?
    var layerName: String?
    /// See `CALayer.attachedKeys`.
    var attachedKeys: Set<String>?
    /// For a presentation copy: the model layer it was made from.
    weak var modelSource: CALayer?
    /// For a presentation copy: the detached copy of its superlayer that its geometry links to.
    var presentationAnchor: CALayer?
}
