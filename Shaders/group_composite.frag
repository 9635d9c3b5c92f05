#version 300 es
// An offscreen group's image into its parent surface, texel for pixel: the
// group's premultiplied colour times its opacity and, with GROUP_MASK, times
// the alpha of the mask image rendered over the same pixels. Output is
// premultiplied for glBlendFunc(GL_ONE, GL_ONE_MINUS_SRC_ALPHA).
precision highp float;

in vec2 vPosition; // pixels from the top-left of the group's image

uniform sampler2D uContent;
#ifdef GROUP_MASK
uniform sampler2D uMask;
#endif
uniform float uOpacity;

out vec4 fragColor;

void main() {
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
}
