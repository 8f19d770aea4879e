// Each library reads only the image's header: its signature and size. Frames of an animation are
// counted from the file's structure (a PNG's acTL chunk, a GIF's image records, a WebP's ANMF
// chunks) without decoding a pixel.
#include "image_info.h"

#include <setjmp.h>
#include <stdio.h>
#include <string.h>

#include <gif_lib.h>
#include <jpeglib.h>
#include <png.h>
#include <webp/decode.h>

// MARK: - PNG

typedef struct {
  const uint8_t *bytes;
  size_t length;
  size_t offset;
} memory_source;

static void png_read_memory(png_structp png, png_bytep out, png_size_t count) {
  memory_source *source = (memory_source *)png_get_io_ptr(png);
  if (source->length - source->offset < count) {
    png_error(png, "truncated");
  }
  memcpy(out, source->bytes + source->offset, count);
  source->offset += count;
}

// libpng prints its errors and warnings unless it is given handlers of its own; a damaged file is
// reported by the caller instead.
static void png_fail_silently(png_structp png, png_const_charp message) {
  (void)message;
  png_longjmp(png, 1);
}

static void png_warn_silently(png_structp png, png_const_charp message) {
  (void)png;
  (void)message;
}

/// The frames an animated PNG declares in its acTL chunk (before its image data), else 1.
static uint32_t png_frame_count(const uint8_t *bytes, size_t length) {
  size_t offset = 8;
  while (length - offset >= 12) {
    uint32_t size = (uint32_t)bytes[offset] << 24 | (uint32_t)bytes[offset + 1] << 16 |
                    (uint32_t)bytes[offset + 2] << 8 | bytes[offset + 3];
    const uint8_t *type = bytes + offset + 4;
    if (memcmp(type, "IDAT", 4) == 0 || memcmp(type, "IEND", 4) == 0) break;
    if (memcmp(type, "acTL", 4) == 0 && size >= 8 && length - offset - 8 >= 4) {
      const uint8_t *frames = bytes + offset + 8;
      return (uint32_t)frames[0] << 24 | (uint32_t)frames[1] << 16 | (uint32_t)frames[2] << 8 | frames[3];
    }
    if ((size_t)size > length - offset - 12) break;
    offset += 12 + (size_t)size;
  }
  return 1;
}

static int read_png_info(const uint8_t *bytes, size_t length, uint32_t *width, uint32_t *height) {
  if (length < 8 || png_sig_cmp(bytes, 0, 8) != 0) return 0;
  png_structp png =
      png_create_read_struct(PNG_LIBPNG_VER_STRING, NULL, png_fail_silently, png_warn_silently);
  if (!png) return 0;
  png_infop info = png_create_info_struct(png);
  if (!info) {
    png_destroy_read_struct(&png, NULL, NULL);
    return 0;
  }
  memory_source source = {bytes, length, 0};
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
  }
  png_set_read_fn(png, &source, png_read_memory);
  png_read_info(png, info);
  *width = png_get_image_width(png, info);
  *height = png_get_image_height(png, info);
  png_destroy_read_struct(&png, &info, NULL);
  return 1;
}

// MARK: - JPEG

typedef struct {
  struct jpeg_error_mgr base;
  jmp_buf jump;
} jpeg_error_jump;

static void jpeg_exit_by_jump(j_common_ptr info) {
  longjmp(((jpeg_error_jump *)info->err)->jump, 1);
}

static void jpeg_silent(j_common_ptr info) { (void)info; }

static int read_jpeg_info(const uint8_t *bytes, size_t length, uint32_t *width, uint32_t *height) {
  if (length < 3 || bytes[0] != 0xFF || bytes[1] != 0xD8) return 0;
  struct jpeg_decompress_struct info;
  jpeg_error_jump error;
  info.err = jpeg_std_error(&error.base);
  error.base.error_exit = jpeg_exit_by_jump;
  error.base.output_message = jpeg_silent;
  if (setjmp(error.jump)) {
    jpeg_destroy_decompress(&info);
    return 0;
  }
  jpeg_create_decompress(&info);
  jpeg_mem_src(&info, bytes, (unsigned long)length);
  jpeg_read_header(&info, TRUE);
  *width = info.image_width;
  *height = info.image_height;
  jpeg_destroy_decompress(&info);
  return 1;
}

