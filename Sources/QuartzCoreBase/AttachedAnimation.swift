import Foundation

/// An animation copy attached to a layer under a key, with its lifecycle state.
///
/// Created by `CALayer.add(_:forKey:)`; its begin time is resolved at the
/// commit that carries it. What runs is not kept here: it is the element at
/// `listIndex` in the layer's `animationList`, which the render server
/// shares. Fields are guarded by `LayerTreeLock`; the delegate callbacks it
/// triggers run on the main thread.
package final class AttachedAnimation {
    // In this order the flags share a word: each running animation is one
    // of these (96 bytes with the allocator's header, where keeping the
    // descriptor took 144).
    let key: String
    let animation: CAAnimation
    /// False for animations added with a nil key (not listed by `animationKeys()`).
    let isKeyed: Bool
    /// Whether the begin time has been resolved (by a commit, or set by the app).
    var isBeginResolved: Bool
    /// Whether a commit has handed it to `AnimationLifecycle`.
    var isTracked = false
    var didStart = false
    var didStop = false
    /// Whether it leaves its layer when it ends (the descriptor's, as added).
    let isRemovedOnCompletion: Bool
    /// The layer the animation is attached to.
    weak var layer: CALayer?
    /// Transaction completions waiting for this animation.
    var completions: [TransactionCompletion] = []
    /// Its begin and end in its layer's time (the begin resolved at the
    /// first commit; the end infinite when it repeats forever).
    private(set) var beginTime: Double
    private(set) var endTime: Double
    /// Where what runs of it is in its layer's `animationList` (the layer keeps it).
    var listIndex = 0

    init(key: String, isKeyed: Bool, animation: CAAnimation, descriptor: AnimationDescriptor, layer: CALayer) {
        self.key = key
        self.isKeyed = isKeyed
        self.animation = animation
        isRemovedOnCompletion = descriptor.isRemovedOnCompletion
        self.layer = layer
        isBeginResolved = animation.beginTime != 0
        beginTime = descriptor.timing.beginTime
        endTime = descriptor.endTime
    }

    /// Fixes a zero begin time to `localTime`, the layer's time at the commit
    /// that carries the animation, as Apple does; false when it was already
    /// resolved. The layer gives its list's element the same time. Caller holds the lock.
    func resolveBeginTime(_ localTime: CFTimeInterval) -> Bool {
        guard !isBeginResolved else { return false }
        isBeginResolved = true
        animation.beginTime = localTime
        endTime += localTime - beginTime
        beginTime = localTime
        return true
    }
}
