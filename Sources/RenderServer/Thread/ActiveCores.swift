import Foundation

/// How many cores this process may run on, asked once.
///
/// Foundation answers `ProcessInfo.activeProcessorCount` on Linux by reading
/// the cgroup's CPU quota from /sys each time it is asked: asked per frame (how
/// many threads a frame's walk may use), that was about a tenth of the
/// render thread's time on a nearly idle screen. The quota of a running
/// process rarely changes; a program whose does keeps the first answer.
///
/// - Note: Any thread.
package enum ActiveCores {
    /// The active cores when first read, at least 1.
    package static let count = max(1, ProcessInfo.processInfo.activeProcessorCount)
}
