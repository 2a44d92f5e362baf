/* build.c — module → PTX → cubin (build.h). */
#include <stdlib.h>
#include <string.h>

#include "link/build.h"
#include "link/link.h"

/* One knob from the first of its variables that is set. */
static ct_status knob_from_env(int *knob, const char *ours, const char *theirs, ct_diag *d)
{
    if (*knob < -1 || *knob > 1)
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT,
                           "knob %s is %d; expected -1 (unset), 0 or 1", ours, *knob);
    if (*knob != -1)
        return CUTILE_SUCCESS;
    const char *names[2] = {ours, theirs};
    for (int i = 0; i < 2; i++) {
        const char *v = getenv(names[i]);
        if (!v || !*v)
            continue;
        if (strcmp(v, "0") != 0 && strcmp(v, "1") != 0)
            return ct_diag_set(d, CUTILE_ERROR_BAD_ENVIRONMENT, "%s=%s: expected 0 or 1",
                               names[i], v);
        *knob = v[0] - '0';
        break;
    }
    return CUTILE_SUCCESS;
}

ct_status ct_knobs_resolve(ct_compile_knobs *k, ct_diag *d)
{
#define CT_X_(field, ours, theirs)                                                             \
    if (knob_from_env(&k->field, ours, theirs, d))                                             \
        return d->status;
    CT_KNOB_LIST(CT_X_)
#undef CT_X_
    return CUTILE_SUCCESS;
}

ct_status ct_build_module(const ct_module *m, const ct_build_options *o, ct_build *out,
                          ct_buf *link_log, ct_diag *d)
{
    memset(out, 0, sizeof *out);
    ct_buf_init(&out->cubin, o->allocator);
    ct_compile_config cfg = {
        .target = o->target, /* .version: the target's */
        .opt_level = o->opt_level,
        .knobs = o->knobs,
        .emit = CT_EMIT_PTX,
        .allocator = o->allocator,
    };
    if (ct_compile(m, &cfg, &out->compiled, d) || !o->link)
        return d->status;
    ct_link_input in = {out->compiled.ptx, out->compiled.ptx_len, "cutile"};
    ct_link_options lo = {.arch = o->target->name, .opt_level = o->opt_level,
                          .lineinfo = o->lineinfo};
    if (ct_link_ptx(&in, 1, &lo, &out->cubin, link_log, d))
        ct_build_free(out);
    return d->status;
}

void ct_build_free(ct_build *b)
{
    ct_compile_result_free(&b->compiled);
    ct_buf_free(&b->cubin);
}
