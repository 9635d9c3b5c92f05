import Foundation

/// Where a layer's `RareLayerValues` are held: nowhere (nil) while all of
/// them are at their defaults, else in a `SharedValue` shared by the
/// copies of the values that hold the same ones.
///
/// `LayerProperties.rare`. Its getters give a default themselves, as a
/// constant; code that reads layer values in place (`UnsafePointer`s to
/// draw items, the draw loop) reads them here, through the stored `rare`,
/// because a computed property of `LayerProperties` read in place copies
/// all of the values first. A plain value; safe on any thread.
package struct RareLayerValuesReference: Sendable, Equatable {
    @usableFromInline var box: SharedValue<RareLayerValues>?

    init() {}

    @inlinable package var anchorPointZ: CGFloat { box?.value.anchorPointZ ?? 0 }
    @inlinable package var sublayerTransform: CATransform3D { box?.value.sublayerTransform ?? CATransform3DIdentity }
    @inlinable package var isGeometryFlipped: Bool { box?.value.isGeometryFlipped ?? false }
    @inlinable package var allowsEdgeAntialiasing: Bool { box?.value.allowsEdgeAntialiasing ?? false }
    @inlinable package var edgeAntialiasingMask: CAEdgeAntialiasingMask { box?.value.edgeAntialiasingMask ?? [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge] }
    @inlinable package var rasterizationScale: CGFloat { box?.value.rasterizationScale ?? 1 }
    @inlinable package var drawsAsynchronously: Bool { box?.value.drawsAsynchronously ?? false }
    @inlinable package var contentsRect: CGRect { box?.value.contentsRect ?? CGRect(x: 0, y: 0, width: 1, height: 1) }
    @inlinable package var contentsCenter: CGRect { box?.value.contentsCenter ?? CGRect(x: 0, y: 0, width: 1, height: 1) }
    @inlinable package var contentsGravity: CALayerContentsGravity { box?.value.contentsGravity ?? .resize }
    @inlinable package var contentsFormat: CALayerContentsFormat { box?.value.contentsFormat ?? .RGBA8Uint }
    @inlinable package var minificationFilter: CALayerContentsFilter { box?.value.minificationFilter ?? .linear }
    @inlinable package var magnificationFilter: CALayerContentsFilter { box?.value.magnificationFilter ?? .linear }
    @inlinable package var minificationFilterBias: Float { box?.value.minificationFilterBias ?? 0 }
    @inlinable package var cornerCurve: CALayerCornerCurve { box?.value.cornerCurve ?? .circular }
    @inlinable package var shadowPath: CGPath? { box?.value.shadowPath ?? nil }
    /// Blurs what lies behind the layer, inside its bounds; nil for none (`BackdropBlur`).
    /// Not Apple API: what `UIVisualEffectView` asks of its backdrop layer.
    @inlinable package var backdropBlur: BackdropBlur? { box?.value.backdropBlur ?? nil }
    /// The layer's own time space (CAMediaTiming on the layer).
    @inlinable package var timing: MediaTimingValues { box?.value.timing ?? MediaTimingValues() }
    /// Opaque black by default.
    @inlinable package var shadowColor: CGColor? { box.map { $0.value.shadowColor } ?? CGColor.black }
    @inlinable package var shadowOffset: CGSize { box?.value.shadowOffset ?? CGSize(width: 0, height: -3) }
    @inlinable package var shadowRadius: CGFloat { box?.value.shadowRadius ?? 3 }

    /// Writes one value: on the values' own copy (never on a box another
    /// holds); none held while all are at their defaults, so that equal
    /// values compare equal, held or not.
    mutating func set<Value: Equatable>(_ path: WritableKeyPath<RareLayerValues, Value>, _ value: Value) {
        let current = box?.value ?? RareLayerValues.defaults
        if current[keyPath: path] == value { return }
        var values = current
        values[keyPath: path] = value
        box = values == RareLayerValues.defaults ? nil : SharedValue(values)
    }
}
