/*
 * scenes.c - the deterministic workloads: FrameBench's scene parameters, the
 * closed forms of its animations, and the procedural petal texture.
 */
#define _GNU_SOURCE
#include "baseline.h"

#include <math.h>

/* ------------------------------------------------------------------------
 * Deterministic scene parameters: the same generator and the same order of
 * draws as FrameBench's BenchRandom, SpriteParameters and CardParameters.
 * ------------------------------------------------------------------------ */

typedef struct {
    uint32_t state;
} Random;

static float random_next(Random *r) {
    r->state = r->state * 1664525u + 1013904223u;
    return (float)((r->state >> 8) & 0xFFFFFFu) / 16777216.0f;
}

static Random random_seeded(uint32_t seed) {
    Random r = {seed};
    for (int i = 0; i < 3; i++) random_next(&r); /* FrameBench discards three */
    return r;
}

Sprite sprite_parameters(int index, int width, int height) {
    Random r = random_seeded(0x9E3779B9u ^ (uint32_t)index * 2654435761u);
    Sprite s;
    s.x0 = 16 + random_next(&r) * (float)(width - 32);
    s.y0 = -16 + random_next(&r) * (float)(height + 32);
    s.fall = 40 + random_next(&r) * 120;
    s.amp = 10 + random_next(&r) * 30;
    s.period = 2 + random_next(&r) * 4;
    s.phase = random_next(&r) * 6.2831853f;
    float speed = 30 + random_next(&r) * 150;
    s.spin = random_next(&r) < 0.5f ? -speed : speed;
    return s;
}

Card card_parameters(int index, int width, int height) {
    Random r = random_seeded(0x85EBCA6Bu ^ (uint32_t)index * 2246822519u);
    Card c;
    c.cx = 100 + random_next(&r) * (float)(width - 200);
    c.cy = 60 + random_next(&r) * (float)(height - 120);
    c.spin = 30 + random_next(&r) * 90;
    c.phase = random_next(&r) * 360;
    c.r = 0.3f + 0.7f * random_next(&r);
    c.g = 0.3f + 0.7f * random_next(&r);
    c.b = 0.3f + 0.7f * random_next(&r);
    return c;
}

/* ------------------------------------------------------------------------
 * Motion: closed forms of FrameBench's CABasicAnimations
 * ------------------------------------------------------------------------ */

/* Core Animation's easeInEaseOut, the cubic Bezier (0,0) (0.42,0) (0.58,1)
 * (1,1): the y of the curve point whose x is `progress`. Newton's method on
 * x(s) from s = progress, bisection if it stalls. */
static double ease_in_ease_out(double progress) {
    const double x1 = 0.42, x2 = 0.58;
    if (progress <= 0) return 0;
    if (progress >= 1) return 1;
    /* x(s) = a s^3 + b s^2 + c s, with the control points' x folded in. */
    const double c = 3 * x1, b = 3 * (x2 - x1) - c, a = 1 - c - b;
    double s = progress;
    int solved = 0;
    for (int i = 0; i < 8 && !solved; i++) {
        double error = ((a * s + b) * s + c) * s - progress;
        double slope = (3 * a * s + 2 * b) * s + c;
        if (fabs(error) < 1e-7) solved = 1;
        else if (fabs(slope) < 1e-6) break;
        else s -= error / slope;
    }
    if (!solved || s < 0 || s > 1) {
        double low = 0, high = 1;
        s = progress;
        for (int i = 0; i < 40; i++) {
            double x = ((a * s + b) * s + c) * s;
            if (fabs(x - progress) < 1e-7) break;
            if (x < progress) low = s; else high = s;
            s = 0.5 * (low + high);
        }
    }
    /* y(s) with control points' y 0 and 1: 3 (1 - s) s^2 + s^3. */
    return s * s * (3 - 2 * s);
}

/* A sprite's centre and rotation at `t` seconds after the first frame:
 *   fall:  position.y from -16 to height + 16, linear, repeating, started
 *          where y0 lies (timeOffset);
 *   drift: position.x additive, -amp to +amp in period / 2 eased in and
 *          out, autoreversing (one swing there and back per period),
 *          started `phase` radians into it;
 *   spin:  transform.rotation.z, a full turn every 360 / |spin| seconds. */
void sprite_at(const Sprite *s, double t, int height, float *x, float *y, float *angle) {
    const double span = height + SPRITE_SIZE;
    *y = (float)(fmod(s->y0 + 16.0 + s->fall * t, span) - 16.0);

    double half = s->period * 0.5;
    double local = fmod(t + s->phase / (2 * M_PI) * s->period, s->period); /* 0 ..< period */
    double progress = local < half ? local / half : (s->period - local) / half;
    *x = (float)(s->x0 - s->amp + 2.0 * s->amp * ease_in_ease_out(progress));

    *angle = (float)(fmod(s->spin * t, 360.0) * (M_PI / 180.0));
}

/* A card's turn about its y axis at `t`, radians. */
float card_angle_at(const Card *c, double t) {
    return (float)(fmod(c->phase + c->spin * t, 360.0) * (M_PI / 180.0));
}

/* The 32x32 petal of FrameBench's BenchScene.petalImage(): a soft pink
 * ellipse, narrow at the top, premultiplied RGBA8, first row at the top. */
void make_petal(unsigned char pixels[SPRITE_SIZE * SPRITE_SIZE * 4]) {
    for (int y = 0; y < SPRITE_SIZE; y++) {
        for (int x = 0; x < SPRITE_SIZE; x++) {
            float u = ((float)x + 0.5f) / SPRITE_SIZE * 2 - 1;
            float v = ((float)y + 0.5f) / SPRITE_SIZE * 2 - 1;
            float half_width = 0.55f + 0.35f * (v + 1) * 0.5f;
            float d = sqrtf((u / half_width) * (u / half_width) + v * v);
            float alpha = fminf(fmaxf(1 - (d - 0.85f) / 0.15f, 0), 1);
            float rgb[3] = {1, 0.70f + 0.2f * (1 - d), 0.80f};
            unsigned char *p = pixels + (y * SPRITE_SIZE + x) * 4;
            for (int k = 0; k < 3; k++) p[k] = (unsigned char)(rgb[k] * alpha * 255 + 0.5f);
            p[3] = (unsigned char)(alpha * 255 + 0.5f);
        }
    }
}
