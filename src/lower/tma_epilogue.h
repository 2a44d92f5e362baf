/*
 * tma_epilogue.h — the cost rule of the TMA-store epilogue, which two passes must apply alike:
 * assign-layouts keeps a K loop's accumulator layout for a tile store the rule takes (no layout
 * conversion before it), and emit-ptx (codegen/ptx_tma.c) writes those fragments into swizzled
 * shared memory (stmatrix where they fit) and stores the tile with cp.async.bulk.tensor. Where
 * emit-ptx finds at last that TMA cannot describe the view (alignment, strides) it stores the
 * fragments directly, as for a single dot's accumulator.
 *
 * The rule, with prefer_tma left at its default (-1; 1 sends every tiled access through TMA, 0
 * none): a target with TMA, -O1 and up, a tile of at least CT_TMA_EPI_MIN_BYTES — 32 whole
 * 128-byte lines, enough that the bulk transfer (full lines, issued by one thread, the warps not
 * waiting for it) outweighs the round trip through shared memory and its two CTA barriers; the
 * fragments' own stores write each line in 4- or 8-byte pieces from several warps — and at most
 * CT_TMA_EPI_MAX_BYTES (the staging fits every TMA target's shared memory). And what the boxes need: a view TMA can
 * describe as far as the op tells (its own dimension order, a 16-byte aligned base, the other
 * strides known multiples of 16 bytes, the last one 1), rows of whole 16-byte units, at most 256
 * rows, a multiple of 8 (a box is 128 bytes of a row, or the whole row, by all rows: at most 32
 * of them, each a whole number of its swizzle's 1024-, 512- or 256-byte periods). The staging
 * is the dynamic shared region ct_ring (outside pipelined loops, where their stages are free):
 * as large as the layout conversion's staging that it replaces, plus the ring's alignment.
 *
 * And a contiguous extent of whole 16-byte units (static, or by the op's shape_div), unless the
 * store is in bounds along it: on the H200 a bulk tensor store clipped at an inner extent of
 * 29 f32 (116 bytes; the tensor map's dimension 29, rows 128 bytes apart) wrote the rest of
 * the last 16-byte unit of every row, columns 29–31 — past the array's last element on its
 * last row. Measured in the tileiras differential (seed 1804; test/gpu/RESULTS.md, fourteenth
 * session): this library without this condition and tileiras's cubin both wrote there; with
 * it, ours stores those tiles directly and writes nothing outside the array.
 */
#ifndef CT_LOWER_TMA_EPILOGUE_H
#define CT_LOWER_TMA_EPILOGUE_H

#include "pass/pass.h"

#define CT_TMA_EPI_MIN_BYTES 4096u
#define CT_TMA_EPI_MAX_BYTES (64u * 1024)

static inline bool ct_tma_epilogue_on(const ct_pass_ctx *c)
{
    return c->cfg->knobs.prefer_tma == -1 && c->cfg->opt_level > 0 &&
           ct_pass_has(c, CT_FEAT_TMA) && c->ptx_version >= 80;
}

/* Whether the tiled_store `op` goes out through the epilogue (given fragments to store). */
static inline bool ct_tma_epilogue(const ct_pass_ctx *c, const ct_op *op)
{
    const ct_type *pv = op->attrs[0]->type, *tv = pv->elem;
    if (!ct_tma_epilogue_on(c) || op->opc != CT_OP_TILED_STORE ||
        pv->kind != CT_TY_PARTITION_VIEW || pv->ntile < 2 || pv->ntile != tv->rank ||
        tv->elem->kind != CT_TY_SCALAR || op->attrs[2]->value % 16)
        return false;
    uint32_t r = pv->ntile, eb = ct_scalar_mem_bytes((ct_scalar)tv->elem->scalar);
    uint64_t bytes = eb, row = (uint64_t)eb * (uint32_t)pv->tile_shape[r - 1];
    int64_t inner = tv->shape[r - 1] == CT_DYN ? op->attrs[4]->i32[r - 1] : tv->shape[r - 1];
    if (!op->attrs[1]->bools[r - 1] && (uint64_t)inner * eb % 16)
        return false;
    uint32_t rows = (uint32_t)pv->tile_shape[r - 2];
    for (uint32_t j = 0; j < r; j++) {
        int64_t st = tv->strides[j];
        if ((pv->ndim_map && pv->dim_map[j] != (int32_t)j) ||
            (j + 1 == r ? st != 1
                        : (uint64_t)(st == CT_DYN ? op->attrs[3]->i32[j] : st) * eb % 16))
            return false;
        bytes *= (uint32_t)pv->tile_shape[j];
    }
    return bytes >= CT_TMA_EPI_MIN_BYTES && bytes <= CT_TMA_EPI_MAX_BYTES && row % 16 == 0 &&
           rows <= 256 && rows % 8 == 0 && bytes / (rows * (row < 128 ? row : 128)) <= 32;
}

#endif
