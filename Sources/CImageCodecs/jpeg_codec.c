/*
 * JPEG through libjpeg-turbo. libjpeg reports fatal errors by calling
 * error_exit, which must not return; ours longjmps back into the C function
 * that called setjmp, so no jump ever crosses a Swift frame.
 *
 * Everything that must survive a longjmp lives in a heap-allocated state
 * struct reached through a pointer that is never changed after setjmp.
 */
#include "codec_internal.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <jerror.h>

typedef struct cic_jpeg_error {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    int truncated;                 /* libjpeg warned that the data ended early */
    char text[JMSG_LENGTH_MAX];
} cic_jpeg_error;

static void cic_jpeg_error_exit(j_common_ptr cinfo) {
    cic_jpeg_error *error = (cic_jpeg_error *)cinfo->err;
    (*cinfo->err->format_message)(cinfo, error->text);
    longjmp(error->jump, 1);
}

/* Warnings (level -1) are counted and kept quiet; a premature end is remembered. */
static void cic_jpeg_emit_message(j_common_ptr cinfo, int level) {
    cic_jpeg_error *error = (cic_jpeg_error *)cinfo->err;
    if (level < 0) {
        if (cinfo->err->msg_code == JWRN_JPEG_EOF) error->truncated = 1;
        cinfo->err->num_warnings++;
    }
}

static void cic_jpeg_output_message(j_common_ptr cinfo) {
    (void)cinfo;
}

static void cic_jpeg_install_errors(cic_jpeg_error *error) {
    jpeg_std_error(&error->base);
    error->base.error_exit = cic_jpeg_error_exit;
    error->base.emit_message = cic_jpeg_emit_message;
    error->base.output_message = cic_jpeg_output_message;
}

/* ---- decoding ---------------------------------------------------------- */

typedef struct cic_jpeg_decoder {
    struct jpeg_decompress_struct cinfo;
    cic_jpeg_error error;
    int created;
    uint8_t *pixels;
} cic_jpeg_decoder;

/* CMYK as Adobe writes it stores inverted inks; plain CMYK stores inks. */
static void cmyk_row_to_rgba(const uint8_t *cmyk, uint8_t *rgba, uint32_t width, int inverted) {
    for (uint32_t x = 0; x < width; x++, cmyk += 4, rgba += 4) {
        unsigned c = cmyk[0], m = cmyk[1], y = cmyk[2], k = cmyk[3];
        if (!inverted) { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k; }
        rgba[0] = (uint8_t)((c * k + 127) / 255);
        rgba[1] = (uint8_t)((m * k + 127) / 255);
        rgba[2] = (uint8_t)((y * k + 127) / 255);
        rgba[3] = 255;
    }
}

static cic_status jpeg_decode_into(cic_jpeg_decoder *decoder, const uint8_t *data, size_t size,
                                   uint64_t max_pixels, cic_image *out,
                                   char *message, size_t message_capacity) {
    decoder->cinfo.err = &decoder->error.base;
    cic_jpeg_install_errors(&decoder->error);
    if (setjmp(decoder->error.jump)) {
        cic_set_message(message, message_capacity, "%s", decoder->error.text);
        return CIC_CORRUPT;
    }
    jpeg_create_decompress(&decoder->cinfo);
    decoder->created = 1;
    jpeg_mem_src(&decoder->cinfo, data, (unsigned long)size);
    jpeg_read_header(&decoder->cinfo, TRUE);

    uint32_t width = decoder->cinfo.image_width, height = decoder->cinfo.image_height;
    out->width = width;
    out->height = height;
    if (!cic_fits(width, height, max_pixels)) {
        cic_set_message(message, message_capacity, "JPEG is %ux%u pixels", width, height);
        return CIC_TOO_LARGE;
    }

    J_COLOR_SPACE source = decoder->cinfo.jpeg_color_space;
    int cmyk = source == JCS_CMYK || source == JCS_YCCK;
    decoder->cinfo.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    jpeg_start_decompress(&decoder->cinfo);
    if (decoder->cinfo.output_width != width || decoder->cinfo.output_height != height
        || decoder->cinfo.output_components != 4) {
        cic_set_message(message, message_capacity, "unexpected JPEG output layout");
        return CIC_CORRUPT;
    }

    size_t stride = (size_t)width * 4;
    decoder->pixels = malloc(stride * height);
    if (decoder->pixels == NULL) {
        cic_set_message(message, message_capacity, "no memory for %ux%u pixels", width, height);
        return CIC_OUT_OF_MEMORY;
    }
    /* Scratch row for CMYK, from libjpeg's pool: jpeg_destroy releases it. */
    JSAMPARRAY scratch = cmyk
        ? (*decoder->cinfo.mem->alloc_sarray)((j_common_ptr)&decoder->cinfo, JPOOL_IMAGE, (JDIMENSION)stride, 1)
        : NULL;
    while (decoder->cinfo.output_scanline < height) {
        JDIMENSION y = decoder->cinfo.output_scanline;
        JSAMPROW row = cmyk ? scratch[0] : decoder->pixels + (size_t)y * stride;
        if (jpeg_read_scanlines(&decoder->cinfo, &row, 1) != 1) break;
        if (cmyk) cmyk_row_to_rgba(scratch[0], decoder->pixels + (size_t)y * stride, width,
                                   decoder->cinfo.saw_Adobe_marker);
    }
    if (!decoder->error.truncated) jpeg_finish_decompress(&decoder->cinfo);
    if (decoder->error.truncated || decoder->cinfo.output_scanline < height) {
        cic_set_message(message, message_capacity, "JPEG data ends early; the file is truncated");
        return CIC_CORRUPT;
    }
    return CIC_OK;
}

