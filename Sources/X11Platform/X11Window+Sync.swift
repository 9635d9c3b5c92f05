import CX11
import Foundation

/// EWMH's smooth resizing (`_NET_WM_SYNC_REQUEST`): a compositing window
/// manager that resizes the window first sends a number, then the
/// configure; it shows the window at its new size only once the window has
/// drawn at it, which the window says by setting its SYNC counter to that
/// number. So the border and the content move together instead of the
/// content lagging a frame or showing garbage. Main thread only.
extension X11Window {
    /// The window manager's number for the next configure (a 64-bit value
    /// from two 32-bit halves).
    func noteSyncRequest(low: Int, high: Int) {
        let value = Int64(Int32(truncatingIfNeeded: high)) << 32 | Int64(UInt32(truncatingIfNeeded: low))
        syncRequest = (value, false)
    }

    /// A configure arrived: a number asked for before it is answered after
    /// the next frame when the size changed, at once when it did not (a
    /// move: no frame may come, and the manager must not wait for one).
    func noteConfigureForSync(sizeChanged: Bool) {
        guard syncRequest != nil else { return }
        syncRequest?.configured = true
        if !sizeChanged { answerSyncRequest() }
    }

    /// A frame was presented: when the window manager's number waits and
    /// its configure has been handled, the counter takes the number (once).
    /// True when it did.
    @discardableResult
    package func answerSyncRequest() -> Bool {
        guard let request = syncRequest, request.configured, syncCounter != 0, !isClosed,
            connection.checkConnected()
        else { return false }
        syncRequest = nil
        let value = XSyncValue(hi: Int32(truncatingIfNeeded: request.value >> 32),
                               lo: UInt32(truncatingIfNeeded: request.value))
        XSyncSetCounter(display, syncCounter, value)
        connection.flush()
        return true
    }

    /// Whether the window manager asked for a frame (`_NET_WM_SYNC_REQUEST`)
    /// not yet answered. Main thread.
    package var awaitsSyncAnswer: Bool { syncRequest != nil }
}
