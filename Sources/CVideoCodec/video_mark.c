#include "video_mark.h"
#include "png_chunk.h"

#include <stdlib.h>
#include <string.h>

/// Inserts `count` bytes at `offset`.
static int insert(morph_memory_file *file, size_t offset, const uint8_t *bytes, size_t count) {
  if (offset > file->size) return -1;
  uint8_t *grown = realloc(file->bytes, file->size + count);
  if (!grown) return -1;
  memmove(grown + offset + count, grown + offset, file->size - offset);
  memcpy(grown + offset, bytes, count);
  file->bytes = grown;
  file->size += count;
  file->capacity = file->size;
  return 0;
}

int morph_video_insert_mark(morph_video_format format, morph_memory_file *file, const char *mark) {
  size_t length = strlen(mark);
  uint8_t block[300];
  if (format == MORPH_VIDEO_GIF) {
    // Header (6), logical screen descriptor (7), then the global colour table if its flag is set.
    if (file->size < 13 || length > 255) return -1;
    uint8_t flags = file->bytes[10];
    size_t table = flags & 0x80 ? 3u << ((flags & 7) + 1) : 0;
    block[0] = 0x21;
    block[1] = 0xfe;
    block[2] = (uint8_t)length;
    memcpy(block + 3, mark, length);
    block[3 + length] = 0;
    return insert(file, 13 + table, block, length + 4);
  }
  if (format == MORPH_VIDEO_APNG) {
    // Signature (8), then IHDR: length (4), type (4), 13 bytes, CRC (4).
    static const char keyword[] = "Software";
    size_t data = sizeof keyword + length;  // the keyword's NUL separates it from the text
    if (file->size < 33 || data + 12 > sizeof block) return -1;
    morph_put_big_endian(block, (uint32_t)data);
    memcpy(block + 4, "tEXt", 4);
    memcpy(block + 8, keyword, sizeof keyword);
    memcpy(block + 8 + sizeof keyword, mark, length);
    morph_put_big_endian(block + 8 + data, morph_png_chunk_crc(block + 4, data + 4));
    return insert(file, 33, block, data + 12);
  }
  return 0;
}
