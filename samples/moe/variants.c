/*
 * variants.c — the MoE layer's GEMM launch variants (the tile configs kernels.py exports) and
 * the rule that picks a pair of them (w1, w2) from the shape alone: a cost model, evaluated for
 * every pair of variants with one TILE_M (the alignment both GEMMs share), the cheapest taken.
 * bench/moe_bench.py (variant_cost, pick_layer) mirrors it line for line: change both together
 * (ctest samples.moe_pick_mirror compares them).
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
 *   cost = max(compute + F·⌈ctas / (S·c)⌉, bytes / rate + F·fills): the tensor cores wait
 *     for every round's fill that no other CTA of the SM hides; the DRAM stream waits for one
 *     (fills = 1) when the SMs could pull more than D·S (active·pull > D·S: the others' bytes
 *     in flight cover an SM refilling its ring), else for every round (fills = ⌈ctas/(S·c)⌉).
 *     Every export's ring holds 128-160 KiB an SM at the full grid (the compiler fills the
 *     shared memory: 16x128x64 has two CTAs of 5 stages, 16x128x128 one of 5 stages twice as
 *     large), far above D·LAT = 22 KiB: the bound binds only for grids smaller than the GPU,
 *     and what it decides in the weight stream is that a ring's refill costs the stream
 *     nothing, so one CTA an SM (TILE_K = 128) no longer pays a fill a round there.
 * The layer's cost is w1's + w2's + the permute's (blocks·TILE_M·H·2 written, rows·H·2 read, at
 * D·S): larger TILE_M pads more rows. Ties (the weight stream alone, at small T; at T·k ≈ E·64
 * both 128-row tiles under the DRAM time) go to the pair with fewer k-steps in all (a stage
 * handed over per k-step: a full-barrier wait, the MMAs' commit and wait, an empty-barrier
 * arrive and a TMA issue; 128x256 and TILE_K = 128 do half as many per byte), then to more
 * CTAs (more SMs streaming), then the earlier variants of the table.
 */
#include <math.h>
#include <stdio.h>

#include "moe.h"

/* moe_gemm's TILE_K = 64 variants, its long-K one, then the transposed ones (the order ties go
 * by; bench/moe_bench.py VARIANTS has the same). */
const moe_variant moe_variants[MOE_NUM_VARIANTS] = {
    {64, 64, 64, {2, 2}, {6, 6}, 0},   {64, 128, 64, {2, 2}, {4, 4}, 0},
    {128, 128, 64, {2, 2}, {3, 3}, 0}, {128, 256, 64, {1, 1}, {4, 4}, 0},
    {64, 128, 128, {1, 1}, {4, 4}, 0}, {16, 128, 64, {2, 2}, {5, 5}, 1},
    {16, 128, 128, {1, 1}, {5, 5}, 1}, {32, 128, 64, {2, 2}, {5, 5}, 1},
    {32, 128, 128, {1, 1}, {5, 5}, 1}, {16, 64, 128, {0, 2}, {0, 5}, 1},
};

int moe_variant_has_w1(int v)
{
    return !moe_variants[v].transposed || moe_variants[v].tile_n / 2 >= 64;
}

const char *moe_variant_kernel(int v, int gemm)
{
    static const char *const names[2][2] = {{"moe_w1", "moe_w1_t"}, {"moe_w2", "moe_w2_t"}};
    return names[gemm != 0][moe_variants[v].transposed != 0];
}

void moe_variant_stem(int v, int gemm, char *buf, size_t size)
{
    const moe_variant *t = &moe_variants[v];
    snprintf(buf, size, "%s_bf16_%dx%dx%d", moe_variant_kernel(v, gemm), t->tile_m, t->tile_n,
             t->tile_k);
}

enum { R = 2048, D = 20, L2 = 64, SMEM = 128, CAP = 2, F = 2000, LAT = 1100, GROUP = 8 };
#define L2B (50.0 * 1024 * 1024)

static long cdiv(long a, long b) { return (a + b - 1) / b; }

/* The expected row blocks of alignment tile_m, *used the experts with rows: each pads its
 * per rows to a multiple of tile_m, (tile_m − 1)/2 rows on average when the counts scatter
 * around per, one whole block when per < tile_m. */
static double row_blocks(const moe_shape *s, long tile_m, long *used)
{
    long rows = (long)s->T * s->k;
    *used = s->E < rows ? s->E : rows;
    double per = (double)rows / *used, padded = per + (tile_m - 1) / 2.0;
    return *used * (padded > tile_m ? padded / tile_m : 1.0);
}

double moe_variant_ctas(const moe_shape *s, int gemm, int v)
{
    const moe_variant *t = &moe_variants[v];
    long used;
    return row_blocks(s, t->tile_m, &used) *
           (double)(gemm ? cdiv(s->H, t->tile_n) : cdiv(s->I, t->tile_n / 2));
}

/* The DRAM bytes of GEMM `gemm` in variant t: the routed experts' weights, A and the output
 * with the padding rows, and the experts read again by a second group of the launch order. */
