#ifndef MORPH_IMAGE_INFO_H
#define MORPH_IMAGE_INFO_H

#include <stddef.h>
#include <stdint.h>

/// The formats morph_image_info recognises.
typedef enum {
  MORPH_IMAGE_UNKNOWN = 0,
  MORPH_IMAGE_PNG,
  MORPH_IMAGE_JPEG,
  MORPH_IMAGE_GIF,
  MORPH_IMAGE_WEBP,
} morph_image_format;

/// Reads the format, pixel size and frame count of an encoded image with libpng, libjpeg, giflib or
/// libwebp. A GIF's frames are counted up to frame_limit + 1 at most, so that a file of a million
/// frames costs no more than the limit does. Returns the format, or MORPH_IMAGE_UNKNOWN (sizes
/// untouched, frames 1) when no library reads the bytes.
morph_image_format morph_image_info(const uint8_t *bytes, size_t length, uint32_t *width, uint32_t *height,
  uint32_t *frames, uint32_t frame_limit);

#endif
