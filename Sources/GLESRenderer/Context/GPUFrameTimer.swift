import CEGL
import CGLES

/// GPU time of frames through `GL_EXT_disjoint_timer_query`, read a few
/// frames late so that it never waits for the GPU.
///
/// One `GL_TIME_ELAPSED_EXT` query brackets what `begin()` and `end()`
/// enclose: the whole frame's drawing for `FramePlanExecutor` (offscreen
/// groups, shadows and every run; not the present's copy or swap), one
/// draw for a `LayerQuadRenderer` used on its own. Queries cannot nest, so
/// only one of those times at a time. Results around a disjoint event are
/// discarded (`GPUTimerQueryLedger`); `disjointEvents` counts the events.
///
/// Not used on llvmpipe, where the query brackets only the last tile each
/// rasterizer thread processed and says nothing about the frame; there
/// `unavailableReason` says so.
///
/// - Note: Render thread only.
final class GPUFrameTimer {
    /// Why frames are not timed; nil when they are.
    let unavailableReason: String?
    /// The most recent result, in milliseconds.
    private(set) var latestMilliseconds: Double?
    /// What became of the results so far (disjoint events, discarded results).
    private(set) var ledger = GPUTimerQueryLedger()

    private typealias GetQueryObjectUInt64 = @convention(c) (GLuint, GLenum, UnsafeMutablePointer<GLuint64>?) -> Void
    private let getQueryObjectUInt64: GetQueryObjectUInt64?
    private var idle: [GLuint] = []
    private var running: GLuint?

    private static let timeElapsed = GLenum(0x88BF)  // GL_TIME_ELAPSED_EXT
    private static let gpuDisjoint = GLenum(0x8FBB)  // GL_GPU_DISJOINT_EXT
    private static let depth = 4

    /// - Parameter timeLlvmpipe: issue queries even on llvmpipe (tests of
    ///   this path only; the numbers mean nothing there).
    init(context: GLESContext, timeLlvmpipe: Bool = false) {
        var reason: String?
        var entry: GetQueryObjectUInt64?
        if context.isLlvmpipe && !timeLlvmpipe {
            reason = "llvmpipe: timer queries measure only the last tile"
        } else if !context.extensions.contains("GL_EXT_disjoint_timer_query") {
            reason = "no GL_EXT_disjoint_timer_query on \(context.renderer)"
        } else if let address = context.procAddress("glGetQueryObjectui64vEXT") {
            entry = unsafeBitCast(address, to: GetQueryObjectUInt64.self)
        } else {
            reason = "glGetQueryObjectui64vEXT is missing"
        }
        unavailableReason = reason
        getQueryObjectUInt64 = entry
        if entry != nil {
            idle = [GLuint](repeating: 0, count: GPUFrameTimer.depth)
            glGenQueries(GLsizei(GPUFrameTimer.depth), &idle)
            // Clears a disjoint flag left from before: it says nothing of these queries.
            var disjoint: GLint = 0
            glGetIntegerv(GPUFrameTimer.gpuDisjoint, &disjoint)
        }
    }

    deinit {
        let all = idle + ledger.inFlight + (running.map { [$0] } ?? [])
        if !all.isEmpty { glDeleteQueries(GLsizei(all.count), all) }
    }

    /// The reason to show beside a nil time.
    var reasonForMissingTime: String? {
        if let unavailableReason { return unavailableReason }
        return latestMilliseconds == nil ? "no timer query result yet (results lag a few frames)" : nil
    }

    /// Starts timing the GL commands up to `end()`; skipped when every
    /// query is still in flight.
    func begin() {
        guard getQueryObjectUInt64 != nil, running == nil else { return }
        collectResults()
        guard let query = idle.popLast() else { return }
        glBeginQuery(GPUFrameTimer.timeElapsed, query)
        running = query
    }

    func end() {
        guard let query = running else { return }
        glEndQuery(GPUFrameTimer.timeElapsed)
        ledger.ended(query)
        running = nil
    }

    /// Reads every finished query, oldest first, without waiting, then the
    /// disjoint flag, which decides whether they count.
    private func collectResults() {
        guard let read = getQueryObjectUInt64, !ledger.inFlight.isEmpty else { return }
        var results: [(query: UInt32, nanoseconds: UInt64)] = []
        for query in ledger.inFlight {
            var available: GLuint = 0
            glGetQueryObjectuiv(query, GLenum(GL_QUERY_RESULT_AVAILABLE), &available)
            guard available != 0 else { break }
            var nanoseconds: GLuint64 = 0
            read(query, GLenum(GL_QUERY_RESULT), &nanoseconds)
            results.append((query, nanoseconds))
        }
        var disjoint: GLint = 0
        glGetIntegerv(GPUFrameTimer.gpuDisjoint, &disjoint)
        if let newest = ledger.read(results, disjoint: disjoint != 0).last {
            latestMilliseconds = Double(newest) / 1_000_000
        }
        idle.append(contentsOf: results.map(\.query))
    }
}
