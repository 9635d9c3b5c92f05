#version 300 es
// The layer quad's colour: background, then contents, then border, clipped to
// the rounded rectangle, times opacity; premultiplied output for
// glBlendFunc(GL_ONE, GL_ONE_MINUS_SRC_ALPHA).
//
// Edges are anti-aliased from signed distances in layer space divided by
// their screen-space gradient (distance in pixels), sampled at the pixel
// centre: an edge on a pixel boundary gives exactly 0 or 1 on either side.
//
// LAYER_ARC (no contents): the layer is a shape layer's circle stroke, a
// ring cut to an arc (see arcDistance); nothing else is drawn.
//
// Two variants: with LAYER_CONTENTS defined (inserted after #version by the
// renderer) the program samples the contents texture; without, it draws
// background and border only. The contents variant may add
// LAYER_SQUARE_CONTENTS, for a layer that does not mask to bounds and whose
// image keeps square corners inside rounded ones or reaches past the bounds
// (as Apple's): background and border keep the rounded bounds, the image
// its own rectangle (the quad then covers both). Either may add LAYER_CLIP: coverage of one
// rounded clip shape, for masksToBounds with an anti-aliased edge. On llvmpipe a branch costs both of its sides
// for every pixel, so layers without contents use the lighter variant.
//
// LAYER_CONTINUOUS: the layer's corners are continuous (corner_shape.glsl,
// inserted by the renderer), their reaches in vCornerRadii and their
// exponent in vCornerExponent; CLIP_CONTINUOUS: so are the clip's.
precision highp float;

in vec2 vLayerPosition;
flat in vec4 vSizeBorderOpacity;
flat in vec4 vCornerRadii;
flat in vec4 vBackgroundColor;
flat in vec4 vBorderColor;
flat in vec4 vContentsRect;
flat in vec4 vContentsDestination;
#ifdef LAYER_CONTINUOUS
flat in float vCornerExponent;
#endif
#ifdef LAYER_CONTENTS
in vec2 vUnitsPerPixel;
flat in vec4 vContentsCenter;
flat in vec4 vContentsCaps;
flat in vec4 vContentsTint;
#endif

#ifdef LAYER_CONTENTS
uniform sampler2D uContents;

// Nine-slice (Apple's contentsCenter): from a point `p` of a destination of
// `size` (both in layer units, p from its top-left) to unit coordinates of
// the shown part. Along each axis the band before the centre (`lead`
// units) maps onto [0, c0], the band after it (`trail`) onto [c1, 1], and
// the rest stretches over [c0, c1]. With no bands and the unit centre this
// is p / size, bit for bit: the plain stretch.
vec2 nineSlice(vec2 p, vec2 size, vec4 center, vec4 caps) {
    vec2 c0 = center.xy;
    vec2 c1 = center.xy + center.zw;
    vec2 lead = caps.xy;
    vec2 trail = caps.zw;
    vec2 middle = max(size - lead - trail, vec2(1.0e-6));
    vec2 unit = c0 + (p - lead) / middle * (c1 - c0);
    vec2 inLead = p / max(lead, vec2(1.0e-6)) * c0;
    vec2 inTrail = c1 + (p - (size - trail)) / max(trail, vec2(1.0e-6)) * (1.0 - c1);
    bvec2 before = bvec2(p.x < lead.x && lead.x > 0.0, p.y < lead.y && lead.y > 0.0);
    bvec2 after = bvec2(p.x > size.x - trail.x && trail.x > 0.0, p.y > size.y - trail.y && trail.y > 0.0);
    unit = mix(unit, inLead, before);
    return mix(unit, inTrail, after);
}
#endif

#ifdef LAYER_CLIP
// The innermost masksToBounds clip of the draw (LayerQuadClip): window
// position → the clipping layer's space, its size and corner radii.
uniform mat3 uClipFromFragment;
uniform vec2 uClipSize;
uniform vec4 uClipRadii; // minX-minY, maxX-minY, minX-maxY, maxX-maxY (y down)
#ifdef CLIP_CONTINUOUS
uniform float uClipExponent; // the continuous corners' exponent; uClipRadii are their reaches
#endif

