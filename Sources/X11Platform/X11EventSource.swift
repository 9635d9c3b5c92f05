import PlatformInput
import Dispatch
import Foundation

/// Hands a connection's events to a closure on the main queue as they arrive,
/// so an app can sleep in its run loop (`RunLoop.main.run()`,
/// `dispatchMain()`) instead of polling.
///
/// Watches the connection's socket with a `DispatchSourceRead` and drains the
/// connection with `pollEvents()` when it becomes readable. Events Xlib has
/// already read off the socket (during a round trip) are drained too: at
/// start, after the connection's own round trips, after a batch whose
/// handling made round trips, after its flushes (Xlib reads the socket
/// as it flushes), and on `scheduleDrain()`;
/// code that makes other Xlib round trips on the same display (an EGL swap)
/// should call `scheduleDrain()` afterwards.
///
/// Runs until `cancel()`, until it is released, or until the connection is
/// lost (the closure gets `.connectionLost` first). Main thread only; it
/// keeps the connection open until its cancellation has completed.
/// (`@unchecked Sendable` only so that its drains can be queued on the main
/// queue, the one thread it is used on.)
package final class X11EventSource: @unchecked Sendable {
    private let connection: X11Connection
    private let readSource: DispatchSourceRead
    private let onEvents: ([PlatformEvent]) -> Void
    /// Whether a drain waits on the main queue (`scheduleDrain()`).
    package private(set) var isDrainScheduled = false
    package private(set) var isCancelled = false

    /// Starts watching `connection`; `onEvents` runs on the main queue with
    /// every non-empty batch of events.
    package init(connection: X11Connection, onEvents: @escaping ([PlatformEvent]) -> Void) {
        assertMainThread()
        self.connection = connection
        self.onEvents = onEvents
        readSource = DispatchSource.makeReadSource(fileDescriptor: connection.fileDescriptor, queue: .main)
        readSource.setEventHandler { [weak self] in self?.drain() }
        // The socket must stay open until the source stops watching it.
        readSource.setCancelHandler { [connection] in withExtendedLifetime(connection) {} }
        connection.register(self)
        readSource.resume()
        // Events may already be waiting in Xlib's queue.
        scheduleDrain()
    }

    deinit {
        readSource.cancel()
    }

    /// Stops delivering events. Safe to call more than once.
    package func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        readSource.cancel()
    }

    /// Drains the connection on the next turn of the main queue (coalesced),
    /// for events already read into Xlib's queue.
    package func scheduleDrain() {
        guard !isDrainScheduled, !isCancelled else { return }
        isDrainScheduled = true
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.isDrainScheduled = false
            self.drain()
        }
    }

    private func drain() {
        guard !isCancelled else { return }
        let events = connection.pollEvents()
        guard !events.isEmpty else { return }
        onEvents(events)
        // The handler may have made round trips (a window's place asked,
        // a property read) that read newer events into Xlib's queue while
        // this source was not watching: the socket will not signal them.
        if !isCancelled, connection.hasQueuedEvents { scheduleDrain() }
    }
}
