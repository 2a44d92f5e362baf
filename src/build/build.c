/* build.c — module → PTX → cubin (build.h): the knobs and debugging settings from the
 * environment, the build itself and its CUTILE_DUMP_DIR files. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "build/build.h"
#include "build/cuda_math.h"
#include "toolkit/jitlink.h"
#include "toolkit/sass.h"

/* One knob from the first of its variables that is set; *from (may be NULL) receives that
 * variable's name, or NULL when the knob was set by the caller or is left unset. */
static ct_status knob_from_env(int *knob, const char *ours, const char *theirs, const char **from,
                               ct_diag *d)
{
    if (from)
        *from = NULL;
    if (*knob < -1 || *knob > 1)
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT,
                           "knob %s is %d; expected -1 (unset), 0 or 1", ours, *knob);
    if (*knob != -1)
        return CUTILE_SUCCESS;
    const char *names[2] = {ours, theirs};
    for (int i = 0; i < 2; i++) {
        const char *v = names[i] ? getenv(names[i]) : NULL;
        if (!v || !*v)
            continue;
        if (strcmp(v, "0") != 0 && strcmp(v, "1") != 0)
            return ct_diag_set(d, CUTILE_ERROR_BAD_ENVIRONMENT, "%s=%s: expected 0 or 1",
                               names[i], v);
        *knob = v[0] - '0';
        if (from)
            *from = names[i];
        break;
    }
    return CUTILE_SUCCESS;
}

ct_status ct_knobs_resolve(ct_compile_knobs *k, ct_diag *d)
{
#define CT_X_(field, ours, theirs)                                                             \
    if (knob_from_env(&k->field, ours, theirs, NULL, d))                                       \
        return d->status;
    CT_KNOB_LIST(CT_X_)
#undef CT_X_
    return CUTILE_SUCCESS;
}

static void describe_knob(ct_buf *out, const char *field, int given, int v, const char *from,
                          const char *ours, const char *theirs)
{
    ct_buf_printf(out, "%-22s %-8s ", field, v < 0 ? "default" : v ? "1" : "0");
    if (given != -1)
        ct_buf_str(out, "(set by the caller)\n");
    else if (from)
        ct_buf_printf(out, "(%s=%s)\n", from, getenv(from));
    else if (theirs)
        ct_buf_printf(out, "(default: %s and %s unset)\n", ours, theirs);
    else
        ct_buf_printf(out, "(default: %s unset)\n", ours);
}

ct_status ct_knobs_describe(const ct_compile_knobs *k, ct_buf *out, ct_diag *d)
{
    ct_compile_knobs r = *k;
    const char *from;
#define CT_X_(field, ours, theirs)                                                             \
    if (knob_from_env(&r.field, ours, theirs, &from, d))                                       \
        return d->status;                                                                      \
    describe_knob(out, #field, k->field, r.field, from, ours, theirs);
    CT_KNOB_LIST(CT_X_)
#undef CT_X_
    return CUTILE_SUCCESS;
}

/* A 0/1 debugging switch: unset or empty is 0. */
static ct_status env_flag(const char *name, bool *out, ct_diag *d)
{
    const char *v = getenv(name);
    *out = false;
    if (!v || !*v)
        return CUTILE_SUCCESS;
    if (strcmp(v, "0") != 0 && strcmp(v, "1") != 0)
        return ct_diag_set(d, CUTILE_ERROR_BAD_ENVIRONMENT, "%s=%s: expected 0 or 1", name, v);
    *out = v[0] == '1';
    return CUTILE_SUCCESS;
}

ct_status ct_build_debug_from_env(ct_build_debug *dbg, ct_diag *d)
{
    memset(dbg, 0, sizeof *dbg);
    if (env_flag("CUTILE_PRINT_BEFORE_ALL", &dbg->print_before_all, d) ||
        env_flag("CUTILE_PRINT_AFTER_ALL", &dbg->print_after_all, d) ||
        env_flag("CUTILE_VERIFY_EACH", &dbg->verify_each, d))
        return d->status;
    const char *dir = getenv("CUTILE_DUMP_DIR");
    dbg->dump_dir = dir && *dir ? dir : NULL;
    return CUTILE_SUCCESS;
}

/* ---- CUTILE_DUMP_DIR ---- */

/* "<first entry>.<target>", with anything but [A-Za-z0-9_.-] as '_' (names come from the
 * bytecode: no path may be made of them). */
static void dump_base(const ct_module *m, const ct_target *t, char *out, size_t n)
{
    const char *name = "module";
    for (uint32_t i = 0; i < m->nfuncs; i++)
        if (m->funcs[i]->is_entry && m->funcs[i]->name.len) {
            name = m->funcs[i]->name.s;
            break;
        }
    snprintf(out, n, "%.160s.%s", name, t->name);
    for (char *p = out; *p; p++)
        if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
              *p == '_' || *p == '.' || *p == '-'))
            *p = '_';
    if (out[0] == '.')
        out[0] = '_';
}

