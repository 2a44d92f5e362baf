/*
 * bench_load — module loading through the kernel cache, and the host cost of a launch
 * (architecture §10.6). Medians of many runs, as a table (and as JSON with --json).
 *
 *   bench_load [--file F.cutile] [--runs N] [--json OUT] [--commit SHA]
 *
 * With a GPU (a cuTileContext can be made), through the public API:
 *   cold load        cuTileLoadModule with an empty cache directory: read, verify, compile,
 *                    link, store, cuModuleLoadData (the context is made before the clock runs)
 *   disk hit, fresh process   a process started by exec makes its context (not timed), then
 *                    times cuTileLoadModule + cuTileModuleGetKernel: from the call to a
 *                    launchable kernel, the entry read from the page cache
 *   disk hit, warm process    the same in a new context of a process that has loaded before
 *   repeat load      cuTileLoadModule of bytes already loaded in the context (then unloaded
 *                    again, untimed)
 *   launch           host time per cuTileLaunch (typed arguments checked and packed) and per
 *                    cuLaunchKernel with the same ready parameters, 1-block kernel, batches of
 *                    256 launches with a synchronize between batches (not timed)
 * Everywhere, through the internal API (what the GPU numbers hold besides the driver):
 *   cold build       ct_build_cached on an empty cache: read, verify, compile, link, store
 *   disk hit, fresh process   key + entry read and checked + launch metadata decoded
 *   repeat           knobs from the environment + key + the cache's memory table
 */
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "launch/launch.h"
#include "build/build.h"
#include "build/kmeta.h"
#include "clock.h"
#include "file.h"
#include "tile_args.h"

#define DEFAULT_FILE "test/data/vec_add_1d_f32.v13_3.cutile"
#define MAX_ROWS 16

__attribute__((noreturn)) static void die(const char *what, const char *why)
{
    fprintf(stderr, "bench_load: %s: %s\n", what, why);
    exit(2);
}

/* ---- results ---- */

typedef struct result {
    const char *id, *what;
    double us;
    int runs;
} result;

static result rows[MAX_ROWS];
static int nrows;

static void row(const char *id, const char *what, uint64_t *ns, int runs)
{
    rows[nrows++] = (result){id, what, median_us(ns, runs), runs};
    printf("| %-58s | %10.2f | %6d |\n", what, rows[nrows - 1].us, runs);
    fflush(stdout);
}

static void write_json(const char *path, const char *commit, const char *file, const char *dev)
{
    FILE *f = fopen(path, "w");
    if (!f)
        die(path, "cannot write");
    fprintf(f, "{\n  \"benchmark\": \"bench/load.c\",\n  \"commit\": \"%s\",\n", commit);
    fprintf(f, "  \"device\": \"%s\",\n  \"module\": \"%s\",\n  \"medians_us\": {\n", dev, file);
    for (int i = 0; i < nrows; i++)
        fprintf(f, "    \"%s\": {\"median_us\": %.3f, \"runs\": %d, \"what\": \"%s\"}%s\n",
                rows[i].id, rows[i].us, rows[i].runs, rows[i].what, i + 1 < nrows ? "," : "");
    fprintf(f, "  }\n}\n");
    fclose(f);
}

/* ---- scratch directories ---- */

static char base_dir[256];

static void new_dir(char out[300], const char *name, int i)
{
    snprintf(out, 300, "%s/%s_%d", base_dir, name, i);
}

static int rm_one(const char *p, const struct stat *st, int flag, struct FTW *f)
{
    (void)st, (void)flag, (void)f;
    return remove(p);
}

/* ---- fresh processes ---- */

static char self[4096];

/* Runs `self --child MODE DIR FILE` and returns the nanoseconds it prints. */
static uint64_t child_run(const char *mode, const char *dir, const char *file)
{
    int fds[2];
    if (pipe(fds))
        die("pipe", "failed");
    pid_t pid = fork();
    if (pid == 0) {
        dup2(fds[1], 1);
        execl(self, self, "--child", mode, dir, file, (char *)NULL);
        _exit(127);
    }
    close(fds[1]);
    char buf[64] = {0};
    ssize_t n = read(fds[0], buf, sizeof buf - 1);
    close(fds[0]);
    int status = 0;
    waitpid(pid, &status, 0);
    unsigned long long ns = 0;
    if (n <= 0 || !WIFEXITED(status) || WEXITSTATUS(status) || sscanf(buf, "%llu", &ns) != 1)
        die("child", "failed");
    return ns;
}

