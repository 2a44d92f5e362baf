/*
 * The expert-parallel MoE sample (moe_ep.h): samples/moe's layer over a world of GPUs with
 * NCCL, from C. Two ways to make the world:
 *   - one process driving every GPU (the default): --world N GPUs (default: all visible), one
 *     thread per device, the communicators from ncclCommInitAll;
 *   - one process per GPU: --rank R --world N --id-file FILE [--device D] (D defaults to R);
 *     rank 0 writes NCCL's unique id to FILE, the others wait for it, then ncclCommInitRank.
 * A world of 1 works either way (NCCL sends to itself).
 *
 * --check (the default): small shapes; on each rank, for its own tokens, the EP layer's output
 *   against the single-GPU layer (samples/moe, all experts on this GPU, the same GEMM variants)
 *   on the same inputs — the top-k routing equal, every output row within the layer's
 *   tolerance (relative L2 error 1e-2; the number of bits that differ is printed) — and against
 *   the CPU reference in double precision (moe_check_layer).
 * --bench MODEL --tokens T,T,… [--reps N]: MODEL is deepseek-v3 or qwen3-235b (bench/moe_bench.py's
 *   shapes); T tokens per rank, random inputs; one line per rank and T:
 *   "bench model=M world=W rank=R T=T layer_ms=X comm_ms=Y" (medians of N forwards by CUDA
 *   events; comm: the all-to-alls, the host's wait for the counts included).
 * --baseline MODEL --tokens …: the single-GPU layer on device 0 with all experts, one line per T:
 *   "baseline model=M T=T layer_ms=X".
 * NVLink multicast is not used (bench/moe_ep.py sets NCCL_NVLS_ENABLE=0). A rank that fails
 * leaves the others waiting in NCCL: bench/moe_ep.py's time limit ends them.
 *
 * usage: sample_moe_ep [--check | --bench M --tokens L | --baseline M --tokens L] [--reps N]
 *                      [--world N] [--rank R --id-file F [--device D]] [--dir D] [--ep-dir D]
 * Exit 0: passed; 1: a check or call failed (said on stdout/stderr); 77: skipped, said why (no
 * GPU, fewer GPUs than --world, or no NCCL).
 */
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <cuda.h>

#include "cuda_driver.h"
#include "cutile_rt.h"
#include "moe_ep.h"

#define MAX_WORLD 64
#define MAX_TOKENS 16

typedef struct options {
    enum { CHECK, BENCH, BASELINE } mode;
    moe_shape model; /* T unset */
    const char *model_name;
    int tokens[MAX_TOKENS], ntokens, reps;
    int world, rank, device; /* rank −1: one process for the world */
    const char *id_file, *dir, *ep_dir;
} options;

static ep_nccl nccl;

/* ---- inputs ---- */

static float uniform(uint32_t *rng) /* [-1, 1) */
{
    *rng = *rng * 1664525u + 1013904223u;
    return (float)(*rng >> 8) * 0x1p-23f - 1.0f;
}

static uint16_t *random_bf16(size_t n, float scale, uint32_t seed)
{
    uint16_t *p = malloc(n * 2 + 2);
    for (size_t i = 0; p && i < n; i++)
        p[i] = bf16_of(uniform(&seed) * scale);
    return p;
}

static float *random_f32(size_t n, float scale, uint32_t seed)
{
    float *p = malloc(n * 4 + 4);
    for (size_t i = 0; p && i < n; i++)
        p[i] = uniform(&seed) * scale;
    return p;
}

/* ---- --check ---- */

static const moe_shape check_shapes[] = {
    {1, 8, 1, 64, 128},    /* one token */
    {5, 8, 2, 128, 256},   /* slots < experts: ranks and experts without rows */
    {37, 8, 2, 80, 144},   /* K, N not multiples of the tiles */
    {130, 8, 8, 64, 64},   /* top-k = E: every rank gets every token */
    {257, 16, 4, 96, 160}, /* several blocks per expert */
    {200, 64, 6, 128, 96}, /* many experts */
};

/* Rows of `got` against `want` ([T, H] bf16): rows whose relative L2 error exceeds the
 * layer's tolerance (1e-2, as moe_check_layer), and values whose bits differ. */
