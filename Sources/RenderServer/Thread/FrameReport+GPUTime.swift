extension FrameReport {
    /// The GPU's time for a recent frame (timer queries are read a few
    /// frames late), or why there is none, and what became of the timer's
    /// results so far.
    ///
    /// A plain value.
    package struct GPUTime: Equatable, Sendable {
        /// Milliseconds of GPU time of a recent frame; nil when not measured.
        package var milliseconds: Double?
        /// Why `milliseconds` is nil: no timer queries on this driver,
        /// llvmpipe, or no result yet.
        package var unavailableReason: String?
        /// Times the GPU's clock was found disjoint (its results discarded).
        package var disjointEvents = 0
        /// Timer results that counted, and those thrown away, so far.
        package var acceptedResults = 0
        package var discardedResults = 0

        package init() {}
    }
}
