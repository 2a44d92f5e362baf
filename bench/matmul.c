/*
 * matmul.c — our side of the matmul benchmark (issue 6 item 6): C = A·B in bf16 and f16 (f32
 * accumulation, C in the input type) with the matmul exports of samples/matmul (kernels.py:
 * five tile configs per dtype), over square and skinny shapes. bench/matmul_ref.py times
 * cuBLAS (torch.matmul) and a Triton matmul the same way; scripts/bench-matmul.sh runs both and
 * merges the JSON.
 *
 * Timing (.library/device/METHOD.md): each repetition first clears the L2 by writing a 256 MiB
 * buffer (cuMemsetD32Async, outside the events), then records an event, launches once with
 * cuTileLaunch, records an event; the median of --reps repetitions after 3 warm-up launches.
 * Inputs are uniform in (−1, 1) rounded to the type (never zeros), made once per dtype.
 * Before timing, each (shape, config) is checked: C is NaN-poisoned, the first launch must
 * overwrite every element, and SAMPLES elements must match an f64 CPU reference within
 * u_out·|ref| + 1.01·K·2^-23·Σ|ab| (products exact in f32, K f32 additions, output rounding).
 *
 * Variants: every tile config of samples/matmul (kernels.py BENCH_CONFIGS), the swapped kernel
 * for skinny M (SWAP_CONFIGS), and the split-K kernels (SPLITK_CONFIGS: matmul_splitk writes
 * f32 partials of K runs, splitk_sum adds them into C; both launches are timed together) at the
 * split counts of SPLITS that keep the split grid within one round of the CTAs the GPU holds. Every variant is timed and reported; "pick"
 * is the cost model's choice (model_s, below), "best" the fastest variant measured for that
 * shape (an oracle: it needs the sweep, so tables say which one they show). Each JSON line
 * carries the model's time (model_us) beside the measured one, to judge the model by.
 *
 * Cold compile: the first cuTileLoadModuleFromFile of each export in a context whose cache
 * directory is new and empty (verify, compile, link with nvJitLink, load), wall time.
 *
 * Output: a table, then one JSON object per line (bench "matmul", impl "cutile_rt").
 *
 * usage: bench_matmul [--dir samples/matmul] [--reps N] [--dtype bf16|f16] [--shape MxNxK]...
 *        (default: both dtypes, the shapes of DEFAULT_SHAPES, 30 repetitions)
 */
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "clock.h"
#include "gpu_driver.h"
#include "halves.h"
#include "tile_args.h"

enum { WARMUP = 3, SAMPLES = 256, MAX_SHAPES = 64, MAX_REPS = 1000 };
#define FLUSH_BYTES (256u << 20)

typedef struct shape {
    long m, n, k;
} shape;
/* square 1024…8192; skinny M (decode-like) with N = K = 4096, 8192; short K with large M, N */
static const shape DEFAULT_SHAPES[] = {
    {1024, 1024, 1024}, {2048, 2048, 2048}, {4096, 4096, 4096}, {8192, 8192, 8192},
    {16, 4096, 4096},   {64, 4096, 4096},   {128, 4096, 4096},  {16, 8192, 8192},
    {64, 8192, 8192},   {128, 8192, 8192},  {4096, 4096, 1024}, {8192, 8192, 1024},
};

/* The exports timed (samples/matmul/kernels.py): matmul_<dtype>_<tiles>.cutile (BENCH_CONFIGS),
 * matmul_splitk_<dtype>_<tiles>.cutile (SPLITK_CONFIGS), whose partials
 * splitk_sum_<dtype>_16x64.cutile (SUM_TILE) adds into C, and matmul_swap_<dtype>_<tiles>.cutile
 * (SWAP_CONFIGS: C's tile as (Bᵀ·Aᵀ)ᵀ, the tensor cores' 64-row side along N). */
