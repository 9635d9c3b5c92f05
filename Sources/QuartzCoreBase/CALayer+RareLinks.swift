import Foundation

// The fields kept in `LayerRareLinks`, read and written as if stored in
// the layer. Reading one that was never set allocates nothing; neither
// does storing nil or an empty table, or changing one in place that stays
// so. Guarded by `LayerTreeLock`, as the layer's own fields are: the
// caller holds it.
extension CALayer {
    /// The out-of-line links, made when the first is set. Caller holds `LayerTreeLock`.
    func linksForWriting() -> LayerRareLinks {
        if let rareLinks { return rareLinks }
        let made = LayerRareLinks()
        rareLinks = made
        return made
    }

    /// Stores `value` in the links, making them only for a value that is not nil.
    private func storeLink<Value>(_ field: ReferenceWritableKeyPath<LayerRareLinks, Value?>, _ value: Value?) {
        if value != nil || rareLinks != nil { linksForWriting()[keyPath: field] = value }
    }

    /// Values set for keys the class does not declare, as Apple's KVC stores them.
    var extraValues: [String: Any] {
        get { rareLinks?.extraValues ?? [:] }
        set { if !newValue.isEmpty || rareLinks != nil { linksForWriting().extraValues = newValue } }
        _modify {
            if let rareLinks { yield &rareLinks.extraValues } else {
                var values: [String: Any] = [:]
                yield &values
                if !values.isEmpty { linksForWriting().extraValues = values }
            }
        }
    }

    /// Changed in place where kept (`_modify`), so that `LayerRelease`
    /// takes the only reference.
    var maskLayer: CALayer? {
        get { rareLinks?.maskLayer }
        set { storeLink(\.maskLayer, newValue) }
        _modify {
            if let rareLinks { yield &rareLinks.maskLayer } else {
                var mask: CALayer?
                yield &mask
                if mask != nil { linksForWriting().maskLayer = mask }
            }
        }
    }

    /// The layer whose `mask` this layer is.
    var maskHost: CALayer? {
        get { rareLinks?.maskHost }
        set { storeLink(\.maskHost, newValue) }
    }

    var actionTable: [String: CAAction]? {
        get { rareLinks?.actionTable }
        set { storeLink(\.actionTable, newValue) }
    }

    var styleTable: [AnyHashable: Any]? {
        get { rareLinks?.styleTable }
        set { storeLink(\.styleTable, newValue) }
    }

    var layerName: String? {
        get { rareLinks?.layerName }
        set { storeLink(\.layerName, newValue) }
    }

    /// The keys of `attachedAnimations` once the layer has had more than
    /// `attachedKeySetThreshold` at once, so that adding under a new key
    /// needs no search; nil before (a search of a few is cheaper than a set
    /// for each animated layer). Changed in place (`_modify`): a copy would
    /// make each insertion O(n).
    var attachedKeys: Set<String>? {
        get { rareLinks?.attachedKeys }
        set { storeLink(\.attachedKeys, newValue) }
        _modify {
            if let rareLinks { yield &rareLinks.attachedKeys } else {
                var keys: Set<String>?
                yield &keys
                if keys != nil { linksForWriting().attachedKeys = keys }
            }
        }
    }

    /// For a presentation copy: the model layer it was made from.
    var modelSource: CALayer? {
        get { rareLinks?.modelSource }
        set { storeLink(\.modelSource, newValue) }
    }

    /// For a presentation copy: the detached copy of its superlayer that its geometry links to.
    var presentationAnchor: CALayer? {
        get { rareLinks?.presentationAnchor }
        set { storeLink(\.presentationAnchor, newValue) }
    }
}
