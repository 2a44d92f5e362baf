/* scale.c — hostile sizes (issue 28): modules generated here as text, assembled and compiled by
 * the `cutile` program (CUTILE_BIN), must be compiled or refused with a clear error, and cost
 * about linearly in their size. Each case is its own ctest test under a TIMEOUT
 * (test/CMakeLists.txt): the quadratic algorithms these cases once hit took minutes.
 *
 *   rename          reshape → exp2 → reshape of a 2^24-element tile (register renaming)
 *   too_large       a 2^24-element pointer tile: refused, naming the target
 *   cse_constants   40,000 distinct constants summed (CSE's hash ignored their values)
 *   cse_chain       a chain of 160,000 addi, half of them equal to another (CSE's scan)
 *   symbols         65,535 entries: verified, and a duplicate name among them found
 *   limits          the verifier's limits (entries, name bytes, parameters) in its messages
 *   cached          modules at those limits compile through the kernel cache (needs nvJitLink)
 *
 * Usage: test_scale [CASE]; without CASE every case runs. Skips (77) without CUTILE_BIN. */
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include "toolkit/jitlink.h"
#include "test.h"

static char dir[64];
static char out[16384];

/* Runs `cutile ARGS` with the environment prefix ENV, a cache directory of this test's own and
 * no knob of the caller's; the exit status, output (truncated) in `out`. */
static int cutile(const char *env, const char *args)
{
    char cmd[1024];
    snprintf(cmd, sizeof cmd,
             "env -u CUTILE_PREFER_TMA -u TILEIR_PREFER_TMA_FOR_LOAD_STORE -u CUTILE_CACHE_PATH "
             "-u CUTILE_CACHE_DISABLE CUTILE_CACHE_DIR=%s/cache %s %s %s 2>&1",
             dir, env, getenv("CUTILE_BIN"), args);
    FILE *p = popen(cmd, "r");
    size_t n = p ? fread(out, 1, sizeof out - 1, p) : 0;
    out[n] = 0;
    while (p && fgetc(p) != EOF) /* the rest, so the program never blocks on a full pipe */
        ;
    int status = p ? pclose(p) : -1;
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

/* ---- writing modules ---- */

static FILE *src;
static char src_path[128];

#define W(...) fprintf(src, __VA_ARGS__)
#define TI32 "!cuda_tile.tile<i32>"
#define PF32 "!cuda_tile.tile<ptr<f32>>"
#define WEAK "memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>"

static void begin(const char *name)
{
    snprintf(src_path, sizeof src_path, "%s/%s.mlir", dir, name);
    src = fopen(src_path, "w");
    if (!src) {
        perror(src_path);
        exit(1);
    }
    W("\"cuda_tile.module\"() <{sym_name = \"kernels\"}> ({\n");
}

/* Entry `name` with the given parameter types (text), the block arguments %p0, %p1, … */
static void entry(const char *name, uint32_t n, const char *const *types)
{
    W("  \"cuda_tile.entry\"() <{sym_name = \"%s\", function_type = (", name);
    for (uint32_t i = 0; i < n; i++)
        W("%s%s", i ? ", " : "", types[i]);
    W(") -> ()}> ({\n  ^bb0%s", n ? "(" : "");
    for (uint32_t i = 0; i < n; i++)
        W("%s%%p%u: %s", i ? ", " : "", i, types[i]);
    W("%s:\n", n ? ")" : "");
}

static void entry_end(void) { W("    \"cuda_tile.return\"() : () -> ()\n  }) : () -> ()\n"); }

static void end(void)
{
    W("}) : () -> ()\n");
    fclose(src);
}

/* A 1-d tensor view of n f32 at the pointer %p0, as %pv (tile = the whole view) and a token %tk. */
static void view_f32(uint64_t n)
{
    W("    %%a = \"cuda_tile.assume\"(%%p0) <{predicate = #cuda_tile.div_by<16>}> : (" PF32
      ") -> " PF32 "\n"
      "    %%tv = \"cuda_tile.make_tensor_view\"(%%a) <{operandSegmentSizes = array<i32: 1, 0, "
      "0>}> : (" PF32 ") -> !cuda_tile.tensor_view<%lluxf32, strides=[1]>\n"
      "    %%pv = \"cuda_tile.make_partition_view\"(%%tv) : (!cuda_tile.tensor_view<%lluxf32, "
      "strides=[1]>) -> !cuda_tile.partition_view<tile=(%llu), tensor_view<%lluxf32, "
      "strides=[1]>, dim_map=[0]>\n"
      "    %%bx, %%by, %%bz = \"cuda_tile.get_tile_block_id\"() : () -> (" TI32 ", " TI32
      ", " TI32 ")\n"
      "    %%tk = \"cuda_tile.make_token\"() : () -> !cuda_tile.token\n",
      (unsigned long long)n, (unsigned long long)n, (unsigned long long)n,
      (unsigned long long)n);
}

/* load_view_tko / store_view_tko of the whole view into / from %x (tile type `t`). */
static void view_access(uint64_t n, bool store, const char *x, const char *t)
{
    const char *pv = "!cuda_tile.partition_view<tile=(%llu), tensor_view<%lluxf32, "
                     "strides=[1]>, dim_map=[0]>";
    char pvt[256];
    snprintf(pvt, sizeof pvt, pv, (unsigned long long)n, (unsigned long long)n);
    if (store)
        W("    %%t2 = \"cuda_tile.store_view_tko\"(%s, %%pv, %%bx, %%t1) <{" WEAK
          ", operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (%s, %s, " TI32
          ", !cuda_tile.token) -> !cuda_tile.token\n",
          x, t, pvt);
    else
        W("    %s, %%t1 = \"cuda_tile.load_view_tko\"(%%pv, %%bx, %%tk) <{" WEAK
          ", operandSegmentSizes = array<i32: 1, 1, 1>}> : (%s, " TI32
          ", !cuda_tile.token) -> (%s, !cuda_tile.token)\n",
          x, pvt, t);
}

/* Assembles the module just written into DIR/NAME.cutile; the exit status of `cutile asm`. */
static int assemble(const char *name)
{
    char args[512];
    snprintf(args, sizeof args, "asm %s -o %s/%s.cutile", src_path, dir, name);
    return cutile("", args);
}

/* `cutile compile --gpu-name sm_90a DIR/NAME.cutile EXTRA`. */
static int compile(const char *env, const char *name, const char *extra)
{
    char args[512];
    snprintf(args, sizeof args, "compile --gpu-name sm_90a %s/%s.cutile %s", dir, name, extra);
    return cutile(env, args);
}

/* Occurrences of `needle` in the file DIR/NAME, line by line (a search of the whole text per
 * match would be quadratic under ASan, whose strstr measures the rest each time); -1 if it
 * cannot be read. */
static long count_in(const char *name, const char *needle)
{
    char path[128];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "r");
    if (!f)
        return -1;
    char *line = NULL;
    size_t cap = 0;
    long k = 0;
    while (getline(&line, &cap, f) >= 0)
        for (const char *q = line; (q = strstr(q, needle)); q += strlen(needle))
            k++;
    free(line);
    fclose(f);
    return k;
}

