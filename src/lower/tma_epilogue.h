/*
 * tma_epilogue.h — the cost rule of the TMA-store epilogue, which two passes must apply alike:
 * assign-layouts keeps a K loop's accumulator layout for a tile store the rule takes (no layout
 * conversion before it), and emit-ptx (codegen/ptx_tma.c) writes those fragments into swizzled
 * shared memory (stmatrix where they fit) and stores the tile with cp.async.bulk.tensor. Where
 * emit-ptx finds at last that TMA cannot describe the view (alignment, strides) it stores the
 * fragments directly, as for a single dot's accumulator.
 *
 * The rule, with prefer_tma left at its default (-1; 1 sends every tiled access through TMA, 0
 * none): a target with TMA, the loops pipelined (-O1 and up: their freed ring holds the
 * staging), and a tile of at least CT_TMA_EPI_MIN_BYTES — 32 whole 128-byte lines, enough that
 * the bulk transfer (full lines, issued by one thread, the warps not waiting for it) outweighs
 * the round trip through shared memory and its two CTA barriers. The fragments' own stores
 * write each line in 4- or 8-byte pieces from several warps.
 */
#ifndef CT_LOWER_TMA_EPILOGUE_H
#define CT_LOWER_TMA_EPILOGUE_H

#include "pass/pass.h"

#define CT_TMA_EPI_MIN_BYTES 4096u

static inline bool ct_tma_epilogue(const ct_pass_ctx *c, uint64_t tile_bytes)
{
    return c->cfg->knobs.prefer_tma == -1 && c->cfg->opt_level > 0 &&
           ct_pass_has(c, CT_FEAT_TMA) && c->ptx_version >= 80 &&
           tile_bytes >= CT_TMA_EPI_MIN_BYTES;
}

#endif
