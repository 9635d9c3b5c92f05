import CGLES
import CoreAnimationValues
import CoreGraphics
import Shaders

/// Draws a running `CATransition` (`Shaders/transition.frag`): a layer's old
/// and new appearances, two offscreen images of its bounds, blended by the
/// transition's type, subtype and progress into the parent surface.
///
/// The flat types draw one quad over the layer's bounds; `cube` and
/// `oglFlip` draw each image on its own face, turned in 3D about the layer's
/// centre (see `TransitionGeometry`). The old image is on texture unit 0
/// through the state cache, the new one on unit 1 directly (unbound after).
///
/// Its one-image mode also composites a `shouldRasterize` layer's cached
/// image through the layer's transform (`drawImage`).
///
/// - Note: Render thread only; the context must be current.
final class TransitionProgram {
    let quad: SingleQuadProgram
    private let locations: [String: GLint]

    /// - Throws: `GLESRendererError.shaderCompile` or `.programLink`.
    init(context: GLESContext) throws {
        quad = try SingleQuadProgram(name: "transition", fragmentSource: ShaderSource.transitionFragment, context: context)
        var locations: [String: GLint] = [:]
        for name in ["uOldImageSize", "uNewImageSize", "uMode", "uWhich", "uProgress", "uDirection", "uOpacity", "uShade"] {
            locations[name] = quad.program.uniformLocation(name)
        }
        self.locations = locations
        quad.use()
        glUniform1i(quad.program.uniformLocation("uOld"), 0)
        glUniform1i(quad.program.uniformLocation("uNew"), 1)
    }

    /// Draws the transition at `progress` over a layer of `size` points whose
    /// bounds space maps to the parent's clip space by `layerToClip`.
    func draw(_ geometry: TransitionGeometry, progress: Double, size: CGSize, layerToClip: CATransform3D, opacity: Float,
              old: CompositingSurface, new: CompositingSurface, into parent: CompositingSurface, state: GLStateCache) {
        guard let oldTarget = old.target as? OffscreenRenderTarget, let newTarget = new.target as? OffscreenRenderTarget
        else { return }
        parent.target.bindForDrawing(state)
        state.setColorWrites(true)
        state.setPremultipliedBlending(true)
        quad.use()
        state.bindTexture(oldTarget.colorTexture)
        glActiveTexture(GLenum(GL_TEXTURE1))
        glBindTexture(GLenum(GL_TEXTURE_2D), newTarget.colorTexture.rawValue)
        glActiveTexture(GLenum(GL_TEXTURE0))
        glUniform2f(locations["uOldImageSize"]!, GLfloat(old.rect.width), GLfloat(old.rect.height))
        glUniform2f(locations["uNewImageSize"]!, GLfloat(new.rect.width), GLfloat(new.rect.height))
        glUniform1f(locations["uProgress"]!, GLfloat(progress))
        glUniform2f(locations["uDirection"]!, GLfloat(geometry.direction.dx), GLfloat(geometry.direction.dy))
        glUniform1f(locations["uOpacity"]!, GLfloat(min(max(opacity, 0), 1)))
        for pass in geometry.passes(progress: progress, size: size) {
            glUniform1i(locations["uMode"]!, GLint(pass.mode))
            glUniform1i(locations["uWhich"]!, pass.showsNew ? 1 : 0)
            glUniform1f(locations["uShade"]!, GLfloat(pass.shade))
            quad.countCall()
            quad.draw(transform: CATransform3DConcat(pass.transform, layerToClip), size: size)
        }
        glActiveTexture(GLenum(GL_TEXTURE1))
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)
        glActiveTexture(GLenum(GL_TEXTURE0))
        quad.countCall()
    }

    /// Draws one image (the top-left `image.rect` of its target) over a quad
    /// of `size` points whose space maps to the parent's clip space by
    /// `layerToClip`, sampled bilinearly, times `opacity`.
    func drawImage(_ image: CompositingSurface, size: CGSize, layerToClip: CATransform3D, opacity: Float,
                   into parent: CompositingSurface, state: GLStateCache) {
        guard let target = image.target as? OffscreenRenderTarget else { return }
        parent.target.bindForDrawing(state)
        state.setColorWrites(true)
        state.setPremultipliedBlending(true)
        quad.use()
        state.bindTexture(target.colorTexture)
        glUniform2f(locations["uOldImageSize"]!, GLfloat(image.rect.width), GLfloat(image.rect.height))
        glUniform1f(locations["uOpacity"]!, GLfloat(min(max(opacity, 0), 1)))
        glUniform1i(locations["uMode"]!, 4)
        glUniform1i(locations["uWhich"]!, 0)
        glUniform1f(locations["uShade"]!, 1)
        quad.countCall()
        quad.draw(transform: layerToClip, size: size)
    }
}
