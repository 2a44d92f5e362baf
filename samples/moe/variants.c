/*
 * variants.c — the MoE layer's GEMM launch variants (the tile configs kernels.py exports) and
 * the rule that picks a pair of them (w1, w2) from the shape alone: a cost model, evaluated for
 * every pair of variants with one TILE_M (the alignment both GEMMs share), the cheapest taken.
 * bench/moe_bench.py (variant_cost, pick_layer) mirrors its bf16 half line for line: change both
 * together (ctest samples.moe_pick_mirror compares them); moe_fp8_pick is here only.
 *
 * The model counts SM clock cycles of a device of S SMs with sm_90's per-SM rates (H200 class):
 *   R  = 2048 bf16 FMAs per clock (dense wgmma: 989 TFLOP/s over 132 SMs at 1.83 GHz),
 *   D  = 20 DRAM bytes per clock (4.8 TB/s over 132 SMs at 1.83 GHz), an SM's even share,
 *   L2 = 64 bytes per clock from L2 into one SM's shared memory (TMA), an assumption,
 *   SMEM = 128 shared-memory bytes per clock (32 banks of 4 bytes), the one port that both the
 *        TMA's stage writes and wgmma's operand reads go through,
 *   CAP = 2: one SM pulls at most twice its even share of DRAM bandwidth, an assumption,
 *   F  = 2000 clocks per wave of CTAs: filling the ring from DRAM (about 1 µs) and the
 *        epilogue, hidden from the tensor cores only behind other CTAs of the same SM, from
 *        the DRAM stream behind the other SMs' bytes in flight (below),
 *   LAT = 1100 clocks (0.6 µs): an idle DRAM round trip, the figure bench/matmul.c takes; the
 *        queueing under load is the in-flight bound below at work, not a longer latency,
 *   L2B = 50 MiB of L2 (sm_90's), GROUP = 8 row blocks per group of the launch order
 *        (kernels.py GROUP_M: a group's column blocks all start before the next group's).
 * The routed rows: rows = T·k spread evenly over used = min(E, T·k) experts, per = ⌈rows/used⌉;
 * a variant of TILE_M x TILE_N x TILE_K holding c CTAs per SM with rings of `stages` then runs
 *   blocks = used·max(1, (per + (TILE_M − 1)/2) / TILE_M) row blocks expected (each expert pads
 *   its rows to a multiple of TILE_M, half a block on average when the counts scatter around
 *   per; a whole block below TILE_M rows), ctas = blocks · column blocks (w2: ⌈H / TILE_N⌉;
 *   w1: ⌈I / (TILE_N/2)⌉, its TILE_N columns being the gate and the up half),
 *   one CTA's tensor-core clocks  mma = K·TILE_N·max(TILE_M, 64) / (R·eff): wgmma's M is 64
 *     rows a warpgroup, so fewer rows are padding (the transposed kernels make the weights the
 *     64-row side and cost the same: their gain is in bytes and CTAs, below), and eff =
 *     min(1, n/64) for an MMA n columns wide (TILE_N, or TILE_N/2 in w1's two MMAs; 64 for the
 *     transposed), narrower ones being issue-bound,
 *   one CTA's L2 clocks  l2 = K·(TILE_M + TILE_N)·2 / L2 (w1's A tile streams once for both
 *     its MMAs),
 *   one CTA's shared-memory clocks  smem = (K·(TILE_M + TILE_N)·2 + reads) / SMEM: wgmma (both
 *     operands in shared memory) reads its 64 x 16 A and n x 16 B for every instruction, so a
 *     tile of rows x cols (rows the 64-row side: max(TILE_M, 64), or TILE_N transposed) read
 *     as m64·n instructions costs reads = K·2·rows·cols·(64 + n) / (64·n): A is re-read for
 *     every n columns. At the full tensor rate an SM would move 128 bytes a clock for w2 in
 *     128x256 (n = 256: the port's rate), 160 in 128x128 (n = 128), 144 for w1 in 128x256 (two
 *     n = 128 halves) and 192 in 128x128 (n = 64): the narrower instructions wait on the port,
 *     why our dense 128x256x64 GEMM runs 795-799 TFLOP/s at 8192^3 on the H200 and
 *     128x128x64 630-717 (bench/results/matmul_h200.md, target data). Without this term
 *     every 128-row tile ran at the tensor rate and the tie went to 128x128's extra CTAs,
 *   compute = ⌈ctas / S⌉ · max(mma, l2, smem) (the SMs' work, quantised to whole CTAs per SM),
 *   DRAM bytes = used·N·K·2 (each routed expert's weights once: the grouped launch order keeps
 *     an expert's tiles in L2 while its row blocks pass) + blocks·TILE_M·(K + N_out)·2 (A and
 *     the output, padding rows included) + the re-read of the experts whose row blocks fall in
 *     two groups of the launch order: when the weights one group streams, GROUP·used/blocks
 *     experts' N·K·2 bytes (all used when blocks < GROUP), exceed L2B, an expert's tile is
 *     gone before the next group reads it again; each of the blocks/GROUP boundaries falls
 *     within an expert's run with probability (blocks − used)/blocks (the share of
 *     neighbouring blocks of one expert), so (blocks − used)/GROUP experts' weights are read
 *     twice,
 *   the DRAM rate, bounded by the bytes in flight (Little's law): an SM's CTA waiting for
 *     stage i has stages i … i + stages − 2 in flight (the ring less the stage the previous
 *     wgmma group still reads; stages: what the compiler sizes each export's ring to), so
 *     resident = min(c, ctas / active) CTAs on each of active = min(ctas, S) SMs keep
 *     inflight = resident·(stages − 1)·TILE_K·(TILE_M + TILE_N)·2 bytes on the way and pull at
 *     most pull = min(CAP·D, inflight / LAT) bytes a clock; rate = min(D·S, active·pull),
 *   cost = max + min/EXPOSED of (compute + F·⌈ctas / (S·c)⌉, bytes / rate + F·fills), the
 *     tensor side and the DRAM stream (below): the tensor cores wait
 *     for every round's fill that no other CTA of the SM hides; the DRAM stream waits for one
 *     (fills = 1) when the SMs could pull more than D·S (active·pull > D·S: the others' bytes
 *     in flight cover an SM refilling its ring), else for every round (fills = ⌈ctas/(S·c)⌉),
 *     and one more a round on the share of the SMs holding one CTA: no other CTA's copies
 *     are in flight while it drains into its epilogue (stream_clocks says what was measured).
 *     Every export's ring holds 128-160 KiB an SM at the full grid (the compiler fills the
 *     shared memory: 16x128x64 has two CTAs of 5 stages, 16x128x128 one of 5 stages twice as
 *     large), far above D·LAT = 22 KiB: the bound binds only for grids smaller than the GPU.
 *     The two sides overlap imperfectly: a quarter (1/EXPOSED) of the shorter one adds to the
 *     longer. Without it the DRAM stream alone decided wherever it was the longer side, and
 *     tiles of equal bytes tied, whatever their tensor side cost: 128x128x64 (w1's MMAs 64
 *     columns wide, shared-memory bound) against 128x256x64 measured 2-19% slower at T ≥ 256
 *     on the H200, and the tie went by k-steps or a single fill. Over two runs' measured pairs
 *     of all 24 bf16 points (eighteenth session, calls 3 and 5) the pick over the best pair
 *     went 1.0074 -> 1.0020 and 1.0072 -> 1.0017 with it, the same for any fraction from 1/10
 *     to 1/2.
 * The layer's cost is w1's + w2's: the permute (routing.cu) writes the routed rows alone, the
 * same bytes for every TILE_M, so it adds nothing to the choice (the GEMMs' padding rows are
 * counted above).
 * The fp8 layer (moe_fp8_pick: one variant of moe_fp8_variants for both GEMMs) is costed by
 * the same model with e4m3 operands: every byte count of A, W and w1's output (the bytes in
 * flight too) halved (1 byte an element; the f32 scales, 1/128 of that, left out), R doubled
 * (e4m3 wgmma), TILE_K = 128; its w1 tile is two halves of 128 columns (each row's output one
 * scale group), transposed as the table says; a K-split w2 (w2_ksplit runs of K a tile) has
 * that many times the CTAs, each with K / w2_ksplit, and its output bytes written by every
 * run and read again by the combine. Ties (the weight stream alone, at small T; at T·k ≈ E·64
 * both 128-row tiles under the DRAM time) go to the pair with fewer k-steps in all (a stage
 * handed over per k-step: a full-barrier wait, the MMAs' commit and wait, an empty-barrier
 * arrive and a TMA issue; 128x256 and TILE_K = 128 do half as many per byte), then to more
 * CTAs (more SMs streaming), then the earlier variants of the table.
 * Not resolved by the model: TILE_K = 64 (two CTAs an SM) against 128 (one) in one TILE_M x
 * TILE_N is a tie wherever the DRAM stream binds (their rings keep the same bytes in flight an
 * SM; the launch order and so the L2 re-reads are the same), so the k-steps decide it. What
 * one CTA an SM leaves exposed (an epilogue, a prologue, the last stage's MMAs: 1500-1700 clocks
 * a CTA) is covered by the other SMs' pull (CAP) until it exceeds a CTA's DRAM bytes / (CAP·D),
 * 3500-5000 clocks at Qwen3-30B's K = 768 (w2's 6 k-steps of 128), more elsewhere; the ring's
 * drain at few k-steps still leaves ~4x D·LAT in flight. On the H200 TILE_K = 128 gained
 * 0.3-2% at long K (DeepSeek-V3, Qwen3-235B, Mixtral) and lost 2-7% at Qwen3-30B's short K.
 */
