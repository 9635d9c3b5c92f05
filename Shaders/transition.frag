#version 300 es
// A CATransition: the layer's old and new appearances (two offscreen images
// of its bounds, drawn top row first through a y-flipping projection) blended
// over the transition's progress. vPosition is the layer's bounds space
// (points from its top-left corner, y down), uSize its size.
//
// uMode: 0 fade, 1 moveIn, 2 push, 3 reveal, 4 one image only (uWhich: 0
// old, 1 new; the 3D faces of cube and oglFlip, placed by the transform),
// 5 pageCurl, 6 pageUnCurl, 7 rippleEffect, 8 suckEffect,
// 9 cameraIrisHollowOpen, 10 cameraIrisHollowClose.
// uDirection: where the new content comes from, as the unit vector it moves
// along (fromLeft (1, 0), fromRight (-1, 0), fromTop (0, 1), fromBottom (0, -1)).
// Output is premultiplied for glBlendFunc(GL_ONE, GL_ONE_MINUS_SRC_ALPHA).
precision highp float;

in vec2 vPosition;

uniform sampler2D uOld;
uniform sampler2D uNew;
uniform vec2 uOldImageSize; // pixels of uOld's image (its top-left part of the texture)
uniform vec2 uNewImageSize;
uniform vec2 uSize;
uniform int uMode;
uniform int uWhich;
uniform float uProgress;
uniform vec2 uDirection;
uniform float uOpacity;

out vec4 fragColor;

// An image at unit position uv (0…1 over the layer's bounds, y down); clear outside.
vec4 sampleImage(sampler2D image, vec2 imageSize, vec2 uv) {
    if (uv.x < 0.0 || uv.y < 0.0 || uv.x > 1.0 || uv.y > 1.0) return vec4(0.0);
    vec2 textureExtent = vec2(textureSize(image, 0));
    vec2 pixel = uv * imageSize;
    return texture(image, vec2(pixel.x / textureExtent.x, 1.0 - pixel.y / textureExtent.y));
}

vec4 oldAt(vec2 uv) { return sampleImage(uOld, uOldImageSize, uv); }
vec4 newAt(vec2 uv) { return sampleImage(uNew, uNewImageSize, uv); }
vec4 over(vec4 top, vec4 bottom) { return top + bottom * (1.0 - top.a); }

// The page transitions: the top page is folded over along a line that
// sweeps across the layer in uDirection, `t` of the way; the folded flap
// shows the page's back (lighter) over the part still flat, and the page
// underneath shows where the top page has left.
vec4 pageFold(vec2 uv, float t, bool topIsOld) {
    vec2 d = uDirection;
    // Distance across the layer from the edge the fold starts at, 0…1.
    float s = d.x > 0.5 ? uv.x : d.x < -0.5 ? 1.0 - uv.x : d.y > 0.5 ? uv.y : 1.0 - uv.y;
    vec4 under = topIsOld ? newAt(uv) : oldAt(uv);
    if (s < t) return under;
    vec4 page = over(topIsOld ? oldAt(uv) : newAt(uv), under);
    // The flap: the page's point at s0 < t, folded over the line onto s.
    float s0 = 2.0 * t - s;
    if (s0 < 0.0) return page;
    vec2 back = uv - d * (s - s0);
    vec4 flap = topIsOld ? oldAt(back) : newAt(back);
    flap.rgb = mix(flap.rgb, vec3(flap.a), 0.6);
    return over(flap, page);
}

void main() {
    vec2 uv = vPosition / max(uSize, vec2(1.0e-6));
    float p = clamp(uProgress, 0.0, 1.0);
    vec4 color;
    if (uMode == 0) {
        color = mix(oldAt(uv), newAt(uv), p);
    } else if (uMode == 1) {
        color = over(newAt(uv + uDirection * (1.0 - p)), oldAt(uv));
    } else if (uMode == 2) {
        color = over(newAt(uv + uDirection * (1.0 - p)), oldAt(uv - uDirection * p));
    } else if (uMode == 3) {
        color = over(oldAt(uv - uDirection * p), newAt(uv));
    } else if (uMode == 4) {
        color = uWhich == 0 ? oldAt(uv) : newAt(uv);
    } else if (uMode == 5) {
        color = pageFold(uv, p, true);
    } else if (uMode == 6) {
        color = pageFold(uv, 1.0 - p, false);
    } else if (uMode == 7) {
        vec2 fromCentre = (uv - 0.5) * uSize;
        float distance = length(fromCentre);
        vec2 outward = distance > 0.0 ? fromCentre / distance : vec2(0.0);
        float wave = sin(distance * 0.25 - p * 30.0) * 6.0 * sin(3.14159265 * p);
        vec2 moved = uv + outward * wave / max(uSize, vec2(1.0));
        color = mix(oldAt(moved), newAt(moved), p);
    } else if (uMode == 8) {
        // The old image drains into the middle of its bottom edge, narrowing most at the bottom.
        float top = p;
        float row = (uv.y - top) / max(1.0 - top, 1.0e-4);
        float halfWidth = 0.5 * (1.0 - p * (0.3 + 0.7 * clamp(row, 0.0, 1.0)));
        vec2 source = vec2(0.5 + (uv.x - 0.5) * 0.5 / max(halfWidth, 1.0e-4), row);
        color = over(oldAt(source), newAt(uv));
    } else {
        // The iris: a circle about the centre, anti-aliased over one pixel.
        float reach = length(uSize * 0.5);
        float radius = (uMode == 9 ? p : 1.0 - p) * reach;
        float distance = length((uv - 0.5) * uSize);
        float inside = clamp(radius - distance + 0.5, 0.0, 1.0);
        color = uMode == 9 ? mix(oldAt(uv), newAt(uv), inside) : mix(newAt(uv), oldAt(uv), inside);
    }
    fragColor = color * uOpacity;
}
