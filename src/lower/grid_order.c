/* grid_order.c — the order a GEMM's blocks run in (part of pipeline-loops: its plans name the
 * streamed loads this looks at; emit-ptx's ct_ptx_block_id applies the result).
 *
 * The GPU starts a grid's blocks in the order of their linear id, x fastest. A GEMM written
 * with bm = bid(0), bn = bid(1) then runs a wave of blocks that shares one or two column
 * panels of B but touches every row panel of A: at 8192³ with 128-row tiles that is 64 panels
 * of A in every wave — more than L2 holds, so A comes from device memory once per column of
 * blocks, and L2 itself, serving both operands' every tile, becomes the bound (ncu, H100: the
 * NT e4m3 GEMM at 8192³ at 90.7% of L2 throughput, 54.9% hit rate, 64.7% of DRAM throughput;
 * cuBLAS's kernel 73.6%, 76.0%, 33.1%). Grouped, block ids (x, y) are dealt out in bands of
 * CT_GRID_GROUP columns of x: inside a band y runs after x, so a wave of W blocks spans
 * CT_GRID_GROUP row panels and W / CT_GRID_GROUP column panels, which L2 holds and which
 * later waves of the band reuse (the same GEMM in bands of 8: 65.5%, 77.5%, 28.0%; 12%
 * faster). Where A fits L2 the hardware's order already reads it once — and then bands
 * measured 1-8% slower (NT e4m3 8192² with K = 1024 or 2048, the f16 bmm of
 * bench/bmm_unit_batch.py; why was not found: the id arithmetic alone, measured with bands
 * wider than the grid, costs nothing). So the bands hold only where the array of the operand
 * reused along y (one z slice of it: dims whose index depends on z do not count) holds more
 * than half the target's L2 (ct_target.l2_mib: the other operand's panels and the output
 * share it): codegen/ptx_index.c reads its extents from the kernel's parameters where the
 * block ids are read (with no tiled load, or no extents in registers yet, the bands hold
 * always). Measured before this test existed, bands gained 0-6% at 32 MiB of A (4096 x
 * 16384 x 8192), 17-60% from 64 MiB (8192³ +21%, 16384 x 8192 x 8192 +60%, 16384² x 4096
 * +42%; H100 and H200, bands of 16; bench/results/grid_order_h100.md, grid_order_h200.md).
 *
 * Renumbering keeps the set of ids (each once) and changes only which blocks run together,
 * which no kernel may count on (ops.md §0.2: a kernel runs once per tile block) — unless it
 * makes blocks wait for one another, spinning on a flag another block sets: an atomic
 * read-modify-write or compare-and-swap, or any access ordered more strongly than weak, keeps
 * the hardware's order (a reduction into memory, which nothing waits on, does not).
 *
 * It pays only where the loads have the GEMM's shape: some operand a pipelined K loop copies
 * ahead has a tile index that depends on x but not on y (reused along y), another one on y but
 * not on x. Attention's K and V depend on the head (y) alone while Q depends on both: the
 * hardware's order already runs a head's query blocks together. A kernel that swizzles a 1-D
 * grid itself (both operands' indices depend on x alone) keeps its own order.
 *
 * Dependencies are followed forward through SSA values: a block id depends on its own dimension,
 * a parameter or constant on none, an op's result on the union of its operands'; a `for`'s
 * induction variable on its bounds and step; anything else a region defines (loop-carried
 * values, `if` results) conservatively on all three. */
#include <string.h>

#include "lower/pipeline_loops.h"

enum { DEP_X = 1, DEP_Y = 2, DEP_Z = 4, DEP_ALL = 7 };

typedef struct grid_scan {
    uint8_t *dep;   /* per value: the block-id dimensions it depends on */
    bool ordered;   /* an atomic or a non-weak access: blocks may wait for each other */
} grid_scan;

static uint8_t deps_of(const grid_scan *g, const ct_op *op, uint32_t from, uint32_t to)
{
    uint8_t d = 0;
    for (uint32_t k = from; k < to && k < op->nopnds; k++)
        d |= g->dep[op->opnds[k]];
    return d;
}

