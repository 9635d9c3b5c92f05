#version 300 es
// The layer quad: one instance per layer, four vertices per instance
// (a triangle strip whose corners come from gl_VertexID; no vertex buffer).
//
// Layer space is the layer's bounds in points: (0, 0) is the bounds' top-left
// corner, y grows down, (size.x, size.y) is the bottom-right corner.
// aTransform maps layer space to homogeneous clip space (perspective included);
// the quad is output unprojected so that varyings interpolate
// perspective-correctly.
//
// The quad is grown outwards by about one pixel (measured through the
// transform at each vertex) so that the fragment shader can anti-alias the
// outer edge on both sides of the geometric boundary.
//
// aPiece is the part of the bounds this instance covers (the whole bounds,
// or one rim piece of a layer split by NinePatch, whose inside the sprite
// program fills): only its sides on the bounds' edges are grown, and its
// corners are selected, not interpolated, so a piece meets the sprite
// beside it on exactly the same vertices (gl_Position is invariant, and
// computed by the same expression as in sprite_quad.vert).
//
// Depth: the unused input-z column of the transform carries the layer's
// depth in aTransformColumn2.x (NDC; nearer is smaller), written as z = depth
// times w so that it is constant over the quad. It matters only where the
// renderer turns the depth test on (occluders drawn first, see
// LayerQuadRenderer); otherwise every draw is in painter's order.
//
// LAYER_CONTINUOUS: the same column's .y carries the exponent of the layer's
// continuous corners (corner_shape.glsl), whose reaches are in aCornerRadii.

layout(location = 0) in vec4 aTransformColumn0;
layout(location = 1) in vec4 aTransformColumn1;
layout(location = 2) in vec4 aTransformColumn2;
layout(location = 3) in vec4 aTransformColumn3;
layout(location = 4) in vec4 aSizeBorderOpacity;   // width, height, border width, opacity
layout(location = 5) in vec4 aCornerRadii;         // minX-minY, maxX-minY, minX-maxY, maxX-maxY
layout(location = 6) in vec4 aBackgroundColor;     // premultiplied
layout(location = 7) in vec4 aBorderColor;         // premultiplied
layout(location = 8) in vec4 aContentsRect;        // texture space: u, v, width, height (v down)
layout(location = 9) in vec4 aContentsDestination; // layer space: x, y, width, height; empty = no contents
layout(location = 10) in vec4 aContentsCenter;     // unit space of the shown part: x, y, width, height
layout(location = 11) in vec4 aContentsCaps;       // nine-slice bands in layer units: left, top, right, bottom
layout(location = 12) in vec4 aContentsTint;       // multiplies every texel (premultiplied); white for none
layout(location = 13) in vec4 aPiece;              // layer space: minX, minY, maxX, maxY of the part drawn

invariant gl_Position;

uniform vec2 uViewportSize; // target size in pixels

out vec2 vLayerPosition;
flat out vec4 vSizeBorderOpacity;
flat out vec4 vCornerRadii;
flat out vec4 vBackgroundColor;
flat out vec4 vBorderColor;
flat out vec4 vContentsRect;
flat out vec4 vContentsDestination;
#ifdef LAYER_CONTINUOUS
flat out float vCornerExponent;
#endif
#ifdef LAYER_CONTENTS
// Layer units per pixel along the layer's x and y axes, for the edges of
// the contents destination (axis-aligned in layer space).
out vec2 vUnitsPerPixel;
flat out vec4 vContentsCenter;
flat out vec4 vContentsCaps;
flat out vec4 vContentsTint;
#endif

// Layer units per pixel along one layer axis at clip position `clip`, where
// `axis` is the transform's column for that axis (the clip-space derivative).
float layerUnitsPerPixel(vec4 clip, vec4 axis) {
    vec2 ndc = clip.xy / clip.w;
    vec2 ndcPerUnit = (axis.xy - ndc * axis.w) / clip.w;
    float pixelsPerUnit = length(ndcPerUnit * 0.5 * uViewportSize);
    // An edge-on layer has ~0 pixels per unit; cap the margin so that the
    // geometry stays finite (the fragment shader clips the shape anyway).
    return 1.0 / max(pixelsPerUnit, 1.0e-4);
}

// Layer space → clip space, depth set (the same expression as sprite_quad.vert).
vec4 toClip(vec2 p) {
    vec4 clip = aTransformColumn0 * p.x + aTransformColumn1 * p.y + aTransformColumn3;
    return vec4(clip.xy, aTransformColumn2.x * clip.w, clip.w);
}

void main() {
    mat4 transform = mat4(aTransformColumn0, aTransformColumn1, aTransformColumn2, aTransformColumn3);
    bvec2 high = bvec2((gl_VertexID & 1) != 0, (gl_VertexID >> 1) != 0);
    vec2 corner = vec2(high);
    vec2 size = aSizeBorderOpacity.xy;
    vec2 position = vec2(high.x ? aPiece.z : aPiece.x, high.y ? aPiece.w : aPiece.y);
    // Only the sides on the bounds' edges are anti-aliased, so only they grow.
    vec2 outer = vec2(high.x ? float(aPiece.z >= size.x) : float(aPiece.x <= 0.0),
                      high.y ? float(aPiece.w >= size.y) : float(aPiece.y <= 0.0));
#ifdef LAYER_SQUARE_CONTENTS
    // The image may reach past the bounds: the quad covers both.
    vec2 low = min(vec2(0.0), aContentsDestination.xy);
    vec2 top = max(size, aContentsDestination.xy + aContentsDestination.zw);
    position = mix(low, top, corner);
    outer = vec2(1.0);
#endif

    vec4 clip = toClip(position);
    // Behind the eye (w ≤ 0) the vertex is clipped anyway: no margin.
    vec2 unitsPerPixel = vec2(0.0);
    if (clip.w > 1.0e-6) {
        unitsPerPixel = vec2(layerUnitsPerPixel(clip, transform[0]), layerUnitsPerPixel(clip, transform[1]));
    }
    position += (corner * 2.0 - 1.0) * unitsPerPixel * outer;
#ifdef LAYER_CONTENTS
    vUnitsPerPixel = unitsPerPixel;
    vContentsCenter = aContentsCenter;
    vContentsCaps = aContentsCaps;
    vContentsTint = aContentsTint;
#endif

    gl_Position = toClip(position);
    vLayerPosition = position;
    vSizeBorderOpacity = aSizeBorderOpacity;
    vCornerRadii = aCornerRadii;
    vBackgroundColor = aBackgroundColor;
    vBorderColor = aBorderColor;
    vContentsRect = aContentsRect;
    vContentsDestination = aContentsDestination;
#ifdef LAYER_CONTINUOUS
    vCornerExponent = aTransformColumn2.y;
#endif
}
