#ifndef MORPH_C_INSTRUCTION_COUNT_H
#define MORPH_C_INSTRUCTION_COUNT_H

/// Turns callgrind's collection on (the runner is started with `--collect-atstart=no`), so that
/// only what follows on this thread is counted. Does nothing outside valgrind.
void morph_instructions_start(void);

/// Turns callgrind's collection off again. Does nothing outside valgrind.
void morph_instructions_stop(void);

#endif
