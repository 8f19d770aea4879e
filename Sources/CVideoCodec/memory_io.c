#include "memory_io.h"

#include <libavformat/version.h>
#include <libavutil/error.h>
#include <libavutil/mem.h>
#include <stdlib.h>
#include <string.h>

static int morph_memory_read(void *opaque, uint8_t *buffer, int size) {
  morph_memory_file *file = opaque;
  if (file->position >= file->size) return AVERROR_EOF;
  size_t count = file->size - file->position;
  if (count > (size_t)size) count = (size_t)size;
  memcpy(buffer, file->bytes + file->position, count);
  file->position += count;
  return (int)count;
}

// FFmpeg 6.1 made the written buffer const.
#if LIBAVFORMAT_VERSION_MAJOR >= 61
typedef const uint8_t *morph_written_bytes;
#else
typedef uint8_t *morph_written_bytes;
#endif

static int morph_memory_write(void *opaque, morph_written_bytes buffer, int size) {
  morph_memory_file *file = opaque;
  size_t end = file->position + (size_t)size;
  if (end > file->capacity) {
    size_t capacity = file->capacity ? file->capacity : 65536;
    while (capacity < end) capacity *= 2;
    uint8_t *bytes = realloc(file->bytes, capacity);
    if (!bytes) return AVERROR(ENOMEM);
    file->bytes = bytes;
    file->capacity = capacity;
  }
  if (file->position > file->size) memset(file->bytes + file->size, 0, file->position - file->size);
  memcpy(file->bytes + file->position, buffer, (size_t)size);
  file->position = end;
  if (end > file->size) file->size = end;
  return size;
}

static int64_t morph_memory_seek(void *opaque, int64_t offset, int whence) {
  morph_memory_file *file = opaque;
  int64_t base;
  switch (whence & ~AVSEEK_FORCE) {
  case AVSEEK_SIZE: return (int64_t)file->size;
  case SEEK_SET: base = 0; break;
  case SEEK_CUR: base = (int64_t)file->position; break;
  case SEEK_END: base = (int64_t)file->size; break;
  default: return AVERROR(EINVAL);
  }
  if (base + offset < 0) return AVERROR(EINVAL);
  file->position = (size_t)(base + offset);
  return (int64_t)file->position;
}

AVIOContext *morph_memory_io_open(morph_memory_file *file, int writable) {
  const int buffer_size = 65536;
  uint8_t *buffer = av_malloc(buffer_size);
  if (!buffer) return NULL;
  AVIOContext *context = avio_alloc_context(
    buffer, buffer_size, writable, file, writable ? NULL : morph_memory_read, writable ? morph_memory_write : NULL,
    morph_memory_seek);
  if (!context) av_free(buffer);
  return context;
}

void morph_memory_io_close(AVIOContext **context) {
  if (!*context) return;
  av_freep(&(*context)->buffer);
  avio_context_free(context);
}
