import CoreAnimationValues
import Foundation

/// What the planner asks of the blurred shadows kept for layers' subtrees:
/// whether one still stands for a subtree. The GL side's shadow cache
/// answers it; tests answer with a dictionary.
///
/// - Note: Render thread only.
package protocol SubtreeShadowLookup: AnyObject {
    /// Whether the blurred shadow kept for `layer` was made from `source`
    /// (the same items drawing the same, at the same σ and density), marking
    /// it used this frame.
    func keepsShadow(of layer: LayerID, madeFrom source: SubtreeShadowSource) -> Bool
}