static long compare_rows(const uint16_t *got, const uint16_t *want, int T, int H, long *bits)
{
    long wrong = 0;
    *bits = 0;
    for (long t = 0; t < T; t++) {
        double err = 0, norm = 0;
        for (long c = 0; c < H; c++) {
            double g = f32_of_bf16(got[t * H + c]), w = f32_of_bf16(want[t * H + c]);
            err += (g - w) * (g - w), norm += w * w;
            *bits += got[t * H + c] != want[t * H + c];
        }
        double rel = sqrt(err / (norm > 0 ? norm : 1));
        if (!(rel <= 1e-2) && wrong++ < 4)
            printf("    row %ld: relative L2 error %.3g against the single-GPU layer\n", t, rel);
    }
    return wrong;
}

/* The single-GPU layer on this rank's inputs, with all experts; h gets its routing and output.
 * v: the variants it used. */
static int single_gpu(moe_gpu *g, moe_host *h, int v[2])
{
    if (moe_gpu_setup(g, &h->s, h, NULL) || moe_gpu_run(g, NULL) || moe_gpu_read(g, h, 0))
        return 1;
    moe_gpu_variants(g, v);
    return 0;
}

/* One shape on one rank: 0 when every check passed. */
static int check_shape(const options *o, const moe_shape *s, ncclComm_t comm, int rank,
                       moe_gpu *single)
{
    size_t T = (size_t)s->T, E = (size_t)s->E, H = (size_t)s->H, I = (size_t)s->I;
    moe_host h = {.s = *s};
    h.w1 = random_bf16(E * 2 * I * H, 1.0f / 8, 7); /* the same on every rank */
    h.w2 = random_bf16(E * H * I, 1.0f / 8, 8);
    h.logits = random_f32(T * E, 2.0f, 100 + (uint32_t)rank);
    h.x = random_bf16(T * H, 1.0f, 200 + (uint32_t)rank);
    uint16_t *out = malloc(T * H * 2);
    int32_t *ids = malloc(T * (size_t)s->k * 4);
    float *w = malloc(T * (size_t)s->k * 4);
    int v[2], bad = !h.w1 || !h.w2 || !h.logits || !h.x || !out || !ids || !w ||
                    single_gpu(single, &h, v);
    ep_config c = {*s, rank, o->world, o->device < 0 ? rank : o->device, o->dir, o->ep_dir,
                   h.w1, h.w2, v};
    ep_rank *r = NULL;
    bad = bad || ep_rank_open(&c, &nccl, comm, &r) || ep_rank_inputs(r, h.logits, h.x) ||
          ep_rank_forward(r, NULL) || ep_rank_read(r, out, ids, w);
    long routing = 0, rows = 0, bits = 0, ref = 0;
    if (!bad) {
        for (size_t i = 0; i < T * (size_t)s->k; i++)
            routing += ids[i] != h.topk_ids[i] || w[i] != h.topk_w[i];
        rows = compare_rows(out, h.out, s->T, s->H, &bits);
        memcpy(h.out, out, T * H * 2); /* the CPU reference checks the EP layer's output */
        ref = moe_check_layer(&h, NULL, 0);
        printf("  rank %d of %d: T=%d E=%d top-k=%d H=%d I=%d: routing %ld wrong; %ld of %d rows "
               "off the single-GPU layer (%ld values differ in any bit); %ld rows off the CPU "
               "reference\n", rank, o->world, s->T, s->E, s->k, s->H, s->I, routing, rows, s->T,
               bits, ref);
    }
    ep_rank_close(r);
    moe_host_free(&h);
    free(out), free(ids), free(w);
    return bad || routing || rows || ref;
}

static int check_rank(const options *o, ncclComm_t comm, int rank)
{
    moe_gpu *single = NULL;
    int device = o->device < 0 ? rank : o->device, rc = moe_gpu_open_device(o->dir, device, &single);
    if (rc)
        return rc;
    int failed = 0;
    for (size_t i = 0; i < sizeof check_shapes / sizeof check_shapes[0]; i++)
        if (check_shapes[i].E % o->world == 0)
            failed += check_shape(o, &check_shapes[i], comm, rank, single);
        else
            printf("  rank %d: E=%d does not split over %d ranks: shape skipped\n", rank,
                   check_shapes[i].E, o->world);
    moe_gpu_close(single);
    return failed != 0;
}

