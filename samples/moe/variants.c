/*
 * variants.c — the MoE GEMM's launch variants (the tile configs kernels.py exports) and the one
 * rule that picks among them from the shape alone. bench/moe_bench.py (pick_variant,
 * pick_layer) mirrors this rule line for line: change both together.
 *
 * The rule, for one GEMM with N columns on a device of S SMs:
 *   rows  = T·k routed rows, spread evenly over used = min(E, T·k) experts: per = ⌈rows / used⌉
 *   a variant may be used when its TILE_M is the smallest one or per ≥ TILE_M (a larger TILE_M
 *   on experts with fewer rows spends most of its MMA work on padding rows);
 *   blocks(TILE_M) = used · ⌈per / TILE_M⌉ (each expert's run padded to TILE_M);
 *   ctas = blocks · ⌈N / TILE_N⌉;
 *   pick the largest usable tile whose ctas ≥ S · ctas_per_sm (a full wave; ctas_per_sm as the
 *   compiler sizes the CTA, see moe.h), else the usable variant with the most CTAs (the
 *   smaller on a tie), among the TILE_K = 64 variants;
 *   then, when the pick has the smallest TILE_M and K ≥ MOE_LONG_K, the long-K variant
 *   64x128x128 instead: its 48 KiB stages leave one CTA per SM, whose own prologue and epilogue
 *   then go unhidden by a second CTA, which a long K loop amortises, and it keeps twice the
 *   bytes of W in flight per stage, which counts where few CTAs stream the weights (H200,
 *   scratch probe of this rule's commit, against 64x64x64 / 64x128x64: K = 4096–14336 +0.4 to
 *   +9% at 15 of 16 points with T ≤ 256, −2% at Mixtral T=1 w1; K = 2048 mixed, K ≤ 1536 −1 to
 *   −7%).
 * A layer shares one TILE_M between its GEMMs (one alignment of the tokens serves both): the
 * smaller of the two GEMMs' own picks' TILE_M, then each GEMM picks again among that TILE_M's
 * variants (TILE_N may differ).
 */
#include <stdio.h>

#include "moe.h"

/* The TILE_K = 64 variants ordered by tile area, smallest first (the rule's "largest" is the
 * last that qualifies); then the long-K variant. */
const moe_variant moe_variants[MOE_NUM_VARIANTS] = {
    {64, 64, 64, 2},
    {64, 128, 64, 2},
    {128, 128, 64, 2},
    {128, 256, 64, 1},
    {64, 128, 128, 1},
};
enum { LONG_K_VARIANT = MOE_NUM_VARIANTS - 1 };

void moe_variant_stem(int v, int weighted, char *buf, size_t size)
{
    const moe_variant *t = &moe_variants[v];
    snprintf(buf, size, "moe_gemm_bf16_%s%dx%dx%d", weighted ? "mulw_" : "", t->tile_m,
             t->tile_n, t->tile_k);
}

int moe_pick_variant(const moe_shape *s, long n, long k, int sms, int tile_m)
{
    long rows = (long)s->T * s->k, used = s->E < rows ? s->E : rows;
    long per = (rows + used - 1) / used, most_ctas = -1;
    int full = -1, most = -1;
    for (int i = 0; i < MOE_NUM_VARIANTS; i++) {
        const moe_variant *v = &moe_variants[i];
        if ((tile_m && v->tile_m != tile_m) || v->tile_k != moe_variants[0].tile_k ||
            (v->tile_m != moe_variants[0].tile_m && per < v->tile_m))
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
