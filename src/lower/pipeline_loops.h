/*
 * pipeline_loops.h — the plan pipeline-loops (pipeline_loops.c) leaves in ct_fstate.pipes for
 * emit-ptx (codegen/ptx_pipe.c, ptx_cf.c), which writes the copies and waits it describes.
 */
#ifndef CT_LOWER_PIPELINE_LOOPS_H
#define CT_LOWER_PIPELINE_LOOPS_H

#include "lower/mma.h"
#include "pass/pass.h"

/* A K loop whose dot operands stream through a ring of shared-memory stages. Stage s of the ring starts at s · stage_bytes; a streamed operand's tile at opnds[k].offset
 * in it. The wgmma operands that do not stream have tiles of their own after the ring, at
 * stages · stage_bytes + opnds[k].offset: a loop-invariant one is written there once before
 * the loop, one the body computes by its dot in every iteration. */
#define CT_PIPE_MAX_OPNDS 8
enum {
    CT_PIPE_STREAM,
    CT_PIPE_RESIDENT,
    CT_PIPE_STAGED,
    CT_PIPE_REGS,
    CT_PIPE_PREFETCH,
    CT_PIPE_SHARED
};
typedef struct ct_pipe_opnd {
    uint8_t kind;        /* CT_PIPE_STREAM, _RESIDENT, _STAGED, _REGS (an RS A: no tile) or
                            _PREFETCH (the load a staged operand, or an mma.sync one widened
                            from f8, is computed from, copied into the stage and read back into
                            its registers in the body) or _SHARED
                            (a later wgmma dot's operand that is an earlier stream's tile, in the
                            same role: it reads that stream's stage, no copy of its own) */
    ct_val val;          /* the dot operand */
    const ct_op *load;   /* streamed: tiled_load or gather_load of the loop body */
    const ct_op *via;    /* a reshape between the load and the dot, or NULL */
    const ct_op *conv;   /* mma.sync: the staged convert_layout (ldmatrix) the load feeds */
    const ct_op *dot;    /* the dot that reads it */
    uint8_t role;        /* CT_MMA_A or CT_MMA_B */
    ct_mma_wg_tile tile; /* wgmma: its layout in a stage */
    ct_mma_smem sm;      /* mma.sync: its stage's layout (ct_mma_smem: swizzle, transposition) */
    uint32_t bytes;      /* of the tile */
    uint32_t offset;     /* bytes from the start of a stage, or of the fixed tiles (1024-aligned) */
    uint8_t from;        /* staged B: the prefetch operand it moves from, within shared memory,
                            by the transposing copy (codegen/ptx_pipe.c transpose_blocks), or 0;
                            shared: the stream whose tile it is */
} ct_pipe_opnd;


/* Whether operand o has a tile in every stage of the ring (copied ahead of its iteration). */
static inline bool ct_pipe_in_stage(const ct_pipe_opnd *o)
{
    return o->kind == CT_PIPE_STREAM || o->kind == CT_PIPE_PREFETCH;
}

/* Whether every tile of p's stages is read back in the body (ct_pipe_in_stage operands all
 * prefetched: the tf32 GEMM's A and B), so that no dot reads a stage and a stage is free once
 * its iteration's body has run, a wgmma group in flight or not. */
static inline bool ct_pipe_read_back(const ct_pipe_opnd *o, uint32_t n)
{
    for (uint32_t k = 0; k < n; k++)
        if (o[k].kind == CT_PIPE_STREAM || o[k].kind == CT_PIPE_SHARED)
            return false;
    return true;
}

/* A load of the body fetched an iteration early (pipeline_loops.c plan_early), and the body
 * ops its operands need, in body order. */
#define CT_PIPE_MAX_EARLY 4
typedef struct ct_pipe_early {
    const ct_op *load;
    uint32_t nslice;
    const ct_op **slice;
} ct_pipe_early;

typedef struct ct_pipe {
    const ct_op *loop;    /* the for op */
    uint32_t stages;      /* ring stages */
    uint32_t ahead;       /* iterations whose copies are in flight while one computes */
    bool carried;         /* one wgmma group stays in flight across the iteration boundary */
    uint32_t stage_bytes; /* a multiple of 1024 */
    uint32_t fixed_bytes; /* of the resident and staged tiles after the ring */
    uint32_t staged_half; /* with a wgmma group in flight, the bytes from a staged tile to its
                             second copy (the iterations alternate), else 0 */
    uint32_t regs;        /* registers a thread holds by the plan's estimate (its CTAs per SM) */
    uint32_t nopnds;
    ct_pipe_opnd opnds[CT_PIPE_MAX_OPNDS];
    uint32_t nslice;      /* the body ops the copies' operands need, in body order */
    const ct_op **slice;
    uint32_t nearly;
    ct_pipe_early early[CT_PIPE_MAX_EARLY];
    bool tc_acc;          /* its one dot is tcgen05's and updates the carried accumulator, which
                             stays in tensor memory for the whole loop (codegen/ptx_pipe.c) */
} ct_pipe;

/* Grid order (grid_order.c): whether entry f's blocks run grouped, into fs->grid_bands, and
 * whether they may run in any order and grouping at all, into fs->blocks_free;
 * CT_GRID_GROUP is the width of a band along x. A wave of W blocks then spans about
 * CT_GRID_GROUP + W / CT_GRID_GROUP panels of the two operands: within 6% of the fewest
 * (2·√W) for waves of 132 to 400 blocks (one to three CTAs on each of an H100's 132 SMs), 25%
 * at 64. (H100, NT e4m3 GEMMs of 4096 to 16384 a side: 16 gained 0-55% over the hardware's
 * order, 8 and 32 a few percent less where they gained.) */
enum { CT_GRID_GROUP = 16 };
ct_status ct_grid_order_plan(ct_pass_ctx *c, const ct_func *f, ct_fstate *fs);
/* The plan pipeline-loops made for `for` op loop, or NULL. */
const ct_pipe *ct_pipe_of_loop(const ct_fstate *fs, const ct_op *loop);

#endif
