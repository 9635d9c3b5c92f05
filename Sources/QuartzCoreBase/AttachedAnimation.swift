import Foundation

/// An animation copy attached to a layer under a key, with its lifecycle state.
///
/// Created by `CALayer.add(_:forKey:)`; its begin time is resolved at the
/// commit that carries it. Fields are guarded by `LayerTreeLock`; the
/// delegate callbacks it triggers run on the main thread.
package final class AttachedAnimation {
    // The flags are stored together, last: one between two words took a
    // word, and each running animation is one of these (16 bytes less).
    let key: String
    let animation: CAAnimation
    /// What the engine runs; its begin time is fixed at the first commit.
    package internal(set) var descriptor: AnimationDescriptor
    /// The layer the animation is attached to.
    weak var layer: CALayer?
    /// Transaction completions waiting for this animation.
    var completions: [TransactionCompletion] = []
    /// False for animations added with a nil key (not listed by `animationKeys()`).
    let isKeyed: Bool
    /// Whether the begin time has been resolved (by a commit, or set by the app).
    var isBeginResolved: Bool
    /// Whether a commit has handed it to `AnimationLifecycle`.
    var isTracked = false
    var didStart = false
    var didStop = false

    init(key: String, isKeyed: Bool, animation: CAAnimation, descriptor: AnimationDescriptor, layer: CALayer) {
        self.key = key
        self.isKeyed = isKeyed
        self.animation = animation
        self.descriptor = descriptor
        self.layer = layer
        isBeginResolved = animation.beginTime != 0
    }

    /// Fixes a zero begin time to `localTime`, the layer's time at the commit
    /// that carries the animation, as Apple does. Caller holds the lock.
    func resolveBeginTime(_ localTime: CFTimeInterval) {
        guard !isBeginResolved else { return }
        isBeginResolved = true
        descriptor.timing.beginTime = localTime
        animation.beginTime = localTime
    }
}
