/*
 * gles3_baseline.c - FrameBench's workloads, hand-written in C on Xlib, EGL
 * and OpenGL ES 3.0: the baseline that Scripts/framebench-vs-c.sh puts beside
 * FrameBench (Samples/FrameBench), with no scene graph, no animation engine
 * and no render thread, only what the pictures need.
 *
 *   sprites  N petals, 32x32, one shared premultiplied RGBA texture, falling,
 *            drifting sideways and spinning; ONE instanced draw per frame.
 *   cards    N cards, 200x120, corner radius 16, 2 px white border, shadow
 *            (blur radius 10, offset (0, 4), 50 % black), each turning about
 *            its own y axis under a perspective of eye distance 1024 seen
 *            from the window's top-left corner (FrameBench's root layer has
 *            anchorPoint (0, 0)); ONE instanced draw per frame, the corners,
 *            border, anti-aliasing and shadow worked out per pixel.
 *
 * The scene parameters (positions, speeds, colours), the motion and the
 * background follow Samples/FrameBench/BenchScene.swift and main.swift, so
 * that both programs draw the same pictures. See README.md beside this file.
 *
 * Build:  gcc -O2 -Wall -Wextra -o gles3_baseline gles3_baseline.c -lEGL -lGLESv2 -lX11 -lm
 * Run:    DISPLAY=:1 ./gles3_baseline --scene sprites --count 5000 --seconds 10
 *
 * At the end it prints one line on stdout,
 *   RESULT peer=c-baseline workload=sprites n=5000 frames=... fps=... median_ms=... ...
 * (every field is key=value without spaces; see print_result below).
 */
#define _GNU_SOURCE
#include <EGL/egl.h>
#include <GLES3/gl3.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/keysym.h>

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

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
 * Small utilities
 * ------------------------------------------------------------------------ */

static void fail(const char *format, ...) __attribute__((noreturn, format(printf, 1, 2)));
static void fail(const char *format, ...) {
    va_list args;
    va_start(args, format);
    fputs("gles3_baseline: ", stderr);
    vfprintf(stderr, format, args);
    fputc('\n', stderr);
    va_end(args);
    exit(1);
}

static double monotonic_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static double process_cpu_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* User + system CPU seconds of another process (the X server, from
 * $XVFB_PID), or -1 when there is no such process to read. */
