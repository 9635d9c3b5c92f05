#version 300 es
// The shadow quad's colour: the shadow colour times the shadow's alpha,
// premultiplied, for glBlendFunc(GL_ONE, GL_ONE_MINUS_SRC_ALPHA).
//
// Closed form (default variant): the alpha is a rounded rectangle convolved
// with a 2D Gaussian of standard deviation σ, evaluated per pixel. With
// Φ the normal CDF and B(S) the blurred indicator of a set S:
//
//   rounded rect = rect − corner square + quarter disc      (per corner)
//   B(rect)      = Bx · By, each a difference of two Φ       (exact)
//   B(square)    = the same, for the r × r corner square     (exact)
//   B(quarter disc) ≈ D · (w · Q + (1 − w) / 4)              (approximate)
//
// where Q = Φ(ux/σ) Φ(uy/σ) is the blurred quadrant beyond the corner
// circle's centre, D approximates the blurred full disc as a rectangle
// aligned with the direction to the centre (radial half-extent r pulled in
// by σ²/2r, at most r/10; tangential half-extent that keeps the area πr²),
// and w = 1 − exp(−r²/2σ²) moves from the product D·Q (sharp shadows, where
// it is right) to D/4 (wide blur, where a quarter disc is a quarter of a
// disc). Measured against a numerical convolution the alpha is within
// 5/255 for every r/σ, with the nearest corner alone; only the nearest
// corner is evaluated, which adds error where a side is shorter than about
// 2(r + 2σ) (up to 14/255 at the centre of a circle blurred by σ ≈ r).
// Straight edges and square corners are exact up to erf's approximation:
// an odd polynomial of degree 15 fitted to erf on [0, 2.86] (minimax by
// reweighted least squares, held to 1 with a flat slope at 2.86, where the
// argument is clamped); |error| < 6e-5 in single precision, and no division.
//
// SHADOW_TEXTURE: the alpha is read from an already blurred texture.
precision highp float;

flat in vec4 vColor;
#ifdef SHADOW_TEXTURE
in vec2 vTextureCoordinate;
uniform sampler2D uShadow;
#else
in vec2 vFromCentre;
flat in vec3 vHalfSizeScale;
flat in vec4 vCorner0;
flat in vec4 vCorner1;
flat in vec4 vCorner2;
flat in vec4 vCorner3;

vec4 erf4(vec4 x) {
    vec4 t = clamp(x, -2.86, 2.86);
    vec4 s = t * t;
    return t * (1.12802279 + s * (-0.373872757 + s * (0.108633138 + s * (-0.0232517831 + s * (0.00349594536
        + s * (-0.000343998283 + s * (1.96222118e-05 + s * -4.87425268e-07)))))));
}
#endif

out vec4 fragColor;

void main() {
#ifdef SHADOW_TEXTURE
    float alpha = texture(uShadow, vTextureCoordinate).a;
#else
    vec2 halfSize = vHalfSizeScale.xy;
    float scale = vHalfSizeScale.z;  // 1 / (σ√2): Φ(z/σ) = (1 + erf(z · scale)) / 2
    vec2 a = abs(vFromCentre);

    // The rectangle: erf at the near and far edge of each axis.
    vec4 edges = erf4(vec4(a.x + halfSize.x, a.x - halfSize.x, a.y + halfSize.y, a.y - halfSize.y) * scale);
    float rect = 0.25 * (edges.x - edges.y) * (edges.z - edges.w);

    // The corner of this quadrant (y down: minY is the top row).
    vec4 k = vFromCentre.y < 0.0
        ? (vFromCentre.x < 0.0 ? vCorner0 : vCorner1)
        : (vFromCentre.x < 0.0 ? vCorner2 : vCorner3);
    float radius = k.x;
    vec2 u = a - (halfSize - radius);  // from the corner circle's centre, outwards
    float rho = length(u);
    vec4 inner = erf4(vec4(u * scale, vec2(k.y - rho, -k.y - rho) * scale));
    vec2 quadrant = 0.5 + 0.5 * inner.xy;
    vec2 farEdge = 0.5 + 0.5 * edges.yw;
    float square = (quadrant.x - farEdge.x) * (quadrant.y - farEdge.y);
    float disc = 0.5 * (inner.z - inner.w) * k.z;
    float quarterDisc = disc * (k.w * quadrant.x * quadrant.y + (1.0 - k.w) * 0.25);

    float alpha = clamp(rect - square + quarterDisc, 0.0, 1.0);
#endif
    fragColor = vColor * alpha;
}
