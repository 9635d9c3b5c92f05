import Foundation

/// How one case's process ended, as the runner saw it from outside.
struct CaseOutcome: Codable {
    enum Kind: String, Codable, CaseIterable {
        /// It ran to its verdict, which was ok, within the limits.
        case ok
        /// Killed by a signal or exited with a failure status before its verdict.
        case crash
        /// Still running at the time limit (killed then).
        case hang
        /// More report lines than one per cause can explain.
        case flood
        /// Bad input given and nothing reported.
        case silent
        /// Its own check failed: the libraries carried on and got it wrong.
        case wrong
        /// Not run: it needs a window and no X display could be had.
        case skipped
    }

    var identifier: String
    var family: String
    var kind: Kind
    var seconds: Double
    /// Lines on standard error (reports are one line each).
    var reports: Int
    /// The verdict's detail, the signal or status, or the last report lines.
    var detail: String

    /// The most report lines a case may print: a few causes, once each.
    static let floodLimit = 40
}
