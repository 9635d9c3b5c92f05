import CGLES
import CoreAnimationValues
import CoreGraphics
import Foundation
import RenderServer
import Shaders

/// Clips drawing to `masksToBounds` shapes with the stencil buffer.
///
/// A surface's stencil holds one clip chain (outermost shape first) as a
/// count: a pixel's value is k when its centre lies inside the first k
/// shapes of the chain. Drawing inside a chain of n shapes then tests
/// `EQUAL n`. Moving from one chain to the next changes only what differs:
///
/// ```
///   push shape k (k = 1…n):  test EQUAL k-1, on pass INCR   (inside shapes 1…k → k)
///   pop  shape k (k = n…1):  test EQUAL k,   on pass DECR   (undoes the push exactly)
///   no clip:                 test off, stencil left as it is (popped on the next push)
/// ```
///
/// A pop covers the same pixels as its push (same quad, same shader), so
/// siblings under one clipping parent share its stencil, and a nested
/// clipper pushes and pops only its own shape. Pops are deferred until a
/// different chain is pushed, and never replaced by a clear: a shape's draw
/// costs its own area, a clear the whole target. A surface's stencil is
/// cleared when the first clip is pushed on it (or with the depth, when
/// occluders come first: `FramePlanExecutor+Occlusion.swift`), not with its
/// colour: most frames clip nothing, and on llvmpipe a stencil clear costs about a
/// millisecond at 1280×720 (depth is cleared with it, so that a combined
/// depth-stencil buffer is written whole rather than masked). Colour writes
/// are off while shapes are drawn.
///
/// **Edges.** The stencil is all or nothing per pixel: a pixel is inside a
/// clip when its centre is, including along the rounded corners, which
/// therefore have hard (aliased) edges where the layers' own edges are
/// anti-aliased. Axis-aligned clips on whole pixels are exact either way.
/// Continuous corners (`LayerCorners`) are cut along their own curve.
///
/// Chains deeper than 255 shapes (the 8-bit stencil) keep their outermost
/// 255, with a diagnostic. A target without a stencil buffer passes every
/// test, so its layers draw unclipped.
///
/// - Note: Render thread only; the context must be current.
final class ClipStencil {
    static let maximumDepth = 255

    private let program: SingleQuadProgram
    private let radiiLocation: GLint
    private let exponentLocation: GLint
    private let state: GLStateCache
    private var reportedDepth = false
    /// Shapes drawn into the stencil since the last `takeCounts()`.
    private(set) var shapeDraws = 0

    /// - Throws: `GLESRendererError.shaderCompile` or `.programLink`.
    init(context: GLESContext) throws {
        program = try SingleQuadProgram(name: "clip_shape", fragmentSource: ShaderSource.clipShapeFragment,
                                        fragmentLibraries: [ShaderSource.cornerShapeLibrary], context: context)
        radiiLocation = program.program.uniformLocation("uCornerRadii")
        exponentLocation = program.program.uniformLocation("uCornerExponent")
        state = context.state
    }

    /// Sets the stencil test that passes exactly inside `wanted` on
    /// `surface`, bringing the surface's stencil to that chain first (no
    /// test, and no change, for an empty chain).
    ///
    /// - Complexity: one draw per shape pushed or popped; nothing when the
    ///   chain is the one already there.
    func apply(_ wanted: ArraySlice<ClipShape>, on surface: CompositingSurface) {
        guard !wanted.isEmpty else {
            state.setStencilTest(false)
            return
        }
        var chain = wanted
        if chain.count > Self.maximumDepth {
            if !reportedDepth {
                reportedDepth = true
                Diagnostics.report(
                    "\(chain.count) nested masksToBounds clips: only the outermost \(Self.maximumDepth) are applied (8-bit stencil)",
                    subsystem: "GLESRenderer")
            }
            chain = chain.prefix(Self.maximumDepth)
        }
        let current = surface.stencilChain ?? []
        if surface.stencilChain == nil {
            surface.target.bindForDrawing(state)
            glClear(GLbitfield(GL_DEPTH_BUFFER_BIT | GL_STENCIL_BUFFER_BIT))
            surface.stencilChain = []
        }
        if !current.elementsEqual(chain) {
            var common = 0
            while common < min(current.count, chain.count),
                  current[current.startIndex + common] == chain[chain.startIndex + common] {
                common += 1
            }
            surface.target.bindForDrawing(state)
            for depth in stride(from: current.count, to: common, by: -1) {
                drawShape(current[current.startIndex + depth - 1], testing: depth, pass: GLenum(GL_DECR), on: surface)
            }
            for depth in (common + 1)..<(chain.count + 1) {
                drawShape(chain[chain.startIndex + depth - 1], testing: depth - 1, pass: GLenum(GL_INCR), on: surface)
            }
            state.setColorWrites(true)
            surface.stencilChain = Array(chain)
        }
        state.setStencilTest(true)
        state.setStencil(function: GLenum(GL_EQUAL), reference: chain.count, pass: GLenum(GL_KEEP))
    }

    /// Returns and resets the counts.
    func takeCounts() -> (shapeDraws: Int, stateCalls: Int) {
        defer { shapeDraws = 0 }
        return (shapeDraws, program.takeCalls())
    }

    /// Draws one shape's pixels into the stencil where it equals `reference`.
    private func drawShape(_ shape: ClipShape, testing reference: Int, pass: GLenum, on surface: CompositingSurface) {
        let bounds = shape.bounds.standardized
        let toClip = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeTranslation(bounds.origin.x, bounds.origin.y, 0), shape.transform),
            surface.rootToClip)
        // A shape that cannot be drawn lets nothing through, on push and pop alike.
        guard toClip.isFinite, bounds.width > 0, bounds.height > 0 else { return }
        state.setColorWrites(false)
        state.setStencilTest(true)
        state.setStencil(function: GLenum(GL_EQUAL), reference: reference, pass: pass)
        program.use()
        let radii = shape.corners.reaches(in: bounds.size)
        glUniform4f(radiiLocation, radii[0], radii[1], radii[2], radii[3])
        let continuous = shape.corners.areContinuous(in: bounds.size)
        glUniform1f(exponentLocation, continuous ? Float(shape.corners.exponent(in: bounds.size)) : 0)
        program.countCall()
        program.countCall()
        program.draw(transform: toClip, size: bounds.size)
        shapeDraws += 1
    }
}
