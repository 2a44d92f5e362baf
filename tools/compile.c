/*
 * `cutile compile` — bytecode to cubin, PTX, SASS or the IR of any stage, for a named target;
 * no GPU needed.
 *
 *   cutile compile --gpu-name sm_XX FILE [-o OUT] [--emit tile|mem|sched|ptx|cubin|sass]
 *                  [-O0|-O1|-O2|-O3] [--lineinfo] [--device-debug] [--num-warps N]
 *                  [--print-before-all] [--print-after-all] [--print-before=PASS,…]
 *                  [--print-after=PASS,…] [--time-passes] [--verify-each] [--no-cache] [-v]
 *   cutile compile --list-passes | --list-knobs
 *
 * tileiras' flags mean what they mean there: --gpu-name, -o, -O0…-O3 (default 3), --lineinfo
 * (PTX .loc directives naming the kernel's Python lines, and nvJitLink -lineinfo, so that
 * profilers and nvdisasm -g show them), --device-debug (accepted for scripts written for
 * tileiras: here it means -O0 --lineinfo; there are no variables to describe to a debugger).
 * --emit picks the output (default cubin): tile, mem, sched — the IR text at the end of that
 * stage; ptx; cubin; sass — the cubin through nvdisasm (or cuobjdump) found in PATH,
 * $CUDA_HOME/bin or /usr/local/cuda/bin, an error saying so when there is none. -o is needed
 * for a cubin; text goes to stdout without it (or with -o -).
 *
 * The debugging view (architecture.md §2): --print-before/after[-all] write the IR before/after
 * the named passes (--list-passes) as `// ----- IR Dump Before <pass> (<stage>) ----- //` and
 * the module; --time-passes the wall time of each pass. They go to stderr, as MLIR tools do,
 * and so do the library's when CUTILE_PRINT_BEFORE_ALL / CUTILE_PRINT_AFTER_ALL ask for them;
 * --verify-each (or CUTILE_VERIFY_EACH=1) runs the verifier after every pass and fails, naming
 * the pass, where one left invalid IR (as in the library, a cubin found in the cache was not
 * compiled, so not checked: add --no-cache);
 * CUTILE_DUMP_DIR works here as in the library (build/build.h). Knobs and debugging variables are
 * read from the environment as the library reads them; --list-knobs shows them.
 *
 * Cubins (and so SASS) go through the kernel cache the environment names (CUTILE_CACHE_DIR, …;
 * see `cutile cache`), keyed as the library keys its loads: a second compile of the same bytes
 * with the same settings is a disk hit. The keys hold the hash of the library's code
 * (build/build.h), so this tool and an application linked to the libcutile_rt of the same build
 * share entries. --no-cache compiles
 * without it, and so does any compile asked for dumps (a hit would compile nothing to show);
 * text is never cached. -v prints the cache's debug lines to stderr; warnings are printed
 * either way.
 *
 * FILE may also be the text form (".mlir", parsed and verified), or — for tests of the link
 * path alone — PTX (".ptx": linked as it is; its .target must match --gpu-name; --emit cubin or
 * sass only).
 *
 * `cutile lower FILE …` is the same command under its old name, kept for the FileCheck tests
 * written against it: --gpu-name defaults to sm_90a (--target is a synonym), --emit to ptx,
 * output to stdout, and the dumps go to stdout ahead of the output.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "build/build.h"
#include "toolkit/jitlink.h"
#include "toolkit/sass.h"
#include "tools/cli.h"

typedef enum out_kind { OUT_TILE, OUT_MEM, OUT_SCHED, OUT_PTX, OUT_CUBIN, OUT_SASS } out_kind;
static const char *const out_names[] = {"tile", "mem", "sched", "ptx", "cubin", "sass"};

typedef struct compile_args {
    const char *in, *out; /* out NULL or "-": stdout */
    const char *gpu;
    const ct_target *target;
    out_kind emit;
    int opt_level, lineinfo, num_warps;
    int device_debug, no_cache, verbose, list_passes, list_knobs;
    int dumps_to_stdout; /* `cutile lower` */
    ct_build_debug dbg;
} compile_args;

static int parse_emit(const char *s, out_kind *k)
{
    for (int i = 0; i < (int)CT_ARRAY_LEN(out_names); i++)
        if (strcmp(s, out_names[i]) == 0) {
            *k = (out_kind)i;
            return 0;
        }
    return -1;
}

static int parse_num_warps(const char *s, int *out)
{
    char *end;
    long v = strtol(s, &end, 10);
    if (!*s || *end || v < 1 || v > 32 || (v & (v - 1)))
        return -1;
    *out = (int)v;
    return 0;
}

/* One flag (and its value) at argv[*i]. A flag we do not know, one missing its value, or a
 * value out of range: -1 and the usage error printed (naming the argument). */
