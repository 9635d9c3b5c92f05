import CGLES
import CoreAnimationValues
import CoreGraphics
import RenderServer
import Shaders

/// Draws a blurred backdrop through its layer's bounds quad
/// (`group_composite.frag` with `BACKDROP_BLUR`): each pixel reads the
/// blurred image at its own place on the target, times saturation and
/// opacity, inside the layer's rounded rectangle, anti-aliased.
///
/// Two variants, as the layer program has: circular corners (and square
/// ones), and continuous corners (`BACKDROP_CONTINUOUS`, with
/// `corner_shape.glsl`), made on first use. llvmpipe runs both sides of a
/// branch on a uniform, so the superellipse's powers stay out of the
/// common program rather than behind an `if`.
///
/// - Note: Render thread only; the context must be current.
final class BackdropCompositeProgram {
    let quad: SingleQuadProgram
    private let regionLocation: GLint
    private let saturationLocation: GLint
    private let opacityLocation: GLint
    private let shapeSizeLocation: GLint
    private let radiiLocation: GLint
    private let exponentLocation: GLint

    /// - Throws: `GLESRendererError.shaderCompile` or `.programLink`.
    init(continuous: Bool, context: GLESContext) throws {
        quad = try SingleQuadProgram(
            name: "backdrop_blur", fragmentSource: ShaderSource.groupCompositeFragment,
            defines: continuous ? ["BACKDROP_BLUR", "BACKDROP_CONTINUOUS"] : ["BACKDROP_BLUR"],
            fragmentLibraries: continuous ? [ShaderSource.cornerShapeLibrary] : [], context: context)
        regionLocation = quad.program.uniformLocation("uRegion")
        saturationLocation = quad.program.uniformLocation("uSaturation")
        opacityLocation = quad.program.uniformLocation("uOpacity")
        shapeSizeLocation = quad.program.uniformLocation("uShapeSize")
        radiiLocation = quad.program.uniformLocation("uCornerRadii")
        exponentLocation = quad.program.uniformLocation("uCornerExponent")
        quad.use()
        glUniform1i(quad.program.uniformLocation("uContent"), 0)
    }

    /// Draws `image` through `step`'s layer quad onto `surface`, blending
    /// premultiplied, in whatever stencil test is set. `region` is the
    /// source's rectangle in the target's window coordinates (y up).
    func draw(_ image: BlurredBackdrop, of step: BackdropBlurComposite,
              region: (x: Int, y: Int, width: Int, height: Int), on surface: CompositingSurface, state: GLStateCache) {
        let bounds = step.root.properties.bounds.standardized
        // A pixel of room each side for the anti-aliased edge (in layer units where the layer is not scaled).
        let growth = 1 / max(surface.pointsToPixels, 1e-6)
        let toClip = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeTranslation(bounds.minX - growth, bounds.minY - growth, 0),
                                step.root.transform),
            surface.rootToClip)
        guard toClip.isFinite else { return }
        surface.target.bindForDrawing(state)
        state.setDepth(test: false, writes: false)
        state.setColorWrites(true)
        state.setPremultipliedBlending(true)
        quad.use()
        // Source pixels → image pixels (each blit maps its rectangle's edges
        // onto the next's) → the target's texture coordinates.
        let across = GLfloat(image.width) / GLfloat(region.width) / GLfloat(image.target.pixelWidth)
        let down = GLfloat(image.height) / GLfloat(region.height) / GLfloat(image.target.pixelHeight)
        glUniform4f(regionLocation, GLfloat(region.x), GLfloat(region.y), across, down)
        glUniform1f(saturationLocation, step.saturation)
        glUniform1f(opacityLocation, min(max(step.opacity, 0), 1))
        let corners = step.root.properties.corners
        let radii = corners.reaches(in: bounds.size)
        glUniform2f(shapeSizeLocation, GLfloat(bounds.width), GLfloat(bounds.height))
        glUniform4f(radiiLocation, radii[0], radii[1], radii[2], radii[3])
        glUniform1f(exponentLocation, Float(corners.exponent(in: bounds.size)))
        for _ in 0..<6 { quad.countCall() }
        state.bindTexture(image.target.colorTexture)
        quad.draw(transform: toClip, size: CGSize(width: bounds.width + 2 * growth, height: bounds.height + 2 * growth))
    }
}
