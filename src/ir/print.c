/* print.c — PLACEHOLDER, replaced by the text printer (issue 2). */
#include "ir/ir.h"
ct_status ct_print_module(const ct_module *m, ct_buf *out)
{
    (void)m, (void)out;
    return CUTILE_ERROR_NOT_SUPPORTED;
}
