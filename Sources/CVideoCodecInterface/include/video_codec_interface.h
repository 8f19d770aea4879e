#ifndef MORPH_VIDEO_CODEC_INTERFACE_H
#define MORPH_VIDEO_CODEC_INTERFACE_H

#include <stddef.h>
#include <stdint.h>

/// The MorphVideoCodec library's interface: what MorphVideo finds in it when it loads the library
/// (with dlopen) the first time a frame is drawn or a video encoded or decoded, so that a program
/// that makes no video never loads librsvg and FFmpeg.
///
/// The library exports one function, named by MORPH_VIDEO_CODEC_ENTRY, of type morph_video_codec_entry;
/// it returns the table of the library's functions. A table whose `version` differs from
/// MORPH_VIDEO_CODEC_VERSION was built from other sources and is not used.

/// The version of this interface; raised whenever a function or a type in it changes.
#define MORPH_VIDEO_CODEC_VERSION 3

/// The name of the function the library exports.
#define MORPH_VIDEO_CODEC_ENTRY "morph_video_codec_functions"

#pragma clang assume_nonnull begin

/// The files the encoder writes, each with FFmpeg's own encoder and muxer.
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

/// A file decoded back into frames.
typedef struct {
  /// The frames' size in pixels.
  int width, height;
  /// How many frames.
  int frame_count;
  /// Each frame's presentation time, in seconds.
  double *_Nullable times;
  /// Each frame's RGBA pixels with straight alpha, `width * height * 4` bytes a frame, one after
  /// the other.
  uint8_t *_Nullable pixels;
  /// The container's duration in seconds, or a negative number when it states none.
  double duration;
} morph_decoded_video;

/// How a document is drawn: where, at what size, over what.
typedef struct {
  /// The pixels drawn into: cairo's ARGB32 words (premultiplied alpha, native-endian), `stride` bytes
  /// a row (a multiple of 4, at least `width * 4`), `height` rows, cleared to transparent beforehand.
  uint8_t *pixels;
  int width, height, stride;
  /// The size the document's viewport fills, in pixels, from the top left.
  double viewport_width, viewport_height;
  /// Whether the colour below (red, green and blue from 0 to 1) is painted under the document.
  int has_background;
  double background_red, background_green, background_blue;
} morph_svg_canvas;

/// Every function of the library. Those that can fail return 0 (or a pointer), or -1 (or NULL) with an
/// English message in `error`, at most `error_size` bytes with its NUL.
typedef struct {
  /// MORPH_VIDEO_CODEC_VERSION of the sources the library was built from.
  int version;

  /// Draws an SVG document of `size` bytes with librsvg and cairo onto a canvas.
  int (*rasterize_svg)(
    const uint8_t *_Nullable svg, size_t size, const morph_svg_canvas *canvas, char *error, size_t error_size);

  /// Opens an encoder for frames of `width` × `height` pixels shown `fps` times a second.
  /// `loops` makes a GIF or APNG play forever (else once); MP4 and WebM ignore it. MP4 and WebM need
  /// even sizes. `mark` (at most 255 bytes) is written where a reader finds it: a GIF's comment
  /// extension right after the global colour table, a PNG's `tEXt` chunk `Software` right after
  /// `IHDR`, the `comment` tag of an MP4 or a WebM file. FFmpeg's log is silenced (av_log_set_level),
  /// since every failure comes back as a message.
  morph_video_encoder *_Nullable (*_Nonnull encoder_open)(
    morph_video_format format, int width, int height, int fps, int loops, const char *mark, char *error,
    size_t error_size);

  /// How many times the frames are given to the encoder, in order: 2 for a GIF (the first pass counts
  /// their colours for its one palette, the second encodes them), 1 for the others.
  int (*passes)(morph_video_format format);

  /// Ends a GIF's first pass: the palette is made and the frames are given again from the first.
  int (*encoder_start_second_pass)(morph_video_encoder *encoder, char *error, size_t error_size);

  /// Converts cairo's ARGB32 words into straight-alpha RGBA bytes, the pixels an APNG's `encoder_add_frame`
  /// takes (the other formats take cairo's words): `width` × `height` pixels, `stride` bytes a row in
  /// both. Keeps no state: frames are converted in parallel, on the threads that draw them.
  void (*unpremultiply)(const uint8_t *pixels, uint8_t *rgba, int width, int height, int stride);

  /// Encodes the next frame, `stride` bytes a row: cairo's ARGB32 words, or an APNG's straight RGBA bytes
  /// from `unpremultiply`.
  int (*encoder_add_frame)(
    morph_video_encoder *encoder, const uint8_t *pixels, int stride, char *error, size_t error_size);

  /// Flushes the encoder and finishes the file: its bytes in `bytes` and `size` (free them with
  /// `free_bytes`).
  int (*encoder_finish)(
    morph_video_encoder *encoder, uint8_t *_Nullable *_Nonnull bytes, size_t *size, char *error, size_t error_size);

  /// Frees an encoder, finished or not.
  void (*encoder_free)(morph_video_encoder *encoder);

  /// How many bytes of the file the encoder has written so far (its muxer may hold a few more).
  size_t (*encoder_written_bytes)(const morph_video_encoder *encoder);

  /// Frees bytes the encoder or `join_apng` returned.
  void (*free_bytes)(uint8_t *_Nullable bytes);
  /// Joins `count` APNG files the encoder wrote for consecutive runs of frames into one animation of all
  /// their frames, in order: the first file's header chunks with every frame counted, then each file's
  /// frames, renumbered (a later file's first frame becomes frame data). Each run's first frame replaces
  /// the whole canvas, so the joined file shows exactly the frames one encoder would have written. The
  /// bytes come back in `bytes` and `size` (free them with `free_bytes`).
  int (*join_apng)(
    const uint8_t *_Nonnull const *_Nonnull files, const size_t *sizes, int count, uint8_t *_Nullable *_Nonnull bytes,
    size_t *size, char *error, size_t error_size);

  /// Decodes every frame of a file held in memory with libavformat and libavcodec, converted to RGBA
  /// by libswscale. Free the result with `decoded_video_free`.
  int (*decode)(const uint8_t *_Nullable bytes, size_t size, morph_decoded_video *video, char *error, size_t error_size);

  /// Frees what `decode` allocated.
  void (*decoded_video_free)(morph_decoded_video *video);
} morph_video_codec;

/// The type of the function the library exports under MORPH_VIDEO_CODEC_ENTRY.
typedef const morph_video_codec *_Nonnull (*morph_video_codec_entry)(void);

#pragma clang assume_nonnull end

#endif
