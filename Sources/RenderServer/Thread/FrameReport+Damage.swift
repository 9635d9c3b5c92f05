extension FrameReport {
    /// What of the frame changed and what was redrawn (and presented) for it,
    /// in target pixels: the render server's damage (`FrameDamage`), and the
    /// renderer's region, which adds what the target needs (the rectangles
    /// last flashed, the frames a swapped-in back buffer missed) or is the
    /// whole frame where the target keeps nothing.
    ///
    /// A plain value.
    package struct Damage: Equatable, Sendable {
        /// The target's pixels.
        package var framePixels = 0
        /// Pixels the frame's changes damaged (the whole frame when `wholeFrameReason` is set).
        package var damagedPixels = 0
        /// The rectangles they lie in.
        package var damagedRects = 0
        /// Why the whole frame was damaged (`FrameDamage.WholeFrameReason`); nil when it was not.
        package var wholeFrameReason: String?
        /// Pixels redrawn and presented, in `redrawnRects` rectangles (0 when
        /// nothing changed and nothing was drawn).
        package var redrawnPixels = 0
        package var redrawnRects = 0
        /// Why the renderer redrew the whole frame though less was damaged
        /// (the target keeps no frame, its settings changed); nil otherwise.
        package var wholeRedrawReason: String?

        package init() {}

        /// The damaged share of the frame, 0…1.
        package var damagedShare: Double { framePixels > 0 ? Double(damagedPixels) / Double(framePixels) : 0 }
        /// The redrawn share of the frame, 0…1.
        package var redrawnShare: Double { framePixels > 0 ? Double(redrawnPixels) / Double(framePixels) : 0 }
    }
}
