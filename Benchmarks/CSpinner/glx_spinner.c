/*
 * glx_spinner.c - FrameBench's `spinner` screen in plain C, presented the way
 * the runtime presents it on Mesa's software rasterizer: the floor that a
 * hand-written program reaches on that path, for Scripts/spinner-vs-c.sh.
 *
 * The screen (Samples/FrameBench/BenchScene+Spinner.swift): a still
 * 1280x720 window of #F2F2F7 with one 40x40 ring (a 4-pixel #D0D0D8 border,
 * corner radius 20) and an 8-pixel #007AFF dot on it, turning once a second
 * about the ring's centre at (640, 360).
 *
 * The path (GLXWindowRenderTarget on llvmpipe): a GLX context on the window,
 * OpenGL ES 3.0, a back buffer that is never swapped. Each frame clears and
 * draws only the square the turning ring can reach (58x58 pixels, scissored)
 * and copies that square to the window with glXCopySubBufferMESA, which puts
 * it through MIT-SHM. Frames are paced at 60 Hz by clock_nanosleep on an
 * absolute schedule. No scene graph, no animation engine, one thread.
 *
 * Build:  gcc -O2 -Wall -Wextra -o glx_spinner glx_spinner.c -lGL -lX11 -lm
 * Run:    DISPLAY=:1 XVFB_PID=<pid of Xvfb> ./glx_spinner --seconds 10
 *
 * At the end it prints one line on stdout (key=value, no spaces), e.g.
 *   RESULT peer=c-glx-spinner frames=600 wall_s=10.000 fps=60.00 cpu_ms=0.300
 *          xvfb_ms=0.050 cpu_with_x_ms=0.350 redrawn_pixels=3364 ...
 * cpu_ms is the process's CPU time per frame (CLOCK_PROCESS_CPUTIME_ID,
 * llvmpipe's threads included), xvfb_ms the X server's (from
 * /proc/$XVFB_PID/stat, 10 ms ticks; "na" without XVFB_PID).
 */
#define _GNU_SOURCE
#include <GL/glx.h>
#include <GLES3/gl3.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>

#include "../CBaseline/process_cpu.h"

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

enum { WIDTH = 1280, HEIGHT = 720, HZ = 60 };
/* The ring's centre, and the half side of the square it can reach turning
 * (a 40x40 square's half diagonal is 28.3; one pixel more for the edge). */
static const float CENTRE_X = 640, CENTRE_Y = 360;
enum { REACH = 29 };

typedef void (*CopySubBuffer)(Display *, GLXDrawable, int, int, int, int);
typedef GLXContext (*CreateContextAttribs)(Display *, GLXFBConfig, GLXContext, Bool, const int *);

static void fail(const char *format, ...) {
    va_list args;
    va_start(args, format);
    fputs("glx_spinner: ", stderr);
    vfprintf(stderr, format, args);
    fputc('\n', stderr);
    va_end(args);
    exit(1);
}

