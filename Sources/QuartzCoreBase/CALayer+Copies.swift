import Foundation

// How a layer takes its starting values: a new layer's class defaults, a
// copy of another layer's values (`init(layer:)`, presentation copies), and
// the presentation copy made through the dynamic class's one required
// initializer. Any thread that may touch the layers (values move under
// `LayerTreeLock`).
extension CALayer {
    /// The state a new layer of this class starts from: its kind, its drawn
    /// and instanced content, and the class's default values.
    func takeClassDefaults() {
        state.kind = type(of: self).layerKind
        state.drawn = type(of: self).initialDrawing
        state.instanced = type(of: self).initialInstanced
        applyClassDefaults()
    }

    /// Takes `other`'s model values, contents, extra keys, name, delegate,
    /// style and actions (what `init(layer:)` copies); the kind of drawing
    /// stays this layer's own class's.
    func copyValues(of other: CALayer) {
        guard other !== self else { return }
        LayerTreeLock.shared.withLock {
            state = other.state
            // The copy draws as its own class does (a CATransformLayer made from a CALayer is one).
            state.kind = type(of: self).layerKind
            if !DrawnContent.sameKind(state.drawn, type(of: self).initialDrawing) {
                state.drawn = type(of: self).initialDrawing
            }
            if !InstancedContent.sameKind(state.instanced, type(of: self).initialInstanced) {
                state.instanced = type(of: self).initialInstanced
            }
            contentsObject = other.contentsObject
            extraValues = other.extraValues
            layerName = other.layerName
            delegateObject = other.delegateObject
            styleTable = other.styleTable
            actionTable = other.actionTable
            displayOnBoundsChange = other.displayOnBoundsChange
        }
    }

    /// A presentation copy of `layer` made through the dynamic class's
    /// ``init(layerOfThisClass:)``: the layer's values whatever that
    /// initializer did, marked as a presentation of the model layer.
    static func presentationCopy(of layer: CALayer) -> CALayer {
        let copy = type(of: layer).init(layerOfThisClass: layer)
        copy.copyValues(of: layer)
        copy.isPresentationCopy = true
        copy.modelSource = layer.modelSource ?? layer
        return copy
    }
}
