/* offline_api.c — the public calls that need no GPU for what an application builds ahead of
 * time: cuTileBytecodeGetKernels (entry names against test/data/MANIFEST.txt, written by the
 * real producer's export; Python names against the `def` lines of test/kernels and samples;
 * one signature spelled out from the calling convention), the Python names of mangled entries
 * (cuTile Python's demangler: the part before the last "_K"), cuTileModuleGetKernel by Python
 * name on a module of real entry names (no CUDA is touched by a lookup), and
 * cuTileCompileToCache: an entry whose key is the one a load's settings give, found by a
 * read-only layer as a later load's cache would find it. The compile part skips (77) without
 * nvJitLink, after the rest has run. */
#include <stdint.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "launch/args.h"
#include "launch/launch.h"
#include "build/build.h"
#include "toolkit/jitlink.h"
#include "test.h"

/* ---- the kernel list ---- */

/* The entries MANIFEST.txt gives for `file` (its second column, comma-separated). */
static int manifest_entries(const char *file, char out[1024])
{
    size_t size = 0;
    char *m = (char *)test_read_file("test/data/MANIFEST.txt", &size);
    int found = 0;
    for (char *line = m ? strtok(m, "\n") : NULL; line && !found; line = strtok(NULL, "\n"))
        found = strncmp(line, file, strlen(file)) == 0 && line[strlen(file)] == ' ' &&
                sscanf(line + strlen(file), " %1023s", out) == 1;
    free(m);
    return found;
}

/* Whether `source` declares `@ct.kernel def <name>(`. */
static int python_defines(const char *source, const char *name)
{
    size_t size = 0;
    char *py = (char *)test_read_file(source, &size), want[256];
    if (!py)
        return 0;
    char *text = realloc(py, size + 1);
    text[size] = 0;
    snprintf(want, sizeof want, "@ct.kernel\ndef %s(", name);
    int found = strstr(text, want) != NULL;
    free(text);
    return found;
}

static const struct {
    const char *file, *source;
} listed[] = {
    {"vec_add_1d_f32.v13_3.cutile", "test/kernels/vector_add.py"},
    {"convert_ftoi.v13_4.cutile", "test/kernels/conversions.py"},
    {"attention_f16_d64.v13_4.cutile", "test/kernels/attention.py"},
    {"moe_gemm_bf16.v13_4.cutile", "test/kernels/fused_moe.py"},
    {"layer_norm_fwd_f32_static.v13_4.cutile", "test/kernels/layer_norm.py"},
};

static void test_list_exports(void)
{
    for (size_t t = 0; t < sizeof listed / sizeof listed[0]; t++) {
        char path[256], entries[1024];
        size_t size = 0, count = 0;
        snprintf(path, sizeof path, "test/data/%s", listed[t].file);
        unsigned char *bc = test_read_file(path, &size);
        CHECK(bc != NULL);
        CHECK(manifest_entries(listed[t].file, entries));
        cuTileKernelInfo *k = NULL;
        CHECK_EQ_INT(cuTileBytecodeGetKernels(bc, size, NULL, &k, &count), CUTILE_SUCCESS);
        char *save, *want = strtok_r(entries, ",", &save);
        for (size_t i = 0; k && i < count; i++, want = strtok_r(NULL, ",", &save)) {
            CHECK(want && strcmp(k[i].entry_name, want) == 0);
            CHECK(k[i].python_name && python_defines(listed[t].source, k[i].python_name));
            CHECK(k[i].signature && strncmp(k[i].signature, "(tile<ptr<", 10) == 0);
        }
        CHECK(want == NULL); /* as many as the manifest lists */
        cuTileFree(NULL, k);
        free(bc);
    }
}

/* Three f32 arrays of rank 1 with int32 indices: base pointer, shape, stride each (the calling
 * convention, args.h). */
