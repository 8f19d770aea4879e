#ifndef MORPH_VIDEO_CODEC_H
#define MORPH_VIDEO_CODEC_H

#include <stddef.h>
#include <stdint.h>

/// The files morph_video_encoder writes, each with FFmpeg's own encoder and muxer.
typedef enum {
  /// GIF (libavcodec's gif) with one palette for the whole animation from libavfilter's palettegen,
  /// applied by paletteuse, in two passes over the frames.
  MORPH_VIDEO_GIF = 0,
  /// Animated PNG (libavcodec's apng), RGBA with straight alpha.
  MORPH_VIDEO_APNG,
  /// H.264 (libx264) in MP4, yuv420p.
  MORPH_VIDEO_MP4,
  /// VP9 (libvpx) in WebM, yuv420p.
  MORPH_VIDEO_WEBM,
} morph_video_format;

/// An encoder writing one file into memory, frame after frame.
typedef struct morph_video_encoder morph_video_encoder;

/// Opens an encoder for frames of `width` × `height` pixels shown `fps` times a second.
/// `loops` makes a GIF or APNG play forever (else once); MP4 and WebM ignore it. MP4 and WebM need
/// even sizes. `mark` (at most 255 bytes) is written where a reader finds it: a GIF's comment
/// extension right after the global colour table, a PNG's `tEXt` chunk `Software` right after `IHDR`,
/// the `comment` tag of an MP4 or a WebM file. Returns NULL and an English message in `error` on failure. FFmpeg's log is silenced
/// (av_log_set_level), since every failure comes back as a message.
morph_video_encoder *morph_video_encoder_open(
  morph_video_format format, int width, int height, int fps, int loops, const char *mark, char *error,
  size_t error_size);

/// How many times the frames are given to the encoder, in order: 2 for a GIF (the first pass counts
/// their colours for its one palette, the second encodes them), 1 for the others.
int morph_video_passes(morph_video_format format);

/// Ends a GIF's first pass: the palette is made and the frames are given again from the first.
/// Returns 0, or -1 with a message in `error`.
int morph_video_encoder_start_second_pass(morph_video_encoder *encoder, char *error, size_t error_size);

/// Encodes the next frame: cairo's ARGB32 pixels (premultiplied alpha, native-endian words), `stride`
/// bytes a row. Returns 0, or -1 with a message in `error`.
int morph_video_encoder_add_frame(
  morph_video_encoder *encoder, const uint8_t *pixels, int stride, char *error, size_t error_size);

/// Flushes the encoder and finishes the file. Returns 0 with the file's bytes in `bytes` and `size`
/// (free them with morph_video_free), or -1 with a message in `error`.
int morph_video_encoder_finish(
  morph_video_encoder *encoder, uint8_t **bytes, size_t *size, char *error, size_t error_size);

/// Frees an encoder, finished or not.
void morph_video_encoder_free(morph_video_encoder *encoder);

/// A file decoded back into frames.
typedef struct {
  /// The frames' size in pixels.
  int width, height;
  /// How many frames.
  int frame_count;
  /// Each frame's presentation time, in seconds.
  double *times;
  /// Each frame's RGBA pixels with straight alpha, `width * height * 4` bytes a frame, one after
  /// the other.
  uint8_t *pixels;
  /// The container's duration in seconds, or a negative number when it states none.
  double duration;
} morph_decoded_video;

/// Decodes every frame of a file held in memory with libavformat and libavcodec, converted to RGBA
/// by libswscale. Returns 0, or -1 with a message in `error`. Free the result with
/// morph_decoded_video_free.
int morph_video_decode(
  const uint8_t *bytes, size_t size, morph_decoded_video *video, char *error, size_t error_size);

/// Frees what morph_video_decode allocated.
void morph_decoded_video_free(morph_decoded_video *video);

/// Frees bytes the encoder returned.
void morph_video_free(uint8_t *bytes);

#endif
