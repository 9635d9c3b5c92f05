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
func refuse(_ message: String) -> Never {
    FileHandle.standardError.write(Data("Fuzz: \(message)\nusage: Fuzz [images|keypaths|timing|all] [--seconds S] [--seed N]\n".utf8))
    exit(2)
}
guard ["images", "keypaths", "timing", "all"].contains(target) else { refuse("unknown target \(target)") }
guard option("--seconds").map({ Double($0).map { $0 > 0 && $0.isFinite } ?? false }) ?? true else {
    refuse("--seconds wants a positive number")
}
guard option("--seed").map({ UInt64($0) != nil }) ?? true else { refuse("--seed wants a whole number ≥ 0") }
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
