// Fuzz: runs the seeded fuzz drivers for longer than the test suite does.
//
//   swift run -c release Fuzz [images|keypaths|timing|all] [--seconds S] [--seed N]
//
// Prints one line per target (executions, accepted, refused, violations) and
// each violation; exits 1 when there was one. A crash ends the process: run
// it again with the printed seed to reproduce.
import FuzzDrivers
import Foundation

let arguments = CommandLine.arguments
func option(_ flag: String) -> String? {
    arguments.firstIndex(of: flag).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
let target = arguments.dropFirst().first { !$0.hasPrefix("--") && Double($0) == nil } ?? "all"
let seconds = option("--seconds").flatMap(Double.init) ?? 60
let seed = option("--seed").flatMap(UInt64.init) ?? UInt64(Date().timeIntervalSince1970)
print("Fuzz \(target), \(seconds) s per target, seed \(seed)"); fflush(stdout)
var failed = false
for (name, run) in [("images", ImageDecodingFuzzer.run), ("keypaths", KeyPathFuzzer.run), ("timing", TimingFuzzer.run)]
where target == "all" || target == name {
    let report = run(seed, .max, Date(timeIntervalSinceNow: seconds))
    print(report)
    for violation in report.violations.prefix(20) { print("  violation: \(violation)") }
    fflush(stdout)
    failed = failed || !report.violations.isEmpty
}
exit(failed ? 1 : 0)
