/* multi_context.c — contexts on several devices, used from several threads at once, against
 * the fake driver of test/fake/libcuda_fake.c (found through LD_LIBRARY_PATH, set by ctest):
 * device 0 of compute capability 9.0, device 1 of 8.0. The fake driver refuses a cubin built
 * for an architecture its device cannot run and a launch outside the function's context, and
 * counts loads and launches per device, so the checks are the driver's, not the library's:
 *   - cuTileContextCreateOnDevice binds each device (and refuses ordinals it lacks);
 *     cuTileContextCreate binds the current context, else device 0;
 *   - two contexts per device, each used by two threads that load one module (compiled for
 *     the device's own target: the fake refuses the other's) and launch it — from threads
 *     with no current context, so each launch must reach the kernel's own context;
 *   - the shared cache directory ends with one entry per target, not per context, each
 *     compiled once (the other contexts of its architecture wait for it and load it);
 *   - cuTileLaunchEx asks the driver for a programmatic dependent launch on the 9.0 device
 *     only (the driver refuses the attribute below 9.0), and only when the options say so;
 *     options of another struct_size are refused by all three Ex calls before anything is
 *     launched;
 *   - a kernel with a lone twin (samples/matmul's f16 64x64x64 on the 8.0 device: rings for two
 *     CTAs an SM) launches the twin, with its larger dynamic shared memory, for a grid of at
 *     most the device's 108 SMs, and itself for a larger grid.
 * Run under ThreadSanitizer (CUTILE_TSAN=ON), it also checks the library's locking.
 * Exit 77 (said) without the fake driver or without nvJitLink. */
#include <dirent.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <unistd.h>

#include "cutile_rt.h"
#include "test.h"
#include "tile_args.h"

#define BYTECODE "test/data/vec_add_1d_f32.v13_4.cutile"
#define DEVICES 2
#define CONTEXTS_PER_DEVICE 2
#define THREADS_PER_CONTEXT 2
#define LAUNCHES 50
#define N 4096

typedef void (*counts_fn)(int dev, long *modules, long *launches);
typedef long (*pdl_fn)(int dev);
typedef long (*smem_fn)(int dev);
typedef int (*retain_fn)(void **ctx, int dev);
typedef int (*ctx_fn)(void *ctx);

static unsigned char *bytecode;
static size_t bytecode_size;
/* Every thread holds its load between the two waits, while main counts the modules. */
static pthread_barrier_t loaded, counted;
static atomic_int compiles; /* "compiled in" reports of the log callback */

static void on_log(void *user, cuTileLogLevel level, const char *msg)
{
    (void)user, (void)level;
    if (strstr(msg, "compiled in"))
        atomic_fetch_add(&compiles, 1);
}

typedef struct job {
    cuTileContext ctx;
    cuTileModule module;
    cuTileStatus load, launch; /* the first failure of each, else SUCCESS */
    char msg[512];
} job;

static void fail(job *j, cuTileStatus *where, cuTileStatus s)
{
    if (*where == CUTILE_SUCCESS && s != CUTILE_SUCCESS) {
        *where = s;
        snprintf(j->msg, sizeof j->msg, "%s", cuTileGetLastErrorMessage());
    }
}

/* One thread: load, wait for the others' loads, find the kernel, launch LAUNCHES times (fake
 * device pointers: nothing runs), unload. */
static void *work(void *arg)
{
    job *j = arg;
    cuTileModule m = NULL;
    cuTileKernel k = NULL;
    fail(j, &j->load, cuTileLoadModule(j->ctx, bytecode, bytecode_size, NULL, &m));
    j->module = m;
    pthread_barrier_wait(&loaded);
    pthread_barrier_wait(&counted);
    if (m)
        fail(j, &j->load, cuTileModuleGetKernel(m, "vec_add_1d", &k));
    cuTileArg args[3];
    for (int i = 0; i < 3; i++)
        args[i] = TILE_ARRAY(0x10000u * (uint64_t)(i + 1), CUTILE_DTYPE_F32, N);
    uint32_t grid[3] = {N / 1024, 1, 1};
    for (int i = 0; k && i < LAUNCHES; i++)
        fail(j, &j->launch, cuTileLaunch(k, grid, args, 3, NULL));
    cuTileModuleUnload(m);
    return NULL;
}

