/// The GLSL ES 3.00 sources of this folder, as text built into the binary.
///
/// SwiftPM turns each `.embedInCode` resource into a byte array of the
/// generated `PackageResources` type at build time, so shaders load from any
/// working directory. Pure constants; safe on any thread.
package enum ShaderSource {
    /// `single_quad.vert`: one quad from uniforms, for the compositing passes.
    package static let singleQuadVertex = text(PackageResources.single_quad_vert)
    /// `corner_shape.glsl`: the continuous corners' distance, a library
    /// inserted into the fragment programs that draw a layer's shape.
    package static let cornerShapeLibrary = text(PackageResources.corner_shape_glsl)
    /// `clip_shape.frag`: a rounded clip shape into the stencil, hard-edged.
    package static let clipShapeFragment = text(PackageResources.clip_shape_frag)
    /// `group_composite.frag`: an offscreen group's image, times opacity (and a mask's alpha).
    package static let groupCompositeFragment = text(PackageResources.group_composite_frag)
    package static let transitionFragment = text(PackageResources.transition_frag)
    /// `layer_quad.vert`: instanced layer quads, layer space to clip space.
    package static let layerQuadVertex = text(PackageResources.layer_quad_vert)
    /// `layer_quad.frag`: background, contents, border and corners of a layer.
    package static let layerQuadFragment = text(PackageResources.layer_quad_frag)
    /// `sprite_quad.vert`: instanced hard-edged rectangles, layer space to clip space.
    package static let spriteQuadVertex = text(PackageResources.sprite_quad_vert)
    /// `sprite_quad.frag`: one texel or one colour, times opacity.
    package static let spriteQuadFragment = text(PackageResources.sprite_quad_frag)
    /// `shadow_quad.vert`: instanced shadow quads, grown by the blur margin.
    package static let shadowQuadVertex = text(PackageResources.shadow_quad_vert)
    /// `shadow_quad.frag`: closed-form blurred rounded rectangle, or a blurred texture.
    package static let shadowQuadFragment = text(PackageResources.shadow_quad_frag)
    /// `shadow_blur.vert`: a quad over the whole target, for blur passes.
    package static let shadowBlurVertex = text(PackageResources.shadow_blur_vert)
    /// `shadow_blur.frag`: one pass of the separable Gaussian blur.
    package static let shadowBlurFragment = text(PackageResources.shadow_blur_frag)

    private static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
