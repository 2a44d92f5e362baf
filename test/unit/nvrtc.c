/* nvrtc.c — CUDA C++ sources through NVRTC and nvJitLink without a GPU: cuTileCudaCompile for
 * sm_80 and sm_90a (PTX and LTO-IR paths, templates through name expressions), NVRTC's log
 * reaching the caller on failure (last-error message and the options' log buffer, truncated),
 * every refused argument, the entries found in PTX text, the cache key covering each input,
 * the entry's "CTNV" metadata tail (decoded, and damaged tails refused), and the cache path:
 * compiled once, then a disk hit in a new cache instance. Skips (77) without NVRTC or
 * nvJitLink. */
#include <stdint.h>

#include "cache_test.h"
#include "build/cuda_build.h"
#include "toolkit/jitlink.h"
#include "toolkit/nvrtc.h"

static const char source[] =
    "template <int N> __global__ void scale(float *x, float a)\n"
    "{\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (i < N) x[i] *= a;\n"
    "}\n"
    "extern \"C\" __global__ void fill(int *p, int v) { p[threadIdx.x] = v; }\n";

/* The mangled name of scale<64> (Itanium C++ ABI: void scale<64>(float *, float)). */
#define SCALE64 "_Z5scaleILi64EEvPff"

static const char *const exprs[] = {"scale<64>"};

static cuTileCudaOptions options(const char *gpu)
{
    cuTileCudaOptions o = {.struct_size = sizeof o, .gpu_name = gpu, .program_name = "t.cu",
                           .name_expressions = exprs, .num_name_expressions = 1};
    return o;
}

/* The SM a cubin was built for (EM_CUDA ELF; see test/unit/link.c), -1 if not a cubin. */
static int cubin_sm(const uint8_t *p, size_t n)
{
    if (n < 64 || memcmp(p, "\x7f" "ELF", 4) != 0 || (p[18] | p[19] << 8) != 190)
        return -1;
    uint32_t flags = (uint32_t)p[48] | (uint32_t)p[49] << 8 | (uint32_t)p[50] << 16;
    return p[8] >= 8 ? (int)(flags >> 8 & 0xff) : (int)(flags & 0xff);
}

static void test_compile(const char *gpu, int sm, int lto)
{
    cuTileCudaOptions o = options(gpu);
    o.lto = lto;
    void *cubin = NULL;
    size_t size = 0;
    CHECK_EQ_INT(cuTileCudaCompile(source, sizeof source, &o, NULL, &cubin, &size),
                 CUTILE_SUCCESS);
    if (!cubin) {
        fprintf(stderr, "  %s lto=%d: %s\n", gpu, lto, cuTileGetLastErrorMessage());
        return;
    }
    CHECK_EQ_INT(cubin_sm(cubin, size), sm);
    CHECK(memmem(cubin, size, SCALE64, strlen(SCALE64)) != NULL);
    CHECK(memmem(cubin, size, "fill", 4) != NULL);
    cuTileFree(NULL, cubin);
}

/* A source with an error: the status, NVRTC's message in the last error, the whole log in the
 * buffer (and cut to fit a small one), nothing on stdout. */
