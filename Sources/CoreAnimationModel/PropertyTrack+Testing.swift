// Views of what a PropertyTrack decided at init, and its general path on
// demand, for tests that pin the number fast path to it.
extension PropertyTrack {
    /// Whether the track takes the number fast path (`NumberTrack`).
    package var usesNumberFastPath: Bool { numberTrack != nil }

    /// Applies the track through the general path even where the fast path would run.
    package func applyThroughGeneralPath(progress: Double, iteration: Int, to state: inout AnimatedState) {
        applyValues(progress: progress, unitProgress: progress, iteration: iteration, simpleDuration: 1, to: &state)
    }

    /// Applies the track as frames do.
    package func applyAsFramesDo(progress: Double, iteration: Int, to state: inout AnimatedState) {
        apply(progress: progress, unitProgress: progress, iteration: iteration, simpleDuration: 1, to: &state)
    }
}