#include <math.h>
#include <stdio.h>

#include "moe.h"

/* moe_gemm's TILE_K = 64 variants, its long-K one, the transposed ones, then kernels.py
 * GEMM_PAIRED's tiles at two CTAs an SM of 2 stages (after their exports without the hint,
 * which so take the ties: the order ties go by; bench/moe_bench.py VARIANTS has the same). */
const moe_variant moe_variants[MOE_NUM_VARIANTS] = {
    {64, 64, 64, {2, 2}, {6, 6}, {0, 0}, 1},   {64, 128, 64, {2, 2}, {4, 4}, {0, 0}, 1},
    {128, 128, 64, {2, 2}, {3, 3}, {0, 0}, 1}, {128, 256, 64, {1, 1}, {4, 4}, {0, 0}, 1},
    {64, 128, 128, {1, 1}, {4, 4}, {0, 0}, 1}, {16, 128, 64, {2, 2}, {5, 5}, {1, 1}, 1},
    {16, 128, 128, {1, 1}, {5, 5}, {1, 1}, 1}, {32, 128, 64, {2, 2}, {5, 5}, {1, 1}, 1},
    {32, 128, 128, {1, 1}, {5, 5}, {1, 1}, 1}, {16, 64, 128, {0, 2}, {0, 5}, {1, 1}, 1},
    {16, 128, 128, {2, 2}, {2, 2}, {1, 1}, 1, {2, 2}},
    {32, 128, 128, {2, 2}, {2, 2}, {1, 1}, 1, {2, 2}},
    {64, 128, 128, {2, 2}, {2, 2}, {0, 0}, 1, {2, 2}},
};