typedef enum kind { PLAIN, SPLITK, SWAP } kind;
static const char *const KIND_PREFIX[] = {"matmul", "matmul_splitk", "matmul_swap"};
typedef struct config {
    int tm, tn, tk;
    kind kind;
} config;
static const config CONFIGS[] = {
    {128, 128, 64, PLAIN}, {128, 256, 64, PLAIN}, {64, 128, 64, PLAIN}, {64, 64, 64, PLAIN},
    {64, 64, 128, PLAIN},  {128, 128, 32, PLAIN}, {128, 256, 32, PLAIN}, {64, 64, 128, SPLITK},
    {128, 128, 64, SPLITK}, {16, 64, 128, SWAP}};
enum { NCONFIGS = sizeof CONFIGS / sizeof CONFIGS[0] };
static const int SPLITS[] = {2, 3, 4, 6, 8}; /* split counts tried */
enum { NSPLITS = sizeof SPLITS / sizeof SPLITS[0], MAX_VARIANTS = NCONFIGS * NSPLITS };
enum { SUM_TM = 16, SUM_TN = 64, SUM_SPLITS = 8 }; /* splitk_sum: tile of C, splits per load */

/* A loaded matmul export and what it is on this GPU: CTAs per SM (the driver's occupancy for
 * its block and dynamic shared memory) and the K steps its stage ring keeps in flight (the
 * ring's stages less one being multiplied, and less one more still read by the wgmma group
 * that stays in flight across iterations where it does: from four stages, or three for a CTA
 * alone on its SM; library: lower/pipeline_loops.c CARRY_MIN_STAGES). */
typedef struct kinfo {
    cuTileKernel k;
    int occ, ahead;
    int lone_ahead; /* the same of the kernel's lone twin (0: none), which a grid of no more
                       CTAs than SMs runs (library: launch/launch.c). Reported, not modelled:
                       given the twin's deeper rings model_s picked K-32 tiles that the twin
                       does not speed up (H200: 1024³ 128x128x32 172 TFLOP/s against the
                       64x128x64 it picked before, 206), so what bounds a K step of a lone
                       CTA other than the ring is still to be modelled */
} kinfo;

/* One way to compute a shape: a config, and for a split-K config the split count. */
typedef struct variant {
    int ci, splits;
} variant;

typedef struct dtype {
    const char *name;
    cuTileDType dt;
    int lg_u_out;
} dtype;
static const dtype DTYPES[] = {{"bf16", CUTILE_DTYPE_BF16, -8}, {"f16", CUTILE_DTYPE_F16, -11}};

/* ------------------------------------ numbers ------------------------------------ */

static double value(uint16_t h, const dtype *t)
{
    return t->dt == CUTILE_DTYPE_BF16 ? f32_of_bf16(h) : f32_of_f16(h);
}

static uint64_t rng = 0x9E3779B97F4A7C15ull;
static uint32_t rnd32(void)
{
    rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
    return (uint32_t)(rng >> 16);
}

static void fill_uniform(uint16_t *h, size_t n, const dtype *t)
{
    for (size_t i = 0; i < n; i++) {
        float v = (float)((double)rnd32() / 2147483648.0 - 1.0);
        h[i] = t->dt == CUTILE_DTYPE_BF16 ? bf16_of(v) : f16_of(v);
    }
}

/* ------------------------------------ the run ------------------------------------ */

typedef struct bench {
    cuda_driver d;
    cuTileContext ctx;
    kinfo kern[2][NCONFIGS]; /* per dtype and config; k NULL where the load failed */
    cuTileKernel sum[2];     /* splitk_sum per dtype */
    double cold_ms[2][NCONFIGS];
    CUdeviceptr a, b, c, w, flush;
    uint16_t *ha, *hb, *hc;
    int reps, sms;
    double clk_hz, mem_bw; /* SM clock, device-memory bandwidth (bytes/s) */
} bench;

static long cdiv(long a, long b) { return (a + b - 1) / b; }

static uint32_t tiles_of(const config *c, const shape *s)
{
    return (uint32_t)(cdiv(s->m, c->tm) * cdiv(s->n, c->tn));
}

