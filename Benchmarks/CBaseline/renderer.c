/*
 * renderer.c - the two scenes on the GPU: their shaders, their programs and
 * buffers, and each frame's motion upload and draw call.
 */
#define _GNU_SOURCE
#include "baseline.h"

#include <math.h>
#include <stdlib.h>

/* ------------------------------------------------------------------------
 * Shaders
 * ------------------------------------------------------------------------ */

/* Sprites: each instance is (centre x, centre y, cos, sin) in window pixels,
 * y down; the quad corner comes from attribute 0 in -0.5 ... 0.5. */
static const char SPRITE_VERTEX[] =
    "layout(location = 0) in vec2 corner;\n"
    "layout(location = 1) in vec4 placement;\n"
    "uniform vec2 pixelToClip;   // 2 / width, 2 / height\n"
    "uniform float size;\n"
    "out vec2 uv;\n"
    "void main() {\n"
    "    vec2 p = corner * size;\n"
    "    vec2 turned = vec2(p.x * placement.z - p.y * placement.w, p.x * placement.w + p.y * placement.z);\n"
    "    vec2 window = placement.xy + turned;\n"
    "    gl_Position = vec4(window.x * pixelToClip.x - 1.0, 1.0 - window.y * pixelToClip.y, 0.0, 1.0);\n"
    "    uv = corner + 0.5;   // v = 0 at the top: the image's first row\n"
    "}\n";

static const char SPRITE_FRAGMENT[] =
    "precision mediump float;\n"
    "in vec2 uv;\n"
    "uniform sampler2D petal;\n"
    "out vec4 color;\n"
    "void main() { color = texture(petal, uv); }\n";

/* Cards. Card space: pixels from the card's centre, y down. The root's
 * sublayerTransform puts the eye EYE_DISTANCE in front of the vanishing
 * point V (the root's anchor), so with the card turned by a about y (Core
 * Animation's matrix: x' = x cos a, z' = -x sin a) a point p lands at
 *   V + (offset.x + p.x cos a, offset.y + p.y) / w,  w = 1 + p.x sin a / EYE,
 * where offset is the card centre minus V. Multiplied by w, that is the clip
 * position (v.x w + 2 X / width, v.y w - 2 Y / height, 0, w), v being V in
 * clip space: the GPU divides by w and interpolates `local`
 * perspective-correctly. */
static const char CARD_VERTEX[] =
    "layout(location = 0) in vec2 corner;     // -0.5 ... 0.5\n"
    "layout(location = 1) in vec4 placement;  // offset from the vanishing point, cos a, sin a\n"
    "layout(location = 2) in vec4 fill;       // opaque colour\n"
    "uniform vec4 quad;                        // card space: centre x, y, width, height\n"
    "uniform vec2 pixelToClip;                 // 2 / width, 2 / height\n"
    "uniform vec2 vanishingPoint;              // clip space\n"
    "uniform float inverseEye;                 // 1 / eye distance\n"
    "out vec2 local;\n"
    "flat out vec4 fillColor;\n"
    "void main() {\n"
    "    vec2 p = quad.xy + corner * quad.zw;\n"
    "    float w = 1.0 + p.x * placement.w * inverseEye;\n"
    "    vec2 window = vec2(placement.x + p.x * placement.z, placement.y + p.y);\n"
    "    gl_Position = vec4(vanishingPoint * w + vec2(window.x, -window.y) * pixelToClip, 0.0, w);\n"
    "    local = p;\n"
    "    fillColor = fill;\n"
    "}\n";

/* The card's pixel: rounded rectangle with anti-aliased edges, a border band
 * inside the edge, and under it the shadow: the rounded rectangle moved by
 * the offset and blurred by a Gaussian of sigma, 50 % black. Everything is
 * worked out per pixel and frame, in the card's own space.
 *
 * The shadow has two formulas. llvmpipe pays every instruction for every
 * pixel of the quad (it runs both sides of a branch, so the card's opaque
 * middle cannot skip the shadow), and the shadow is most of the quad's cost:
 *   distance (default): a blurred straight edge is exactly
 *     Phi(-d / sigma) for a point d outside it; here d is the distance to the
 *     shadow's rounded rectangle, pushed out by the curvature shift
 *     sigma^2 / 2r in the corners. One erf per pixel; within 8/255 of an
 *     exact blur in alpha, 4/255 in the image after the 50 % opacity (worst
 *     where a side meets a corner).
 *   bands (SHADOW_BANDS): each row of the rounded rectangle is an interval
 *     [-c(y), c(y)], whose blur along x is a difference of two erfs; the
 *     Gaussian along y is integrated exactly over four bands of rows, each
 *     taking the interval of its middle row. Exact along the sides, within
 *     4/255 in alpha (2/255 in the image) at the corners; 13 erfs per pixel,
 *     which on llvmpipe takes about 1.5 times the default's frame time. */
