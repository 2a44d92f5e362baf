/* lineinfo.h — source lines in the PTX for profilers (internal to src/codegen). */
#ifndef CT_CODEGEN_LINEINFO_H
#define CT_CODEGEN_LINEINFO_H

#include "pass/pass.h"

/* cfg->lineinfo: ct_lineinfo_files numbers the Python files the module's locations name and
 * appends their `.file` directives to out; ct_lineinfo_loc appends `.loc FILE LINE COL` for op
 * (when its line differs from the last one written). -1 on OOM (files only). */
int ct_lineinfo_files(ct_pass_ctx *c, ct_buf *out);
void ct_lineinfo_loc(ct_pass_ctx *c, const ct_func *f, const ct_op *op, ct_buf *out);

#endif
