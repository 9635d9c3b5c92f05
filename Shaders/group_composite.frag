#version 300 es
// An offscreen group's image into its parent surface, texel for pixel: the
// group's premultiplied colour times its opacity and, with GROUP_MASK, times
// the alpha of the mask image rendered over the same pixels. Output is
// premultiplied for glBlendFunc(GL_ONE, GL_ONE_MINUS_SRC_ALPHA).
//
// With BACKDROP_BLUR, a layer's blurred backdrop instead
// (`BackdropBlurPass`): the quad is the layer's bounds through its
// transform, grown by a pixel, and each fragment reads the blurred image
// (smaller than the region it covers, so filtered) at its own place on the
// target, its saturation scaled by uSaturation, times the layer's opacity
// and its coverage by the layer's rounded rectangle (anti-aliased as the
// layer program's edges; with BACKDROP_CONTINUOUS, continuous corners
// through corner_shape.glsl).
precision highp float;

in vec2 vPosition; // pixels from the top-left of the group's image (BACKDROP_BLUR: layer units from the quad's corner)

uniform sampler2D uContent;
#ifdef GROUP_MASK
uniform sampler2D uMask;
#endif
#ifdef BACKDROP_BLUR
// The target pixels the blurred image stands for, in window coordinates
// (gl_FragCoord's, y up): its bottom-left corner, then 1 / its size.
uniform vec4 uRegion;
uniform float uSaturation;
uniform vec2 uSize;          // the quad's size (single_quad.vert's): the bounds grown by uGrowth each side
uniform vec2 uShapeSize;     // the bounds' size
uniform vec4 uCornerRadii;   // reaches: minX-minY, maxX-minY, minX-maxY, maxX-maxY (y down)
uniform float uCornerExponent; // continuous corners' exponent (BACKDROP_CONTINUOUS)
#endif
uniform float uOpacity;

out vec4 fragColor;

void main() {
#ifdef BACKDROP_BLUR
    vec4 color = texture(uContent, (gl_FragCoord.xy - uRegion.xy) * uRegion.zw);
    // Rec. 709 luma; premultiplied colours scale linearly, so the mix keeps them premultiplied.
    float luma = dot(color.rgb, vec3(0.2126, 0.7152, 0.0722));
    color.rgb = clamp(mix(vec3(luma), color.rgb, uSaturation), 0.0, color.a);
    vec2 fromCentre = vPosition - uSize * 0.5;
    vec2 rowRadii = fromCentre.y < 0.0 ? uCornerRadii.xy : uCornerRadii.zw;
    float radius = fromCentre.x < 0.0 ? rowRadii.x : rowRadii.y;
#ifdef BACKDROP_CONTINUOUS
    float distance = continuousBox(fromCentre, uShapeSize * 0.5, radius, uCornerExponent).x;
#else
    vec2 q = abs(fromCentre) - uShapeSize * 0.5 + radius;
    float distance = length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - radius;
#endif
    // Outside any branch: derivatives need all four pixels of a 2×2 quad.
    float unitsPerPixel = max(length(vec2(dFdx(distance), dFdy(distance))), 1.0e-6);
    fragColor = color * (uOpacity * clamp(0.5 - distance / unitsPerPixel, 0.0, 1.0));
#else
    // The images were drawn top row first through a y-flipping projection:
    // image row y is GL texture row (height - 1 - y). The quad lies on whole
    // pixels, so each fragment reads exactly one texel, without filtering.
    ivec2 textureExtent = textureSize(uContent, 0);
    ivec2 texel = ivec2(floor(vPosition));
    texel.y = textureExtent.y - 1 - texel.y;
    vec4 color = texelFetch(uContent, texel, 0) * uOpacity;
#ifdef GROUP_MASK
    color *= texelFetch(uMask, texel, 0).a;
#endif
    fragColor = color;
#endif
}