static const char CARD_FRAGMENT[] =
    "precision highp float;\n"
    "in vec2 local;\n"
    "flat in vec4 fillColor;\n"
    "uniform vec2 halfSize;\n"
    "uniform float radius;\n"
    "uniform float borderWidth;\n"
    "uniform vec4 borderColor;   // premultiplied\n"
    "uniform float shadowOffsetY;\n"
    "uniform float sigma;\n"
    "uniform float shadowOpacity;\n"
    "out vec4 color;\n"
    "\n"
    "// erf, Abramowitz and Stegun 7.1.27 (error below 5e-4), one or four at once.\n"
    "float erf1(float x) {\n"
    "    float a = abs(x);\n"
    "    float p = 1.0 + a * (0.278393 + a * (0.230389 + a * (0.000972 + a * 0.078108)));\n"
    "    p *= p;\n"
    "    return sign(x) * (1.0 - 1.0 / (p * p));\n"
    "}\n"
    "vec4 erf4(vec4 x) {\n"
    "    vec4 a = abs(x);\n"
    "    vec4 p = 1.0 + a * (0.278393 + a * (0.230389 + a * (0.000972 + a * 0.078108)));\n"
    "    p *= p;\n"
    "    return sign(x) * (1.0 - 1.0 / (p * p));\n"
    "}\n"
    "\n"
    "// Signed distance to the rounded rectangle (negative inside); `corner`\n"
    "// says how far p is into a corner's quarter (0 along the sides).\n"
    "float roundedBox(vec2 p, out float corner) {\n"
    "    vec2 q = abs(p) - halfSize + radius;\n"
    "    corner = min(q.x, q.y);\n"
    "    return length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - radius;\n"
    "}\n"
    "\n"
    "#ifndef SHADOW_BANDS\n"
    "float shadow(vec2 p) {\n"
    "    float corner;\n"
    "    float d = roundedBox(p - vec2(0.0, shadowOffsetY), corner);\n"
    "    // A blurred arc of radius r sits sigma^2 / 2r further in than a\n"
    "    // blurred straight edge; ramped in over 2 units to leave no seam.\n"
    "    d += sigma * sigma / (2.0 * radius) * clamp(corner * 0.5, 0.0, 1.0);\n"
    "    return 0.5 - 0.5 * erf1(d * (0.70710678 / sigma));\n"
    "}\n"
    "#else\n"
    "// Half width of the rounded rectangle's rows at heights y (|y| <= halfSize.y).\n"
    "vec4 rowHalfWidth(vec4 y) {\n"
    "    vec4 intoCorner = max(abs(y) - (halfSize.y - radius), 0.0);\n"
    "    return halfSize.x - radius + sqrt(max(radius * radius - intoCorner * intoCorner, 0.0));\n"
    "}\n"
    "\n"
    "float shadow(vec2 p) {\n"
    "    p.y -= shadowOffsetY;\n"
    "    float k = 0.70710678 / sigma;   // erf(z k) = 2 Phi(z / sigma) - 1\n"
    "    // The kernel's rows u that meet the rectangle: p.y - u within +-halfSize.y.\n"
    "    float low = clamp(p.y - halfSize.y, -3.0 * sigma, 3.0 * sigma);\n"
    "    float high = clamp(p.y + halfSize.y, -3.0 * sigma, 3.0 * sigma);\n"
    "    float step = (high - low) * 0.25;\n"
    "    vec4 bandStart = low + step * vec4(0.0, 1.0, 2.0, 3.0);\n"
    "    vec4 startErf = erf4(bandStart * k);\n"
    "    float endErf = erf1(high * k);\n"
    "    vec4 weight = 0.5 * (vec4(startErf.yzw, endErf) - startErf);\n"
    "    vec4 c = rowHalfWidth(p.y - (bandStart + 0.5 * step));\n"
    "    vec4 across = 0.5 * (erf4((p.x + c) * k) - erf4((p.x - c) * k));\n"
    "    return dot(weight, across);\n"
    "}\n"
    "#endif\n"
    "\n"
    "void main() {\n"
    "    float corner;\n"
    "    float d = roundedBox(local, corner);\n"
    "    float pixel = max(length(vec2(dFdx(d), dFdy(d))), 1.0e-6);   // card units per pixel\n"
    "    float inside = clamp(0.5 - d / pixel, 0.0, 1.0);\n"
    "    float inFill = clamp(0.5 - (d + borderWidth) / pixel, 0.0, 1.0);\n"
    "    color = mix(borderColor, fillColor, inFill) * inside;\n"
    "    // The shadow shows where the card does not cover (black: alpha only).\n"
    "    color.a += shadowOpacity * shadow(local) * (1.0 - inside);\n"
    "}\n";

