#ifndef MORPH_VIDEO_CODEC_H
#define MORPH_VIDEO_CODEC_H

#include "video_codec_interface.h"

/// The MorphVideoCodec library's one exported function (MORPH_VIDEO_CODEC_ENTRY): the table of its
/// functions, which draw SVG documents with librsvg and encode and decode GIF, APNG, MP4 and WebM
/// files with FFmpeg's libraries.
const morph_video_codec *morph_video_codec_functions(void);

#endif
