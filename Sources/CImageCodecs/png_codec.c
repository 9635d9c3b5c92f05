/* PNG through libpng's simplified API (png_image_*), which handles its own errors. */
#include "codec_internal.h"

#include <png.h>
#include <stdlib.h>
#include <string.h>

static const uint8_t png_signature[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};

static uint32_t read_be32(const uint8_t *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | (uint32_t)p[3];
}

/* Multiplies colour by alpha in place, rounding to nearest. */
static void premultiply_rgba(uint8_t *pixels, size_t count) {
    for (size_t i = 0; i < count; i++, pixels += 4) {
        unsigned a = pixels[3];
        if (a == 255) continue;
        pixels[0] = (uint8_t)((pixels[0] * a + 127) / 255);
        pixels[1] = (uint8_t)((pixels[1] * a + 127) / 255);
        pixels[2] = (uint8_t)((pixels[2] * a + 127) / 255);
    }
}

cic_status cic_decode_png(const uint8_t *data, size_t size, uint64_t max_pixels,
                          int premultiply, cic_image *out,
                          char *message, size_t message_capacity) {
    if (out == NULL) return CIC_INVALID_ARGUMENT;
    memset(out, 0, sizeof *out);
    if (data == NULL || size == 0) {
        cic_set_message(message, message_capacity, "no PNG data");
        return CIC_CORRUPT;
    }

    /* Look at IHDR ourselves first, so a huge claimed size is refused whatever follows it. */
    if (size >= 24 && memcmp(data, png_signature, 8) == 0 && memcmp(data + 12, "IHDR", 4) == 0) {
        uint32_t width = read_be32(data + 16), height = read_be32(data + 20);
        if (!cic_fits(width, height, max_pixels)) {
            out->width = width;
            out->height = height;
            cic_set_message(message, message_capacity, "PNG is %ux%u pixels", width, height);
            return CIC_TOO_LARGE;
        }
    }

    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, data, size)) {
        cic_set_message(message, message_capacity, "%s", image.message);
        png_image_free(&image);
        return CIC_CORRUPT;
    }
    out->width = image.width;
    out->height = image.height;
    if (!cic_fits(image.width, image.height, max_pixels)) {
        cic_set_message(message, message_capacity, "PNG is %ux%u pixels", image.width, image.height);
        png_image_free(&image);
        return CIC_TOO_LARGE;
    }

    int has_alpha = (image.format & PNG_FORMAT_FLAG_ALPHA) != 0;
    image.format = PNG_FORMAT_RGBA;
    size_t stride = (size_t)image.width * 4;
    uint8_t *pixels = malloc(stride * image.height);
    if (pixels == NULL) {
        cic_set_message(message, message_capacity, "no memory for %ux%u pixels", image.width, image.height);
        png_image_free(&image);
        return CIC_OUT_OF_MEMORY;
    }
    if (!png_image_finish_read(&image, NULL, pixels, (png_int_32)stride, NULL)) {
        cic_set_message(message, message_capacity, "%s", image.message);
        free(pixels);
        png_image_free(&image);
        return CIC_CORRUPT;
    }
    png_image_free(&image);

    if (premultiply && has_alpha) premultiply_rgba(pixels, (size_t)out->width * out->height);
    out->pixels = pixels;
    out->has_alpha = has_alpha;
    return CIC_OK;
}

cic_status cic_encode_png(const uint8_t *rgba, uint32_t width, uint32_t height,
                          size_t bytes_per_row, cic_buffer *out,
                          char *message, size_t message_capacity) {
    if (out == NULL) return CIC_INVALID_ARGUMENT;
    memset(out, 0, sizeof *out);
    if (rgba == NULL || width == 0 || height == 0 || bytes_per_row < (size_t)width * 4
        || bytes_per_row > 0x7fffffff) {
        cic_set_message(message, message_capacity, "invalid image for PNG encoding (%ux%u, %zu bytes per row)",
                        width, height, bytes_per_row);
        return CIC_INVALID_ARGUMENT;
    }

    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    image.width = width;
    image.height = height;
    image.format = PNG_FORMAT_RGBA;

    /* The bound from png.h never needs a second pass; the buffer is shrunk afterwards. */
    png_alloc_size_t capacity = PNG_IMAGE_PNG_SIZE_MAX(image);
    uint8_t *bytes = malloc(capacity);
    if (bytes == NULL) {
        cic_set_message(message, message_capacity, "no memory for a %zu-byte PNG", (size_t)capacity);
        return CIC_OUT_OF_MEMORY;
    }
    png_alloc_size_t written = capacity;
    if (!png_image_write_to_memory(&image, bytes, &written, 0, rgba, (png_int_32)bytes_per_row, NULL)) {
        cic_set_message(message, message_capacity, "%s", image.message);
        free(bytes);
        png_image_free(&image);
        return CIC_CORRUPT;
    }
    png_image_free(&image);

    uint8_t *shrunk = realloc(bytes, written);
    out->bytes = shrunk != NULL ? shrunk : bytes;
    out->size = written;
    return CIC_OK;
}
