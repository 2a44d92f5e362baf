/* pass.c — what every pass may ask of the pass context: the fact of a value, and the refusals
 * that name the op or kernel and its Python line. */
#include <stdarg.h>
#include <stdio.h>

#include "pass/pass.h"

ct_fact ct_fact_of(const ct_pass_ctx *c, uint32_t fi, const ct_func *f, ct_val v)
{
    const ct_fstate *fs = &c->fs[fi];
    if (v < fs->nfacts)
        return fs->facts[v];
    ct_fact none = {.div = 1};
    const ct_type *t = v < f->nvalues ? f->values[v].type : NULL;
    for (uint32_t d = 0; t && t->kind == CT_TY_TILE && d < t->rank && d < CT_LL_MAX_RANK; d++)
        none.contig[d] = none.cnst[d] = 1;
    return none;
}

/* "FILE:LINE: " of a debug location (the kernel's line, through call sites into cuTile's own
 * Python), or "" where the bytecode has none. */
static void loc_prefix(const ct_module *m, uint32_t loc, char *out, size_t n)
{
    const ct_di *l = ct_di_user_loc(m, loc);
    out[0] = 0;
    if (l && l->name.len)
        snprintf(out, n, "%.*s:%llu: ", (int)l->name.len, l->name.s, (unsigned long long)l->line);
}

ct_status ct_unsupported(ct_pass_ctx *c, const ct_func *f, const ct_op *op, const char *why)
{
    char where[300];
    loc_prefix(c->m, op->loc, where, sizeof where);
    return ct_diag_set(c->d, CUTILE_ERROR_NOT_SUPPORTED, "%scuda_tile.%s in kernel %s: %s", where,
                       ct_def(op)->name, f->name.s, why);
}

ct_status ct_unsupported_kernel(ct_pass_ctx *c, const ct_func *f, const char *fmt, ...)
{
    char where[300], why[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, sizeof why, fmt, ap);
    va_end(ap);
    loc_prefix(c->m, f->loc, where, sizeof where);
    return ct_diag_set(c->d, CUTILE_ERROR_NOT_SUPPORTED, "%s%s %s: %s", where,
                       f->is_entry ? "kernel" : "function", f->name.s, why);
}
