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
// The transform comes as the rows of clip x, y and w (the factors of a
// point's x and y and the constant term; clip z is set from the depth), and
// the columns layer_quad.vert reads whole are put back together from them.
//
// Depth: aClipX.w, the value layer_quad.vert finds in the transform's unused
// input-z column.
//
// SPRITE_OCCLUDER (with SPRITE_CONTENTS and SPRITE_UNFADED): the sprite's
// opaque middle as an occluder, from the sprite's own instance: the part of
// aRect whose texture coordinates fall inside uInterior, the texture's opaque
// interior (SpriteQuad.opaquePart(within:), on the CPU, chose the instances).

layout(location = 0) in vec4 aClipX;          // clip x of (x, y): factors of x and y, constant; depth
layout(location = 1) in vec3 aClipY;          // clip y likewise
layout(location = 2) in vec3 aClipW;          // clip w likewise (0, 0, 1 without perspective)
layout(location = 3) in vec4 aRect;           // layer space: minX, minY, maxX, maxY
layout(location = 4) in vec4 aTextureCorners; // texture space at the rect's min and max corners: u0, v0, u1, v1
layout(location = 5) in vec4 aColor;          // premultiplied and times opacity; for contents: the tint times opacity

invariant gl_Position;

#ifdef SPRITE_OCCLUDER
uniform vec4 uInterior;                       // texture space: minU, minV, maxU, maxV
#endif

#ifndef SPRITE_UNFADED
flat out vec4 vColor;
#endif
#ifdef SPRITE_CONTENTS
out vec2 vTextureCoordinate;
#endif

// Layer space → clip space, depth set (the same expression as layer_quad.vert,
// on the same values in x, y and w; z is replaced).
vec4 toClip(vec2 p) {
    vec4 column0 = vec4(aClipX.x, aClipY.x, 0.0, aClipW.x);
    vec4 column1 = vec4(aClipX.y, aClipY.y, 0.0, aClipW.y);
    vec4 column3 = vec4(aClipX.z, aClipY.z, 0.0, aClipW.z);
    vec4 clip = column0 * p.x + column1 * p.y + column3;
    return vec4(clip.xy, aClipX.w * clip.w, clip.w);
}

void main() {
    bvec2 high = bvec2((gl_VertexID & 1) != 0, (gl_VertexID >> 1) != 0);
    vec2 corner = vec2(high);
#ifdef SPRITE_OCCLUDER
    // Texture coordinates run linearly along the rectangle, either way round.
    vec2 c0 = aTextureCorners.xy, c1 = aTextureCorners.zw;
    vec2 low = max(uInterior.xy, min(c0, c1)), top = min(uInterior.zw, max(c0, c1));
    vec2 size = aRect.zw - aRect.xy;
    vec2 atLow = aRect.xy + (low - c0) / (c1 - c0) * size, atTop = aRect.xy + (top - c0) / (c1 - c0) * size;
    vec4 rect = vec4(min(atLow, atTop), max(atLow, atTop));
    bvec2 rising = greaterThan(c1, c0);
    vec4 textureCorners = vec4(mix(top, low, rising), mix(low, top, rising));
#else
    vec4 rect = aRect;
    vec4 textureCorners = aTextureCorners;
#endif
    gl_Position = toClip(vec2(high.x ? rect.z : rect.x, high.y ? rect.w : rect.y));
#ifndef SPRITE_UNFADED
    vColor = aColor;
#endif
#ifdef SPRITE_CONTENTS
    vTextureCoordinate = mix(textureCorners.xy, textureCorners.zw, corner);
#endif
}
