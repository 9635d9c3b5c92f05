import CGLES
import CoreAnimationValues
import CoreGraphics
import Foundation
import RenderServer

/// Blurred alpha textures for shadows the closed form cannot draw: those
/// shaped by `shadowPath`, by the layer's contents, or by its subtree. One entry per casting
/// layer, kept while its inputs stay the same.
///
/// Making an entry: the shape's alpha is drawn at reduced resolution into a
/// texture laid out by `ShadowImageLayout` (the shape's bounds grown by 3σ,
/// one texel per ⌈σ/4⌉ pixels, a side at most 1024 texels), then blurred by
/// a separable Gaussian in two passes (`ShadowBlurPass`), horizontal then
/// vertical. A `shadowPath` is filled by `CGContext` (Cairo) and uploaded; a
/// layer's own alpha is drawn by the layer quad program; a subtree's alpha
/// by the executor, running the pass the frame's plan made for it.
///
/// **Keys.** An entry is reused while the layer's key is equal: the path (by
/// value) or the layer quad's shape (size, corners, colours' alpha, border,
/// contents image object, contents rect, destination and centre) or the
/// subtree's source (`SubtreeShadowSource.makesSameShadow`), σ, and
/// the pixels per point of the layer (rounded to a quarter octave, so a
/// scale animation re-renders at most every 19 %). Colour, opacity and
/// offset are applied when drawing, so changing them costs nothing here.
/// `endFrame()` drops entries of layers that were not drawn that frame.
///
/// - Note: Render thread only; the context must be current.
package final class ShadowTextureCache {
    /// What a blurred shadow texture depends on.
    package struct Key: Equatable {
        package enum Source: Equatable {
            /// A `shadowPath`, in bounds coordinates, and the bounds' origin (layer space's (0, 0)).
            case path(CGPath, boundsOrigin: CGPoint)
            /// The layer quad with its transform reset, opacity 1 and texture index 0, and its image.
            case layer(QuadInstance, image: CGImage?)
            /// The layer's composited subtree, as the frame's plan describes it.
            /// Equal while it makes the same shadow: a subtree that only moves,
            /// or whose shadow only changes colour, keeps its texture.
            case subtree(SubtreeShadowSource)

            package static func == (lhs: Source, rhs: Source) -> Bool {
                switch (lhs, rhs) {
                case let (.path(a, aOrigin), .path(b, bOrigin)):
                    return aOrigin == bOrigin && a == b
                case let (.layer(a, aImage), .layer(b, bImage)):
                    return a == b && aImage === bImage
                case let (.subtree(a), .subtree(b)):
                    return a.makesSameShadow(as: b)
                default:
                    return false
                }
            }
        }

        package var source: Source
        /// σ in layer units.
        package var sigma: CGFloat
        /// Target pixels per layer unit, quantised (see `quantised(pixelsPerUnit:)`).
        package var pixelsPerUnit: CGFloat

        package init(source: Source, sigma: CGFloat, pixelsPerUnit: CGFloat) {
            self.source = source
            self.sigma = sigma
            self.pixelsPerUnit = pixelsPerUnit
        }

        /// `value` rounded to a quarter octave, within 1/64…64 (`ShadowImageLayout.quantised`).
        package static func quantised(pixelsPerUnit value: CGFloat) -> CGFloat {
            ShadowImageLayout.quantised(pixelsPerUnit: value)
        }
    }

    /// A blurred alpha texture and where it lands in layer space (before the shadow's offset).
    package struct Blurred {
        package var texture: GLTextureName
        package var region: CGRect
    }

    private struct Entry {
        var key: Key
        var target: OffscreenRenderTarget
        var region: CGRect
        var frame: Int
    }

    /// Blurred textures made since the last `resetCounters()`.
    package private(set) var renders = 0
    /// Entries held now.
    package var count: Int { entries.count }

    private let context: GLESContext
    private let blur: ShadowBlurPass
    private var entries: [LayerID: Entry] = [:]
    private var frame = 0
    /// The largest side of a blurred texture, in texels.
    private let maximumSide: Int

    /// - Throws: `GLESRendererError.shaderCompile` or `.programLink` (the blur program).
    package init(context: GLESContext) throws {
        self.context = context
        blur = try ShadowBlurPass(context: context)
        maximumSide = ShadowImageLayout.maximumSide(maxImageSide: FramePlanExecutor.maxImageSide(of: context))
    }

    package func resetCounters() {
        renders = 0
    }

    /// The blurred texture of `layer`'s shadow, made now unless the entry's key equals `key`.
    ///
    /// - Parameters:
    ///   - shapeBounds: the shape's extent in layer space (the path's bounding
    ///     box less the bounds' origin, or the layer's bounds).
    ///   - quads: draws a layer's alpha for `.layer` keys.
    /// - Returns: nil when no texture can be made (empty shape, target
    ///   refused, with a diagnostic); the next frame tries again.
    package func blurred(for layer: LayerID, key: Key, shapeBounds: CGRect, quads: LayerQuadRenderer) -> Blurred? {
        if var entry = entries[layer], entry.key == key {
            entry.frame = frame
            entries[layer] = entry
            return Blurred(texture: entry.target.colorTexture, region: entry.region)
        }
        entries[layer] = nil
        guard let layout = ShadowImageLayout(shapeBounds: shapeBounds, sigma: key.sigma,
                                             pixelsPerUnit: key.pixelsPerUnit, maximumSide: maximumSide),
              let made = make(key: key, layout: layout, quads: quads, drawSubtree: { _ in })
        else { return nil }
        return store(made, as: key, for: layer, layout: layout)
    }

    /// The texture kept for `layer`, marked used, whatever it was made from
    /// (the plan found that it still stands: `keepsShadow(of:madeFrom:)`).
    package func kept(for layer: LayerID) -> Blurred? {
        guard var entry = entries[layer] else { return nil }
        entry.frame = frame
        entries[layer] = entry
        return Blurred(texture: entry.target.colorTexture, region: entry.region)
    }

    /// A new texture for `layer`'s shadow made from its subtree: `draw`
    /// draws the subtree's alpha into the source target (cleared, of the
    /// layout's size), which is then blurred. Nil (reported) when a target
    /// cannot be made.
    package func blurredSubtree(for layer: LayerID, source: SubtreeShadowSource, layout: ShadowImageLayout,
                                quads: LayerQuadRenderer, draw: (OffscreenRenderTarget) -> Void) -> Blurred? {
        entries[layer] = nil
        let key = Key(source: .subtree(source), sigma: source.sigma, pixelsPerUnit: source.pixelsPerUnit)
        guard let made = make(key: key, layout: layout, quads: quads, drawSubtree: draw) else { return nil }
        return store(made, as: key, for: layer, layout: layout)
    }

    private func store(_ made: OffscreenRenderTarget, as key: Key, for layer: LayerID,
                       layout: ShadowImageLayout) -> Blurred {
        entries[layer] = Entry(key: key, target: made, region: layout.region, frame: frame)
        renders += 1
        return Blurred(texture: made.colorTexture, region: layout.region)
    }

    /// Drops the entries not used since the last `endFrame()`, and starts a new frame.
    package func endFrame() {
        let current = frame
        entries.keepOnly { $0.frame == current }
        frame &+= 1
    }

    /// The blurred texture of `key`'s shape over `layout`; a subtree's alpha is drawn by `drawSubtree`.
    private func make(key: Key, layout: ShadowImageLayout, quads: LayerQuadRenderer,
                      drawSubtree: (OffscreenRenderTarget) -> Void) -> OffscreenRenderTarget? {
        let sigma = max(0, key.sigma)
        let region = layout.region, texelsPerUnit = layout.texelsPerUnit
        let width = layout.width, height = layout.height
        do {
            let scratch = try OffscreenRenderTarget(context: context, width: width, height: height)
            let result = try OffscreenRenderTarget(context: context, width: width, height: height)
            let kernel = GaussianKernel(sigma: Double(sigma * texelsPerUnit))
            switch key.source {
            case let .path(path, origin):
                guard let texture = Self.uploadFilled(path, origin: origin, region: region, texelsPerUnit: texelsPerUnit,
                                                      width: width, height: height, state: context.state)
                else { return nil }
                blur.blur(texture, along: .horizontal, kernel: kernel, into: scratch)
                context.state.forget(texture: texture)
                var name = texture.rawValue
                glDeleteTextures(1, &name)
            case let .layer(instance, image):
                let source = try OffscreenRenderTarget(context: context, width: width, height: height)
                var drawn = instance
                let toTexels = CATransform3DConcat(
                    CATransform3DConcat(CATransform3DMakeTranslation(-region.minX, -region.minY, 0),
                                        CATransform3DMakeScale(texelsPerUnit, texelsPerUnit, 1)),
                    source.pixelToClipTransform)
                drawn.transform = toTexels
                quads.draw([drawn], textures: image.map { [$0] } ?? [], to: source, clearColor: .clear)
                blur.blur(source.colorTexture, along: .horizontal, kernel: kernel, into: scratch)
            case .subtree:
                let source = try OffscreenRenderTarget(context: context, width: width, height: height)
                drawSubtree(source)
                blur.blur(source.colorTexture, along: .horizontal, kernel: kernel, into: scratch)
            }
            blur.blur(scratch.colorTexture, along: .vertical, kernel: kernel, into: result)
            return result
        } catch {
            Diagnostics.report("shadow texture of \(width)×\(height) not made: \(error); the shadow is not drawn",
                               subsystem: "GLESRenderer")
            return nil
        }
    }

    /// `path` filled (non-zero, anti-aliased) by `CGContext` over `region` at
    /// `texelsPerUnit`, uploaded as an RGBA8 texture whose row 0 is the
    /// region's bottom (GL's order, as a rendered target has it).
    private static func uploadFilled(_ path: CGPath, origin: CGPoint, region: CGRect, texelsPerUnit: CGFloat,
                                     width: Int, height: Int, state: GLStateCache) -> GLTextureName? {
        // Cairo's own layout; only alpha (the fourth byte) is read.
        let info = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        guard let canvas = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                     space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info),
              let pixels = canvas.data
        else { return nil }
        // CG's y is up with row 0 of memory at the top: layer space (y down)
        // maps without a flip, which leaves the region's top in the last row.
        canvas.scaleBy(x: texelsPerUnit, y: texelsPerUnit)
        canvas.translateBy(x: -(region.minX + origin.x), y: -(region.minY + origin.y))
        canvas.addPath(path)
        canvas.setFillColor(gray: 1, alpha: 1)
        canvas.fillPath(using: .winding)
        canvas.flush()

        var name: GLuint = 0
        glGenTextures(1, &name)
        let texture = GLTextureName(rawValue: name)
        state.bindTexture(texture)
        glTexStorage2D(GLenum(GL_TEXTURE_2D), 1, GLenum(GL_RGBA8), GLsizei(width), GLsizei(height))
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 4)
        glTexSubImage2D(GLenum(GL_TEXTURE_2D), 0, 0, 0, GLsizei(width), GLsizei(height),
                        GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), pixels)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
        return texture
    }
}

extension ShadowTextureCache: SubtreeShadowLookup {
    package func keepsShadow(of layer: LayerID, madeFrom source: SubtreeShadowSource) -> Bool {
        guard var entry = entries[layer], case .subtree(let kept) = entry.key.source, kept.makesSameShadow(as: source)
        else { return false }
        entry.frame = frame
        entries[layer] = entry
        return true
    }
}
