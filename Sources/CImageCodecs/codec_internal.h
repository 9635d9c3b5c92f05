#ifndef CIMAGECODECS_INTERNAL_H
#define CIMAGECODECS_INTERNAL_H
/* Helpers shared by the PNG and JPEG codecs; not part of the public header. */
#include "CImageCodecs.h"

/* Writes a printf-style message into `message` (when non-null), always NUL-terminated. */
void cic_set_message(char *message, size_t capacity, const char *format, ...)
    __attribute__((format(printf, 3, 4)));

/* True when width * height fits under max_pixels (computed without overflow). */
int cic_fits(uint64_t width, uint64_t height, uint64_t max_pixels);

#endif
