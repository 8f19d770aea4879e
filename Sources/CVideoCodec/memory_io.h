#ifndef MORPH_MEMORY_IO_H
#define MORPH_MEMORY_IO_H

#include <libavformat/avio.h>
#include <stddef.h>
#include <stdint.h>

/// A growable byte buffer that libavformat reads and writes through an AVIOContext, with seeking.
typedef struct {
  uint8_t *bytes;
  size_t size;
  size_t capacity;
  size_t position;
} morph_memory_file;

/// An AVIOContext over `file`, writable or read-only; NULL when out of memory.
AVIOContext *morph_memory_io_open(morph_memory_file *file, int writable);

/// Frees an AVIOContext made by morph_memory_io_open (not the file's bytes).
void morph_memory_io_close(AVIOContext **context);

#endif
