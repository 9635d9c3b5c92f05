@testable import GLESRenderer

/// A 64 × 64 target for building instances only: never bound, no GL.
final class UnboundTarget: RenderTarget {
    let pixelWidth = 64
    let pixelHeight = 64
    func bindForDrawing(_ state: GLStateCache) {}
}
