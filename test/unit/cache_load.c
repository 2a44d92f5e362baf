/* cache_load.c — the kernel cache behind cuTileContextCreate and cuTileLoadModule.
 *
 * Everywhere: a malformed cache variable fails context creation with ERROR_BAD_ENVIRONMENT
 * naming it, before the device is looked at; an option that replaces a variable spares it.
 * With a GPU (else those parts say they are skipped): a repeat load of the same bytes hands out
 * the same module, counting loads; the last unload unloads and a reload comes from the cache's
 * memory; a new context (a new cache, as in a new process) takes the module from disk without
 * compiling and its kernel adds vectors right; other options make another module; a damaged
 * entry is rebuilt; threads racing to load one key end with one module; cache_disable writes
 * nothing. */
#include <pthread.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "launch/launch.h"
#include "test.h"
#include "tile_args.h"

#define BYTECODE "test/data/vec_add_1d_f32.v13_3.cutile"

static char dir[64];
static unsigned char *bc;
static size_t bc_size;

/* ---- the log ---- */

static pthread_mutex_t log_mu = PTHREAD_MUTEX_INITIALIZER;
static char log_text[16384];

static void log_cb(void *user, cuTileLogLevel level, const char *msg)
{
    (void)user, (void)level;
    pthread_mutex_lock(&log_mu);
    size_t n = strlen(log_text);
    snprintf(log_text + n, sizeof log_text - n, "%s\n", msg);
    pthread_mutex_unlock(&log_mu);
}

static void log_reset(void) { log_text[0] = 0; }

/* ---- everywhere ---- */

static void test_bad_environment(void)
{
    static const struct {
        const char *var, *value;
    } bad[] = {{"CUTILE_CACHE_DISABLE", "maybe"},
               {"CUTILE_CACHE_MAX_SIZE", "12Q"},
               {"CUTILE_CACHE_MAX_SIZE", "-1"},
               {"CUTILE_CACHE_MAX_SIZE", "99999999999999999999"}};
    for (size_t i = 0; i < CT_ARRAY_LEN(bad); i++) {
        setenv(bad[i].var, bad[i].value, 1);
        cuTileContext ctx = NULL;
        CHECK_EQ_INT(cuTileContextCreate(&ctx, NULL), CUTILE_ERROR_BAD_ENVIRONMENT);
        CHECK_CONTAINS(cuTileGetLastErrorMessage(), bad[i].var);
        CHECK(ctx == NULL);
        unsetenv(bad[i].var);
    }
    /* An option that replaces the variable: the variable is not read. */
    setenv("CUTILE_CACHE_MAX_SIZE", "12Q", 1);
    setenv("CUTILE_CACHE_DISABLE", "maybe", 1);
    cuTileContextOptions o = {.struct_size = sizeof o, .cache_disable = 1,
                              .cache_max_size = 1 << 20};
    cuTileContext ctx = NULL;
    cuTileStatus s = cuTileContextCreate(&ctx, &o);
    CHECK(s == CUTILE_SUCCESS || s == CUTILE_ERROR_NO_DEVICE);
    cuTileContextDestroy(ctx);
    unsetenv("CUTILE_CACHE_MAX_SIZE");
    unsetenv("CUTILE_CACHE_DISABLE");
}

/* ---- with a GPU ---- */

static cuTileContext context_in(const char *sub, int disable)
{
    char path[128];
    snprintf(path, sizeof path, "%s/%s", dir, sub);
    cuTileContextOptions o = {.struct_size = sizeof o, .cache_dir = path,
                              .cache_disable = disable};
    cuTileContext ctx = NULL;
    CHECK_EQ_INT(cuTileContextCreate(&ctx, &o), CUTILE_SUCCESS);
    return ctx;
}

static cuTileModule load(cuTileContext ctx, const cuTileCompileOptions *o)
{
    cuTileModule m = NULL;
    CHECK_EQ_INT(cuTileLoadModule(ctx, bc, bc_size, o, &m), CUTILE_SUCCESS);
    return m;
}

