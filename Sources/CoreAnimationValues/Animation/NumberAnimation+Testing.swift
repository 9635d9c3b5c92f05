// A view of what a NumberAnimation holds, for tests that follow one from
// the model through a commit into the render tree.
extension NumberAnimation {
    /// When the animation begins, in its layer's time.
    package var beginTime: Double { timing.beginTime }
}
