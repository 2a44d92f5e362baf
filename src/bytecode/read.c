/* read.c — PLACEHOLDER, replaced by the bytecode reader (issue 2). */
#include "bytecode/bytecode.h"
ct_status ct_bc_read(const uint8_t *data, size_t size, const cuTileAllocator *al, ct_module **out, ct_diag *d)
{
    (void)data, (void)size, (void)al, (void)out;
    return ct_diag_set(d, CUTILE_ERROR_NOT_SUPPORTED, "bytecode reader not written yet");
}
ct_status ct_bc_blob_size(const uint8_t *data, size_t size, size_t *blob_size, ct_diag *d)
{
    (void)data, (void)size, (void)blob_size;
    return ct_diag_set(d, CUTILE_ERROR_NOT_SUPPORTED, "not written yet");
}
