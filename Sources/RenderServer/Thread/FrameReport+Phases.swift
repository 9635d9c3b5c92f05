extension FrameReport {
    /// Seconds of the render thread's phases (and the present thread's
    /// present) for one frame.
    ///
    /// `render` is the whole renderer call, which `encode` (the executor's
    /// CPU work), `renderWait` (waiting for GL to finish, measured only when
    /// asked: benchmarks) and, when presenting synchronously, `present` lie
    /// within. Presenting on a thread of its own, `present` is the frame
    /// before's, which overlapped this one's evaluation and build.
    ///
    /// A plain value.
    package struct Phases: Equatable, Sendable {
        package var apply = 0.0
        package var build = 0.0
        package var plan = 0.0
        /// Working out the frame's damage (`FrameDamage(from:to:)`).
        package var damage = 0.0
        package var render = 0.0
        package var encode = 0.0
        package var renderWait = 0.0
        package var present = 0.0

        package init() {}
    }
}