static unsigned char *read_all(const char *path, size_t *n)
{
    unsigned char *p = bench_read_file(path, n);
    if (!p)
        die(path, "cannot read");
    return p;
}

/* ---- the internal path (no GPU) ---- */

static ct_build_options cpu_options(void)
{
    ct_build_options o = {.target = ct_target_by_name("sm_90a", NULL), .opt_level = 3,
                          .knobs = CT_KNOBS_UNSET, .link = 1};
    ct_diag d = {0};
    if (ct_knobs_resolve(&o.knobs, &d))
        die("knobs", d.msg);
    return o;
}

static ct_cache *cpu_cache(const char *dir)
{
    cuTileContextOptions opts = {.struct_size = sizeof opts, .cache_dir = dir};
    ct_cache *c = NULL;
    ct_diag d = {0};
    if (ct_build_cache_open(&opts, &c, &d))
        die("cache", d.msg);
    return c;
}

/* key + get + decode: what a load does on the host before the driver. Returns the source. */
static ct_cache_source cpu_load(ct_cache *c, const ct_build_ident *id, const ct_build_options *o,
                                const void *bc, size_t n)
{
    ct_cache_key key;
    const ct_cache_entry *e;
    ct_cache_source from;
    ct_diag d = {0};
    ct_arena a;
    ct_arena_init(&a, NULL);
    ct_kernel_info *ks;
    if (ct_build_key(id, o, bc, n, &key, &d) ||
        ct_build_cached(c, o, bc, n, &key, &e, &from, &d) ||
        ct_kmeta_decode(&e->info, &a, &ks, &d))
        die("load", d.msg);
    ct_arena_free(&a);
    return from;
}

static int child_cpu(const char *dir, const char *file)
{
    size_t n;
    unsigned char *bc = read_all(file, &n);
    ct_build_options o = cpu_options();
    ct_build_ident id;
    ct_build_ident_init(&id); /* once per context: not timed */
    ct_cache *c = cpu_cache(dir);
    uint64_t t0 = now_ns();
    ct_cache_source from = cpu_load(c, &id, &o, bc, n);
    uint64_t t = now_ns() - t0;
    if (from != CT_CACHE_DISK)
        die("child", "not a disk hit");
    printf("%llu\n", (unsigned long long)t);
    ct_cache_close(c);
    free(bc);
    return 0;
}

static void bench_cpu(const char *file, int runs)
{
    size_t n;
    unsigned char *bc = read_all(file, &n);
    ct_build_options o = cpu_options();
    ct_build_ident id;
    ct_build_ident_init(&id);
    int cold_runs = runs < 10 ? runs : 10;
    uint64_t *ns = calloc((size_t)runs, sizeof *ns);
    char dir[300];
    for (int i = 0; i < cold_runs; i++) {
        new_dir(dir, "cpu_cold", i);
        ct_cache *c = cpu_cache(dir);
        uint64_t t0 = now_ns();
        if (cpu_load(c, &id, &o, bc, n) != CT_CACHE_COMPILED)
            die("cold", "not compiled");
        ns[i] = now_ns() - t0;
        ct_cache_close(c);
    }
    row("cpu_cold_build", "cpu: cold build (read, verify, compile, link, store)", ns,
        cold_runs);
    new_dir(dir, "cpu_cold", 0);
    int procs = runs < 50 ? runs : 50;
    for (int i = 0; i < procs; i++)
        ns[i] = child_run("cpu", dir, file);
    row("cpu_disk_hit_fresh_process", "cpu: disk hit, fresh process (key, read, check, decode)",
        ns, procs);
    ct_cache *c = cpu_cache(dir);
    cpu_load(c, &id, &o, bc, n);
    for (int i = 0; i < runs; i++) {
        uint64_t t0 = now_ns();
        ct_build_options again = {.target = o.target, .opt_level = 3,
                                  .knobs = CT_KNOBS_UNSET, .link = 1};
        ct_cache_key key;
        const ct_cache_entry *e;
        ct_diag d = {0};
        if (ct_knobs_resolve(&again.knobs, &d) || ct_build_key(&id, &again, bc, n, &key, &d) ||
            ct_cache_lookup(c, &key, &e, NULL, &d) || !e)
            die("repeat", d.msg);
        ns[i] = now_ns() - t0;
    }
    row("cpu_repeat_key_and_table", "cpu: repeat (environment, key, memory table)", ns, runs);
    ct_cache_close(c);
    free(ns);
    free(bc);
}

/* ---- the public API (GPU) ---- */