static int parse_flag(int argc, char **argv, int *i, compile_args *a)
{
    const char *s = argv[*i];
    const char *next = *i + 1 < argc ? argv[*i + 1] : NULL;
    if ((strcmp(s, "-o") == 0 || strcmp(s, "--gpu-name") == 0 || strcmp(s, "--target") == 0 ||
         strcmp(s, "--emit") == 0 || strcmp(s, "--num-warps") == 0) && !next)
        return cli_usage("compile: %s needs a value", s);
    if (strcmp(s, "-o") == 0)
        a->out = argv[++*i];
    else if (strcmp(s, "--gpu-name") == 0 || strcmp(s, "--target") == 0)
        a->gpu = argv[++*i];
    else if (strcmp(s, "--emit") == 0) {
        if (parse_emit(argv[++*i], &a->emit))
            return cli_usage("compile: --emit %s: expected tile, mem, sched, ptx, cubin or sass",
                             argv[*i]);
    } else if (strcmp(s, "--num-warps") == 0) {
        if (parse_num_warps(argv[++*i], &a->num_warps))
            return cli_usage("compile: --num-warps %s: expected 1, 2, 4, 8, 16 or 32", argv[*i]);
    }
    else if (s[0] == '-' && s[1] == 'O' && s[2] >= '0' && s[2] <= '3' && !s[3])
        a->opt_level = s[2] - '0';
    else if (strcmp(s, "--lineinfo") == 0)
        a->lineinfo = 1;
    else if (strcmp(s, "--device-debug") == 0)
        a->device_debug = 1;
    else if (strcmp(s, "--print-before-all") == 0)
        a->dbg.print_before_all = true;
    else if (strcmp(s, "--print-after-all") == 0)
        a->dbg.print_after_all = true;
    else if (strncmp(s, "--print-before=", 15) == 0)
        a->dbg.print_before = s + 15;
    else if (strncmp(s, "--print-after=", 14) == 0)
        a->dbg.print_after = s + 14;
    else if (strcmp(s, "--time-passes") == 0)
        a->dbg.time_passes = true;
    else if (strcmp(s, "--verify-each") == 0)
        a->dbg.verify_each = true;
    else if (strcmp(s, "--list-passes") == 0)
        a->list_passes = 1;
    else if (strcmp(s, "--list-knobs") == 0)
        a->list_knobs = 1;
    else if (strcmp(s, "--no-cache") == 0)
        a->no_cache = 1;
    else if (strcmp(s, "-v") == 0 || strcmp(s, "--verbose") == 0)
        a->verbose = 1;
    else
        return cli_usage("compile: unknown argument %s", s);
    return 0;
}

/* The environment's debugging settings first (CUTILE_DUMP_DIR, CUTILE_PRINT_*), then argv. */
static int parse_args(int argc, char **argv, compile_args *a, ct_diag *d)
{
    if (ct_build_debug_from_env(&a->dbg, d))
        return cli_fail(d);
    for (int i = 0; i < argc; i++) {
        if (argv[i][0] == '-' && argv[i][1]) {
            int rc = parse_flag(argc, argv, &i, a);
            if (rc)
                return rc;
        } else if (a->in)
            return cli_usage("compile: a second FILE %s", argv[i]);
        else
            a->in = argv[i];
    }
    if (a->device_debug) /* -O0, whatever -O says */
        a->opt_level = 0, a->lineinfo = 1;
    if (a->list_passes || a->list_knobs)
        return 0;
    if (!a->in || !a->gpu)
        return cli_usage("compile needs --gpu-name sm_XX and FILE");
    if (a->emit == OUT_CUBIN && (!a->out || strcmp(a->out, "-") == 0))
        return cli_usage("compile: a cubin needs -o FILE");
    if (!(a->target = ct_target_by_name(a->gpu, d)))
        return cli_fail(d);
    return 0;
}

static int wants_dumps(const ct_build_debug *g)
{
    return g->print_before_all || g->print_after_all || g->print_before || g->print_after ||
           g->time_passes || g->dump_dir;
}