/* ------------------------------------------------------------------------
 * The two scenes on the GPU
 * ------------------------------------------------------------------------ */

/* Attribute 0: the four corners of a unit quad, as a triangle strip. */
static void make_corner_buffer(Renderer *r) {
    static const float corners[8] = {-0.5f, -0.5f, 0.5f, -0.5f, -0.5f, 0.5f, 0.5f, 0.5f};
    glGenVertexArrays(1, &r->vertex_array);
    glBindVertexArray(r->vertex_array);
    glGenBuffers(1, &r->corner_buffer);
    glBindBuffer(GL_ARRAY_BUFFER, r->corner_buffer);
    glBufferData(GL_ARRAY_BUFFER, sizeof corners, corners, GL_STATIC_DRAW);
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 0, NULL);
}

/* Attribute `location`: one vec4 per instance from `buffer`. */
static void instance_attribute(GLuint location, GLuint buffer) {
    glBindBuffer(GL_ARRAY_BUFFER, buffer);
    glEnableVertexAttribArray(location);
    glVertexAttribPointer(location, 4, GL_FLOAT, GL_FALSE, 4 * sizeof(float), NULL);
    glVertexAttribDivisor(location, 1);
}

void setup_sprites(Renderer *r) {
    const Options *o = r->options;
    r->sprites = malloc(sizeof *r->sprites * (size_t)o->count);
    r->instances = malloc(sizeof(float) * 4 * (size_t)o->count);
    if (!r->sprites || !r->instances) fail("out of memory for %d sprites", o->count);
    for (int i = 0; i < o->count; i++) r->sprites[i] = sprite_parameters(i, o->width, o->height);

    r->program = link_program("", SPRITE_VERTEX, SPRITE_FRAGMENT, "sprite");
    glUseProgram(r->program);
    glUniform2f(uniform(r->program, "pixelToClip"), 2.0f / (float)o->width, 2.0f / (float)o->height);
    glUniform1f(uniform(r->program, "size"), SPRITE_SIZE);
    glUniform1i(uniform(r->program, "petal"), 0);

    make_corner_buffer(r);
    glGenBuffers(1, &r->instance_buffer);
    glBindBuffer(GL_ARRAY_BUFFER, r->instance_buffer);
    glBufferData(GL_ARRAY_BUFFER, (GLsizeiptr)(sizeof(float) * 4 * (size_t)o->count), NULL, GL_STREAM_DRAW);
    instance_attribute(1, r->instance_buffer);

    /* The one petal texture, sampled linearly as FrameBench's sprites are. */
    unsigned char petal[SPRITE_SIZE * SPRITE_SIZE * 4];
    make_petal(petal);
    glGenTextures(1, &r->texture);
    glActiveTexture(GL_TEXTURE0);
    glBindTexture(GL_TEXTURE_2D, r->texture);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, SPRITE_SIZE, SPRITE_SIZE, 0, GL_RGBA, GL_UNSIGNED_BYTE, petal);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    check_gl("setting up the sprite program, buffers and petal texture");
}

/* The card's quad in card space: the card grown by the shadow's reach,
 * 3 sigma around the shape moved down by the offset (which also leaves room
 * for the card's own anti-aliased edge). */
typedef struct {
    float left, top, width, height;
} CardQuad;

static CardQuad card_quad(void) {
    const float reach = 3 * (CARD_SHADOW_RADIUS * 0.5f);
    CardQuad q;
    q.left = -CARD_WIDTH / 2 - reach;
    q.top = -CARD_HEIGHT / 2 + CARD_SHADOW_OFFSET_Y - reach;
    q.width = CARD_WIDTH + 2 * reach;
    q.height = CARD_HEIGHT + 2 * reach;
    return q;
}