/* The integer after ".reqntid " in DIR/NAME (the block's threads); 0 if absent. */
static long reqntid(const char *name)
{
    char path[128];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "r");
    char line[256];
    long t = 0;
    while (f && !t && fgets(line, sizeof line, f))
        if (strncmp(line, ".reqntid ", 9) == 0)
            t = strtol(line + 9, NULL, 10);
    if (f)
        fclose(f);
    return t;
}

/* ---- cases ---- */

/* Each element's exp2 is computed once: the calls per thread times the threads are 2^24 (the
 * renaming of a 2^24-element tile took 334 s when it searched the registers). */
static void case_rename(void)
{
    const uint64_t n = 1u << 24;
    const char *t = "!cuda_tile.tile<16777216xf32>", *t2 = "!cuda_tile.tile<4096x4096xf32>";
    begin("rename");
    entry("rename", 1, (const char *[]){PF32});
    view_f32(n);
    view_access(n, false, "%x", t);
    W("    %%r = \"cuda_tile.reshape\"(%%x) : (%s) -> %s\n", t, t2);
    W("    %%e = \"cuda_tile.exp2\"(%%r) : (%s) -> %s\n", t2, t2);
    W("    %%s = \"cuda_tile.reshape\"(%%e) : (%s) -> %s\n", t2, t);
    view_access(n, true, "%s", t);
    entry_end();
    end();
    CHECK_EQ_INT(assemble("rename"), 0);
    char extra[128];
    snprintf(extra, sizeof extra, "--emit ptx -o %s/rename.ptx", dir);
    CHECK_EQ_INT(compile("", "rename", extra), 0);
    long threads = reqntid("rename.ptx"), calls = count_in("rename.ptx", "call (cm_r), ct_cm_exp2f");
    CHECK(threads > 0);
    CHECK_EQ_INT(calls * threads, (long)n);
}

