/// The GLSL ES 3.00 sources of this folder, as text built into the binary.
///
/// SwiftPM turns each `.embedInCode` resource into a byte array of the
/// generated `PackageResources` type at build time, so shaders load from any
/// working directory. Pure constants; safe on any thread.
package enum ShaderSource {
    /// `layer_quad.vert`: instanced layer quads, layer space to clip space.
    package static let layerQuadVertex = text(PackageResources.layer_quad_vert)
    /// `layer_quad.frag`: background, contents, border and corners of a layer.
    package static let layerQuadFragment = text(PackageResources.layer_quad_frag)
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
