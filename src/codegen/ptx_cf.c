/* ptx_cf.c — control flow: for, loop, if and the terminators that leave their regions.
 *
 * Conditions and loop bounds are rank-0 tiles: every thread of the CTA holds the same value, so
 * the branches are uniform and barriers inside them are safe. A value carried by a loop or
 * produced by an if owns one set of registers (in the layout assign-layouts gave it, which all
 * of its producers share); a `continue`, `break` or `yield` copies its operands there and jumps.
 * Tokens were reduced to program order by lower-views: they have no registers and are skipped.
 *
 *   for:   iv = lb; carried = init
 *          head: if !(iv < ub) goto exit; body (continue: carried = …; goto next)
 *          next: iv += step; goto head
 *          exit: results are the carried registers
 *   loop:  carried = init; head: body (continue: carried = …; goto head,
 *                                      break: results = …; goto exit); exit:
 *   if:    @!c goto else; then (yield: results = …; goto end); else: …; end:
 */
#include <stdlib.h>
#include <string.h>

#include "codegen/ptx_emit.h"
#include "codegen/ptx_mma.h"
#include "codegen/ptx_tma.h"
#include "lower/pipeline_loops.h"

typedef struct ct_ptx_cf {
    const ct_op *op;
    struct ct_ptx_cf *up;
    uint32_t next, exit;  /* labels: next iteration (loops), after the construct */
    const ct_block *body; /* loops: the block whose arguments carry the values */
    const ct_val *res;    /* the values a break / yield fills (if, loop results) */
    uint32_t *yield_out;  /* inline regions (reduce/scan combiners): the yielded registers */
} ct_ptx_cf;

static uint32_t label(em *e) { return e->nlabels++; }

static bool has_regs(const em *e, ct_val v) { return ct_val_type(e->f, v)->kind == CT_TY_TILE; }

/* Allocates registers for every tile among vals (block arguments or results). */
static ct_status def_all(em *e, const ct_val *vals, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++)
        if (has_regs(e, vals[i]) && !ct_ptx_def(e, vals[i]))
            return ct_ptx_oom(e);
    return CUTILE_SUCCESS;
}

typedef struct reg_set {
    uint32_t *r, n;
} reg_set;

