import Foundation

/// Where the Wayland platform says what it refused or could not do: once
/// per cause, to the sink the window host installs (its diagnostics), or to
/// standard error before one is installed.
///
/// Any thread.
package enum WaylandDiagnostics {
    /// The sink and the causes said, under `lock` (an `NSLock`, which ThreadSanitizer sees).
    nonisolated(unsafe) private static var sink: (@Sendable (String) -> Void)?
    nonisolated(unsafe) private static var said: Set<String> = []
    private static let lock = NSLock()

    /// Sends every later report to `sink` (the host's `Diagnostics`, which
    /// has its own once-per-cause rule).
    package static func install(_ sink: @escaping @Sendable (String) -> Void) {
        lock.withLock { self.sink = sink }
    }

    /// Says `message` unless it was said before.
    package static func reportOnce(_ message: String) {
        let deliver: ((String) -> Void)? = lock.withLock {
            guard said.insert(message).inserted else { return nil }
            return sink ?? { FileHandle.standardError.write(Data("Wayland: \($0)\n".utf8)) }
        }
        deliver?(message)
    }
}
