import Foundation

/// One property change made inside an animation block: which layer and key,
/// the value it animates from, and (for keyframe blocks) the values it takes
/// at which relative times. Main thread only.
struct ViewAnimationChange {
    /// A value reached at the end of a keyframe (relative times, 0 to 1).
    struct Keyframe {
        var start: Double
        var duration: Double
        var value: Any?
    }

    let layer: CALayer
    let key: String
    /// The old model value, or the on-screen value with `.beginFromCurrentState`.
    let from: Any?
    /// The view that owns the layer.
    weak var view: UIView?
    /// The order of the first change among all changes of the outermost block.
    let sequence: Int
    var keyframes: [Keyframe] = []

    init(layer: CALayer, key: String, from: Any?, view: UIView?, sequence: Int) {
        self.layer = layer
        self.key = key
        self.from = from
        self.view = view
        self.sequence = sequence
    }
}
