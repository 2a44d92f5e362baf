/*
 * cutile — the command-line tool. `cutile help` prints what every command and flag does
 * (usage_text below, the one place it is written).
 *
 * Exit status: 0 on success; otherwise the cuTileStatus value of the failure (1…99, all below
 * 128) and one line on stderr: "cutile: <status text>: <details>".
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bytecode/bytecode.h"
#include "ir/ir.h"
#include "toolkit/jitlink.h"
#include "tools/cli.h"

int cli_fail(const ct_diag *d)
{
    fprintf(stderr, "cutile: %s: %s\n", cuTileGetErrorString(d->status), d->msg);
    return d->status ? (int)d->status : 1;
}

void cli_log(void *user, cuTileLogLevel level, const char *msg)
{
    if ((intptr_t)level <= (intptr_t)user)
        fprintf(stderr, "cutile: %s\n", msg);
}

static const char usage_text[] =
    "usage: cutile COMMAND ARGS\n"
    "\n"
    "commands:\n"
    "  dis FILE             print the module in the text form\n"
    "  asm FILE.mlir -o OUT [--bytecode-version 13.1|13.2|13.3|13.4]\n"
    "                       the text form to bytecode (default version: the one the text\n"
    "                       records, else 13.3)\n"
    "  verify [--stage tile|mem|sched] FILE\n"
    "                       read and verify the bytecode (or .mlir text); says what it\n"
    "                       checked. --stage: by the rules of the IR a pass of that stage\n"
    "                       leaves (what --verify-each checks)\n"
    "  kernels FILE         one line per kernel: Python name, entry name, parameters\n"
    "  compile --gpu-name sm_XX FILE [-o OUT] [--emit KIND] [flags below]\n"
    "                       bytecode (or .mlir text, or .ptx) to a cubin, PTX, SASS or IR\n"
    "  compile --list-passes | --list-knobs\n"
    "  bundle -o DIR --gpu-name sm_XX [--gpu-name sm_YY ...] [-O0..-O3] [--lineinfo] FILE...\n"
    "                       build the kernel-cache entries of FILEs into DIR, a read-only\n"
    "                       cache for CUTILE_CACHE_PATH: loads then compile nothing\n"
    "  cache path | list | stats | verify | prune [--max-size N] | clear\n"
    "                       inspect and maintain the kernel cache the environment names\n"
    "  lower FILE ...       compile's old name: --gpu-name sm_90a, --emit ptx to stdout\n"
    "  help, --help, -h     this text\n"
    "  --version            the tool's version and nvJitLink's\n"
    "\n"
    "compile flags:\n"
    "  --gpu-name sm_XX     the target: sm_80 sm_86 sm_89 sm_90 sm_90a sm_100 sm_100a\n"
    "                       sm_120 sm_120a (\"90a\" also works; --target is a synonym)\n"
    "  -o OUT               the output file (\"-\": stdout; text goes to stdout without -o)\n"
    "  --emit KIND          tile, mem, sched (the IR at the end of that stage), ptx,\n"
    "                       cubin (the default; needs -o), sass (needs nvdisasm or cuobjdump:\n"
    "                       PATH, $CUDA_HOME/bin, /usr/local/cuda/bin, then the one\n"
    "                       scripts/setup.sh installs, linked into build/venv/bin)\n"
    "  -O0 ... -O3          optimization level (default -O3)\n"
    "  --lineinfo           line info naming the kernel's Python lines (for profilers)\n"
    "  --device-debug       the same as -O0 --lineinfo\n"
    "  --num-warps N        warps per block: 1, 2, 4, 8, 16 or 32 (default: from the tile\n"
    "                       sizes)\n"
    "  --no-cache           compile without the kernel cache\n"
    "  -v, --verbose        the cache's debug lines on stderr\n"
    "  --print-before=PASS,...  --print-after=PASS,...  --print-before-all\n"
    "  --print-after-all    the IR before/after passes, on stderr (--list-passes names them)\n"
    "  --time-passes        the time each pass took, on stderr\n"
    "  --verify-each        verify the IR after every pass (CUTILE_VERIFY_EACH=1); a failure\n"
    "                       names the pass\n"
    "\n"
    "environment (read by the library too; include/cutile_rt.h):\n"
    "  CUTILE_CACHE_DIR, CUTILE_CACHE_PATH, CUTILE_CACHE_DISABLE, CUTILE_CACHE_MAX_SIZE\n"
    "                       the kernel cache: writable directory, read-only directories,\n"
    "                       off, size cap\n"
    "  CUTILE_ALWAYS_SWIZZLE, CUTILE_PREFER_TMA, CUTILE_DELAY_TMA_STORE_WAIT (or their\n"
    "  TILEIR_ names), CUTILE_WGMMA (0: mma.sync instead of wgmma on sm_90a),\n"
    "  CUTILE_CUDA_MATH (0: the library's own math functions instead of CUDA's),\n"
    "  CUTILE_TCGEN05 (1: tcgen05.mma instead of mma.sync on sm_100a; not yet run on hardware)\n"
    "  CUTILE_LONE_TWIN (0: no second entry with deeper rings for grids of one CTA an SM)\n"
    "  CUTILE_PRODUCER_WARP (1: a warp of its own issues a K loop's TMA copies; not yet timed)\n"
    "  CUTILE_GRID_ORDER (0: 2-D-grid GEMMs keep the hardware's block order, not bands of 16)\n"
    "  CUTILE_PERSISTENT (1: a TMA-fed GEMM runs the grid's blocks in one wave of CTAs)\n"
    "  CUTILE_CLUSTER_PAIRS (1: two CTAs of a cluster copy the K-loop tiles both read once)\n"
    "                       code knobs, 0 or 1, part of the cache key (--list-knobs)\n"
    "  CUTILE_PRINT_BEFORE_ALL, CUTILE_PRINT_AFTER_ALL, CUTILE_DUMP_DIR\n"
    "                       debugging output of compiles\n";

int cli_usage(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("cutile: ", stderr);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\n%s", usage_text);
    return CUTILE_ERROR_INVALID_ARGUMENT;
}

ct_status cli_read_file(const char *path, uint8_t **data, size_t *size, ct_diag *d)
{
    ct_buf b;
    ct_buf_init(&b, NULL);
    if (ct_read_file(path, &b, d)) {
        ct_buf_free(&b);
        return d->status;
    }
    *data = ct_buf_take(&b, size);
    if (!*data)
        return ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory reading %s", path);
    return CUTILE_SUCCESS;
}

ct_status cli_write_file(const char *path, const void *data, size_t size, ct_diag *d)
{
    int to_stdout = strcmp(path, "-") == 0;
    FILE *f = to_stdout ? stdout : fopen(path, "wb");
    if (!f)
        return ct_diag_set(d, CUTILE_ERROR_IO, "cannot create %s: %s", path, strerror(errno));
    int err = fwrite(data, 1, size, f) == size ? 0 : errno ? errno : EIO;
    if ((to_stdout ? fflush(f) : fclose(f)) != 0 && !err)
        err = errno;
    if (err)
        return ct_diag_set(d, CUTILE_ERROR_IO, "cannot write %s: %s",
                           to_stdout ? "to standard output" : path, strerror(err));
    return CUTILE_SUCCESS;
}

/* A command that printed to stdout has succeeded only if stdout took it all (`> /dev/full`,
 * a closed pipe): the last flush reports what buffered writes could not. */
