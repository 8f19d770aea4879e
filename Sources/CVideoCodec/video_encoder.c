#include "codec_functions.h"
#include "gif_palette.h"
#include "memory_io.h"
#include "video_mark.h"

#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/buffer.h>
#include <libavutil/log.h>
#include <libswscale/swscale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct morph_video_encoder {
  morph_video_format format;
  int width, height;
  morph_memory_file file;
  AVIOContext *io;
  AVFormatContext *muxer;
  AVCodecContext *codec;
  AVStream *stream;
  /// The codec's input frame (APNG: RGBA; MP4 and WebM: yuv420p).
  AVFrame *frame;
  AVPacket *packet;
  /// MP4 and WebM: cairo's pixels to yuv420p.
  struct SwsContext *scaler;
  /// GIF: the palette, counted in the first pass and used in the second.
  morph_gif_palette palette;
  /// GIF: the buffers the frames given to the palette's filters are copied into, reused from frame to
  /// frame rather than allocated for each.
  AVBufferPool *gif_frames;
  /// 1 or 2 (GIF's second pass).
  int pass;
  int64_t next_pts;
  /// Where the file says Morph wrote it.
  char mark[256];
};

/// Puts "what: FFmpeg's message" into error and returns -1.
static int fail(char *error, size_t error_size, const char *what, int code) {
  char reason[AV_ERROR_MAX_STRING_SIZE] = "";
  if (code < 0) av_strerror(code, reason, sizeof reason);
  snprintf(error, error_size, code < 0 ? "%s: %s" : "%s", what, reason);
  return -1;
}

/// Sends one frame (NULL: the end) to the codec and writes every packet it gives back.
static int encode(morph_video_encoder *encoder, AVFrame *frame, char *error, size_t error_size) {
  int status = avcodec_send_frame(encoder->codec, frame);
  if (status < 0) return fail(error, error_size, "cannot encode a frame", status);
  for (;;) {
    status = avcodec_receive_packet(encoder->codec, encoder->packet);
    if (status == AVERROR(EAGAIN) || status == AVERROR_EOF) return 0;
    if (status < 0) return fail(error, error_size, "cannot encode a frame", status);
    if (encoder->packet->duration == 0) encoder->packet->duration = 1;
    av_packet_rescale_ts(encoder->packet, encoder->codec->time_base, encoder->stream->time_base);
    encoder->packet->stream_index = encoder->stream->index;
    status = av_interleaved_write_frame(encoder->muxer, encoder->packet);
    if (status < 0) return fail(error, error_size, "cannot write a frame", status);
  }
}

/// GIF: encodes every frame paletteuse has ready.
static int drain_palette(morph_video_encoder *encoder, char *error, size_t error_size) {
  for (;;) {
    AVFrame *mapped = av_frame_alloc();
    if (!mapped) return fail(error, error_size, "out of memory", AVERROR(ENOMEM));
    int status = morph_gif_palette_next_mapped(&encoder->palette, mapped, error, error_size);
    if (status == 1) {
      mapped->pict_type = AV_PICTURE_TYPE_NONE;
      status = encode(encoder, mapped, error, error_size) < 0 ? -1 : 1;
    }
    av_frame_free(&mapped);
    // 1: a frame was encoded, look for the next; 0: none is ready; -1: failed.
    if (status <= 0) return status;
  }
}

