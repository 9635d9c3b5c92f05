import Foundation

/// How a sample's process ended: its exit status and what it printed.
/// A plain value.
struct SampleRun {
    var status: Int32
    var output: String
    var errors: String
    /// True when it was still running at the deadline and was killed.
    var timedOut: Bool
}