/* C = A·B by variant v: one launch, or split-K's two (partials, then their sum). */
static cuTileStatus launch(const bench *B, int ti, variant v, const shape *s)
{
    const config *c = &CONFIGS[v.ci];
    cuTileDType dt = DTYPES[ti].dt;
    cuTileArg ab[3] = {TILE_ARRAY(B->a, dt, s->m, s->k), TILE_ARRAY(B->b, dt, s->k, s->n),
                       TILE_ARRAY(B->c, dt, s->m, s->n)};
    uint32_t grid[3] = {tiles_of(c, s), (uint32_t)v.splits, 1};
    if (c->kind == SWAP) /* (column tiles, row tiles) */
        grid[0] = (uint32_t)cdiv(s->n, c->tn), grid[1] = (uint32_t)cdiv(s->m, c->tm);
    if (c->kind != SPLITK)
        return cuTileLaunch(B->kern[ti][v.ci].k, grid, ab, 3, NULL);
    /* the f32 partials, [splits, M, N] in B->w, then C */
    cuTileArg sum[2] = {TILE_ARRAY(B->w, CUTILE_DTYPE_F32, v.splits, s->m, s->n), ab[2]};
    uint32_t sum_grid[3] = {(uint32_t)cdiv(s->m, SUM_TM), (uint32_t)cdiv(s->n, SUM_TN), 1};
    ab[2] = sum[0];
    cuTileStatus st = cuTileLaunch(B->kern[ti][v.ci].k, grid, ab, 3, NULL);
    return st ? st : cuTileLaunch(B->sum[ti], sum_grid, sum, 2, NULL);
}

/* First launch on a NaN-poisoned C (and split-K partials: a split left unwritten must not
 * find an earlier variant's): counts unwritten elements and sampled elements off the f64
 * reference; *worst gets the largest |err|/Σ|ab| seen. -1 if the launch failed. */
static long check(bench *B, int ti, variant v, const shape *s, double *worst)
{
    const dtype *t = &DTYPES[ti];
    size_t nc = (size_t)(s->m * s->n);
    B->d.cuMemsetD32_v2(B->c, 0xFFFFFFFFu, nc / 2); /* NaN in bf16 and f16; nc is even */
    if (CONFIGS[v.ci].kind == SPLITK)
        B->d.cuMemsetD32_v2(B->w, 0xFFFFFFFFu, nc * (size_t)v.splits); /* f32 NaN */
    if (launch(B, ti, v, s) || B->d.cuCtxSynchronize() ||
        B->d.cuMemcpyDtoH_v2(B->hc, B->c, nc * 2))
        return -1;
    long bad = 0;
    uint16_t inf = t->dt == CUTILE_DTYPE_BF16 ? 0x7f80 : 0x7c00;
    for (size_t i = 0; i < nc; i++)
        bad += (B->hc[i] & 0x7fff) > inf; /* NaN: left unwritten, or computed */
    *worst = 0;
    for (int q = 0; q < SAMPLES; q++) {
        long i = q ? (long)(rnd32() % (uint32_t)s->m) : s->m - 1;
        long j = q ? (long)(rnd32() % (uint32_t)s->n) : s->n - 1;
        double ref = 0, mag = 0;
        for (long x = 0; x < s->k; x++) {
            double p = value(B->ha[i * s->k + x], t) * value(B->hb[x * s->n + j], t);
            ref += p, mag += fabs(p);
        }
        double err = fabs(value(B->hc[i * s->n + j], t) - ref);
        double tol = ldexp(fabs(ref), t->lg_u_out) + 1.01 * (double)s->k * ldexp(mag, -23);
        bad += !(err <= tol);
        if (mag > 0 && err / mag > *worst)
            *worst = err / mag;
    }
    return bad;
}

/* Median ms of B->reps launches, each after an L2-clearing write of the flush buffer. */
static float time_flushed(bench *B, int ti, variant v, const shape *s)
{
    CUevent e0, e1;
    float ms[MAX_REPS];
    if (B->d.cuEventCreate(&e0, 0) || B->d.cuEventCreate(&e1, 0))
        return -1;
    float med = -1;
    for (int r = -WARMUP; r < B->reps; r++) {
        B->d.cuMemsetD32Async(B->flush, (unsigned)r, FLUSH_BYTES / 4, NULL);
        B->d.cuEventRecord(e0, NULL);
        if (launch(B, ti, v, s))
            goto out;
        B->d.cuEventRecord(e1, NULL);
        if (B->d.cuEventSynchronize(e1))
            goto out;
        if (r >= 0)
            B->d.cuEventElapsedTime(&ms[r], e0, e1);
    }
    qsort(ms, (size_t)B->reps, sizeof ms[0], bench_cmp_float);
    med = B->reps % 2 ? ms[B->reps / 2] : (ms[B->reps / 2 - 1] + ms[B->reps / 2]) / 2;
out:
    B->d.cuEventDestroy_v2(e0);
    B->d.cuEventDestroy_v2(e1);
    return med;
}