static void test_signature(void)
{
    size_t size = 0, count = 0;
    unsigned char *bc = test_read_file("test/data/vec_add_1d_f32.v13_3.cutile", &size);
    cuTileKernelInfo *k = NULL;
    CHECK_EQ_INT(cuTileBytecodeGetKernels(bc, size, NULL, &k, &count), CUTILE_SUCCESS);
    CHECK_EQ_INT(count, 1);
    if (k)
        CHECK(strcmp(k[0].signature, "(tile<ptr<f32>>, tile<i32>, tile<i32>, tile<ptr<f32>>, "
                                     "tile<i32>, tile<i32>, tile<ptr<f32>>, tile<i32>, "
                                     "tile<i32>) -> ()") == 0);
    cuTileFree(NULL, k);
    free(bc);
}

/* Every `from` in text replaced by `to`, into out (n bytes). */
static void replace_all(const char *text, const char *from, const char *to, char *out, size_t n)
{
    size_t len = 0, fl = strlen(from);
    for (const char *p = text; *p && len + 1 < n;) {
        if (fl && strncmp(p, from, fl) == 0) {
            len += (size_t)snprintf(out + len, n - len, "%s", to);
            p += fl;
        } else
            out[len++] = *p++;
    }
    out[len < n ? len : n - 1] = 0;
}

/* The Python name of a mangled entry comes from its name; of another entry, from the debug
 * info's function of that linkage name (the vector_add sample with its entry renamed in the
 * text form); without either it is NULL (an NVIDIA cuda-tile test file). */
static void test_python_name_from_debug_info(void)
{
    static const char mangled[] = "vector_add_Kt1_A1f32_1t1_p16_A1f32_1t1_p16_A1f32_1t1_p16_I1024";
    static const struct {
        const char *file, *from, *to, *python;
    } cases[] = {
        {"samples/vector_add/vector_add.cutile", NULL, NULL, "vector_add"},
        {"samples/vector_add/vector_add.cutile", mangled, "plain_entry", "vector_add"},
        {"test/fixtures/cuda-tile/versioning/Inputs/13.1/print-op-13.1.tileirbc", NULL, NULL,
         NULL},
    };
    CHECK(python_defines("samples/vector_add/kernels.py", "vector_add"));
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        size_t size = 0, n = 0, count = 0;
        unsigned char *bc = test_read_file(cases[i].file, &size);
        void *bytes = NULL;
        char *text = NULL;
        static char edited[1 << 16];
        cuTileKernelInfo *k = NULL;
        CHECK_EQ_INT(cuTileBytecodeToText(bc, size, NULL, &text, NULL), CUTILE_SUCCESS);
        replace_all(text ? text : "", cases[i].from ? cases[i].from : "",
                    cases[i].to ? cases[i].to : "", edited, sizeof edited);
        CHECK(!cases[i].from || strstr(edited, cases[i].to));
        CHECK_EQ_INT(cuTileTextToBytecode(edited, strlen(edited), 0, NULL, &bytes, &n),
                     CUTILE_SUCCESS);
        CHECK_EQ_INT(cuTileBytecodeGetKernels(bytes, n, NULL, &k, &count), CUTILE_SUCCESS);
        CHECK_EQ_INT(count, 1);
        if (k && cases[i].to)
            CHECK(strcmp(k[0].entry_name, cases[i].to) == 0);
        if (k && cases[i].python)
            CHECK(k[0].python_name && strcmp(k[0].python_name, cases[i].python) == 0);
        else if (k)
            CHECK(k[0].python_name == NULL);
        cuTileFree(NULL, k);
        cuTileFree(NULL, bytes);
        cuTileFree(NULL, text);
        free(bc);
    }
}

static size_t live_bytes;
static void *count_alloc(void *u, size_t n) { (void)u; live_bytes += n; return malloc(n); }
static void *count_realloc(void *u, void *p, size_t o, size_t n)
{
    (void)u;
    live_bytes += n - o;
    return realloc(p, n);
}
static void count_free(void *u, void *p, size_t n) { (void)u; live_bytes -= n; free(p); }

