import Foundation
import Synchronization

/// Where the Wayland platform says what it refused or could not do: once
/// per cause, to the sink the window host installs (its diagnostics), or to
/// standard error before one is installed.
///
/// Any thread.
package enum WaylandDiagnostics {
    private static let state = Mutex<(sink: (@Sendable (String) -> Void)?, said: Set<String>)>((nil, []))

    /// Sends every later report to `sink` (the host's `Diagnostics`, which
    /// has its own once-per-cause rule).
    package static func install(_ sink: @escaping @Sendable (String) -> Void) {
        state.withLock { $0.sink = sink }
    }

    /// Says `message` unless it was said before.
    package static func reportOnce(_ message: String) {
        let sink: ((String) -> Void)? = state.withLock { state in
            guard state.said.insert(message).inserted else { return { _ in } }
            return state.sink ?? { FileHandle.standardError.write(Data("Wayland: \($0)\n".utf8)) }
        }
        sink?(message)
    }
}
