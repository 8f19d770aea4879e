#include "CFuzzerDriver.h"

// libFuzzer's driver, linked in by -sanitize=fuzzer.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*UserCb)(const uint8_t *Data, size_t Size));

int morph_fuzz_run(int argc, char **argv, MorphFuzzTestOneInput test) {
  return LLVMFuzzerRunDriver(&argc, &argv, test);
}