static void scan_op(ct_op *op, void *user)
{
    grid_scan *g = user;
    uint32_t props = ct_def(op)->props;
    if (((props & P_MEM_READ) && (props & P_MEM_WRITE)) ||
        ct_rw_attr_named(op, "memory_ordering_semantics", CT_MEM_ORDERING_WEAK) !=
            CT_MEM_ORDERING_WEAK)
        g->ordered = true;
    uint8_t d = op->nregions ? DEP_ALL : deps_of(g, op, 0, op->nopnds);
    for (uint32_t i = 0; i < op->nres; i++)
        g->dep[op->res[i]] = op->opc == CT_OP_GET_TILE_BLOCK_ID ? (uint8_t)(1u << i) : d;
    if (op->opc == CT_OP_FOR) /* lower bound, upper bound, step: the induction variable */
        g->dep[op->regions[0].blocks[0].args[0]] = deps_of(g, op, 0, 3);
}

/* Whether pipe p copies operands reused along x and along y; *xload: the tiled_load of the
 * first reused along y (NULL if it is a gather). */
static bool gemm_shaped(const grid_scan *g, const ct_pipe *p, const ct_op **xload)
{
    uint8_t seen = 0;
    for (uint32_t k = 0; k < p->nopnds; k++) {
        const ct_pipe_opnd *o = &p->opnds[k];
        if (!ct_pipe_in_stage(o))
            continue;
        uint8_t d = deps_of(g, o->load, 0, o->load->nopnds) & (DEP_X | DEP_Y);
        if (d == DEP_X && !(seen & 1))
            *xload = o->load->opc == CT_OP_TILED_LOAD ? o->load : NULL;
        seen |= d == DEP_X ? 1 : d == DEP_Y ? 2 : 0;
    }
    return seen == 3;
}

/* The tensor dims of tiled_load ld whose tile index depends on z (its batch dims). */
static uint32_t z_dims(const grid_scan *g, const ct_op *ld)
{
    const ct_type *pv = ld->attrs[0]->type;
    uint32_t mask = 0;
    for (uint32_t i = 0; i < pv->ntile && 1 + i < ld->nopnds; i++)
        if (g->dep[ld->opnds[1 + i]] & DEP_Z)
            mask |= 1u << (pv->ndim_map ? (uint32_t)pv->dim_map[i] : i);
    return mask;
}

ct_status ct_grid_order_plan(ct_pass_ctx *c, const ct_func *f, ct_fstate *fs)
{
    fs->grid_bands = false, fs->grid_load = NULL, fs->grid_zdims = 0, fs->blocks_free = false;
    if (!f->is_entry || !fs->npipes)
        return CUTILE_SUCCESS;
    grid_scan g = {.dep = ct_arena_alloc(&c->arena, f->nvalues + 1)};
    if (!g.dep) {
        ct_diag_set(c->d, CUTILE_ERROR_OUT_OF_MEMORY, "pipeline-loops: out of memory");
        return c->d->status;
    }
    memset(g.dep, DEP_ALL, f->nvalues + 1);
    const ct_block *entry = &f->body.blocks[0];
    for (uint32_t i = 0; i < entry->nargs; i++)
        g.dep[entry->args[i]] = 0;
    ct_rw_walk((ct_region *)&f->body, scan_op, &g);
    fs->blocks_free = !g.ordered;
    bool pays = false;
    const ct_op *xload = NULL;
    for (uint32_t i = 0; i < fs->npipes && !pays; i++)
        pays = gemm_shaped(&g, &fs->pipes[i], &xload);
    if (!pays || g.ordered || c->cfg->knobs.grid_order == 0)
        return CUTILE_SUCCESS;
    fs->grid_bands = true;
    fs->grid_load = xload;
    fs->grid_zdims = xload ? z_dims(&g, xload) : 0;
    return CUTILE_SUCCESS;
}