/* vec_add of the module's kernel on n floats, checked against the CPU. */
static void check_vec_add(cuTileContext ctx, cuTileModule m)
{
    typedef CUresult (*alloc_fn)(uint64_t *, size_t);
    typedef CUresult (*free_fn)(uint64_t);
    typedef CUresult (*htod_fn)(uint64_t, const void *, size_t);
    typedef CUresult (*dtoh_fn)(void *, uint64_t, size_t);
    typedef CUresult (*sync_fn)(void);
    alloc_fn mem_alloc = (alloc_fn)ct_cuda_symbol("cuMemAlloc_v2");
    free_fn mem_free = (free_fn)ct_cuda_symbol("cuMemFree_v2");
    htod_fn htod = (htod_fn)ct_cuda_symbol("cuMemcpyHtoD_v2");
    dtoh_fn dtoh = (dtoh_fn)ct_cuda_symbol("cuMemcpyDtoH_v2");
    sync_fn sync = (sync_fn)ct_cuda_symbol("cuCtxSynchronize");
    CHECK(mem_alloc && mem_free && htod && dtoh && sync);
    if (!mem_alloc || !mem_free || !htod || !dtoh || !sync)
        return;
    const char *name = NULL;
    cuTileKernel k = NULL;
    CHECK_EQ_INT(cuTileModuleGetKernelName(m, 0, &name), CUTILE_SUCCESS);
    CHECK_EQ_INT(cuTileModuleGetKernel(m, name, &k), CUTILE_SUCCESS);
    enum { N = 8192 };
    static float a[N], b[N], c[N];
    for (int i = 0; i < N; i++)
        a[i] = (float)i * 0.5f, b[i] = (float)(N - i) * 0.25f, c[i] = -1;
    ctx->cu->cuCtxPushCurrent(ctx->cu_ctx);
    uint64_t d[3] = {0, 0, 0};
    for (int i = 0; i < 3; i++)
        CHECK_EQ_INT(mem_alloc(&d[i], sizeof a), 0);
    CHECK_EQ_INT(htod(d[0], a, sizeof a), 0);
    CHECK_EQ_INT(htod(d[1], b, sizeof b), 0);
    CHECK_EQ_INT(htod(d[2], c, sizeof c), 0);
    cuTileArg args[3] = {TILE_ARRAY(d[0], CUTILE_DTYPE_F32, N),
                         TILE_ARRAY(d[1], CUTILE_DTYPE_F32, N),
                         TILE_ARRAY(d[2], CUTILE_DTYPE_F32, N)};
    uint32_t grid[3] = {N / 1024, 1, 1};
    CHECK_EQ_INT(cuTileLaunch(k, grid, args, 3, NULL), CUTILE_SUCCESS);
    CHECK_EQ_INT(sync(), 0);
    CHECK_EQ_INT(dtoh(c, d[2], sizeof c), 0);
    int bad = 0;
    for (int i = 0; i < N; i++)
        bad += c[i] != a[i] + b[i];
    CHECK_EQ_INT(bad, 0);
    for (int i = 0; i < 3; i++)
        mem_free(d[i]);
    CUcontext popped;
    ctx->cu->cuCtxPopCurrent(&popped);
}

static int entry_count(const char *sub)
{
    char cmd[256], line[64] = "";
    snprintf(cmd, sizeof cmd, "ls %s/%s 2>/dev/null | grep -c '\\.entry$'", dir, sub);
    FILE *p = popen(cmd, "r");
    if (p && !fgets(line, sizeof line, p))
        line[0] = 0;
    if (p)
        pclose(p);
    return atoi(line);
}

static void test_repeat_and_disk(void)
{
    cuTileContext ctx = context_in("main", 0);
    log_reset();
    cuTileModule m1 = load(ctx, NULL);
    CHECK_CONTAINS(log_text, "compiled in");
    log_reset();
    cuTileModule m2 = load(ctx, NULL);
    CHECK(m1 && m1 == m2); /* the same module, one more load */
    CHECK_EQ_INT(log_text[0], 0); /* not even the cache was asked */
    CHECK_EQ_INT(entry_count("main"), 1);
    cuTileModuleUnload(m2);
    size_t n = 0;
    CHECK_EQ_INT(cuTileModuleGetKernelCount(m1, &n), CUTILE_SUCCESS); /* still loaded */
    CHECK_EQ_INT(n, 1);
    check_vec_add(ctx, m1);
    cuTileModuleUnload(m1); /* the last: unloaded */
    log_reset();
    cuTileModule m3 = load(ctx, NULL);
    CHECK_CONTAINS(log_text, "found in memory"); /* the cubin, kept by the context's cache */
    check_vec_add(ctx, m3);

    /* Other options: another key, another module, another entry. */
    cuTileCompileOptions o2 = {.struct_size = sizeof o2, .opt_level = 2, .always_swizzle = -1,
                               .prefer_tma = -1, .delay_tma_store_wait = -1};
    cuTileModule m4 = load(ctx, &o2);
    CHECK(m4 && m4 != m3);
    CHECK_EQ_INT(entry_count("main"), 2);
    cuTileModuleUnload(m4);
    cuTileContextDestroy(ctx); /* m3 still loaded: destroyed with the context */

    /* A new context has a new, empty in-process cache: the module comes from disk. */
    ctx = context_in("main", 0);
    log_reset();
    cuTileModule m5 = load(ctx, NULL);
    CHECK_CONTAINS(log_text, "found on disk");
    CHECK(!strstr(log_text, "compiled"));
    check_vec_add(ctx, m5);
    cuTileContextDestroy(ctx);
}

