/* write.c — PLACEHOLDER, replaced by the bytecode writer (issue 2). */
#include "bytecode/bytecode.h"
ct_status ct_bc_write(const ct_module *m, int version, ct_buf *out, ct_diag *d)
{
    (void)m, (void)version, (void)out;
    return ct_diag_set(d, CUTILE_ERROR_NOT_SUPPORTED, "bytecode writer not written yet");
}
