#version 300 es
// The shadow quad: one instance per shadow, drawn as a ring: a triangle strip
// of eighteen vertices (from gl_VertexID; no vertex buffer) alternating
// between an outer and an inner octagon, clockwise from the top-left corner
// and back to the first pair.
//
// The outer octagon is the quad with its corners cut where the shadow cannot
// show: beyond the corner circle (radius r) grown by the margin, the alpha is
// under that of a straight edge seen from the margin away, which the margin
// already leaves out; the cut is the circle's 45° tangent, whose legs are
// (r + margin)(2 − √2) along each side. A textured shadow has no radius and
// no margin: its quad is kept whole.
//
// The inner octagon is the hole (aHole, its corners cut by aBlur.zw), where
// the casting layer, drawn next, covers the shadow with opaque pixels
// anyway; skipping it saves most of the shadow's fill under a card. Without
// a hole (empty aHole) the inner corners all sit at the quad's centre and
// the strip covers the whole octagon.
//
// Layer space is the casting layer's bounds in points, as for the layer quad:
// (0, 0) is the bounds' top-left corner, y grows down. aTransform maps layer
// space to clip space, so the shadow's offset and blur live in the layer's
// own space and follow its transform.
//
// Two variants:
//   closed form (default): aShape is the shadow's rounded rectangle (offset
//     already applied); the quad is that rectangle grown by aBlur.y (3σ) on
//     every side, and the fragment shader integrates the Gaussian.
//   SHADOW_TEXTURE: aShape is where the blurred alpha texture lands; the quad
//     is exactly that rectangle.
//
// The per-corner terms of the closed form depend only on the instance, so
// they are worked out here, once per vertex, and passed flat.

layout(location = 0) in vec4 aTransformColumn0;
layout(location = 1) in vec4 aTransformColumn1;
layout(location = 2) in vec4 aTransformColumn2;
layout(location = 3) in vec4 aTransformColumn3;
layout(location = 4) in vec4 aShape;        // layer space: x, y, width, height
layout(location = 5) in vec4 aCornerRadii;  // minX-minY, maxX-minY, minX-maxY, maxX-maxY
layout(location = 6) in vec4 aColor;        // premultiplied, opacities applied
layout(location = 7) in vec4 aBlur;         // sigma, margin, hole corner cut along x, along y (layer units)
layout(location = 8) in vec4 aHole;         // layer space: x, y, width, height; empty = none

flat out vec4 vColor;
#ifdef SHADOW_TEXTURE
out vec2 vTextureCoordinate;
#else
out vec2 vFromCentre;          // layer units from the shape's centre
flat out vec3 vHalfSizeScale;  // half width, half height, 1 / (σ√2)
// Per corner (same order as aCornerRadii): radius, pulled-in disc radius,
// tangential factor, blend weight (see shadow_quad.frag).
flat out vec4 vCorner0;
flat out vec4 vCorner1;
flat out vec4 vCorner2;
flat out vec4 vCorner3;

vec4 erf4(vec4 x) {
    vec4 t = clamp(x, -2.86, 2.86);
    vec4 s = t * t;
    return t * (1.12802279 + s * (-0.373872757 + s * (0.108633138 + s * (-0.0232517831 + s * (0.00349594536
        + s * (-0.000343998283 + s * (1.96222118e-05 + s * -4.87425268e-07)))))));
}
#endif

void main() {
    mat4 transform = mat4(aTransformColumn0, aTransformColumn1, aTransformColumn2, aTransformColumn3);
    // Octagon vertex 0…7 clockwise from the top-left corner's vertex on the
    // left side (y down), two per corner; even strip vertices outer, odd inner.
    int vertex = (gl_VertexID >> 1) & 7;
    // Corners 0…3 clockwise from the top-left, and the step inwards from each.
    int index = vertex >> 1;
    vec2 corner = vec2(float(index == 1 || index == 2), float(index >= 2));
    vec2 inwards = 1.0 - 2.0 * corner;
    // A corner's first vertex lies on the side that leads into it (a vertical
    // side for the top-left and bottom-right), the second on the side leaving it.
    bool alongY = ((index & 1) == 0) == ((vertex & 1) == 0);
    vec2 side = alongY ? vec2(0.0, inwards.y) : vec2(inwards.x, 0.0);
    float sigma = aBlur.x;
    float margin = aBlur.y;
    vec2 quadMin = aShape.xy - margin;
    vec2 quadSize = aShape.zw + 2.0 * margin;
    // aCornerRadii's order is top-left, top-right, bottom-left, bottom-right.
    float cornerRadius = index == 0 ? aCornerRadii.x : index == 1 ? aCornerRadii.y
        : index == 2 ? aCornerRadii.w : aCornerRadii.z;
    cornerRadius = clamp(cornerRadius, 0.0, 0.5 * min(aShape.z, aShape.w));
    float outerCut = margin > 0.0 ? (cornerRadius + margin) * 0.58578644 : 0.0;
    vec2 position = quadMin + corner * quadSize + side * min(vec2(outerCut), 0.5 * quadSize);
    if ((gl_VertexID & 1) == 1) {
        position = aHole.z > 0.0 && aHole.w > 0.0
            ? clamp(aHole.xy + corner * aHole.zw + side * min(aBlur.zw, 0.5 * aHole.zw),
                    quadMin, quadMin + quadSize)
            : quadMin + 0.5 * quadSize;
    }
    gl_Position = transform * vec4(position, 0.0, 1.0);
    // Depth: the unused input-z column carries it, as in layer_quad.vert.
    gl_Position.z = aTransformColumn2.x * gl_Position.w;
    vColor = aColor;
#ifdef SHADOW_TEXTURE
    // Texture rows run bottom-up (GL's order): v = 1 is the shape's top edge.
    vec2 unit = (position - aShape.xy) / aShape.zw;
    vTextureCoordinate = vec2(unit.x, 1.0 - unit.y);
#else
    vec2 halfSize = aShape.zw * 0.5;
    vFromCentre = position - (aShape.xy + halfSize);
    vHalfSizeScale = vec3(halfSize, 0.70710678 / sigma);

    vec4 radius = clamp(aCornerRadii, vec4(1.0e-3), vec4(min(halfSize.x, halfSize.y)));
    // The blurred disc: its radial edge pulled in by the curvature shift σ²/2r
    // (at most a tenth of r), its tangential extent set to keep the disc's area.
    vec4 pulledIn = radius - min(sigma * sigma / (2.0 * radius), 0.1 * radius);
    vec4 tangential = erf4((0.78539816 * radius * radius / pulledIn) * vHalfSizeScale.z);
    vec4 weight = 1.0 - exp(-0.5 * radius * radius / (sigma * sigma));
    vCorner0 = vec4(radius.x, pulledIn.x, tangential.x, weight.x);
    vCorner1 = vec4(radius.y, pulledIn.y, tangential.y, weight.y);
    vCorner2 = vec4(radius.z, pulledIn.z, tangential.z, weight.z);
    vCorner3 = vec4(radius.w, pulledIn.w, tangential.w, weight.w);
#endif
}
