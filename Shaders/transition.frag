#version 300 es
// A CATransition: the layer's old and new appearances (two offscreen images
// of its bounds, drawn top row first through a y-flipping projection) blended
// over the transition's progress. vPosition is the layer's bounds space
// (points from its top-left corner, y down), uSize its size.
//
// uMode: 0 fade, 1 moveIn, 2 push, 3 reveal, 4 one image only (uWhich: 0
// old, 1 new; the 3D faces of cube and oglFlip, placed by the transform),
// 5 pageCurl, 6 pageUnCurl, 7 rippleEffect, 8 suckEffect,
// 9 cameraIrisHollowOpen, 10 cameraIrisHollowClose. uShade darkens a
// one-image face (the cube's faces as they turn away; 1 elsewhere).
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
uniform float uShade; // mode 4: how lit the face is, 1 facing the viewer

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

// One output pixel in unit positions (set by main, where derivatives are defined).
vec2 pixelInUV;

// An image at unit position uv with its edges anti-aliased over about one
// pixel of the output (for the modes that move an image's edge off the
// pixel grid: the curl and the ripple).
vec4 sampleSoft(sampler2D image, vec2 imageSize, vec2 uv) {
    vec2 inside = min(uv, 1.0 - uv);
    float coverage = clamp(min(inside.x / pixelInUV.x, inside.y / pixelInUV.y) + 0.5, 0.0, 1.0);
    return sampleImage(image, imageSize, clamp(uv, 0.0, 1.0)) * coverage;
}

const float pi = 3.14159265;

// The unit position of the page's point at distance s along n from the
// layer's origin that lies over the fragment at `position` (distance x).
vec2 pageAt(vec2 position, vec2 n, float x, float s) {
    return (position + n * (s - x)) / max(uSize, vec2(1.0e-6));
}

// The top or the under page of a curl at unit position uv, soft-edged.
vec4 pageImage(bool old, vec2 uv) {
    return old ? sampleSoft(uOld, uOldImageSize, uv) : sampleSoft(uNew, uNewImageSize, uv);
}

// The page transitions: the top page curls off around a cylinder that rolls
// across the layer in uDirection (turned a little, so one corner leads), `t`
// of the way. The page under the cylinder wraps round it and lies back over
// the part still flat, showing its back: the content seen through the
// paper, lighter, lit by how the surface faces the viewer. The inside of the
// curl shows the page's front, darker; the curl casts a soft shadow on the
// page underneath. Distances are in points across the layer.
vec4 pageCurl(vec2 uv, float t, bool topIsOld) {
    float tilt = 0.25;
    vec2 d = uDirection;
    vec2 n = vec2(d.x * cos(tilt) + d.y * sin(tilt), -d.x * sin(tilt) + d.y * cos(tilt));
    vec2 position = uv * uSize;
    // The page's extent along n, and the cylinder's radius.
    float s0 = min(n.x * uSize.x, 0.0) + min(n.y * uSize.y, 0.0);
    float s1 = max(n.x * uSize.x, 0.0) + max(n.y * uSize.y, 0.0);
    float radius = max(0.1 * (s1 - s0), 3.0);
    // Where the cylinder touches the flat page: from s0 (nothing lifted) to
    // beyond s1 (the page gone).
    float c = mix(s0, s1 + radius, t);
    float x = dot(position, n);
    vec4 under = topIsOld ? newAt(uv) : oldAt(uv);
    vec4 color;
    if (x >= c) {
        // The flat front, and over it the part that went round: page
        // distance c - (x - c) - πR, seen from its back.
        vec4 front = pageImage(topIsOld, uv);
        vec2 backAt = pageAt(position, n, x, 2.0 * c - x - pi * radius);
        vec4 back = pageImage(topIsOld, backAt);
        back.rgb = mix(back.rgb, vec3(back.a), 0.6);
        color = over(back, over(front, under));
    } else if (x >= c - radius) {
        // On the cylinder: the upper half shows the back, the lower (inside
        // the curl) the front; the angle round from the contact point.
        float lower = asin(clamp((c - x) / radius, 0.0, 1.0));
        float upper = pi - lower;
        vec2 upperAt = pageAt(position, n, x, c - radius * upper);
        vec2 lowerAt = pageAt(position, n, x, c - radius * lower);
        vec4 back = pageImage(topIsOld, upperAt);
        vec4 inside = pageImage(topIsOld, lowerAt);
        // The back faces the viewer at the top of the cylinder (upper = π) and turns edge-on at its side.
        float facing = -cos(upper);
        back.rgb = mix(back.rgb, vec3(back.a), 0.6) * (0.55 + 0.45 * facing);
        inside.rgb *= 0.45 + 0.25 * cos(lower);
        color = over(back, over(inside, under));
    } else {
        // Uncovered: the page underneath, in the curl's shadow near it.
        vec2 sideAt = pageAt(position, n, x, c - radius * 0.5 * pi);
        float caster = pageImage(topIsOld, sideAt).a;
        float shade = 1.0 - 0.4 * caster * exp(-(c - radius - x) / (0.6 * radius));
        color = vec4(under.rgb * shade, under.a);
    }
    return color;
}

void main() {
    vec2 uv = vPosition / max(uSize, vec2(1.0e-6));
    pixelInUV = max(fwidth(uv), vec2(1.0e-6));
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
        color.rgb *= uShade;
    } else if (uMode == 5) {
        color = pageCurl(uv, p, true);
    } else if (uMode == 6) {
        color = pageCurl(uv, 1.0 - p, false);
    } else if (uMode == 7) {
        vec2 fromCentre = (uv - 0.5) * uSize;
        float distance = length(fromCentre);
        vec2 outward = distance > 0.0 ? fromCentre / distance : vec2(0.0);
        // Rings about 40 points apart travel outward from the centre,
        // strongest half way. Their slope stays below 1 (4.5 × 0.16), so the
        // picture bends without folding over itself (which draws jagged
        // teeth); they die out over the last 16 points before the edges, so
        // the layer keeps its outline (a pool's rim).
        vec2 edge = min(uv, 1.0 - uv) * uSize;
        float rim = smoothstep(0.0, 16.0, min(edge.x, edge.y));
        float wave = sin(distance * 0.16 - p * 24.0) * 4.5 * sin(pi * p) * rim;
        vec2 moved = uv + outward * wave / max(uSize, vec2(1.0));
        color = mix(sampleSoft(uOld, uOldImageSize, moved), sampleSoft(uNew, uNewImageSize, moved), p);
        // The rings catch the light on their near slopes.
        float light = 1.0 + 0.1 * cos(distance * 0.16 - p * 24.0) * sin(pi * p) * rim;
        color.rgb = min(color.rgb * light, vec3(color.a));
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