int moe_variant_has_w1(int v)
{
    return !moe_variants[v].transposed[0] || moe_variants[v].tile_n / 2 >= 64;
}

const char *moe_variant_kernel(int v, int gemm)
{
    static const char *const names[2][2] = {{"moe_w1", "moe_w1_t"}, {"moe_w2", "moe_w2_t"}};
    return names[gemm != 0][moe_variants[v].transposed[gemm != 0]];
}

/* <M>x<N>x<K>, and _o<CTAs> where GEMM gemm's export has an occupancy hint in its name. */
static void tile_name(int v, int gemm, char *buf, size_t size)
{
    const moe_variant *t = &moe_variants[v];
    int occ = t->occupancy[gemm != 0];
    snprintf(buf, size, occ ? "%dx%dx%d_o%d" : "%dx%dx%d", t->tile_m, t->tile_n, t->tile_k, occ);
}

void moe_variant_name(int v, char *buf, size_t size) { tile_name(v, 1, buf, size); }

void moe_variant_stem(int v, int gemm, char *buf, size_t size)
{
    char name[32];
    tile_name(v, gemm, name, sizeof name);
    snprintf(buf, size, "%s_bf16_%s", moe_variant_kernel(v, gemm), name);
}

/* kernels.py FP8_TILES: both GEMMs transposed at 16 and 32 rows, plain at 64 (w1 at two CTAs an
 * SM: kernels.py FP8_W1_PAIRED) and 128; TILE_N = TILE_K = 128, one scale group (w1's two halves
 * of 128 columns, so that each row's output is one group); then FP8_SPLIT_TILES: the 128-row w1
 * with w2 in 64-row blocks (moe_w2_fp8_split), the CTAs per SM and stages those of the 64-row
 * plain w2. The 16-row tile comes twice: its w2 at three CTAs an SM (kernels.py fp8_w2_narrow: one
 * warpgroup, a ring of 3 stages), first, so that it takes the ties of the weight stream, where the
 * other CTAs cover each one's prologue and scatter (H200, Qwen3-30B T = 16: w2 41.8 -> 35.5 µs);
 * and at two CTAs of 5 stages, which the model prefers where a grid of fewer CTAs than SMs streams
 * with each CTA's own bytes in flight (Mixtral T = 1, w2's 64 CTAs: with the three-CTA w2 alone
 * the model took the 64-row pair there, 0.802 of Triton's layer where dd13de2's 16-row pair had
 * 0.944). Then FP8_KSPLIT_TILES: the 16-row transposed w2 with each tile's K groups in two
 * runs, a CTA each (moe_w2_fp8_ksplit), for grids of fewer w2 tiles than SMs: Mixtral T = 1,
 * w2's 64 tiles of 112 K groups, 127.2 -> 109.8 µs for the layer's GEMMs (H200). CTAs per SM
 * and stages of the sm_90a PTX, as moe_variants'; ctest samples.moe_variant_facts compares
 * them with the compiler's. */
