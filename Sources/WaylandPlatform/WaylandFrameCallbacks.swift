import CWaylandProtocols
import Foundation
import PlatformInput

/// A window's frame pacing on Wayland, read on the render thread: a
/// `wl_surface.frame` callback asked with each committed frame (the
/// compositor's "draw the next one now"), and `wp_presentation` feedback
/// where offered (when the frame reached the screen, at which refresh).
///
/// The callbacks live on an event queue of their own, which the render
/// thread reads through libwayland's `prepare_read` protocol while the main
/// thread reads the default queue; after each read here, `readOther` lets
/// the main thread dispatch what was read for it. Nothing is asked while
/// no frame is committed: an idle window gets no callbacks and draws none.
///
/// Made on the main thread; `frameWillCommit`, `requestNotify` and
/// `nextEvent` on the render thread; `wake` on any.
package final class WaylandFrameCallbacks: @unchecked Sendable {
    /// What the render thread is told.
    package enum Event: Equatable, Sendable {
        /// The compositor asks for the next frame: refresh `msc` at `ust` (µs, CLOCK_MONOTONIC).
        case refresh(msc: UInt64, ust: UInt64)
        /// A frame reached the screen at refresh `msc`, `ust` (`skipped`: it never did).
        case presented(msc: UInt64, ust: UInt64, skipped: Bool)
    }

    /// Kept open while the queue and wrappers exist (they die before the display).
    private let connection: WaylandConnection
    private let library: WaylandLibrary
    private let display: OpaquePointer
    private let queue: OpaquePointer
    /// The surface and presentation objects as seen from the queue (proxy
    /// wrappers), so that what they make lands on it.
    private let surface: WaylandObject
    private let presentation: WaylandObject?
    private let usesMonotonicTimes: Bool
    /// The refresh interval the output states, used to count refreshes between callbacks.
    package let refreshInterval: Double?
    /// The frame callback and feedbacks in flight.
    private var callback: WaylandObject?
    private var feedbacks: [WaylandObject] = []
    private var events: [Event] = []
    /// The last refresh told: its count and time (µs).
    private var last: (msc: UInt64, ust: UInt64) = (0, 0)
    private let wakeFD: Int32
    /// Written when the main thread read the socket: events for this queue may wait in it.
    private let nudgeFD: Int32
    /// Tells the main thread that events for its queue may have been read here.
    private let readOther: @Sendable () -> Void

    /// - Parameters:
    ///   - readOther: called (render thread) after each read of the socket here.
    package init(connection: WaylandConnection, window: WaylandWindow, refreshInterval: Double?,
                 readOther: @escaping @Sendable () -> Void) throws {
        self.connection = connection
        library = connection.library
        display = connection.display
        guard let queue = library.displayCreateQueue(display) else {
            throw WaylandPlatformError.connectionLost(reason: "no event queue for frame callbacks")
        }
        guard let surface = window.surface.wrapper(on: queue) else {
            library.eventQueueDestroy(queue)
            throw WaylandPlatformError.connectionLost(reason: "no event queue for frame callbacks")
        }
        self.queue = queue
        self.surface = surface
        presentation = connection.presentation?.wrapper(on: queue)
        usesMonotonicTimes = connection.presentationClock == CLOCK_MONOTONIC
        self.refreshInterval = refreshInterval
        self.readOther = readOther
        wakeFD = cawl_eventfd()
        nudgeFD = cawl_eventfd()
    }

    deinit {
        callback?.destroy()
        feedbacks.forEach { $0.destroy() }
        surface.destroy()
        presentation?.destroy()
        library.eventQueueDestroy(queue)
        if wakeFD >= 0 { close(wakeFD) }
        if nudgeFD >= 0 { close(nudgeFD) }
    }

    /// Whether `wp_presentation` feedback comes with each frame.
    package var hasPresentationFeedback: Bool { presentation != nil }

    /// Asks for the next frame's callback and this frame's feedback; the
    /// commit that follows (the swap) carries them (render thread).
    package func frameWillCommit() {
        if callback == nil,
           let made = surface.make(WaylandProtocol.WlSurface.Request.frame.rawValue, [.newID],
                                   interface: cawl_wl_callback, version: 1) {
            made.onEvent { [unowned self] _ in self.callbackDone() }
            callback = made
        }
        guard let presentation, feedbacks.count < 8,
              let feedback = presentation.make(WaylandProtocol.WpPresentation.Request.feedback.rawValue,
                                               [.object(surface), .newID], interface: cawl_wp_presentation_feedback,
                                               version: 1)
        else { return }
        feedback.onEvent { [unowned self, unowned feedback] event in self.feedbackEvent(event, from: feedback) }
        feedbacks.append(feedback)
    }

    /// Asks to be told of the next refresh: at once when no frame is in
    /// flight (after idle, or before the first), else at the callback.
    package func requestNotify() {
        guard callback == nil else { return }
        events.append(tick(at: PlatformClock.microseconds()))
    }

    /// The next event, waiting at most `timeout` seconds; nil when none came or `wake` ended the wait.
    ///
    /// A broken connection is not this clock's to report: the main thread
    /// hears of it, says so once and stops the render server, whose `wake`
    /// ends the wait; meanwhile the wait lasts its timeout, drawing nothing.
    package func nextEvent(timeout: Double) throws -> Event? {
        let deadline = PlatformClock.microseconds() + UInt64(max(0, timeout) * 1e6)
        do {
            return try readEvent(until: deadline)
        } catch {
            waitForWake(until: deadline)
            return nil
        }
    }

    /// Sleeps until `wake` or `deadline` (the connection is gone).
    private func waitForWake(until deadline: UInt64) {
        let now = PlatformClock.microseconds()
        guard now < deadline else { return }
        var fds = [pollfd(fd: wakeFD, events: Int16(POLLIN), revents: 0)]
        if poll(&fds, 1, Int32((deadline - now + 999) / 1000)) > 0 {
            var count: UInt64 = 0
            _ = read(wakeFD, &count, 8)
        }
    }

    private func readEvent(until deadline: UInt64) throws -> Event? {
        while true {
            if !events.isEmpty { return events.removeFirst() }
            while library.displayPrepareReadQueue(display, queue) != 0 {
                guard library.displayDispatchQueuePending(display, queue) >= 0 else { throw lost() }
                if !events.isEmpty { return events.removeFirst() }
            }
            _ = library.displayFlush(display)
            let now = PlatformClock.microseconds()
            guard now < deadline else {
                library.displayCancelRead(display)
                return nil
            }
            var fds = [pollfd(fd: library.displayGetFD(display), events: Int16(POLLIN), revents: 0),
                       pollfd(fd: wakeFD, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: nudgeFD, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 3, Int32(min(1000, (deadline - now + 999) / 1000)))
            if ready > 0 && fds[2].revents & Int16(POLLIN) != 0 {
                var count: UInt64 = 0
                _ = read(nudgeFD, &count, 8)
            }
            if ready > 0 && fds[0].revents & Int16(POLLIN) != 0 {
                guard library.displayReadEvents(display) >= 0 else { throw lost() }
                readOther()
            } else {
                library.displayCancelRead(display)
                if ready > 0 && fds[0].revents & Int16(POLLERR | POLLHUP) != 0 { throw lost() }
            }
            guard library.displayDispatchQueuePending(display, queue) >= 0 else { throw lost() }
            if ready > 0 && fds[1].revents & Int16(POLLIN) != 0 {
                var count: UInt64 = 0
                _ = read(wakeFD, &count, 8)
                return events.isEmpty ? nil : events.removeFirst()
            }
        }
    }

    /// The main thread read the socket, maybe this queue's events with its
    /// own: a `nextEvent` wait looks at the queue again (any thread).
    package func nudge() {
        var one: UInt64 = 1
        _ = write(nudgeFD, &one, 8)
    }

    /// Ends a `nextEvent` wait (any thread).
    package func wake() {
        var one: UInt64 = 1
        _ = write(wakeFD, &one, 8)
    }

    private func lost() -> WaylandPlatformError {
        .connectionLost(reason: "the socket failed while waiting for a frame callback")
    }

    private func callbackDone() {
        callback?.destroy()
        callback = nil
        events.append(tick(at: PlatformClock.microseconds()))
    }

    /// A refresh at `ust`: counted on from the last by the refreshes that passed.
    private func tick(at ust: UInt64) -> Event {
        var passed: UInt64 = 1
        if let refreshInterval, refreshInterval > 0, last.ust > 0, ust > last.ust {
            passed = max(1, UInt64((Double(ust - last.ust) / 1e6 / refreshInterval).rounded()))
        }
        last = (last.msc + passed, ust)
        return .refresh(msc: last.msc, ust: ust)
    }

    private func feedbackEvent(_ event: WaylandEvent, from feedback: WaylandObject) {
        typealias Kind = WaylandProtocol.WpPresentationFeedback.Event
        switch Kind(rawValue: event.opcode) {
        case .presented:
            let seconds = UInt64(event.uint(0)) << 32 | UInt64(event.uint(1))
            let ust = usesMonotonicTimes ? seconds * 1_000_000 + UInt64(event.uint(2)) / 1000
                                         : PlatformClock.microseconds()
            let sequence = UInt64(event.uint(4)) << 32 | UInt64(event.uint(5))
            // A compositor without a refresh counter (weston's headless output) says 0.
            events.append(.presented(msc: sequence == 0 ? last.msc : sequence, ust: ust, skipped: false))
        case .discarded:
            events.append(.presented(msc: last.msc, ust: PlatformClock.microseconds(), skipped: true))
        default:
            return  // sync_output: more follows
        }
        feedbacks.removeAll { $0 === feedback }
        feedback.destroy()
    }
}
