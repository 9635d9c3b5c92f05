import CGLES
import CoreGraphics
import Foundation

/// A framebuffer object with an RGBA8 texture of a fixed pixel size, for
/// headless rendering, tests and frame export; its texture can later feed
/// offscreen passes. A depth-stencil renderbuffer beside it holds the
/// stencil that clips to `masksToBounds` (depth is unused).
///
/// - Note: Render thread only; releases its GL objects on deinit (the context
///   must still be current).
package final class OffscreenRenderTarget: RenderTarget {
    package let pixelWidth: Int
    package let pixelHeight: Int
    package let framebuffer: GLFramebufferName
    /// The colour attachment (RGBA8, premultiplied content, no mipmaps).
    package let colorTexture: GLTextureName
    /// The depth-stencil renderbuffer (DEPTH24_STENCIL8).
    private let stencilBuffer: GLuint
    private let context: GLESContext

    /// - Throws: `GLESRendererError.invalidTargetSize` or `.framebufferIncomplete`.
    package init(context: GLESContext, width: Int, height: Int) throws {
        context.assertCurrent()
        let limit = min(context.maxRenderTargetSize, context.maxTextureSize)
        guard width >= 1, height >= 1, width <= limit, height <= limit else {
            throw GLESRendererError.invalidTargetSize(width: width, height: height, maximum: limit)
        }
        self.context = context
        self.pixelWidth = width
        self.pixelHeight = height
        let state = context.state

        var texture: GLuint = 0
        glGenTextures(1, &texture)
        colorTexture = GLTextureName(rawValue: texture)
        state.bindTexture(colorTexture)
        glTexStorage2D(GLenum(GL_TEXTURE_2D), 1, GLenum(GL_RGBA8), GLsizei(width), GLsizei(height))
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)

        var renderbuffer: GLuint = 0
        glGenRenderbuffers(1, &renderbuffer)
        stencilBuffer = renderbuffer
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), renderbuffer)
        glRenderbufferStorage(GLenum(GL_RENDERBUFFER), GLenum(GL_DEPTH24_STENCIL8), GLsizei(width), GLsizei(height))

        var fbo: GLuint = 0
        glGenFramebuffers(1, &fbo)
        framebuffer = GLFramebufferName(rawValue: fbo)
        state.bindFramebuffer(framebuffer)
        glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), texture, 0)
        glFramebufferRenderbuffer(
            GLenum(GL_FRAMEBUFFER), GLenum(GL_DEPTH_STENCIL_ATTACHMENT), GLenum(GL_RENDERBUFFER), renderbuffer)
        let status = glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER))
        guard status == GLenum(GL_FRAMEBUFFER_COMPLETE) else {
            state.forget(framebuffer: framebuffer)
            state.forget(texture: colorTexture)
            glDeleteFramebuffers(1, &fbo)
            glDeleteTextures(1, &texture)
            glDeleteRenderbuffers(1, &renderbuffer)
            throw GLESRendererError.framebufferIncomplete(status: status)
        }
    }

    deinit {
        context.state.forget(framebuffer: framebuffer)
        context.state.forget(texture: colorTexture)
        var fbo = framebuffer.rawValue
        var texture = colorTexture.rawValue
        var renderbuffer = stencilBuffer
        glDeleteFramebuffers(1, &fbo)
        glDeleteTextures(1, &texture)
        glDeleteRenderbuffers(1, &renderbuffer)
    }

    package func bindForDrawing(_ state: GLStateCache) {
        state.bindFramebuffer(framebuffer)
        state.setViewport(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
    }

    /// The target's pixels as premultiplied RGBA8, `pixelWidth * 4` bytes per
    /// row, top row first. Waits for every draw into the target to finish.
    ///
    /// - Complexity: O(pixels); a GPU-to-CPU copy.
    package func readPremultipliedRGBA8() -> Data {
        context.assertCurrent()
        context.state.bindFramebuffer(framebuffer)
        return FramebufferReadback.premultipliedRGBA8(width: pixelWidth, height: pixelHeight)
    }

    /// The target's pixels as a `CGImage` (premultiplied RGBA8, top row first).
    package func makeImage() -> CGImage {
        CGImage(width: pixelWidth, height: pixelHeight, premultipliedRGBA8: readPremultipliedRGBA8(), isOpaque: false)
    }
}
