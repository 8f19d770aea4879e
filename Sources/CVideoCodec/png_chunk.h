#ifndef MORPH_PNG_CHUNK_H
#define MORPH_PNG_CHUNK_H

#include <libavutil/crc.h>
#include <stdint.h>

// PNG's byte order and chunk checksum, for the chunks the library writes into PNG files itself.

static inline uint32_t morph_get_big_endian(const uint8_t *bytes) {
  return (uint32_t)bytes[0] << 24 | (uint32_t)bytes[1] << 16 | (uint32_t)bytes[2] << 8 | bytes[3];
}

static inline void morph_put_big_endian(uint8_t *bytes, uint32_t value) {
  bytes[0] = value >> 24;
  bytes[1] = value >> 16;
  bytes[2] = value >> 8;
  bytes[3] = value;
}

/// The CRC of a chunk: over its type and data, `count` bytes from `type`.
static inline uint32_t morph_png_chunk_crc(const uint8_t *type, size_t count) {
  return av_crc(av_crc_get_table(AV_CRC_32_IEEE_LE), UINT32_MAX, type, count) ^ UINT32_MAX;
}

#endif
