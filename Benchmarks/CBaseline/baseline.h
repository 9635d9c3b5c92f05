/*
 * baseline.h - what the files of the C baseline share: the scene's constants,
 * the options, the scene parameters, the window and the renderer, and the
 * functions one file calls in another. See gles3_baseline.c for the program
 * and README.md beside this file for the workloads.
 *
 *   gles3_baseline.c  small utilities, frame timing, the RESULT line, main
 *   options.c         command line and environment
 *   scenes.c          deterministic scene parameters, motion, the petal
 *   gl_output.c       X11 window, EGL context, errors, events, shader linking
 *   renderer.c        the shaders and the two scenes on the GPU
 *
 * Each .c file defines _GNU_SOURCE before its first #include.
 */
#ifndef BASELINE_H
#define BASELINE_H

#include <EGL/egl.h>
#include <GLES3/gl3.h>
#include <X11/Xlib.h>

#include <stdint.h>

/* ------------------------------------------------------------------------
 * The scene, as FrameBench builds it (BenchScene.swift)
 * ------------------------------------------------------------------------ */

#define SPRITE_SIZE 32            /* petal layer bounds, points = pixels     */
#define CARD_WIDTH 200.0f
#define CARD_HEIGHT 120.0f
#define CARD_CORNER_RADIUS 16.0f
#define CARD_BORDER_WIDTH 2.0f
#define CARD_SHADOW_RADIUS 10.0f  /* shadowRadius; Gaussian sigma = radius / 2 */
#define CARD_SHADOW_OFFSET_Y 4.0f /* shadowOffset (0, 4), in the card's space */
#define CARD_SHADOW_OPACITY 0.5f  /* shadowOpacity, shadowColor black        */
#define EYE_DISTANCE 1024.0f      /* root sublayerTransform.m34 = -1 / 1024  */
/* Core Animation applies a sublayerTransform about the layer's anchor point.
 * LayerWindow's root layer has anchorPoint (0, 0) (and position (0, 0)), so
 * FrameBench's perspective is centred on the window's top-left corner, not
 * on its centre: cards far from that corner look more skewed. */
#define VANISHING_X 0.0f
#define VANISHING_Y 0.0f

/* FrameBench's root layer colour, CGColor(0.08, 0.08, 0.1). */
static const float BACKGROUND[3] = {0.08f, 0.08f, 0.10f};

/* ------------------------------------------------------------------------
 * Options
 * ------------------------------------------------------------------------ */

enum Scene { SCENE_SPRITES, SCENE_CARDS };

typedef struct {
    enum Scene scene;
    int count;
    double warmup_s;
    double seconds;
    int width, height;
    int swap_interval;
    int finish;          /* glFinish before the swap, so that raster time shows apart */
    int banded_shadow;   /* cards: the closer, costlier shadow formula */
} Options;

/* ------------------------------------------------------------------------
 * Scene parameters (scenes.c)
 * ------------------------------------------------------------------------ */

typedef struct {
    float x0, y0;   /* centre: drift middle and starting height, pixels      */
    float fall;     /* pixels per second                                     */
    float amp;      /* the drift swings from x0 - amp to x0 + amp and back   */
    float period;   /* seconds per swing there and back                      */
    float phase;    /* radians into the swing at t = 0                       */
    float spin;     /* degrees per second, sign = direction                  */
} Sprite;

typedef struct {
    float cx, cy;     /* centre, pixels                 */
    float spin;       /* degrees per second about y     */
    float phase;      /* degrees at t = 0               */
    float r, g, b;    /* opaque fill                    */
} Card;

/* ------------------------------------------------------------------------
 * Window and context (gl_output.c)
 * ------------------------------------------------------------------------ */

typedef struct {
    Display *x;
    Window window;
    Atom delete_window;
    EGLDisplay egl;
    EGLSurface surface;
    EGLContext context;
} Output;

/* ------------------------------------------------------------------------
 * The two scenes on the GPU (renderer.c)
 * ------------------------------------------------------------------------ */

typedef struct {
    const Options *options;
    GLuint program, vertex_array, corner_buffer, instance_buffer, static_buffer, texture;
    float *instances;      /* 4 floats per sprite or card, rewritten each frame */
    Sprite *sprites;
    Card *cards;
} Renderer;

/* ------------------------------------------------------------------------
 * Functions shared between the files
 * ------------------------------------------------------------------------ */

/* gles3_baseline.c */
void fail(const char *format, ...) __attribute__((noreturn, format(printf, 1, 2)));

/* options.c */
Options parse_options(int argc, char **argv);

/* scenes.c */
Sprite sprite_parameters(int index, int width, int height);
Card card_parameters(int index, int width, int height);
void sprite_at(const Sprite *s, double t, int height, float *x, float *y, float *angle);
float card_angle_at(const Card *c, double t);
void make_petal(unsigned char pixels[SPRITE_SIZE * SPRITE_SIZE * 4]);

/* gl_output.c */
void egl_fail(const char *call) __attribute__((noreturn));
#define EGL_FAIL(call) egl_fail(call)
void check_gl(const char *what);
Output open_output(const Options *o);
void close_output(Output *out);
int handle_events(Output *out);
GLuint link_program(const char *defines, const char *vertex, const char *fragment, const char *name);
GLint uniform(GLuint program, const char *name);

/* renderer.c */
void setup_sprites(Renderer *r);
void setup_cards(Renderer *r);
void animate(Renderer *r, double t);
void draw(const Renderer *r);

#endif