/// The codec of a format, with its pixel format and options.
static int open_codec(morph_video_encoder *encoder, int fps, char *error, size_t error_size) {
  const AVCodec *codec = NULL;
  enum AVPixelFormat pixel_format = AV_PIX_FMT_YUV420P;
  switch (encoder->format) {
  case MORPH_VIDEO_GIF: codec = avcodec_find_encoder(AV_CODEC_ID_GIF); pixel_format = AV_PIX_FMT_PAL8; break;
  case MORPH_VIDEO_APNG: codec = avcodec_find_encoder(AV_CODEC_ID_APNG); pixel_format = AV_PIX_FMT_RGBA; break;
  case MORPH_VIDEO_MP4: codec = avcodec_find_encoder_by_name("libx264"); break;
  case MORPH_VIDEO_WEBM: codec = avcodec_find_encoder_by_name("libvpx-vp9"); break;
  }
  if (!codec) return fail(error, error_size, "this FFmpeg has no encoder for the format", 0);
  encoder->codec = avcodec_alloc_context3(codec);
  if (!encoder->codec) return fail(error, error_size, "out of memory", AVERROR(ENOMEM));
  AVCodecContext *context = encoder->codec;
  context->width = encoder->width;
  context->height = encoder->height;
  context->time_base = (AVRational){1, fps};
  context->framerate = (AVRational){fps, 1};
  context->pix_fmt = pixel_format;
  context->sample_aspect_ratio = (AVRational){1, 1};
  context->thread_count = 1;
  context->flags |= AV_CODEC_FLAG_BITEXACT;
  if (encoder->muxer->oformat->flags & AVFMT_GLOBALHEADER) context->flags |= AV_CODEC_FLAG_GLOBAL_HEADER;
  AVDictionary *options = NULL;
  if (pixel_format == AV_PIX_FMT_YUV420P) {
    // sRGB pixels through the BT.709 matrix in limited range, and said so in the stream.
    context->colorspace = AVCOL_SPC_BT709;
    context->color_primaries = AVCOL_PRI_BT709;
    context->color_trc = AVCOL_TRC_IEC61966_2_1;
    context->color_range = AVCOL_RANGE_MPEG;
    context->gop_size = fps * 2;
  }
  // zlib's fastest level: APNG's encoder deflates each frame's changed area once per disposal and
  // blending it tries, which at the default level held @2x renders under 60 frames a second.
  if (encoder->format == MORPH_VIDEO_APNG) context->compression_level = 1;
  if (encoder->format == MORPH_VIDEO_MP4) {
    av_dict_set(&options, "preset", "veryfast", 0);
    av_dict_set(&options, "crf", "18", 0);
    // Without the macroblock tree: its AVX-512 code reads memory libx264 has not written, so the same
    // frames gave other bytes with whatever the process had freed there before.
    av_dict_set(&options, "mbtree", "0", 0);
  } else if (encoder->format == MORPH_VIDEO_WEBM) {
    context->bit_rate = 0;
    av_dict_set(&options, "crf", "24", 0);
    av_dict_set(&options, "deadline", "realtime", 0);
    av_dict_set(&options, "cpu-used", "8", 0);
  }
  int status = avcodec_open2(context, codec, &options);
  av_dict_free(&options);
  if (status < 0) return fail(error, error_size, "cannot open the encoder", status);
  return 0;
}

