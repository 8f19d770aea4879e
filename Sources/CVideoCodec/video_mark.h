#ifndef MORPH_VIDEO_MARK_H
#define MORPH_VIDEO_MARK_H

#include "memory_io.h"
#include "codec_functions.h"

/// Inserts `mark` into a finished GIF (a comment extension right after the global colour table) or
/// PNG (a `tEXt` chunk `Software` right after `IHDR`); other formats carry it as muxer metadata and are
/// left as they are. Returns 0, or -1 when out of memory or the file is not what the muxer writes.
int morph_video_insert_mark(morph_video_format format, morph_memory_file *file, const char *mark);

#endif
