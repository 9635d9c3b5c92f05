// Views of what a PropertyTrack decided at init, and its general path on
// demand, for tests that pin the number track to it.
extension PropertyTrack {
    /// Whether the track is applied as a number track (`NumberTrack`).
    package var hasNumberTrack: Bool { numberTrack != nil }

    /// Applies the track through the general path even where a number track would run.
    package func applyThroughGeneralPath(progress: Double, iteration: Int, to state: inout AnimatedState) {
        applyValues(progress: progress, unitProgress: progress, iteration: iteration, simpleDuration: 1, to: &state)
    }

    /// Applies the track as frames do.
    package func applyAsFramesDo(progress: Double, iteration: Int, to state: inout AnimatedState) {
        apply(progress: progress, unitProgress: progress, iteration: iteration, simpleDuration: 1, to: &state)
    }
}
