/*
 * bundle_load.c — a cache bundle built offline serves a later process's load, with no compile.
 * Linked to the shared library and using only the public API (and the driver for memory), as
 * an application would:
 *   1. this process builds the entry of test/data/vec_add_1d_f32.v13_4.cutile for the device's
 *      target into a fresh bundle directory with cuTileCompileToCache (no context: the offline
 *      call), then replaces itself (exec) with
 *   2. `bundle_load load BUNDLE`: a new process whose context has an empty private cache
 *      directory and the bundle as its read-only path (cache_read_path, as CUTILE_CACHE_PATH).
 *      Its cuTileLoadModuleFromFile must report, through the log callback, the entry found in
 *      the read-only directory and nothing compiled; the empty directory stays empty; the
 *      kernel is found by its Python name ("vec_add_1d", the entry being mangled) and its
 *      launch checked against the CPU.
 * Exit status: 0 passed, 1 failed, 77 skipped (no CUDA driver or GPU, or no nvJitLink to build
 * the bundle: it says so on stdout).
 */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cutile_rt.h"
#include "gpu_driver.h"
#include "test.h"
#include "tile_args.h"

#define BYTECODE "test/data/vec_add_1d_f32.v13_4.cutile"

/* The target the header documents for a compute capability (cuTileCompileOptions.gpu_name). */
static const char *target_of(int major, int minor)
{
    static char name[16];
    const char *suffix = (major == 9 && minor == 0) || (major == 10 && minor == 0) ||
                                 (major == 12 && minor == 0)
                             ? "a"
                             : "";
    if (major == 8 && minor == 7)
        minor = 6;
    if (major >= 10)
        minor = 0;
    snprintf(name, sizeof name, "sm_%d%d%s", major, minor, suffix);
    return name;
}

/* Step 1: the bundle, then exec step 2. */
static int build(char *self)
{
    CUdevice dev;
    int major = 0, minor = 0;
    if (drv.cuDeviceGet(&dev, 0) || drv.cuDeviceGetAttribute(&major, 75, dev) ||
        drv.cuDeviceGetAttribute(&minor, 76, dev)) {
        printf("FAILED: cannot read the device's compute capability\n");
        return 1;
    }
    static char dir[64];
    const char *tmp = getenv("TMPDIR");
    snprintf(dir, sizeof dir, "%s/cutile_bundle_XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (!mkdtemp(dir)) {
        perror("mkdtemp");
        return 1;
    }
    size_t size = 0;
    unsigned char *bc = test_read_file(BYTECODE, &size);
    char bundle[128], key[33];
    snprintf(bundle, sizeof bundle, "%s/bundle", dir);
    cuTileCompileOptions o = {sizeof o, target_of(major, minor), 3, 0, -1, -1, -1};
    cuTileStatus s = bc ? cuTileCompileToCache(bc, size, &o, bundle, key) : CUTILE_ERROR_IO;
    free(bc);
    if (s == CUTILE_ERROR_LINK) {
        printf("SKIPPED: no bundle without nvJitLink: %s\n", cuTileGetLastErrorMessage());
        return 77;
    }
    if (s) {
        printf("FAILED: cuTileCompileToCache for %s: %s\n", o.gpu_name,
               cuTileGetLastErrorMessage());
        return 1;
    }
    printf("bundle %s: entry %s for %s\n", bundle, key, o.gpu_name);
    char *args[] = {self, "load", dir, NULL};
    execv(self, args);
    perror("execv");
    return 1;
}

static int found_readonly, compiled;
static void on_log(void *user, cuTileLogLevel level, const char *msg)
{
    (void)user, (void)level;
    printf("log: %s\n", msg);
    found_readonly += strstr(msg, "found in a read-only directory") != NULL;
    compiled += strstr(msg, "compiled in") != NULL;
}

static void launch_and_check(cuTileKernel k)
{
    enum { N = 1 << 20 };
    float *ha = malloc(N * 4), *hb = malloc(N * 4), *hc = malloc(N * 4);
    for (int i = 0; i < N; i++)
        ha[i] = (float)(i % 1000) * 0.25f, hb[i] = (float)(i % 7) - 3.0f;
    CUdeviceptr a, b, c;
    CHECK_EQ_INT(drv.cuMemAlloc_v2(&a, N * 4) | drv.cuMemAlloc_v2(&b, N * 4) |
                     drv.cuMemAlloc_v2(&c, N * 4),
                 0);
    CHECK_EQ_INT(drv.cuMemcpyHtoD_v2(a, ha, N * 4) | drv.cuMemcpyHtoD_v2(b, hb, N * 4) |
                     drv.cuMemsetD8_v2(c, 0xff, N * 4),
                 0);
    cuTileArg args[3] = {TILE_ARRAY(a, CUTILE_DTYPE_F32, N), TILE_ARRAY(b, CUTILE_DTYPE_F32, N),
                         TILE_ARRAY(c, CUTILE_DTYPE_F32, N)};
    uint32_t grid[3] = {N / 1024, 1, 1};
    CHECK_EQ_INT(cuTileLaunch(k, grid, args, 3, NULL), CUTILE_SUCCESS);
    CHECK_EQ_INT(drv.cuCtxSynchronize(), 0);
    CHECK_EQ_INT(drv.cuMemcpyDtoH_v2(hc, c, N * 4), 0);
    size_t bad = 0;
    for (int i = 0; i < N; i++)
        bad += !(hc[i] == ha[i] + hb[i]);
    CHECK_EQ_INT(bad, 0);
    printf("vec_add_1d from the bundle: %d elements, %zu wrong\n", N, bad);
    drv.cuMemFree_v2(a), drv.cuMemFree_v2(b), drv.cuMemFree_v2(c);
    free(ha), free(hb), free(hc);
}

/* Step 2: a new process loads through the bundle. */
static int load(const char *dir)
{
    char bundle[128], empty[128];
    snprintf(bundle, sizeof bundle, "%s/bundle", dir);
    snprintf(empty, sizeof empty, "%s/cache", dir);
    cuTileSetLogCallback(on_log, NULL);
    cuTileContextOptions co = {sizeof co, NULL, empty, bundle, 0, 0};
    cuTileContext ctx = NULL;
    cuTileModule m = NULL;
    cuTileKernel k = NULL;
    CHECK_EQ_INT(cuTileContextCreate(&ctx, &co), CUTILE_SUCCESS);
    CHECK_EQ_INT(cuTileLoadModuleFromFile(ctx, BYTECODE, NULL, &m), CUTILE_SUCCESS);
    CHECK_EQ_INT(found_readonly, 1);
    CHECK_EQ_INT(compiled, 0);
    CHECK_EQ_INT(entries_in(empty), 0);
    CHECK_EQ_INT(cuTileModuleGetKernel(m, "vec_add_1d", &k), CUTILE_SUCCESS);
    if (k)
        launch_and_check(k);
    cuTileModuleUnload(m);
    cuTileContextDestroy(ctx);
    char cmd[160];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    CHECK_EQ_INT(system(cmd), 0);
    TEST_MAIN_END();
}

int main(int argc, char **argv)
{
    if (gpu_open_driver() != 0) {
        printf("SKIPPED: no CUDA driver/GPU (libcuda.so.1 or device 0 unavailable)\n");
        return 77;
    }
    if (argc == 3 && strcmp(argv[1], "load") == 0)
        return load(argv[2]);
    return build(argv[0]);
}