/* ---------------------------------- the cost model ---------------------------------- */

/* Facts of the sm_90 GPU: dense 16-bit tensor-core FLOP per SM and clock (H100 SXM: 989
 * TFLOP/s = 132 SMs x 1.83 GHz x 4096); the shared-memory bytes per clock that wgmma reads its
 * operands at; what L2 delivers to the SMs (about 10 TB/s on H100-class parts: an approximate
 * figure, to be checked by a copy microbenchmark); the round trip of a load when the memory
 * system is busy: from device memory (about 0.6 us idle, queueing under load; taken as 2 us)
 * and from L2 (taken as 0.6 us). */
#define MMA_FLOP_PER_CLK 4096.0
#define SMEM_BYTES_PER_CLK 128.0
#define L2_BYTES_PER_S 10e12
#define DRAM_LATENCY_S 2e-6
#define L2_LATENCY_S 0.6e-6

/* Seconds the model gives variant v on shape s. The SM that runs the most CTAs sets the time:
 * per_sm of them, `resident` at once, in `rounds`. Its K loops are bound by the largest of
 *   - the tensor cores: per K step, the tile's FLOP, or the shared-memory bytes wgmma reads
 *     (A once, B once per 64-row warpgroup; swapped: the roles of the two), whichever takes
 *     longer;
 *   - the stage ring: each resident CTA keeps `ahead` K steps in flight, so a step arrives
 *     every latency / (resident x ahead) (Little's law: the bytes in flight bound the rate);
 *     the latency is device memory's for the share of the loaded bytes that are first reads
 *     (A and B once), L2's for the re-reads;
 *   - device memory: A and B once, the output (f32 partials for split-K) once;
 *   - L2: every stage's bytes, each CTA's own (the tiles' re-reads of A and B);
 * plus the gap between a CTA's K loop and the next one's, when the SM's tensor cores and its
 * stream wait: a latency before the first stage arrives, the last K step's MMA (nothing left
 * to load behind it), the epilogue's trip of the output tile through shared memory (written,
 * read back) and its store, which the CTAs that end together (one round's) put through L2 at
 * once. With one CTA an SM the CTAs of a round start and end together: every round pays the
 * gap. With two or more, another CTA's K loop runs through each CTA's gap: the SM pays it
 * once (the first fill, the last drain). Split-K adds the sum kernel: its start, a round trip
 * per SUM_SPLITS splits, its bytes. Constants only, nothing fitted: the JSON lines give
 * model_us beside the measured time to judge it by. */
