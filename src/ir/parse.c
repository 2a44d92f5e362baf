/* parse.c — PLACEHOLDER, replaced by the text parser (issue 2). */
#include "ir/ir.h"
ct_status ct_parse_module(const char *text, size_t len, const cuTileAllocator *al, ct_module **out, ct_diag *d)
{
    (void)text, (void)len, (void)al, (void)out;
    return ct_diag_set(d, CUTILE_ERROR_NOT_SUPPORTED, "text parser not written yet");
}
