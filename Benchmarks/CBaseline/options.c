/*
 * options.c - the command line and the environment (gles3_baseline --help).
 */
#define _GNU_SOURCE
#include "baseline.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------------
 * Options
 * ------------------------------------------------------------------------ */

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

/* A whole number from low to high, or the usage and exit. */
static int parse_whole(const char *option, const char *text, int low, int high) {
    double value = parse_number(option, text, low, high);
    if (value != (double)(int)value)
        fail("%s needs a whole number from %d to %d, not '%s'\n%s", option, low, high, text, USAGE);
    return (int)value;
}

static double environment_seconds(const char *name, double fallback) {
    const char *text = getenv(name);
    return (text && *text) ? parse_number(name, text, 0, 86400) : fallback;
}

Options parse_options(int argc, char **argv) {
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
            o.count = parse_whole(option, value, 1, 1000000);
        } else if (!strcmp(option, "--warmup")) {
            o.warmup_s = parse_number(option, value, 0, 86400);
        } else if (!strcmp(option, "--seconds")) {
            o.seconds = parse_number(option, value, 0.001, 86400);
        } else if (!strcmp(option, "--width")) {
            o.width = parse_whole(option, value, 64, 8192);
        } else if (!strcmp(option, "--height")) {
            o.height = parse_whole(option, value, 64, 8192);
        } else if (!strcmp(option, "--shadow")) {
            if (!strcmp(value, "distance")) o.banded_shadow = 0;
            else if (!strcmp(value, "bands")) o.banded_shadow = 1;
            else fail("unknown shadow '%s'; use distance or bands", value);
        } else if (!strcmp(option, "--swap-interval")) {
            o.swap_interval = parse_whole(option, value, 0, 1);
        } else {
            fail("unknown option %s\n%s", option, USAGE);
        }
    }
    return o;
}
