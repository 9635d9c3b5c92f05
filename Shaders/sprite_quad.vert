#version 300 es
// The sprite quad: the fast path for layers whose drawing is one solid or
// one textured rectangle, with hard edges (see SpriteQuadProgram for which
// layers qualify). One instance per layer, four vertices per instance
// (a triangle strip whose corners come from gl_VertexID; no vertex buffer).
//
// The quad is exactly aRect in layer space (points, y down), taken to
// homogeneous clip space by aTransform: no margin, since nothing here is
// anti-aliased. It is output unprojected, so that the texture coordinate
// interpolates perspective-correctly. Its corners are selected, not
// interpolated, and gl_Position is invariant and made by the same
// expression as in layer_quad.vert: the inside of a split layer meets its
// rim pieces on exactly the same vertices.
//
// Depth: aTransformColumn2.x (the transform's unused input-z column), as in
// layer_quad.vert.

layout(location = 0) in vec4 aTransformColumn0;
layout(location = 1) in vec4 aTransformColumn1;
layout(location = 2) in vec4 aTransformColumn2;
layout(location = 3) in vec4 aTransformColumn3;
layout(location = 4) in vec4 aRect;          // layer space: minX, minY, maxX, maxY
layout(location = 5) in vec4 aTextureCorners; // texture space at the rect's min and max corners: u0, v0, u1, v1
layout(location = 6) in vec4 aColor;          // premultiplied and times opacity; for contents: the tint times opacity

invariant gl_Position;

#ifndef SPRITE_UNFADED
flat out vec4 vColor;
#endif
#ifdef SPRITE_CONTENTS
out vec2 vTextureCoordinate;
#endif

// Layer space → clip space, depth set (the same expression as layer_quad.vert).
vec4 toClip(vec2 p) {
    vec4 clip = aTransformColumn0 * p.x + aTransformColumn1 * p.y + aTransformColumn3;
    return vec4(clip.xy, aTransformColumn2.x * clip.w, clip.w);
}

void main() {
    bvec2 high = bvec2((gl_VertexID & 1) != 0, (gl_VertexID >> 1) != 0);
    vec2 corner = vec2(high);
    gl_Position = toClip(vec2(high.x ? aRect.z : aRect.x, high.y ? aRect.w : aRect.y));
#ifndef SPRITE_UNFADED
    vColor = aColor;
#endif
#ifdef SPRITE_CONTENTS
    vTextureCoordinate = mix(aTextureCorners.xy, aTextureCorners.zw, corner);
#endif
}