static void test_compile_error(void)
{
    static const char bad[] = "__global__ void k(int *p) { p[0] = undeclared_thing; }\n";
    char log[4096], small[8];
    cuTileCudaOptions o = options("sm_90a");
    o.num_name_expressions = 0;
    o.log = log;
    o.log_size = sizeof log;
    void *cubin = NULL;
    size_t size = 0;
    CHECK_EQ_INT(cuTileCudaCompile(bad, sizeof bad - 1, &o, NULL, &cubin, &size),
                 CUTILE_ERROR_COMPILE);
    CHECK(cubin == NULL);
    CHECK_CONTAINS(cuTileGetLastErrorMessage(), "undeclared_thing");
    CHECK_CONTAINS(cuTileGetLastErrorMessage(), "t.cu");
    CHECK_CONTAINS(log, "t.cu(1): error");
    CHECK_CONTAINS(log, "undeclared_thing");
    o.log = small;
    o.log_size = sizeof small;
    CHECK_EQ_INT(cuTileCudaCompile(bad, sizeof bad - 1, &o, NULL, &cubin, &size),
                 CUTILE_ERROR_COMPILE);
    CHECK_EQ_INT(strlen(small), sizeof small - 1);
    CHECK(strncmp(small, log, sizeof small - 1) == 0);
    /* A name expression that names nothing. */
    static const char *const missing[] = {"no_such_kernel<3>"};
    o = options("sm_90a");
    o.name_expressions = missing;
    CHECK_EQ_INT(cuTileCudaCompile(source, sizeof source, &o, NULL, &cubin, &size),
                 CUTILE_ERROR_COMPILE);
    /* Warnings of a successful compile reach the buffer too; no kernel at all is NOT_FOUND. */
    static const char none[] = "__device__ int f(int x) { return x; }\n";
    o = options("sm_80");
    o.num_name_expressions = 0;
    o.log = log;
    o.log_size = sizeof log;
    CHECK_EQ_INT(cuTileCudaCompile(none, sizeof none, &o, NULL, &cubin, &size),
                 CUTILE_ERROR_NOT_FOUND);
}

