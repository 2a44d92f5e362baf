/* compile.c — ct_compile: the pass list, IR dumps, and the result (PTX + kernel metadata). */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "pass/pass.h"

typedef struct ct_pass {
    const char *name;
    uint8_t stage;    /* the stage of the IR the pass reads */
    uint8_t out;      /* the stage of the IR it leaves */
    bool optional;    /* skipped at opt_level 0 */
    ct_pass_fn run;
} ct_pass;

/* The whole pipeline, in order. Nothing runs a pass that is not in this list. */
static const ct_pass *pipeline(size_t *n)
{
    static const ct_pass passes[] = {
        {"canonicalize", CT_STAGE_TILE, CT_STAGE_TILE, true, ct_pass_canonicalize},
        {"fold", CT_STAGE_TILE, CT_STAGE_TILE, true, ct_pass_fold},
        {"cse", CT_STAGE_TILE, CT_STAGE_TILE, true, ct_pass_cse},
        {"assume-propagation", CT_STAGE_TILE, CT_STAGE_TILE, false, ct_pass_assume},
        {"dce", CT_STAGE_TILE, CT_STAGE_TILE, false, ct_pass_dce},
        {"lower-views", CT_STAGE_TILE, CT_STAGE_MEM, false, ct_pass_lower_views},
        {"lower-dots", CT_STAGE_MEM, CT_STAGE_MEM, false, ct_pass_lower_dots},
        {"dce", CT_STAGE_MEM, CT_STAGE_MEM, false, ct_pass_dce},
        {"assign-layouts", CT_STAGE_MEM, CT_STAGE_SCHED, false, ct_pass_layouts},
        {"hoist-converts", CT_STAGE_SCHED, CT_STAGE_SCHED, false, ct_pass_hoist_converts},
        {"pipeline-loops", CT_STAGE_SCHED, CT_STAGE_SCHED, true, ct_pass_pipeline},
        {"hoist-loads", CT_STAGE_SCHED, CT_STAGE_SCHED, true, ct_pass_hoist_loads},
        {"emit-ptx", CT_STAGE_SCHED, CT_STAGE_PTX, false, ct_pass_emit_ptx},
    };
    *n = CT_ARRAY_LEN(passes);
    return passes;
}

const char *ct_compile_pass_name(size_t i)
{
    size_t n;
    const ct_pass *p = pipeline(&n);
    return i < n ? p[i].name : NULL;
}


/* Whether `name` is an item of the comma-separated list. */
bool ct_compile_pass_info(size_t i, ct_pass_info *out)
{
    size_t n;
    const ct_pass *p = pipeline(&n);
    if (i >= n)
        return false;
    *out = (ct_pass_info){p[i].name, ct_stage_name(p[i].stage), ct_stage_name(p[i].out),
                          p[i].optional};
    return true;
}

static bool in_list(const char *list, const char *name)
{
    size_t n = strlen(name);
    for (const char *p = list; p && *p;) {
        const char *e = strchr(p, ',');
        size_t len = e ? (size_t)(e - p) : strlen(p);
        if (len == n && memcmp(p, name, n) == 0)
            return true;
        p = e ? e + 1 : NULL;
    }
    return false;
}

static bool is_pass_name(const char *s, size_t len)
{
    for (size_t i = 0; ct_compile_pass_name(i); i++)
        if (strlen(ct_compile_pass_name(i)) == len && memcmp(ct_compile_pass_name(i), s, len) == 0)
            return true;
    return false;
}

static ct_status check_list(const char *list, const char *what, ct_diag *d)
{
    for (const char *p = list; p && *p;) {
        const char *e = strchr(p, ',');
        size_t len = e ? (size_t)(e - p) : strlen(p);
        if (!is_pass_name(p, len))
            return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT, "%s: unknown pass '%.*s'", what,
                               (int)len, p);
        p = e ? e + 1 : NULL;
    }
    return CUTILE_SUCCESS;
}

static ct_status check_config(const ct_compile_config *cfg, ct_pass_ctx *c, ct_diag *d)
{
    const char *name = cfg->target ? cfg->target->name : NULL;
    unsigned sm = 0;
    if (!name || sscanf(name, "sm_%u", &sm) < 1 || sm < 80)
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT, "compile: no supported target given");
    unsigned ptx = cfg->ptx_version ? cfg->ptx_version
                                    : cfg->target->ptx_major * 10u + cfg->target->ptx_minor;
    unsigned lo = cfg->target->ptx_lo;
    if (ptx < lo || ptx > 90)
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT,
                           "compile: PTX ISA %u.%u is outside %u.%u…9.0 for %s", ptx / 10, ptx % 10,
                           lo / 10, lo % 10, name);
    if ((unsigned)cfg->emit > CT_EMIT_SCHED)
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT, "compile: unknown emit stage %d",
                           (int)cfg->emit);
    int nw = cfg->knobs.num_warps;
    if (nw < 0 || nw > 32 || (nw & (nw - 1)))
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT,
                           "compile: num_warps %d is not a power of two in 1…32", nw);
    if (check_list(cfg->print_before, "print-before", d) ||
        check_list(cfg->print_after, "print-after", d))
        return d->status;
    c->sm = sm;
    c->ptx_version = ptx;
    return CUTILE_SUCCESS;
}

