import CoreAnimationValues
import CoreGraphics
import Foundation

/// A layer whose drawing is one hard-edged rectangle, solid or textured (a
/// texture may be tinted: `QuadInstance.Contents.tint`): what
/// the sprite program (`Shaders/sprite_quad.*`) draws instead of the layer
/// program.
///
/// **Which layers qualify** (`init?(_:texture:)`, decided per instance):
///
/// ```
///   sprite   ⇔  !allowsEdgeAntialiasing            (Apple's default: hard edges)
///             ∧ no rounded corner                   (radius 0 or no masked corner)
///             ∧ no visible border                   (width 0 or a clear colour)
///             ∧ exactly one fill:
///                 solid    = background, no contents
///                 contents = a resolved texture over a clear background,
///                            with the default contentsCenter (no nine-slice)
///   (and the draw has no anti-aliased clip: `LayerQuadClip` needs the layer program)
/// ```
///
/// Everything else (corners, borders, edge antialiasing, a background under
/// contents, a clip) takes the layer program, whose signed-distance edges
/// cost several times more per pixel on llvmpipe. Apple does not anti-alias
/// layer edges unless asked, so the sprite is not an approximation: it is
/// what such a layer looks like. A per-layer feature that only the layer
/// program draws (nine-slice contents, say) must be added to this key.
///
/// The solid rectangle is the bounds; the textured one is the contents
/// destination cut to the bounds (as the layer program cuts it), with its
/// texture coordinates cut alike. Layer space, as `QuadInstance`.
///
/// A plain value; safe on any thread.
struct SpriteQuad: Equatable {
    enum Fill: Equatable {
        /// Premultiplied, times opacity.
        case solid(PremultipliedColor)
        /// The texture's texels times this opacity.
        case contents(GLTextureName, opacity: Float)
    }

    var fill: Fill
    /// Multiplies the texels of a contents fill (a tint; white for none).
    var tint: PremultipliedColor = .white
    /// The rectangle drawn, in layer space.
    var rect: CGRect
    /// Texture coordinates at `rect`'s min and max corners (u0, v0, u1, v1); zero for solid fills.
    var textureCorners: (Float, Float, Float, Float)

    /// The default `contentsCenter`: the whole image stretches.
    private static let wholeImage = CGRect(x: 0, y: 0, width: 1, height: 1)

    /// Floats per instance in the sprite program's buffer: the transform's x,
    /// y and w rows 9 and the depth, rect 4, texture corners 4, colour 4.
    /// (The matrix's z row goes unsent: the program sets clip z from the
    /// depth. Whole, it was 28 floats; two instances a sprite, and the
    /// driver's copies of each frame's buffer, were a kilobyte a sprite.)
    static let floatsPerInstance = 22

    /// The sprite form of `instance`, or nil when it needs the layer program.
    ///
    /// - Parameter texture: the texture of the instance's contents once
    ///   resolved; nil when it has none or its image was refused (then it is
    ///   drawn without contents).
    /// - Precondition: `instance.pointee.isDrawable`.
    /// - Note: `instance` is read in place: a copy (of it or of its
    ///   contents) would move hundreds of bytes per layer.
    init?(_ instance: UnsafePointer<QuadInstance>, texture: GLTextureName?) {
        guard !Self.hasLayerProgramEdges(instance) else { return nil }
        let opacity = min(max(instance.pointee.opacity, 0), 1)
        let bounds = CGRect(origin: .zero, size: instance.pointee.size)
        if let texture, instance.pointee.hasContents {
            // Nine-slice contents (`contentsCenter` other than the whole image) need the layer program.
            guard instance.pointee.backgroundColor.alpha == 0, instance.pointee.contents!.center == Self.wholeImage
            else { return nil }
            let destination = instance.pointee.contents!.destination.standardized
            // Usually the destination is the bounds (`.resize`) or inside them;
            // past them it is cut by them only when the layer masks to bounds.
            let shown = bounds.contains(destination) || !instance.pointee.contents!.masksToBounds
                ? destination : destination.intersection(bounds)
            guard !shown.isNull, shown.width > 0, shown.height > 0 else { return nil }
            // Texture coordinates along the destination, cut where the bounds cut it.
            let source = instance.pointee.contents!.rect
            // The rectangle as given: a negative size mirrors the image (its
            // `minX` and `width` would be the standardized, unmirrored ones).
            func u(_ x: CGFloat) -> Float {
                Float(source.origin.x + (x - destination.minX) / destination.width * source.size.width)
            }
            func v(_ y: CGFloat) -> Float {
                Float(source.origin.y + (y - destination.minY) / destination.height * source.size.height)
            }
            fill = .contents(texture, opacity: opacity)
            tint = instance.pointee.contents!.tint
            rect = shown
            textureCorners = (u(shown.minX), v(shown.minY), u(shown.maxX), v(shown.maxY))
        } else {
            let c = instance.pointee.backgroundColor
            fill = .solid(PremultipliedColor(
                red: c.red * opacity, green: c.green * opacity, blue: c.blue * opacity, alpha: c.alpha * opacity))
            rect = bounds
            textureCorners = (0, 0, 0, 0)
        }
    }

