import CoreAnimationValues
import CoreGraphics
import Foundation

/// How a layer's contents are sampled: Apple's `minificationFilter` and
/// `magnificationFilter` (linear, nearest; trilinear also blends between
/// the image's halved sizes when it is drawn smaller).
///
/// Part of the batching key of textured quads: one sampler per batch.
/// Kept as two bytes rather than the filters' names, so that a
/// `QuadInstance` (and a batch) is plain data: the thousands copied each
/// frame move without reference counting. An unknown filter name is
/// reported once (per name, per process) where it is read and samples as
/// linear. A plain value; safe on any thread.
package struct ContentsFilters: Hashable, Sendable {
    /// One filter as a sampler applies it.
    package enum Filter: UInt8, Hashable, Sendable {
        case linear, nearest, trilinear

        /// The filter named `name`; linear, with one report per unknown name, when it is none of Apple's three.
        init(_ name: CALayerContentsFilter) {
            switch name {
            case .linear: self = .linear
            case .nearest: self = .nearest
            case .trilinear: self = .trilinear
            default:
                Diagnostics.reportOnce(cause: "unknown contents filter \(name.rawValue)",
                                       "unknown contents filter \"\(name.rawValue)\": sampled as linear",
                                       subsystem: "GLESRenderer")
                self = .linear
            }
        }

        /// Apple's name of the filter.
        var name: CALayerContentsFilter {
            switch self {
            case .linear: return .linear
            case .nearest: return .nearest
            case .trilinear: return .trilinear
            }
        }
    }

    package var minifying: Filter
    package var magnifying: Filter

    /// Apple's defaults, linear both ways: the textures' own parameters, no sampler bound.
    package static let linear = ContentsFilters(minifying: .linear, magnifying: .linear)

    package init(minifying: Filter, magnifying: Filter) {
        self.minifying = minifying
        self.magnifying = magnifying
    }

    /// The filters named by a layer's values (an unknown name reads as linear, see `Filter`).
    package init(minification: CALayerContentsFilter, magnification: CALayerContentsFilter) {
        self.init(minifying: Filter(minification), magnifying: Filter(magnification))
    }

    /// Apple's name of the minification filter.
    package var minification: CALayerContentsFilter { minifying.name }
    /// Apple's name of the magnification filter.
    package var magnification: CALayerContentsFilter { magnifying.name }

    /// Whether the image's smaller levels are sampled (and so must be made).
    package var usesMipmaps: Bool { minifying == .trilinear }
}