static ct_status dump(const ct_pass_ctx *c, const ct_module *m, const ct_pass *p, bool before)
{
    const ct_compile_config *cfg = c->cfg;
    bool want = before ? cfg->print_before_all || in_list(cfg->print_before, p->name)
                       : cfg->print_after_all || in_list(cfg->print_after, p->name);
    if (!cfg->dump || !want)
        return CUTILE_SUCCESS;
    ct_buf_printf(cfg->dump, "// ----- IR Dump %s %s (%s) ----- //\n", before ? "Before" : "After",
                  p->name, ct_stage_name(p->stage));
    ct_status s = ct_print_module(m, cfg->dump);
    if (s || cfg->dump->oom)
        return ct_diag_set(c->d, s ? s : CUTILE_ERROR_OUT_OF_MEMORY, "cannot dump the IR %s %s",
                           before ? "before" : "after", p->name);
    return CUTILE_SUCCESS;
}

/* The module text at the end of stage `stage`, for cfg->stage_ir. */
static ct_status keep_stage(const ct_pass_ctx *c, const ct_module *m, int stage)
{
    ct_buf *b = c->cfg->stage_ir[stage];
    if (!b)
        return CUTILE_SUCCESS;
    ct_status s = ct_print_module(m, b);
    if (s || b->oom)
        return ct_diag_set(c->d, s ? s : CUTILE_ERROR_OUT_OF_MEMORY,
                           "cannot print the IR of stage %s", ct_stage_name(stage));
    return CUTILE_SUCCESS;
}

/* cfg->verify_each: the input must be IR of the tile stage (ct_verify_module accepts the ops of
 * every stage), and the IR each pass leaves must pass the verifier of the stage it leaves. The
 * input is checked first so that a failure after a pass is the pass's fault, an internal error
 * naming it. p == NULL: the input. */
static ct_status verify_stage(const ct_pass_ctx *c, const ct_module *m, const ct_pass *p)
{
    ct_diag vd = {0};
    ct_status s = ct_verify_module_at(m, p ? (enum ct_stage)p->out : CT_STAGE_TILE, &vd);
    if (!s)
        return CUTILE_SUCCESS;
    if (s == CUTILE_ERROR_OUT_OF_MEMORY)
        return ct_diag_set(c->d, s, "%s", vd.msg);
    if (!p)
        return ct_diag_set(c->d, s, "compile input: %s", vd.msg);
    return ct_diag_set(c->d, CUTILE_ERROR_INTERNAL,
                       "the IR after pass %s (%s -> %s) fails verification: %s", p->name,
                       ct_stage_name(p->stage), ct_stage_name(p->out), vd.msg);
}

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

static void time_line(ct_buf *b, double ms, const char *what, const char *stage)
{
    ct_buf_printf(b, "// %9.3f ms  %s%s%s%s\n", ms, what, stage ? " (" : "", stage ? stage : "",
                  stage ? ")" : "");
}

