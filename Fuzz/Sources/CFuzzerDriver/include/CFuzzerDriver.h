#ifndef MORPH_FUZZER_DRIVER_H
#define MORPH_FUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's test callback: one input, 0 to go on.
typedef int (*MorphFuzzTestOneInput)(const uint8_t *data, size_t size);

/// Runs libFuzzer's driver over `test` with the process's command-line arguments (libFuzzer's options,
/// corpus folders or files to run) and returns its exit status.
int morph_fuzz_run(int argc, char **argv, MorphFuzzTestOneInput test);

#endif
