// Each library reads only the image's header: its signature and size.
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

static int read_gif_info(const uint8_t *bytes, size_t length, uint32_t *width, uint32_t *height) {
  if (length < 6 || memcmp(bytes, "GIF", 3) != 0) return 0;
  memory_source source = {bytes, length, 0};
  int error = 0;
  GifFileType *gif = DGifOpen(&source, gif_read_memory, &error);
  if (!gif) return 0;
  *width = (uint32_t)gif->SWidth;
  *height = (uint32_t)gif->SHeight;
  DGifCloseFile(gif, &error);
  return 1;
}

// MARK: - WebP

static int read_webp_info(const uint8_t *bytes, size_t length, uint32_t *width, uint32_t *height) {
  int w = 0, h = 0;
  if (!WebPGetInfo(bytes, length, &w, &h)) return 0;
  *width = (uint32_t)w;
  *height = (uint32_t)h;
  return 1;
}

morph_image_format morph_image_info(const uint8_t *bytes, size_t length, uint32_t *width, uint32_t *height) {
  if (read_png_info(bytes, length, width, height)) return MORPH_IMAGE_PNG;
  if (read_jpeg_info(bytes, length, width, height)) return MORPH_IMAGE_JPEG;
  if (read_gif_info(bytes, length, width, height)) return MORPH_IMAGE_GIF;
  if (read_webp_info(bytes, length, width, height)) return MORPH_IMAGE_WEBP;
  return MORPH_IMAGE_UNKNOWN;
}
