#include "video_codec.h"
#include "codec_functions.h"

__attribute__((visibility("default"))) const morph_video_codec *morph_video_codec_functions(void) {
  static const morph_video_codec functions = {
    .version = MORPH_VIDEO_CODEC_VERSION,
    .rasterize_svg = morph_svg_rasterize,
    .encoder_open = morph_video_encoder_open,
    .passes = morph_video_passes,
    .encoder_start_second_pass = morph_video_encoder_start_second_pass,
    .unpremultiply = morph_video_unpremultiply,
    .encoder_add_frame = morph_video_encoder_add_frame,
    .encoder_finish = morph_video_encoder_finish,
    .encoder_free = morph_video_encoder_free,
    .encoder_written_bytes = morph_video_encoder_written_bytes,
    .free_bytes = morph_video_free,
    .join_apng = morph_apng_join,
    .decode = morph_video_decode,
    .decoded_video_free = morph_decoded_video_free,
  };
  return &functions;
}
