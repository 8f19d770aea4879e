#include "gif_palette.h"

#include <libavfilter/buffersink.h>
#include <libavfilter/buffersrc.h>
#include <libavutil/error.h>
#include <libavutil/opt.h>
#include <stdio.h>

static int palette_fail(char *error, size_t error_size, int code) {
  char reason[AV_ERROR_MAX_STRING_SIZE] = "";
  av_strerror(code, reason, sizeof reason);
  snprintf(error, error_size, "cannot make the GIF's palette: %s", reason);
  return -1;
}

/// A buffer source of `width` × `height` frames of a pixel format in `graph`.
static int make_source(AVFilterContext **source, const char *name, int width, int height,
  enum AVPixelFormat format, int fps, AVFilterGraph *graph) {
  char arguments[160];
  snprintf(arguments, sizeof arguments, "video_size=%dx%d:pix_fmt=%d:time_base=1/%d:pixel_aspect=1/1", width,
    height, format, fps);
  return avfilter_graph_create_filter(source, avfilter_get_by_name("buffer"), name, arguments, NULL, graph);
}

/// Links `sources` (each named by its label in `description`) through `description` into `sink`
/// (labelled `out`), and configures the graph.
static int link_graph(AVFilterGraph *graph, const char *description, AVFilterContext **sources,
  const char **labels, int source_count, AVFilterContext *sink) {
  AVFilterInOut *outputs = NULL;
  for (int index = source_count - 1; index >= 0; index--) {
    AVFilterInOut *output = avfilter_inout_alloc();
    if (!output) {
      avfilter_inout_free(&outputs);
      return AVERROR(ENOMEM);
    }
    output->name = av_strdup(labels[index]);
    output->filter_ctx = sources[index];
    output->next = outputs;
    outputs = output;
  }
  AVFilterInOut *inputs = avfilter_inout_alloc();
  if (!inputs) {
    avfilter_inout_free(&outputs);
    return AVERROR(ENOMEM);
  }
  inputs->name = av_strdup("out");
  inputs->filter_ctx = sink;
  int status = avfilter_graph_parse_ptr(graph, description, &inputs, &outputs, NULL);
  avfilter_inout_free(&outputs);
  avfilter_inout_free(&inputs);
  return status < 0 ? status : avfilter_graph_config(graph, NULL);
}

int morph_gif_palette_open(
  morph_gif_palette *palette, int width, int height, int fps, char *error, size_t error_size) {
  *palette = (morph_gif_palette){.width = width, .height = height, .fps = fps};
  palette->counting = avfilter_graph_alloc();
  if (!palette->counting) return palette_fail(error, error_size, AVERROR(ENOMEM));
  palette->counting->nb_threads = 1;
  int status = make_source(&palette->counted_frames, "frames", width, height, AV_PIX_FMT_RGB32, fps,
    palette->counting);
  if (status >= 0) {
    status = avfilter_graph_create_filter(
      &palette->palette_out, avfilter_get_by_name("buffersink"), "out", NULL, NULL, palette->counting);
  }
  const char *labels[] = {"frames"};
  if (status >= 0) {
    status = link_graph(palette->counting, "[frames]palettegen=stats_mode=diff[out]", &palette->counted_frames,
      labels, 1, palette->palette_out);
  }
  return status < 0 ? palette_fail(error, error_size, status) : 0;
}

int morph_gif_palette_count(morph_gif_palette *palette, AVFrame *frame, char *error, size_t error_size) {
  // Pushed through palettegen at once, which counts the frame's colours and lets it go: a frame only
  // added would wait in the source's queue until the palette is asked for, every frame of the GIF
  // held in memory at once.
  int status = av_buffersrc_add_frame_flags(palette->counted_frames, frame, AV_BUFFERSRC_FLAG_PUSH);
  return status < 0 ? palette_fail(error, error_size, status) : 0;
}

int morph_gif_palette_finish_counting(morph_gif_palette *palette, char *error, size_t error_size) {
  AVFrame *colors = av_frame_alloc();
  if (!colors) return palette_fail(error, error_size, AVERROR(ENOMEM));
  int status = av_buffersrc_add_frame_flags(palette->counted_frames, NULL, 0);
  if (status >= 0) status = av_buffersink_get_frame(palette->palette_out, colors);
  if (status >= 0) {
    palette->mapping = avfilter_graph_alloc();
    if (!palette->mapping) status = AVERROR(ENOMEM);
  }
  if (status >= 0) {
    palette->mapping->nb_threads = 1;
    status = make_source(&palette->frames_in, "frames", palette->width, palette->height, AV_PIX_FMT_RGB32,
      palette->fps, palette->mapping);
  }
  if (status >= 0) {
    status = make_source(&palette->palette_in, "palette", colors->width, colors->height, colors->format,
      palette->fps, palette->mapping);
  }
  if (status >= 0) {
    status = avfilter_graph_create_filter(
      &palette->mapped_frames, avfilter_get_by_name("buffersink"), "out", NULL, NULL, palette->mapping);
  }
  enum AVPixelFormat formats[] = {AV_PIX_FMT_PAL8, AV_PIX_FMT_NONE};
  if (status >= 0) {
    status = av_opt_set_int_list(palette->mapped_frames, "pix_fmts", formats, AV_PIX_FMT_NONE, AV_OPT_SEARCH_CHILDREN);
  }
  AVFilterContext *sources[] = {palette->frames_in, palette->palette_in};
  const char *labels[] = {"frames", "palette"};
  if (status >= 0) {
    status = link_graph(palette->mapping, "[frames][palette]paletteuse=dither=sierra2_4a:diff_mode=rectangle[out]",
      sources, labels, 2, palette->mapped_frames);
  }
  // The palette holds from the first frame on.
  if (status >= 0) {
    colors->pts = 0;
    status = av_buffersrc_add_frame_flags(palette->palette_in, colors, 0);
  }
  if (status >= 0) status = av_buffersrc_add_frame_flags(palette->palette_in, NULL, 0);
  av_frame_free(&colors);
  return status < 0 ? palette_fail(error, error_size, status) : 0;
}

int morph_gif_palette_map(morph_gif_palette *palette, AVFrame *frame, char *error, size_t error_size) {
  int status = av_buffersrc_add_frame_flags(palette->frames_in, frame, 0);
  return status < 0 ? palette_fail(error, error_size, status) : 0;
}

int morph_gif_palette_next_mapped(morph_gif_palette *palette, AVFrame *frame, char *error, size_t error_size) {
  int status = av_buffersink_get_frame(palette->mapped_frames, frame);
  if (status == AVERROR(EAGAIN) || status == AVERROR_EOF) return 0;
  return status < 0 ? palette_fail(error, error_size, status) : 1;
}

void morph_gif_palette_free(morph_gif_palette *palette) {
  avfilter_graph_free(&palette->counting);
  avfilter_graph_free(&palette->mapping);
}