static void test_refused(void)
{
    void *cubin = NULL;
    size_t size = 0;
    cuTileCudaOptions o = options("sm_90a");
    CHECK_EQ_INT(cuTileCudaCompile(NULL, 0, &o, NULL, &cubin, &size),
                 CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_INT(cuTileCudaCompile(source, sizeof source, NULL, NULL, &cubin, &size),
                 CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_INT(cuTileCudaCompile(source, sizeof source, &o, NULL, NULL, &size),
                 CUTILE_ERROR_INVALID_ARGUMENT);
    o.gpu_name = NULL;
    CHECK_EQ_INT(cuTileCudaCompile(source, sizeof source, &o, NULL, &cubin, &size),
                 CUTILE_ERROR_INVALID_ARGUMENT);
    o.gpu_name = "sm_31";
    CHECK_EQ_INT(cuTileCudaCompile(source, sizeof source, &o, NULL, &cubin, &size),
                 CUTILE_ERROR_INVALID_ARGUMENT);
    o = options("sm_90a");
    o.struct_size--;
    CHECK_EQ_INT(cuTileCudaCompile(source, sizeof source, &o, NULL, &cubin, &size),
                 CUTILE_ERROR_INVALID_ARGUMENT);
    static const char *const arch[] = {"-std=c++17", "--gpu-architecture=compute_80"};
    o = options("sm_90a");
    o.options = arch;
    o.num_options = 2;
    CHECK_EQ_INT(cuTileCudaCompile(source, sizeof source, &o, NULL, &cubin, &size),
                 CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK_CONTAINS(cuTileGetLastErrorMessage(), "--gpu-architecture");
    static const char *const null_opt[] = {NULL};
    o.options = null_opt;
    o.num_options = 1;
    CHECK_EQ_INT(cuTileCudaCompile(source, sizeof source, &o, NULL, &cubin, &size),
                 CUTILE_ERROR_INVALID_ARGUMENT);
    static const char nul_inside[] = "__global__ void k() {}\0// more\n";
    o = options("sm_90a");
    CHECK_EQ_INT(cuTileCudaCompile(nul_inside, sizeof nul_inside, &o, NULL, &cubin, &size),
                 CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK_CONTAINS(cuTileGetLastErrorMessage(), "NUL byte at offset 22");
    cuTileCudaInclude inc = {"h.h", NULL, 3};
    o.includes = &inc;
    o.num_includes = 1;
    CHECK_EQ_INT(cuTileCudaCompile(source, sizeof source, &o, NULL, &cubin, &size),
                 CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK(cubin == NULL);
}

/* A header given as text; an -D option; LTO with a header. */
static void test_includes(void)
{
    static const char src[] = "#include \"consts.h\"\n"
                              "extern \"C\" __global__ void k(int *p) { p[0] = VALUE + EXTRA; }\n";
    static const char hdr[] = "#define VALUE 41\n";
    static const char *const opts[] = {"-DEXTRA=1"};
    cuTileCudaInclude inc = {"consts.h", hdr, sizeof hdr - 1};
    cuTileCudaOptions o = {.struct_size = sizeof o, .gpu_name = "sm_90a", .options = opts,
                           .num_options = 1, .includes = &inc, .num_includes = 1};
    void *cubin = NULL;
    size_t size = 0;
    CHECK_EQ_INT(cuTileCudaCompile(src, sizeof src - 1, &o, NULL, &cubin, &size),
                 CUTILE_SUCCESS);
    cuTileFree(NULL, cubin);
    o.num_includes = 0; /* without the header NVRTC cannot find it */
    CHECK_EQ_INT(cuTileCudaCompile(src, sizeof src - 1, &o, NULL, &cubin, &size),
                 CUTILE_ERROR_COMPILE);
    CHECK_CONTAINS(cuTileGetLastErrorMessage(), "consts.h");
}

static void test_ptx_entries(void)
{
    static const char ptx[] = "//\n// .globl\tk1\n.version 8.7\n.target sm_90a\n"
                              ".extern .entry declared_only(\n.param .u64 x\n);\n"
                              ".visible .entry k1(\n\t.param .u64 k1_param_0\n)\n{\n\tret;\n}\n"
                              ".func (.param .b32 r) helper()\n{\n}\n"
                              "  .weak .entry _Z1kILi3EEvv()\n{\n\tret;\n}\n"
                              ".entry plain {\n\tret;\n}";
    ct_arena a;
    ct_arena_init(&a, NULL);
    const char **names = NULL;
    uint32_t n = 0;
    ct_diag d = {0};
    CHECK_EQ_INT(ct_ptx_entries(ptx, sizeof ptx - 1, &a, &names, &n, &d), CUTILE_SUCCESS);
    CHECK_EQ_INT(n, 3);
    if (n == 3) {
        CHECK(strcmp(names[0], "k1") == 0);
        CHECK(strcmp(names[1], "_Z1kILi3EEvv") == 0);
        CHECK(strcmp(names[2], "plain") == 0);
    }
    ct_diag_clear(&d);
    CHECK_EQ_INT(ct_ptx_entries(ptx, 60, &a, &names, &n, &d), CUTILE_ERROR_NOT_FOUND);
    ct_arena_free(&a);
}

/* ---- keys ---- */

static ct_cache_key key_with(const ct_build_ident *id, const ct_nvrtc_input *in)
{
    ct_cache_key k;
    ct_diag d = {0};
    memset(&k, 0, sizeof k);
    CHECK_EQ_INT(ct_cuda_key(id, in, &k, &d), CUTILE_SUCCESS);
    return k;
}

static ct_cache_key key_of(const ct_nvrtc_input *in)
{
    ct_build_ident id = {"0.1.0 r1 test", "13.0"};
    return key_with(&id, in);
}

static int same_key(ct_cache_key a, ct_cache_key b) { return memcmp(&a, &b, sizeof a) == 0; }

static void test_keys(void)
{
    static const char *const o1[] = {"-DA=1", "-DB=2"}, *const o2[] = {"-DB=2", "-DA=1"};
    static const char *const e1[] = {"scale<64>"}, *const e2[] = {"scale<32>"};
    cuTileCudaInclude i1 = {"h.h", "int x;", 6}, i2 = {"h.h", "int y;", 6},
                      i3 = {"g.h", "int x;", 6};
    ct_nvrtc_input base = {.source = source, .size = sizeof source - 1, .name = "t.cu",
                           .arch = "sm_90a", .options = o1, .noptions = 2, .includes = &i1,
                           .nincludes = 1, .name_exprs = e1, .nname_exprs = 1};
    ct_cache_key k0 = key_of(&base);
    ct_nvrtc_input in = base;
    in.size = sizeof source; /* with its final NUL: the same text */
    CHECK(same_key(key_of(&in), k0));
    ct_nvrtc_input changes[9];
    for (int i = 0; i < 9; i++)
        changes[i] = base;
    changes[0].size--;            /* one byte less of source */
    changes[1].options = o2;      /* options in another order */
    changes[2].noptions = 1;
    changes[3].includes = &i2;    /* the header's text */
    changes[4].includes = &i3;    /* the header's name */
    changes[5].name_exprs = e2;
    changes[6].lto = 1;
    changes[7].arch = "sm_80";
    changes[8].name = "u.cu";
    for (int i = 0; i < 9; i++) {
        ct_cache_key k = key_of(&changes[i]);
        if (same_key(k, k0))
            fprintf(stderr, "  change %d keeps the key\n", i);
        CHECK(!same_key(k, k0));
    }
    /* This library's build and nvJitLink's version are in the key too. */
    ct_build_ident other_lib = {"0.1.0 r2 test", "13.0"}, other_link = {"0.1.0 r1 test", "13.1"};
    CHECK(!same_key(key_with(&other_lib, &base), k0));
    CHECK(!same_key(key_with(&other_link, &base), k0));
    /* Moving a byte between items changes the key: option "-DA=1","-DB=2" vs "-DA=1-","DB=2". */
    static const char *const o3[] = {"-DA=1-", "DB=2"};
    in = base;
    in.options = o3;
    CHECK(!same_key(key_of(&in), k0));
}

/* ---- the entry's tail ---- */

static ct_status decode_tail(const uint8_t *tail, size_t n, ct_arena *a, ct_cuda_names *names)
{
    ct_cache_meta m = {.target = "sm_90a", .tail = tail, .tail_size = n};
    ct_diag d = {0};
    return ct_cuda_meta_decode(&m, a, names, &d);
}

static void test_tail(void)
{
    /* "CTNV", version 1, one pair: "f<1>" → "_Z1fILi1EEvv". */
    static const uint8_t good[] = {'C', 'T', 'N', 'V', 1, 0, 1, 0, 4, 0, 'f', '<', '1', '>', 0,
                                   12, 0, '_', 'Z', '1', 'f', 'I', 'L', 'i', '1', 'E', 'E', 'v',
                                   'v', 0};
    ct_arena a;
    ct_arena_init(&a, NULL);
    ct_cuda_names names = {0};
    CHECK_EQ_INT(decode_tail(good, sizeof good, &a, &names), CUTILE_SUCCESS);
    CHECK_EQ_INT(names.count, 1);
    if (names.count == 1) {
        CHECK(strcmp(names.expr[0], "f<1>") == 0);
        CHECK(strcmp(names.lowered[0], "_Z1fILi1EEvv") == 0);
    }
    uint8_t bad[sizeof good + 1];
    memcpy(bad, good, sizeof good);
    bad[sizeof good] = 0; /* a byte left over */
    CHECK_EQ_INT(decode_tail(bad, sizeof bad, NULL, NULL), CUTILE_ERROR_CACHE);
    for (size_t n = 0; n < sizeof good; n++) /* every truncation */
        CHECK_EQ_INT(decode_tail(good, n, NULL, NULL), CUTILE_ERROR_CACHE);
    memcpy(bad, good, sizeof good);
    bad[4] = 2; /* another version */
    CHECK_EQ_INT(decode_tail(bad, sizeof good, NULL, NULL), CUTILE_ERROR_CACHE);
    memcpy(bad, good, sizeof good);
    bad[14] = 'x'; /* no NUL after the expression */
    CHECK_EQ_INT(decode_tail(bad, sizeof good, NULL, NULL), CUTILE_ERROR_CACHE);
    memcpy(bad, good, sizeof good);
    bad[3] = 'M'; /* not this kind */
    CHECK_EQ_INT(decode_tail(bad, sizeof good, NULL, NULL), CUTILE_ERROR_CACHE);
    ct_arena_free(&a);
}

/* ---- the cache path ---- */

static const ct_cache_entry *cached(const char *dir, const ct_nvrtc_input *in, ct_cache **c,
                                    ct_cache_source *from)
{
    ct_cache_config cfg = {.dir = dir, .meta_check = ct_build_meta_check};
    ct_diag d = {0};
    CHECK_EQ_INT(ct_cache_open(&cfg, c, &d), CUTILE_SUCCESS);
    ct_build_ident id;
    ct_build_ident_init(&id);
    ct_cache_key key = key_of(in);
    const ct_cache_entry *e = NULL;
    ct_buf log;
    ct_buf_init(&log, NULL);
    CHECK_EQ_INT(ct_cuda_cached(*c, in, &key, &log, &e, from, &d), CUTILE_SUCCESS);
    if (d.status)
        fprintf(stderr, "  %s\n", d.msg);
    ct_buf_free(&log);
    return e;
}

static void test_cache(void)
{
    char dir[256];
    tmp_dir(dir);
    ct_nvrtc_input in = {.source = source, .size = sizeof source - 1, .name = "t.cu",
                         .arch = "sm_90a", .name_exprs = exprs, .nname_exprs = 1};
    ct_cache *c1 = NULL, *c2 = NULL;
    ct_cache_source from = CT_CACHE_MISS;
    const ct_cache_entry *e1 = cached(dir, &in, &c1, &from);
    CHECK_EQ_INT(from, CT_CACHE_COMPILED);
    const ct_cache_entry *e2 = cached(dir, &in, &c2, &from);
    CHECK_EQ_INT(from, CT_CACHE_DISK);
    if (e1 && e2) {
        CHECK(e1->cubin_size == e2->cubin_size &&
              memcmp(e1->cubin, e2->cubin, e1->cubin_size) == 0);
        CHECK_EQ_INT(e2->info.kernel_count, 2);
        CHECK(strcmp(e2->info.target, "sm_90a") == 0);
        ct_arena a;
        ct_arena_init(&a, NULL);
        ct_cuda_names names = {0};
        ct_diag d = {0};
        CHECK_EQ_INT(ct_cuda_meta_decode(&e2->info, &a, &names, &d), CUTILE_SUCCESS);
        CHECK(names.count == 1 && strcmp(names.lowered[0], SCALE64) == 0);
        ct_arena_free(&a);
        int found = 0;
        for (const char *k = e2->info.first_kernel; k; k = ct_cache_meta_next_kernel(&e2->info, k))
            found += strcmp(k, SCALE64) == 0 || strcmp(k, "fill") == 0;
        CHECK_EQ_INT(found, 2);
    }
    ct_cache_close(c1);
    ct_cache_close(c2);
    rm_tree(dir);
}

/* A library that is not there: NULL, and every path tried is named for the message. */
static void test_missing_library(void)
{
    static const char *const names[] = {"libcutile_no_such_library.so.99"};
    char tried[1024];
    CHECK(ct_dlopen_toolkit(names, 1, tried, sizeof tried) == NULL);
    CHECK_CONTAINS(tried, "libcutile_no_such_library.so.99");
    CHECK_CONTAINS(tried, "/usr/local/cuda/lib64/libcutile_no_such_library.so.99");
}

int main(void)
{
    unsigned major, minor;
    ct_diag d = {0};
    if (ct_nvrtc_version(&major, &minor, &d) || ct_link_version(&major, &minor, &d)) {
        printf("SKIPPED: %s\n", d.msg);
        return 77;
    }
    test_missing_library();
    test_compile("sm_90a", 90, 0);
    test_compile("sm_80", 80, 0);
    test_compile("sm_90a", 90, 1);
    test_compile_error();
    test_refused();
    test_includes();
    test_ptx_entries();
    test_keys();
    test_tail();
    test_cache();
    TEST_MAIN_END();
}