morph_video_encoder *morph_video_encoder_open(
  morph_video_format format, int width, int height, int fps, int loops, const char *mark, char *error,
  size_t error_size) {
  if (width <= 0 || height <= 0 || fps <= 0 || strlen(mark) > 255) {
    fail(error, error_size, "a video needs a positive size and frame rate", 0);
    return NULL;
  }
  // Every failure comes back as a message; FFmpeg's own log would only repeat it, or chatter on stderr.
  av_log_set_level(AV_LOG_QUIET);
  morph_video_encoder *encoder = calloc(1, sizeof *encoder);
  if (!encoder) {
    fail(error, error_size, "out of memory", AVERROR(ENOMEM));
    return NULL;
  }
  encoder->format = format;
  encoder->pass = 1;
  snprintf(encoder->mark, sizeof encoder->mark, "%s", mark);
  encoder->width = width;
  encoder->height = height;
  static const char *const muxers[] = {"gif", "apng", "mp4", "webm"};
  int status = avformat_alloc_output_context2(&encoder->muxer, NULL, muxers[format], NULL);
  if (status < 0) goto failed_with_status;
  encoder->muxer->flags |= AVFMT_FLAG_BITEXACT | AVFMT_FLAG_CUSTOM_IO;
  encoder->io = morph_memory_io_open(&encoder->file, 1);
  if (!encoder->io) goto out_of_memory;
  encoder->muxer->pb = encoder->io;
  if (open_codec(encoder, fps, error, error_size) < 0) goto failed;
  encoder->stream = avformat_new_stream(encoder->muxer, NULL);
  if (!encoder->stream) goto out_of_memory;
  encoder->stream->time_base = encoder->codec->time_base;
  encoder->stream->avg_frame_rate = encoder->codec->framerate;
  status = avcodec_parameters_from_context(encoder->stream->codecpar, encoder->codec);
  if (status < 0) goto failed_with_status;
  encoder->packet = av_packet_alloc();
  if (!encoder->packet) goto out_of_memory;
  if (format == MORPH_VIDEO_GIF) {
    if (morph_gif_palette_open(&encoder->palette, width, height, fps, error, error_size) < 0) goto failed;
    encoder->gif_frames = av_buffer_pool_init((size_t)width * 4 * height, NULL);
    if (!encoder->gif_frames) goto out_of_memory;
  } else {
    encoder->frame = av_frame_alloc();
    if (!encoder->frame) goto out_of_memory;
    encoder->frame->format = encoder->codec->pix_fmt;
    encoder->frame->width = width;
    encoder->frame->height = height;
    status = av_frame_get_buffer(encoder->frame, 0);
    if (status < 0) goto failed_with_status;
    // The rows' padding too, so that nothing an encoder reads is left uninitialized.
    for (int plane = 0; plane < AV_NUM_DATA_POINTERS && encoder->frame->buf[plane]; plane++) {
      memset(encoder->frame->buf[plane]->data, 0, encoder->frame->buf[plane]->size);
    }
    if (format != MORPH_VIDEO_APNG) {
      encoder->scaler = sws_getContext(
        width, height, AV_PIX_FMT_RGB32, width, height, AV_PIX_FMT_YUV420P, SWS_BICUBIC | SWS_ACCURATE_RND, NULL,
        NULL, NULL);
      if (!encoder->scaler) goto out_of_memory;
      const int *matrix = sws_getCoefficients(SWS_CS_ITU709);
      sws_setColorspaceDetails(encoder->scaler, matrix, 1, matrix, 0, 0, 1 << 16, 1 << 16);
    }
  }
  if (format == MORPH_VIDEO_MP4 || format == MORPH_VIDEO_WEBM) av_dict_set(&encoder->muxer->metadata, "comment", mark, 0);
  AVDictionary *options = NULL;
  if (format == MORPH_VIDEO_GIF) av_dict_set(&options, "loop", loops ? "0" : "-1", 0);
  if (format == MORPH_VIDEO_APNG) av_dict_set(&options, "plays", loops ? "0" : "1", 0);
  status = avformat_write_header(encoder->muxer, &options);
  av_dict_free(&options);
  if (status < 0) goto failed_with_status;
  return encoder;

out_of_memory:
  status = AVERROR(ENOMEM);
failed_with_status:
  fail(error, error_size, "cannot start the file", status);
failed:
  morph_video_encoder_free(encoder);
  return NULL;
}

void morph_video_unpremultiply(const uint8_t *pixels, uint8_t *rgba, int width, int height, int stride) {
  for (int y = 0; y < height; y++) {
    const uint32_t *source = (const uint32_t *)(pixels + (size_t)y * stride);
    uint8_t *target = rgba + (size_t)y * stride;
    for (int x = 0; x < width; x++) {
      uint32_t word = source[x];
      uint32_t alpha = word >> 24;
      uint32_t red = (word >> 16) & 0xff, green = (word >> 8) & 0xff, blue = word & 0xff;
      if (alpha != 0 && alpha != 255) {
        red = (red * 255 + alpha / 2) / alpha;
        green = (green * 255 + alpha / 2) / alpha;
        blue = (blue * 255 + alpha / 2) / alpha;
      }
      target[4 * x] = (uint8_t)red;
      target[4 * x + 1] = (uint8_t)green;
      target[4 * x + 2] = (uint8_t)blue;
      target[4 * x + 3] = (uint8_t)alpha;
    }
  }
}

