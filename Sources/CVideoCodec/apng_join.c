#include "codec_functions.h"
#include "png_chunk.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Joins APNG files that FFmpeg's encoder wrote for consecutive runs of frames into one animation. Each
// run's first frame is a whole frame drawn with APNG_BLEND_OP_SOURCE, which replaces the whole canvas
// whatever the frame before left, so the runs play one after the other as one encoding of all the
// frames would.

enum { signature_size = 8 };

static uint32_t tag(const char name[4]) { return morph_get_big_endian((const uint8_t *)name); }

/// A chunk of a file: its type and data, within the file's bytes.
typedef struct {
  uint32_t type;
  const uint8_t *data;
  uint32_t length;
} chunk;

/// Reads the chunk at `*offset` and moves past it; -1 when the file ends within it.
static int read_chunk(const uint8_t *file, size_t size, size_t *offset, chunk *chunk) {
  if (*offset > size || size - *offset < 12) return -1;
  uint32_t length = morph_get_big_endian(file + *offset);
  if (length > size - *offset - 12) return -1;
  chunk->type = morph_get_big_endian(file + *offset + 4);
  chunk->data = file + *offset + 8;
  chunk->length = length;
  *offset += 12 + (size_t)length;
  return 0;
}

/// Writes a chunk of a type: `prefix` (a sequence number; NULL for none) and then `length` bytes of data.
static uint8_t *write_chunk(uint8_t *out, uint32_t type, const uint8_t *prefix, const uint8_t *data, uint32_t length) {
  uint32_t total = length + (prefix ? 4 : 0);
  morph_put_big_endian(out, total);
  morph_put_big_endian(out + 4, type);
  if (prefix) memcpy(out + 8, prefix, 4);
  if (length > 0) memcpy(out + 8 + (prefix ? 4 : 0), data, length);
  morph_put_big_endian(out + 8 + total, morph_png_chunk_crc(out + 4, total + 4));
  return out + 12 + total;
}

static int fail(char *error, size_t error_size, int file, const char *message) {
  snprintf(error, error_size, "cannot join the APNG files: file %d %s", file, message);
  return -1;
}

/// Checks that every file is an APNG of the first file's size and kind, and counts their frames.
static int count_frames(
  const uint8_t *const *files, const size_t *sizes, int count, uint32_t *frames, char *error, size_t error_size) {
  static const uint8_t signature[signature_size] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
  chunk first_header = {0};
  *frames = 0;
  for (int file = 0; file < count; file++) {
    if (sizes[file] < signature_size || memcmp(files[file], signature, signature_size) != 0) {
      return fail(error, error_size, file, "is not a PNG file");
    }
    size_t offset = signature_size;
    chunk header;
    if (read_chunk(files[file], sizes[file], &offset, &header) < 0 || header.type != tag("IHDR")) {
      return fail(error, error_size, file, "does not start with IHDR");
    }
    if (file == 0) first_header = header;
    if (header.length != first_header.length || memcmp(header.data, first_header.data, header.length) != 0) {
      return fail(error, error_size, file, "has another size or pixel format than file 0");
    }
    int ended = 0;
    chunk next;
    while (!ended && read_chunk(files[file], sizes[file], &offset, &next) == 0) {
      if (next.type == tag("fcTL")) ++*frames;
      ended = next.type == tag("IEND");
    }
    if (!ended) return fail(error, error_size, file, "is cut short");
  }
  return 0;
}

int morph_apng_join(
  const uint8_t *const *files, const size_t *sizes, int count, uint8_t **bytes, size_t *size, char *error,
  size_t error_size) {
  *bytes = NULL;
  *size = 0;
  if (count < 1) return fail(error, error_size, 0, "is missing");
  uint32_t frames;
  if (count_frames(files, sizes, count, &frames, error, error_size) < 0) return -1;
  // Each chunk is at least 12 bytes and grows by at most a 4-byte sequence number.
  size_t capacity = 0;
  for (int file = 0; file < count; file++) capacity += sizes[file] + sizes[file] / 12 * 4;
  uint8_t *joined = malloc(capacity);
  if (!joined) return fail(error, error_size, 0, "does not fit in memory");
  uint8_t *out = joined;
  memcpy(out, files[0], signature_size);
  out += signature_size;
  uint32_t sequence = 0;
  uint8_t number[4];
  for (int file = 0; file < count; file++) {
    size_t offset = signature_size;
    chunk next;
    int playing = 0;
    while (read_chunk(files[file], sizes[file], &offset, &next) == 0 && next.type != tag("IEND")) {
      playing = playing || next.type == tag("fcTL");
      if (!playing) {
        // The first file's chunks before its frames (IHDR, acTL, tEXt) begin the joined file; acTL
        // counts every file's frames.
        if (file > 0) continue;
        if (next.type == tag("acTL") && next.length == 8) {
          uint8_t control[8];
          memcpy(control, next.data, 8);
          morph_put_big_endian(control, frames);
          out = write_chunk(out, next.type, NULL, control, 8);
        } else {
          out = write_chunk(out, next.type, NULL, next.data, next.length);
        }
      } else if (next.type == tag("fcTL") || next.type == tag("fdAT")) {
        // Both start with their sequence number, renumbered across the files.
        if (next.length < 4) {
          free(joined);
          return fail(error, error_size, file, "has a frame chunk without its sequence number");
        }
        morph_put_big_endian(number, sequence++);
        out = write_chunk(out, next.type, number, next.data + 4, next.length - 4);
      } else if (next.type == tag("IDAT") && file > 0) {
        // A later file's first frame is its default image: frame data of the joined animation.
        morph_put_big_endian(number, sequence++);
        out = write_chunk(out, tag("fdAT"), number, next.data, next.length);
      } else {
        out = write_chunk(out, next.type, NULL, next.data, next.length);
      }
    }
  }
  out = write_chunk(out, tag("IEND"), NULL, NULL, 0);
  *bytes = joined;
  *size = (size_t)(out - joined);
  return 0;
}
