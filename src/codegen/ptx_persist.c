/* ptx_persist.c — persistent execution of an entry's tile blocks (the persistent knob).
 *
 * Why: an entry whose pipelined K loop fills its SM with one CTA (the ring or the registers
 * allow no second: the fp8 GEMMs, 128x128 bf16 tiles alone) runs one block a CTA, and each
 * CTA fills its ring before its first MMA and drains through its epilogue after its last while
 * nothing else runs on the SM (ncu, H100: bench/results/bounds_h100.md; cuBLAS's kernels run
 * 132 CTAs whose producer fills the next tile's stages during the current tile's epilogue).
 * Persistent, the entry runs the grid's blocks t = ctaid.x, ctaid.x + nctaid.x, … one after
 * another (t linear, x fastest: the hardware's numbering, so grid_order's bands apply as they
 * would) in a loop around its whole body, and the launcher starts no more CTAs than the device
 * holds at once (launch/launch.c). The pipelined loop's producer warp (ptx_pipe.c producer)
 * goes round the same loop, but never waits for the consumers except on the ring's `empty`
 * barriers: it fills the next block's first stages as soon as the consumers release this
 * block's last, while they run its epilogue.
 *
 * Where it pays: a CTA alone on its SM (its plan's ctas_per_sm; where two share the SM, one's
 * main loop covers the other's fill and epilogue already, and the room the epilogue's staging
 * takes beside the ring would cost the second CTA: H100, samples/matmul's bf16 128x128x64 at
 * 4096² x 1024 measured 0.81x so). Not the lone twin, whose grid is one wave anyway.
 *
 * When it is safe:
 * - the blocks may run in any order and grouping (lower/grid_order.c: none waits for
 *   another), keep their state in registers (no alloca scratch, which is per CTA), and return
 *   only at the entry block's end (the return becomes a branch to the next block, taken by
 *   every thread alike);
 * - the ring's barriers are initialised once (the TMA prologue goes before the loop) and its
 *   stage and phase counters live for the whole kernel (ptx_pipe.c), so every instance of the
 *   K loop consumes what the producer made for it;
 * - nothing else uses the ring's part of the dynamic region: the epilogue's staging (and any
 *   other user of ct_ptx_ring) goes after it (em.ring_floor; lower/pipeline_loops.c keeps room
 *   for the largest stored tile), since the producer writes the next block's stages while the
 *   consumers stage this one's tile.
 * The entry is emitted without the loop where its pipelined loop gets no producer warp or the
 * two regions exceed shared memory (em.persist_lost; emit_ptx.c emits it again).
 *
 * The grid: the hidden parameter CT_HIDDEN_GRID holds the X, Y, Z the launch was given (X·Y·Z
 * below 2^31, which the launcher checks, so t + nctaid.x does not wrap); get_tile_block_id and
 * get_num_tile_blocks read the block's ids and the grid from here (ptx_index.c). */
#include <string.h>

#include "codegen/ptx_emit.h"
#include "target/target.h"

bool ct_ptx_persist_wanted(const em *e)
{
    const ct_compile_knobs *k = &e->c->cfg->knobs;
    const ct_block *b = &e->f->body.blocks[0];
    if (k->persistent != 1 || k->producer_warp == 0 || !e->fs->blocks_free ||
        e->fs->npipes != 1 || e->fs->ctas_per_sm > 1 || e->allocas || e->tc_dots ||
        !ct_target_has(e->c->cfg->target, CT_FEAT_TMA) || !b->nops ||
        b->ops[b->nops - 1]->opc != CT_OP_RETURN)
        return false;
    for (uint32_t i = 0; i + 1 < b->nops; i++)
        if (ct_ptx_holds_return(b->ops[i]))
            return false; /* an early return */
    return true;
}

/* Registers t (the block), its step and the block count go to the entry's start with the
 * grid's X, Y, Z; the body starts with the loop's head, where each block's ids are taken
 * apart from t. The TMA prologue goes before the head (em.pro_at). */
