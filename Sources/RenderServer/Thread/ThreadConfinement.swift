import CoreAnimationValues
import Foundation

/// The one thread an object of the render side may be used on, checked at
/// its entry points (Chromium's `DCHECK(IsImplThread())`, swift-nio's
/// `preconditionInEventLoop()`).
///
/// The owner is the thread that made the object until `adopt()` hands it to
/// the calling thread: a render server adopts its tree, renderer and
/// retirement queue when its thread starts; a headless renderer, which
/// borrows its caller's thread, adopts it for each call. `check(_:)` at an
/// entry point stops a debug build, naming the entry and both threads, when
/// it is reached from another thread: a race found before a user does. In
/// release builds the check is compiled out; `adopt()` remains (one lock).
///
/// Tests see violations without stopping the process through
/// `ThreadConfinement.reportViolations(to:)`.
///
/// - Note: Any thread (its state is under a lock).
package final class ThreadConfinement: @unchecked Sendable {
    private let lock = NSLock()
    private var owner: pthread_t
    private var ownerName: String

    /// Confined to the calling thread.
    package init() {
        owner = pthread_self()
        ownerName = Self.currentThreadName
    }

    /// Makes the calling thread the owner.
    package func adopt() {
        let name = Self.currentThreadName
        lock.withLock {
            owner = pthread_self()
            ownerName = name
        }
    }

    /// Whether the calling thread owns the object.
    package var isOwnedByCurrentThread: Bool {
        lock.withLock { pthread_equal(owner, pthread_self()) != 0 }
    }

    /// Stops a debug build when called on a thread that does not own the
    /// object (`entry` names the entry point); nothing in release builds.
    @inline(__always)
    package func check(_ entry: StaticString = #function, in type: StaticString = "") {
        assert(isOwnedByCurrentThread || Self.violated(entry, type: type, owner: lock.withLock { ownerName }),
               "\(type).\(entry) called on \(Self.currentThreadName), but \(type) belongs to \(lock.withLock { ownerName })")
    }

    // MARK: Violations in tests

    nonisolated(unsafe) private static var handler: (@Sendable (String) -> Void)?
    private static let handlerLock = NSLock()

    /// Runs `body` with violations handed to `report` (a line each) instead
    /// of stopping the process; for tests of the checks themselves.
    package static func reportViolations<T>(to report: @escaping @Sendable (String) -> Void, while body: () throws -> T)
        rethrows -> T {
        handlerLock.withLock { handler = report }
        defer { handlerLock.withLock { handler = nil } }
        return try body()
    }

    /// Hands a violation to the test's handler: true (go on) when there is
    /// one, false (stop) when there is none.
    private static func violated(_ entry: StaticString, type: StaticString, owner: String) -> Bool {
        guard let report = handlerLock.withLock({ handler }) else { return false }
        report("\(type).\(entry) called on \(currentThreadName), but \(type) belongs to \(owner)")
        return true
    }

    private static var currentThreadName: String {
        if Thread.isMainThread { return "the main thread" }
        if let name = Thread.current.name, !name.isEmpty { return "thread \"\(name)\"" }
        return "thread \(pthread_self())"
    }
}
