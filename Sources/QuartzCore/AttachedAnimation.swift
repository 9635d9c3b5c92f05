import Foundation

/// An animation copy attached to a layer under a key, with its lifecycle state.
///
/// Created by `CALayer.add(_:forKey:)`; its begin time is resolved at the
/// commit that carries it. Fields are guarded by `LayerTreeLock`; the
/// delegate callbacks it triggers run on the main thread.
package final class AttachedAnimation {
    let key: String
    /// False for animations added with a nil key (not listed by `animationKeys()`).
    let isKeyed: Bool
    let animation: CAAnimation
    /// The begin time in the layer's time space, fixed at commit.
    var beginTime: CFTimeInterval?
    /// Transaction completions waiting for this animation.
    var completions: [TransactionCompletion] = []
    var didStart = false
    var didStop = false

    init(key: String, isKeyed: Bool, animation: CAAnimation) {
        self.key = key
        self.isKeyed = isKeyed
        self.animation = animation
        if animation.beginTime != 0 { beginTime = animation.beginTime }
    }
}