static void test_threads(const char *cache_dir, counts_fn counts)
{
    cuTileContextOptions o = {.struct_size = sizeof o, .cache_dir = cache_dir};
    cuTileContext ctx[DEVICES * CONTEXTS_PER_DEVICE] = {0};
    job jobs[DEVICES * CONTEXTS_PER_DEVICE * THREADS_PER_CONTEXT] = {{0}};
    pthread_t th[DEVICES * CONTEXTS_PER_DEVICE * THREADS_PER_CONTEXT];
    long modules0[DEVICES], launches0[DEVICES];
    for (int d = 0; d < DEVICES; d++)
        counts(d, &modules0[d], &launches0[d]);
    for (int c = 0; c < DEVICES * CONTEXTS_PER_DEVICE; c++)
        CHECK_EQ_INT(cuTileContextCreateOnDevice(&ctx[c], c % DEVICES, &o), CUTILE_SUCCESS);
    cuTileSetLogCallback(on_log, NULL);
    int nthreads = DEVICES * CONTEXTS_PER_DEVICE * THREADS_PER_CONTEXT, nctx = nthreads / 2;
    pthread_barrier_init(&loaded, NULL, (unsigned)nthreads + 1);
    pthread_barrier_init(&counted, NULL, (unsigned)nthreads + 1);
    for (int t = 0; t < nthreads; t++) {
        jobs[t].ctx = ctx[t % nctx];
        if (pthread_create(&th[t], NULL, work, &jobs[t]) != 0) {
            fprintf(stderr, "pthread_create failed\n");
            exit(1);
        }
    }
    pthread_barrier_wait(&loaded);
    for (int d = 0; d < DEVICES; d++) {
        long modules, launches;
        counts(d, &modules, &launches);
        /* a context's threads share one module (one CUmodule), contexts do not */
        CHECK_EQ_INT(modules - modules0[d], CONTEXTS_PER_DEVICE);
    }
    for (int t = 0; t < nthreads; t++)
        CHECK(jobs[t].module == jobs[t % nctx].module);
    for (int t = 0; t < nctx; t++)
        for (int u = 0; u < t; u++)
            CHECK(jobs[t].module != jobs[u].module);
    pthread_barrier_wait(&counted);
    for (int t = 0; t < nthreads; t++) {
        pthread_join(th[t], NULL);
        CHECK_EQ_INT(jobs[t].load, CUTILE_SUCCESS);
        CHECK_EQ_INT(jobs[t].launch, CUTILE_SUCCESS);
        if (jobs[t].msg[0])
            fprintf(stderr, "thread %d (device %d): %s\n", t, t % DEVICES, jobs[t].msg);
    }
    pthread_barrier_destroy(&loaded);
    pthread_barrier_destroy(&counted);
    for (int d = 0; d < DEVICES; d++) {
        long modules, launches;
        counts(d, &modules, &launches);
        CHECK_EQ_INT(modules, modules0[d]); /* all unloaded */
        CHECK_EQ_INT(launches - launches0[d],
                     (long)CONTEXTS_PER_DEVICE * THREADS_PER_CONTEXT * LAUNCHES);
        printf("device %d: %ld launches accepted\n", d, launches - launches0[d]);
    }
    cuTileSetLogCallback(NULL, NULL);
    /* one entry and one compile per target (sm_90a, sm_80): the contexts of one architecture
     * wait for the one compiling the key (the cache's lock on it) and then find its entry */
    CHECK_EQ_INT(entries_in(cache_dir), DEVICES);
    CHECK_EQ_INT(atomic_load(&compiles), DEVICES);
    for (int c = 0; c < DEVICES * CONTEXTS_PER_DEVICE; c++)
        cuTileContextDestroy(ctx[c]);
}

/* The device a context loads into: the one whose module count rises while it holds one. */
static int device_of(cuTileContext ctx, counts_fn counts)
{
    long before[DEVICES], after, launches;
    for (int d = 0; d < DEVICES; d++)
        counts(d, &before[d], &launches);
    cuTileModule m = NULL;
    CHECK_EQ_INT(cuTileLoadModule(ctx, bytecode, bytecode_size, NULL, &m), CUTILE_SUCCESS);
    int dev = -1;
    for (int d = 0; d < DEVICES; d++) {
        counts(d, &after, &launches);
        if (after > before[d])
            dev = d;
    }
    cuTileModuleUnload(m);
    return dev;
}