static ct_status dump_file(const char *dir, const char *base, const char *ext, const void *p,
                           size_t n, ct_diag *d)
{
    char path[4096];
    if ((size_t)snprintf(path, sizeof path, "%s/%s.%s", dir, base, ext) >= sizeof path)
        return ct_diag_set(d, CUTILE_ERROR_IO, "CUTILE_DUMP_DIR=%s: path too long", dir);
    FILE *f = fopen(path, "wb");
    if (!f)
        return ct_diag_set(d, CUTILE_ERROR_IO, "CUTILE_DUMP_DIR: cannot create %s", path);
    size_t w = n ? fwrite(p, 1, n, f) : 0;
    if (fclose(f) != 0 || w != n)
        return ct_diag_set(d, CUTILE_ERROR_IO, "CUTILE_DUMP_DIR: cannot write %s", path);
    return CUTILE_SUCCESS;
}

/* Writes what the build produced (a failed build: the stages it reached). */
static ct_status dump_dir_write(const char *dir, const ct_module *m, const ct_build_options *o,
                                ct_buf stages[3], const ct_build *b, ct_diag *d)
{
    static const char *const ext[3] = {"tile.mlir", "mem.mlir", "sched.mlir"};
    char base[256];
    dump_base(m, o->target, base, sizeof base);
    if (mkdir(dir, 0700) != 0 && errno != EEXIST)
        return ct_diag_set(d, CUTILE_ERROR_IO, "CUTILE_DUMP_DIR=%s: cannot create it", dir);
    for (int i = 0; i < 3; i++)
        if (stages[i].len && dump_file(dir, base, ext[i], stages[i].data, stages[i].len, d))
            return d->status;
    bool ptx = b->compiled.ptx && (o->link || o->emit == CT_EMIT_PTX);
    if (ptx && dump_file(dir, base, "ptx", b->compiled.ptx, b->compiled.ptx_len, d))
        return d->status;
    if (!b->cubin.len || dump_file(dir, base, "cubin", b->cubin.data, b->cubin.len, d))
        return d->status;
    char tool[4096];
    if (!ct_sass_tool(tool, sizeof tool)) {
        ct_log(CUTILE_LOG_INFO, "CUTILE_DUMP_DIR: no nvdisasm or cuobjdump, so no %s.sass", base);
        return CUTILE_SUCCESS;
    }
    ct_buf sass;
    ct_buf_init(&sass, o->allocator);
    ct_diag sd = {0}; /* a disassembler that fails costs the .sass only */
    if (ct_sass_disassemble(b->cubin.data, b->cubin.len, &sass, &sd))
        ct_log(CUTILE_LOG_WARNING, "CUTILE_DUMP_DIR: no %s.sass: %s", base, sd.msg);
    else
        dump_file(dir, base, "sass", sass.data, sass.len, d);
    ct_buf_free(&sass);
    return d->status;
}

/* ---- the build ---- */

/* The compiled PTX with NVRTC's definitions of the CUDA math functions it declares
 * (cuda_math.h) spliced in, in the result's arena; *spliced says whether it declared any. */