static double model_s(const bench *B, int ti, variant v, const shape *s)
{
    const config *c = &CONFIGS[v.ci];
    const kinfo *ki = &B->kern[ti][v.ci];
    double m = (double)s->m, n = (double)s->n, k = (double)s->k, splits = v.splits;
    double ctas = (double)tiles_of(c, s) * splits, kt = ceil(ceil(k / c->tk) / splits);
    double per_sm = ceil(ctas / B->sms), resident = fmin(ki->occ, per_sm);
    double rounds = ceil(per_sm / ki->occ);
    double flop = 2.0 * c->tm * c->tn * c->tk;
    double rows = c->kind == SWAP ? c->tn : c->tm, cols = c->kind == SWAP ? c->tm : c->tn;
    double smem = 2.0 * (rows * c->tk + c->tk * cols * ceil(rows / 64.0));
    double step_clk = fmax(flop / MMA_FLOP_PER_CLK, smem / SMEM_BYTES_PER_CLK);
    double t_mma = per_sm * kt * step_clk / B->clk_hz;
    double ab = 2.0 * (m * k + k * n); /* bytes of A and B */
    double loaded = ctas * kt * 2.0 * (fmin(c->tm, m) * c->tk + c->tk * fmin(c->tn, n));
    double first = fmin(1.0, ab / loaded);
    double latency = first * DRAM_LATENCY_S + (1 - first) * L2_LATENCY_S;
    double t_ring = per_sm * kt * latency / (resident * (ki->ahead > 0 ? ki->ahead : 1));
    double out = splits > 1 ? 4.0 * splits * m * n : 2.0 * m * n;
    double t_mem = fmax((ab + out) / B->mem_bw, loaded / L2_BYTES_PER_S);
    double tile_out = (splits > 1 ? 4.0 : 2.0) * c->tm * c->tn;
    double gap = latency + (step_clk + 2 * tile_out / SMEM_BYTES_PER_CLK) / B->clk_hz +
                 tile_out * fmin(ctas, B->sms * resident) / L2_BYTES_PER_S;
    double t = fmax(t_mma, fmax(t_ring, t_mem)) + (resident > 1 ? 1 : rounds) * gap;
    if (splits > 1)
        t += DRAM_LATENCY_S * (1 + ceil(splits / SUM_SPLITS)) +
             (4.0 * splits + 2.0) * m * n / B->mem_bw;
    return t;
}

/* The variants of shape s: every loaded config, split-K ones at each split count that leaves
 * every split two K tiles at least and keeps the split grid within one round of the CTAs the
 * GPU holds (past that, the grid already fills the GPU and splitting only adds the sum). */
static int variants_of(const bench *B, int ti, const shape *s, variant *out)
{
    int nv = 0;
    for (int ci = 0; ci < NCONFIGS; ci++) {
        const config *c = &CONFIGS[ci];
        const kinfo *ki = &B->kern[ti][ci];
        if (!ki->k || (c->kind == SPLITK && !B->sum[ti]))
            continue;
        if (c->kind != SPLITK) {
            out[nv++] = (variant){ci, 1};
            continue;
        }
        for (int j = 0; j < NSPLITS; j++)
            if (2L * SPLITS[j] <= cdiv(s->k, c->tk) &&
                (long)tiles_of(c, s) * SPLITS[j] <= (long)B->sms * ki->occ)
                out[nv++] = (variant){ci, SPLITS[j]};
    }
    return nv;
}

static double tflops(const shape *s, float ms)
{
    return 2.0 * (double)s->m * (double)s->n * (double)s->k / (ms * 1e-3) / 1e12;
}

/* The variant's name: "<tiles>", split-K "<tiles>/split<S>", swapped "<tiles>/swap". */
static const char *variant_name(variant v, char *buf, size_t n)
{
    const config *c = &CONFIGS[v.ci];
    int k = snprintf(buf, n, "%dx%dx%d", c->tm, c->tn, c->tk);
    if (c->kind == SPLITK && k > 0 && (size_t)k < n)
        snprintf(buf + k, n - (size_t)k, "/split%d", v.splits);
    if (c->kind == SWAP && k > 0 && (size_t)k < n)
        snprintf(buf + k, n - (size_t)k, "/swap");
    return buf;
}

