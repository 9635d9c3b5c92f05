import Foundation

/// A key path split into its first key and the structure path after it.
///
/// A plain value; safe on any thread.
///
/// Every animation keeps one (in its track's `ResolvedKeyPath`), and the
/// animations of an app name a few key paths, so the parts of the key
/// paths split (of `sharedLength` bytes at most) are kept and shared: an
/// animation of `position.y` then holds a reference to the one `["y"]`
/// instead of an array of its own (about 50 bytes for each animation a
/// layer runs). The table holds at most `sharedLimit` key paths and starts
/// again when full; it is behind a lock: any thread.
package struct KeyPathParts: Hashable, Sendable {
    package let key: String
    package let rest: [String]

    package init(_ keyPath: String) {
        if let known = Self.lock.withLock({ Self.shared[keyPath] }) {
            self = known
            return
        }
        let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        key = parts.first ?? ""
        rest = Array(parts.dropFirst())
        guard keyPath.utf8.count <= Self.sharedLength else { return }
        let made = self
        Self.lock.withLock {
            // Full (an app that makes key paths by the thousand): start
            // again, so that the key paths in use now are the ones shared.
            if Self.shared.count >= Self.sharedLimit { Self.shared.removeAll(keepingCapacity: true) }
            Self.shared[keyPath] = made
        }
    }

    package var description: String { ([key] + rest).joined(separator: ".") }

    /// How many key paths' parts are kept for sharing at most.
    package static let sharedLimit = 512

    /// The longest key path, in UTF-8 bytes, whose parts are kept for sharing
    /// (Apple's longest is under 40): a long one is split on its own.
    package static let sharedLength = 64

    /// The parts of the key paths split so far, by key path, under `lock`
    /// (an `NSLock`, which ThreadSanitizer sees; it does not see
    /// `Synchronization.Mutex`'s futex on Linux).
    nonisolated(unsafe) private static var shared: [String: KeyPathParts] = [:]
    private static let lock = NSLock()

    /// How many key paths' parts are kept now (for tests).
    package static var sharedCount: Int { lock.withLock { shared.count } }
}