const moe_variant moe_fp8_variants[MOE_FP8_VARIANTS] = {
    {16, 128, 128, {2, 3}, {3, 3}, {1, 1}, 1, {0, 3}},
    {16, 128, 128, {2, 2}, {3, 5}, {1, 1}, 1, {0, 0}},
    {32, 128, 128, {2, 3}, {2, 3}, {1, 1}, 1, {0, 3}},
    {64, 128, 128, {2, 2}, {2, 4}, {0, 0}, 1, {0, 0}},
    {128, 128, 128, {1, 1}, {4, 6}, {0, 0}, 1, {0, 0}},
    {128, 128, 128, {1, 2}, {4, 4}, {0, 0}, 2, {0, 0}},
    {16, 128, 128, {2, 2}, {3, 5}, {1, 1}, 1, {0, 0}, 2},
};

int moe_fp8_stem(int v, int gemm, char *buf, size_t size)
{
    if (v < 0 || v >= MOE_FP8_VARIANTS) {
        snprintf(buf, size, "%s", "");
        return -1;
    }
    const moe_variant *t = &moe_fp8_variants[v];
    int split = gemm ? t->w2_split : 1, ks = gemm ? t->w2_ksplit : 0;
    /* at most one suffix: _s<row split>, _k<K split> or _o<occupancy> */
    char tag = split > 1 ? 's' : ks ? 'k' : 'o';
    int num = split > 1 ? split : ks ? ks : t->occupancy[gemm != 0];
    int n = snprintf(buf, size, "moe_w%d_fp8%s_%dx%d", gemm ? 2 : 1,
                     t->transposed[gemm != 0] ? "_t" : "", t->tile_m / split, t->tile_n);
    if (num && n >= 0 && (size_t)n < size)
        snprintf(buf + n, size - (size_t)n, "_%c%d", tag, num);
    return 0;
}

const char *moe_fp8_kernel(int v, int gemm)
{
    const moe_variant *t = &moe_fp8_variants[v];
    return !gemm ? "moe_w1_fp8"
           : t->w2_split > 1 ? "moe_w2_fp8_split"
           : t->w2_ksplit ? "moe_w2_fp8_ksplit"
                          : "moe_w2_fp8";
}

