#ifndef MORPH_GIF_PALETTE_H
#define MORPH_GIF_PALETTE_H

#include <libavfilter/avfilter.h>
#include <libavutil/frame.h>
#include <stddef.h>

/// One palette for a whole GIF, in two passes over the frames so that no frame is kept: the first
/// counts their colours with libavfilter's palettegen, the second maps each to the palette with
/// paletteuse.
typedef struct {
  int width, height, fps;
  /// Pass 1: buffer → palettegen → buffersink.
  AVFilterGraph *counting;
  AVFilterContext *counted_frames, *palette_out;
  /// Pass 2: buffer (frames) and buffer (palette) → paletteuse → buffersink.
  AVFilterGraph *mapping;
  AVFilterContext *frames_in, *palette_in, *mapped_frames;
} morph_gif_palette;

/// Starts counting frames of cairo's ARGB32 pixels. Returns 0, or -1 with a message in `error`.
int morph_gif_palette_open(
  morph_gif_palette *palette, int width, int height, int fps, char *error, size_t error_size);

/// Pass 1: counts the colours of a frame (palettegen counts what changed since the one before). The
/// frame's buffers must be reference-counted: the filters take its references.
int morph_gif_palette_count(morph_gif_palette *palette, AVFrame *frame, char *error, size_t error_size);

/// Ends pass 1: makes the palette and the graph that maps frames to it.
int morph_gif_palette_finish_counting(morph_gif_palette *palette, char *error, size_t error_size);

/// Pass 2: maps a frame (NULL: the end) to the palette; the mapped frames come from
/// morph_gif_palette_next_mapped. The filters take the frame's references, as in pass 1.
int morph_gif_palette_map(morph_gif_palette *palette, AVFrame *frame, char *error, size_t error_size);

/// The next mapped frame: 1 with it in `frame`, 0 when none is ready, or -1 with a message in `error`.
int morph_gif_palette_next_mapped(morph_gif_palette *palette, AVFrame *frame, char *error, size_t error_size);

/// Frees the filter graphs.
void morph_gif_palette_free(morph_gif_palette *palette);

#endif
