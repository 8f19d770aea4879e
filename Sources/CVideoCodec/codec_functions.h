#ifndef MORPH_CODEC_FUNCTIONS_H
#define MORPH_CODEC_FUNCTIONS_H

#include "video_codec_interface.h"

// The functions of the library's table (morph_video_codec in video_codec_interface.h, which documents
// each one), one file each: svg_rasterizer.c, video_encoder.c, apng_join.c, video_decoder.c.

int morph_svg_rasterize(const uint8_t *svg, size_t size, const morph_svg_canvas *canvas, char *error, size_t error_size);

morph_video_encoder *morph_video_encoder_open(
  morph_video_format format, int width, int height, int fps, int loops, const char *mark, char *error,
  size_t error_size);
int morph_video_passes(morph_video_format format);
int morph_video_encoder_start_second_pass(morph_video_encoder *encoder, char *error, size_t error_size);
void morph_video_unpremultiply(const uint8_t *pixels, uint8_t *rgba, int width, int height, int stride);
int morph_video_encoder_add_frame(
  morph_video_encoder *encoder, const uint8_t *pixels, int stride, char *error, size_t error_size);
int morph_video_encoder_finish(
  morph_video_encoder *encoder, uint8_t **bytes, size_t *size, char *error, size_t error_size);
void morph_video_encoder_free(morph_video_encoder *encoder);
size_t morph_video_encoder_written_bytes(const morph_video_encoder *encoder);
void morph_video_free(uint8_t *bytes);

int morph_apng_join(
  const uint8_t *const *files, const size_t *sizes, int count, uint8_t **bytes, size_t *size, char *error,
  size_t error_size);

int morph_video_decode(
  const uint8_t *bytes, size_t size, morph_decoded_video *video, char *error, size_t error_size);
void morph_decoded_video_free(morph_decoded_video *video);

#endif