static double other_process_cpu_seconds(long pid) {
    if (pid <= 0) return -1;
    char path[64], text[1024];
    snprintf(path, sizeof path, "/proc/%ld/stat", pid);
    FILE *file = fopen(path, "r");
    if (!file) return -1;
    size_t length = fread(text, 1, sizeof text - 1, file);
    fclose(file);
    text[length] = '\0';
    /* The command name (field 2) may hold spaces: count from its ')'. */
    const char *rest = strrchr(text, ')');
    if (!rest) return -1;
    unsigned long long user = 0, system = 0;
    /* After ") " come field 3 (state) ... field 14 (utime), 15 (stime). */
    if (sscanf(rest + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu", &user, &system) != 2)
        return -1;
    return (double)(user + system) / (double)sysconf(_SC_CLK_TCK);
}

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

static const char USAGE[] =
    "usage: gles3_baseline [--scene sprites|cards] [--count N] [--warmup SECONDS]\n"
    "                      [--seconds SECONDS] [--width W] [--height H]\n"
    "                      [--swap-interval 0|1] [--no-finish] [--shadow distance|bands]\n"
    "  defaults: sprites, 1000, --warmup 2 (or $BENCH_WARMUP_S), --seconds 10\n"
    "  (or $BENCH_MEASURE_S), 1280x720, swap interval 0, --shadow distance (cards:\n"
    "  one erf per pixel; bands: 13, closer at the corners). --workload and --n\n"
    "  are accepted for --scene and --count. Needs DISPLAY; reads XVFB_PID if set.\n";

static double parse_number(const char *option, const char *text, double low, double high) {
    char *end = NULL;
    errno = 0;
    double value = strtod(text, &end);
    if (errno || end == text || *end != '\0' || !(value >= low && value <= high))
        fail("%s needs a number from %.10g to %.10g, not '%s'\n%s", option, low, high, text, USAGE);
    return value;
}

static double environment_seconds(const char *name, double fallback) {
    const char *text = getenv(name);
    return (text && *text) ? parse_number(name, text, 0, 86400) : fallback;
}

static Options parse_options(int argc, char **argv) {
    Options o = {
        .scene = SCENE_SPRITES,
        .count = 1000,
        .warmup_s = environment_seconds("BENCH_WARMUP_S", 2),
        .seconds = environment_seconds("BENCH_MEASURE_S", 10),
        .width = 1280,
        .height = 720,
        .swap_interval = 0,
        .finish = 1,
    };
    for (int i = 1; i < argc; i++) {
        const char *option = argv[i];
        if (!strcmp(option, "--help") || !strcmp(option, "-h")) {
            fputs(USAGE, stdout);
            exit(0);
        }
        if (!strcmp(option, "--no-finish")) {
            o.finish = 0;
            continue;
        }
        if (i + 1 >= argc) fail("unknown option or missing value: %s\n%s", option, USAGE);
        const char *value = argv[++i];
        if (!strcmp(option, "--scene") || !strcmp(option, "--workload")) {
            if (!strcmp(value, "sprites")) o.scene = SCENE_SPRITES;
            else if (!strcmp(value, "cards")) o.scene = SCENE_CARDS;
            else fail("unknown scene '%s'; use sprites or cards", value);
        } else if (!strcmp(option, "--count") || !strcmp(option, "--n")) {
            o.count = (int)parse_number(option, value, 1, 1000000);
        } else if (!strcmp(option, "--warmup")) {
            o.warmup_s = parse_number(option, value, 0, 86400);
        } else if (!strcmp(option, "--seconds")) {
            o.seconds = parse_number(option, value, 0.001, 86400);
        } else if (!strcmp(option, "--width")) {
            o.width = (int)parse_number(option, value, 64, 8192);
        } else if (!strcmp(option, "--height")) {
            o.height = (int)parse_number(option, value, 64, 8192);
        } else if (!strcmp(option, "--shadow")) {
            if (!strcmp(value, "distance")) o.banded_shadow = 0;
            else if (!strcmp(value, "bands")) o.banded_shadow = 1;
            else fail("unknown shadow '%s'; use distance or bands", value);
        } else if (!strcmp(option, "--swap-interval")) {
            o.swap_interval = (int)parse_number(option, value, 0, 1);
        } else {
            fail("unknown option %s\n%s", option, USAGE);
        }
    }
    return o;
}

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

typedef struct {
    float x0, y0;   /* centre: drift middle and starting height, pixels      */
    float fall;     /* pixels per second                                     */
    float amp;      /* the drift swings from x0 - amp to x0 + amp and back   */
    float period;   /* seconds per swing there and back                      */
    float phase;    /* radians into the swing at t = 0                       */
    float spin;     /* degrees per second, sign = direction                  */
} Sprite;

static Sprite sprite_parameters(int index, int width, int height) {
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

typedef struct {
    float cx, cy;     /* centre, pixels                 */
    float spin;       /* degrees per second about y     */
    float phase;      /* degrees at t = 0               */
    float r, g, b;    /* opaque fill                    */
} Card;

static Card card_parameters(int index, int width, int height) {
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
static void sprite_at(const Sprite *s, double t, int height, float *x, float *y, float *angle) {
    const double span = height + SPRITE_SIZE;
    *y = (float)(fmod(s->y0 + 16.0 + s->fall * t, span) - 16.0);

    double half = s->period * 0.5;
    double local = fmod(t + s->phase / (2 * M_PI) * s->period, s->period); /* 0 ..< period */
    double progress = local < half ? local / half : (s->period - local) / half;
    *x = (float)(s->x0 - s->amp + 2.0 * s->amp * ease_in_ease_out(progress));

    *angle = (float)(fmod(s->spin * t, 360.0) * (M_PI / 180.0));
}

/* A card's turn about its y axis at `t`, radians. */
static float card_angle_at(const Card *c, double t) {
    return (float)(fmod(c->phase + c->spin * t, 360.0) * (M_PI / 180.0));
}

/* The 32x32 petal of FrameBench's BenchScene.petalImage(): a soft pink
 * ellipse, narrow at the top, premultiplied RGBA8, first row at the top. */
static void make_petal(unsigned char pixels[SPRITE_SIZE * SPRITE_SIZE * 4]) {
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

/* ------------------------------------------------------------------------
 * Window and context: Xlib window, EGL on the Xlib Display, ES 3.0
 * ------------------------------------------------------------------------ */

static const char *egl_error_name(EGLint error) {
    switch (error) {
    case EGL_SUCCESS: return "EGL_SUCCESS";
    case EGL_NOT_INITIALIZED: return "EGL_NOT_INITIALIZED";
    case EGL_BAD_ACCESS: return "EGL_BAD_ACCESS";
    case EGL_BAD_ALLOC: return "EGL_BAD_ALLOC";
    case EGL_BAD_ATTRIBUTE: return "EGL_BAD_ATTRIBUTE";
    case EGL_BAD_CONFIG: return "EGL_BAD_CONFIG";
    case EGL_BAD_CONTEXT: return "EGL_BAD_CONTEXT";
    case EGL_BAD_CURRENT_SURFACE: return "EGL_BAD_CURRENT_SURFACE";
    case EGL_BAD_DISPLAY: return "EGL_BAD_DISPLAY";
    case EGL_BAD_MATCH: return "EGL_BAD_MATCH";
    case EGL_BAD_NATIVE_PIXMAP: return "EGL_BAD_NATIVE_PIXMAP";
    case EGL_BAD_NATIVE_WINDOW: return "EGL_BAD_NATIVE_WINDOW";
    case EGL_BAD_PARAMETER: return "EGL_BAD_PARAMETER";
    case EGL_BAD_SURFACE: return "EGL_BAD_SURFACE";
    case EGL_CONTEXT_LOST: return "EGL_CONTEXT_LOST";
    default: return "unknown EGL error";
    }
}

/* Stops, naming the EGL call that failed and the error it left. */
static void egl_fail(const char *call) __attribute__((noreturn));
static void egl_fail(const char *call) {
    EGLint error = eglGetError();
    fail("%s failed: %s (0x%04x)", call, egl_error_name(error), (unsigned)error);
}
#define EGL_FAIL(call) egl_fail(call)

static const char *gl_error_name(GLenum error) {
    switch (error) {
    case GL_NO_ERROR: return "GL_NO_ERROR";
    case GL_INVALID_ENUM: return "GL_INVALID_ENUM";
    case GL_INVALID_VALUE: return "GL_INVALID_VALUE";
    case GL_INVALID_OPERATION: return "GL_INVALID_OPERATION";
    case GL_INVALID_FRAMEBUFFER_OPERATION: return "GL_INVALID_FRAMEBUFFER_OPERATION";
    case GL_OUT_OF_MEMORY: return "GL_OUT_OF_MEMORY";
    default: return "unknown GL error";
    }
}

/* Stops with the GL error raised by the calls named in `what`, if any. */
static void check_gl(const char *what) {
    GLenum error = glGetError();
    if (error != GL_NO_ERROR) fail("%s raised %s (0x%04x)", what, gl_error_name(error), error);
}

typedef struct {
    Display *x;
    Window window;
    Atom delete_window;
    EGLDisplay egl;
    EGLSurface surface;
    EGLContext context;
} Output;

static Output open_output(const Options *o) {
    Output out = {0};
    const char *display_name = getenv("DISPLAY");
    out.x = XOpenDisplay(NULL);
    if (!out.x) fail("XOpenDisplay failed: cannot open X display '%s' (set DISPLAY)", display_name ? display_name : "");

    out.egl = eglGetDisplay((EGLNativeDisplayType)out.x);
    if (out.egl == EGL_NO_DISPLAY) EGL_FAIL("eglGetDisplay");
    EGLint major = 0, minor = 0;
    if (!eglInitialize(out.egl, &major, &minor)) EGL_FAIL("eglInitialize");
    if (!eglBindAPI(EGL_OPENGL_ES_API)) EGL_FAIL("eglBindAPI(EGL_OPENGL_ES_API)");

    /* A window config that renders ES 3; 8-bit colour, no alpha (the X
     * visual is 24-bit), no depth or stencil: nothing here needs them. */
    const EGLint config_attributes[] = {
        EGL_SURFACE_TYPE, EGL_WINDOW_BIT, EGL_RENDERABLE_TYPE, EGL_OPENGL_ES3_BIT,
        EGL_RED_SIZE, 8, EGL_GREEN_SIZE, 8, EGL_BLUE_SIZE, 8, EGL_NONE,
    };
    EGLConfig config;
    EGLint configs = 0;
    if (!eglChooseConfig(out.egl, config_attributes, &config, 1, &configs)) EGL_FAIL("eglChooseConfig");
    if (configs < 1) fail("eglChooseConfig found no config with an ES 3 window surface and 8-bit RGB");

    /* The X window must use the visual the EGL config renders for. */
    EGLint visual_id = 0;
    if (!eglGetConfigAttrib(out.egl, config, EGL_NATIVE_VISUAL_ID, &visual_id)) EGL_FAIL("eglGetConfigAttrib(EGL_NATIVE_VISUAL_ID)");
    XVisualInfo wanted = {0}, *visual;
    int visuals = 0;
    wanted.visualid = (VisualID)visual_id;
    visual = XGetVisualInfo(out.x, VisualIDMask, &wanted, &visuals);
    if (!visual || visuals < 1) fail("XGetVisualInfo found no X visual 0x%x for the EGL config", (unsigned)visual_id);

    Window root = DefaultRootWindow(out.x);
    XSetWindowAttributes attributes = {0};
    attributes.colormap = XCreateColormap(out.x, root, visual->visual, AllocNone);
    attributes.event_mask = StructureNotifyMask | KeyPressMask;
    attributes.background_pixmap = None;
    out.window = XCreateWindow(out.x, root, 0, 0, (unsigned)o->width, (unsigned)o->height, 0, visual->depth,
                               InputOutput, visual->visual, CWColormap | CWEventMask | CWBackPixmap, &attributes);
    XFree(visual);
    XStoreName(out.x, out.window, o->scene == SCENE_SPRITES ? "gles3_baseline sprites" : "gles3_baseline cards");
    XSizeHints *hints = XAllocSizeHints();
    hints->flags = PMinSize | PMaxSize;
    hints->min_width = hints->max_width = o->width;
    hints->min_height = hints->max_height = o->height;
    XSetWMNormalHints(out.x, out.window, hints);
    XFree(hints);
    out.delete_window = XInternAtom(out.x, "WM_DELETE_WINDOW", False);
    XSetWMProtocols(out.x, out.window, &out.delete_window, 1);
    XMapWindow(out.x, out.window);
    for (XEvent event;;) { /* draw only once the window is on screen */
        XNextEvent(out.x, &event);
        if (event.type == MapNotify && event.xmap.window == out.window) break;
    }

    out.surface = eglCreateWindowSurface(out.egl, config, (EGLNativeWindowType)out.window, NULL);
    if (out.surface == EGL_NO_SURFACE) EGL_FAIL("eglCreateWindowSurface");
    const EGLint context_attributes[] = {EGL_CONTEXT_CLIENT_VERSION, 3, EGL_NONE};
    out.context = eglCreateContext(out.egl, config, EGL_NO_CONTEXT, context_attributes);
    if (out.context == EGL_NO_CONTEXT) EGL_FAIL("eglCreateContext (OpenGL ES 3.0)");
    if (!eglMakeCurrent(out.egl, out.surface, out.surface, out.context)) EGL_FAIL("eglMakeCurrent");
    /* 0: present as fast as frames come (Xvfb has no vblank anyway). */
    if (!eglSwapInterval(out.egl, o->swap_interval)) EGL_FAIL("eglSwapInterval");
    return out;
}

static void close_output(Output *out) {
    eglMakeCurrent(out->egl, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
    eglDestroyContext(out->egl, out->context);
    eglDestroySurface(out->egl, out->surface);
    eglTerminate(out->egl);
    XDestroyWindow(out->x, out->window);
    XCloseDisplay(out->x);
}

/* Handles pending X events; returns 0 once the window should close
 * (Escape, q, or the window manager's close button). */
static int handle_events(Output *out) {
    while (XPending(out->x)) {
        XEvent event;
        XNextEvent(out->x, &event);
        if (event.type == ClientMessage && (Atom)event.xclient.data.l[0] == out->delete_window) return 0;
        if (event.type == KeyPress) {
            KeySym key = XLookupKeysym(&event.xkey, 0);
            if (key == XK_Escape || key == XK_q) return 0;
        }
    }
    return 1;
}

/* ------------------------------------------------------------------------
 * Shaders
 * ------------------------------------------------------------------------ */

/* Compiles `source` (GLSL ES 3.00, without its #version line) after the
 * #version line and `defines` (may be ""). */
static GLuint compile_shader(GLenum kind, const char *defines, const char *source, const char *name) {
    GLuint shader = glCreateShader(kind);
    if (!shader) fail("glCreateShader failed for the %s", name);
    const char *parts[3] = {"#version 300 es\n", defines, source};
    glShaderSource(shader, 3, parts, NULL);
    glCompileShader(shader);
    GLint compiled = GL_FALSE;
    glGetShaderiv(shader, GL_COMPILE_STATUS, &compiled);
    if (!compiled) {
        char log[4096] = "";
        glGetShaderInfoLog(shader, sizeof log, NULL, log);
        fail("glCompileShader failed for the %s:\n%s", name, log);
    }
    return shader;
}

static GLuint link_program(const char *defines, const char *vertex, const char *fragment, const char *name) {
    char label[128];
    GLuint program = glCreateProgram();
    snprintf(label, sizeof label, "%s vertex shader", name);
    GLuint vs = compile_shader(GL_VERTEX_SHADER, defines, vertex, label);
    snprintf(label, sizeof label, "%s fragment shader", name);
    GLuint fs = compile_shader(GL_FRAGMENT_SHADER, defines, fragment, label);
    glAttachShader(program, vs);
    glAttachShader(program, fs);
    glLinkProgram(program);
    GLint linked = GL_FALSE;
    glGetProgramiv(program, GL_LINK_STATUS, &linked);
    if (!linked) {
        char log[4096] = "";
        glGetProgramInfoLog(program, sizeof log, NULL, log);
        fail("glLinkProgram failed for the %s program:\n%s", name, log);
    }
    glDeleteShader(vs);
    glDeleteShader(fs);
    return program;
}

static GLint uniform(GLuint program, const char *name) {
    GLint location = glGetUniformLocation(program, name);
    if (location < 0) fail("glGetUniformLocation found no uniform %s", name);
    return location;
}

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

typedef struct {
    const Options *options;
    GLuint program, vertex_array, corner_buffer, instance_buffer, static_buffer, texture;
    float *instances;      /* 4 floats per sprite or card, rewritten each frame */
    Sprite *sprites;
    Card *cards;
} Renderer;

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

static void setup_sprites(Renderer *r) {
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

static void setup_cards(Renderer *r) {
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
static void animate(Renderer *r, double t) {
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
static void draw(const Renderer *r) {
    glClear(GL_COLOR_BUFFER_BIT);
    glDrawArraysInstanced(GL_TRIANGLE_STRIP, 0, 4, r->options->count);
}

/* ------------------------------------------------------------------------
 * Frame timing
 * ------------------------------------------------------------------------ */

typedef struct {
    double warmup_s, measure_s;
    double first_frame, window_start, last_frame;
    double cpu_start, xvfb_start;
    long xvfb_pid;
    int measuring;          /* 0 warming up, 1 in the measure window */
    long frames;            /* frames completed inside the window      */
    double *intervals;      /* seconds between consecutive completions */
    long capacity;
    /* Sums over measured frames of each phase, seconds. */
    double animate, submit, finish, swap;
} Timing;

static void timing_start(Timing *t, const Options *o) {
    memset(t, 0, sizeof *t);
    t->warmup_s = o->warmup_s;
    t->measure_s = o->seconds;
    t->first_frame = -1;
    const char *pid = getenv("XVFB_PID");
    t->xvfb_pid = pid ? strtol(pid, NULL, 10) : 0;
}

/* Records a frame that completed at `now` (after the swap) whose phases took
 * the given seconds. Returns 1 once the measure window is over. */
static int timing_frame(Timing *t, double now, double animate, double submit, double finish, double swap) {
    if (t->first_frame < 0) t->first_frame = now;
    if (!t->measuring) {
        if (now - t->first_frame >= t->warmup_s) {
            /* The window opens on this frame's completion. */
            t->measuring = 1;
            t->window_start = now;
            t->cpu_start = process_cpu_seconds();
            t->xvfb_start = other_process_cpu_seconds(t->xvfb_pid);
        }
        t->last_frame = now;
        return 0;
    }
    if (t->frames == t->capacity) {
        t->capacity = t->capacity ? 2 * t->capacity : 4096;
        t->intervals = realloc(t->intervals, sizeof(double) * (size_t)t->capacity);
        if (!t->intervals) fail("out of memory for frame times");
    }
    t->intervals[t->frames++] = now - t->last_frame;
    t->last_frame = now;
    t->animate += animate;
    t->submit += submit;
    t->finish += finish;
    t->swap += swap;
    return now - t->window_start >= t->measure_s;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Nearest-rank percentile of sorted values (FrameBench's definition). */
static double percentile(const double *sorted, long count, double p) {
    long rank = (long)ceil(p / 100.0 * (double)count) - 1;
    if (rank < 0) rank = 0;
    if (rank > count - 1) rank = count - 1;
    return sorted[rank];
}

/* The one machine-readable line. Keys kept from the earlier C peer, which
 * Scripts/framebench-vs-c.sh reads: fps, anim_ms, submit_ms, finish_ms,
 * swap_ms (and mean_ms, p99_ms, cpu_ms, gpu_ms, xvfb_ms for other tools). */
static void print_result(Timing *t, const Options *o, int complete) {
    long n = t->frames;
    double wall = t->last_frame - t->window_start;
    double cpu = process_cpu_seconds() - t->cpu_start;
    double xvfb_end = other_process_cpu_seconds(t->xvfb_pid);
    qsort(t->intervals, (size_t)n, sizeof(double), compare_doubles);
    double sum = 0;
    for (long i = 0; i < n; i++) sum += t->intervals[i];
    double per_frame = 1000.0 / (double)n; /* seconds summed over frames -> ms per frame */
    char xvfb[32] = "na", gpu[32] = "na";
    if (t->xvfb_start >= 0 && xvfb_end >= 0) snprintf(xvfb, sizeof xvfb, "%.3f", (xvfb_end - t->xvfb_start) * per_frame);
    /* "gpu": the wait in glFinish for llvmpipe's rasterizer threads. */
    if (o->finish) snprintf(gpu, sizeof gpu, "%.3f", t->finish * per_frame);
    const char *threads = getenv("LP_NUM_THREADS");
    printf("RESULT peer=c-baseline workload=%s n=%d frames=%ld wall_s=%.3f fps=%.2f median_ms=%.3f mean_ms=%.3f "
           "p99_ms=%.3f max_ms=%.3f cpu_ms=%.3f gpu_ms=%s xvfb_ms=%s anim_ms=%.3f submit_ms=%.3f finish_ms=%.3f "
           "swap_ms=%.3f swap_interval=%d width=%d height=%d lp_threads=%s%s complete=%s\n",
           o->scene == SCENE_SPRITES ? "sprites" : "cards", o->count, n, wall, (double)n / wall,
           percentile(t->intervals, n, 50) * 1000, sum * per_frame, percentile(t->intervals, n, 99) * 1000,
           t->intervals[n - 1] * 1000, cpu * per_frame, gpu, xvfb, t->animate * per_frame, t->submit * per_frame,
           t->finish * per_frame, t->swap * per_frame, o->swap_interval, o->width, o->height,
           (threads && *threads) ? threads : "default",
           o->scene == SCENE_SPRITES ? "" : o->banded_shadow ? " shadow=bands" : " shadow=distance",
           complete ? "yes" : "no");
    fflush(stdout);
}

/* ------------------------------------------------------------------------ */

int main(int argc, char **argv) {
    Options options = parse_options(argc, argv);
    Output out = open_output(&options);
    fprintf(stderr, "gles3_baseline: %s | %s | scene=%s count=%d %dx%d swap_interval=%d%s\n",
            (const char *)glGetString(GL_RENDERER), (const char *)glGetString(GL_VERSION),
            options.scene == SCENE_SPRITES ? "sprites" : "cards", options.count, options.width, options.height,
            options.swap_interval,
            options.scene == SCENE_SPRITES ? "" : options.banded_shadow ? " shadow=bands" : " shadow=distance");

    Renderer renderer = {.options = &options};
    if (options.scene == SCENE_SPRITES) setup_sprites(&renderer);
    else setup_cards(&renderer);
    glViewport(0, 0, options.width, options.height);
    glDisable(GL_DEPTH_TEST);
    glDisable(GL_CULL_FACE); /* the back of a turning card shows, as in Core Animation */
    glEnable(GL_BLEND);
    glBlendFunc(GL_ONE, GL_ONE_MINUS_SRC_ALPHA); /* premultiplied alpha */
    glClearColor(BACKGROUND[0], BACKGROUND[1], BACKGROUND[2], 1);
    check_gl("setting the viewport, blending and clear colour");

    Timing timing;
    timing_start(&timing, &options);
    const double start = monotonic_seconds();
    int complete = 0;
    while (handle_events(&out)) {
        double t0 = monotonic_seconds();
        animate(&renderer, t0 - start);
        double t1 = monotonic_seconds();
        draw(&renderer);
        double t2 = monotonic_seconds();
        /* llvmpipe rasterizes at the flush; glFinish makes that wait its
         * own phase (the swap would otherwise flush and wait itself). */
        if (options.finish) glFinish();
        double t3 = monotonic_seconds();
        if (!eglSwapBuffers(out.egl, out.surface)) EGL_FAIL("eglSwapBuffers");
        double t4 = monotonic_seconds();
        if (timing_frame(&timing, t4, t1 - t0, t2 - t1, t3 - t2, t4 - t3)) {
            complete = 1;
            break;
        }
    }
    check_gl("drawing the frames");
    if (timing.frames > 0) print_result(&timing, &options, complete);
    else fprintf(stderr, "gles3_baseline: the window closed before the measure window opened\n");
    close_output(&out);
    return timing.frames > 0 ? 0 : 1;
}
