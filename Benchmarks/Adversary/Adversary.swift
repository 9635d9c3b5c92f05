// Adversary: a catalogue of hostile uses of the libraries (values, tree,
// animations, images and contexts, threads, transactions, host), each run in
// a process of its own so that a crash or a hang is observed, not fatal.
//
//   swift run Adversary run [--filter S] [--jobs N] [--timeout S] [--json FILE]
//   swift run Adversary list
//   swift run Adversary case values/bounds-nan
//
// `run` starts a private Xvfb for the window cases, prints one line per case
// that was not ok and a table per family, and exits 1 unless every case is
// ok (or skipped for want of Xvfb). The test suite runs it (AdversaryTests).
import ArgumentParser
import CoreGraphics
import Foundation

@main
struct Adversary: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "Adversary",
        abstract: "Hostile uses of QuartzCore and UIKit, each in its own process: no crash, hang, flood or silence.",
        subcommands: [Run.self, List.self, Case.self],
        defaultSubcommand: Run.self)

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Prints every case's family/name.")

        func run() {
            for testCase in Catalogue.all { print(testCase.identifier) }
        }
    }

    struct Case: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Runs one case in this process and prints its verdict (the runner's child).")

        @Argument(help: "The case's family/name (see `list`).")
        var identifier: String

        func run() throws {
            guard let testCase = Catalogue.all.first(where: { $0.identifier == identifier }) else {
                throw ValidationError("no case \(identifier); `Adversary list` prints them")
            }
            setvbuf(stdout, nil, _IOLBF, 0)
            let context = CaseContext()
            let verdict: Verdict
            do {
                verdict = try testCase.body(context)
            } catch {
                verdict = .wrong("threw \(error)")
            }
            print(verdict.line)
            fflush(stdout)
            context.close()
            Foundation.exit(0)
        }
    }

    struct Run: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Runs the catalogue, each case in its own process.")

        @Option(help: "Run only the cases whose family/name contains this.")
        var filter: String?

        @Option(parsing: .unconditional, help: "Cases run at once.")
        var jobs = 2

        @Option(parsing: .unconditional, help: ArgumentHelp("Seconds a case may run before it counts as a hang.", valueName: "S"))
        var timeout = 30.0

        @Option(help: ArgumentHelp("Also write every case's outcome as JSON to FILE.", valueName: "FILE"))
        var json: String?

        func validate() throws {
            guard jobs >= 1 else { throw ValidationError("--jobs wants a whole number of cases ≥ 1, not \(jobs)") }
            guard timeout > 0, timeout.isFinite else {
                throw ValidationError("--timeout wants a positive, finite number of seconds, not \(timeout)")
            }
            if let filter, !Catalogue.all.contains(where: { $0.identifier.contains(filter) }) {
                throw ValidationError("--filter \(filter) matches no case (`Adversary list` lists them)")
            }
            if let json {
                do {
                    try OutputPath.checkFile(json, for: "the outcomes")
                } catch {
                    throw ValidationError("--json: \(error)")
                }
            }
        }

        func run() throws {
            let cases = Catalogue.all.filter { filter.map($0.identifier.contains) ?? true }
            let executable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
            let runner = CatalogueRunner(executable: executable, jobs: jobs, timeout: timeout)
            let outcomes = runner.run(cases) { outcome in
                guard outcome.kind != .ok else { return }
                print("\(outcome.kind.rawValue.uppercased()) \(outcome.identifier): \(outcome.detail)")
            }
            print(CatalogueTable(outcomes: outcomes).text)
            if let json {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                try encoder.encode(outcomes.sorted { $0.identifier < $1.identifier }).write(to: URL(fileURLWithPath: json))
            }
            if outcomes.contains(where: { $0.kind != .ok && $0.kind != .skipped }) { throw ExitCode(1) }
        }
    }
}
