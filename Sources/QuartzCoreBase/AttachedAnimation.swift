import Foundation

/// An animation copy attached to a layer under a key, with its lifecycle state.
///
/// Created by `CALayer.add(_:forKey:)`; its begin time is resolved at the
/// commit that carries it. What runs is not kept here: it is the element at
/// `listIndex` in the layer's `animationList`, which the render server
/// shares. Fields are guarded by `LayerTreeLock`; the delegate callbacks it
/// triggers run on the main thread.
package final class AttachedAnimation {
    // Each running animation is one of these: 72 bytes (an 80-byte malloc
    // chunk) with the flags and the list index in one word and the
    // completions in the copy's rare values; 88 (96) with each flag a Bool
    // and the completions here, 136 (144) when it kept its descriptor.
    let key: String
    let animation: CAAnimation
    /// The layer the animation is attached to.
    weak var layer: CALayer?
    /// Its begin and end in its layer's time (the begin resolved at the
    /// first commit; the end infinite when it repeats forever).
    private(set) var beginTime: Double
    private(set) var endTime: Double
    /// Where what runs of it is in its layer's `animationList` (the layer keeps it).
    var listIndex: Int {
        get { Int(storedListIndex) }
        set { storedListIndex = Int32(newValue) }
    }
    /// `listIndex` as kept: a layer's list never holds 2³¹ animations (each is a 96-byte element).
    private var storedListIndex: Int32 = 0
    /// Guarded by `LayerTreeLock` like every field: the flags share a byte,
    /// so even one written by the only thread that reads it races with the others.
    private var flags: Flags

    /// The flags, one bit each.
    private struct Flags: OptionSet {
        let rawValue: UInt8
        static let isKeyed = Flags(rawValue: 1 << 0)
        static let isBeginResolved = Flags(rawValue: 1 << 1)
        static let isTracked = Flags(rawValue: 1 << 2)
        static let didStart = Flags(rawValue: 1 << 3)
        static let didStop = Flags(rawValue: 1 << 4)
        static let isRemovedOnCompletion = Flags(rawValue: 1 << 5)
    }

    private func flag(_ flag: Flags) -> Bool { flags.contains(flag) }
    private func setFlag(_ flag: Flags, _ on: Bool) {
        if on { flags.insert(flag) } else { flags.remove(flag) }
    }

    /// False for animations added with a nil key (not listed by `animationKeys()`).
    var isKeyed: Bool { flag(.isKeyed) }
    /// Whether the begin time has been resolved (by a commit, or set by the app).
    var isBeginResolved: Bool {
        get { flag(.isBeginResolved) }
        set { setFlag(.isBeginResolved, newValue) }
    }
    /// Whether a commit has handed it to `AnimationLifecycle`.
    var isTracked: Bool {
        get { flag(.isTracked) }
        set { setFlag(.isTracked, newValue) }
    }
    var didStart: Bool {
        get { flag(.didStart) }
        set { setFlag(.didStart, newValue) }
    }
    var didStop: Bool {
        get { flag(.didStop) }
        set { setFlag(.didStop, newValue) }
    }
    /// Whether it leaves its layer when it ends (the descriptor's, as added).
    var isRemovedOnCompletion: Bool { flag(.isRemovedOnCompletion) }

    /// Transaction completions waiting for this animation: kept in the
    /// copy's rare values (`AnimationRareValues.completions`), since most
    /// animations have none.
    var completions: [TransactionCompletion] {
        get { animation.rare?.completions ?? [] }
        set { if !newValue.isEmpty || animation.rare != nil { animation.rareValues().completions = newValue } }
    }

    init(key: String, isKeyed: Bool, animation: CAAnimation, descriptor: AnimationDescriptor, layer: CALayer) {
        self.key = key
        self.animation = animation
        self.layer = layer
        var flags: Flags = []
        if isKeyed { flags.insert(.isKeyed) }
        if descriptor.isRemovedOnCompletion { flags.insert(.isRemovedOnCompletion) }
        if animation.beginTime != 0 { flags.insert(.isBeginResolved) }
        self.flags = flags
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
