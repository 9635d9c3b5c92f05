/// Which of `GPUFrameTimer`'s query results count: the bookkeeping that
/// `GL_EXT_disjoint_timer_query` asks for, kept apart from GL so that it can
/// be tested.
///
/// A *disjoint event* (the GPU's clock changed frequency, the GPU was reset
/// or preempted, …) makes the times of the queries running when it happened
/// meaningless. GL says one happened through `GL_GPU_DISJOINT_EXT`, a flag
/// cleared when read, but not which query it hit. So the timer reads the
/// flag after each pass of reading finished queries, and when it is set,
/// every result of that pass is discarded and every query still in flight
/// is marked to be discarded when its result comes. That throws away some
/// good times around an event (those begun after it), never a bad one.
///
/// - Note: A plain value, owned by the render thread's `GPUFrameTimer`.
package struct GPUTimerQueryLedger: Sendable {
    /// Queries ended and not yet read, oldest first.
    package private(set) var inFlight: [UInt32] = []
    /// Of those, the ones in flight at a disjoint event.
    private var tainted: Set<UInt32> = []
    /// Times `GL_GPU_DISJOINT_EXT` was found set.
    package private(set) var disjointEvents = 0
    /// Results thrown away because of a disjoint event.
    package private(set) var discardedResults = 0
    /// Results that counted.
    package private(set) var acceptedResults = 0

    package init() {}

    /// `query` was ended (`glEndQuery`): its result comes after the others'.
    package mutating func ended(_ query: UInt32) {
        inFlight.append(query)
    }

    /// One pass of reading: `results` are the oldest finished queries in
    /// order (possibly none), and `disjoint` is `GL_GPU_DISJOINT_EXT` read
    /// right after them. Returns the nanoseconds that count, in order.
    ///
    /// - Complexity: O(results + queries in flight).
    package mutating func read(_ results: [(query: UInt32, nanoseconds: UInt64)], disjoint: Bool) -> [UInt64] {
        inFlight.removeFirst(min(results.count, inFlight.count))
        if disjoint {
            disjointEvents += 1
            discardedResults += results.count
            for (query, _) in results { tainted.remove(query) }
            tainted.formUnion(inFlight)
            return []
        }
        var counted: [UInt64] = []
        for (query, nanoseconds) in results {
            if tainted.remove(query) != nil {
                discardedResults += 1
            } else {
                counted.append(nanoseconds)
            }
        }
        acceptedResults += counted.count
        return counted
    }
}