cic_status cic_decode_jpeg(const uint8_t *data, size_t size, uint64_t max_pixels,
                           cic_image *out, char *message, size_t message_capacity) {
    if (out == NULL) return CIC_INVALID_ARGUMENT;
    memset(out, 0, sizeof *out);
    if (data == NULL || size == 0) {
        cic_set_message(message, message_capacity, "no JPEG data");
        return CIC_CORRUPT;
    }
    cic_jpeg_decoder *decoder = calloc(1, sizeof *decoder);
    if (decoder == NULL) {
        cic_set_message(message, message_capacity, "no memory for a JPEG decoder");
        return CIC_OUT_OF_MEMORY;
    }
    cic_status status = jpeg_decode_into(decoder, data, size, max_pixels, out, message, message_capacity);
    if (status == CIC_OK) {
        out->pixels = decoder->pixels;
        out->has_alpha = 0;
    } else {
        free(decoder->pixels);
    }
    if (decoder->created) jpeg_destroy_decompress(&decoder->cinfo);
    free(decoder);
    return status;
}

/* ---- encoding ---------------------------------------------------------- */

typedef struct cic_jpeg_encoder {
    struct jpeg_compress_struct cinfo;
    cic_jpeg_error error;
    int created;
    unsigned char *bytes;          /* owned by us, grown by jpeg_mem_dest */
    unsigned long size;
} cic_jpeg_encoder;

static cic_status jpeg_encode_into(cic_jpeg_encoder *encoder, const uint8_t *rgba, uint32_t width,
                                   uint32_t height, size_t bytes_per_row, int quality,
                                   char *message, size_t message_capacity) {
    encoder->cinfo.err = &encoder->error.base;
    cic_jpeg_install_errors(&encoder->error);
    if (setjmp(encoder->error.jump)) {
        cic_set_message(message, message_capacity, "%s", encoder->error.text);
        return CIC_CORRUPT;
    }
    jpeg_create_compress(&encoder->cinfo);
    encoder->created = 1;
    jpeg_mem_dest(&encoder->cinfo, &encoder->bytes, &encoder->size);
    encoder->cinfo.image_width = width;
    encoder->cinfo.image_height = height;
    encoder->cinfo.input_components = 4;
    encoder->cinfo.in_color_space = JCS_EXT_RGBA;
    jpeg_set_defaults(&encoder->cinfo);
    jpeg_set_quality(&encoder->cinfo, quality, TRUE);
    jpeg_start_compress(&encoder->cinfo, TRUE);
    while (encoder->cinfo.next_scanline < height) {
        JSAMPROW row = (JSAMPROW)(rgba + (size_t)encoder->cinfo.next_scanline * bytes_per_row);
        jpeg_write_scanlines(&encoder->cinfo, &row, 1);
    }
    jpeg_finish_compress(&encoder->cinfo);
    return CIC_OK;
}

cic_status cic_encode_jpeg(const uint8_t *rgba, uint32_t width, uint32_t height,
                           size_t bytes_per_row, int quality, cic_buffer *out,
                           char *message, size_t message_capacity) {
    if (out == NULL) return CIC_INVALID_ARGUMENT;
    memset(out, 0, sizeof *out);
    if (rgba == NULL || width == 0 || height == 0 || width > JPEG_MAX_DIMENSION
        || height > JPEG_MAX_DIMENSION || bytes_per_row < (size_t)width * 4) {
        cic_set_message(message, message_capacity, "invalid image for JPEG encoding (%ux%u, %zu bytes per row)",
                        width, height, bytes_per_row);
        return CIC_INVALID_ARGUMENT;
    }
    if (quality < 1) quality = 1;
    if (quality > 100) quality = 100;
    cic_jpeg_encoder *encoder = calloc(1, sizeof *encoder);
    if (encoder == NULL) {
        cic_set_message(message, message_capacity, "no memory for a JPEG encoder");
        return CIC_OUT_OF_MEMORY;
    }
    cic_status status = jpeg_encode_into(encoder, rgba, width, height, bytes_per_row, quality,
                                         message, message_capacity);
    if (encoder->created) jpeg_destroy_compress(&encoder->cinfo);
    if (status == CIC_OK) {
        out->bytes = encoder->bytes;
        out->size = encoder->size;
    } else {
        free(encoder->bytes);
    }
    free(encoder);
    return status;
}
