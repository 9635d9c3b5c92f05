/// Turns X server timestamps (milliseconds, 32 bits, wrapping every ~49.7
/// days, on the server's own clock) into seconds on the local monotonic clock.
///
/// The offset between the two clocks is learned from the events themselves:
/// an event is received after it happened, so `received − serverTime` is the
/// offset plus a delivery delay, and the smallest value seen is the best
/// estimate. Mapped times never lie in the future, and keep the server's
/// spacing between events (what gesture velocities need) while the estimate
/// holds; `X11Connection` seeds it with a prompt round trip at start, so a
/// first event that waited unread does not set a late offset.
///
/// Owned by one connection on the main thread. - Complexity: O(1) per event.
package struct ServerTimeConverter {
    private var lastRaw: UInt32?
    private var unwrappedMilliseconds: Int64 = 0
    private var offset: Double?

    package init() {}

    /// The local time of an event stamped `serverTime`, received at `receivedAt`
    /// (local monotonic seconds).
    package mutating func seconds(serverTime: UInt32, receivedAt: Double) -> Double {
        if let last = lastRaw {
            // The wrapping difference, read as signed: small steps back
            // (events out of order) stay small, a wrap adds 2^32 ms.
            unwrappedMilliseconds += Int64(Int32(bitPattern: serverTime &- last))
        } else {
            unwrappedMilliseconds = Int64(serverTime)
        }
        lastRaw = serverTime
        let server = Double(unwrappedMilliseconds) / 1000
        offset = min(offset ?? .infinity, receivedAt - server)
        return server + (offset ?? 0)
    }
}