/* Times every variant of one shape; prints its rows and JSON lines. Returns failures. */
static int bench_shape(bench *B, int ti, const shape *s)
{
    const dtype *t = &DTYPES[ti];
    variant vs[MAX_VARIANTS];
    float ms[MAX_VARIANTS];
    int nv = variants_of(B, ti, s, vs), fails = 0, best = -1, pick = -1;
    for (int i = 0; i < nv; i++)
        if (pick < 0 || model_s(B, ti, vs[i], s) < model_s(B, ti, vs[pick], s))
            pick = i;
    for (int i = 0; i < nv; i++) {
        char name[48];
        double worst = 0, model_us = model_s(B, ti, vs[i], s) * 1e6;
        long bad = check(B, ti, vs[i], s, &worst);
        ms[i] = bad == 0 ? time_flushed(B, ti, vs[i], s) : -1;
        variant_name(vs[i], name, sizeof name);
        if (bad != 0 || ms[i] < 0) {
            fprintf(stderr, "bench_matmul: %s %ldx%ldx%ld %s: %s\n", t->name, s->m, s->n, s->k,
                    name, bad > 0 ? "WRONG RESULTS" : cuTileGetLastErrorMessage());
            fails++;
            continue;
        }
        if (best < 0 || ms[i] < ms[best])
            best = i;
        printf("%-5s %6ld %6ld %6ld  %-18s %s %10.4f %9.1f %9.1f  %.2g\n", t->name, s->m, s->n,
               s->k, name, i == pick ? "pick" : "    ", ms[i], tflops(s, ms[i]), model_us, worst);
        printf("{\"bench\":\"matmul\",\"impl\":\"cutile_rt\",\"dtype\":\"%s\",\"m\":%ld,\"n\":%ld,"
               "\"k\":%ld,\"config\":\"%s\",\"ms\":%.5f,\"tflops\":%.2f,\"model_us\":%.2f,"
               "\"max_err\":%.3g,\"samples_checked\":%d}\n",
               t->name, s->m, s->n, s->k, name, ms[i], tflops(s, ms[i]), model_us, worst, SAMPLES);
    }
    if (best >= 0) {
        char pn[48] = "-", bn[48];
        bool pick_ok = pick >= 0 && ms[pick] > 0;
        if (pick_ok)
            variant_name(vs[pick], pn, sizeof pn);
        printf("{\"bench\":\"matmul\",\"impl\":\"cutile_rt\",\"kind\":\"choice\",\"dtype\":\"%s\","
               "\"m\":%ld,\"n\":%ld,\"k\":%ld,\"pick\":\"%s\",\"pick_ms\":%.5f,"
               "\"pick_tflops\":%.2f,\"best\":\"%s\",\"best_ms\":%.5f,\"best_tflops\":%.2f}\n",
               t->name, s->m, s->n, s->k, pn, pick_ok ? ms[pick] : -1.0,
               pick_ok ? tflops(s, ms[pick]) : 0.0, variant_name(vs[best], bn, sizeof bn),
               ms[best], tflops(s, ms[best]));
    }
    fflush(stdout);
    return fails;
}

/* A cold load of dir/<entry>.cutile: the kernel, or NULL (said on stderr); *ms its wall time. */
static cuTileKernel load_one(bench *B, const char *dir, const char *entry, double *ms)
{
    char path[4096];
    cuTileModule mod;
    cuTileKernel k;
    snprintf(path, sizeof path, "%s/%s.cutile", dir, entry);
    uint64_t t0 = now_ns();
    if (cuTileLoadModuleFromFile(B->ctx, path, NULL, &mod) ||
        cuTileModuleGetKernel(mod, entry, &k)) {
        fprintf(stderr, "bench_matmul: %s: %s\n", path, cuTileGetLastErrorMessage());
        return NULL;
    }
    *ms = (double)(now_ns() - t0) / 1e6;
    return k;
}

/* What config c's kernel is on this GPU (kinfo): the driver's occupancy for its block and
 * ring; the ring's stages from its size (each operand tile of a stage 1 KiB aligned). */
static int describe(bench *B, const config *c, kinfo *ki)
{
    const struct cuTileKernel_st *k = ki->k;
    int threads = (int)(k->block_dim[0] * k->block_dim[1] * k->block_dim[2]);
    long stage = ((2L * c->tm * c->tk + 1023) & ~1023L) + ((2L * c->tk * c->tn + 1023) & ~1023L);
    int stages = (int)(k->dyn_smem / stage);
    if (B->d.cuOccupancyMaxActiveBlocksPerMultiprocessor(&ki->occ, k->fn, threads,
                                                         k->dyn_smem) || ki->occ < 1)
        return 1;
    ki->ahead = stages - (stages >= 4 || (ki->occ == 1 && stages >= 3) ? 2 : 1);
    stages = k->lone ? (int)(k->lone->dyn_smem / stage) : 0;
    ki->lone_ahead = stages ? stages - (stages >= 3 ? 2 : 1) : 0;
    return 0;
}

