import CoreAnimationValues
import Foundation

/// One step of a `RenderPass`, in painter's order.
///
/// A plain value; made and read on the render thread.
package enum PlanStep: Sendable {
    /// Consecutive layers with one clip chain, drawn as quads with their shadows.
    case layers(LayerRun)
    /// A subtree drawn offscreen (with its mask) and composited as one image.
    case group(GroupComposite)
    /// A layer blending its old and new appearances.
    case transition(TransitionComposite)
    /// A `shouldRasterize` layer composited from its image.
    case rasterized(RasterizedComposite)
    /// A group-opacity subtree whose layers do not overlap, drawn directly
    /// with the group's opacity moved onto each layer (`FramePlanner.directGroup`).
    case directGroup([PlanStep])
    /// A `shouldRasterize` layer that cannot be rasterized (`root`), drawn
    /// directly by `steps`; it counts as a miss.
    case unrasterized(root: LayerDraw, steps: [PlanStep])
    /// What the pass holds behind a layer, blurred and drawn inside its
    /// bounds, before the layer itself (`FramePlanner+BackdropBlur.swift`).
    case backdropBlur(BackdropBlurComposite)
}

extension PlanStep {
    /// What is drawn instead when the step's image cannot be had
    /// (`FramePlanner.fallbackSteps`); nil for steps that draw straight into their pass.
    package var fallback: [PlanStep]? {
        switch self {
        case .group(let group): group.fallback
        case .transition(let transition): transition.fallback
        case .rasterized(let rasterized): rasterized.fallback
        case .layers, .directGroup, .unrasterized, .backdropBlur: nil
        }
    }
}