static int cmp_reg(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

/* The registers the copy dst[i] = src[i] (i < n) writes, sorted: those where a destination
 * register takes another register's value (not where a value stays in place: a wgmma
 * accumulator updated in its registers). False on OOM. */
static bool written_regs(em *e, const ct_val *dst, const ct_val *src, uint32_t n, reg_set *w)
{
    uint32_t total = 1;
    for (uint32_t i = 0; i < n; i++)
        total += has_regs(e, dst[i]) ? e->nvr[dst[i]] : 0;
    if (!(w->r = ct_arena_alloc(&e->c->arena, total * sizeof *w->r)))
        return false;
    w->n = 0;
    for (uint32_t i = 0; i < n; i++)
        for (uint32_t r = 0; has_regs(e, dst[i]) && r < e->nvr[dst[i]]; r++)
            if (opr(e, src[i], r) != e->vr[dst[i]][r])
                w->r[w->n++] = e->vr[dst[i]][r];
    qsort(w->r, w->n, sizeof *w->r, cmp_reg);
    return true;
}

/* dst[i] = src[i] for every tile, as a parallel copy: a source that shares a register with a
 * destination the copy writes (a loop passing its arguments on in another order, or a value
 * renamed onto another's registers — reshape, permute, broadcast, bitcast alias their operand's:
 * `a, b = a + 1, reshape(a)`) is read into temporaries first. */
static ct_status copy_all(em *e, const ct_val *dst, const ct_val *src, uint32_t n)
{
    uint32_t **tmp = ct_arena_alloc(&e->c->arena, (n ? n : 1) * sizeof *tmp);
    reg_set w;
    if (!tmp || !written_regs(e, dst, src, n, &w))
        return ct_ptx_oom(e);
    for (uint32_t i = 0; i < n; i++) {
        bool clobbered = false;
        tmp[i] = NULL;
        for (uint32_t r = 0; has_regs(e, dst[i]) && r < e->nvr[dst[i]] && !clobbered; r++) {
            uint32_t s = opr(e, src[i], r);
            clobbered = bsearch(&s, w.r, w.n, sizeof *w.r, cmp_reg) != NULL;
        }
        if (!clobbered)
            continue;
        uint32_t k = e->nvr[src[i]];
        if (!(tmp[i] = ct_arena_alloc(&e->c->arena, k * sizeof *tmp[i])))
            return ct_ptx_oom(e);
        for (uint32_t r = 0; r < k; r++) {
            tmp[i][r] = new_reg(e, (int)RC_OF(e->vr[src[i]][r]));
            ct_ptx_mov(e, tmp[i][r], e->vr[src[i]][r]);
        }
    }
    for (uint32_t i = 0; i < n; i++) {
        if (!has_regs(e, dst[i]))
            continue;
        for (uint32_t r = 0; r < e->nvr[dst[i]]; r++) {
            uint32_t from = tmp[i] ? tmp[i][e->nvr[src[i]] == 1 ? 0 : r] : opr(e, src[i], r);
            if (from != e->vr[dst[i]][r]) /* a value updated in place (a wgmma accumulator) */
                ct_ptx_mov(e, e->vr[dst[i]][r], from);
        }
    }
    return CUTILE_SUCCESS;
}

static ct_status emit_region(em *e, ct_ptx_cf *f, const ct_region *r)
{
    f->up = e->cf;
    e->cf = f;
    ct_status s = r->nblocks ? ct_ptx_emit_block(e, &r->blocks[0]) : CUTILE_SUCCESS;
    e->cf = f->up;
    return s;
}

/* Whether control leaves the region through its last op (no fall-through jump needed). */
static bool ends_in_jump(const ct_region *r)
{
    const ct_block *b = r->nblocks ? &r->blocks[0] : NULL;
    return b && b->nops && (ct_def(b->ops[b->nops - 1])->props & P_TERM);
}

/* Whether the for loop's step is the constant 1. */
static bool unit_step(const em *e, const ct_op *loop)
{
    uint64_t bits;
    return ct_rw_val_splat(e->f, loop->opnds[2], &bits) && bits == 1;
}

/* The integer type of a loop bound register, for setp/add. */
static const char *bound_ty(uint32_t reg, bool is_unsigned)
{
    static const char *const t[2][3] = {{".s16", ".s32", ".s64"}, {".u16", ".u32", ".u64"}};
    int w = RC_OF(reg) == RC_B16 ? 0 : RC_OF(reg) == RC_B32 ? 1 : 2;
    return t[is_unsigned][w];
}

void ct_ptx_loop_step(em *e, uint32_t iv, uint32_t ub, uint32_t step, const char *ty, bool unit,
                      uint32_t exit)
{
    if (!unit) {
        const char *u = bound_ty(iv, true);
        uint32_t rem = new_reg(e, (int)RC_OF(iv)), p = new_reg(e, RC_PRED);
        I("sub%s %s, %s, %s;\n", u, R(e, rem), R(e, ub), R(e, iv));
        I("setp.le%s %s, %s, %s;\n", u, R(e, p), R(e, rem), R(e, step));
        I("@%s bra $Lcf%u;\n", R(e, p), exit);
    }
    I("add%s %s, %s, %s;\n", ty, R(e, iv), R(e, iv), R(e, step));
}

ct_status ct_ptx_for(em *e, const ct_op *op)
{
    const ct_block *b = &op->regions[0].blocks[0];
    uint32_t ninit = op->nopnds - 3;
    uint32_t lb = opr(e, op->opnds[0], 0), ub = opr(e, op->opnds[1], 0);
    uint32_t step = opr(e, op->opnds[2], 0);
    if (RC_OF(lb) == RC_PRED)
        return ct_ptx_nosup(e, "i1 induction variable");
    if (def_all(e, b->args, b->nargs))
        return e->c->d->status;
    const char *ty = bound_ty(lb, ct_rw_attr_named(op, "unsignedCmp", 0) != 0);
    uint32_t iv = e->vr[b->args[0]][0], done = new_reg(e, RC_PRED);
    ct_ptx_cf f = {.op = op, .next = label(e), .exit = label(e), .body = b};
    uint32_t head = label(e);
    /* cp.async and TMA read global addresses: not with generic pointers (a shared alloca) */
    bool piped = !e->generic && ct_pipe_of_loop(e->fs, op) != NULL;
    ct_ptx_mov(e, iv, lb);
    if (copy_all(e, b->args + 1, op->opnds + 3, ninit))
        return e->c->d->status;
    /* A pipelined loop that runs no iteration skips the whole pipe, its exit included: ptxas
     * serialises every wgmma of a kernel (advisory C7514) when the exit's wgmma.wait_group can
     * be reached with none in flight and the accumulators are read after it. The bounds are
     * uniform, so the CTA skips together. */
    uint32_t skip = piped ? label(e) : 0;
    bool unit = unit_step(e, op);
    ct_ptx_pair *pair = NULL;
    if (piped) {
        if (ct_ptx_pair_begin(e, op, lb, ub, step, &pair))
            return e->c->d->status;
        I("setp.ge%s %s, %s, %s;\n", ty, R(e, done), R(e, iv), R(e, ub));
        I("@%s bra $Lcf%u;\n", R(e, done), skip);
        if (ct_ptx_pipe_begin(e, op, lb, ub, step, ty, unit, pair))
            return e->c->d->status;
    }
    ct_buf_printf(e->o, "$Lcf%u:\n", head);
    I("setp.ge%s %s, %s, %s;\n", ty, R(e, done), R(e, iv), R(e, ub));
    I("@%s bra $Lcf%u;\n", R(e, done), f.exit);
    if ((piped && ct_ptx_pipe_head(e, iv)) || emit_region(e, &f, &op->regions[0]))
        return e->c->d->status;
    ct_buf_printf(e->o, "$Lcf%u:\n", f.next);
    if (piped)
        ct_ptx_pipe_next(e);
    ct_ptx_loop_step(e, iv, ub, step, ty, unit, f.exit);
    I("bra $Lcf%u;\n", head);
    ct_buf_printf(e->o, "$Lcf%u:\n", f.exit);
    if (piped) {
        ct_ptx_pipe_end(e);
        ct_buf_printf(e->o, "$Lcf%u:\n", skip);
        ct_ptx_pair_end(e, pair);
        if (e->pw) /* a producer warp that found no iteration leaves here */
            ct_ptx_leave(e, e->pw_pred, "exit");
    }
    for (uint32_t i = 0; i < op->nres; i++)
        if (has_regs(e, op->res[i]) &&
            ct_ptx_alias(e, op->res[i], e->vr[b->args[i + 1]], e->nvr[b->args[i + 1]]))
            return e->c->d->status;
    return CUTILE_SUCCESS;
}

ct_status ct_ptx_loop(em *e, const ct_op *op)
{
    const ct_block *b = &op->regions[0].blocks[0];
    if (def_all(e, b->args, b->nargs) || def_all(e, op->res, op->nres) ||
        copy_all(e, b->args, op->opnds, op->nopnds))
        return e->c->d->status;
    ct_ptx_cf f = {.op = op, .next = label(e), .exit = label(e), .body = b, .res = op->res};
    ct_buf_printf(e->o, "$Lcf%u:\n", f.next);
    if (emit_region(e, &f, &op->regions[0]))
        return e->c->d->status;
    if (!ends_in_jump(&op->regions[0])) /* an if whose branches all continue */
        I("bra $Lcf%u;\n", f.next);
    ct_buf_printf(e->o, "$Lcf%u:\n", f.exit);
    return CUTILE_SUCCESS;
}

ct_status ct_ptx_if(em *e, const ct_op *op)
{
    if (def_all(e, op->res, op->nres))
        return e->c->d->status;
    ct_ptx_cf f = {.op = op, .next = label(e), .exit = label(e), .res = op->res};
    I("@!%s bra $Lcf%u;\n", R(e, opr(e, op->opnds[0], 0)), f.next);
    if (emit_region(e, &f, &op->regions[0]))
        return e->c->d->status;
    if (!ends_in_jump(&op->regions[0]))
        I("bra $Lcf%u;\n", f.exit);
    ct_buf_printf(e->o, "$Lcf%u:\n", f.next);
    if (op->nregions > 1 && emit_region(e, &f, &op->regions[1]))
        return e->c->d->status;
    ct_buf_printf(e->o, "$Lcf%u:\n", f.exit);
    return CUTILE_SUCCESS;
}

ct_status ct_ptx_terminator(em *e, const ct_op *op)
{
    ct_ptx_cf *f = e->cf;
    bool to_loop = op->opc != CT_OP_YIELD;
    while (f && to_loop && f->op->opc != CT_OP_FOR && f->op->opc != CT_OP_LOOP)
        f = f->up;
    if (!f)
        return ct_diag_set(e->c->d, CUTILE_ERROR_COMPILE, "emit-ptx: %s outside its construct",
                           ct_def(op)->name);
    if (f->yield_out) { /* a combiner: its caller takes the registers */
        for (uint32_t i = 0; i < op->nopnds; i++)
            f->yield_out[i] = opr(e, op->opnds[i], 0);
        return CUTILE_SUCCESS;
    }
    bool next = op->opc == CT_OP_CONTINUE;
    /* no operands, no block arguments: nothing to copy (and no NULL + 0) */
    const ct_val *dst = !op->nopnds ? NULL : next ? f->body->args + (f->op->opc == CT_OP_FOR) : f->res;
    if (copy_all(e, dst, op->opnds, op->nopnds))
        return e->c->d->status;
    I("bra $Lcf%u;\n", next ? f->next : f->exit);
    return CUTILE_SUCCESS;
}

ct_status ct_ptx_inline_region(em *e, const ct_op *op, const uint32_t *args, uint32_t *out)
{
    const ct_block *b = &op->regions[0].blocks[0];
    for (uint32_t i = 0; i < b->nargs; i++)
        if (ct_ptx_alias(e, b->args[i], &args[i], 1))
            return e->c->d->status;
    ct_ptx_cf f = {.op = op, .yield_out = out};
    const ct_op *saved = e->op;
    ct_status s = emit_region(e, &f, &op->regions[0]);
    e->op = saved;
    return s;
}

ct_status ct_ptx_return(em *e, const ct_op *op)
{
    if (op->nopnds)
        return ct_ptx_nosup(e, "return with operands");
    ct_ptx_tma_before_return(e);
    ct_ptx_tc_before_return(e);
    ct_ptx_leave(e, NOREG, "ret");
    return CUTILE_SUCCESS;
}