    /// Whether the instance's edges need the layer program: anti-aliased,
    /// rounded or bordered.
    private static func hasLayerProgramEdges(_ instance: UnsafePointer<QuadInstance>) -> Bool {
        instance.pointee.allowsEdgeAntialiasing || instance.pointee.corners.isRounded
            || instance.pointee.hasVisibleBorder
    }

    /// Whether the instance takes the layer program whatever its texture
    /// (`init?(_:texture:)` without one): its edges, or contents over a
    /// background or nine-sliced. An instance for which this is false may
    /// still take it, when its image cannot be had.
    static func needsLayerProgram(_ instance: UnsafePointer<QuadInstance>) -> Bool {
        if hasLayerProgramEdges(instance) { return true }
        guard instance.pointee.hasContents else { return false }
        return instance.pointee.backgroundColor.alpha != 0 || instance.pointee.contents!.center != wholeImage
    }

    static func == (a: SpriteQuad, b: SpriteQuad) -> Bool {
        a.fill == b.fill && a.tint == b.tint && a.rect == b.rect && a.textureCorners == b.textureCorners
    }

    /// A contents fill at opacity 1: the sprite program's unfaded variant
    /// draws the texel alone, a multiply and a varying less per pixel.
    var isUnfaded: Bool {
        if case .contents(_, let opacity) = fill { return opacity >= 1 && tint == .white }
        return false
    }

    /// The texture of a contents fill; nil for solid.
    var texture: GLTextureName? {
        if case .contents(let texture, _) = fill { return texture }
        return nil
    }

    /// The instance's floats, in the attribute order of `sprite_quad.vert`.
    ///
    /// - Parameter depth: the layer's depth (NDC, nearer is smaller), in the
    ///   transform's unused input-z column; it counts only under a depth test.
    func write(transform t: CATransform3D, depth: Float, into out: UnsafeMutablePointer<Float>) {
        Self.writeRows(of: t, depth: depth, into: out)
        out[10] = Float(rect.minX); out[11] = Float(rect.minY); out[12] = Float(rect.maxX); out[13] = Float(rect.maxY)
        out[14] = textureCorners.0; out[15] = textureCorners.1; out[16] = textureCorners.2; out[17] = textureCorners.3
        switch fill {
        case .solid(let c):
            out[18] = c.red; out[19] = c.green; out[20] = c.blue; out[21] = c.alpha
        case .contents(_, let opacity):
            out[18] = tint.red * opacity; out[19] = tint.green * opacity
            out[20] = tint.blue * opacity; out[21] = tint.alpha * opacity
        }
    }

