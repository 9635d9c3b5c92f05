import Foundation

/// The values of a layer that most layers leave at their defaults, kept
/// apart from `LayerProperties`: held nowhere while all are at their
/// defaults, else shared between the copies of one layer's values until
/// one of them changes (`RareLayerValuesReference`). Defaults are Apple's.
///
/// A plain value; safe on any thread.
@usableFromInline
struct RareLayerValues: Sendable, Equatable {
    @usableFromInline var anchorPointZ: CGFloat = 0
    @usableFromInline var sublayerTransform: CATransform3D = CATransform3DIdentity
    @usableFromInline var isGeometryFlipped = false
    @usableFromInline var allowsEdgeAntialiasing = false
    @usableFromInline var edgeAntialiasingMask: CAEdgeAntialiasingMask = [
        .layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge,
    ]
    @usableFromInline var rasterizationScale: CGFloat = 1
    @usableFromInline var drawsAsynchronously = false
    @usableFromInline var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    @usableFromInline var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    @usableFromInline var contentsGravity: CALayerContentsGravity = .resize
    @usableFromInline var contentsFormat: CALayerContentsFormat = .RGBA8Uint
    @usableFromInline var minificationFilter: CALayerContentsFilter = .linear
    @usableFromInline var magnificationFilter: CALayerContentsFilter = .linear
    @usableFromInline var minificationFilterBias: Float = 0
    @usableFromInline var cornerCurve: CALayerCornerCurve = .circular
    @usableFromInline var shadowPath: CGPath?
    @usableFromInline var backdropBlur: BackdropBlur?
    @usableFromInline var timing = MediaTimingValues()
    @usableFromInline var shadowColor: CGColor? = CGColor.black
    @usableFromInline var shadowOffset = CGSize(width: 0, height: -3)
    @usableFromInline var shadowRadius: CGFloat = 3

    /// Every value at its default: what a layer's values hold while they
    /// hold none of their own.
    static let defaults = RareLayerValues()
}