// Coverage of this pixel by the clip's rounded rectangle, anti-aliased like
// the layer's own edges. The distance's gradient direction is known in clip
// space, and the position's screen derivatives turn it into pixels (smooth
// everywhere, unlike derivatives of the distance at corners).
float clipCoverage() {
    vec3 h = uClipFromFragment * vec3(gl_FragCoord.xy, 1.0);
    vec2 p = h.xy / h.z;
    vec2 unitsPerPixelX = dFdx(p);
    vec2 unitsPerPixelY = dFdy(p);
    vec2 fromCentre = p - uClipSize * 0.5;
    vec2 rowRadii = fromCentre.y < 0.0 ? uClipRadii.xy : uClipRadii.zw;
    float radius = fromCentre.x < 0.0 ? rowRadii.x : rowRadii.y;
#ifdef CLIP_CONTINUOUS
    vec3 box = continuousBox(fromCentre, uClipSize * 0.5, radius, uClipExponent);
    float distance = box.x;
    vec2 normal = box.yz;
#else
    vec2 q = abs(fromCentre) - uClipSize * 0.5 + radius;
    float distance = length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - radius;
    vec2 normal = (q.x > 0.0 && q.y > 0.0) ? normalize(q) : (q.x > q.y ? vec2(1.0, 0.0) : vec2(0.0, 1.0));
    normal *= vec2(fromCentre.x < 0.0 ? -1.0 : 1.0, fromCentre.y < 0.0 ? -1.0 : 1.0);
#endif
    float unitsPerPixel = length(vec2(dot(unitsPerPixelX, normal), dot(unitsPerPixelY, normal)));
    float covered = clamp(0.5 - distance / max(unitsPerPixel, 1.0e-6), 0.0, 1.0);
    return h.z > 0.0 ? covered : 0.0;
}
#endif

out vec4 fragColor;

// Signed distance to a rectangle of half extent `halfSize` centred on the
// origin whose corners are rounded by `radius` (negative inside).
float roundedBoxDistance(vec2 p, vec2 halfSize, float radius) {
    vec2 q = abs(p) - halfSize + radius;
    return length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - radius;
}

// Coverage of a pixel whose centre lies `distance` layer units outside an edge,
// for a distance that changes by `unitsPerPixel` over one pixel.
float coverage(float distance, float unitsPerPixel) {
    return clamp(0.5 - distance / unitsPerPixel, 0.0, 1.0);
}

#ifdef LAYER_ARC
const float FULL_TURN = 6.28318530718;

// Signed distance (negative inside) from `p` (from the circle's centre) to a
// stroke of the circle of `radius`, `halfWidth` each side, along the angles
// arc.x to arc.x + arc.y (towards increasing angle, y down), with butt
// (arc.z = 0) or round (arc.z = 1) caps; a sweep of a full turn is the whole
// ring. `ends` holds the unit directions of the arc's two ends (computed
// once per layer, not per pixel). Within the arc's angles the distance is the radial one; past its
// ends, a round cap is the distance to the nearer end point, a butt cap the
// distance along the circle past the nearer end (the cap's radial line;
// exact where it matters, within a pixel of the line).
float arcDistance(vec2 p, float rho, float radius, float halfWidth, vec3 arc, vec4 ends) {
    float band = abs(rho - radius) - halfWidth;
    float sweep = arc.y;
    // atan(0, 0) is undefined: the centre takes angle 0.
    float angle = mod(atan(p.y, rho > 1.0e-6 ? p.x : 1.0) - arc.x, FULL_TURN);
    bool within = angle <= sweep;
    float along = within ? -min(angle, sweep - angle) : min(angle - sweep, FULL_TURN - angle);
    float butt = max(band, along * rho);
    float round = within ? band : min(length(p - radius * ends.xy), length(p - radius * ends.zw)) - halfWidth;
    float distance = arc.z > 0.5 ? round : butt;
    return sweep >= FULL_TURN - 1.0e-4 ? band : distance;
}
#endif

