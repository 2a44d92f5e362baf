/*
 * bytecode.h — reading and writing CUDA Tile IR bytecode (spec/bytecode.md).
 */
#ifndef CT_BYTECODE_H
#define CT_BYTECODE_H

#include "ir/ir.h"

/* How deep the reader follows nesting, so that crafted input cannot exhaust its stack; the
 * writer refuses (CUTILE_ERROR_CANNOT_ENCODE) a module that would need more, so that it never
 * writes a file the reader rejects. Types and debug attributes are numbered components first,
 * so the reader meets each of the writer's entries with its references already decoded; only
 * the attribute and region limits can be reached by a written file. A tagged attribute at the
 * top of an op or function is at depth 0, the items of an array or dictionary one deeper (an
 * inline array's or dictionary's items at 1); an op of a function body is at region depth 0,
 * an op in one of its regions at 1, and an op with regions must be below
 * CT_BC_MAX_REGION_DEPTH. */
enum { CT_BC_MAX_TYPE_DEPTH = 8, CT_BC_MAX_ATTR_DEPTH = 32, CT_BC_MAX_DI_DEPTH = 64,
       CT_BC_MAX_REGION_DEPTH = 128 };

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