/* A pointer tile of 2^24 elements needs 2^17 registers in each of 128 threads or 2^16 in each
 * of 256: more than a block's 65,536. Refused before codegen writes anything. */
static void case_too_large(void)
{
    const char *p = "!cuda_tile.tile<16777216xptr<f32>>", *i = "!cuda_tile.tile<16777216xi32>";
    begin("too_large");
    entry("too_large", 1, (const char *[]){PF32});
    W("    %%o1 = \"cuda_tile.reshape\"(%%p0) : (" PF32 ") -> !cuda_tile.tile<1xptr<f32>>\n");
    W("    %%ob = \"cuda_tile.broadcast\"(%%o1) : (!cuda_tile.tile<1xptr<f32>>) -> %s\n", p);
    W("    %%oi = \"cuda_tile.iota\"() : () -> %s\n", i);
    W("    %%op = \"cuda_tile.offset\"(%%ob, %%oi) : (%s, %s) -> %s\n", p, i, p);
    W("    %%f = \"cuda_tile.itof\"(%%oi) <{signedness = #cuda_tile.signedness<signed>, "
      "rounding_mode = #cuda_tile.rounding<nearest_even>}> : (%s) -> "
      "!cuda_tile.tile<16777216xf32>\n", i);
    W("    %%st = \"cuda_tile.store_ptr_tko\"(%%op, %%f) <{" WEAK ", operandSegmentSizes = "
      "array<i32: 1, 1, 0, 0>}> : (%s, !cuda_tile.tile<16777216xf32>) -> !cuda_tile.token\n", p);
    entry_end();
    end();
    CHECK_EQ_INT(assemble("too_large"), 0);
    CHECK_EQ_INT(compile("", "too_large", "--emit ptx -o /dev/null"), CUTILE_ERROR_NOT_SUPPORTED);
    CHECK_CONTAINS(out, "a tile of 16777216 elements is too large for sm_90a");
    CHECK_CONTAINS(out, "more than a block has (65536)");
}

/* 40,000 distinct constants k_i = i, summed: what is stored is 0 + 1 + … + 39,999. With a hash
 * that ignored the values they all collided; were two merged, the sum would differ. */
static void case_cse_constants(void)
{
    const uint32_t n = 40000;
    begin("cse_constants");
    entry("cse_constants", 2, (const char *[]){"!cuda_tile.tile<ptr<i32>>", TI32});
    W("    %%c0 = \"cuda_tile.constant\"() <{value = dense<0> : " TI32 "}> : () -> " TI32 "\n");
    for (uint32_t i = 1; i < n; i++)
        W("    %%k%u = \"cuda_tile.constant\"() <{value = dense<%u> : " TI32 "}> : () -> " TI32
          "\n    %%c%u = \"cuda_tile.addi\"(%%c%u, %%k%u) <{overflow = "
          "#cuda_tile.overflow<none>}> : (" TI32 ", " TI32 ") -> " TI32 "\n",
          i, i, i, i - 1, i);
    W("    %%t = \"cuda_tile.store_ptr_tko\"(%%p0, %%c%u) <{" WEAK ", operandSegmentSizes = "
      "array<i32: 1, 1, 0, 0>}> : (!cuda_tile.tile<ptr<i32>>, " TI32 ") -> !cuda_tile.token\n",
      n - 1);
    entry_end();
    end();
    CHECK_EQ_INT(assemble("cse_constants"), 0);
    char extra[128], sum[32];
    snprintf(extra, sizeof extra, "--emit ptx -o %s/cse_constants.ptx", dir);
    CHECK_EQ_INT(compile("", "cse_constants", extra), 0);
    snprintf(sum, sizeof sum, ", %llu;", (unsigned long long)n * (n - 1) / 2);
    CHECK_EQ_INT(count_in("cse_constants.ptx", sum), 1);
}

/* c_i = c_{i-1} + x_{i-1} and x_i = c_{i-1} + c_{i-1}: 160,000 addi, and since x_{i-1} is
 * c_{i-1} (the same sum), CSE leaves one add per step: n - 1 doublings of the argument. At -O1,
 * where the chain once took 153 s. */