static cuTileContext gpu_context(const char *dir)
{
    cuTileContextOptions o = {.struct_size = sizeof o, .cache_dir = dir};
    cuTileContext ctx = NULL;
    if (cuTileContextCreate(&ctx, &o))
        die("context", cuTileGetLastErrorMessage());
    return ctx;
}

/* Load + the first kernel looked up: a launchable kernel. */
static cuTileKernel gpu_load(cuTileContext ctx, const void *bc, size_t n, cuTileModule *m)
{
    const char *name;
    cuTileKernel k;
    if (cuTileLoadModule(ctx, bc, n, NULL, m) || cuTileModuleGetKernelName(*m, 0, &name) ||
        cuTileModuleGetKernel(*m, name, &k))
        die("load", cuTileGetLastErrorMessage());
    return k;
}

static int child_gpu(const char *dir, const char *file)
{
    size_t n;
    unsigned char *bc = read_all(file, &n);
    cuTileContext ctx = gpu_context(dir); /* CUDA context and cache: not timed */
    cuTileModule m;
    uint64_t t0 = now_ns();
    gpu_load(ctx, bc, n, &m);
    uint64_t t = now_ns() - t0;
    printf("%llu\n", (unsigned long long)t);
    cuTileModuleUnload(m);
    cuTileContextDestroy(ctx);
    free(bc);
    return 0;
}

typedef CUresult (*mem_alloc_fn)(uint64_t *, size_t);
typedef CUresult (*sync_fn)(void);

/* Host time per launch: typed cuTileLaunch and raw cuLaunchKernel of the same kernel. */
static void bench_launch(cuTileContext ctx, cuTileKernel k, int batches)
{
    enum { BATCH = 256, N = 1024 };
    const ct_cuda *cu = ctx->cu;
    mem_alloc_fn mem_alloc = (mem_alloc_fn)ct_cuda_symbol("cuMemAlloc_v2");
    sync_fn sync = (sync_fn)ct_cuda_symbol("cuCtxSynchronize");
    if (!mem_alloc || !sync)
        die("driver", "no cuMemAlloc_v2 / cuCtxSynchronize");
    cu->cuCtxPushCurrent(ctx->cu_ctx); /* launches are cheapest with the context current */
    cuTileArg args[3];
    for (int i = 0; i < 3; i++) {
        uint64_t p;
        if (mem_alloc(&p, N * sizeof(float)))
            die("cuMemAlloc", "failed");
        args[i] = TILE_ARRAY(p, CUTILE_DTYPE_F32, N);
    }
    uint32_t grid[3] = {1, 1, 1};
    uint64_t slots[CT_MAX_KERNEL_PARAMS];
    void *params[CT_MAX_KERNEL_PARAMS];
    ct_diag d = {0};
    if (ct_args_pack(&k->plan, args, 3, slots, &d))
        die("pack", d.msg);
    for (uint32_t i = 0; i < k->nparams; i++)
        params[i] = &slots[i];
    uint64_t *typed = calloc((size_t)batches, sizeof *typed);
    uint64_t *raw = calloc((size_t)batches, sizeof *raw);
    for (int b = -2; b < batches; b++) { /* two batches of warm-up */
        uint64_t t0 = now_ns();
        for (int i = 0; i < BATCH; i++)
            if (cuTileLaunch(k, grid, args, 3, NULL))
                die("cuTileLaunch", cuTileGetLastErrorMessage());
        uint64_t t1 = now_ns();
        sync();
        uint64_t t2 = now_ns();
        for (int i = 0; i < BATCH; i++)
            if (cu->cuLaunchKernel(k->fn, 1, 1, 1, k->block_dim[0], k->block_dim[1],
                                   k->block_dim[2], k->dyn_smem, NULL, params, NULL))
                die("cuLaunchKernel", "failed");
        uint64_t t3 = now_ns();
        sync();
        if (b >= 0)
            typed[b] = (t1 - t0) / BATCH, raw[b] = (t3 - t2) / BATCH;
    }
    uint64_t *over = calloc((size_t)batches, sizeof *over);
    for (int b = 0; b < batches; b++)
        over[b] = typed[b] > raw[b] ? typed[b] - raw[b] : 0;
    row("launch_cuTileLaunch", "gpu: cuTileLaunch, host time per launch", typed, batches);
    row("launch_cuLaunchKernel", "gpu: cuLaunchKernel, host time per launch", raw, batches);
    row("launch_overhead", "gpu: cuTileLaunch over cuLaunchKernel (per batch pair)", over,
        batches);
    CUcontext popped;
    cu->cuCtxPopCurrent(&popped);
    free(typed), free(raw), free(over);
}

