#version 300 es
// The sprite quad's colour: one texel times opacity (SPRITE_CONTENTS, the
// variant inserted after #version by the renderer), the texel alone
// (SPRITE_CONTENTS with SPRITE_UNFADED: opacity 1), or one colour.
// Premultiplied output for glBlendFunc(GL_ONE, GL_ONE_MINUS_SRC_ALPHA).
//
// Nothing else runs per pixel: no signed distances, no coverage, no
// derivatives. That is the point of this program on llvmpipe, where every
// instruction here is paid for each pixel of each layer.
precision highp float;

#ifndef SPRITE_UNFADED
flat in vec4 vColor;
#endif
#ifdef SPRITE_CONTENTS
in vec2 vTextureCoordinate;
uniform sampler2D uContents;
#endif

out vec4 fragColor;

void main() {
#if defined(SPRITE_UNFADED)
    fragColor = texture(uContents, vTextureCoordinate);
#elif defined(SPRITE_CONTENTS)
    fragColor = texture(uContents, vTextureCoordinate) * vColor;
#else
    fragColor = vColor;
#endif
}
