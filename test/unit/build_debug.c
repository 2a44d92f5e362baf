/* build_debug.c — the knobs and debugging settings of build/build.h as the environment gives them:
 * strict parsing of every variable (each malformed value is ERROR_BAD_ENVIRONMENT naming that
 * variable, never an abort), which name wins, --list-knobs' sources, the dumps of
 * CUTILE_PRINT_*_ALL (stderr, and only when asked), and the files of CUTILE_DUMP_DIR (stages,
 * PTX, cubin and SASS where the tools exist; the stages reached by a failing compile; an
 * unusable directory). */
#include <fcntl.h>
#include <stddef.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "bytecode/bytecode.h"
#include "build/build.h"
#include "toolkit/jitlink.h"
#include "toolkit/sass.h"
#include "test.h"

#define BYTECODE "test/data/vec_add_gather_f32.v13_3.cutile"
#define KERNEL "vec_add_gather_Kt1_A1f32_1i16t1_p16_A1f32_1i16t1_p16_A1f32_1i16t1_p16_I1024"

static const char *const all_vars[] = {
    "CUTILE_ALWAYS_SWIZZLE",       "TILEIR_ALWAYS_SWIZZLE",
    "CUTILE_PREFER_TMA",           "TILEIR_PREFER_TMA_FOR_LOAD_STORE",
    "CUTILE_DELAY_TMA_STORE_WAIT", "TILEIR_DELAY_TMA_STORE_WAIT",
    "CUTILE_PRINT_BEFORE_ALL",     "CUTILE_PRINT_AFTER_ALL",
    "CUTILE_DUMP_DIR",             "CUTILE_VERIFY_EACH",
};
static char dir[64];

static void clear_env(void)
{
    for (size_t i = 0; i < CT_ARRAY_LEN(all_vars); i++)
        unsetenv(all_vars[i]);
}

/* Every knob of CT_KNOB_LIST under our name, from a compile that asks for nothing: "1" sets
 * that knob alone, "on" is refused naming the variable, and the others stay unset. */
static void test_every_knob(void)
{
    static const struct {
        const char *var;
        size_t at;
    } knobs[] = {
#define CT_X_(field, ours, theirs) {ours, offsetof(ct_compile_knobs, field)},
        CT_KNOB_LIST(CT_X_)
#undef CT_X_
    };
    clear_env();
    for (size_t i = 0; i < CT_ARRAY_LEN(knobs); i++)
        unsetenv(knobs[i].var);
    for (size_t i = 0; i < CT_ARRAY_LEN(knobs); i++) {
        ct_compile_knobs k = CT_KNOBS_UNSET;
        ct_diag d = {0};
        setenv(knobs[i].var, "on", 1);
        CHECK_EQ_INT(ct_knobs_resolve(&k, &d), CUTILE_ERROR_BAD_ENVIRONMENT);
        CHECK_CONTAINS(d.msg, knobs[i].var);
        setenv(knobs[i].var, "1", 1);
        k = (ct_compile_knobs)CT_KNOBS_UNSET;
        ct_diag_clear(&d);
        CHECK_EQ_INT(ct_knobs_resolve(&k, &d), CUTILE_SUCCESS);
        for (size_t j = 0; j < CT_ARRAY_LEN(knobs); j++)
            CHECK_EQ_INT(*(const int *)((const char *)&k + knobs[j].at), j == i ? 1 : -1);
        unsetenv(knobs[i].var);
    }
}

/* Every knob variable, under both names: 0 and 1 are the only values; anything else names the
 * variable in the error; unset and empty leave the knob to the compiler. */
