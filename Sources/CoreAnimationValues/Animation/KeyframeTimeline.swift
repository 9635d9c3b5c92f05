/// When each keyframe of a keyframe animation is reached, and how each
/// segment between two keyframes is paced.
///
/// Times are fractions of the animation's simple duration, finite and
/// non-decreasing (callers validate them); they need not start at 0 or end
/// at 1: the first keyframe is held before the first time and the last one
/// after the last time, and a time past 1 is never reached. Two equal times make a segment of no
/// duration: the value jumps there, and at that instant the later keyframe
/// wins. A plain value; safe on any thread.
///
/// - Complexity: every lookup is a binary search, O(log n) in the keyframes.
struct KeyframeTimeline: Sendable, Equatable {
    /// The keyframe times (or, for discrete keyframes, the time each value starts).
    let times: [Double]
    /// One curve per segment (`times.count − 1`), or nil for even pacing inside segments.
    let curves: [TimingCurve]?

    init(times: [Double], curves: [TimingCurve]? = nil) {
        self.times = times
        self.curves = curves
    }

    /// `count` times evenly spread from 0 to 1, both included; `[0]` for a count of 1.
    static func evenlySpaced(count: Int) -> [Double] {
        guard count > 1 else { return [0] }
        let last = Double(count - 1)
        return (0..<count).map { Double($0) / last }
    }

    /// Times proportional to the running sum of `lengths` (one per segment),
    /// from 0 to exactly 1; evenly spaced when the lengths add up to nothing.
    static func proportional(to lengths: [Double]) -> [Double] {
        let total = lengths.reduce(0, +)
        guard total > 0, total.isFinite else { return evenlySpaced(count: lengths.count + 1) }
        var times = [0.0]
        times.reserveCapacity(lengths.count + 1)
        var sum = 0.0
        for length in lengths.dropLast() {
            sum += length
            times.append(min(sum / total, 1))
        }
        times.append(1)
        return times
    }

    /// The segment in play at `progress` and the eased fraction of it done.
    ///
    /// Before the first time the first segment has not started (fraction 0);
    /// from the last time on the last segment is complete (fraction 1). Needs
    /// at least two times.
    func locate(_ progress: Double) -> (segment: Int, fraction: Double) {
        let last = times.count - 1
        if progress >= times[last] { return (last - 1, 1) }
        let i = lastIndex(atOrBefore: progress, below: last)
        let start = times[i], end = times[i + 1]
        guard progress > start, end > start else { return (i, 0) }
        let fraction = (progress - start) / (end - start)
        guard let curves else { return (i, fraction) }
        return (i, curves[i].value(at: fraction))
    }

    /// For discrete keyframes: the index, below `valueCount`, of the value
    /// shown at `progress` — the last one whose start time has come (the first
    /// value before any has).
    func heldIndex(at progress: Double, valueCount: Int) -> Int {
        lastIndex(atOrBefore: progress, below: min(valueCount, times.count))
    }

    /// The largest index below `limit` whose time is at or before `progress`, or 0.
    private func lastIndex(atOrBefore progress: Double, below limit: Int) -> Int {
        var low = 0, high = limit - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if times[middle] <= progress { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