    /// The first 10 floats of an instance: of the layer-to-clip matrix `t`
    /// (row vectors, as `CATransform3D`), what x, y and w of a point in the
    /// layer's plane (z = 0) are made of: x's factors of the point's x and
    /// y and its constant term, and the depth; then y's three; then w's.
    /// `sprite_quad.vert` puts the matrix's columns back together from them
    /// (the z row unused) and takes a corner to clip space by the same
    /// expression as `layer_quad.vert`, on the same floats.
    static func writeRows(of t: CATransform3D, depth: Float, into out: UnsafeMutablePointer<Float>) {
        out[0] = Float(t.m11); out[1] = Float(t.m21); out[2] = Float(t.m41); out[3] = depth
        out[4] = Float(t.m12); out[5] = Float(t.m22); out[6] = Float(t.m42)
        out[7] = Float(t.m14); out[8] = Float(t.m24); out[9] = Float(t.m44)
    }

    /// The smallest occluder worth a quad, in points along each side.
    static let smallestOpaquePart: CGFloat = 4

    /// The part of this contents sprite whose samples all fall inside
    /// `interior` (texture coordinates, `OpaqueInterior`): a sprite of that
    /// rectangle and its texture coordinates, or nil when the part is
    /// missing or under `smallestOpaquePart` on a side.
    func opaquePart(within interior: CGRect) -> SpriteQuad? {
        let (u0, v0, u1, v1) = (CGFloat(textureCorners.0), CGFloat(textureCorners.1),
                                CGFloat(textureCorners.2), CGFloat(textureCorners.3))
        guard u1 != u0, v1 != v0 else { return nil }
        // Texture coordinates run linearly along the rectangle (either way round).
        let uLow = max(interior.minX, min(u0, u1)), uHigh = min(interior.maxX, max(u0, u1))
        let vLow = max(interior.minY, min(v0, v1)), vHigh = min(interior.maxY, max(v0, v1))
        guard uHigh > uLow, vHigh > vLow else { return nil }
        func x(_ u: CGFloat) -> CGFloat { rect.minX + (u - u0) / (u1 - u0) * rect.width }
        func y(_ v: CGFloat) -> CGFloat { rect.minY + (v - v0) / (v1 - v0) * rect.height }
        let (xa, xb, ya, yb) = (x(uLow), x(uHigh), y(vLow), y(vHigh))
        let part = CGRect(x: min(xa, xb), y: min(ya, yb), width: abs(xb - xa), height: abs(yb - ya))
        guard part.width >= Self.smallestOpaquePart, part.height >= Self.smallestOpaquePart else { return nil }
        var inside = self
        inside.rect = part
        inside.textureCorners = (Float(u1 > u0 ? uLow : uHigh), Float(v1 > v0 ? vLow : vHigh),
                                 Float(u1 > u0 ? uHigh : uLow), Float(v1 > v0 ? vHigh : vLow))
        return inside
    }

    /// The floats of one solid rectangle given by its edges (a split
    /// layer's inside: `NinePatch.Piece`), in the attribute order of `sprite_quad.vert`.
    static func writeSolid(
        _ color: PremultipliedColor, piece: NinePatch.Piece, transform t: CATransform3D, depth: Float,
        into out: UnsafeMutablePointer<Float>
    ) {
        writeRows(of: t, depth: depth, into: out)
        out[10] = Float(piece.minX); out[11] = Float(piece.minY); out[12] = Float(piece.maxX); out[13] = Float(piece.maxY)
        out[14] = 0; out[15] = 0; out[16] = 0; out[17] = 0
        out[18] = color.red; out[19] = color.green; out[20] = color.blue; out[21] = color.alpha
    }
}

extension QuadInstance {
    /// A border wide enough and opaque enough to change a pixel (the quad
    /// builder gives a width only to a border the layer draws,
    /// `LayerProperties.drawsBorder`; this also covers instances made by hand).
    var hasVisibleBorder: Bool {
        borderWidth > 0 && borderColor.alpha > 0
    }

    /// Whether the instance leaves every pixel as it was, whatever the
    /// program: a clear background, no visible border and no contents drawn
    /// (`drawsContents`: it has contents and their image was resolved).
    func drawsNothing(drawsContents: Bool) -> Bool {
        !drawsContents && backgroundColor.alpha == 0 && !hasVisibleBorder
    }
}