static void case_cse_chain(void)
{
    const uint32_t n = 80001;
    begin("cse_chain");
    entry("cse_chain", 2, (const char *[]){"!cuda_tile.tile<ptr<i32>>", TI32});
    const char *add = "\"cuda_tile.addi\"(%%%c%u, %%%c%u) <{overflow = #cuda_tile.overflow<none>}> "
                      ": (" TI32 ", " TI32 ") -> " TI32 "\n";
    W("    %%c0 = \"cuda_tile.reshape\"(%%p1) : (" TI32 ") -> " TI32 "\n");
    W("    %%x0 = \"cuda_tile.reshape\"(%%p1) : (" TI32 ") -> " TI32 "\n");
    for (uint32_t i = 1; i < n; i++) {
        W("    %%c%u = ", i);
        W(add, 'c', i - 1, 'x', i - 1);
        W("    %%x%u = ", i);
        W(add, 'c', i - 1, 'c', i - 1);
    }
    W("    %%t = \"cuda_tile.store_ptr_tko\"(%%p0, %%c%u) <{" WEAK ", operandSegmentSizes = "
      "array<i32: 1, 1, 0, 0>}> : (!cuda_tile.tile<ptr<i32>>, " TI32 ") -> !cuda_tile.token\n",
      n - 1);
    entry_end();
    end();
    CHECK_EQ_INT(assemble("cse_chain"), 0);
    char extra[128];
    snprintf(extra, sizeof extra, "-O1 --emit ptx -o %s/cse_chain.ptx", dir);
    CHECK_EQ_INT(compile("", "cse_chain", extra), 0);
    CHECK_EQ_INT(count_in("cse_chain.ptx", "add.s32"), n - 1);
}

/* `n` empty entries e0, e1, …; entry `dup` (if below n) is named like entry 7. */
static void write_entries(const char *name, uint32_t n, uint32_t dup)
{
    begin(name);
    for (uint32_t i = 0; i < n; i++) {
        char e[16];
        snprintf(e, sizeof e, "e%u", i == dup ? 7 : i);
        entry(e, 0, NULL);
        entry_end();
    }
    end();
}

/* 65,535 entries verify in `cutile verify` (2.6 MB; comparing every pair of names took 15 s);
 * with entry 65,534 named like entry 7 the verifier names entry 7, the first of the two. */
static void case_symbols(void)
{
    char args[256];
    write_entries("symbols", 65535, UINT32_MAX);
    CHECK_EQ_INT(assemble("symbols"), 0);
    snprintf(args, sizeof args, "verify %s/symbols.cutile", dir);
    CHECK_EQ_INT(cutile("", args), 0);
    write_entries("symbols_dup", 65535, 65534);
    CHECK_EQ_INT(assemble("symbols_dup"), CUTILE_ERROR_VERIFY);
    CHECK_CONTAINS(out, "entry 'e7': symbol name is used twice");
}

/* An entry named by `len` bytes of 'k'. */
static void write_long_name(const char *name, uint32_t len)
{
    char *s = malloc(len + 1);
    if (!s)
        exit(1);
    memset(s, 'k', len);
    s[len] = 0;
    begin(name);
    entry(s, 0, NULL);
    entry_end();
    end();
    free(s);
}

/* An entry of n i32 parameters; with tma, the first is an f32 pointer whose view is copied by
 * TMA (prefer_tma), which adds a hidden tensor-map parameter. */
static void write_params(const char *name, uint32_t n, bool tma)
{
    const char **types = malloc(n * sizeof *types);
    if (!types)
        exit(1);
    for (uint32_t i = 0; i < n; i++)
        types[i] = tma && i == 0 ? PF32 : TI32;
    begin(name);
    entry(name, n, types);
    if (tma) {
        view_f32(1024);
        view_access(1024, false, "%x", "!cuda_tile.tile<1024xf32>");
        view_access(1024, true, "%x", "!cuda_tile.tile<1024xf32>");
    }
    entry_end();
    end();
    free(types);
}

/* What the verifier refuses (the cache could not record it, a launch could not pass it): the
 * limit is in the message. `cutile asm` verifies what it writes. */
