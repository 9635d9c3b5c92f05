import CGLES
import CoreAnimationValues
import CoreGraphics
import Shaders

/// Composites an offscreen group's image into its parent surface
/// (`Shaders/group_composite.frag`): one quad over the group's pixels,
/// texel for pixel, times the group's opacity and, in the masked variant,
/// times the mask image's alpha.
///
/// The content image is bound on texture unit 0 through the state cache;
/// the mask image on unit 1 directly, unbound again after the draw (the
/// cache tracks unit 0 only and is left with unit 0 active).
///
/// - Note: Render thread only; the context must be current.
final class GroupCompositeProgram {
    let quad: SingleQuadProgram
    private let opacityLocation: GLint
    private let masked: Bool

    /// - Throws: `GLESRendererError.shaderCompile` or `.programLink`.
    init(masked: Bool, context: GLESContext) throws {
        self.masked = masked
        quad = try SingleQuadProgram(
            name: "group_composite", fragmentSource: ShaderSource.groupCompositeFragment,
            defines: masked ? ["GROUP_MASK"] : [], context: context)
        opacityLocation = quad.program.uniformLocation("uOpacity")
        quad.use()
        glUniform1i(quad.program.uniformLocation("uContent"), 0)
        if masked { glUniform1i(quad.program.uniformLocation("uMask"), 1) }
    }

    /// Draws `content` (and `mask`, which covers the same pixels) into
    /// `parent` with premultiplied blending, in whatever stencil test is set.
    func composite(
        content: CompositingSurface, mask: CompositingSurface?, opacity: Float, into parent: CompositingSurface,
        state: GLStateCache
    ) {
        guard let contentTarget = content.target as? OffscreenRenderTarget else { return }
        let maskTarget = mask?.target as? OffscreenRenderTarget
        parent.target.bindForDrawing(state)
        state.setColorWrites(true)
        state.setPremultipliedBlending(true)
        quad.use()
        glUniform1f(opacityLocation, min(max(opacity, 0), 1))
        quad.countCall()
        state.bindTexture(contentTarget.colorTexture)
        if masked, let maskTarget {
            glActiveTexture(GLenum(GL_TEXTURE1))
            glBindTexture(GLenum(GL_TEXTURE_2D), maskTarget.colorTexture.rawValue)
            glActiveTexture(GLenum(GL_TEXTURE0))
        }
        let rect = content.rect
        let place = CATransform3DMakeTranslation(CGFloat(rect.x - parent.rect.x), CGFloat(rect.y - parent.rect.y), 0)
        quad.draw(
            transform: CATransform3DConcat(place, parent.target.pixelToClipTransform),
            size: CGSize(width: rect.width, height: rect.height))
        if masked, maskTarget != nil {
            glActiveTexture(GLenum(GL_TEXTURE1))
            glBindTexture(GLenum(GL_TEXTURE_2D), 0)
            glActiveTexture(GLenum(GL_TEXTURE0))
            quad.countCall()
        }
    }
}
