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
 * background follow Samples/FrameBench/BenchScene.swift and FrameBench.swift, so
 * that both programs draw the same pictures. See README.md beside this file.
 *
 * The program is split by concern (baseline.h lists the files); this one has
 * the frame timing, the RESULT line and main.
 *
 * Build:  gcc -O2 -flto -Wall -Wextra -o gles3_baseline *.c -lEGL -lGLESv2 -lX11 -lm
 * Run:    DISPLAY=:1 ./gles3_baseline --scene sprites --count 5000 --seconds 10
 *
 * At the end it prints one line on stdout,
 *   RESULT peer=c-baseline workload=sprites n=5000 frames=... fps=... median_ms=... ...
 * (every field is key=value without spaces; see print_result below).
 */
#define _GNU_SOURCE
#include "baseline.h"
#include "process_cpu.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* ------------------------------------------------------------------------
 * Small utilities
 * ------------------------------------------------------------------------ */

void fail(const char *format, ...) {
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

/* Nearest-rank percentile of sorted values (FrameBench's HdrHistogram
 * percentiles agree with it to three significant digits). */
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