static void test_binding(void *lib, counts_fn counts)
{
    cuTileContextOptions o = {.struct_size = sizeof o, .cache_disable = 1};
    cuTileContext c = NULL;
    CHECK_EQ_INT(cuTileContextCreateOnDevice(&c, DEVICES, &o), CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK_CONTAINS(cuTileGetLastErrorMessage(), "the driver has 2 devices (0 … 1)");
    CHECK_EQ_INT(cuTileContextCreateOnDevice(&c, -1, &o), CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK(c == NULL);
    /* no current context: device 0 */
    CHECK_EQ_INT(cuTileContextCreate(&c, &o), CUTILE_SUCCESS);
    CHECK_EQ_INT(device_of(c, counts), 0);
    cuTileContextDestroy(c);
    /* device 1's context current: device 1, as by ordinal */
    retain_fn retain = (retain_fn)dlsym(lib, "cuDevicePrimaryCtxRetain");
    ctx_fn push = (ctx_fn)dlsym(lib, "cuCtxPushCurrent_v2");
    ctx_fn pop = (ctx_fn)dlsym(lib, "cuCtxPopCurrent_v2");
    void *primary = NULL, *popped = NULL;
    CHECK(retain && push && pop && retain(&primary, 1) == 0 && push(primary) == 0);
    CHECK_EQ_INT(cuTileContextCreate(&c, &o), CUTILE_SUCCESS);
    CHECK_EQ_INT(pop(&popped), 0);
    CHECK_EQ_INT(device_of(c, counts), 1);
    cuTileContextDestroy(c);
    CHECK_EQ_INT(cuTileContextCreateOnDevice(&c, 1, &o), CUTILE_SUCCESS);
    CHECK_EQ_INT(device_of(c, counts), 1);
    cuTileContextDestroy(c);
}

/* On each device: launches with and without programmatic dependent launch, and with options
 * of a wrong size; the fake counts what reached the driver as what. */
static void test_pdl(void *lib, counts_fn counts)
{
    pdl_fn pdl = (pdl_fn)dlsym(lib, "fake_pdl");
    CHECK(pdl != NULL);
    cuTileContextOptions o = {.struct_size = sizeof o, .cache_disable = 1};
    cuTileArg args[3];
    for (int i = 0; i < 3; i++)
        args[i] = TILE_ARRAY(0x10000u * (uint64_t)(i + 1), CUTILE_DTYPE_F32, N);
    uint32_t grid[3] = {N / 1024, 1, 1};
    cuTileLaunchOptions on = {.struct_size = sizeof on, .programmatic_dependent_launch = 1},
                        off = {.struct_size = sizeof off}, bad = {.struct_size = 8};
    for (int dev = 0; pdl && dev < DEVICES; dev++) {
        cuTileContext c = NULL;
        cuTileModule m = NULL;
        cuTileKernel k = NULL;
        CHECK_EQ_INT(cuTileContextCreateOnDevice(&c, dev, &o), CUTILE_SUCCESS);
        CHECK_EQ_INT(cuTileLoadModule(c, bytecode, bytecode_size, NULL, &m), CUTILE_SUCCESS);
        CHECK_EQ_INT(cuTileModuleGetKernel(m, "vec_add_1d", &k), CUTILE_SUCCESS);
        long mods, before, after, pdl0 = pdl(dev);
        counts(dev, &mods, &before);
        CHECK_EQ_INT(cuTileLaunchEx(k, grid, args, 3, NULL, &on), CUTILE_SUCCESS);
        CHECK_EQ_INT(cuTileLaunchEx(k, grid, args, 3, NULL, &off), CUTILE_SUCCESS);
        CHECK_EQ_INT(cuTileLaunchEx(k, grid, args, 3, NULL, NULL), CUTILE_SUCCESS);
        CHECK_EQ_INT(cuTileLaunchEx(k, grid, args, 3, NULL, &bad), CUTILE_ERROR_INVALID_ARGUMENT);
        CHECK_CONTAINS(cuTileGetLastErrorMessage(), "options->struct_size is 8");
        void *unread[1] = {NULL}; /* the options are refused before any parameter is read */
        uint32_t block[3] = {128, 1, 1};
        CHECK_EQ_INT(cuTileLaunchRawEx(k, grid, unread, NULL, &bad), CUTILE_ERROR_INVALID_ARGUMENT);
        CHECK_CONTAINS(cuTileGetLastErrorMessage(), "options->struct_size is 8");
        CHECK_EQ_INT(cuTileLaunchCudaEx(k, grid, block, 0, unread, NULL, &bad),
                     CUTILE_ERROR_INVALID_ARGUMENT);
        CHECK_CONTAINS(cuTileGetLastErrorMessage(), "options->struct_size is 8");
        CHECK_EQ_INT(cuTileLaunchCudaEx(k, grid, block, 0, unread, NULL, &on),
                     CUTILE_ERROR_INVALID_ARGUMENT); /* a tile kernel, whatever the options */
        CHECK_CONTAINS(cuTileGetLastErrorMessage(), "is a tile kernel");
        counts(dev, &mods, &after);
        CHECK_EQ_INT(after - before, 3);
        CHECK_EQ_INT(pdl(dev) - pdl0, dev == 0); /* device 0 is 9.0, device 1 is 8.0 */
        cuTileModuleUnload(m);
        cuTileContextDestroy(c);
    }
}

static void test_lone_twin(void *lib)
{
    smem_fn last = (smem_fn)dlsym(lib, "fake_last_smem");
    CHECK(last != NULL);
    size_t size = 0;
    unsigned char *bc = test_read_file("samples/matmul/matmul_f16_64x64x64.cutile", &size);
    CHECK(bc != NULL);
    cuTileContextOptions o = {.struct_size = sizeof o, .cache_disable = 1};
    cuTileContext c = NULL;
    cuTileModule m = NULL;
    cuTileKernel k = NULL;
    CHECK_EQ_INT(cuTileContextCreateOnDevice(&c, 1, &o), CUTILE_SUCCESS);
    CHECK_EQ_INT(cuTileLoadModule(c, bc, size, NULL, &m), CUTILE_SUCCESS);
    CHECK_EQ_INT(cuTileModuleGetKernel(m, "matmul_f16_64x64x64", &k), CUTILE_SUCCESS);
    cuTileArg args[3] = {TILE_ARRAY(0x10000u, CUTILE_DTYPE_F16, 1024, 1024),
                         TILE_ARRAY(0x400000u, CUTILE_DTYPE_F16, 1024, 1024),
                         TILE_ARRAY(0x800000u, CUTILE_DTYPE_F16, 1024, 1024)};
    uint32_t alone[3] = {108, 1, 1}, shared[3] = {109, 1, 1};
    CHECK_EQ_INT(cuTileLaunch(k, shared, args, 3, NULL), CUTILE_SUCCESS);
    long entry = last && k ? last(1) : 0;
    CHECK_EQ_INT(cuTileLaunch(k, alone, args, 3, NULL), CUTILE_SUCCESS);
    long twin = last && k ? last(1) : 0;
    CHECK(entry > 0 && twin > entry); /* deeper rings */
    cuTileModuleUnload(m);
    cuTileContextDestroy(c);
    free(bc);
}

int main(void)
{
    const char *devices = getenv("CUTILE_FAKE_DEVICES");
    void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_NOLOAD);
    cuTileContext probe = NULL;
    cuTileContextOptions off = {.struct_size = sizeof off, .cache_disable = 1};
    if (!devices || strcmp(devices, "90,80") != 0 || cuTileContextCreate(&probe, &off) ||
        !(lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_NOLOAD)) || !dlsym(lib, "fake_counts")) {
        printf("SKIPPED: needs test/fake's libcuda.so.1 on LD_LIBRARY_PATH and "
               "CUTILE_FAKE_DEVICES=90,80 (run through ctest)\n");
        return 77;
    }
    cuTileContextDestroy(probe);
    counts_fn counts = (counts_fn)dlsym(lib, "fake_counts");
    bytecode = test_read_file(BYTECODE, &bytecode_size);
    char dir[64];
    const char *tmp = getenv("TMPDIR");
    snprintf(dir, sizeof dir, "%s/cutile_mc_XXXXXX", tmp && *tmp ? tmp : "/tmp");
    CHECK(bytecode && mkdtemp(dir));
    cuTileCompileOptions o = {sizeof o, "sm_80", 3, 0, -1, -1, -1};
    char probe_dir[96];
    snprintf(probe_dir, sizeof probe_dir, "%s/probe", dir);
    int skip = cuTileCompileToCache(bytecode, bytecode_size, &o, probe_dir, NULL) &&
               strstr(cuTileGetLastErrorMessage(), "nvJitLink");
    if (skip)
        printf("SKIPPED: %s\n", cuTileGetLastErrorMessage());
    char cache_dir[96];
    snprintf(cache_dir, sizeof cache_dir, "%s/cache", dir);
    if (!skip) {
        test_binding(lib, counts);
        test_threads(cache_dir, counts);
        test_pdl(lib, counts);
        test_lone_twin(lib);
    }
    char cmd[256];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    CHECK_EQ_INT(system(cmd), 0);
    free(bytecode);
    if (skip)
        return 77;
    TEST_MAIN_END();
}