enum { R = 2048, D = 20, L2 = 64, SMEM = 128, CAP = 2, F = 2000, LAT = 1100, GROUP = 8,
       EXPOSED = 4 };
#define L2B (50.0 * 1024 * 1024)

static long cdiv(long a, long b) { return (a + b - 1) / b; }

/* One GEMM's tile as the model sees it: tile_n the weight rows of a CTA (w1: the gate and the
 * up half together), bytes per element of A and W (eb; 2: bf16, 1: e4m3 at twice the tensor
 * rate, its f32 scales, 1/128 of the bytes, left out) and of the output (w2: bf16; w1: A's
 * type, the next GEMM's A), its CTAs per SM and ring stages. */
typedef struct gemm_tile {
    double tile_m, tile_n, tile_k, ctas_per_sm, stages;
    int transposed, eb, out_bytes;
    double ksplit; /* CTAs a tile, each a run of its K groups, each writing its own output */
} gemm_tile;

static gemm_tile tile_of(const moe_variant *t, int gemm, int eb)
{
    /* fp8 w1's halves are tile_n wide each (one scale group), bf16 w1's tile_n / 2 */
    double n = gemm == 0 && eb == 1 ? 2.0 * t->tile_n : t->tile_n;
    /* a split w2's blocks with rows are about those of an alignment to its own rows */
    double m = gemm ? (double)t->tile_m / t->w2_split : t->tile_m;
    return (gemm_tile){m, n, t->tile_k, t->ctas_per_sm[gemm != 0], t->stages[gemm != 0],
                       t->transposed[gemm != 0], eb, gemm ? 2 : eb,
                       gemm && t->w2_ksplit ? t->w2_ksplit : 1};
}

/* The expected row blocks of alignment tile_m, *used the experts with rows: each pads its
 * per rows to a multiple of tile_m, (tile_m − 1)/2 rows on average when the counts scatter
 * around per, one whole block when per < tile_m. */
static double row_blocks(const moe_shape *s, double tile_m, long *used)
{
    long rows = (long)s->T * s->k;
    *used = s->E < rows ? s->E : rows;
    double per = (double)rows / *used, padded = per + (tile_m - 1) / 2.0;
    return *used * (padded > tile_m ? padded / tile_m : 1.0);
}

static double tile_ctas(const moe_shape *s, int gemm, const gemm_tile *t)
{
    long used;
    return row_blocks(s, t->tile_m, &used) * t->ksplit *
           (double)(gemm ? cdiv(s->H, (long)t->tile_n) : cdiv(s->I, (long)t->tile_n / 2));
}

/* The DRAM bytes of GEMM `gemm` in tile t: the routed experts' weights, A and the output
 * with the padding rows, and the experts read again by a second group of the launch order. */
static double dram_bytes(const moe_shape *s, int gemm, const gemm_tile *t)
{
    long used;
    double blocks = row_blocks(s, t->tile_m, &used);
    double n = gemm ? s->H : 2.0 * s->I, k = gemm ? s->I : s->H, n_out = gemm ? s->H : s->I;
    /* a K split's outputs: written by each run, read again by the combine */
    double out = n_out * t->out_bytes * (2 * t->ksplit - 1);
    double bytes = used * n * k * t->eb + blocks * t->tile_m * (k * t->eb + out);
    double group_experts = GROUP * used / blocks < used ? GROUP * used / blocks : used;
    return group_experts * n * k * t->eb > L2B ? bytes + (blocks - used) / GROUP * n * k * t->eb
                                               : bytes;
}

