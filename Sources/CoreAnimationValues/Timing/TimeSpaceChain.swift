/// The nested time spaces from the root of a layer tree down to one layer, for
/// `CALayer.convertTime(_:from:)` and `convertTime(_:to:)`.
///
/// Absolute time (`CACurrentMediaTime()`) is the root's parent time. Each layer
/// maps its parent's time to its own with ``MediaTimingValues/localTime(fromParent:)``,
/// so a layer's local time is those maps applied root first. Converting between
/// two layers goes up to absolute time and down again, which works for any two
/// layers, related or not. An empty chain is absolute time itself (a `nil` layer).
///
/// A pure value, usable on any thread. Each conversion is O(depth).
package struct TimeSpaceChain: Sendable, Equatable {
    /// The timing of each layer on the path, root first, the layer itself last.
    package var spaces: [MediaTimingValues]

    package init(_ spaces: [MediaTimingValues]) {
        self.spaces = spaces
    }

    /// The chain's local time for absolute time `t`.
    package func localTime(fromAbsolute t: Double) -> Double {
        spaces.reduce(t) { time, space in space.localTime(fromParent: time) }
    }

    /// The absolute time for the chain's local time `t`. A layer with speed 0
    /// has no inverse and contributes its `beginTime` (see
    /// ``MediaTimingValues/parentTime(fromLocal:)``).
    package func absoluteTime(fromLocal t: Double) -> Double {
        spaces.reversed().reduce(t) { time, space in space.parentTime(fromLocal: time) }
    }

    /// `t` in this chain's local time, converted to `destination`'s local time.
    package func convert(_ t: Double, to destination: TimeSpaceChain) -> Double {
        destination.localTime(fromAbsolute: absoluteTime(fromLocal: t))
    }

    /// `t` in `source`'s local time, converted to this chain's local time.
    package func convert(_ t: Double, from source: TimeSpaceChain) -> Double {
        source.convert(t, to: self)
    }
}