void setup_cards(Renderer *r) {
    const Options *o = r->options;
    r->cards = malloc(sizeof *r->cards * (size_t)o->count);
    r->instances = malloc(sizeof(float) * 4 * (size_t)o->count);
    float *colors = malloc(sizeof(float) * 4 * (size_t)o->count);
    if (!r->cards || !r->instances || !colors) fail("out of memory for %d cards", o->count);
    for (int i = 0; i < o->count; i++) {
        Card *c = &r->cards[i];
        *c = card_parameters(i, o->width, o->height);
        colors[4 * i + 0] = c->r;
        colors[4 * i + 1] = c->g;
        colors[4 * i + 2] = c->b;
        colors[4 * i + 3] = 1;
    }

    r->program = link_program(o->banded_shadow ? "#define SHADOW_BANDS\n" : "", CARD_VERTEX, CARD_FRAGMENT,
                              o->banded_shadow ? "card (banded shadow)" : "card");
    glUseProgram(r->program);
    const CardQuad q = card_quad();
    glUniform4f(uniform(r->program, "quad"), q.left + q.width / 2, q.top + q.height / 2, q.width, q.height);
    glUniform2f(uniform(r->program, "pixelToClip"), 2.0f / (float)o->width, 2.0f / (float)o->height);
    glUniform2f(uniform(r->program, "vanishingPoint"), VANISHING_X * 2.0f / (float)o->width - 1.0f,
                1.0f - VANISHING_Y * 2.0f / (float)o->height);
    glUniform1f(uniform(r->program, "inverseEye"), 1.0f / EYE_DISTANCE);
    glUniform2f(uniform(r->program, "halfSize"), CARD_WIDTH / 2, CARD_HEIGHT / 2);
    glUniform1f(uniform(r->program, "radius"), CARD_CORNER_RADIUS);
    glUniform1f(uniform(r->program, "borderWidth"), CARD_BORDER_WIDTH);
    glUniform4f(uniform(r->program, "borderColor"), 1, 1, 1, 1);
    glUniform1f(uniform(r->program, "shadowOffsetY"), CARD_SHADOW_OFFSET_Y);
    glUniform1f(uniform(r->program, "sigma"), CARD_SHADOW_RADIUS * 0.5f);
    glUniform1f(uniform(r->program, "shadowOpacity"), CARD_SHADOW_OPACITY);

    make_corner_buffer(r);
    glGenBuffers(1, &r->instance_buffer);
    glBindBuffer(GL_ARRAY_BUFFER, r->instance_buffer);
    glBufferData(GL_ARRAY_BUFFER, (GLsizeiptr)(sizeof(float) * 4 * (size_t)o->count), NULL, GL_STREAM_DRAW);
    instance_attribute(1, r->instance_buffer);
    glGenBuffers(1, &r->static_buffer); /* colours never change */
    glBindBuffer(GL_ARRAY_BUFFER, r->static_buffer);
    glBufferData(GL_ARRAY_BUFFER, (GLsizeiptr)(sizeof(float) * 4 * (size_t)o->count), colors, GL_STATIC_DRAW);
    instance_attribute(2, r->static_buffer);
    free(colors);
    check_gl("setting up the card program and buffers");
}

/* CPU side of a frame: every instance's placement at `t`, uploaded. */
void animate(Renderer *r, double t) {
    const Options *o = r->options;
    float *out = r->instances;
    if (o->scene == SCENE_SPRITES) {
        for (int i = 0; i < o->count; i++, out += 4) {
            float x, y, angle;
            sprite_at(&r->sprites[i], t, o->height, &x, &y, &angle);
            out[0] = x;
            out[1] = y;
            out[2] = cosf(angle);
            out[3] = sinf(angle);
        }
    } else {
        for (int i = 0; i < o->count; i++, out += 4) {
            const Card *c = &r->cards[i];
            float angle = card_angle_at(c, t);
            out[0] = c->cx - VANISHING_X;
            out[1] = c->cy - VANISHING_Y;
            out[2] = cosf(angle);
            out[3] = sinf(angle);
        }
    }
    glBindBuffer(GL_ARRAY_BUFFER, r->instance_buffer);
    glBufferSubData(GL_ARRAY_BUFFER, 0, (GLsizeiptr)(sizeof(float) * 4 * (size_t)o->count), r->instances);
}

/* GL side of a frame: clear to the background, one instanced draw, in
 * index order (FrameBench's sublayer order) with premultiplied blending. */
void draw(const Renderer *r) {
    glClear(GL_COLOR_BUFFER_BIT);
    glDrawArraysInstanced(GL_TRIANGLE_STRIP, 0, 4, r->options->count);
}
