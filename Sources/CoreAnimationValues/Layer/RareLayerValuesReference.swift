import Foundation

/// Where a layer's `RareLayerValues` are held: nowhere (nil) while all of
/// them are at their defaults, else in a `RareLayerValuesBox` shared by the
/// copies of the values that hold the same ones.
///
/// `LayerProperties.rare`. Its getters give a default themselves, as a
/// constant; code that reads layer values in place (`UnsafePointer`s to
/// draw items, the draw loop) reads them here, through the stored `rare`,
/// because a computed property of `LayerProperties` read in place copies
/// all of the values first. A plain value; safe on any thread.
package struct RareLayerValuesReference: Sendable, Equatable {
    @usableFromInline var box: RareLayerValuesBox?

    init() {}

    @inlinable package var anchorPointZ: CGFloat { box?.values.anchorPointZ ?? 0 }
    @inlinable package var sublayerTransform: CATransform3D { box?.values.sublayerTransform ?? CATransform3DIdentity }
    @inlinable package var isGeometryFlipped: Bool { box?.values.isGeometryFlipped ?? false }
    @inlinable package var allowsEdgeAntialiasing: Bool { box?.values.allowsEdgeAntialiasing ?? false }
    @inlinable package var edgeAntialiasingMask: CAEdgeAntialiasingMask { box?.values.edgeAntialiasingMask ?? [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge] }
    @inlinable package var rasterizationScale: CGFloat { box?.values.rasterizationScale ?? 1 }
    @inlinable package var drawsAsynchronously: Bool { box?.values.drawsAsynchronously ?? false }
    @inlinable package var contentsRect: CGRect { box?.values.contentsRect ?? CGRect(x: 0, y: 0, width: 1, height: 1) }
    @inlinable package var contentsCenter: CGRect { box?.values.contentsCenter ?? CGRect(x: 0, y: 0, width: 1, height: 1) }
    @inlinable package var contentsGravity: CALayerContentsGravity { box?.values.contentsGravity ?? .resize }
    @inlinable package var contentsFormat: CALayerContentsFormat { box?.values.contentsFormat ?? .RGBA8Uint }
    @inlinable package var minificationFilter: CALayerContentsFilter { box?.values.minificationFilter ?? .linear }
    @inlinable package var magnificationFilter: CALayerContentsFilter { box?.values.magnificationFilter ?? .linear }
    @inlinable package var minificationFilterBias: Float { box?.values.minificationFilterBias ?? 0 }
    @inlinable package var cornerCurve: CALayerCornerCurve { box?.values.cornerCurve ?? .circular }
    @inlinable package var shadowPath: CGPath? { box?.values.shadowPath ?? nil }
    /// Blurs what lies behind the layer, inside its bounds; nil for none (`BackdropBlur`).
    /// Not Apple API: what `UIVisualEffectView` asks of its backdrop layer.
    @inlinable package var backdropBlur: BackdropBlur? { box?.values.backdropBlur ?? nil }
    /// The layer's own time space (CAMediaTiming on the layer).
    @inlinable package var timing: MediaTimingValues { box?.values.timing ?? MediaTimingValues() }

    /// Writes one value: on the values' own copy (never on a box another
    /// holds); none held while all are at their defaults, so that equal
    /// values compare equal, held or not.
    mutating func set<Value: Equatable>(_ path: WritableKeyPath<RareLayerValues, Value>, _ value: Value) {
        let current = box?.values ?? RareLayerValues.defaults
        if current[keyPath: path] == value { return }
        var values = current
        values[keyPath: path] = value
        box = values == RareLayerValues.defaults ? nil : RareLayerValuesBox(values)
    }
}
