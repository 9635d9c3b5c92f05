// Fuzz: runs the seeded fuzz drivers for longer than the test suite does.
//
//   swift run -c release Fuzz [images|keypaths|timing|all] [--seconds S] [--seed N]
//
// Prints one line per target (executions, accepted, refused, violations) and
// each violation; exits 1 when there was one. A crash ends the process: run
// it again with the printed seed to reproduce.
import ArgumentParser
import Foundation
import FuzzDrivers

@main
struct Fuzz: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "Fuzz",
        abstract: "Seeded fuzzing of image decoding, key paths and animation timing, for as long as you like.",
        discussion: """
            Prints one line per target (executions, accepted, refused, violations) and up to 20 \
            violations each; the exit status is 1 when there was one. A crash ends the process: run \
            it again with the printed seed to reproduce. A bounded run is in the test suite (FuzzTests).
            """)

    enum Target: String, ExpressibleByArgument, CaseIterable {
        case images, keypaths, timing, all
    }

    @Argument(help: "What to fuzz.")
    var target = Target.all

    @Option(parsing: .unconditional, help: ArgumentHelp("Seconds per target.", valueName: "S"))
    var seconds = 60.0

    @Option(parsing: .unconditional, help: ArgumentHelp("The seed (default: the current time, printed).", valueName: "N"))
    var seed: UInt64?

    func validate() throws {
        guard seconds > 0, seconds.isFinite else {
            throw ValidationError("--seconds wants a positive, finite number of seconds, not \(seconds)")
        }
    }

    func run() throws {
        let seed = self.seed ?? UInt64(Date().timeIntervalSince1970)
        print("Fuzz \(target.rawValue), \(seconds) s per target, seed \(seed)"); fflush(stdout)
        var failed = false
        for (name, run) in [(Target.images, ImageDecodingFuzzer.run), (.keypaths, KeyPathFuzzer.run), (.timing, TimingFuzzer.run)]
        where target == .all || target == name {
            let report = run(seed, .max, Date(timeIntervalSinceNow: seconds))
            print(report)
            for violation in report.violations.prefix(20) { print("  violation: \(violation)") }
            fflush(stdout)
            failed = failed || !report.violations.isEmpty
        }
        if failed { throw ExitCode.failure }
    }
}
