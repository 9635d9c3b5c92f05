/// Distance travelled along a ``KochanekBartelsSpline``, sampled, so that the
/// `cubicPaced` calculation mode can move along it at an even speed.
///
/// Each segment is cut into ``samplesPerSegment`` equal steps of its parameter.
/// A step's length is the straight distance (`AnimatableValue.distance`)
/// between its ends, so the total is the length of that polyline, a hair
/// short of the true arc length on bends. Progress p is taken to the point
/// whose running length is p × total. Inside a step, the parameter is a cubic
/// Hermite function of the length whose end slopes are 1/speed of the curve
/// at the step's ends (slopes kept within 0…3 times the step's average, so it
/// never runs backwards where the curve momentarily stops). The speed is even
/// to about 1e-4 of itself on ordinary keyframes; the tests pin the figure.
///
/// A plain value; safe on any thread.
/// - Complexity: built in O(n·k) value evaluations (k = ``samplesPerSegment``);
///   each lookup is a binary search, O(log(n·k)), and O(1) arithmetic.
struct SplineArcLength: Sendable {
    /// Steps per segment.
    static let samplesPerSegment = 64

    /// Running length at each sample, from 0; `segments · samplesPerSegment + 1` entries.
    let runningLengths: [Double]
    /// The curve's speed (length per unit of segment parameter) at the start
    /// and at the end of each step; at a keyframe they may differ (continuity ≠ 0).
    let startSpeeds: [Double], endSpeeds: [Double]
    let segmentCount: Int
    /// The whole length (the last running length).
    var total: Double { runningLengths[runningLengths.count - 1] }

    init(_ spline: KochanekBartelsSpline) {
        let steps = Self.samplesPerSegment
        segmentCount = spline.segmentCount
        var lengths = [0.0]
        var startSpeeds: [Double] = [], endSpeeds: [Double] = []
        lengths.reserveCapacity(segmentCount * steps + 1)
        startSpeeds.reserveCapacity(segmentCount * steps)
        endSpeeds.reserveCapacity(segmentCount * steps)
        var sum = 0.0
        for segment in 0..<segmentCount {
            var previous = spline.values[segment]
            var speed = spline.speed(segment: segment, at: 0)
            for step in 1...steps {
                let s = Double(step) / Double(steps)
                let point = spline.value(segment: segment, at: s)
                sum += AnimatableValue.distance(previous, point)
                lengths.append(sum)
                startSpeeds.append(speed)
                speed = spline.speed(segment: segment, at: s)
                endSpeeds.append(speed)
                previous = point
            }
        }
        runningLengths = lengths
        self.startSpeeds = startSpeeds
        self.endSpeeds = endSpeeds
    }

    /// The time each keyframe is reached when travelling at even speed: its
    /// running length over the total, from 0 to 1.
    var keyframeTimes: [Double] {
        let total = self.total
        guard total > 0 else { return KeyframeTimeline.evenlySpaced(count: segmentCount + 1) }
        var times = (0..<segmentCount).map { runningLengths[$0 * Self.samplesPerSegment] / total }
        times.append(1)
        return times
    }

    /// The segment and spline parameter reached after `progress` (0…1) of the
    /// total length. Where running lengths repeat (a segment of no length) the
    /// later sample wins. Needs a positive total.
    func locate(_ progress: Double) -> (segment: Int, parameter: Double) {
        let steps = Self.samplesPerSegment
        let last = runningLengths.count - 1
        let target = progress * total
        if target >= runningLengths[last] { return (segmentCount - 1, 1) }
        var low = 0, high = last - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if runningLengths[middle] <= target { low = middle } else { high = middle - 1 }
        }
        let width = runningLengths[low + 1] - runningLengths[low]
        let segment = low / steps
        guard width > 0 else { return (segment, Double(low % steps) / Double(steps)) }
        let x = min(max((target - runningLengths[low]) / width, 0), 1)
        // Parameter over the step as a function of length, both scaled to 0…1:
        // slope = (width / h) / speed = average speed / speed.
        let h = 1 / Double(steps)
        func slope(_ speed: Double) -> Double { speed > 0 ? min(width / h / speed, 3) : 3 }
        let m0 = slope(startSpeeds[low]), m1 = slope(endSpeeds[low])
        let x2 = x * x, x3 = x2 * x
        let fraction = (-2 * x3 + 3 * x2) + (x3 - 2 * x2 + x) * m0 + (x3 - x2) * m1
        return (segment, (Double(low % steps) + min(max(fraction, 0), 1)) * h)
    }
}
