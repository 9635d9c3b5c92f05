import CGLES
import CoreAnimationModel
import Foundation
import RenderServer

/// Occluders: the opaque parts of a run drawn first, writing depth, so that
/// whatever they hide is never shaded (`LayerQuadRenderer.Occlusion`).
///
/// Each surface numbers its layers in painter's order as they are drawn
/// and gives the k-th the depth `1 − (k + 1) · step` (nearer for later);
/// a shadow sits half a step behind its layer, so that the layer's own
/// inside hides it. Since the numbers only grow, a run's depth test can only
/// hide what comes before it on the surface; only its own occluders,
/// drawn ahead of their turn, ever hide anything, and only pixels they
/// paint over anyway. Group composites, transitions and clip shapes draw
/// without the test, as before.
///
/// A surface's depth buffer is cleared when it first draws occluders in a
/// frame. Targets without one (a window config without depth) and surfaces
/// that run out of numbers (over a million layers) draw in painter's order
/// alone.
///
/// - Note: Render thread only; the context must be current.
extension DrawListCompositor {
    /// The depth between two consecutive layers: 2⁻¹⁹, 32 steps of a 24-bit
    /// depth buffer, far above the rounding of z = depth × w / w.
    static let depthStep: Float = 1.0 / 524_288
    /// How many layers one surface can number in a frame.
    static let depthIndexLimit = 1_048_000

    /// Whether the run of `count` layers on `surface` may draw occluders:
    /// the compositor draws them, the target has a depth buffer and the
    /// surface has numbers left. Clears the surface's depth on first use.
    func occludes(on surface: CompositingSurface, count: Int) -> Bool {
        guard drawsOccludersFirst, surface.depthIndex + count < Self.depthIndexLimit else { return false }
        let state = context.state
        if surface.depthBits == nil {
            surface.target.bindForDrawing(state)
            var bits: GLint = 0
            glGetIntegerv(GLenum(GL_DEPTH_BITS), &bits)
            surface.depthBits = glGetError() == GLenum(GL_NO_ERROR) ? Int(bits) : 0
        }
        guard (surface.depthBits ?? 0) >= 16 else { return false }
        if !surface.depthCleared {
            surface.target.bindForDrawing(state)
            state.setDepth(test: false, writes: true)
            glClear(GLbitfield(GL_DEPTH_BUFFER_BIT))
            surface.depthCleared = true
        }
        return true
    }

    /// Numbers the run's layers (and their shadows, half a step behind) on `surface`.
    func assignDepths(_ instances: inout [QuadInstance], shadows: inout RunShadows, on surface: CompositingSurface) {
        let first = surface.depthIndex
        for index in instances.indices {
            instances[index].depth = 1 - Float(first + index + 1) * Self.depthStep
        }
        for (k, caster) in shadows.casters.enumerated() {
            shadows.instances[k].depth = instances[caster].depth + Self.depthStep / 2
        }
        surface.depthIndex = first + instances.count
    }
}
