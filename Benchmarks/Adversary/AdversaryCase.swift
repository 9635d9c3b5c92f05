import Foundation

/// One hostile use of the libraries, run alone in its own process by
/// `Adversary run` (so that a crash is observed, not fatal) and on its own by
/// `Adversary case <name>`.
///
/// The body does the hostile thing and checks what it can of the result; it
/// returns `.ok` with what happened, or `.wrong` when the libraries carried on
/// but got it wrong. A crash, a hang, a flood of reports or silence where a
/// report was due are seen by the runner from outside. Main thread.
struct AdversaryCase {
    /// What the case attacks: values, tree, animations, images, threads, transactions, host, budgets.
    let family: String
    /// Unique within the catalogue; `family/name` names the case on the command line.
    let name: String
    /// Whether the case opens a window (the runner gives it an Xvfb display).
    let needsWindow: Bool
    /// Whether bad input is given that must be reported (at least one warning on standard error).
    let expectsReport: Bool
    let body: (CaseContext) throws -> Verdict

    init(_ family: String, _ name: String, window: Bool = false, reports: Bool = true,
         _ body: @escaping (CaseContext) throws -> Verdict) {
        self.family = family
        self.name = name
        needsWindow = window
        expectsReport = reports
        self.body = body
    }

    var identifier: String { "\(family)/\(name)" }
}
