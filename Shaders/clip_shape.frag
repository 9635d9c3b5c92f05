#version 300 es
// A masksToBounds clip shape into the stencil buffer (colour writes are off):
// a fragment survives where its pixel centre lies inside the rounded
// rectangle, so the clip has a hard edge. The quad's own edges are left to
// the rasterizer; only the rounded corners discard.
precision highp float;

in vec2 vPosition;         // layer space: (0, 0) at the bounds' top-left, y down

uniform vec2 uSize;
uniform vec4 uCornerRadii; // minX-minY, maxX-minY, minX-maxY, maxX-maxY (y down)
// Continuous corners' exponent (uCornerRadii then hold their reaches,
// corner_shape.glsl); 0 for circular corners.
uniform float uCornerExponent;

out vec4 fragColor;

void main() {
    vec2 fromCentre = vPosition - uSize * 0.5;
    vec2 rowRadii = fromCentre.y < 0.0 ? uCornerRadii.xy : uCornerRadii.zw;
    float radius = fromCentre.x < 0.0 ? rowRadii.x : rowRadii.y;
    // Offset from the corner circle's centre, positive on both axes only in the corner square.
    if (uCornerExponent > 0.0) {
        if (continuousBox(fromCentre, uSize * 0.5, radius, uCornerExponent).x > 0.0) discard;
    } else {
        vec2 q = abs(fromCentre) - (uSize * 0.5 - radius);
        if (radius > 0.0 && q.x > 0.0 && q.y > 0.0 && length(q) > radius) discard;
    }
    fragColor = vec4(1.0);
}