/* The clocks of the DRAM stream of `bytes` over ctas CTAs of t in `rounds`: its rate bounded
 * by the bytes the rings keep in flight (Little's law), one fill, or one a round when the
 * other SMs cannot pull more to cover an SM refilling its ring. A CTA alone on its SM (its
 * registers or its hint allow no second, or the grid leaves none: on the share 2 − ctas/active
 * of the SMs when it is between one and two CTAs an SM) stalls the SM's stream a fill a round
 * besides: its ring drains into its epilogue and refills after its
 * successor's prologue with nothing of the SM in flight meanwhile, where a second CTA's copies
 * would be. On the H200:
 * - e4m3 (seventeenth session): at T = 1024 and 4096 the 128-row w1, one CTA of 4 stages, and
 *   the transposed 64-row w1, one CTA of 5, took 1.06-1.96x the time of the plain 64-row w1 at
 *   two CTAs of 2 stages (the consumer, scaling each K group's product, is the slower side of
 *   the ring). ncu on the 128-row one at Qwen3-235B T = 4096: DRAM 35%, L2 58%, SM busy 46%, a
 *   third of its warps' stall cycles at barriers.
 * - bf16 (eighteenth session, kernels.py GEMM_PAIRED): the same tiles at two CTAs of 2 stages
 *   against one of 4-5, e.g. Qwen3-30B T = 16 w2 (16 rows, 6 K steps a CTA) 74.4 -> 64.4 µs,
 *   T = 1024 w1 (64 rows) 270.7 -> 248.1; under one wave (Mixtral T = 1, 64 w2 CTAs) the two
 *   stages lost, 58.9 -> 78.3 µs, each CTA alone either way: the CTAs an SM holds count, not
 *   the hint.
 * Over the 24 bf16 points' measured pairs (both exports of each tile) the picks with the term
 * took 0.988x the layer time of those without it (pick over best 1.011 -> 1.007). Counted on
 * every SM wherever any held one CTA, it took the K-split w2 at Qwen3-235B T = 1 and Mixtral
 * T = 16 (256 and 224 tiles at three CTAs an SM: 1.9 and 1.7 an SM), 6.6% and 1.8% slower than
 * the three-CTA w2 measured (H200, eighteenth session, call 7); counted on the SMs' share it
 * keeps the three-CTA w2 there and takes the K split at Mixtral T = 1, 14% faster. Alone
 * (before EXPOSED) it also took 128x128x64 (two CTAs) over 128x256x64 (one) at three points
 * where 128x256x64 measured 2.5-3.3% faster (Mixtral T = 256, Qwen3-235B T = 1024,
 * DeepSeek-V3 T = 4096): the two tied in the stream. */
static double stream_clocks(const gemm_tile *t, double ctas, double bytes, double rounds,
                            int sms)
{
    double active = ctas < sms ? ctas : sms;
    double resident = ctas / active < t->ctas_per_sm ? ctas / active : t->ctas_per_sm;
    double inflight = resident * (t->stages - 1) * t->tile_k * (t->tile_m + t->tile_n) * t->eb;
    double pull = inflight / LAT < CAP * D ? inflight / LAT : CAP * D;
    double rate = active * pull < (double)D * sms ? active * pull : (double)D * sms;
    /* the share of the active SMs holding one CTA (of those that may hold more: the rest of
     * ctas / active over one) */
    double alone = t->ctas_per_sm < 2 ? 1 : fmin(1, fmax(0, 2 - ctas / active));
    double lone = F * rounds * alone;
    return bytes / rate + F * (active * pull > (double)D * sms ? 1 : rounds) + lone;
}