/* ---- --bench and --baseline ---- */

static int cmp_float(const void *a, const void *b)
{
    float x = *(const float *)a, y = *(const float *)b;
    return (x > y) - (x < y);
}

static float median(float *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, cmp_float);
    return n % 2 ? v[n / 2] : 0.5f * (v[n / 2 - 1] + v[n / 2]);
}

static int bench_rank(const options *o, ncclComm_t comm, int rank)
{
    float *total = malloc((size_t)o->reps * 4), *comm_ms = malloc((size_t)o->reps * 4);
    int bad = !total || !comm_ms;
    for (int i = 0; i < o->ntokens && !bad; i++) {
        moe_shape s = o->model;
        s.T = o->tokens[i];
        ep_config c = {s, rank, o->world, o->device < 0 ? rank : o->device, o->dir, o->ep_dir,
                       NULL, NULL, NULL};
        float *logits = random_f32((size_t)s.T * s.E, 2.0f, 100 + (uint32_t)rank);
        uint16_t *x = random_bf16((size_t)s.T * s.H, 1.0f, 200 + (uint32_t)rank);
        ep_rank *r = NULL;
        bad = !logits || !x || ep_rank_open(&c, &nccl, comm, &r) ||
              ep_rank_inputs(r, logits, x);
        for (int w = 0; w < 2 && !bad; w++)
            bad = ep_rank_forward(r, NULL);
        for (int k = 0; k < o->reps && !bad; k++) {
            float ms[2];
            bad = ep_rank_forward(r, ms);
            total[k] = ms[0], comm_ms[k] = ms[1];
        }
        if (!bad)
            printf("bench model=%s world=%d rank=%d T=%d layer_ms=%.4f comm_ms=%.4f\n",
                   o->model_name, o->world, rank, s.T, median(total, o->reps),
                   median(comm_ms, o->reps));
        fflush(stdout);
        ep_rank_close(r);
        free(logits), free(x);
    }
    free(total), free(comm_ms);
    return bad;
}

static int baseline(const options *o)
{
    moe_gpu *g = NULL;
    int rc = moe_gpu_open_device(o->dir, o->device < 0 ? 0 : o->device, &g);
    float *total = malloc((size_t)o->reps * 4);
    for (int i = 0; i < o->ntokens && !rc && total; i++) {
        moe_shape s = o->model;
        s.T = o->tokens[i];
        float ms[6];
        rc = moe_gpu_setup(g, &s, NULL, NULL) || moe_gpu_run(g, NULL) || moe_gpu_run(g, NULL);
        for (int k = 0; k < o->reps && !rc; k++) {
            rc = moe_gpu_run(g, ms);
            total[k] = ms[0] + ms[1] + ms[2] + ms[3] + ms[4] + ms[5];
        }
        if (!rc)
            printf("baseline model=%s T=%d layer_ms=%.4f\n", o->model_name, s.T,
                   median(total, o->reps));
        fflush(stdout);
    }
    moe_gpu_close(g);
    free(total);
    return rc || !total;
}

/* ---- the world ---- */

static int run_rank(const options *o, ncclComm_t comm, int rank)
{
    return o->mode == CHECK ? check_rank(o, comm, rank) : bench_rank(o, comm, rank);
}

typedef struct worker {
    const options *o;
    ncclComm_t comm;
    int rank, rc;
} worker;

static void *work(void *arg)
{
    worker *w = arg;
    w->rc = run_rank(w->o, w->comm, w->rank);
    return NULL;
}

/* One process, one thread per device. */
static int run_threads(const options *o)
{
    ncclComm_t comms[MAX_WORLD];
    int devs[MAX_WORLD], rc = 0;
    worker w[MAX_WORLD];
    pthread_t th[MAX_WORLD];
    for (int i = 0; i < o->world; i++)
        devs[i] = i;
    ncclResult_t e = nccl.CommInitAll(comms, o->world, devs);
    if (e != ncclSuccess) {
        fprintf(stderr, "moe_ep: ncclCommInitAll: %s\n", nccl.GetErrorString(e));
        return 1;
    }
    for (int i = 0; i < o->world; i++) {
        w[i] = (worker){o, comms[i], i, 1};
        if (pthread_create(&th[i], NULL, work, &w[i]) != 0) {
            fprintf(stderr, "moe_ep: pthread_create failed\n");
            exit(1); /* the started ranks would wait for this one forever */
        }
    }
    for (int i = 0; i < o->world; i++) {
        pthread_join(th[i], NULL);
        rc |= w[i].rc;
        nccl.CommDestroy(comms[i]);
    }
    return rc;
}

