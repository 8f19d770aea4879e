#include "codec_functions.h"
#include "memory_io.h"

#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/imgutils.h>
#include <libavutil/log.h>
#include <libswscale/swscale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// What decoding holds while it runs.
typedef struct {
  morph_memory_file file;
  AVIOContext *io;
  AVFormatContext *demuxer;
  AVCodecContext *codec;
  AVFrame *frame;
  AVPacket *packet;
  struct SwsContext *scaler;
  int stream;
  size_t capacity;
} morph_decoding;

static int decode_fail(char *error, size_t error_size, const char *what, int code) {
  char reason[AV_ERROR_MAX_STRING_SIZE] = "";
  if (code < 0) av_strerror(code, reason, sizeof reason);
  snprintf(error, error_size, code < 0 ? "%s: %s" : "%s", what, reason);
  return -1;
}

/// Appends the decoded frame, as RGBA, to the video.
static int keep_frame(morph_decoding *decoding, morph_decoded_video *video, char *error, size_t error_size) {
  AVFrame *frame = decoding->frame;
  if (video->frame_count == 0) {
    video->width = frame->width;
    video->height = frame->height;
  } else if (frame->width != video->width || frame->height != video->height) {
    return decode_fail(error, error_size, "the frames change size", 0);
  }
  size_t frame_size = (size_t)video->width * video->height * 4;
  if ((size_t)video->frame_count == decoding->capacity) {
    size_t capacity = decoding->capacity ? decoding->capacity * 2 : 64;
    uint8_t *pixels = realloc(video->pixels, capacity * frame_size);
    double *times = realloc(video->times, capacity * sizeof(double));
    if (pixels) video->pixels = pixels;
    if (times) video->times = times;
    if (!pixels || !times) return decode_fail(error, error_size, "out of memory", AVERROR(ENOMEM));
    decoding->capacity = capacity;
  }
  decoding->scaler = sws_getCachedContext(
    decoding->scaler, frame->width, frame->height, frame->format, frame->width, frame->height, AV_PIX_FMT_RGBA,
    SWS_BICUBIC | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INT, NULL, NULL, NULL);
  if (!decoding->scaler) return decode_fail(error, error_size, "cannot convert the frames to RGBA", 0);
  if (frame->colorspace == AVCOL_SPC_BT709) {
    const int *matrix = sws_getCoefficients(SWS_CS_ITU709);
    sws_setColorspaceDetails(
      decoding->scaler, matrix, frame->color_range == AVCOL_RANGE_JPEG, matrix, 1, 0, 1 << 16, 1 << 16);
  }
  uint8_t *target[] = {video->pixels + frame_size * video->frame_count};
  int target_stride[] = {video->width * 4};
  sws_scale(decoding->scaler, (const uint8_t *const *)frame->data, frame->linesize, 0, frame->height, target,
    target_stride);
  AVRational time_base = decoding->demuxer->streams[decoding->stream]->time_base;
  int64_t pts = frame->best_effort_timestamp == AV_NOPTS_VALUE ? 0 : frame->best_effort_timestamp;
  video->times[video->frame_count] = pts * av_q2d(time_base);
  video->frame_count++;
  return 0;
}

/// Sends a packet (NULL: the end) to the decoder and keeps every frame it gives back.
static int decode(morph_decoding *decoding, AVPacket *packet, morph_decoded_video *video, char *error,
  size_t error_size) {
  int status = avcodec_send_packet(decoding->codec, packet);
  if (status < 0) return decode_fail(error, error_size, "cannot decode a frame", status);
  for (;;) {
    status = avcodec_receive_frame(decoding->codec, decoding->frame);
    if (status == AVERROR(EAGAIN) || status == AVERROR_EOF) return 0;
    if (status < 0) return decode_fail(error, error_size, "cannot decode a frame", status);
    if (keep_frame(decoding, video, error, error_size) < 0) return -1;
  }
}

static int run(morph_decoding *decoding, morph_decoded_video *video, char *error, size_t error_size) {
  decoding->io = morph_memory_io_open(&decoding->file, 0);
  decoding->demuxer = avformat_alloc_context();
  decoding->frame = av_frame_alloc();
  decoding->packet = av_packet_alloc();
  if (!decoding->io || !decoding->demuxer || !decoding->frame || !decoding->packet) {
    return decode_fail(error, error_size, "out of memory", AVERROR(ENOMEM));
  }
  decoding->demuxer->pb = decoding->io;
  decoding->demuxer->flags |= AVFMT_FLAG_CUSTOM_IO;
  int status = avformat_open_input(&decoding->demuxer, NULL, NULL, NULL);
  if (status < 0) return decode_fail(error, error_size, "cannot read the file", status);
  status = avformat_find_stream_info(decoding->demuxer, NULL);
  if (status < 0) return decode_fail(error, error_size, "cannot read the file", status);
  const AVCodec *codec = NULL;
  decoding->stream = av_find_best_stream(decoding->demuxer, AVMEDIA_TYPE_VIDEO, -1, -1, &codec, 0);
  if (decoding->stream < 0) return decode_fail(error, error_size, "the file holds no video", decoding->stream);
  decoding->codec = avcodec_alloc_context3(codec);
  if (!decoding->codec) return decode_fail(error, error_size, "out of memory", AVERROR(ENOMEM));
  decoding->codec->thread_count = 1;
  status = avcodec_parameters_to_context(decoding->codec, decoding->demuxer->streams[decoding->stream]->codecpar);
  if (status >= 0) status = avcodec_open2(decoding->codec, codec, NULL);
  if (status < 0) return decode_fail(error, error_size, "cannot open the decoder", status);
  video->duration = decoding->demuxer->duration == AV_NOPTS_VALUE
    ? -1 : (double)decoding->demuxer->duration / AV_TIME_BASE;
  while ((status = av_read_frame(decoding->demuxer, decoding->packet)) >= 0) {
    int decoded = 0;
    if (decoding->packet->stream_index == decoding->stream) {
      decoded = decode(decoding, decoding->packet, video, error, error_size);
    }
    av_packet_unref(decoding->packet);
    if (decoded < 0) return -1;
  }
  if (status != AVERROR_EOF) return decode_fail(error, error_size, "cannot read the file", status);
  return decode(decoding, NULL, video, error, error_size);
}

int morph_video_decode(
  const uint8_t *bytes, size_t size, morph_decoded_video *video, char *error, size_t error_size) {
  av_log_set_level(AV_LOG_QUIET);
  *video = (morph_decoded_video){0};
  morph_decoding decoding = {0};
  // The reader only reads; the cast lets the file type serve both directions.
  decoding.file = (morph_memory_file){.bytes = (uint8_t *)bytes, .size = size, .capacity = size};
  int status = run(&decoding, video, error, error_size);
  sws_freeContext(decoding.scaler);
  av_packet_free(&decoding.packet);
  av_frame_free(&decoding.frame);
  avcodec_free_context(&decoding.codec);
  avformat_close_input(&decoding.demuxer);
  morph_memory_io_close(&decoding.io);
  if (status < 0) morph_decoded_video_free(video);
  return status;
}

void morph_decoded_video_free(morph_decoded_video *video) {
  free(video->times);
  free(video->pixels);
  *video = (morph_decoded_video){0};
}
