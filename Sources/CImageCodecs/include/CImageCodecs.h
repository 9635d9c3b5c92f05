#ifndef CIMAGECODECS_H
#define CIMAGECODECS_H
/*
 * PNG and JPEG decoding and encoding for the CoreGraphics module, through
 * libpng (simplified API) and libjpeg-turbo.
 *
 * Every function works on memory buffers, never touches files, and keeps
 * libjpeg's setjmp/longjmp error handling inside C: a corrupt stream comes
 * back as a status code and a message, never as a jump through Swift frames.
 * On any status other than CIC_OK nothing is left allocated.
 *
 * What it does not do: colour management beyond libpng's conversion to 8-bit
 * sRGB, EXIF orientation, progressive (incremental) decoding, 16-bit output.
 */
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Result of every call. */
typedef enum cic_status {
    CIC_OK = 0,
    /* Decoders: the bytes are not a valid stream of the format. Encoders: the
     * library refused the image. The message says why. */
    CIC_CORRUPT = 1,
    /* width * height exceeds the caller's max_pixels; width and height are set. */
    CIC_TOO_LARGE = 2,
    CIC_OUT_OF_MEMORY = 3,
    /* A null pointer or a zero size where one is not allowed. */
    CIC_INVALID_ARGUMENT = 4
} cic_status;

/* A decoded image: width * height pixels of RGBA8, rows top to bottom, no padding. */
typedef struct cic_image {
    uint8_t *pixels;   /* malloc'd; release with cic_free */
    uint32_t width;
    uint32_t height;
    int has_alpha;     /* 0 when the stream cannot hold transparency (JPEG, PNG without alpha or tRNS) */
} cic_image;

/* An encoded stream. */
typedef struct cic_buffer {
    uint8_t *bytes;    /* malloc'd; release with cic_free */
    size_t size;
} cic_buffer;

/*
 * Decodes a PNG held in memory into RGBA8, premultiplying colour by alpha when
 * `premultiply` is non-zero (rounded to nearest). Images whose width * height
 * exceeds `max_pixels` are rejected from the IHDR before any pixel memory is
 * allocated. On failure `message` receives a NUL-terminated reason.
 */
cic_status cic_decode_png(const uint8_t *data, size_t size, uint64_t max_pixels,
                          int premultiply, cic_image *out,
                          char *message, size_t message_capacity);

/*
 * Decodes a baseline or progressive JPEG held in memory into opaque RGBA8
 * (alpha 255). Greyscale becomes grey RGB; CMYK/YCCK is converted naively.
 * A stream that ends early counts as corrupt.
 */
cic_status cic_decode_jpeg(const uint8_t *data, size_t size, uint64_t max_pixels,
                           cic_image *out, char *message, size_t message_capacity);

/* Encodes straight (not premultiplied) RGBA8 as an 8-bit RGBA PNG. */
cic_status cic_encode_png(const uint8_t *rgba, uint32_t width, uint32_t height,
                          size_t bytes_per_row, cic_buffer *out,
                          char *message, size_t message_capacity);

/* Encodes RGBA8 as a baseline JPEG of the given quality (1-100); alpha is dropped. */
cic_status cic_encode_jpeg(const uint8_t *rgba, uint32_t width, uint32_t height,
                           size_t bytes_per_row, int quality, cic_buffer *out,
                           char *message, size_t message_capacity);

/* Releases memory handed out by this library. */
void cic_free(void *pointer);

#ifdef __cplusplus
}
#endif
#endif