/* One process per GPU: the unique id through a file (written whole, then renamed). */
static int run_process(const options *o)
{
    ncclUniqueId id;
    char tmp[4096];
    if (o->rank == 0) {
        snprintf(tmp, sizeof tmp, "%s.tmp", o->id_file);
        FILE *f = NULL;
        if (nccl.GetUniqueId(&id) != ncclSuccess || !(f = fopen(tmp, "wb")) ||
            fwrite(&id, sizeof id, 1, f) != 1 || fclose(f) != 0 || rename(tmp, o->id_file)) {
            fprintf(stderr, "moe_ep: cannot make or write the NCCL id to %s\n", o->id_file);
            return 1;
        }
    } else {
        FILE *f = NULL;
        for (int i = 0; i < 600 && !(f = fopen(o->id_file, "rb")); i++)
            usleep(100000);
        if (!f || fread(&id, sizeof id, 1, f) != 1) {
            fprintf(stderr, "moe_ep: no NCCL id in %s after 60 s\n", o->id_file);
            if (f)
                fclose(f);
            return 1;
        }
        fclose(f);
    }
    /* NCCL picks the device of the current context: device D's primary context */
    moe_gpu *g = NULL;
    int rc = moe_gpu_open_device(o->dir, o->device < 0 ? o->rank : o->device, &g);
    ncclComm_t comm;
    ncclResult_t e = rc ? ncclSuccess : nccl.CommInitRank(&comm, o->world, id, o->rank);
    if (!rc && e != ncclSuccess)
        fprintf(stderr, "moe_ep: ncclCommInitRank: %s\n", nccl.GetErrorString(e));
    rc = rc ? rc : e != ncclSuccess ? 1 : run_rank(o, comm, o->rank);
    if (!e && g)
        nccl.CommDestroy(comm);
    moe_gpu_close(g);
    return rc;
}

/* ---- arguments ---- */

static int parse_model(options *o, const char *name)
{
    static const struct {
        const char *name;
        moe_shape s;
    } models[] = {{"deepseek-v3", {0, 256, 8, 7168, 2048}}, {"qwen3-235b", {0, 128, 8, 4096, 1536}}};
    for (size_t i = 0; i < sizeof models / sizeof models[0]; i++)
        if (strcmp(name, models[i].name) == 0) {
            o->model = models[i].s, o->model_name = models[i].name;
            return 0;
        }
    fprintf(stderr, "moe_ep: unknown model %s (deepseek-v3, qwen3-235b)\n", name);
    return 1;
}

static int parse_tokens(options *o, const char *list)
{
    for (const char *p = list; *p && o->ntokens < MAX_TOKENS;) {
        char *end;
        long t = strtol(p, &end, 10);
        if (end == p || t < 1 || t > 1 << 20)
            return 1;
        o->tokens[o->ntokens++] = (int)t;
        p = *end == ',' ? end + 1 : end;
    }
    return o->ntokens == 0;
}

static int parse(int argc, char **argv, options *o)
{
    *o = (options){.mode = CHECK, .reps = 10, .world = 0, .rank = -1, .device = -1,
                   .dir = "samples/moe", .ep_dir = "samples/moe_ep"};
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        int bad = 0;
        if (strcmp(a, "--check") == 0)
            o->mode = CHECK;
        else if (!v)
            bad = 1;
        else if (strcmp(a, "--bench") == 0 || strcmp(a, "--baseline") == 0)
            o->mode = strcmp(a, "--bench") == 0 ? BENCH : BASELINE, bad = parse_model(o, v), i++;
        else if (strcmp(a, "--tokens") == 0)
            bad = parse_tokens(o, v), i++;
        else if (strcmp(a, "--reps") == 0)
            bad = (o->reps = atoi(v)) < 1, i++;
        else if (strcmp(a, "--world") == 0)
            bad = (o->world = atoi(v)) < 1 || o->world > MAX_WORLD, i++;
        else if (strcmp(a, "--rank") == 0)
            bad = (o->rank = atoi(v)) < 0, i++;
        else if (strcmp(a, "--device") == 0)
            bad = (o->device = atoi(v)) < 0, i++;
        else if (strcmp(a, "--id-file") == 0)
            o->id_file = v, i++;
        else if (strcmp(a, "--dir") == 0)
            o->dir = v, i++;
        else if (strcmp(a, "--ep-dir") == 0)
            o->ep_dir = v, i++;
        else
            bad = 1;
        if (bad)
            return 1;
    }
    return (o->mode != CHECK && !o->ntokens) ||
           (o->rank >= 0 && (!o->id_file || o->world < 1 || o->rank >= o->world));
}