static double tile_cost(const moe_shape *s, int gemm, const gemm_tile *t, int sms)
{
    double ctas = tile_ctas(s, gemm, t), k = (gemm ? s->I : s->H) / t->ksplit, eb = t->eb;
    double mma_n = t->transposed ? 64 : gemm ? t->tile_n : t->tile_n / 2;
    double eff = mma_n < 64 ? mma_n / 64 : 1, m = t->tile_m > 64 ? t->tile_m : 64;
    double mma = k * t->tile_n * m / (R * 2 / eb * eff);
    double l2 = k * (t->tile_m + t->tile_n) * eb / L2;
    /* wgmma's operands out of shared memory: (rows/64)·(cols/n) instructions a k step (16
     * bf16, 32 e4m3: 32 bytes of K), each reading its 64-row A and n-row B, beside the TMA
     * writing the stage (l2's bytes). */
    double rows = t->transposed ? t->tile_n : m, cols = t->transposed ? t->tile_m : t->tile_n;
    double inst_n = t->transposed ? t->tile_m : mma_n;
    double smem = (l2 * L2 + k * eb * rows * cols * (64 + inst_n) / (64 * inst_n)) / SMEM;
    double per_cta = mma > l2 ? mma : l2;
    per_cta = per_cta > smem ? per_cta : smem;
    /* No term for e4m3's scaling of each K group's product: since the scaled promotion
     * (d8fae99, thirty-ninth session) it runs under the wgmma groups issued ahead of it. The
     * term this had (a lone CTA's warpgroups waiting on the scaling together, measured in the
     * seventeenth session) kept the 64-row pair where the 128-row one measured 3-9% faster
     * (H100, Mixtral T = 256-4096: bench/results/moe_layer_fp8_h100.md). */
    double rounds = ceil(ctas / ((double)sms * t->ctas_per_sm));
    double fed = ceil(ctas / sms) * per_cta + F * rounds;
    double streamed = stream_clocks(t, ctas, dram_bytes(s, gemm, t), rounds, sms);
    return fed > streamed ? fed + streamed / EXPOSED : streamed + fed / EXPOSED;
}

double moe_variant_ctas(const moe_shape *s, int gemm, int v)
{
    gemm_tile t = tile_of(&moe_variants[v], gemm, 2);
    return tile_ctas(s, gemm, &t);
}

double moe_variant_cost(const moe_shape *s, int gemm, int v, int sms)
{
    gemm_tile t = tile_of(&moe_variants[v], gemm, 2);
    return tile_cost(s, gemm, &t, sms);
}

/* The k-steps (ring stages consumed: barrier round trips) of all CTAs of one GEMM. */
static double tile_ksteps(const moe_shape *s, int gemm, const gemm_tile *t)
{
    long k = (long)((gemm ? s->I : s->H) / t->ksplit);
    return tile_ctas(s, gemm, t) * (double)cdiv(k, (long)t->tile_k);
}

/* A layer of tiles w1, w2 as a candidate: its cost, then the ties' keys. */
typedef struct candidate {
    double cost, steps, ctas;
} candidate;

static candidate layer_of(const moe_shape *s, const gemm_tile *w1, const gemm_tile *w2,
                          int sms)
{
    return (candidate){tile_cost(s, 0, w1, sms) + tile_cost(s, 1, w2, sms),
                       tile_ksteps(s, 0, w1) + tile_ksteps(s, 1, w2),
                       tile_ctas(s, 0, w1) + tile_ctas(s, 1, w2)};
}

/* Cheaper; on a tie fewer k-steps, then more CTAs (the earlier candidate otherwise). */
static int better(const candidate *c, const candidate *best)
{
    return c->cost < best->cost ||
           (c->cost == best->cost &&
            (c->steps < best->steps || (c->steps == best->steps && c->ctas > best->ctas)));
}

void moe_pick_layer(const moe_shape *s, int sms, int v[2])
{
    candidate best = {0, 0, 0};
    v[0] = v[1] = -1;
    for (int a = 0; a < MOE_NUM_VARIANTS; a++)
        for (int b = 0; b < MOE_NUM_VARIANTS && moe_variant_has_w1(a); b++) {
            if (moe_variants[a].tile_m != moe_variants[b].tile_m)
                continue;
            gemm_tile w1 = tile_of(&moe_variants[a], 0, 2), w2 = tile_of(&moe_variants[b], 1, 2);
            candidate c = layer_of(s, &w1, &w2, sms);
            if (v[0] < 0 || better(&c, &best))
                best = c, v[0] = a, v[1] = b;
        }
}

int moe_fp8_pick(const moe_shape *s, int sms)
{
    candidate best = {0, 0, 0};
    int pick = -1;
    for (int v = 0; v < MOE_FP8_VARIANTS; v++) {
        gemm_tile w1 = tile_of(&moe_fp8_variants[v], 0, 1);
        gemm_tile w2 = tile_of(&moe_fp8_variants[v], 1, 1);
        candidate c = layer_of(s, &w1, &w2, sms);
        if (pick < 0 || better(&c, &best))
            best = c, pick = v;
    }
    return pick;
}