static double seconds_of(clockid_t clock) {
    struct timespec ts;
    clock_gettime(clock, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* One quad per disc or ring: the fragment shader works out the coverage of
 * a ring between radii `inner` and `outer` (inner 0: a disc) about the
 * quad's centre, anti-aliased over one pixel, premultiplied. */
static const char *VERTEX =
    "#version 300 es\n"
    "layout(location = 0) in vec2 corner;\n"
    "uniform vec2 centre;\n"
    "uniform float outer;\n"
    "out vec2 offset;\n"
    "void main() {\n"
    "    offset = corner * (outer + 1.0);\n"
    "    vec2 p = centre + offset;\n"
    "    gl_Position = vec4(p.x / 640.0 - 1.0, 1.0 - p.y / 360.0, 0.0, 1.0);\n"
    "}\n";
static const char *FRAGMENT =
    "#version 300 es\n"
    "precision highp float;\n"
    "in vec2 offset;\n"
    "uniform float outer, inner;\n"
    "uniform vec4 colour;\n"
    "out vec4 result;\n"
    "void main() {\n"
    "    float d = length(offset);\n"
    "    float a = clamp(outer - d + 0.5, 0.0, 1.0);\n"
    "    if (inner > 0.0) a *= clamp(d - inner + 0.5, 0.0, 1.0);\n"
    "    result = colour * a;\n"
    "}\n";

static GLuint compile(GLenum kind, const char *source) {
    GLuint shader = glCreateShader(kind);
    glShaderSource(shader, 1, &source, NULL);
    glCompileShader(shader);
    GLint ok = 0;
    glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
    if (!ok) {
        char log[1024] = "";
        glGetShaderInfoLog(shader, sizeof log, NULL, log);
        fail("a shader did not compile: %s", log);
    }
    return shader;
}

typedef struct {
    GLint centre, outer, inner, colour;
} Uniforms;

static void draw_disc(const Uniforms *u, float x, float y, float outer, float inner, const float rgb[3]) {
    glUniform2f(u->centre, x, y);
    glUniform1f(u->outer, outer);
    glUniform1f(u->inner, inner);
    glUniform4f(u->colour, rgb[0], rgb[1], rgb[2], 1);
    glDrawArrays(GL_TRIANGLE_STRIP, 0, 4);
}

/* Draws the ring and its dot turned by `angle` radians, clearing first the
 * square they can reach (or the whole window). */
static void draw_frame(const Uniforms *u, double angle, int whole) {
    static const float RING[3] = {0xD0 / 255.0f, 0xD0 / 255.0f, 0xD8 / 255.0f};
    static const float DOT[3] = {0, 0x7A / 255.0f, 1};
    if (whole) {
        glDisable(GL_SCISSOR_TEST);
    } else {
        glEnable(GL_SCISSOR_TEST);
        glScissor((int)CENTRE_X - REACH, HEIGHT - (int)CENTRE_Y - REACH, 2 * REACH, 2 * REACH);
    }
    glClear(GL_COLOR_BUFFER_BIT);
    draw_disc(u, CENTRE_X, CENTRE_Y, 20, 16, RING);
    /* The dot's centre is (20, 4) in the 40x40 holder: 16 above the centre. */
    float s = (float)sin(angle), c = (float)cos(angle);
    draw_disc(u, CENTRE_X + 16 * s, CENTRE_Y - 16 * c, 4, 0, DOT);
}

int main(int argc, char **argv) {
    double warmup = 2, seconds = 10;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--warmup") && i + 1 < argc) warmup = atof(argv[++i]);
        else if (!strcmp(argv[i], "--seconds") && i + 1 < argc) seconds = atof(argv[++i]);
        else fail("usage: glx_spinner [--warmup S] [--seconds S] (unknown argument %s)", argv[i]);
    }
    if (!(warmup >= 0) || !(seconds > 0)) fail("--warmup must be >= 0 and --seconds > 0");

    Display *x = XOpenDisplay(NULL);
    if (!x) fail("no X display (set DISPLAY)");
    int screen = DefaultScreen(x);
    const int attributes[] = {GLX_RENDER_TYPE, GLX_RGBA_BIT, GLX_DRAWABLE_TYPE, GLX_WINDOW_BIT, GLX_DOUBLEBUFFER, True,
                              GLX_RED_SIZE, 8, GLX_GREEN_SIZE, 8, GLX_BLUE_SIZE, 8, None};
    int count = 0;
    GLXFBConfig *configs = glXChooseFBConfig(x, screen, attributes, &count);
    if (!configs || count == 0) fail("no double-buffered RGB GLX configuration");
    XVisualInfo *visual = glXGetVisualFromFBConfig(x, configs[0]);
    if (!visual) fail("the GLX configuration has no X visual");
    XSetWindowAttributes window_attributes = {0};
    window_attributes.colormap = XCreateColormap(x, RootWindow(x, screen), visual->visual, AllocNone);
    window_attributes.event_mask = ExposureMask;
    Window window = XCreateWindow(x, RootWindow(x, screen), 0, 0, WIDTH, HEIGHT, 0, visual->depth, InputOutput,
                                  visual->visual, CWColormap | CWEventMask, &window_attributes);
    XStoreName(x, window, "glx_spinner");
    XMapWindow(x, window);
    XSync(x, False);

    const char *extensions = glXQueryExtensionsString(x, screen);
    if (!extensions || !strstr(extensions, "GLX_MESA_copy_sub_buffer"))
        fail("the X server's GLX has no GLX_MESA_copy_sub_buffer (this peer needs Mesa's software path)");
    CreateContextAttribs create = (CreateContextAttribs)glXGetProcAddress((const GLubyte *)"glXCreateContextAttribsARB");
    CopySubBuffer copy = (CopySubBuffer)glXGetProcAddress((const GLubyte *)"glXCopySubBufferMESA");
    if (!create || !copy) fail("glXCreateContextAttribsARB or glXCopySubBufferMESA is missing");
    const int context_attributes[] = {GLX_CONTEXT_MAJOR_VERSION_ARB, 3, GLX_CONTEXT_MINOR_VERSION_ARB, 0,
                                      GLX_CONTEXT_PROFILE_MASK_ARB, GLX_CONTEXT_ES2_PROFILE_BIT_EXT, None};
    GLXContext context = create(x, configs[0], NULL, True, context_attributes);
    if (!context || !glXMakeCurrent(x, window, context)) fail("no OpenGL ES 3.0 context through GLX");
    fprintf(stderr, "glx_spinner: %s | %s\n", (const char *)glGetString(GL_RENDERER), (const char *)glGetString(GL_VERSION));

    GLuint program = glCreateProgram();
    glAttachShader(program, compile(GL_VERTEX_SHADER, VERTEX));
    glAttachShader(program, compile(GL_FRAGMENT_SHADER, FRAGMENT));
    glLinkProgram(program);
    GLint linked = 0;
    glGetProgramiv(program, GL_LINK_STATUS, &linked);
    if (!linked) fail("the program did not link");
    glUseProgram(program);
    Uniforms u = {glGetUniformLocation(program, "centre"), glGetUniformLocation(program, "outer"),
                  glGetUniformLocation(program, "inner"), glGetUniformLocation(program, "colour")};
    static const float CORNERS[] = {-1, -1, 1, -1, -1, 1, 1, 1};
    GLuint vertex_array, buffer;
    glGenVertexArrays(1, &vertex_array);
    glBindVertexArray(vertex_array);
    glGenBuffers(1, &buffer);
    glBindBuffer(GL_ARRAY_BUFFER, buffer);
    glBufferData(GL_ARRAY_BUFFER, sizeof CORNERS, CORNERS, GL_STATIC_DRAW);
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 0, NULL);
    glViewport(0, 0, WIDTH, HEIGHT);
    glEnable(GL_BLEND);
    glBlendFunc(GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
    glClearColor(0xF2 / 255.0f, 0xF2 / 255.0f, 0xF7 / 255.0f, 1);
    if (glGetError() != GL_NO_ERROR) fail("setting up GL failed");

    const char *pid_text = getenv("XVFB_PID");
    long xvfb_pid = pid_text ? strtol(pid_text, NULL, 10) : 0;
    struct timespec next;
    clock_gettime(CLOCK_MONOTONIC, &next);
    const double start = seconds_of(CLOCK_MONOTONIC);
    double window_start = -1, cpu_start = 0, xvfb_start = -1, now = start;
    long frames = 0;
    int whole = 1;
    /* The measure window opens at the first frame that starts --warmup
     * seconds in, and counts every frame started before it is --seconds
     * long. */
    const long interval_ns = 1000000000L / HZ;
    for (;;) {
        while (XPending(x)) {
            XEvent event;
            XNextEvent(x, &event);
            if (event.type == Expose) whole = 1;
        }
        now = seconds_of(CLOCK_MONOTONIC);
        if (window_start < 0 && now - start >= warmup) {
            window_start = now;
            cpu_start = seconds_of(CLOCK_PROCESS_CPUTIME_ID);
            xvfb_start = other_process_cpu_seconds(xvfb_pid);
        } else if (window_start >= 0 && now - window_start >= seconds) {
            break;
        }
        draw_frame(&u, fmod(now - start, 1.0) * 2 * M_PI, whole);
        if (whole) copy(x, window, 0, 0, WIDTH, HEIGHT);
        else copy(x, window, (int)CENTRE_X - REACH, HEIGHT - (int)CENTRE_Y - REACH, 2 * REACH, 2 * REACH);
        whole = 0;
        if (window_start >= 0) frames++;
        next.tv_nsec += interval_ns;
        if (next.tv_nsec >= 1000000000L) {
            next.tv_nsec -= 1000000000L;
            next.tv_sec++;
        }
        /* A frame more than a refresh late starts the schedule again from
         * now, rather than drawing the missed ones back to back. */
        struct timespec current;
        clock_gettime(CLOCK_MONOTONIC, &current);
        double behind = (double)(current.tv_sec - next.tv_sec) + (double)(current.tv_nsec - next.tv_nsec) * 1e-9;
        if (behind > 1.0 / HZ) next = current;
        while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &next, NULL) == EINTR) {}
    }
    if (glGetError() != GL_NO_ERROR) fail("drawing the frames failed");
    double wall = now - window_start, cpu = seconds_of(CLOCK_PROCESS_CPUTIME_ID) - cpu_start;
    double xvfb_end = other_process_cpu_seconds(xvfb_pid);
    if (frames < 2) fail("fewer than two frames were measured (--seconds %.3f)", seconds);
    double per_frame = 1000.0 / (double)frames;
    char xvfb[32] = "na", total[32] = "na";
    if (xvfb_start >= 0 && xvfb_end >= 0) {
        snprintf(xvfb, sizeof xvfb, "%.3f", (xvfb_end - xvfb_start) * per_frame);
        snprintf(total, sizeof total, "%.3f", (cpu + xvfb_end - xvfb_start) * per_frame);
    }
    const char *threads = getenv("LP_NUM_THREADS");
    printf("RESULT peer=c-glx-spinner frames=%ld wall_s=%.3f fps=%.2f cpu_ms=%.3f xvfb_ms=%s cpu_with_x_ms=%s "
           "redrawn_pixels=%d width=%d height=%d lp_threads=%s\n",
           frames, wall, (double)frames / wall, cpu * per_frame, xvfb, total, 4 * REACH * REACH, WIDTH, HEIGHT,
           (threads && *threads) ? threads : "default");
    glXMakeCurrent(x, None, NULL);
    glXDestroyContext(x, context);
    XDestroyWindow(x, window);
    XFreeColormap(x, window_attributes.colormap);
    XFree(visual);
    XFree(configs);
    XCloseDisplay(x);
    return 0;
}
