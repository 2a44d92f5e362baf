/*
 * `cutile compile --gpu-name sm_XX FILE -o OUT [--emit ptx|cubin] [-O0|-O1|-O2|-O3] [--lineinfo]
 *                 [--no-cache] [-v]`
 *
 * Compiles a bytecode module to a cubin (default) or to PTX, for a named target: no GPU is
 * needed. Unset tuning knobs are read from the environment (CUTILE_* / TILEIR_*), as the
 * library does.
 *
 * Cubins go through the kernel cache the environment names (CUTILE_CACHE_DIR, …; see `cutile
 * cache`), keyed as the library keys its loads: a second compile of the same bytes with the
 * same settings is a disk hit. The keys hold the build id of the binary (link/build.h), so
 * this tool and an application linked to libcutile_rt share no entries. --no-cache compiles
 * without it; PTX is never cached. -v prints the cache's debug lines (where the cubin came
 * from) to stderr; warnings are printed either way.
 *
 * For tests of the link path alone, a FILE ending in ".ptx" is linked as it is (its .target
 * must match --gpu-name); only --emit cubin applies then.
 */
#include <stdlib.h>
#include <string.h>

#include "link/build.h"
#include "link/link.h"
#include "tools/cli.h"

typedef struct compile_args {
    const char *in, *out;
    const ct_target *target;
    int emit_ptx;
    int opt_level;
    int lineinfo;
    int no_cache;
    int verbose;
} compile_args;

static int parse_args(int argc, char **argv, compile_args *a, ct_diag *d)
{
    *a = (compile_args){.opt_level = 3};
    const char *gpu = NULL;
    for (int i = 0; i < argc; i++) {
        const char *s = argv[i];
        if (strcmp(s, "-o") == 0 && i + 1 < argc)
            a->out = argv[++i];
        else if (strcmp(s, "--gpu-name") == 0 && i + 1 < argc)
            gpu = argv[++i];
        else if (strcmp(s, "--emit") == 0 && i + 1 < argc) {
            const char *e = argv[++i];
            if (strcmp(e, "ptx") != 0 && strcmp(e, "cubin") != 0)
                return cli_usage("--emit must be ptx or cubin");
            a->emit_ptx = e[0] == 'p';
        } else if (s[0] == '-' && s[1] == 'O' && s[2] >= '0' && s[2] <= '3' && !s[3])
            a->opt_level = s[2] - '0';
        else if (strcmp(s, "--lineinfo") == 0)
            a->lineinfo = 1;
        else if (strcmp(s, "--no-cache") == 0)
            a->no_cache = 1;
        else if (strcmp(s, "-v") == 0 || strcmp(s, "--verbose") == 0)
            a->verbose = 1;
        else if (s[0] == '-' || a->in)
            return cli_usage("compile: unexpected argument");
        else
            a->in = s;
    }
    if (!a->in || !a->out || !gpu)
        return cli_usage("compile needs --gpu-name sm_XX, FILE and -o OUT");
    if (!(a->target = ct_target_by_name(gpu, d)))
        return cli_fail(d);
    return 0;
}

static int ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && strcmp(s + n - m, suffix) == 0;
}

/* FILE.ptx → cubin through nvJitLink alone. */
static void link_ptx_file(const compile_args *a, ct_buf *out, ct_diag *d)
{
    uint8_t *ptx = NULL;
    size_t size = 0;
    if (a->emit_ptx) {
        ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT, "%s is PTX already", a->in);
        return;
    }
    if (cli_read_file(a->in, &ptx, &size, d))
        return;
    ct_link_input in = {ptx, size, a->in};
    ct_link_options lo = {.arch = a->target->name, .opt_level = a->opt_level,
                          .lineinfo = a->lineinfo};
    ct_link_ptx(&in, 1, &lo, out, NULL, d);
    free(ptx);
}

/* Bytecode → cubin through the kernel cache: on a hit the file is not even parsed. */
static void build_cached(const compile_args *a, const ct_build_options *o, ct_buf *out,
                         ct_diag *d)
{
    uint8_t *bytes = NULL;
    size_t size = 0;
    ct_cache *c = NULL;
    ct_build_ident id;
    ct_cache_key key;
    const ct_cache_entry *e;
    if (!cli_read_file(a->in, &bytes, &size, d) && !ct_build_cache_open(NULL, &c, d)) {
        ct_build_ident_init(&id);
        if (!ct_build_key(&id, o, bytes, size, &key, d) &&
            !ct_build_cached(c, o, bytes, size, &key, &e, NULL, d))
            ct_buf_put(out, e->cubin, e->cubin_size);
    }
    ct_cache_close(c);
    free(bytes);
}

/* Bytecode → PTX or cubin. */
static void build_file(const compile_args *a, ct_buf *out, ct_diag *d)
{
    ct_module *m = NULL;
    ct_build_options o = {.target = a->target, .opt_level = a->opt_level,
                          .lineinfo = a->lineinfo, .knobs = {-1, -1, -1, 0},
                          .link = !a->emit_ptx};
    ct_build b;
    if (ct_knobs_resolve(&o.knobs, d))
        return;
    if (o.link && !a->no_cache) {
        build_cached(a, &o, out, d);
        return;
    }
    if (cli_load_module(a->in, &m, d) || ct_build_module(m, &o, &b, NULL, d)) {
        ct_module_free(m);
        return;
    }
    if (a->emit_ptx)
        ct_buf_put(out, b.compiled.ptx, b.compiled.ptx_len);
    else
        ct_buf_put(out, b.cubin.data, b.cubin.len);
    ct_build_free(&b);
    ct_module_free(m);
}

int cli_compile(int argc, char **argv)
{
    compile_args a;
    ct_diag d = {0};
    int rc = parse_args(argc, argv, &a, &d);
    if (rc)
        return rc;
    cuTileSetLogCallback(cli_log, (void *)(intptr_t)(a.verbose ? CUTILE_LOG_DEBUG
                                                                : CUTILE_LOG_WARNING));
    ct_buf out;
    ct_buf_init(&out, NULL);
    if (ends_with(a.in, ".ptx"))
        link_ptx_file(&a, &out, &d);
    else
        build_file(&a, &out, &d);
    if (!d.status && out.oom)
        ct_diag_set(&d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory");
    if (!d.status)
        cli_write_file(a.out, out.data, out.len, &d);
    ct_buf_free(&out);
    return d.status ? cli_fail(&d) : 0;
}
