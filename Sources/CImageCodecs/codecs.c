#include "codec_internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

void cic_set_message(char *message, size_t capacity, const char *format, ...) {
    if (message == NULL || capacity == 0) return;
    va_list args;
    va_start(args, format);
    vsnprintf(message, capacity, format, args);
    va_end(args);
}

int cic_fits(uint64_t width, uint64_t height, uint64_t max_pixels) {
    /* Both come from 32-bit header fields, so the product cannot overflow 64 bits. */
    return width * height <= max_pixels;
}

void cic_free(void *pointer) {
    free(pointer);
}
