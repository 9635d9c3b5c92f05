import Foundation
import XvfbTestSupport

/// Runs cases each in its own process of this executable (`Adversary case
/// <name>`), `jobs` at a time, each bounded by `timeout` seconds, and
/// classifies how each ended. Window cases share one private Xvfb. Main thread.
struct CatalogueRunner {
    var executable: URL
    var jobs: Int
    var timeout: Double

    private struct Running {
        let testCase: AdversaryCase
        let process: Process
        let outURL: URL
        let errURL: URL
        let started: Date
    }

    func run(_ cases: [AdversaryCase], progress: (CaseOutcome) -> Void) -> [CaseOutcome] {
        var server: XvfbServer?
        if cases.contains(where: \.needsWindow) {
            server = try? XvfbServer.start(width: 640, height: 480)
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adversary-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var queue = cases[...]
        var running: [Running] = []
        var outcomes: [CaseOutcome] = []
        while !queue.isEmpty || !running.isEmpty {
            while running.count < jobs, let next = queue.popFirst() {
                if next.needsWindow && server == nil {
                    let outcome = CaseOutcome(identifier: next.identifier, family: next.family, kind: .skipped,
                                              seconds: 0, reports: 0, detail: "no X display (Xvfb not installed?)")
                    outcomes.append(outcome)
                    progress(outcome)
                    continue
                }
                if let started = start(next, in: folder, display: server?.displayName) {
                    running.append(started)
                }
            }
            usleep(10_000)
            running.removeAll { job in
                let elapsed = Date().timeIntervalSince(job.started)
                if job.process.isRunning {
                    guard elapsed > timeout else { return false }
                    kill(job.process.processIdentifier, SIGKILL)
                    job.process.waitUntilExit()
                    let outcome = classify(job, elapsed: elapsed, timedOut: true)
                    outcomes.append(outcome)
                    progress(outcome)
                    return true
                }
                let outcome = classify(job, elapsed: elapsed, timedOut: false)
                outcomes.append(outcome)
                progress(outcome)
                return true
            }
        }
        return outcomes
    }

    private func start(_ testCase: AdversaryCase, in folder: URL, display: String?) -> Running? {
        let stem = testCase.identifier.replacingOccurrences(of: "/", with: "_")
        let outURL = folder.appendingPathComponent(stem + ".out"), errURL = folder.appendingPathComponent(stem + ".err")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        process.arguments = ["case", testCase.identifier]
        var environment = ProcessInfo.processInfo.environment
        if let display { environment["ADVERSARY_DISPLAY"] = display }
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        guard let out = try? FileHandle(forWritingTo: outURL), let err = try? FileHandle(forWritingTo: errURL)
        else { return nil }
        process.standardOutput = out
        process.standardError = err
        guard (try? process.run()) != nil else { return nil }
        return Running(testCase: testCase, process: process, outURL: outURL, errURL: errURL, started: Date())
    }

    private func classify(_ job: Running, elapsed: Double, timedOut: Bool) -> CaseOutcome {
        let out = (try? String(contentsOf: job.outURL, encoding: .utf8)) ?? ""
        let err = (try? String(contentsOf: job.errURL, encoding: .utf8)) ?? ""
        let reportLines = err.split(separator: "\n", omittingEmptySubsequences: true)
        let verdict = out.split(separator: "\n").last { $0.hasPrefix("verdict: ") }.map(String.init)
        let lastReports = reportLines.suffix(2).joined(separator: " | ")
        var outcome = CaseOutcome(identifier: job.testCase.identifier, family: job.testCase.family, kind: .ok,
                                  seconds: elapsed, reports: reportLines.count, detail: "")
        if timedOut {
            outcome.kind = .hang
            outcome.detail = "still running after \(Int(timeout)) s; \(lastReports)"
        } else if job.process.terminationReason == .uncaughtSignal {
            outcome.kind = .crash
            outcome.detail = "signal \(job.process.terminationStatus); \(lastReports)"
        } else if job.process.terminationStatus != 0 || verdict == nil {
            outcome.kind = .crash
            outcome.detail = "exit status \(job.process.terminationStatus) without a verdict; \(lastReports)"
        } else if let verdict, verdict.hasPrefix("verdict: wrong ") {
            outcome.kind = .wrong
            outcome.detail = String(verdict.dropFirst("verdict: wrong ".count))
        } else if reportLines.count > CaseOutcome.floodLimit {
            outcome.kind = .flood
            outcome.detail = "\(reportLines.count) report lines; \(lastReports)"
        } else if job.testCase.expectsReport && reportLines.isEmpty {
            outcome.kind = .silent
            outcome.detail = "nothing reported; " + (verdict.map { String($0.dropFirst("verdict: ok ".count)) } ?? "")
        } else {
            outcome.detail = verdict.map { String($0.dropFirst("verdict: ok ".count)) } ?? ""
        }
        return outcome
    }
}