/* Cold loads: every export of the dtypes asked for, into a context whose cache is empty. */
static void load_all(bench *B, const char *dir, int only)
{
    int loads = 0;
    for (int ti = 0; ti < 2; ti++) {
        if (only >= 0 && only != ti)
            continue;
        char entry[64];
        double ms;
        snprintf(entry, sizeof entry, "splitk_sum_%s_%dx%d", DTYPES[ti].name, SUM_TM, SUM_TN);
        B->sum[ti] = load_one(B, dir, entry, &ms);
        for (int ci = 0; ci < NCONFIGS; ci++) {
            const config *c = &CONFIGS[ci];
            kinfo *ki = &B->kern[ti][ci];
            snprintf(entry, sizeof entry, "%s_%s_%dx%dx%d", KIND_PREFIX[c->kind], DTYPES[ti].name,
                     c->tm, c->tn, c->tk);
            if (!(ki->k = load_one(B, dir, entry, &B->cold_ms[ti][ci])))
                continue;
            if (describe(B, c, ki)) {
                fprintf(stderr, "bench_matmul: %s: no occupancy from the driver\n", entry);
                ki->k = NULL;
                continue;
            }
            printf("{\"bench\":\"matmul\",\"impl\":\"cutile_rt\",\"kind\":\"cold_compile\","
                   "\"dtype\":\"%s\",\"config\":\"%s %dx%dx%d\",\"ms\":%.2f,\"load_index\":%d,"
                   "\"ctas_per_sm\":%d,\"stages_ahead\":%d,\"lone_ahead\":%d}\n",
                   DTYPES[ti].name, KIND_PREFIX[c->kind], c->tm, c->tn, c->tk,
                   B->cold_ms[ti][ci], loads++, ki->occ, ki->ahead, ki->lone_ahead);
        }
    }
}

static int parse_args(int argc, char **argv, const char **dir, int *reps, int *only, shape *shapes,
                      int *nshapes)
{
    for (int i = 1; i < argc; i++) {
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(argv[i], "--dir") && v)
            *dir = v, i++;
        else if (!strcmp(argv[i], "--reps") && v && atoi(v) > 0 && atoi(v) <= MAX_REPS)
            *reps = atoi(v), i++;
        else if (!strcmp(argv[i], "--dtype") && v && (!strcmp(v, "bf16") || !strcmp(v, "f16")))
            *only = strcmp(v, "bf16") ? 1 : 0, i++;
        else if (!strcmp(argv[i], "--shape") && v && *nshapes < MAX_SHAPES &&
                 sscanf(v, "%ldx%ldx%ld", &shapes[*nshapes].m, &shapes[*nshapes].n,
                        &shapes[*nshapes].k) == 3 &&
                 shapes[*nshapes].m > 0 && shapes[*nshapes].n > 0 && shapes[*nshapes].k > 0 &&
                 shapes[*nshapes].m % 16 == 0 && shapes[*nshapes].n % 16 == 0 &&
                 shapes[*nshapes].k % 16 == 0)
            (*nshapes)++, i++;
        else {
            fprintf(stderr, "usage: bench_matmul [--dir DIR] [--reps N] [--dtype bf16|f16] "
                            "[--shape MxNxK (multiples of 16)]...\n");
            return -1;
        }
    }
    if (!*nshapes) {
        *nshapes = (int)(sizeof DEFAULT_SHAPES / sizeof DEFAULT_SHAPES[0]);
        memcpy(shapes, DEFAULT_SHAPES, sizeof DEFAULT_SHAPES);
    }
    return 0;
}

