import CXCB
import Foundation

/// A window's display refreshes, from the X Present extension on an XCB
/// connection of its own: what a vsync frame clock waits on.
///
/// `requestNotify` asks the server for a `PresentNotifyMSC` at a refresh
/// (the media stream counter, MSC); `nextEvent` waits for its
/// `PresentCompleteNotify`, which carries the refresh's MSC and its time
/// (UST: microseconds of CLOCK_MONOTONIC). The same event stream brings
/// the completion of every present to the window (where the GL driver
/// presents through Present, as Mesa's DRI3 path does) and the window's
/// configure notifications (it moved: maybe to another monitor).
/// `modeRefreshInterval()` reads XRandR: the mode of the CRTC showing most
/// of the window.
///
/// On Xvfb, Present has no hardware and reports a refresh every 16.667 ms
/// from a timer (a "fake" vblank), and RandR's mode has no timings.
///
/// Made on any thread; then used by one thread (the render thread), except
/// `wake()`. XCB itself is thread-safe. Not here: presenting pixmaps (GL
/// presents), several screens.
package final class PresentVblankSource {
    /// What the server reported.
    package enum Event: Equatable, Sendable {
        case refresh(msc: UInt64, ust: UInt64)
        case presented(msc: UInt64, ust: UInt64, skipped: Bool)
        case moved
    }

    private let connection: OpaquePointer
    private let window: xcb_window_t
    private let root: xcb_window_t
    private let eventID: UInt32
    private let special: OpaquePointer
    private let presentOpcode: UInt8
    /// Written by `wake()`, read in `nextEvent`.
    private let wakePipe: (read: Int32, write: Int32)
    private var serial: UInt32 = 0

    /// Opens a connection to `displayName` and listens for `window`'s Present events.
    /// - Throws: `X11PlatformError.noDisplay` when no server answers,
    ///   `.noDisplayClock` when it has no Present extension.
    package init(displayName: String, window: UInt32) throws {
        var screenNumber: Int32 = 0
        guard let connection = xcb_connect(displayName, &screenNumber), xcb_connection_has_error(connection) == 0 else {
            throw X11PlatformError.noDisplay(name: displayName)
        }
        guard let presentExtension = xcb_get_extension_data(connection, cxcb_present_extension())?.pointee,
              presentExtension.present != 0
        else {
            xcb_disconnect(connection)
            throw X11PlatformError.noDisplayClock(reason: "the X server has no Present extension")
        }
        let version = xcb_present_query_version_reply(connection, xcb_present_query_version(connection, 1, 0), nil)
        free(version)
        var screens = xcb_setup_roots_iterator(xcb_get_setup(connection))
        for _ in 0..<max(0, screenNumber) { xcb_screen_next(&screens) }
        guard let screen = screens.data else {
            xcb_disconnect(connection)
            throw X11PlatformError.noDisplayClock(reason: "the display has no screen \(screenNumber)")
        }
        let eventID = xcb_generate_id(connection)
        let mask = UInt32(XCB_PRESENT_EVENT_MASK_COMPLETE_NOTIFY.rawValue | XCB_PRESENT_EVENT_MASK_CONFIGURE_NOTIFY.rawValue)
        let selected = xcb_request_check(connection, xcb_present_select_input_checked(connection, eventID, window, mask))
        if let selected {
            let code = selected.pointee.error_code
            free(selected)
            xcb_disconnect(connection)
            throw X11PlatformError.noDisplayClock(reason: "PresentSelectInput on window 0x\(String(window, radix: 16)) failed (X error \(code))")
        }
        guard let special = xcb_register_for_special_xge(connection, cxcb_present_extension(), eventID, nil) else {
            xcb_disconnect(connection)
            throw X11PlatformError.noDisplayClock(reason: "XCB could not queue Present events")
        }
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else {
            xcb_unregister_for_special_event(connection, special)
            xcb_disconnect(connection)
            throw X11PlatformError.noDisplayClock(reason: "no pipe for waking the clock (errno \(errno))")
        }
        self.connection = connection
        self.window = window
        self.root = screen.pointee.root
        self.eventID = eventID
        self.special = special
        self.presentOpcode = presentExtension.major_opcode
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        self.wakePipe = (fds[0], fds[1])
    }

    deinit {
        xcb_unregister_for_special_event(connection, special)
        xcb_disconnect(connection)
        close(wakePipe.read)
        close(wakePipe.write)
    }

    /// Asks for a notification at refresh `msc`; when `msc` is nil or
    /// already past, the server answers at once with the current refresh
    /// (its MSC and the UST it began at).
    /// - Throws: `X11PlatformError.connectionLost` when the connection broke.
    package func requestNotify(msc: UInt64?) throws {
        try checkConnection()
        serial &+= 1
        // Target 0 with divisor 0 is already past: answered with the current refresh.
        xcb_present_notify_msc(connection, window, serial, msc ?? 0, 0, 0)
        guard xcb_flush(connection) > 0 else { throw X11PlatformError.connectionLost(displayName: "") }
    }

    /// Waits at most `timeout` seconds for the next event; nil when none
    /// came, or `wake()` ended the wait. Notifications of earlier requests
    /// than the latest are dropped.
    /// - Throws: `X11PlatformError.connectionLost`, or `.noDisplayClock`
    ///   when the server refused a Present request (the window is gone).
    package func nextEvent(timeout: Double) throws -> Event? {
        let deadline = MonotonicDeadline(after: timeout)
        while true {
            try checkConnection()
            try drainErrors()
            if let event = takeQueuedEvent() { return event }
            guard let remaining = deadline.remainingMilliseconds else { return nil }
            var fds = [pollfd(fd: xcb_get_file_descriptor(connection), events: Int16(POLLIN), revents: 0),
                       pollfd(fd: wakePipe.read, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 2, remaining)
            if ready < 0 && errno != EINTR { throw X11PlatformError.connectionLost(displayName: "") }
            if fds[1].revents != 0 {
                var drained = [UInt8](repeating: 0, count: 64)
                while read(wakePipe.read, &drained, drained.count) > 0 {}
                return nil
            }
        }
    }

    /// Ends a `nextEvent` wait in progress, or the next one (any thread).
    package func wake() {
        var byte: UInt8 = 1
        _ = write(wakePipe.write, &byte, 1)
    }

    /// The refresh interval of the mode of the CRTC that shows most of the
    /// window, from XRandR; nil when RandR is missing, the window is on no
    /// CRTC, or the mode has no timings (Xvfb).
    package func modeRefreshInterval() -> Double? {
        guard let rate = monitorRefreshRate(), rate > 1 else { return nil }
        return 1 / rate
    }

    // MARK: -

    private func checkConnection() throws {
        if xcb_connection_has_error(connection) != 0 { throw X11PlatformError.connectionLost(displayName: "") }
    }

    /// One event from the Present queue (reading the socket without blocking), or nil.
    private func takeQueuedEvent() -> Event? {
        while let raw = xcb_poll_for_special_event(connection, special) {
            defer { free(raw) }
            let generic = UnsafeMutableRawPointer(raw).assumingMemoryBound(to: xcb_ge_generic_event_t.self).pointee
            switch Int32(generic.event_type) {
            case XCB_PRESENT_COMPLETE_NOTIFY:
                let complete = UnsafeMutableRawPointer(raw).assumingMemoryBound(to: xcb_present_complete_notify_event_t.self).pointee
                if complete.kind == UInt8(XCB_PRESENT_COMPLETE_KIND_NOTIFY_MSC.rawValue) {
                    guard complete.serial == serial else { continue }  // an earlier request's
                    return .refresh(msc: complete.msc, ust: complete.ust)
                }
                return .presented(msc: complete.msc, ust: complete.ust,
                                  skipped: complete.mode == UInt8(XCB_PRESENT_COMPLETE_MODE_SKIP.rawValue))
            case XCB_PRESENT_CONFIGURE_NOTIFY:
                return .moved
            default:
                continue
            }
        }
        return nil
    }

    /// Reads the connection's ordinary queue, where only errors arrive
    /// (nothing else is selected on it); a refused Present request throws.
    private func drainErrors() throws {
        while let raw = xcb_poll_for_event(connection) {
            defer { free(raw) }
            guard raw.pointee.response_type == 0 else { continue }
            let error = UnsafeMutableRawPointer(raw).assumingMemoryBound(to: xcb_generic_error_t.self).pointee
            if error.major_code == presentOpcode {
                throw X11PlatformError.noDisplayClock(
                    reason: "the server refused a Present request (X error \(error.error_code)); the window may be gone")
            }
        }
    }

    /// The refresh rate of the CRTC under most of the window (RandR 1.3).
    private func monitorRefreshRate() -> Double? {
        guard let randr = xcb_get_extension_data(connection, cxcb_randr_extension())?.pointee, randr.present != 0 else { return nil }
        guard let geometry = xcb_get_geometry_reply(connection, xcb_get_geometry(connection, window), nil) else { return nil }
        defer { free(geometry) }
        guard let origin = xcb_translate_coordinates_reply(
            connection, xcb_translate_coordinates(connection, window, root, 0, 0), nil)
        else { return nil }
        defer { free(origin) }
        guard let resources = xcb_randr_get_screen_resources_current_reply(
            connection, xcb_randr_get_screen_resources_current(connection, root), nil)
        else { return nil }
        defer { free(resources) }
        let modeCount = Int(xcb_randr_get_screen_resources_current_modes_length(resources))
        let modes = UnsafeBufferPointer(start: xcb_randr_get_screen_resources_current_modes(resources), count: modeCount)
        let crtcCount = Int(xcb_randr_get_screen_resources_current_crtcs_length(resources))
        let crtcIDs = UnsafeBufferPointer(start: xcb_randr_get_screen_resources_current_crtcs(resources), count: crtcCount)
        var crtcs: [MonitorRefresh.Crtc] = []
        for id in crtcIDs {
            guard let info = xcb_randr_get_crtc_info_reply(
                connection, xcb_randr_get_crtc_info(connection, id, resources.pointee.config_timestamp), nil)
            else { continue }
            defer { free(info) }
            guard info.pointee.mode != 0, let mode = modes.first(where: { $0.id == info.pointee.mode }) else { continue }
            crtcs.append(MonitorRefresh.Crtc(
                x: Int(info.pointee.x), y: Int(info.pointee.y), width: Int(info.pointee.width),
                height: Int(info.pointee.height), dotClock: mode.dot_clock, horizontalTotal: mode.htotal,
                verticalTotal: mode.vtotal, flags: mode.mode_flags))
        }
        return MonitorRefresh.refreshRate(
            windowX: Int(origin.pointee.dst_x), y: Int(origin.pointee.dst_y), width: Int(geometry.pointee.width),
            height: Int(geometry.pointee.height), crtcs: crtcs)
    }
}

/// A point on the monotonic clock some seconds ahead, for poll's timeouts.
private struct MonotonicDeadline {
    private let end: Double

    init(after seconds: Double) { end = MonotonicDeadline.now() + max(0, seconds) }

    /// Whole milliseconds left (at least 1 while any is left), nil when passed.
    var remainingMilliseconds: Int32? {
        let left = end - MonotonicDeadline.now()
        guard left > 0 else { return nil }
        return Int32(min(Double(Int32.max), max(1, (left * 1000).rounded(.up))))
    }

    private static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