static ct_status run_pipeline(ct_pass_ctx *c, ct_module *m)
{
    size_t n;
    const ct_pass *passes = pipeline(&n);
    const ct_compile_config *cfg = c->cfg;
    int stop = cfg->emit == CT_EMIT_PTX ? CT_STAGE_PTX : (int)cfg->emit - 1;
    double *ms = ct_arena_alloc(&c->arena, n * sizeof *ms), total = 0; /* < 0: did not run */
    if (!ms)
        return ct_diag_set(c->d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory");
    for (size_t i = 0; i < n; i++)
        ms[i] = -1;
    if (cfg->verify_each && verify_stage(c, m, NULL))
        return c->d->status;
    for (size_t i = 0; i < n; i++) {
        const ct_pass *p = &passes[i];
        if ((p->out != p->stage || p->out > stop) && keep_stage(c, m, p->stage))
            return c->d->status;
        if (p->out > stop)
            break;
        if (p->optional && cfg->opt_level == 0)
            continue;
        if (dump(c, m, p, true))
            return c->d->status;
        double t0 = now_ms();
        if (p->run(c, m))
            return c->d->status;
        ms[i] = now_ms() - t0;
        if (p->out != CT_STAGE_PTX && dump(c, m, p, false))
            return c->d->status;
        if (p->out != CT_STAGE_PTX && cfg->verify_each && verify_stage(c, m, p))
            return c->d->status;
    }
    if (!cfg->time_passes || !cfg->dump)
        return CUTILE_SUCCESS;
    ct_buf_str(cfg->dump, "// ----- Pass timing ----- //\n");
    for (size_t i = 0; i < n; i++)
        if (ms[i] >= 0) {
            time_line(cfg->dump, ms[i], passes[i].name, ct_stage_name(passes[i].stage));
            total += ms[i];
        }
    time_line(cfg->dump, total, "total", NULL);
    return cfg->dump->oom ? ct_diag_set(c->d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory") : 0;
}

/* Copies the kernels' metadata and the output text into the result's arena. */
static ct_status build_result(ct_pass_ctx *c, const ct_module *m, ct_compile_result *out)
{
    ct_arena *a = &out->arena;
    ct_buf text;
    ct_buf_init(&text, c->cfg->allocator);
    if (c->cfg->emit == CT_EMIT_PTX)
        ct_buf_put(&text, c->ptx.data, c->ptx.len);
    else if (ct_print_module(m, &text))
        text.oom = 1;
    ct_buf_byte(&text, 0);
    char *t = text.oom ? NULL : ct_arena_dup(a, text.data, text.len);
    out->ptx = t;
    out->ptx_len = text.len - 1;
    ct_buf_free(&text);
    uint32_t nk = 0;
    for (uint32_t i = 0; i < m->nfuncs; i++)
        nk += m->funcs[i]->is_entry;
    ct_kernel_info *ks = ct_arena_alloc(a, (nk + 1) * sizeof *ks);
    if (!t || !ks)
        return CUTILE_ERROR_OUT_OF_MEMORY;
    out->kernels = ks;
    for (uint32_t i = 0; i < m->nfuncs; i++) {
        const ct_func *f = m->funcs[i];
        const ct_fstate *fs = &c->fs[i];
        if (!f->is_entry)
            continue;
        ct_kernel_info *k = &ks[out->nkernels++];
        k->name = ct_arena_strndup(a, f->name.s, f->name.len);
        k->block_dim[0] = (fs->num_warps + fs->producer_warp) * 32;
        k->block_dim[1] = k->block_dim[2] = 1;
        k->dyn_smem = fs->dyn_smem;
        k->lone_dyn_smem = fs->lone_dyn_smem;
        k->cluster_dim[0] = k->cluster_dim[1] = k->cluster_dim[2] = 1;
        k->pairs = fs->pairs;
        k->nparams = f->type->nin;
        if (k->nparams && fs->params)
            k->params = ct_arena_dup(a, fs->params, k->nparams * sizeof *fs->params);
        k->nhidden = fs->nhidden;
        if (k->nhidden)
            k->hidden = ct_arena_dup(a, fs->hidden, k->nhidden * sizeof *fs->hidden);
        if (!k->name || (k->nparams && fs->params && !k->params) || (k->nhidden && !k->hidden))
            return CUTILE_ERROR_OUT_OF_MEMORY;
    }
    return CUTILE_SUCCESS;
}

ct_status ct_compile(const ct_module *src, const ct_compile_config *cfg, ct_compile_result *out,
                     ct_diag *d)
{
    memset(out, 0, sizeof *out);
    if (!src || !cfg)
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT, "compile: no module or config");
    ct_pass_ctx c = {.cfg = cfg, .d = d};
    if (check_config(cfg, &c, d))
        return d->status;
    ct_arena_init(&c.arena, cfg->allocator);
    ct_buf_init(&c.ptx, cfg->allocator);
    ct_arena_init(&out->arena, cfg->allocator);
    ct_module *m = NULL;
    ct_status s = ct_clone_module(src, cfg->allocator, &m);
    if (!s && !(c.fs = ct_arena_alloc(&c.arena, (m->nfuncs + 1) * sizeof *c.fs)))
        s = CUTILE_ERROR_OUT_OF_MEMORY;
    c.m = m;
    if (s)
        ct_diag_set(d, s, "out of memory copying the module");
    else if (!run_pipeline(&c, m) && build_result(&c, m, out))
        ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory building the compile result");
    ct_module_free(m);
    ct_buf_free(&c.ptx);
    ct_arena_free(&c.arena);
    if (d->status) {
        ct_compile_result_free(out);
        return d->status;
    }
    return CUTILE_SUCCESS;
}

char *ct_lone_name(ct_arena *a, const char *name, size_t len)
{
    char *s = ct_arena_alloc(a, len + sizeof CT_LONE_SUFFIX);
    if (s) {
        memcpy(s, name, len);
        memcpy(s + len, CT_LONE_SUFFIX, sizeof CT_LONE_SUFFIX);
    }
    return s;
}

void ct_compile_result_free(ct_compile_result *r)
{
    ct_arena_free(&r->arena);
    memset(r, 0, sizeof *r);
}
