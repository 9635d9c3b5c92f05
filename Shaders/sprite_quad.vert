#version 300 es
// The sprite quad: the fast path for layers whose drawing is one solid or
// one textured rectangle, with hard edges (see SpriteQuadProgram for which
// layers qualify). One instance per layer, four vertices per instance
// (a triangle strip whose corners come from gl_VertexID; no vertex buffer).
//
// The quad is exactly aRect in layer space (points, y down), taken to
// homogeneous clip space by aTransform: no margin, since nothing here is
// anti-aliased. It is output unprojected, so that the texture coordinate
// interpolates perspective-correctly.

layout(location = 0) in vec4 aTransformColumn0;
layout(location = 1) in vec4 aTransformColumn1;
layout(location = 2) in vec4 aTransformColumn2;
layout(location = 3) in vec4 aTransformColumn3;
layout(location = 4) in vec4 aRect;          // layer space: x, y, width, height
layout(location = 5) in vec4 aTextureCorners; // texture space at the rect's min and max corners: u0, v0, u1, v1
layout(location = 6) in vec4 aColor;          // premultiplied and times opacity; for contents: the tint times opacity

#ifndef SPRITE_UNFADED
flat out vec4 vColor;
#endif
#ifdef SPRITE_CONTENTS
out vec2 vTextureCoordinate;
#endif

void main() {
    mat4 transform = mat4(aTransformColumn0, aTransformColumn1, aTransformColumn2, aTransformColumn3);
    vec2 corner = vec2(float(gl_VertexID & 1), float(gl_VertexID >> 1));
    gl_Position = transform * vec4(aRect.xy + corner * aRect.zw, 0.0, 1.0);
#ifndef SPRITE_UNFADED
    vColor = aColor;
#endif
#ifdef SPRITE_CONTENTS
    vTextureCoordinate = mix(aTextureCorners.xy, aTextureCorners.zw, corner);
#endif
}
