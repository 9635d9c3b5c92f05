// Continuous corners (Apple's cornerCurve = .continuous), shared by the
// programs that draw a layer's shape (layer_quad.frag, its LAYER_CLIP
// coverage, clip_shape.frag). A rounded corner is a quarter superellipse
// |x/R|^n + |y/R|^n = 1 about a centre `reach` (R) in from both sides, of
// exponent n (LayerCorners in the renderer works both out; n = 2 is a
// circle's quarter).
//
// continuousBox(p, halfSize, reach, exponent) gives, for `p` from the centre
// of a rectangle of half extent `halfSize`, the signed distance to its edge
// (negative inside) in .x and the outward unit normal in .yz. Along the sides
// it is the exact distance; by a corner's curve it is the superellipse's
// field divided by the length of its gradient (a first-order distance), so
// that anti-aliasing and border widths measure in layer units as for
// circular corners. A corner whose reach is 0 is square.
precision highp float;

vec3 continuousBox(vec2 p, vec2 halfSize, float reach, float exponent) {
    vec2 q = abs(p) - halfSize + reach;
    vec2 side = sign(p);
    side = vec2(side.x == 0.0 ? 1.0 : side.x, side.y == 0.0 ? 1.0 : side.y);
    vec2 axis = q.x > q.y ? vec2(1.0, 0.0) : vec2(0.0, 1.0);
    float inside = min(max(q.x, q.y), 0.0);
    if (reach <= 0.0) {
        float square = length(max(q, 0.0)) + inside;
        vec2 normal = (q.x > 0.0 && q.y > 0.0) ? normalize(q) : axis;
        return vec3(square, normal * side);
    }
    vec2 c = max(q, 0.0) / reach;
    float s = pow(pow(c.x, exponent) + pow(c.y, exponent), 1.0 / exponent);
    vec2 slope = pow(c / max(s, 1.0e-6), vec2(exponent - 1.0));
    float steepness = s > 0.0 ? max(length(slope), 1.0e-6) : 1.0;
    vec2 normal = (q.x > 0.0 && q.y > 0.0) ? slope / steepness : axis;
    return vec3((s - 1.0) * reach / steepness + inside, normal * side);
}