static int stdout_result(int rc)
{
    errno = 0;
    if (fflush(stdout) == 0 && !ferror(stdout))
        return rc;
    if (rc)
        return rc; /* already reported */
    ct_diag d = {0};
    ct_diag_set(&d, CUTILE_ERROR_IO, "cannot write to standard output%s%s", errno ? ": " : "",
                errno ? strerror(errno) : "");
    return cli_fail(&d);
}

int cli_ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && strcmp(s + n - m, suffix) == 0;
}

/* Reads a module from bytecode, or from the text form if the name ends in .mlir, into *m. */
static ct_status read_module(const char *path, ct_module **m, ct_diag *d)
{
    uint8_t *data = NULL;
    size_t size = 0;
    if (cli_read_file(path, &data, &size, d))
        return d->status;
    ct_status s = cli_ends_with(path, ".mlir")
                      ? ct_parse_module((const char *)data, size, NULL, m, d)
                      : ct_bc_read(data, size, NULL, m, d);
    free(data);
    return s;
}

/* Reads (read_module) and verifies, as the IR of `stage` if it is ≥ 0 (ct_verify_module_at),
 * else as a loaded module (ct_verify_module), into *m. */
static ct_status load_module_at(const char *path, int stage, ct_module **m, ct_diag *d)
{
    if (read_module(path, m, d))
        return d->status;
    if (stage < 0 ? ct_verify_module(*m, d) : ct_verify_module_at(*m, (enum ct_stage)stage, d)) {
        ct_module_free(*m);
        *m = NULL;
    }
    return d->status;
}