void main() {
    vec2 size = vSizeBorderOpacity.xy;
    float borderWidth = vSizeBorderOpacity.z;
    float opacity = vSizeBorderOpacity.w;

    vec2 fromCentre = vLayerPosition - size * 0.5;
#ifdef LAYER_ARC
    // A round layer whose border is a circle stroke (QuadInstance.strokeArc):
    // the ring between its outer radius (the corner radius) and the border
    // width inside it, cut to the arc in vContentsRect (start, sweep, cap)
    // whose ends' directions are in vContentsDestination.
    // The pixel size comes from the radius' derivatives, which are smooth
    // across the ring's middle and the cut lines (where the distance has kinks).
    float rho = length(fromCentre);
    float arcUnitsPerPixel = max(length(vec2(dFdx(rho), dFdy(rho))), 1.0e-6);
    float halfLine = borderWidth * 0.5;
    float arcDist = arcDistance(fromCentre, rho, vCornerRadii.x - halfLine, halfLine, vContentsRect.xyz,
                                vContentsDestination);
    fragColor = vBorderColor * (coverage(arcDist, arcUnitsPerPixel) * opacity);
#ifdef LAYER_CLIP
    fragColor *= clipCoverage();
#endif
    return;
#endif
    // Radii order: minX-minY, maxX-minY, minX-maxY, maxX-maxY (y down).
    vec2 rowRadii = fromCentre.y < 0.0 ? vCornerRadii.xy : vCornerRadii.zw;
    float radius = fromCentre.x < 0.0 ? rowRadii.x : rowRadii.y;
#ifdef LAYER_CONTINUOUS
    float shapeDistance = continuousBox(fromCentre, size * 0.5, radius, vCornerExponent).x;
#else
    float shapeDistance = roundedBoxDistance(fromCentre, size * 0.5, radius);
#endif
    // Outside any branch: derivatives need all four pixels of a 2×2 quad.
    float shapeUnitsPerPixel = max(length(vec2(dFdx(shapeDistance), dFdy(shapeDistance))), 1.0e-6);

    vec4 inside = vBackgroundColor;
#ifdef LAYER_SQUARE_CONTENTS
    vec4 squareContents = vec4(0.0);
#endif
#ifdef LAYER_CONTENTS
    vec4 destination = vContentsDestination;
    // An instance without contents has an empty destination.
    if (destination.z > 0.0 && destination.w > 0.0) {
        vec2 unit = nineSlice(vLayerPosition - destination.xy, destination.zw, vContentsCenter, vContentsCaps);
        vec2 textureCoordinate = vContentsRect.xy + unit * vContentsRect.zw;
        // Level 0 explicitly: contents textures have no mipmaps, and this
        // needs no derivatives inside the branch.
        vec4 texel = textureLod(uContents, textureCoordinate, 0.0) * vContentsTint;
        // The destination's edges run along the layer axes: its coverage is
        // the product of one coverage per axis, each with that axis' scale.
        vec2 outside = abs(vLayerPosition - (destination.xy + destination.zw * 0.5)) - destination.zw * 0.5;
        vec2 axisCoverage = clamp(0.5 - outside / max(vUnitsPerPixel, vec2(1.0e-6)), 0.0, 1.0);
        texel *= axisCoverage.x * axisCoverage.y;
#ifdef LAYER_SQUARE_CONTENTS
        squareContents = texel;
#else
        inside = texel + inside * (1.0 - texel.a);
#endif
    }
#endif

    float shapeCoverage = coverage(shapeDistance, shapeUnitsPerPixel);
    float band = borderWidth > 0.0
        ? 1.0 - coverage(shapeDistance + borderWidth, shapeUnitsPerPixel)
        : 0.0;
#ifdef LAYER_SQUARE_CONTENTS
    // The image (cut by its own edges only) over the rounded background,
    // under the rounded border.
    vec4 border = vBorderColor * (band * shapeCoverage);
    vec4 below = squareContents + inside * shapeCoverage * (1.0 - squareContents.a);
    fragColor = (border + below * (1.0 - border.a)) * opacity;
#else
    vec4 color = vBorderColor * band + inside * (1.0 - vBorderColor.a * band);
    fragColor = color * (shapeCoverage * opacity);
#endif
#ifdef LAYER_CLIP
    fragColor *= clipCoverage();
#endif
}
