import CoreAnimationValues
import CoreGraphics
import Foundation

/// A subtree drawn in its root layer's own space: what every image of a
/// layer is drawn from (a rasterized layer's, a transition's two
/// appearances, a subtree's shadow, `render(in:)`).
///
/// **The rules**, the same for every caller:
/// 1. *Space.* Every item and every clip goes through the inverse of the
///    root's transform: the root's bounds space (`.bounds`), or that space
///    moved so that the bounds' origin is (0, 0) (`.boundsOrigin`, the
///    space of a quad over the bounds). The root's own transform becomes
///    exactly the identity (or the move), not a product that rounds. A
///    singular transform has no such space: nil.
/// 2. *Clips.* The clips around the root (its ancestors' `masksToBounds`,
///    the first `root.clips.count` of every item's chain) are left out:
///    they apply where the image is composited, so moving within them
///    (scrolling) keeps the image. The root's own clip and those inside stay.
/// 3. *Opacity.* Opacities are made relative to the root (`.belowRoot`:
///    its own and its ancestors' are applied where the image is composited)
///    or to its superlayer (`.belowSuperlayer`: its own is kept). A root
///    composited as a group already has its subtree relative to the group:
///    it loses its group opacity (`.belowRoot`) or keeps its own opacity as
///    the group's (`.belowSuperlayer`). Otherwise every item is divided by
///    what is left out (nothing, when that is not a positive opacity).
///
/// What else a caller leaves out of its root (its rasterization, its
/// transition, its shadow) is the caller's own. Pure; any thread.
extension LayerDraw {
    /// Where the root's own space has its origin.
    package enum OwnSpaceOrigin: Sendable {
        /// The root's bounds space.
        case bounds
        /// The root's bounds space with the bounds' origin at (0, 0).
        case boundsOrigin
    }

    /// What the subtree's opacities are made relative to.
    package enum OwnSpaceOpacity: Sendable {
        /// The root: its own opacity and its ancestors' are left out.
        case belowRoot
        /// The root's superlayer: the root's own opacity is kept.
        case belowSuperlayer
    }

    /// `subtree` (its root first, its descendants after, as the walk wrote
    /// them) in the root's own space, by the rules above; nil when the
    /// root's transform is singular or `subtree` is empty.
    ///
    /// - Complexity: O(items + clips).
    package static func inOwnSpace(_ subtree: ArraySlice<LayerDraw>, origin: OwnSpaceOrigin,
                                   opacity: OwnSpaceOpacity) -> [LayerDraw]? {
        guard let root = subtree.first, let inverse = root.transform.inverse else { return nil }
        let bounds = root.properties.bounds
        let rootTransform = origin == .bounds
            ? CATransform3DIdentity : CATransform3DMakeTranslation(-bounds.minX, -bounds.minY, 0)
        var items = rebased(Array(subtree), by: CATransform3DConcat(inverse, rootTransform))
        items[0].transform = rootTransform
        let outer = root.clips.count
        if outer > 0 {
            for index in items.indices { items[index].clips.removeFirst(min(outer, items[index].clips.count)) }
        }
        let own = min(max(root.properties.opacity, 0), 1)
        if root.groupOpacity != nil {
            items[0].groupOpacity = opacity == .belowRoot ? nil : own
        } else {
            let leftOut = opacity == .belowRoot ? root.opacity : (own > 0 ? root.opacity / own : 0)
            if leftOut > 0, leftOut != 1 {
                for index in items.indices { items[index].opacity /= leftOut }
            }
        }
        return items
    }
}