static void case_limits(void)
{
    write_entries("entries", 65536, UINT32_MAX);
    CHECK_EQ_INT(assemble("entries"), CUTILE_ERROR_VERIFY);
    CHECK_CONTAINS(out, "65536 entries, at most 65535 are supported");
    write_long_name("name", 65536);
    CHECK_EQ_INT(assemble("name"), CUTILE_ERROR_VERIFY);
    CHECK_CONTAINS(out, "the name has 65536 bytes, at most 65535 are supported");
    write_params("params", 513, false);
    CHECK_EQ_INT(assemble("params"), CUTILE_ERROR_VERIFY);
    CHECK_CONTAINS(out, "the entry has 513 parameters, at most 512 are supported");
}

/* A rank-9 view of cuTile's argument convention (pointer, 9 extents, 9 strides), unused. */
static void write_rank9(void)
{
    const char *types[19];
    for (int i = 0; i < 19; i++)
        types[i] = i ? TI32 : PF32;
    begin("rank9");
    entry("rank9", 19, types);
    W("    %%tv = \"cuda_tile.make_tensor_view\"(");
    for (int i = 0; i < 19; i++)
        W("%s%%p%d", i ? ", " : "", i);
    W(") <{operandSegmentSizes = array<i32: 1, 9, 9>}> : (");
    for (int i = 0; i < 19; i++)
        W("%s%s", i ? ", " : "", types[i]);
    W(") -> !cuda_tile.tensor_view<?x?x?x?x?x?x?x?x?xf32, strides=[?,?,?,?,?,?,?,?,?]>\n");
    entry_end();
    end();
}

/* Modules at the limits load: compiled to a cubin through the kernel cache, whose metadata
 * once refused them with an internal error (status 99) — 512 parameters and a tensor map, a
 * 65,535-byte name, a rank-9 view base (launch arrays have at most CUTILE_MAX_RANK). */
static void case_cached(void)
{
    char extra[128];
    snprintf(extra, sizeof extra, "-o %s/out.cubin", dir);
    write_params("params_tma", 512, true);
    CHECK_EQ_INT(assemble("params_tma"), 0);
    char ptx[128];
    snprintf(ptx, sizeof ptx, "--emit ptx -o %s/params_tma.ptx", dir);
    CHECK_EQ_INT(compile("TILEIR_PREFER_TMA_FOR_LOAD_STORE=1", "params_tma", ptx), 0);
    CHECK_EQ_INT(count_in("params_tma.ptx", ".param .align 64 .b8 params_tma_tmap_"), 1);
    CHECK_EQ_INT(compile("TILEIR_PREFER_TMA_FOR_LOAD_STORE=1", "params_tma", extra), 0);
    write_long_name("long_name", 65535);
    CHECK_EQ_INT(assemble("long_name"), 0);
    CHECK_EQ_INT(compile("", "long_name", extra), 0);
    write_rank9();
    CHECK_EQ_INT(assemble("rank9"), 0);
    CHECK_EQ_INT(compile("", "rank9", extra), 0);
}

static const struct {
    const char *name;
    void (*run)(void);
    bool link; /* needs nvJitLink */
} cases[] = {
    {"rename", case_rename, false},       {"too_large", case_too_large, false},
    {"cse_constants", case_cse_constants, false}, {"cse_chain", case_cse_chain, false},
    {"symbols", case_symbols, false},     {"limits", case_limits, false},
    {"cached", case_cached, true},
};

int main(int argc, char **argv)
{
    if (!getenv("CUTILE_BIN")) {
        printf("SKIPPED: CUTILE_BIN (the cutile binary) is not set; run through ctest\n");
        return 77;
    }
    const char *tmp = getenv("TMPDIR");
    snprintf(dir, sizeof dir, "%s/cutile_scale_XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (!mkdtemp(dir)) {
        perror("mkdtemp");
        return 1;
    }
    unsigned major, minor;
    ct_diag d = {0};
    bool link = !ct_link_version(&major, &minor, &d);
    int ran = 0;
    for (size_t i = 0; i < CT_ARRAY_LEN(cases); i++) {
        if (argc > 1 && strcmp(argv[1], cases[i].name) != 0)
            continue;
        ran++;
        if (cases[i].link && !link) {
            printf("SKIPPED %s: %s\n", cases[i].name, d.msg);
            if (argc > 1)
                return 77;
            continue;
        }
        cases[i].run();
    }
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    if (system(cmd) != 0)
        fprintf(stderr, "could not remove %s\n", dir);
    if (!ran) {
        fprintf(stderr, "no case named %s\n", argv[1]);
        return 1;
    }
    TEST_MAIN_END();
}
