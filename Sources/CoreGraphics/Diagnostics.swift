import Foundation

/// Writes one line to standard error, the way Apple's CoreGraphics logs misuse
/// (`CGPathAddLineToPoint: no current point.`) and returns instead of crashing.
///
/// Safe on any thread; each call is one `write`.
func reportToStandardError(_ function: String, _ message: String) {
    let line = "CoreGraphics: \(function): \(message)\n"
    FileHandle.standardError.write(Data(line.utf8))
}