static void test_knob_values(void)
{
    static const char *const bad[] = {"2", "-1", "on", "true", "01", " 1", "1 ", "0x1", "yes"};
    for (size_t v = 0; v < 6; v++) {
        int field = (int)v / 2; /* always_swizzle, prefer_tma, delay_tma_store_wait */
        for (size_t b = 0; b < CT_ARRAY_LEN(bad); b++) {
            clear_env();
            setenv(all_vars[v], bad[b], 1);
            ct_compile_knobs k = {-1, -1, -1, 0};
            ct_diag d = {0};
            CHECK_EQ_INT(ct_knobs_resolve(&k, &d), CUTILE_ERROR_BAD_ENVIRONMENT);
            char want[128];
            snprintf(want, sizeof want, "%s=%s: expected 0 or 1", all_vars[v], bad[b]);
            CHECK_CONTAINS(d.msg, want);
        }
        for (int val = 0; val <= 1; val++) {
            clear_env();
            setenv(all_vars[v], val ? "1" : "0", 1);
            ct_compile_knobs k = {-1, -1, -1, 0};
            ct_diag d = {0};
            CHECK_EQ_INT(ct_knobs_resolve(&k, &d), CUTILE_SUCCESS);
            int got[3] = {k.always_swizzle, k.prefer_tma, k.delay_tma_store_wait};
            for (int f = 0; f < 3; f++)
                CHECK_EQ_INT(got[f], f == field ? val : -1);
        }
        clear_env();
        setenv(all_vars[v], "", 1);
        ct_compile_knobs k = {-1, -1, -1, 0};
        ct_diag d = {0};
        CHECK_EQ_INT(ct_knobs_resolve(&k, &d), CUTILE_SUCCESS);
        CHECK_EQ_INT(k.always_swizzle + k.prefer_tma + k.delay_tma_store_wait, -3);
    }
    /* Our name wins over tileiras'; a knob the caller set is not read from the environment,
     * not even a malformed one. */
    clear_env();
    setenv("CUTILE_PREFER_TMA", "0", 1);
    setenv("TILEIR_PREFER_TMA_FOR_LOAD_STORE", "1", 1);
    setenv("TILEIR_ALWAYS_SWIZZLE", "bogus", 1);
    ct_compile_knobs k = {1, -1, -1, 0};
    ct_diag d = {0};
    CHECK_EQ_INT(ct_knobs_resolve(&k, &d), CUTILE_SUCCESS);
    CHECK_EQ_INT(k.prefer_tma, 0);
    CHECK_EQ_INT(k.always_swizzle, 1);
    /* A knob outside -1…1 is the caller's mistake. */
    clear_env();
    ct_compile_knobs wild = {-1, 7, -1, 0};
    ct_diag d2 = {0};
    CHECK_EQ_INT(ct_knobs_resolve(&wild, &d2), CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK_CONTAINS(d2.msg, "knob CUTILE_PREFER_TMA is 7");
}

static void test_describe(void)
{
    clear_env();
    setenv("TILEIR_DELAY_TMA_STORE_WAIT", "1", 1);
    setenv("CUTILE_PREFER_TMA", "0", 1);
    ct_compile_knobs k = {1, -1, -1, 0};
    ct_buf b;
    ct_buf_init(&b, NULL);
    ct_diag d = {0};
    CHECK_EQ_INT(ct_knobs_describe(&k, &b, &d), CUTILE_SUCCESS);
    ct_buf_byte(&b, 0);
    const char *text = (const char *)b.data;
    CHECK_CONTAINS(text, "always_swizzle         1        (set by the caller)\n");
    CHECK_CONTAINS(text, "prefer_tma             0        (CUTILE_PREFER_TMA=0)\n");
    CHECK_CONTAINS(text, "delay_tma_store_wait   1        (TILEIR_DELAY_TMA_STORE_WAIT=1)\n");
    CHECK_EQ_INT(k.prefer_tma, -1); /* describing resolves a copy */
    ct_buf_free(&b);
    unsetenv("CUTILE_PREFER_TMA");
    ct_buf_init(&b, NULL);
    k.always_swizzle = -1;
    CHECK_EQ_INT(ct_knobs_describe(&k, &b, &d), CUTILE_SUCCESS);
    ct_buf_byte(&b, 0);
    CHECK_CONTAINS((const char *)b.data, "prefer_tma             default  (default: "
                                         "CUTILE_PREFER_TMA and TILEIR_PREFER_TMA_FOR_LOAD_STORE "
                                         "unset)\n");
    ct_buf_free(&b);
    setenv("TILEIR_ALWAYS_SWIZZLE", "maybe", 1);
    ct_buf_init(&b, NULL);
    CHECK_EQ_INT(ct_knobs_describe(&k, &b, &d), CUTILE_ERROR_BAD_ENVIRONMENT);
    CHECK_CONTAINS(d.msg, "TILEIR_ALWAYS_SWIZZLE=maybe");
    ct_buf_free(&b);
}

static void test_debug_env(void)
{
    static const char *const vars[] = {"CUTILE_PRINT_BEFORE_ALL", "CUTILE_PRINT_AFTER_ALL",
                                       "CUTILE_VERIFY_EACH"};
    static const char *const bad[] = {"2", "yes", "true", "on", "1 "};
    for (size_t v = 0; v < CT_ARRAY_LEN(vars); v++) {
        for (size_t b = 0; b < CT_ARRAY_LEN(bad); b++) {
            clear_env();
            setenv(vars[v], bad[b], 1);
            ct_build_debug g;
            ct_diag d = {0};
            CHECK_EQ_INT(ct_build_debug_from_env(&g, &d), CUTILE_ERROR_BAD_ENVIRONMENT);
            char want[96];
            snprintf(want, sizeof want, "%s=%s: expected 0 or 1", vars[v], bad[b]);
            CHECK_CONTAINS(d.msg, want);
        }
    }
    clear_env();
    setenv("CUTILE_PRINT_AFTER_ALL", "1", 1);
    setenv("CUTILE_PRINT_BEFORE_ALL", "0", 1);
    setenv("CUTILE_DUMP_DIR", "/some/where", 1);
    ct_build_debug g;
    ct_diag d = {0};
    CHECK_EQ_INT(ct_build_debug_from_env(&g, &d), CUTILE_SUCCESS);
    CHECK(g.print_after_all && !g.print_before_all && !g.print_before && !g.time_passes);
    CHECK(g.dump_dir && strcmp(g.dump_dir, "/some/where") == 0 && !g.verify_each);
    setenv("CUTILE_VERIFY_EACH", "1", 1);
    CHECK_EQ_INT(ct_build_debug_from_env(&g, &d), CUTILE_SUCCESS);
    CHECK(g.verify_each && g.print_after_all);
    setenv("CUTILE_DUMP_DIR", "", 1);
    CHECK_EQ_INT(ct_build_debug_from_env(&g, &d), CUTILE_SUCCESS);
    CHECK(g.dump_dir == NULL);
}

static ct_module *load(const char *path)
{
    size_t n = 0;
    unsigned char *bytes = test_read_file(path, &n);
    ct_module *m = NULL;
    ct_diag d = {0};
    CHECK(bytes != NULL);
    if (bytes && !ct_bc_read(bytes, n, NULL, &m, &d))
        CHECK_EQ_INT(ct_verify_module(m, &d), CUTILE_SUCCESS);
    free(bytes);
    return m;
}

static ct_build_options options(int link)
{
    return (ct_build_options){.target = ct_target_by_name("sm_90a", NULL), .opt_level = 3,
                              .knobs = {-1, -1, -1, 0}, .link = link};
}

/* Runs a build with stderr sent to a file; returns what it printed (caller frees). */
static char *build_capturing_stderr(const ct_module *m, const ct_build_options *o, ct_status want)
{
    char path[96];
    snprintf(path, sizeof path, "%s/stderr.txt", dir);
    fflush(stderr);
    int saved = dup(2), fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    CHECK(saved >= 0 && fd >= 0);
    dup2(fd, 2);
    close(fd);
    ct_build b;
    ct_diag d = {0};
    ct_status s = ct_build_module(m, o, &b, NULL, &d);
    fflush(stderr);
    dup2(saved, 2);
    close(saved);
    CHECK_EQ_INT(s, want);
    if (!s)
        ct_build_free(&b);
    size_t n = 0;
    unsigned char *text = test_read_file(path, &n);
    char *z = calloc(n + 1, 1);
    if (z && text)
        memcpy(z, text, n);
    free(text);
    return z;
}

static int count(const char *hay, const char *needle)
{
    int n = 0;
    for (const char *p = hay; p && (p = strstr(p, needle)); p++)
        n++;
    return n;
}

/* The library prints nothing unless a variable asks; CUTILE_PRINT_*_ALL dump every pass to
 * stderr; a caller's buffer takes the dumps instead. */
static void test_print_env(void)
{
    ct_module *m = load(BYTECODE);
    ct_build_options o = options(0);
    size_t npasses = 0;
    for (ct_pass_info p; ct_compile_pass_info(npasses, &p);)
        npasses++;
    clear_env();
    char *quiet = build_capturing_stderr(m, &o, CUTILE_SUCCESS);
    CHECK(quiet && quiet[0] == 0);
    free(quiet);

    setenv("CUTILE_PRINT_AFTER_ALL", "1", 1);
    char *after = build_capturing_stderr(m, &o, CUTILE_SUCCESS);
    CHECK_EQ_INT(count(after, "// ----- IR Dump After "), (int)npasses - 1); /* not emit-ptx */
    CHECK_EQ_INT(count(after, "// ----- IR Dump Before "), 0);
    CHECK_CONTAINS(after, "// ----- IR Dump After lower-views (tile) ----- //\n#di1 = ");
    CHECK_CONTAINS(after, "filename = \"test/kernels/vector_add.py\"");
    free(after);

    clear_env();
    setenv("CUTILE_PRINT_BEFORE_ALL", "1", 1);
    char *before = build_capturing_stderr(m, &o, CUTILE_SUCCESS);
    CHECK_EQ_INT(count(before, "// ----- IR Dump Before "), (int)npasses);
    CHECK_CONTAINS(before, "// ----- IR Dump Before emit-ptx (sched) ----- //");
    free(before);

    /* A malformed variable fails the build before anything runs. */
    setenv("CUTILE_PRINT_BEFORE_ALL", "sure", 1);
    char *bad = build_capturing_stderr(m, &o, CUTILE_ERROR_BAD_ENVIRONMENT);
    CHECK(bad && bad[0] == 0);
    free(bad);

    /* options->debug overrides the environment; its buffer takes the dumps. */
    ct_buf out;
    ct_buf_init(&out, NULL);
    ct_build_debug g = {.print_before = "lower-views", .out = &out};
    o.debug = &g;
    char *none = build_capturing_stderr(m, &o, CUTILE_SUCCESS);
    CHECK(none && none[0] == 0);
    free(none);
    ct_buf_byte(&out, 0);
    CHECK_EQ_INT(count((const char *)out.data, "IR Dump"), 1);
    CHECK_CONTAINS((const char *)out.data, "// ----- IR Dump Before lower-views (tile) ----- //");
    ct_buf_free(&out);
    clear_env();
    ct_module_free(m);
}

static char *read_dump(const char *name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/dump/%s", dir, name);
    size_t n = 0;
    unsigned char *p = test_read_file(path, &n);
    char *z = p ? realloc(p, n + 1) : NULL;
    if (z)
        z[n] = 0;
    else
        free(p);
    return z;
}

static void test_dump_dir(bool have_link)
{
    char dump[96];
    snprintf(dump, sizeof dump, "%s/dump", dir);
    ct_module *m = load(BYTECODE);
    clear_env();
    setenv("CUTILE_DUMP_DIR", dump, 1);
    ct_build_options o = options(have_link);
    char *printed = build_capturing_stderr(m, &o, CUTILE_SUCCESS);
    CHECK(printed && printed[0] == 0); /* files only */
    free(printed);
    struct stat st;
    CHECK(stat(dump, &st) == 0 && S_ISDIR(st.st_mode) && (st.st_mode & 0777) == 0700);
    char *tile = read_dump(KERNEL ".sm_90a.tile.mlir"), *mem = read_dump(KERNEL ".sm_90a.mem.mlir");
    char *sched = read_dump(KERNEL ".sm_90a.sched.mlir"), *ptx = read_dump(KERNEL ".sm_90a.ptx");
    CHECK_CONTAINS(tile, "\"cuda_tile.load_ptr_tko\"");
    CHECK_CONTAINS(tile, "filename = \"test/kernels/vector_add.py\"");
    CHECK(tile && !strstr(tile, "IR Dump")); /* the module alone */
    CHECK_CONTAINS(mem, "\"cuda_tile.gather_load\"");
    CHECK(mem && !strstr(mem, "layout ="));
    CHECK_CONTAINS(sched, "layout =");
    CHECK_CONTAINS(ptx, ".visible .entry " KERNEL "(");
    free(tile), free(mem), free(sched), free(ptx);
    char *cubin = read_dump(KERNEL ".sm_90a.cubin"), *sass = read_dump(KERNEL ".sm_90a.sass");
    char tool[4096];
    if (have_link) {
        CHECK(cubin && memcmp(cubin, "\x7f" "ELF", 4) == 0);
        if (ct_sass_tool(tool, sizeof tool))
            CHECK_CONTAINS(sass, "EXIT");
        else
            CHECK(sass == NULL);
    } else {
        CHECK(cubin == NULL && sass == NULL);
    }
    free(cubin), free(sass);
    ct_module_free(m);

    /* A compile that fails writes the stages it reached; the error is the compiler's. */
    char cmd[256];
    snprintf(cmd, sizeof cmd, "rm -f %s/*", dump);
    CHECK_EQ_INT(system(cmd), 0);
    size_t n = 0;
    unsigned char *text = test_read_file("test/lit/lower/compile_flags.mlir", &n);
    CHECK(text != NULL);
    ct_diag d = {0};
    m = NULL;
    if (text && !ct_parse_module((const char *)text, n, NULL, &m, &d))
        CHECK_EQ_INT(ct_verify_module(m, &d), CUTILE_SUCCESS);
    free(text);
    ct_build b;
    CHECK_EQ_INT(ct_build_module(m, &o, &b, NULL, &d), CUTILE_ERROR_NOT_SUPPORTED);
    CHECK_CONTAINS(d.msg, "test/kernels/unsupported.py:7: cuda_tile.unpack in kernel bits");
    char *t = read_dump("bits.sm_90a.tile.mlir"), *s = read_dump("bits.sm_90a.sched.mlir");
    char *p = read_dump("bits.sm_90a.ptx");
    CHECK_CONTAINS(t, "\"cuda_tile.unpack\"");
    CHECK_CONTAINS(s, "\"cuda_tile.unpack\""); /* emit-ptx is the pass that refused it */
    CHECK(p == NULL);
    free(t), free(s), free(p);

    /* A directory that cannot be made: ERROR_IO naming the variable. */
    char bad[128];
    snprintf(bad, sizeof bad, "%s/stderr.txt/sub", dir); /* under a regular file */
    setenv("CUTILE_DUMP_DIR", bad, 1);
    ct_diag d2 = {0};
    ct_module *ok = load(BYTECODE);
    o = options(0);
    CHECK_EQ_INT(ct_build_module(ok, &o, &b, NULL, &d2), CUTILE_ERROR_IO);
    CHECK_CONTAINS(d2.msg, "CUTILE_DUMP_DIR=");
    ct_module_free(ok);
    ct_module_free(m);
    clear_env();
}

/* The load path (cuTileLoadModule's, through the kernel cache): a miss compiles and dumps, a hit
 * compiles nothing and dumps nothing. */
static void test_cached_dumps(void)
{
    char cache[96], dump[96], cmd[256];
    snprintf(cache, sizeof cache, "%s/cache", dir);
    snprintf(dump, sizeof dump, "%s/dump-cached", dir);
    clear_env();
    setenv("CUTILE_CACHE_DIR", cache, 1);
    setenv("CUTILE_DUMP_DIR", dump, 1);
    size_t n = 0;
    unsigned char *bytes = test_read_file(BYTECODE, &n);
    ct_build_options o = options(1);
    ct_cache *c = NULL;
    ct_build_ident id;
    ct_cache_key key;
    const ct_cache_entry *e;
    ct_cache_source from[2] = {CT_CACHE_MISS, CT_CACHE_MISS};
    bool dumped[2] = {false, false};
    ct_diag d = {0};
    CHECK_EQ_INT(ct_build_cache_open(NULL, &c, &d), CUTILE_SUCCESS);
    ct_build_ident_init(&id);
    CHECK_EQ_INT(ct_build_key(&id, &o, bytes, n, &key, &d), CUTILE_SUCCESS);
    for (int i = 0; i < 2 && c; i++) {
        CHECK_EQ_INT(ct_build_cached(c, &o, bytes, n, &key, &e, &from[i], &d), CUTILE_SUCCESS);
        char path[256];
        snprintf(path, sizeof path, "%s/" KERNEL ".sm_90a.ptx", dump);
        dumped[i] = access(path, F_OK) == 0;
        snprintf(cmd, sizeof cmd, "rm -rf %s", dump);
        CHECK_EQ_INT(system(cmd), 0);
    }
    CHECK_EQ_INT(from[0], CT_CACHE_COMPILED);
    CHECK(dumped[0]);
    CHECK(from[1] != CT_CACHE_COMPILED && from[1] != CT_CACHE_MISS);
    CHECK(!dumped[1]);
    ct_cache_close(c);
    free(bytes);
    unsetenv("CUTILE_CACHE_DIR");
    clear_env();
}

/* Without a disassembler, --emit sass and the .sass dump say where they looked. */
static void test_no_sass_tool(void)
{
    char tool[4096];
    const char *path = getenv("PATH"), *home = getenv("CUDA_HOME");
    char *saved_path = path ? strdup(path) : NULL, *saved_home = home ? strdup(home) : NULL;
    setenv("PATH", "/nonexistent", 1);
    setenv("CUDA_HOME", "/nonexistent", 1);
    if (ct_sass_tool(tool, sizeof tool)) {
        printf("note: %s is installed: the no-disassembler message is not checked\n", tool);
    } else {
        ct_buf out;
        ct_buf_init(&out, NULL);
        ct_diag d = {0};
        CHECK_EQ_INT(ct_sass_disassemble("x", 1, &out, &d), CUTILE_ERROR_IO);
        CHECK_CONTAINS(d.msg, "no SASS disassembler: neither nvdisasm nor cuobjdump is in PATH, "
                              "$CUDA_HOME/bin or /usr/local/cuda/bin");
        CHECK_EQ_INT(out.len, 0);
        ct_buf_free(&out);
    }
    if (saved_path)
        setenv("PATH", saved_path, 1);
    if (saved_home)
        setenv("CUDA_HOME", saved_home, 1);
    else
        unsetenv("CUDA_HOME");
    free(saved_path);
    free(saved_home);
}

/* Whether the tool finds the nvdisasm scripts/setup.sh linked into its virtual environment
 * (CUTILE_VENV from ctest; the tool looks there after PATH). */
static bool venv_nvdisasm(void)
{
    char path[4096];
    const char *venv = getenv("CUTILE_VENV");
    snprintf(path, sizeof path, "%s/bin/nvdisasm", venv ? venv : "/nonexistent");
    return access(path, X_OK) == 0;
}

/* `cutile compile --emit sass`: the listing with the Python lines where a disassembler is
 * installed; where none is, exit status ERROR_IO and the message, nothing on stdout. */
static void test_cli_sass(void)
{
    const char *bin = getenv("CUTILE_BIN");
    if (!bin) {
        printf("note: CUTILE_BIN unset (run through ctest): cutile --emit sass not checked\n");
        return;
    }
    char cmd[1024], tool[4096];
    static char out[1 << 20];
    for (int hide = 0; hide <= 1; hide++) {
        if (!hide && !ct_sass_tool(tool, sizeof tool))
            continue;
        snprintf(cmd, sizeof cmd,
                 "%s %s compile --gpu-name sm_90a " BYTECODE " --emit sass --lineinfo --no-cache "
                 "2>&1; echo \"exit $?\"",
                 hide ? "env PATH=/nonexistent CUDA_HOME=/nonexistent" : "", bin);
        FILE *p = popen(cmd, "r");
        size_t n = p ? fread(out, 1, sizeof out - 1, p) : 0;
        out[n] = 0;
        if (p)
            pclose(p);
        if (!hide) {
            CHECK_CONTAINS(out, "//## File \"test/kernels/vector_add.py\", line 38");
            CHECK_CONTAINS(out, "EXIT");
            CHECK_CONTAINS(out, "exit 0\n");
        } else if (access("/usr/local/cuda/bin/nvdisasm", X_OK) != 0 &&
                   access("/usr/local/cuda/bin/cuobjdump", X_OK) != 0 && !venv_nvdisasm()) {
            CHECK_EQ_INT(strncmp(out, "cutile: file or I/O error: no SASS disassembler: ", 49), 0);
            CHECK_CONTAINS(out, "exit 4\n");
        }
    }
}

int main(void)
{
    snprintf(dir, sizeof dir, "/tmp/cutile_build_debug_XXXXXX");
    CHECK(mkdtemp(dir) != NULL);
    test_knob_values();
    test_every_knob();
    test_describe();
    test_debug_env();
    test_no_sass_tool();
    test_print_env();
    unsigned major, minor;
    ct_diag d = {0};
    bool have_link = ct_link_version(&major, &minor, &d) == CUTILE_SUCCESS;
    if (!have_link)
        printf("note: no nvJitLink (%s): CUTILE_DUMP_DIR checked without .cubin/.sass\n", d.msg);
    test_dump_dir(have_link);
    if (have_link) {
        test_cached_dumps();
        test_cli_sass();
    }
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    CHECK_EQ_INT(system(cmd), 0);
    TEST_MAIN_END();
}