/* Without a GPU: ep.cu compiles (NVRTC, nvJitLink) for sm_90a and sm_80. 0 when it did, 77
 * when NVRTC or nvJitLink is missing, 1 otherwise (said on stdout). */
static int compile_offline(const char *ep_dir)
{
    size_t size = 0;
    char *src = moe_read_file(ep_dir, "ep.cu", &size);
    static const char *const gpus[2] = {"sm_90a", "sm_80"}, *const opts[] = {"-std=c++17"};
    int rc = src ? 0 : 1;
    for (int i = 0; i < 2 && !rc; i++) {
        cuTileCudaOptions co = {.struct_size = sizeof co, .gpu_name = gpus[i],
                                .program_name = "ep.cu", .options = opts, .num_options = 1};
        void *cubin = NULL;
        size_t n = 0;
        cuTileStatus st = cuTileCudaCompile(src, size, &co, NULL, &cubin, &n);
        const char *m = cuTileGetLastErrorMessage();
        printf("ep.cu for %s: %s%s%s\n", gpus[i], st ? cuTileGetErrorString(st) : "compiled",
               st ? ": " : "", st ? m : "");
        rc = !st ? 0 : strstr(m, "cannot load NVRTC") || strstr(m, "cannot load nvJitLink") ? 77 : 1;
        cuTileFree(NULL, cubin);
    }
    free(src);
    return rc;
}

/* GPUs the driver sees; 0 when there is no driver or GPU. */
static int visible_devices(void)
{
    cuda_driver d;
    int n = 0;
    if (cuda_driver_open(&d) || d.cuInit(0) != CUDA_SUCCESS ||
        d.cuDeviceGetCount(&n) != CUDA_SUCCESS)
        n = 0;
    return n;
}

int main(int argc, char **argv)
{
    options o;
    if (parse(argc, argv, &o)) {
        fprintf(stderr,
                "usage: %s [--check | --bench MODEL --tokens T,T,... | --baseline MODEL "
                "--tokens T,T,...] [--reps N]\n"
                "          [--world N] [--rank R --id-file FILE [--device D]] [--dir DIR] "
                "[--ep-dir DIR]\n", argv[0]);
        return 1;
    }
    int n = visible_devices();
    if (n == 0) {
        int rc = compile_offline(o.ep_dir);
        printf("SKIPPED: no CUDA driver or GPU: the layer did not run\n");
        return rc == 1 ? 1 : 77;
    }
    if (o.mode == BASELINE)
        return baseline(&o);
    if (ep_nccl_open(&nccl)) {
        printf("SKIPPED: NCCL cannot be loaded (set MOE_EP_NCCL to libnccl.so.2's path)\n");
        return 77;
    }
    int version = 0;
    nccl.GetVersion(&version);
    if (o.world == 0)
        o.world = o.rank >= 0 ? 1 : n;
    if (o.rank < 0 && o.world > n) {
        printf("SKIPPED: a world of %d needs %d GPUs; %d visible\n", o.world, o.world, n);
        return 77;
    }
    printf("moe_ep: world of %d, %s, NCCL %d\n", o.world,
           o.rank >= 0 ? "one process per GPU" : "one process, one thread per GPU", version);
    int rc = o.rank >= 0 ? run_process(&o) : run_threads(&o);
    if (o.mode == CHECK)
        printf("moe_ep: %s\n", rc ? "FAILED" : "passed");
    return rc == 2 ? 77 : rc;
}