static ct_status with_cuda_math(const ct_build_options *o, ct_compile_result *r, bool *spliced,
                                ct_diag *d)
{
    ct_buf b;
    ct_buf_init(&b, o->allocator);
    if (!ct_cuda_math_splice(r->ptx, r->ptx_len, o->target->name, &b, spliced, d) && *spliced) {
        char *p = ct_arena_alloc(&r->arena, b.len + 1);
        if (!p) {
            ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory");
        } else {
            memcpy(p, b.data, b.len);
            p[b.len] = 0;
            r->ptx = p, r->ptx_len = b.len;
        }
    }
    ct_buf_free(&b);
    return d->status;
}

ct_status ct_build_module(const ct_module *m, const ct_build_options *o, ct_build *out,
                          ct_buf *link_log, ct_diag *d)
{
    memset(out, 0, sizeof *out);
    ct_buf_init(&out->cubin, o->allocator);
    ct_build_debug env;
    const ct_build_debug *dbg = o->debug;
    if (!dbg && ct_build_debug_from_env(&env, d))
        return d->status;
    dbg = dbg ? dbg : &env;
    ct_buf dump, stages[3];
    ct_buf_init(&dump, o->allocator);
    for (int i = 0; i < 3; i++)
        ct_buf_init(&stages[i], o->allocator);
    bool printing = dbg->print_before_all || dbg->print_after_all || dbg->print_before ||
                    dbg->print_after || dbg->time_passes;
    ct_compile_config cfg = {
        .target = o->target, /* .version: the target's */
        .opt_level = o->opt_level,
        .knobs = o->knobs,
        .emit = o->link ? CT_EMIT_PTX : o->emit,
        .lineinfo = o->lineinfo != 0,
        .print_before_all = dbg->print_before_all,
        .print_after_all = dbg->print_after_all,
        .print_before = dbg->print_before,
        .print_after = dbg->print_after,
        .time_passes = dbg->time_passes,
        .verify_each = dbg->verify_each,
        .dump = !printing ? NULL : dbg->out ? dbg->out : &dump,
        .stage_ir = {dbg->dump_dir ? &stages[0] : NULL, dbg->dump_dir ? &stages[1] : NULL,
                     dbg->dump_dir ? &stages[2] : NULL},
        .allocator = o->allocator,
    };
    /* CUDA's math functions where NVRTC can supply them (cuda_math.h); without, or when
     * NVRTC or the link of its code fails, the compile again with the library's own */
    cfg.cuda_math = o->knobs.cuda_math != 0 && (o->link || cfg.emit == CT_EMIT_PTX) &&
                    ct_cuda_math_available(NULL, NULL);
    for (;;) {
        bool spliced = false;
        ct_diag cd = {0};
        if (ct_compile(m, &cfg, &out->compiled, d))
            break;
        if (cfg.cuda_math)
            with_cuda_math(o, &out->compiled, &spliced, &cd);
        if (!cd.status && o->link) {
            ct_link_input in = {out->compiled.ptx, out->compiled.ptx_len, "cutile"};
            ct_link_options lo = {.arch = o->target->name, .opt_level = o->opt_level,
                                  .lineinfo = o->lineinfo};
            ct_link_ptx(&in, 1, &lo, &out->cubin, link_log, spliced ? &cd : d);
        }
        if (!cd.status)
            break;
        ct_log(CUTILE_LOG_WARNING, "CUDA math library not used (the library's own math "
               "functions instead): %s", cd.msg);
        ct_compile_result_free(&out->compiled);
        out->cubin.len = 0;
        cfg.cuda_math = false;
    }
    if (dump.len) /* asked for by the environment: see ct_build_debug.out */
        fwrite(dump.data, 1, dump.len, stderr);
    if (dbg->dump_dir)
        dump_dir_write(dbg->dump_dir, m, o, stages, out, d);
    ct_buf_free(&dump);
    for (int i = 0; i < 3; i++)
        ct_buf_free(&stages[i]);
    if (d->status)
        ct_build_free(out);
    return d->status;
}

void ct_build_free(ct_build *b)
{
    ct_compile_result_free(&b->compiled);
    ct_buf_free(&b->cubin);
}
