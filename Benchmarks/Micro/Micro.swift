// Micro-benchmarks (ordo-one/benchmark): wall clock and malloc counts of the
// pure work both threads share. Run in release through the plugin:
//
//     swift package benchmark --target Micro
//
// See README.md in this folder for what each group measures and a results table.
import Benchmark

/// Short runs: each benchmark stops after half a second or 1,000 samples,
/// whichever comes first, after a few warm-up iterations.
let microConfiguration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal],
    warmupIterations: 3,
    maxDuration: .milliseconds(500),
    maxIterations: 1_000
)

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = microConfiguration
    animationEvaluationBenchmarks()
    commitBuildingBenchmarks()
    pathBenchmarks()
    textLayoutBenchmarks()
}

/// What a benchmark's `setup` builds once and its measured closure reads.
final class Fixture<Value>: @unchecked Sendable {
    private var stored: Value?
    var value: Value {
        guard let stored else { fatalError("benchmark fixture used before its setup ran") }
        return stored
    }
    func set(_ value: Value?) { stored = value }
}

/// "10,000" for names: the parameter shows in the table.
func counted(_ n: Int) -> String {
    var digits = String(n)
    var index = digits.endIndex
    while digits.distance(from: digits.startIndex, to: index) > 3 {
        index = digits.index(index, offsetBy: -3)
        digits.insert(",", at: index)
    }
    return digits
}
