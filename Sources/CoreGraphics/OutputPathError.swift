/// A path a tool or an export cannot write, in one line: what it was
/// writing, where, and the system's reason. Its `description` is the line,
/// so a command-line tool that lets it escape prints that and no more.
/// Any thread; a value.
package struct OutputPathError: Error, CustomStringConvertible, Equatable {
    /// What could not be written, and where: "cannot write frames into /data/out".
    package let message: String
    /// Why, in plain words: "permission denied".
    package let reason: String

    package init(message: String, reason: String) {
        self.message = message
        self.reason = reason
    }

    package var description: String { "\(message): \(reason)" }
}
