import Foundation

/// What a fuzz run did: inputs tried, and how they ended. A crash ends the
/// process, so a report that comes back means none happened.
package struct FuzzReport: CustomStringConvertible, Sendable {
    package var target: String
    package var executions = 0
    /// Inputs refused with an error or a diagnostic (the expected outcome for most).
    package var refused = 0
    /// Inputs accepted (decoded, evaluated).
    package var accepted = 0
    /// Accepted results that broke a promise (a non-finite presented value, an image of the wrong size…).
    package var violations: [String] = []

    package init(target: String) { self.target = target }

    package var description: String {
        "\(target): \(executions) executions, \(accepted) accepted, \(refused) refused, \(violations.count) violations"
    }
}