// MARK: - GIF

static int gif_read_memory(GifFileType *gif, GifByteType *out, int count) {
  memory_source *source = (memory_source *)gif->UserData;
  size_t available = source->length - source->offset;
  size_t taken = (size_t)count < available ? (size_t)count : available;
  memcpy(out, source->bytes + source->offset, taken);
  source->offset += taken;
  return (int)taken;
}

/// Skips the sub-blocks of a GIF record whose first block `block` points at.
static int gif_skip_blocks(GifFileType *gif, GifByteType *block, int is_extension) {
  while (block) {
    if ((is_extension ? DGifGetExtensionNext(gif, &block) : DGifGetCodeNext(gif, &block)) == GIF_ERROR) return 0;
  }
  return 1;
}

/// The image records of a GIF, counted up to `limit` (past it, counting stops: the caller refuses the
/// file anyway), their compressed data skipped rather than decoded.
static uint32_t gif_frame_count(GifFileType *gif, uint32_t limit) {
  uint32_t frames = 0;
  GifRecordType record;
  while (frames <= limit && DGifGetRecordType(gif, &record) != GIF_ERROR && record != TERMINATE_RECORD_TYPE) {
    GifByteType *block = NULL;
    int code = 0;
    if (record == IMAGE_DESC_RECORD_TYPE) {
      if (DGifGetImageDesc(gif) == GIF_ERROR || DGifGetCode(gif, &code, &block) == GIF_ERROR) break;
      frames += 1;
      if (!gif_skip_blocks(gif, block, 0)) break;
    } else if (record == EXTENSION_RECORD_TYPE) {
      if (DGifGetExtension(gif, &code, &block) == GIF_ERROR || !gif_skip_blocks(gif, block, 1)) break;
    }
  }
  return frames > 0 ? frames : 1;
}

static int read_gif_info(
  const uint8_t *bytes, size_t length, uint32_t *width, uint32_t *height, uint32_t *frames, uint32_t frame_limit) {
  if (length < 6 || memcmp(bytes, "GIF", 3) != 0) return 0;
  memory_source source = {bytes, length, 0};
  int error = 0;
  GifFileType *gif = DGifOpen(&source, gif_read_memory, &error);
  if (!gif) return 0;
  *width = (uint32_t)gif->SWidth;
  *height = (uint32_t)gif->SHeight;
  *frames = gif_frame_count(gif, frame_limit);
  DGifCloseFile(gif, &error);
  return 1;
}

// MARK: - WebP

/// The ANMF (animation frame) chunks of a WebP file's RIFF container, else 1.
static uint32_t webp_frame_count(const uint8_t *bytes, size_t length) {
  uint32_t frames = 0;
  size_t offset = 12;
  while (length - offset >= 8) {
    const uint8_t *chunk = bytes + offset;
    size_t size = (size_t)chunk[4] | (size_t)chunk[5] << 8 | (size_t)chunk[6] << 16 | (size_t)chunk[7] << 24;
    if (memcmp(chunk, "ANMF", 4) == 0) frames += 1;
    if (size > length - offset - 8) break;
    offset += 8 + size + (size & 1);
  }
  return frames > 0 ? frames : 1;
}

static int read_webp_info(const uint8_t *bytes, size_t length, uint32_t *width, uint32_t *height, uint32_t *frames) {
  int w = 0, h = 0;
  if (length < 12 || !WebPGetInfo(bytes, length, &w, &h)) return 0;
  *width = (uint32_t)w;
  *height = (uint32_t)h;
  *frames = webp_frame_count(bytes, length);
  return 1;
}

morph_image_format morph_image_info(const uint8_t *bytes, size_t length, uint32_t *width, uint32_t *height,
  uint32_t *frames, uint32_t frame_limit) {
  *frames = 1;
  if (read_png_info(bytes, length, width, height)) {
    *frames = png_frame_count(bytes, length);
    return MORPH_IMAGE_PNG;
  }
  if (read_jpeg_info(bytes, length, width, height)) return MORPH_IMAGE_JPEG;
  if (read_gif_info(bytes, length, width, height, frames, frame_limit)) return MORPH_IMAGE_GIF;
  if (read_webp_info(bytes, length, width, height, frames)) return MORPH_IMAGE_WEBP;
  return MORPH_IMAGE_UNKNOWN;
}