/* FILE.ptx → cubin through nvJitLink alone. */
static void link_ptx_file(const compile_args *a, ct_buf *out, ct_diag *d)
{
    uint8_t *ptx = NULL;
    size_t size = 0;
    if (a->emit != OUT_CUBIN && a->emit != OUT_SASS) {
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

/* Bytecode (or text) → the IR of a stage, PTX or a cubin. */
static void build_file(const compile_args *a, ct_buf *out, ct_buf *dumps, ct_diag *d)
{
    static const ct_emit emits[] = {CT_EMIT_TILE, CT_EMIT_MEM, CT_EMIT_SCHED, CT_EMIT_PTX};
    ct_module *m = NULL;
    ct_build_debug dbg = a->dbg;
    dbg.out = dumps;
    int link = a->emit == OUT_CUBIN || a->emit == OUT_SASS;
    ct_build_options o = {.target = a->target, .opt_level = a->opt_level,
                          .lineinfo = a->lineinfo, .knobs = CT_KNOBS_UNSET, .link = link,
                          .emit = link ? CT_EMIT_PTX : emits[a->emit], .debug = &dbg};
    o.knobs.num_warps = a->num_warps;
    ct_build b;
    if (ct_knobs_resolve(&o.knobs, d))
        return;
    if (link && !a->no_cache && !wants_dumps(&a->dbg) && !cli_ends_with(a->in, ".mlir")) {
        build_cached(a, &o, out, d);
        return;
    }
    if (cli_load_module(a->in, &m, d) || ct_build_module(m, &o, &b, NULL, d)) {
        ct_module_free(m);
        return;
    }
    if (link)
        ct_buf_put(out, b.cubin.data, b.cubin.len);
    else
        ct_buf_put(out, b.compiled.ptx, b.compiled.ptx_len);
    ct_build_free(&b);
    ct_module_free(m);
}

static void list_passes(ct_buf *out)
{
    ct_pass_info p;
    for (size_t i = 0; ct_compile_pass_info(i, &p); i++)
        ct_buf_printf(out, "%-20s %-5s -> %s%s\n", p.name, p.stage_in, p.stage_out,
                      p.optional ? "\t(skipped at -O0)" : "");
}

static void list_knobs(ct_buf *out, ct_diag *d)
{
    ct_compile_knobs k = CT_KNOBS_UNSET;
    if (ct_knobs_describe(&k, out, d))
        return;
    static const char *const debug_vars[] = {"CUTILE_PRINT_BEFORE_ALL", "CUTILE_PRINT_AFTER_ALL",
                                             "CUTILE_DUMP_DIR", "CUTILE_VERIFY_EACH"};
    ct_buf_str(out, "# debugging output and checks (not part of the cache key)\n");
    for (size_t i = 0; i < CT_ARRAY_LEN(debug_vars); i++) {
        const char *v = getenv(debug_vars[i]);
        ct_buf_printf(out, "%-24s %s\n", debug_vars[i], v && *v ? v : "(unset)");
    }
}

/* The compile proper; the output (and dumps) are in out / dumps on success. */
static void run(const compile_args *a, ct_buf *out, ct_buf *dumps, ct_diag *d)
{
    if (a->list_passes)
        list_passes(out);
    if (a->list_knobs)
        list_knobs(out, d);
    if (a->list_passes || a->list_knobs)
        return;
    ct_buf cubin;
    ct_buf_init(&cubin, NULL);
    ct_buf *dst = a->emit == OUT_SASS ? &cubin : out;
    if (cli_ends_with(a->in, ".ptx"))
        link_ptx_file(a, dst, d);
    else
        build_file(a, dst, dumps, d);
    if (!d->status && a->emit == OUT_SASS)
        ct_sass_disassemble(cubin.data, cubin.len, out, d);
    ct_buf_free(&cubin);
}

static int compile_main(int argc, char **argv, compile_args *a)
{
    ct_diag d = {0};
    int rc = parse_args(argc, argv, a, &d);
    if (rc)
        return rc;
    cuTileSetLogCallback(cli_log, (void *)(intptr_t)(a->verbose ? CUTILE_LOG_DEBUG
                                                                 : CUTILE_LOG_WARNING));
    ct_buf out, dumps;
    ct_buf_init(&out, NULL);
    ct_buf_init(&dumps, NULL);
    run(a, &out, &dumps, &d);
    if (!d.status && (out.oom || dumps.oom))
        ct_diag_set(&d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory");
    FILE *df = a->dumps_to_stdout ? stdout : stderr;
    if (dumps.len) /* also on failure: the dumps of the passes before it */
        fwrite(dumps.data, 1, dumps.len, df);
    int to_stdout = !a->out || strcmp(a->out, "-") == 0;
    if (!d.status && to_stdout && out.len && fwrite(out.data, 1, out.len, stdout) != out.len)
        ct_diag_set(&d, CUTILE_ERROR_IO, "cannot write the output");
    else if (!d.status && !to_stdout)
        cli_write_file(a->out, out.data, out.len, &d);
    if (fflush(stdout) != 0 && !d.status)
        ct_diag_set(&d, CUTILE_ERROR_IO, "cannot write the output");
    ct_buf_free(&out);
    ct_buf_free(&dumps);
    return d.status ? cli_fail(&d) : 0;
}

int cli_compile(int argc, char **argv)
{
    compile_args a = {.opt_level = 3, .emit = OUT_CUBIN};
    return compile_main(argc, argv, &a);
}

int cli_lower(int argc, char **argv)
{
    compile_args a = {.opt_level = 3, .emit = OUT_PTX, .gpu = "sm_90a", .dumps_to_stdout = 1};
    return compile_main(argc, argv, &a);
}