/* A byte flipped in the stored entry: removed, rebuilt, and the kernel still right. */
static void test_damaged_entry(void)
{
    char cmd[256];
    snprintf(cmd, sizeof cmd,
             "for f in %s/main/*.entry; do printf '\\377' | "
             "dd of=$f bs=1 seek=200 conv=notrunc 2>/dev/null; done",
             dir);
    CHECK_EQ_INT(system(cmd), 0);
    cuTileContext ctx = context_in("main", 0);
    log_reset();
    cuTileModule m = load(ctx, NULL);
    CHECK_CONTAINS(log_text, "removed bad entry");
    CHECK_CONTAINS(log_text, "compiled in");
    check_vec_add(ctx, m);
    cuTileContextDestroy(ctx);
}

typedef struct racer {
    cuTileContext ctx;
    cuTileModule m;
} racer;

static void *race(void *p)
{
    racer *r = p;
    cuTileLoadModule(r->ctx, bc, bc_size, NULL, &r->m);
    return NULL;
}

/* Eight threads load one key at once: one module, eight loads of it. */
static void test_threads(void)
{
    cuTileContext ctx = context_in("threads", 0);
    racer r[8];
    pthread_t t[8];
    for (int i = 0; i < 8; i++) {
        r[i] = (racer){ctx, NULL};
        pthread_create(&t[i], NULL, race, &r[i]);
    }
    for (int i = 0; i < 8; i++)
        pthread_join(t[i], NULL);
    for (int i = 0; i < 8; i++)
        CHECK(r[i].m && r[i].m == r[0].m);
    CHECK_EQ_INT(entry_count("threads"), 1);
    for (int i = 0; i < 7; i++)
        cuTileModuleUnload(r[i].m);
    size_t n = 0;
    CHECK_EQ_INT(cuTileModuleGetKernelCount(r[7].m, &n), CUTILE_SUCCESS);
    check_vec_add(ctx, r[7].m);
    cuTileModuleUnload(r[7].m);
    cuTileContextDestroy(ctx);
}

static void test_disabled(void)
{
    cuTileContext ctx = context_in("off", 1);
    log_reset();
    cuTileModule m = load(ctx, NULL);
    CHECK_CONTAINS(log_text, "compiled in");
    char path[128];
    snprintf(path, sizeof path, "%s/off", dir);
    CHECK(access(path, F_OK) != 0); /* not even created */
    cuTileModuleUnload(m);
    cuTileContextDestroy(ctx);
}

int main(void)
{
    cuTileSetLogCallback(log_cb, NULL);
    test_bad_environment();
    cuTileContext probe = NULL;
    cuTileContextOptions off = {.struct_size = sizeof off, .cache_disable = 1};
    if (cuTileContextCreate(&probe, &off) != CUTILE_SUCCESS) {
        printf("no GPU here (%s): loads not checked\n", cuTileGetLastErrorMessage());
        TEST_MAIN_END();
    }
    cuTileContextDestroy(probe);
    if (!(bc = test_read_file(BYTECODE, &bc_size))) {
        fprintf(stderr, "cannot read %s\n", BYTECODE);
        return 1;
    }
    snprintf(dir, sizeof dir, "/tmp/cutile_cache_load_XXXXXX");
    CHECK(mkdtemp(dir) != NULL);
    test_repeat_and_disk();
    test_damaged_entry();
    test_threads();
    test_disabled();
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    CHECK_EQ_INT(system(cmd), 0);
    free(bc);
    TEST_MAIN_END();
}