int main(int argc, char **argv)
{
    const char *dir = "samples/matmul";
    int only = -1, nshapes = 0;
    shape shapes[MAX_SHAPES];
    bench B = {.reps = 30};
    if (parse_args(argc, argv, &dir, &B.reps, &only, shapes, &nshapes))
        return 2;
    /* a new, empty cache directory: the first load of each export compiles */
    char cache[] = "/tmp/bench_matmul_cache.XXXXXX";
    if (!mkdtemp(cache)) {
        perror("bench_matmul: mkdtemp");
        return 1;
    }
    cuTileContextOptions o = {.struct_size = sizeof o, .cache_dir = cache};
    if (cuTileContextCreate(&B.ctx, &o)) {
        printf("SKIPPED: %s\n", cuTileGetLastErrorMessage());
        rmdir(cache);
        return 77;
    }
    CUdevice dev;
    int clk_khz, mem_khz, bus_bits;
    if (bench_driver_load(&B.d) || B.d.cuCtxSetCurrent(B.ctx->cu_ctx) ||
        B.d.cuCtxGetDevice(&dev) || B.d.cuDeviceGetAttribute(&B.sms, 16, dev) || /* SM count */
        B.d.cuDeviceGetAttribute(&clk_khz, 13, dev) ||                         /* SM clock */
        B.d.cuDeviceGetAttribute(&mem_khz, 36, dev) ||                         /* memory clock */
        B.d.cuDeviceGetAttribute(&bus_bits, 37, dev))                          /* bus width */
        return 1;
    B.clk_hz = clk_khz * 1e3, B.mem_bw = 2.0 * mem_khz * 1e3 * bus_bits / 8; /* double data rate */
    load_all(&B, dir, only);
    size_t max_a = 0, max_b = 0, max_c = 0, max_w = 0;
    for (int i = 0; i < nshapes; i++) {
        size_t a = (size_t)(shapes[i].m * shapes[i].k), b = (size_t)(shapes[i].k * shapes[i].n),
               c = (size_t)(shapes[i].m * shapes[i].n);
        max_a = a > max_a ? a : max_a, max_b = b > max_b ? b : max_b, max_c = c > max_c ? c : max_c;
        for (int ti = 0; ti < 2; ti++) {
            variant vs[MAX_VARIANTS];
            for (int j = 0, nv = variants_of(&B, ti, &shapes[i], vs); j < nv; j++)
                max_w = (size_t)vs[j].splits * c * 4 > max_w ? (size_t)vs[j].splits * c * 4 : max_w;
        }
    }
    B.ha = malloc(max_a * 2), B.hb = malloc(max_b * 2), B.hc = malloc(max_c * 2);
    if (!B.ha || !B.hb || !B.hc || B.d.cuMemAlloc_v2(&B.a, max_a * 2) ||
        B.d.cuMemAlloc_v2(&B.b, max_b * 2) || B.d.cuMemAlloc_v2(&B.c, max_c * 2) ||
        B.d.cuMemAlloc_v2(&B.w, max_w ? max_w : 4) || B.d.cuMemAlloc_v2(&B.flush, FLUSH_BYTES)) {
        fprintf(stderr, "bench_matmul: out of memory\n");
        return 1;
    }
    printf("%d multiprocessors at %.2f GHz, %.2f TB/s; median of %d launches, L2 cleared before "
           "each\n", B.sms, B.clk_hz / 1e9, B.mem_bw / 1e12, B.reps);
    printf("%-5s %6s %6s %6s  %-18s %4s %10s %9s %9s  %s\n", "dtype", "M", "N", "K", "variant", "",
           "ms", "TFLOP/s", "model us", "max|err|/sum|ab|");
    int fails = 0;
    for (int ti = 0; ti < 2; ti++) {
        if (only >= 0 && only != ti)
            continue;
        /* Each shape reads the leading part of A and B as its row-major operands. */
        fill_uniform(B.ha, max_a, &DTYPES[ti]);
        fill_uniform(B.hb, max_b, &DTYPES[ti]);
        if (B.d.cuMemcpyHtoD_v2(B.a, B.ha, max_a * 2) || B.d.cuMemcpyHtoD_v2(B.b, B.hb, max_b * 2))
            return 1;
        for (int i = 0; i < nshapes; i++)
            fails += bench_shape(&B, ti, &shapes[i]);
    }
    B.d.cuMemFree_v2(B.a), B.d.cuMemFree_v2(B.b), B.d.cuMemFree_v2(B.c), B.d.cuMemFree_v2(B.w);
    B.d.cuMemFree_v2(B.flush);
    free(B.ha), free(B.hb), free(B.hc);
    cuTileContextDestroy(B.ctx);
    printf("cache of the cold loads left in %s\n", cache);
    return fails ? 1 : 0;
}
