#version 300 es
// The sprite quad's colour: one texel times opacity (SPRITE_CONTENTS, the
// variant inserted after #version by the renderer), or one colour.
// Premultiplied output for glBlendFunc(GL_ONE, GL_ONE_MINUS_SRC_ALPHA).
//
// Nothing else runs per pixel: no signed distances, no coverage, no
// derivatives. That is the point of this program on llvmpipe, where every
// instruction here is paid for each pixel of each layer.
precision highp float;

flat in vec4 vColor;
#ifdef SPRITE_CONTENTS
in vec2 vTextureCoordinate;
uniform sampler2D uContents;
#endif

out vec4 fragColor;

void main() {
#ifdef SPRITE_CONTENTS
    fragColor = texture(uContents, vTextureCoordinate) * vColor;
#else
    fragColor = vColor;
#endif
}