static void bench_gpu(const char *file, int runs)
{
    size_t n;
    unsigned char *bc = read_all(file, &n);
    uint64_t *ns = calloc((size_t)runs, sizeof *ns);
    char dir[300];
    cuTileModule m;
    /* Holds the primary context for the whole run: otherwise destroying the last context
     * releases it and the next one starts the device again. */
    new_dir(dir, "holder", 0);
    cuTileContext holder = gpu_context(dir);
    int cold_runs = runs < 10 ? runs : 10;
    for (int i = 0; i < cold_runs; i++) {
        new_dir(dir, "gpu_cold", i);
        cuTileContext ctx = gpu_context(dir);
        uint64_t t0 = now_ns();
        gpu_load(ctx, bc, n, &m);
        ns[i] = now_ns() - t0;
        cuTileContextDestroy(ctx);
    }
    row("gpu_cold_load", "gpu: cold load (compile, link, store, load)", ns, cold_runs);
    new_dir(dir, "gpu_cold", 0);
    int procs = runs < 30 ? runs : 30;
    for (int i = 0; i < procs; i++)
        ns[i] = child_run("gpu", dir, file);
    row("gpu_disk_hit_fresh_process", "gpu: disk hit, fresh process, load to launchable kernel",
        ns, procs);
    for (int i = 0; i < procs; i++) {
        cuTileContext ctx = gpu_context(dir);
        uint64_t t0 = now_ns();
        gpu_load(ctx, bc, n, &m);
        ns[i] = now_ns() - t0;
        cuTileContextDestroy(ctx);
    }
    row("gpu_disk_hit_warm_process", "gpu: disk hit, new context in a warm process", ns, procs);
    cuTileContext ctx = gpu_context(dir);
    cuTileModule first;
    cuTileKernel k = gpu_load(ctx, bc, n, &first);
    for (int i = 0; i < runs; i++) {
        uint64_t t0 = now_ns();
        if (cuTileLoadModule(ctx, bc, n, NULL, &m))
            die("repeat", cuTileGetLastErrorMessage());
        ns[i] = now_ns() - t0;
        cuTileModuleUnload(m);
    }
    row("gpu_repeat_load", "gpu: repeat load in the context (module shared)", ns, runs);
    bench_launch(ctx, k, runs < 200 ? runs : 200);
    cuTileModuleUnload(first);
    cuTileContextDestroy(ctx);
    cuTileContextDestroy(holder);
    free(ns);
    free(bc);
}

int main(int argc, char **argv)
{
    if (argc == 5 && strcmp(argv[1], "--child") == 0)
        return strcmp(argv[2], "gpu") == 0 ? child_gpu(argv[3], argv[4])
                                           : child_cpu(argv[3], argv[4]);
    const char *file = DEFAULT_FILE, *json = NULL, *commit = "unknown";
    int runs = 1001;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--file") == 0)
            file = argv[i + 1];
        else if (strcmp(argv[i], "--runs") == 0)
            runs = atoi(argv[i + 1]);
        else if (strcmp(argv[i], "--json") == 0)
            json = argv[i + 1];
        else if (strcmp(argv[i], "--commit") == 0)
            commit = argv[i + 1];
    }
    if (runs < 11)
        runs = 11;
    ssize_t len = readlink("/proc/self/exe", self, sizeof self - 1);
    if (len <= 0)
        die("/proc/self/exe", "unreadable");
    self[len] = 0;
    const char *tmp = getenv("TMPDIR");
    snprintf(base_dir, sizeof base_dir, "%s/bench_load_XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (!mkdtemp(base_dir))
        die(base_dir, "cannot create");
    printf("module: %s\n", file);
    printf("| %-58s | %10s | %6s |\n", "operation", "median µs", "runs");
    printf("|%s|%s|%s|\n", "------------------------------------------------------------",
           "-----------:", "-------:");
    bench_cpu(file, runs);
    cuTileContext probe = NULL;
    cuTileContextOptions off = {.struct_size = sizeof off, .cache_disable = 1};
    char device[160] = "no GPU";
    if (cuTileContextCreate(&probe, &off) == CUTILE_SUCCESS) {
        snprintf(device, sizeof device, "compute capability %d.%d, target %s", probe->cc / 10,
                 probe->cc % 10, probe->target ? probe->target->name : "none");
        cuTileContextDestroy(probe);
        bench_gpu(file, runs);
    } else
        printf("(no GPU parts: %s)\n", cuTileGetLastErrorMessage());
    if (json)
        write_json(json, commit, file, device);
    nftw(base_dir, rm_one, 16, FTW_DEPTH | FTW_PHYS);
    return 0;
}