static double dram_bytes(const moe_shape *s, int gemm, const moe_variant *t)
{
    long used;
    double blocks = row_blocks(s, t->tile_m, &used);
    double n = gemm ? s->H : 2.0 * s->I, k = gemm ? s->I : s->H, n_out = gemm ? s->H : s->I;
    double bytes = used * n * k * 2 + blocks * t->tile_m * (k + n_out) * 2;
    double group_experts = GROUP * used / blocks < used ? GROUP * used / blocks : used;
    return group_experts * n * k * 2 > L2B ? bytes + (blocks - used) / GROUP * n * k * 2
                                           : bytes;
}

/* The clocks of the DRAM stream of `bytes` over ctas CTAs of t in `rounds`: its rate bounded
 * by the bytes the rings keep in flight (Little's law), one fill, or one a round when the
 * other SMs cannot pull more to cover an SM refilling its ring. */
static double stream_clocks(const moe_variant *t, int gemm, double ctas, double bytes,
                            double rounds, int sms)
{
    double c = t->ctas_per_sm[gemm != 0], active = ctas < sms ? ctas : sms;
    double resident = ctas / active < c ? ctas / active : c;
    double inflight = resident * (t->stages[gemm != 0] - 1) * t->tile_k *
                      (t->tile_m + t->tile_n) * 2.0;
    double pull = inflight / LAT < CAP * D ? inflight / LAT : CAP * D;
    double rate = active * pull < (double)D * sms ? active * pull : (double)D * sms;
    return bytes / rate + F * (active * pull > (double)D * sms ? 1 : rounds);
}

double moe_variant_cost(const moe_shape *s, int gemm, int v, int sms)
{
    const moe_variant *t = &moe_variants[v];
    double ctas = moe_variant_ctas(s, gemm, v), k = gemm ? s->I : s->H;
    double mma_n = t->transposed ? 64 : gemm ? t->tile_n : t->tile_n / 2;
    double eff = mma_n < 64 ? mma_n / 64 : 1, m = t->tile_m > 64 ? t->tile_m : 64;
    double mma = k * t->tile_n * m / (R * eff);
    double l2 = k * (t->tile_m + t->tile_n) * 2 / L2;
    /* wgmma's operands out of shared memory: (rows/64)·(cols/n) instructions a k16 step, each
     * reading its 64 x 16 A and n x 16 B, beside the TMA writing the stage (l2's bytes). */
    double rows = t->transposed ? t->tile_n : m, cols = t->transposed ? t->tile_m : t->tile_n;
    double inst_n = t->transposed ? t->tile_m : mma_n;
    double smem = (l2 * L2 + k * 2 * rows * cols * (64 + inst_n) / (64 * inst_n)) / SMEM;
    double per_cta = mma > l2 ? mma : l2;
    per_cta = per_cta > smem ? per_cta : smem;
    double rounds = ceil(ctas / ((double)sms * t->ctas_per_sm[gemm != 0]));
    double fed = ceil(ctas / sms) * per_cta + F * rounds;
    double streamed = stream_clocks(t, gemm, ctas, dram_bytes(s, gemm, t), rounds, sms);
    return fed > streamed ? fed : streamed;
}

/* The permute's DRAM clocks for alignment tile_m: the padded rows written, the routed read. */
static double permute_cost(const moe_shape *s, long tile_m, int sms)
{
    long used;
    double blocks = row_blocks(s, tile_m, &used);
    return (blocks * tile_m + (double)s->T * s->k) * s->H * 2 / ((double)D * sms);
}

/* The k-steps (ring stages consumed: barrier round trips) of all CTAs of one GEMM. */
static double variant_ksteps(const moe_shape *s, int gemm, int v)
{
    long k = gemm ? s->I : s->H;
    return moe_variant_ctas(s, gemm, v) * (double)cdiv(k, moe_variants[v].tile_k);
}

void moe_pick_layer(const moe_shape *s, int sms, int v[2])
{
    double best = 0, best_steps = 0, best_ctas = 0;
    v[0] = v[1] = -1;
    for (int a = 0; a < MOE_NUM_VARIANTS; a++)
        for (int b = 0; b < MOE_NUM_VARIANTS && moe_variant_has_w1(a); b++) {
            if (moe_variants[a].tile_m != moe_variants[b].tile_m)
                continue;
            double c = permute_cost(s, moe_variants[a].tile_m, sms) +
                       moe_variant_cost(s, 0, a, sms) + moe_variant_cost(s, 1, b, sms);
            double steps = variant_ksteps(s, 0, a) + variant_ksteps(s, 1, b);
            double ctas = moe_variant_ctas(s, 0, a) + moe_variant_ctas(s, 1, b);
            if (v[0] < 0 || c < best ||
                (c == best && (steps < best_steps || (steps == best_steps && ctas > best_ctas))))
                best = c, best_steps = steps, best_ctas = ctas, v[0] = a, v[1] = b;
        }
}
