/*
 * variants.c — the MoE GEMM's launch variants (the tile configs kernels.py exports) and the one
 * rule that picks among them from the shape alone. bench/moe_bench.py (pick_variant,
 * pick_layer) mirrors this rule line for line: change both together.
 *
 * The rule, for one GEMM with N columns and a K loop over K on a device of S SMs:
 *   rows  = T·k routed rows, spread evenly over used = min(E, T·k) experts: per = ⌈rows / used⌉
 * A few rows per expert: the transposed kernel (moe_gemm_t: the expert's weights are the MMA's
 * 64-row M, the rows its N) with the smallest TILE_M ≥ 2·per (blocks half full on average, so
 * that experts above the mean rarely need a second one), when there is one (per ≤ 16), and
 * TILE_N = 128 with TILE_K = 128 when K ≥ MOE_LONG_K_T, else 64 — but TILE_N = 64 (TILE_K 128)
 * when that TILE_M has such a variant and the 128-column grid gives the SMs fewer than two
 * CTAs each: twice the CTAs, each with deep stages. (H200 probes at c172103+, T ≤ 256 of the
 * bench's models, against moe_gemm's 64-row variants: −0 to +7% at per ≤ 16; TILE_K = 128 won
 * at K ≥ 1536, 64 at K = 768; 16 rows lost to 32 at per = 16 by 5–15%. At T = 1, 16x64x128
 * against the 128-column pick: +1.7 to +2.9% on the four small grids (Qwen3-30B w2 0.945 ->
 * 0.972 of Triton's time), −0.3 to +0.4% elsewhere.) Otherwise moe_gemm:
 *   a variant may be used when its TILE_M is the smallest one or per ≥ TILE_M/2 (a larger
 *   TILE_M on experts with fewer rows spends most of its MMA work on padding rows; at half
 *   full on average it still wins: the experts' row counts scatter around per, so the smaller
 *   TILE_M pads too, and the larger tile computes faster — H200 sweep at 85d7063: Qwen3-235B
 *   T=1024 w1 0.899 → 0.814 ms, w2 0.457 → 0.434, Qwen3-30B T=1024 w1 0.235 → 0.223, Mixtral
 *   T=256 w1 0.500 → 0.470; Qwen3-30B T=1024 w2 0.130 → 0.132);
 *   blocks(TILE_M) = used · ⌈per / TILE_M⌉ (each expert's run padded to TILE_M);
 *   ctas = blocks · ⌈N / TILE_N⌉;
 *   pick the largest usable tile whose ctas ≥ S · ctas_per_sm (a full wave; ctas_per_sm as the
 *   compiler sizes the CTA, see moe.h), else the usable variant with the most CTAs (the
 *   smaller on a tie), among the TILE_K = 64 variants;
 *   then, when the pick has the smallest TILE_M and K ≥ MOE_LONG_K, the long-K variant
 *   64x128x128 instead: its 48 KiB stages leave one CTA per SM, whose own prologue and epilogue
 *   then go unhidden by a second CTA, which a long K loop amortises, and it keeps twice the
 *   bytes of W in flight per stage, which counts where few CTAs stream the weights (H200,
 *   scratch probe at cc88079+, against 64x64x64 / 64x128x64: K = 4096–14336 +0.4 to +9% at 15
 *   of 16 points with T ≤ 256, −2% at Mixtral T=1 w1; K = 2048 mixed, K ≤ 1536 −1 to −7%).
 * A layer shares one TILE_M between its GEMMs (one alignment of the tokens serves both): the
 * smaller of the two GEMMs' own picks' TILE_M, then each GEMM picks again among that TILE_M's
 * variants (TILE_N may differ).
 */
#include <stdio.h>

#include "moe.h"

/* moe_gemm's TILE_K = 64 variants ordered by tile area, smallest first (the rule's "largest" is
 * the last that qualifies); then its long-K variant; then moe_gemm_t's, TILE_M ascending. */
const moe_variant moe_variants[MOE_NUM_VARIANTS] = {
    {64, 64, 64, 2, 0},   {64, 128, 64, 2, 0},  {128, 128, 64, 2, 0}, {128, 256, 64, 1, 0},
    {64, 128, 128, 1, 0}, {16, 128, 64, 2, 1},  {16, 128, 128, 1, 1}, {32, 128, 64, 2, 1},
    {32, 128, 128, 1, 1}, {16, 64, 128, 2, 1},
};
enum { LONG_K_VARIANT = 4 };

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

/* The transposed variant with TILE_M m, TILE_N n and TILE_K kk, or −1. */
static int find_transposed(int m, int n, int kk)
{
    for (int i = 0; i < MOE_NUM_VARIANTS; i++) {
        const moe_variant *v = &moe_variants[i];
        if (v->transposed && v->tile_m == m && v->tile_n == n && v->tile_k == kk)
            return i;
    }
    return -1;
}

/* The transposed variant for per rows per expert over `used` experts (TILE_M given, or the
 * smallest ≥ 2·per), N columns and a K loop over k on sms SMs, or −1. */
static int pick_transposed(long per, long used, long n, long k, int sms, int tile_m)
{
    int m = tile_m;
    for (int i = 0; !m && i < MOE_NUM_VARIANTS; i++) /* the table has TILE_M ascending */
        if (moe_variants[i].transposed && moe_variants[i].tile_m >= 2 * per)
            m = moe_variants[i].tile_m;
    if (!m)
        return -1;
    int wide = find_transposed(m, 128, k >= MOE_LONG_K_T ? 128 : 64);
    int narrow = find_transposed(m, 64, 128);
    if (narrow >= 0 && used * ((per + m - 1) / m) * ((n + 127) / 128) < 2L * sms)
        return narrow;
    return wide;
}

int moe_pick_variant(const moe_shape *s, long n, long k, int sms, int tile_m)
{
    long rows = (long)s->T * s->k, used = s->E < rows ? s->E : rows;
    long per = (rows + used - 1) / used, most_ctas = -1;
    int full = -1, most = -1, t = pick_transposed(per, used, n, k, sms, tile_m);
    if (t >= 0 || (tile_m && tile_m < moe_variants[0].tile_m))
        return t;
    for (int i = 0; i < MOE_NUM_VARIANTS; i++) {
        const moe_variant *v = &moe_variants[i];
        if ((tile_m && v->tile_m != tile_m) || v->tile_k != moe_variants[0].tile_k ||
            v->transposed || (v->tile_m != moe_variants[0].tile_m && 2 * per < v->tile_m))
            continue;
        long ctas = used * ((per + v->tile_m - 1) / v->tile_m) * ((n + v->tile_n - 1) / v->tile_n);
        if (ctas >= (long)sms * v->ctas_per_sm)
            full = i;
        if (ctas > most_ctas)
            most = i, most_ctas = ctas;
    }
    int pick = full >= 0 ? full : most;
    if (pick >= 0 && moe_variants[pick].tile_m == moe_variants[0].tile_m && k >= MOE_LONG_K)
        pick = LONG_K_VARIANT;
    return pick;
}

void moe_pick_layer(const moe_shape *s, int sms, int v[2])
{
    long n[2] = {2L * s->I, s->H}, k[2] = {s->H, s->I};
    int tile_m = 0;
    for (int i = 0; i < 2; i++) {
        int m = moe_variants[moe_pick_variant(s, n[i], k[i], sms, 0)].tile_m;
        tile_m = tile_m && tile_m < m ? tile_m : m;
    }
    for (int i = 0; i < 2; i++)
        v[i] = moe_pick_variant(s, n[i], k[i], sms, tile_m);
}
