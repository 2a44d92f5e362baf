/* multi_context.c — several libcutile_rt contexts in one process, each driven by its own
 * thread, on real GPUs. Linked to the shared library, public API only (and the driver for
 * memory), as an application:
 *   1. two threads, each with its own context on device 0 (cuTileContextCreateOnDevice), load
 *      test/data/vec_add_1d_f32.v13_4.cutile and launch it REPS times on data of their own,
 *      every result checked against the CPU's sums (exact in f32: quarters and small
 *      integers);
 *   2. one thread per visible device, each with a context on its device, doing the same. With
 *      one device visible this is the single-device case, and the test says so.
 * The contexts share one fresh cache directory: it must end with one entry per distinct
 * target of the devices, not one per context.
 * Exit status: 0 passed, 1 failed, 77 skipped (no CUDA driver or GPU, or no nvJitLink to
 * compile: it says so on stdout). */
#include <dirent.h>
#include <pthread.h>
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
#define N (1 << 20)
#define REPS 20
#define MAX_DEVICES 16

typedef struct task {
    int device, seed;
    const char *cache_dir;
    cuTileStatus status; /* the first failing library call's */
    CUresult cu;         /* the first failing driver call's */
    char msg[512];
    long wrong, checked;
} task;

static int lib_failed(task *t, cuTileStatus s)
{
    if (s && !t->status) {
        t->status = s;
        snprintf(t->msg, sizeof t->msg, "%s", cuTileGetLastErrorMessage());
    }
    return s != CUTILE_SUCCESS;
}

static int cu_failed(task *t, CUresult r)
{
    if (r && !t->cu)
        t->cu = r;
    return r != 0;
}

/* REPS launches on inputs that differ per repetition and per task, each result checked. */
static void launch_and_check(task *t, cuTileKernel k, float *h, CUdeviceptr *dev)
{
    float *ha = h, *hb = h + N, *hc = h + 2 * N;
    cuTileArg args[3] = {TILE_ARRAY(dev[0], CUTILE_DTYPE_F32, N),
                         TILE_ARRAY(dev[1], CUTILE_DTYPE_F32, N),
                         TILE_ARRAY(dev[2], CUTILE_DTYPE_F32, N)};
    uint32_t grid[3] = {N / 1024, 1, 1};
    for (int r = 0; r < REPS; r++) {
        int s = t->seed * REPS + r;
        for (int i = 0; i < N; i++)
            ha[i] = (float)((i * (s + 1)) % 1000) * 0.25f, hb[i] = (float)(i % 7 - 3 + s);
        if (cu_failed(t, drv.cuMemcpyHtoD_v2(dev[0], ha, N * 4)) ||
            cu_failed(t, drv.cuMemcpyHtoD_v2(dev[1], hb, N * 4)) ||
            cu_failed(t, drv.cuMemsetD8_v2(dev[2], 0xff, N * 4)) ||
            lib_failed(t, cuTileLaunch(k, grid, args, 3, NULL)) ||
            cu_failed(t, drv.cuMemcpyDtoH_v2(hc, dev[2], N * 4)))
            return;
        for (int i = 0; i < N; i++)
            t->wrong += hc[i] != ha[i] + hb[i];
        t->checked += N;
    }
}

static void *work(void *arg)
{
    task *t = arg;
    CUdevice dev;
    CUcontext primary;
    if (cu_failed(t, drv.cuDeviceGet(&dev, t->device)) ||
        cu_failed(t, drv.cuDevicePrimaryCtxRetain(&primary, dev)) ||
        cu_failed(t, drv.cuCtxSetCurrent(primary))) /* for this thread's memory calls */
        return NULL;
    cuTileContextOptions o = {.struct_size = sizeof o, .cache_dir = t->cache_dir};
    cuTileContext ctx = NULL;
    cuTileModule m = NULL;
    cuTileKernel k = NULL;
    CUdeviceptr buf[3] = {0};
    float *h = malloc(3 * (size_t)N * sizeof *h);
    if (h && !lib_failed(t, cuTileContextCreateOnDevice(&ctx, t->device, &o)) &&
        !lib_failed(t, cuTileLoadModuleFromFile(ctx, BYTECODE, NULL, &m)) &&
        !lib_failed(t, cuTileModuleGetKernel(m, "vec_add_1d", &k)) &&
        !cu_failed(t, drv.cuMemAlloc_v2(&buf[0], N * 4)) &&
        !cu_failed(t, drv.cuMemAlloc_v2(&buf[1], N * 4)) &&
        !cu_failed(t, drv.cuMemAlloc_v2(&buf[2], N * 4)))
        launch_and_check(t, k, h, buf);
    for (int i = 0; i < 3; i++)
        if (buf[i])
            drv.cuMemFree_v2(buf[i]);
    cuTileModuleUnload(m);
    cuTileContextDestroy(ctx);
    free(h);
    return NULL;
}

