/*
 * sass.h — the SASS of a cubin, for `cutile compile --emit sass` and CUTILE_DUMP_DIR.
 *
 * We write no disassembler: NVIDIA's nvdisasm (or, failing that, cuobjdump -sass) is looked for
 * in PATH, then $CUDA_HOME/bin, then /usr/local/cuda/bin, and run on a private temporary copy of
 * the cubin. Neither is needed for anything else; without them there is simply no SASS.
 */
#ifndef CT_TOOLKIT_SASS_H
#define CT_TOOLKIT_SASS_H

#include <stdbool.h>

#include "util/util.h"

/* The disassembler that would be run (its path in path[0..n)), false when there is none. */
bool ct_sass_tool(char *path, size_t n);

/* Appends the disassembly of `cubin` to out. ERROR_IO when no disassembler is installed (the
 * message says where it looked and how to get one) or when it fails (its first line of output
 * in the message); ERROR_OUT_OF_MEMORY. */
ct_status ct_sass_disassemble(const void *cubin, size_t size, ct_buf *out, ct_diag *d);

#endif
