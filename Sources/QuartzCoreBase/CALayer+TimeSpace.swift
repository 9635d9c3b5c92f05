import Foundation

// Layer time spaces: each layer maps its parent's time through its own
// CAMediaTiming values; absolute time is the root's parent time.
extension CALayer {
    /// The layers from the root down to `self`. Caller may hold the lock.
    private func timingChain() -> [MediaTimingValues] {
        LayerTreeLock.shared.withLock {
            var chain: [MediaTimingValues] = []
            var node: CALayer? = self
            while let layer = node {
                chain.append(layer.state.timing)
                node = layer.parent ?? layer.maskHost
            }
            return chain.reversed()
        }
    }

    /// This layer's local time at absolute time `t`.
    func localTime(fromAbsolute t: CFTimeInterval) -> CFTimeInterval {
        timingChain().reduce(t) { $1.localTime(fromParent: $0) }
    }

    /// The absolute time at which this layer's local time is `t`.
    func absoluteTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        timingChain().reversed().reduce(t) { $1.parentTime(fromLocal: $0) }
    }

    /// The absolute time of a local event time; infinity when the layer's time
    /// is frozen (a speed of 0 somewhere above it) or the event never comes.
    func absoluteEventTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        guard t.isFinite else { return .infinity }
        let chain = timingChain()
        if chain.contains(where: { $0.speed == 0 }) { return .infinity }
        return chain.reversed().reduce(t) { $1.parentTime(fromLocal: $0) }
    }
}