ct_status cli_load_module(const char *path, ct_module **m, ct_diag *d)
{
    return load_module_at(path, -1, m, d);
}

/* Ops of a region, nested regions included. */
static uint32_t count_ops(const ct_region *r)
{
    uint32_t n = 0;
    for (uint32_t b = 0; b < r->nblocks; b++)
        for (uint32_t i = 0; i < r->blocks[b].nops; i++) {
            const ct_op *op = r->blocks[b].ops[i];
            n++;
            for (uint16_t j = 0; j < op->nregions; j++)
                n += count_ops(&op->regions[j]);
        }
    return n;
}

/* "tile", "mem" or "sched" → its ct_stage; -1 if none is. */
static int stage_by_name(const char *s)
{
    for (int i = CT_STAGE_TILE; i <= CT_STAGE_SCHED; i++)
        if (strcmp(s, ct_stage_name(i)) == 0)
            return i;
    return -1;
}

/* Reports what was checked: every section read and the verifier's rules over every op. */
static int cmd_verify(int argc, char **argv)
{
    const char *in = NULL;
    int stage = -1;
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--stage") == 0 && i + 1 < argc) {
            if ((stage = stage_by_name(argv[++i])) < 0)
                return cli_usage("verify: --stage %s: expected tile, mem or sched", argv[i]);
        } else if (argv[i][0] == '-' || in)
            return cli_usage("verify: unexpected argument %s", argv[i]);
        else
            in = argv[i];
    }
    if (!in)
        return cli_usage("verify takes one FILE");
    ct_diag d = {0};
    ct_module *m = NULL;
    if (load_module_at(in, stage, &m, &d))
        return cli_fail(&d);
    uint32_t entries = 0, ops = 0;
    for (uint32_t i = 0; i < m->nfuncs; i++) {
        entries += m->funcs[i]->is_entry;
        ops += count_ops(&m->funcs[i]->body);
    }
    bool text = cli_ends_with(in, ".mlir");
    printf("%s: valid: %s %d.%d read%s; verified functions %u (kernels %u), ops %u, globals %u, "
           "types %u\n",
           in, text ? "text form of bytecode" : "bytecode", m->version / 100, m->version % 100,
           text ? "" : ", every section", m->nfuncs, entries, ops, m->nglobals, m->ntypes);
    ct_module_free(m);
    return fflush(stdout) == 0 ? 0 : CUTILE_ERROR_IO;
}

static int cmd_dis(int argc, char **argv)
{
    if (argc != 1)
        return cli_usage("dis takes one FILE");
    ct_diag d = {0};
    ct_module *m = NULL;
    if (cli_load_module(argv[0], &m, &d))
        return cli_fail(&d);
    ct_buf b;
    ct_buf_init(&b, NULL);
    ct_status s = ct_print_module(m, &b);
    ct_module_free(m);
    if (s || b.oom) {
        ct_buf_free(&b);
        ct_diag_set(&d, s ? s : CUTILE_ERROR_OUT_OF_MEMORY, "cannot print the module");
        return cli_fail(&d);
    }
    s = cli_write_file("-", b.data, b.len, &d);
    ct_buf_free(&b);
    return s ? cli_fail(&d) : 0;
}

