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
 *   smaller on a tie).
 * A layer shares one TILE_M between its GEMMs (one alignment of the tokens serves both): the
 * smaller of the two GEMMs' own picks' TILE_M, then each GEMM picks again among that TILE_M's
 * variants (TILE_N may differ).
 */
#include <stdio.h>

#include "moe.h"

/* Ordered by tile area, smallest first (the rule's "largest" is the last that qualifies). */
const moe_variant moe_variants[MOE_NUM_VARIANTS] = {
    {64, 64, 64, 2},
    {64, 128, 64, 2},
    {128, 128, 64, 2},
    {128, 256, 64, 1},
};

void moe_variant_stem(int v, int weighted, char *buf, size_t size)
{
    const moe_variant *t = &moe_variants[v];
    snprintf(buf, size, "moe_gemm_bf16_%s%dx%dx%d", weighted ? "mulw_" : "", t->tile_m,
             t->tile_n, t->tile_k);
}

int moe_pick_variant(const moe_shape *s, long n, int sms, int tile_m)
{
    long rows = (long)s->T * s->k, used = s->E < rows ? s->E : rows;
    long per = (rows + used - 1) / used, most_ctas = -1;
    int full = -1, most = -1;
    for (int i = 0; i < MOE_NUM_VARIANTS; i++) {
        const moe_variant *v = &moe_variants[i];
        if ((tile_m && v->tile_m != tile_m) ||
            (v->tile_m != moe_variants[0].tile_m && per < v->tile_m))
            continue;
        long ctas = used * ((per + v->tile_m - 1) / v->tile_m) * ((n + v->tile_n - 1) / v->tile_n);
        if (ctas >= (long)sms * v->ctas_per_sm)
            full = i;
        if (ctas > most_ctas)
            most = i, most_ctas = ctas;
    }
    return full >= 0 ? full : most;
}

void moe_pick_layer(const moe_shape *s, int sms, int v[2])
{
    long n[2] = {2L * s->I, s->H};
    int tile_m = 0;
    for (int i = 0; i < 2; i++) {
        int m = moe_variants[moe_pick_variant(s, n[i], sms, 0)].tile_m;
        tile_m = tile_m && tile_m < m ? tile_m : m;
    }
    for (int i = 0; i < 2; i++)
        v[i] = moe_pick_variant(s, n[i], sms, tile_m);
}
