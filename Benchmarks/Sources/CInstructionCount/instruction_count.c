// Callgrind's client requests, which are macros of inline assembly that Swift cannot call. Without
// valgrind's headers (macOS without valgrind) the calls do nothing and counting is unavailable.
#include "CInstructionCount.h"

#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>

void morph_instructions_start(void) { CALLGRIND_TOGGLE_COLLECT; }
void morph_instructions_stop(void) { CALLGRIND_TOGGLE_COLLECT; }
#else
void morph_instructions_start(void) {}
void morph_instructions_stop(void) {}
#endif
