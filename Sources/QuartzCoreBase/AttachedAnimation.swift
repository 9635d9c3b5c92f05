import Foundation

/// An animation copy attached to a layer under a key, with its lifecycle state.
///
/// Created by `CALayer.add(_:forKey:)`; its begin time is resolved at the
/// commit that carries it. What runs is its descriptor until then, and
/// afterwards its place in the list its layer committed
/// (`CALayer.committedAnimations`), which the render server shares: the
/// descriptor is not kept twice. Fields are guarded by `LayerTreeLock`;
/// the delegate callbacks it triggers run on the main thread.
package final class AttachedAnimation {
    // In this order the program's tag and the flags share a word: each
    // running animation is one of these (96 bytes with the allocator's
    // header, where keeping the descriptor took 144).
    let key: String
    let animation: CAAnimation
    /// What the engine runs.
    package internal(set) var program: Program
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

    /// What runs: the descriptor, or the animation's place in the layer's committed list.
    package enum Program {
        /// Not yet carried by a commit (boxed: the descriptor is most of a
        /// hundred bytes, and kept only until then).
        indirect case pending(AnimationDescriptor)
        /// Element `index` of the layer's `committedAnimations`.
        case committed(Int)
    }

    init(key: String, isKeyed: Bool, animation: CAAnimation, descriptor: AnimationDescriptor, layer: CALayer) {
        self.key = key
        self.isKeyed = isKeyed
        self.animation = animation
        program = .pending(descriptor)
        isRemovedOnCompletion = descriptor.isRemovedOnCompletion
        self.layer = layer
        isBeginResolved = animation.beginTime != 0
        beginTime = descriptor.timing.beginTime
        endTime = descriptor.endTime
    }

    /// Fixes a zero begin time to `localTime`, the layer's time at the commit
    /// that carries the animation, as Apple does. Caller holds the lock.
    func resolveBeginTime(_ localTime: CFTimeInterval) {
        guard !isBeginResolved else { return }
        isBeginResolved = true
        animation.beginTime = localTime
        guard case .pending(var descriptor) = program else { return }
        descriptor.timing.beginTime = localTime
        program = .pending(descriptor)
        beginTime = localTime
        endTime = descriptor.endTime
    }

    /// The animation as committed, given its layer's committed list
    /// (`committed`). Caller holds the lock.
    func element(in committed: CommittedAnimations?) -> CommittedAnimation {
        switch program {
        case .pending(let descriptor):
            return CommittedAnimation(key: key, descriptor: descriptor)
        case .committed(let index):
            // A committed animation's list stays on its layer until the next
            // commit of the layer's animations, which gives it a new place.
            return committed![index]
        }
    }
}
