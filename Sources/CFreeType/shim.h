#ifndef MORPH_CFREETYPE_SHIM_H
#define MORPH_CFREETYPE_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_ADVANCES_H
#include FT_OUTLINE_H

/* FT_HAS_KERNING, FT_IS_SCALABLE and FT_HAS_FIXED_SIZES are macros, which Swift does not import. */
static inline int cft_has_kerning(FT_Face face) { return FT_HAS_KERNING(face) ? 1 : 0; }
static inline int cft_is_scalable(FT_Face face) { return FT_IS_SCALABLE(face) ? 1 : 0; }
static inline int cft_has_fixed_sizes(FT_Face face) { return FT_HAS_FIXED_SIZES(face) ? 1 : 0; }

#endif