void ct_ptx_persist_head(em *e, uint32_t *head, uint32_t *done)
{
    const char *name = e->f->name.s;
    uint32_t n = new_reg(e, RC_B32), step = new_reg(e, RC_B32), p = new_reg(e, RC_PRED);
    uint32_t t = new_reg(e, RC_B32);
    ct_buf *body = e->o;
    e->o = e->pre;
    for (uint32_t i = 0; i < 3; i++) {
        e->grid_n[i] = new_reg(e, RC_B32);
        I("ld.param.u32 %s, [%s_grid+%u];\n", R(e, e->grid_n[i]), name, 4 * i);
    }
    I("mul.lo.u32 %s, %s, %s;\n", R(e, n), R(e, e->grid_n[0]), R(e, e->grid_n[1]));
    I("mul.lo.u32 %s, %s, %s;\n", R(e, n), R(e, n), R(e, e->grid_n[2]));
    I("mov.u32 %s, %%ctaid.x;\n", R(e, t));
    I("mov.u32 %s, %%nctaid.x;\n", R(e, step));
    e->o = body;
    e->pro_at = e->o->len;
    *head = e->nlabels++, *done = e->nlabels++, e->ret_label = e->nlabels++;
    ct_buf_printf(e->o, "$Lcf%u:\n", *head);
    I("setp.ge.u32 %s, %s, %s;\n", R(e, p), R(e, t), R(e, n));
    I("@%s bra $Lcf%u;\n", R(e, p), *done);
    uint32_t q = new_reg(e, RC_B32);
    for (uint32_t i = 0; i < 3; i++)
        e->grid_id[i] = new_reg(e, RC_B32);
    I("rem.u32 %s, %s, %s;\n", R(e, e->grid_id[0]), R(e, t), R(e, e->grid_n[0]));
    I("div.u32 %s, %s, %s;\n", R(e, q), R(e, t), R(e, e->grid_n[0]));
    I("rem.u32 %s, %s, %s;\n", R(e, e->grid_id[1]), R(e, q), R(e, e->grid_n[1]));
    I("div.u32 %s, %s, %s;\n", R(e, e->grid_id[2]), R(e, q), R(e, e->grid_n[1]));
    I("add.u32 %s, %s, %s;\n", R(e, t), R(e, t), R(e, step)); /* the next block */
}

/* After the body: the next block, or the end. */
void ct_ptx_persist_tail(em *e, uint32_t head, uint32_t done)
{
    ct_buf_printf(e->o, "$Lcf%u:\n", e->ret_label);
    I("bra $Lcf%u;\n", head);
    ct_buf_printf(e->o, "$Lcf%u:\n", done);
    I("ret;\n");
}

/* Where a thread leaves the block (pred: the threads that do; NOREG: all): the next block
 * of a persistent entry, else the kernel's end. */
void ct_ptx_leave(em *e, uint32_t pred, const char *end)
{
    char guard[32] = "";
    if (pred != NOREG)
        snprintf(guard, sizeof guard, "@%s ", R(e, pred));
    if (e->persist)
        I("%sbra $Lcf%u;\n", guard, e->ret_label);
    else
        I("%s%s;\n", guard, end);
}

void ct_ptx_persist_param(const em *e, ct_buf *out, bool after_others)
{
    if (e->persist)
        ct_buf_printf(out, "%s\n\t.param .align 4 .b8 %s_grid[12]", after_others ? "," : "",
                      e->f->name.s);
}

ct_status ct_ptx_persist_hidden(ct_pass_ctx *c, ct_fstate *fs)
{
    ct_hidden_param *h = ct_arena_alloc(&c->arena, (fs->nhidden + 1) * sizeof *h);
    if (!h)
        return ct_diag_set(c->d, CUTILE_ERROR_OUT_OF_MEMORY, "emit-ptx: out of memory");
    if (fs->nhidden)
        memcpy(h, fs->hidden, fs->nhidden * sizeof *h);
    h[fs->nhidden] = (ct_hidden_param){.kind = CT_HIDDEN_GRID, .size = 12, .align = 4};
    fs->hidden = h;
    fs->nhidden++;
    return CUTILE_SUCCESS;
}
