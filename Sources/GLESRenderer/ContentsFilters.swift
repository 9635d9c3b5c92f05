import CoreAnimationModel
import Foundation

/// How a layer's contents are sampled: Apple's `minificationFilter` and
/// `magnificationFilter` (linear, nearest; trilinear also blends between
/// the image's halved sizes when it is drawn smaller).
///
/// Part of the batching key of textured quads: one sampler per batch.
/// A plain value; safe on any thread.
package struct ContentsFilters: Hashable, Sendable {
    package var minification: CALayerContentsFilter
    package var magnification: CALayerContentsFilter

    /// Apple's defaults, linear both ways: the textures' own parameters, no sampler bound.
    package static let linear = ContentsFilters(minification: .linear, magnification: .linear)

    package init(minification: CALayerContentsFilter, magnification: CALayerContentsFilter) {
        self.minification = minification
        self.magnification = magnification
    }

    /// Whether the image's smaller levels are sampled (and so must be made).
    package var usesMipmaps: Bool { minification == .trilinear }
}