/* "13.x" → 13xx; 0 if malformed. */
int cli_parse_version(const char *s)
{
    if (strncmp(s, "13.", 3) != 0 || s[3] < '1' || s[3] > '4' || s[4] != 0)
        return 0;
    return 1300 + (s[3] - '0');
}

static int cmd_asm(int argc, char **argv)
{
    const char *in = NULL, *out = NULL;
    int version = 0; /* 0: the version the text records (parse.c; 13.3 if it has none) */
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "-o") == 0 && i + 1 < argc)
            out = argv[++i];
        else if (strcmp(argv[i], "--bytecode-version") == 0 && i + 1 < argc) {
            if (!(version = cli_parse_version(argv[++i])))
                return cli_usage("asm: --bytecode-version %s: expected 13.1, 13.2, 13.3 or 13.4",
                                 argv[i]);
        } else if (argv[i][0] == '-')
            return cli_usage("asm: unknown or incomplete argument %s", argv[i]);
        else if (in)
            return cli_usage("asm: a second FILE %s", argv[i]);
        else
            in = argv[i];
    }
    if (!in || !out)
        return cli_usage("asm needs FILE.mlir and -o OUT");
    ct_diag d = {0};
    uint8_t *text = NULL;
    size_t size = 0;
    ct_module *m = NULL;
    ct_buf b;
    ct_buf_init(&b, NULL);
    if (!cli_read_file(in, &text, &size, &d) &&
        !ct_parse_module((const char *)text, size, NULL, &m, &d) && !ct_verify_module(m, &d) &&
        !ct_bc_write(m, version ? version : m->version, &b, &d)) {
        if (b.oom)
            ct_diag_set(&d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory");
        else
            cli_write_file(out, b.data, b.len, &d);
    }
    ct_buf_free(&b);
    ct_module_free(m);
    free(text);
    return d.status ? cli_fail(&d) : 0;
}

static const struct {
    const char *name;
    int (*run)(int argc, char **argv);
} commands[] = {
    {"dis", cmd_dis},
    {"asm", cmd_asm},
    {"verify", cmd_verify},
    {"cache", cli_cache},
    {"compile", cli_compile},
    {"lower", cli_lower},
    {"bundle", cli_bundle},
    {"kernels", cli_kernels},
};

/* The disassembler for --emit sass: after PATH's, the one scripts/setup.sh linked into its
 * virtual environment (CUTILE_VENV_BIN, from CMake), where the pip package keeps it. */
static void add_setup_tools_to_path(void)
{
#ifdef CUTILE_VENV_BIN
    const char *path = getenv("PATH");
    size_t n = (path ? strlen(path) : 0) + sizeof CUTILE_VENV_BIN + 1;
    char *p = malloc(n);
    if (!p)
        return;
    snprintf(p, n, "%s%s%s", path ? path : "", path && *path ? ":" : "", CUTILE_VENV_BIN);
    setenv("PATH", p, 1);
    free(p);
#endif
}

int main(int argc, char **argv)
{
    add_setup_tools_to_path();
    if (argc < 2)
        return cli_usage("no command given");
    for (size_t i = 0; i < CT_ARRAY_LEN(commands); i++)
        if (strcmp(argv[1], commands[i].name) == 0)
            return stdout_result(commands[i].run(argc - 2, argv + 2));
    if (strcmp(argv[1], "help") == 0 || strcmp(argv[1], "--help") == 0 ||
        strcmp(argv[1], "-h") == 0) {
        fputs(usage_text, stdout);
        return stdout_result(0);
    }
    if (strcmp(argv[1], "--version") == 0) {
        printf("cutile %d.%d.%d\n", CUTILE_RT_VERSION_MAJOR, CUTILE_RT_VERSION_MINOR,
               CUTILE_RT_VERSION_PATCH);
        unsigned major, minor; /* what links the cubins (and so decides their SASS) */
        ct_diag d = {0};
        if (ct_link_version(&major, &minor, &d))
            printf("nvJitLink: none (%s)\n", d.msg);
        else
            printf("nvJitLink %u.%u\n", major, minor);
        return stdout_result(0);
    }
    return cli_usage("unknown command %s", argv[1]);
}
