/*
 * bytecode.h — reading and writing CUDA Tile IR bytecode (spec/bytecode.md).
 */
#ifndef CT_BYTECODE_H
#define CT_BYTECODE_H

#include "ir/ir.h"

/* Reads `size` bytes into a new module (*out; free with ct_module_free). Accepts versions
 * 13.1–13.4. Every length, index, enum and type is checked against the buffer and the spec;
 * on failure *out is untouched, nothing leaks, and d holds a specific status with a message
 * naming the section and byte offset (file offsets), e.g.
 * "section Type, offset 0x4c: unknown type tag: 77". Does not run the IR verifier. */
ct_status ct_bc_read(const uint8_t *data, size_t size, const cuTileAllocator *al, ct_module **out,
                     ct_diag *d);

/* Writes m as bytecode of `version` (1301…1304) in the layout cuTile Python's writer uses
 * (section order, pre-registered types, debug section always present), appending to out.
 * Fails with CUTILE_ERROR_CANNOT_ENCODE if m uses something the version cannot express. */
ct_status ct_bc_write(const ct_module *m, int version, ct_buf *out, ct_diag *d);

/* Size of the bytecode blob at data (header through end marker) without decoding payloads,
 * like the reference getBytecodeSize, but bounded by `size`. */
ct_status ct_bc_blob_size(const uint8_t *data, size_t size, size_t *blob_size, ct_diag *d);

#endif