int morph_video_encoder_add_frame(
  morph_video_encoder *encoder, const uint8_t *pixels, int stride, char *error, size_t error_size) {
  int64_t pts = encoder->next_pts++;
  if (encoder->format == MORPH_VIDEO_GIF) {
    AVFrame *input = av_frame_alloc();
    if (!input) return fail(error, error_size, "out of memory", AVERROR(ENOMEM));
    input->buf[0] = av_buffer_pool_get(encoder->gif_frames);
    if (!input->buf[0]) {
      av_frame_free(&input);
      return fail(error, error_size, "out of memory", AVERROR(ENOMEM));
    }
    input->format = AV_PIX_FMT_RGB32;
    input->width = encoder->width;
    input->height = encoder->height;
    input->data[0] = input->buf[0]->data;
    input->linesize[0] = encoder->width * 4;
    input->pts = pts;
    for (int y = 0; y < encoder->height; y++) {
      memcpy(input->data[0] + (size_t)y * input->linesize[0], pixels + (size_t)y * stride, (size_t)encoder->width * 4);
    }
    // The filters take the frame's buffer, and give it back to the pool once they are done with it.
    int status = encoder->pass == 1 ? morph_gif_palette_count(&encoder->palette, input, error, error_size)
                                    : morph_gif_palette_map(&encoder->palette, input, error, error_size);
    av_frame_free(&input);
    if (status < 0 || encoder->pass == 1) return status;
    return drain_palette(encoder, error, error_size);
  }
  int status = 0;
  if (encoder->format == MORPH_VIDEO_APNG) {
    // A new buffer: the APNG encoder keeps a reference to the frame before, which
    // av_frame_make_writable would first copy, only for the copy to be overwritten.
    av_frame_unref(encoder->frame);
    encoder->frame->format = AV_PIX_FMT_RGBA;
    encoder->frame->width = encoder->width;
    encoder->frame->height = encoder->height;
    status = av_frame_get_buffer(encoder->frame, 0);
  } else {
    status = av_frame_make_writable(encoder->frame);
  }
  if (status < 0) return fail(error, error_size, "cannot encode a frame", status);
  if (encoder->format == MORPH_VIDEO_APNG) {
    for (int y = 0; y < encoder->height; y++) {
      memcpy(encoder->frame->data[0] + (size_t)y * encoder->frame->linesize[0], pixels + (size_t)y * stride,
        (size_t)encoder->width * 4);
    }
  } else {
    const uint8_t *planes[] = {pixels};
    sws_scale(encoder->scaler, planes, &stride, 0, encoder->height, encoder->frame->data, encoder->frame->linesize);
  }
  encoder->frame->pts = pts;
  return encode(encoder, encoder->frame, error, error_size);
}

int morph_video_encoder_finish(
  morph_video_encoder *encoder, uint8_t **bytes, size_t *size, char *error, size_t error_size) {
  if (encoder->format == MORPH_VIDEO_GIF) {
    if (encoder->pass != 2) return fail(error, error_size, "a GIF is finished after its second pass", 0);
    if (morph_gif_palette_map(&encoder->palette, NULL, error, error_size) < 0) return -1;
    if (drain_palette(encoder, error, error_size) < 0) return -1;
  }
  if (encode(encoder, NULL, error, error_size) < 0) return -1;
  int status = av_write_trailer(encoder->muxer);
  if (status < 0) return fail(error, error_size, "cannot finish the file", status);
  avio_flush(encoder->io);
  if (morph_video_insert_mark(encoder->format, &encoder->file, encoder->mark) < 0) {
    return fail(error, error_size, "cannot mark the file as Morph's", AVERROR(ENOMEM));
  }
  *bytes = encoder->file.bytes;
  *size = encoder->file.size;
  encoder->file = (morph_memory_file){0};
  return 0;
}

void morph_video_encoder_free(morph_video_encoder *encoder) {
  if (!encoder) return;
  morph_gif_palette_free(&encoder->palette);
  av_buffer_pool_uninit(&encoder->gif_frames);
  sws_freeContext(encoder->scaler);
  av_frame_free(&encoder->frame);
  av_packet_free(&encoder->packet);
  avcodec_free_context(&encoder->codec);
  avformat_free_context(encoder->muxer);
  morph_memory_io_close(&encoder->io);
  free(encoder->file.bytes);
  free(encoder);
}

int morph_video_passes(morph_video_format format) { return format == MORPH_VIDEO_GIF ? 2 : 1; }

int morph_video_encoder_start_second_pass(morph_video_encoder *encoder, char *error, size_t error_size) {
  if (encoder->format != MORPH_VIDEO_GIF || encoder->pass != 1) {
    return fail(error, error_size, "only a GIF has a second pass, once", 0);
  }
  if (morph_gif_palette_finish_counting(&encoder->palette, error, error_size) < 0) return -1;
  encoder->pass = 2;
  encoder->next_pts = 0;
  return 0;
}

size_t morph_video_encoder_written_bytes(const morph_video_encoder *encoder) { return encoder->file.size; }

void morph_video_free(uint8_t *bytes) { free(bytes); }