static void test_list_errors(void)
{
    size_t size = 0, count = 7;
    unsigned char *bc = test_read_file("test/data/vec_add_1d_f32.v13_3.cutile", &size);
    cuTileKernelInfo *k = NULL;
    CHECK_EQ_INT(cuTileBytecodeGetKernels(bc, size, NULL, NULL, &count), CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_INT(cuTileBytecodeGetKernels(bc, size, NULL, &k, NULL), CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_INT(cuTileBytecodeGetKernels(NULL, size, NULL, &k, &count), CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_INT(cuTileBytecodeGetKernels("nope", 4, NULL, &k, &count), CUTILE_ERROR_BAD_MAGIC);
    CHECK(k == NULL && count == 7); /* untouched on failure */
    /* a module without kernels: an empty list, still one buffer to free */
    static const char empty[] = "\"cuda_tile.module\"() <{sym_name = \"m\"}> ({\n}) : () -> ()\n";
    void *none = NULL;
    size_t none_size = 0;
    CHECK_EQ_INT(cuTileTextToBytecode(empty, strlen(empty), 0, NULL, &none, &none_size),
                 CUTILE_SUCCESS);
    CHECK_EQ_INT(cuTileBytecodeGetKernels(none, none_size, NULL, &k, &count), CUTILE_SUCCESS);
    CHECK(k != NULL && count == 0);
    cuTileFree(NULL, k);
    cuTileFree(NULL, none);
    k = NULL;
    /* the caller's allocator makes and takes back the whole list */
    cuTileAllocator al = {count_alloc, count_realloc, count_free, NULL};
    CHECK_EQ_INT(cuTileBytecodeGetKernels(bc, size, &al, &k, &count), CUTILE_SUCCESS);
    CHECK(live_bytes > 0);
    cuTileFree(&al, k);
    CHECK_EQ_INT(live_bytes, 0);
    free(bc);
}

/* ---- Python names ---- */

static void test_mangled_names(void)
{
    static const struct {
        const char *name;
        size_t len;
    } cases[] = {
        {"attention_Kt1_A3f16_3v8l0_4t1_7i16_p16_Sf32_I64", 9},
        {"layer_norm_fwd_Kt2_A2f32_1v4l0_2s4096t1_p16_I512", 14},
        {"my_Kernel_Kt1_A1f32_1i16t1_p16_I256", 9}, /* "_K" inside the function's name */
        {"f_Kt1", 1},                                /* no parameters */
        {"vector_add", 0},                           /* not mangled */
        {"f_Kt3_A1f32_1i16t1_p16", 0},               /* a convention cuTileArg cannot take */
        {"f_Kt1_zz9", 0},                            /* not a parameter code */
        {"_Kt1_I8", 0},                              /* no function name */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        CHECK_EQ_INT(ct_mangled_function_name(cases[i].name), cases[i].len);
}

/* A module of real entry names (MANIFEST.txt's convert_ftoi and attention): lookups read the
 * names only, so no CUDA module is needed. */
static void test_lookup_by_python_name(void)
{
    char entries[1024], att[1024];
    CHECK(manifest_entries("convert_ftoi.v13_4.cutile", entries));
    CHECK(manifest_entries("attention_f16_d64.v13_4.cutile", att));
    struct cuTileKernel_st kernels[3] = {{0}};
    struct cuTileModule_st m = {.nkernels = 3, .kernels = kernels};
    char *save;
    kernels[0].name = strtok_r(entries, ",", &save);
    kernels[1].name = strtok_r(NULL, ",", &save);
    kernels[2].name = att;
    cuTileKernel k = NULL;
    CHECK_EQ_INT(cuTileModuleGetKernel(&m, "attention", &k), CUTILE_SUCCESS);
    CHECK(k == &kernels[2]);
    CHECK_EQ_INT(cuTileModuleGetKernel(&m, kernels[1].name, &k), CUTILE_SUCCESS);
    CHECK(k == &kernels[1]); /* the entry name still works */
    k = NULL;
    CHECK_EQ_INT(cuTileModuleGetKernel(&m, "convert", &k), CUTILE_ERROR_NOT_FOUND);
    CHECK(k == NULL);
    CHECK_CONTAINS(cuTileGetLastErrorMessage(), "convert is ambiguous: 2 kernels");
    CHECK_CONTAINS(cuTileGetLastErrorMessage(), kernels[0].name);
    CHECK_CONTAINS(cuTileGetLastErrorMessage(), kernels[1].name);
    CHECK(!strstr(cuTileGetLastErrorMessage(), "attention_"));
    CHECK_EQ_INT(cuTileModuleGetKernel(&m, "attn", &k), CUTILE_ERROR_NOT_FOUND);
    CHECK_CONTAINS(cuTileGetLastErrorMessage(), "no kernel named attn in the module; its kernels:");
    CHECK_CONTAINS(cuTileGetLastErrorMessage(), "attention_Kt1");
    CHECK_EQ_INT(cuTileModuleGetKernel(&m, "convert_K", &k), CUTILE_ERROR_NOT_FOUND);
}

/* ---- compiling into a cache directory ---- */

static char last_log[1024];
static int compiled_logs, disk_hits;
static void on_log(void *user, cuTileLogLevel level, const char *msg)
{
    (void)user, (void)level;
    snprintf(last_log, sizeof last_log, "%s", msg);
    compiled_logs += strstr(msg, ": compiled in ") != NULL;
    disk_hits += strstr(msg, ": found on disk") != NULL;
}

static cuTileCompileOptions opts(const char *gpu)
{
    cuTileCompileOptions o = {sizeof o, gpu, 3, 0, -1, -1, -1};
    return o;
}

/* The key a load computes for these settings: the load path's defaults for the options
 * (api.c), the environment's knobs. */
static void load_key_hex(const char *target, const void *bc, size_t size, char hex[33])
{
    ct_diag d = {0};
    ct_build_ident id;
    ct_cache_key key;
    ct_build_options o = {.opt_level = 3, .knobs = CT_KNOBS_UNSET, .link = 1};
    o.target = ct_target_by_name(target, &d);
    CHECK_EQ_INT(ct_knobs_resolve(&o.knobs, &d), CUTILE_SUCCESS);
    ct_build_ident_init(&id);
    CHECK_EQ_INT(ct_build_key(&id, &o, bc, size, &key, &d), CUTILE_SUCCESS);
    ct_cache_key_hex(&key, hex);
}

static void test_compile_to_cache(const char *dir)
{
    size_t size = 0;
    unsigned char *bc = test_read_file("test/data/vec_add_1d_f32.v13_3.cutile", &size);
    char bundle[256], key[33] = "", again[33] = "", want[33], path[320];
    snprintf(bundle, sizeof bundle, "%s/bundle/sub", dir); /* created with its parent */
    cuTileCompileOptions o = opts("sm_80");
    cuTileSetLogCallback(on_log, NULL);
    CHECK_EQ_INT(cuTileCompileToCache(bc, size, &o, bundle, key), CUTILE_SUCCESS);
    CHECK_EQ_INT(compiled_logs, 1);
    load_key_hex("sm_80", bc, size, want);
    CHECK(strcmp(key, want) == 0);
    snprintf(path, sizeof path, "%s/%s.entry", bundle, key);
    struct stat st;
    CHECK(stat(path, &st) == 0 && S_ISREG(st.st_mode));
    /* again: found, not built; "80" is sm_80 */
    o.gpu_name = "80";
    CHECK_EQ_INT(cuTileCompileToCache(bc, size, &o, bundle, again), CUTILE_SUCCESS);
    CHECK_EQ_INT(compiled_logs, 1);
    CHECK_EQ_INT(disk_hits, 1);
    CHECK(strcmp(key, again) == 0);
    /* a later load's cache, with the bundle as a read-only layer, has the entry */
    ct_cache_config cfg = {.read_path = bundle, .meta_check = ct_build_meta_check};
    ct_cache *c = NULL;
    ct_diag d = {0};
    ct_cache_key k;
    const ct_cache_entry *e = NULL;
    ct_cache_source from = CT_CACHE_MISS;
    CHECK_EQ_INT(ct_cache_open(&cfg, &c, &d), CUTILE_SUCCESS);
    CHECK_EQ_INT(ct_cache_key_parse_hex(key, 32, &k), 0);
    CHECK_EQ_INT(ct_cache_lookup(c, &k, &e, &from, &d), CUTILE_SUCCESS);
    CHECK_EQ_INT(from, CT_CACHE_DISK_READONLY);
    CHECK(e && e->info.kernel_count == 1 && strncmp(e->info.first_kernel, "vec_add_1d_Kt1", 14) == 0);
    CHECK(e && strcmp(e->info.target, "sm_80") == 0);
    ct_cache_close(c);
    /* a knob set by the environment is a setting of its own, as for a load */
    setenv("CUTILE_PREFER_TMA", "1", 1);
    o.gpu_name = "sm_90a";
    CHECK_EQ_INT(cuTileCompileToCache(bc, size, &o, bundle, again), CUTILE_SUCCESS);
    load_key_hex("sm_90a", bc, size, want);
    CHECK(strcmp(again, want) == 0 && strcmp(again, key) != 0);
    setenv("CUTILE_PREFER_TMA", "yes", 1);
    CHECK_EQ_INT(cuTileCompileToCache(bc, size, &o, bundle, NULL), CUTILE_ERROR_BAD_ENVIRONMENT);
    CHECK_CONTAINS(cuTileGetLastErrorMessage(), "CUTILE_PREFER_TMA=yes");
    unsetenv("CUTILE_PREFER_TMA");
    cuTileSetLogCallback(NULL, NULL);
    free(bc);
}

static void test_compile_to_cache_errors(const char *dir)
{
    size_t size = 0;
    unsigned char *bc = test_read_file("test/data/vec_add_1d_f32.v13_3.cutile", &size);
    char file[256], fresh[256], key[33] = "unchanged";
    cuTileCompileOptions o = opts(NULL);
    CHECK_EQ_INT(cuTileCompileToCache(bc, size, &o, dir, key), CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK_CONTAINS(cuTileGetLastErrorMessage(), "gpu_name");
    CHECK_EQ_INT(cuTileCompileToCache(bc, size, NULL, dir, key), CUTILE_ERROR_INVALID_ARGUMENT);
    o = opts("sm_81");
    CHECK_EQ_INT(cuTileCompileToCache(bc, size, &o, dir, key), CUTILE_ERROR_INVALID_ARGUMENT);
    o = opts("sm_80");
    o.opt_level = 4;
    CHECK_EQ_INT(cuTileCompileToCache(bc, size, &o, dir, key), CUTILE_ERROR_INVALID_ARGUMENT);
    o = opts("sm_80");
    CHECK_EQ_INT(cuTileCompileToCache(bc, size, &o, NULL, key), CUTILE_ERROR_INVALID_ARGUMENT);
    /* a file where the directory should be */
    snprintf(file, sizeof file, "%s/a_file", dir);
    FILE *f = fopen(file, "w");
    if (f)
        fclose(f);
    CHECK_EQ_INT(cuTileCompileToCache(bc, size, &o, file, key), CUTILE_ERROR_CACHE);
    CHECK_CONTAINS(cuTileGetLastErrorMessage(), "cannot be used");
    /* bytes that are not bytecode: nothing stored */
    snprintf(fresh, sizeof fresh, "%s/fresh", dir);
    CHECK_EQ_INT(cuTileCompileToCache("not bytecode", 12, &o, fresh, key), CUTILE_ERROR_BAD_MAGIC);
    CHECK(strcmp(key, "unchanged") == 0);
    char cmd[320];
    /* the directory's lock and cache tag (cache/FORMAT.md §7), no entry or temporary file */
    snprintf(cmd, sizeof cmd, "test -z \"$(ls -A %s | grep -v -e '^.lock$' -e '^CACHEDIR.TAG$')\"",
             fresh);
    CHECK_EQ_INT(system(cmd), 0);
    free(bc);
}

int main(void)
{
    test_list_exports();
    test_signature();
    test_python_name_from_debug_info();
    test_list_errors();
    test_mangled_names();
    test_lookup_by_python_name();
    unsigned major, minor;
    ct_diag d = {0};
    if (ct_link_version(&major, &minor, &d)) {
        printf("SKIPPED: cuTileCompileToCache not tested: %s\n", d.msg);
        return ct_test_failures ? 1 : 77;
    }
    const char *tmp = getenv("TMPDIR");
    char dir[128];
    snprintf(dir, sizeof dir, "%s/cutile_offline_XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (!mkdtemp(dir)) {
        perror("mkdtemp");
        return 1;
    }
    test_compile_to_cache(dir);
    test_compile_to_cache_errors(dir);
    char cmd[160];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    CHECK_EQ_INT(system(cmd), 0);
    TEST_MAIN_END();
}