/* Runs one thread per device in devices[0..n), then checks each thread's results. */
static void run(const char *what, const int *devices, int n, const char *cache_dir)
{
    task tasks[MAX_DEVICES] = {{0}};
    pthread_t th[MAX_DEVICES];
    for (int i = 0; i < n; i++) {
        tasks[i] = (task){.device = devices[i], .seed = i, .cache_dir = cache_dir};
        if (pthread_create(&th[i], NULL, work, &tasks[i]) != 0) {
            printf("FAILED: pthread_create\n");
            exit(1);
        }
    }
    for (int i = 0; i < n; i++) {
        pthread_join(th[i], NULL);
        task *t = &tasks[i];
        printf("%s: thread %d on device %d: %ld of %ld results wrong%s%s%s\n", what, i,
               t->device, t->wrong, t->checked, t->status ? "; " : "",
               t->status ? cuTileGetErrorString(t->status) : "", t->status ? ": " : "");
        if (t->msg[0])
            printf("    %s\n", t->msg);
        if (t->cu)
            printf("    a driver call failed: CUresult %d\n", t->cu);
        CHECK_EQ_INT(t->status, CUTILE_SUCCESS);
        CHECK_EQ_INT(t->cu, 0);
        CHECK_EQ_INT(t->wrong, 0);
        CHECK_EQ_INT(t->checked, (long)REPS * N);
    }
}

/* The number of distinct compute capabilities among devices 0 … n−1 (the targets' count:
 * one target per compute capability, cutile_rt.h). */
static int distinct_ccs(int n)
{
    int seen[MAX_DEVICES], count = 0;
    for (int i = 0; i < n; i++) {
        CUdevice dev;
        int major = 0, minor = 0, cc, j;
        drv.cuDeviceGet(&dev, i);
        drv.cuDeviceGetAttribute(&major, 75, dev);
        drv.cuDeviceGetAttribute(&minor, 76, dev);
        cc = major * 10 + minor;
        for (j = 0; j < count && seen[j] != cc; j++)
            ;
        if (j == count)
            seen[count++] = cc;
    }
    return count;
}

int main(void)
{
    int count = 0;
    if (gpu_open_driver() != 0 || drv.cuDeviceGetCount(&count) || count < 1) {
        printf("SKIPPED: no CUDA driver/GPU (libcuda.so.1 or device 0 unavailable)\n");
        return 77;
    }
    if (count > MAX_DEVICES)
        count = MAX_DEVICES;
    char dir[64];
    const char *tmp = getenv("TMPDIR");
    snprintf(dir, sizeof dir, "%s/cutile_mgpu_XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (!mkdtemp(dir)) {
        perror("mkdtemp");
        return 1;
    }
    cuTileContext probe = NULL;
    cuTileModule m = NULL;
    cuTileContextOptions off = {.struct_size = sizeof off, .cache_disable = 1};
    if (cuTileContextCreateOnDevice(&probe, 0, &off) == CUTILE_SUCCESS &&
        cuTileLoadModuleFromFile(probe, BYTECODE, NULL, &m) != CUTILE_SUCCESS &&
        strstr(cuTileGetLastErrorMessage(), "nvJitLink")) {
        printf("SKIPPED: %s\n", cuTileGetLastErrorMessage());
        cuTileContextDestroy(probe);
        rmdir(dir);
        return 77;
    }
    cuTileModuleUnload(m);
    cuTileContextDestroy(probe);
    char cache[96];
    snprintf(cache, sizeof cache, "%s/cache", dir);
    int same[2] = {0, 0}, all[MAX_DEVICES];
    run("two contexts on device 0", same, 2, cache);
    for (int i = 0; i < count; i++)
        all[i] = i;
    if (count == 1)
        printf("one device visible: the multi-device case runs on that device alone\n");
    run("one context per device", all, count, cache);
    CHECK_EQ_INT(entries_in(cache), distinct_ccs(count));
    printf("%d device(s), %d cache entr%s for %d distinct compute capabilit%s\n", count,
           entries_in(cache), entries_in(cache) == 1 ? "y" : "ies", distinct_ccs(count),
           distinct_ccs(count) == 1 ? "y" : "ies");
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    CHECK_EQ_INT(system(cmd), 0);
    TEST_MAIN_END();
}
