extension FrameReport {
    /// What a frame's shadows cost and did.
    ///
    /// A plain value.
    package struct Shadows: Equatable, Sendable {
        /// Shadows drawn by the closed form (rounded rectangles).
        package var closedForm = 0
        /// Shadows drawn from a blurred texture (`shadowPath`, a layer's own alpha, a subtree).
        package var textured = 0
        /// Blurred textures made this frame (the rest came from the cache).
        package var textureRenders = 0
        /// Runs of shadows drawn between runs of layers (see `ShadowSchedule`).
        package var shadowPasses = 0
        /// Instanced draw calls of the shadow program (also counted in `Quads.drawCalls`).
        package var drawCalls = 0

        package init() {}
    }
}
