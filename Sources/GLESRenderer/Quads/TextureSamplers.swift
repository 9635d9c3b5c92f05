import CGLES
import CoreAnimationValues
import CoreGraphics
import Foundation

/// GL sampler objects for the contents filters other than the default,
/// made on first use and bound on texture unit 0 around the batches that
/// need them; texture unit 0 is left with no sampler (the textures' own
/// linear parameters) after each draw, for the passes that follow.
///
/// An unknown filter name samples as linear (reported where it is read,
/// see `ContentsFilters.Filter`).
///
/// - Note: Render thread only; the context must be current.
final class TextureSamplers {
    private var samplers: [ContentsFilters: GLuint] = [:]
    private var bound: ContentsFilters = .linear
    /// Sampler binds issued since the last `takeCalls()`.
    private var calls = 0

    deinit {
        for var name in samplers.values { glDeleteSamplers(1, &name) }
    }

    /// Samples texture unit 0 with `filters` (making `texture`'s smaller
    /// levels first when they are sampled).
    func bind(_ filters: ContentsFilters, texture: GLTextureName, textures: TextureCache) {
        if filters.usesMipmaps { textures.makeMipmaps(texture) }
        guard filters != bound else { return }
        glBindSampler(0, filters == .linear ? 0 : sampler(for: filters))
        bound = filters
        calls += 1
    }

    /// Back to the textures' own parameters.
    func unbind() {
        guard bound != .linear else { return }
        glBindSampler(0, 0)
        bound = .linear
        calls += 1
    }

    /// Returns and resets the count of sampler binds.
    func takeCalls() -> Int {
        defer { calls = 0 }
        return calls
    }

    private func sampler(for filters: ContentsFilters) -> GLuint {
        if let name = samplers[filters] { return name }
        var name: GLuint = 0
        glGenSamplers(1, &name)
        let minification: GLint
        switch filters.minifying {
        case .nearest: minification = GL_NEAREST
        case .trilinear: minification = GL_LINEAR_MIPMAP_LINEAR
        case .linear: minification = GL_LINEAR
        }
        // Trilinear magnifies as linear: there is no larger level.
        let magnification: GLint = filters.magnifying == .nearest ? GL_NEAREST : GL_LINEAR
        glSamplerParameteri(name, GLenum(GL_TEXTURE_MIN_FILTER), minification)
        glSamplerParameteri(name, GLenum(GL_TEXTURE_MAG_FILTER), magnification)
        glSamplerParameteri(name, GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
        glSamplerParameteri(name, GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
        samplers[filters] = name
        return name
    }
}
