import RenderServer

/// The median of the frames' GPU times, or why there is none, with the
/// timer's disjoint-event counts.
struct GPUTimeSummary {
    var median: Double?
    var timedFrames: Int
    var reason: String?
    /// The last frame's GPU report: the timer's disjoint events and dropped results over the run.
    var ledger: FrameReport.GPUTime

    init(times: [Double], reason: String?, ledger: FrameReport.GPUTime) {
        let sorted = times.sorted()
        median = sorted.isEmpty ? nil
            : sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        timedFrames = times.count
        self.reason = median == nil ? reason ?? "no frame had a GPU time" : nil
        self.ledger = ledger
    }

    var jsonFields: String {
        "\"gpu_ms_per_frame\":\(median.map { String(format: "%.3f", $0) } ?? "null"),\"gpu_ms_reason\":\(jsonString(reason)),"
            + "\"gpu_timed_frames\":\(timedFrames),\"gpu_disjoint_events\":\(ledger.disjointEvents),"
            + "\"gpu_results_discarded\":\(ledger.discardedResults)"
    }

    var tableValue: String {
        guard let median else { return "n/a (\(reason ?? "?"))" }
        return String(format: "%.3f", median) + " (median of \(timedFrames) frames; \(ledger.disjointEvents) disjoint events, "
            + "\(ledger.discardedResults) results dropped)"
    }
}
