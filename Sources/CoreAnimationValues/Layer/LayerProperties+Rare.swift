import Foundation

// The values of `LayerProperties` held in its `rare` (`RareLayerValuesReference`):
// shared between copies until one changes them, held nowhere while at their
// defaults. Code reading values in place (through a pointer) reads
// `properties.rare.x` instead, which copies nothing.
extension LayerProperties {
    /// Opaque black by default.
    package var shadowColor: CGColor? {
        @inlinable get { rare.shadowColor }
        set { rare.set(\.shadowColor, newValue) }
    }

    package var shadowOffset: CGSize {
        @inlinable get { rare.shadowOffset }
        set { rare.set(\.shadowOffset, newValue) }
    }

    package var shadowRadius: CGFloat {
        @inlinable get { rare.shadowRadius }
        set { rare.set(\.shadowRadius, newValue) }
    }

    package var anchorPointZ: CGFloat {
        @inlinable get { rare.anchorPointZ }
        set { rare.set(\.anchorPointZ, newValue) }
    }

    package var sublayerTransform: CATransform3D {
        @inlinable get { rare.sublayerTransform }
        set { rare.set(\.sublayerTransform, newValue) }
    }

    package var isGeometryFlipped: Bool {
        @inlinable get { rare.isGeometryFlipped }
        set { rare.set(\.isGeometryFlipped, newValue) }
    }

    package var allowsEdgeAntialiasing: Bool {
        @inlinable get { rare.allowsEdgeAntialiasing }
        set { rare.set(\.allowsEdgeAntialiasing, newValue) }
    }

    package var edgeAntialiasingMask: CAEdgeAntialiasingMask {
        @inlinable get { rare.edgeAntialiasingMask }
        set { rare.set(\.edgeAntialiasingMask, newValue) }
    }

    package var rasterizationScale: CGFloat {
        @inlinable get { rare.rasterizationScale }
        set { rare.set(\.rasterizationScale, newValue) }
    }

    package var drawsAsynchronously: Bool {
        @inlinable get { rare.drawsAsynchronously }
        set { rare.set(\.drawsAsynchronously, newValue) }
    }

    package var contentsRect: CGRect {
        @inlinable get { rare.contentsRect }
        set { rare.set(\.contentsRect, newValue) }
    }

    package var contentsCenter: CGRect {
        @inlinable get { rare.contentsCenter }
        set { rare.set(\.contentsCenter, newValue) }
    }

    package var contentsGravity: CALayerContentsGravity {
        @inlinable get { rare.contentsGravity }
        set { rare.set(\.contentsGravity, newValue) }
    }

    package var contentsFormat: CALayerContentsFormat {
        @inlinable get { rare.contentsFormat }
        set { rare.set(\.contentsFormat, newValue) }
    }

    package var minificationFilter: CALayerContentsFilter {
        @inlinable get { rare.minificationFilter }
        set { rare.set(\.minificationFilter, newValue) }
    }

    package var magnificationFilter: CALayerContentsFilter {
        @inlinable get { rare.magnificationFilter }
        set { rare.set(\.magnificationFilter, newValue) }
    }

    package var minificationFilterBias: Float {
        @inlinable get { rare.minificationFilterBias }
        set { rare.set(\.minificationFilterBias, newValue) }
    }

    package var cornerCurve: CALayerCornerCurve {
        @inlinable get { rare.cornerCurve }
        set { rare.set(\.cornerCurve, newValue) }
    }

    package var shadowPath: CGPath? {
        @inlinable get { rare.shadowPath }
        set { rare.set(\.shadowPath, newValue) }
    }

    /// Blurs what lies behind the layer, inside its bounds; nil for none (`BackdropBlur`).
    /// Not Apple API: what `UIVisualEffectView` asks of its backdrop layer.
    package var backdropBlur: BackdropBlur? {
        @inlinable get { rare.backdropBlur }
        set { rare.set(\.backdropBlur, newValue) }
    }

    /// The layer's own time space (CAMediaTiming on the layer).
    package var timing: MediaTimingValues {
        @inlinable get { rare.timing }
        set { rare.set(\.timing, newValue) }
    }
}
