/* ptx_pipe.c — the pipelined K loops of lower/pipe.c (ptx-manual §5.3–5.4, §3.8–3.9).
 *
 * With S stages and A = `ahead` (S − 2 when one wgmma group stays in flight, else S − 1):
 *
 *   prologue   for s < A: if lb + s·step < ub: copies of iteration s into stage s; commit
 *   head       (after the exit test) cp.async.wait_group A − 1: this thread's copies of the
 *              current iteration landed; fence.proxy.async (the copies are generic-proxy
 *              writes, wgmma reads through the async proxy); bar.sync: everyone's copies
 *              landed, and every warp has passed the previous iteration's wgmma wait, so the
 *              stage the oldest in-flight wgmma read is free again;
 *              if iv + A·step < ub: copies of that iteration into stage prod; commit (always,
 *              so that the group count stays uniform)
 *   body       the loads are skipped, each dot issues wgmma over stage cons
 *   next       cons, prod step around the ring
 *   exit       wgmma.wait_group 0, cp.async.wait_group 0, bar.sync: the accumulators are
 *              final and the ring is free
 *
 * The copies of a later iteration recompute the loads' operands: the slice ops of the body are
 * emitted again with the induction variable bound to that iteration's value (they define new
 * registers; the body emits them once more for its own iteration).
 */
#include "codegen/ptx_emit.h"
#include "codegen/ptx_mma.h"
#include "target/target.h"

struct ct_ptx_cp {
    uint32_t base; /* B32: the operand's tile in the stage being filled */
    uint32_t tb;   /* B32: the thread part's bytes under the map */
    const ct_ptx_smem_map *map;
};

typedef struct ct_ptx_pipe {
    const ct_pipe *p;
    struct ct_ptx_pipe *up;
    uint32_t ring;                        /* B32: the ring's start */
    uint32_t cons, prod;                  /* B32: stage indices */
    uint32_t lb, ub, step;                /* loop bounds */
    const char *ty;                       /* their integer type */
    ct_ptx_smem_map map[CT_PIPE_MAX_OPNDS];
    uint32_t tb[CT_PIPE_MAX_OPNDS];
} ct_ptx_pipe;

static bool async_dots(const ct_pipe *p) { return p->ahead + 2 == p->stages; }

/* B32: the start of stage `stage` (a register) plus off. */
static uint32_t stage_addr(em *e, const ct_ptx_pipe *P, uint32_t stage, uint32_t off)
{
    uint32_t a = new_reg(e, RC_B32);
    I("mad.lo.u32 %s, %s, %u, %s;\n", R(e, a), R(e, stage), P->p->stage_bytes, R(e, P->ring));
    if (off)
        I("add.u32 %s, %s, %u;\n", R(e, a), R(e, a), off);
    return a;
}

/* The copies of the iteration whose induction variable is iv, into stage `stage`. */
static ct_status produce(em *e, ct_ptx_pipe *P, uint32_t iv, uint32_t stage)
{
    const ct_pipe *p = P->p;
    ct_val ivv = p->loop->regions[0].blocks[0].args[0];
    uint32_t *saved = e->vr[ivv], nsaved = e->nvr[ivv];
    if (ct_ptx_alias(e, ivv, &iv, 1))
        return e->c->d->status;
    for (uint32_t i = 0; i < p->nslice; i++)
        if (ct_ptx_emit_op(e, p->slice[i]))
            return e->c->d->status;
    for (uint32_t k = 0; k < p->nopnds; k++) {
        struct ct_ptx_cp cp = {stage_addr(e, P, stage, p->opnds[k].offset), P->tb[k], &P->map[k]};
        e->cp = &cp;
        ct_status s = ct_ptx_emit_op(e, p->opnds[k].load);
        e->cp = NULL;
        if (s)
            return s;
    }
    e->vr[ivv] = saved;
    e->nvr[ivv] = nsaved;
    return CUTILE_SUCCESS;
}

/* The copies of iteration iv + k·step if it runs (iv < ub), into stage `stage`; then a commit. */
static ct_status produce_if(em *e, ct_ptx_pipe *P, uint32_t iv, uint32_t k, uint32_t stage)
{
    uint32_t ivk = new_reg(e, (int)RC_OF(iv)), p = new_reg(e, RC_PRED), skip = e->nlabels++;
    if (k) {
        I("mul.lo%s %s, %s, %u;\n", P->ty, R(e, ivk), R(e, P->step), k);
        I("add%s %s, %s, %s;\n", P->ty, R(e, ivk), R(e, ivk), R(e, iv));
    } else {
        ct_ptx_mov(e, ivk, iv);
    }
    I("setp.ge%s %s, %s, %s;\n", P->ty, R(e, p), R(e, ivk), R(e, P->ub));
    I("@%s bra $Lcf%u;\n", R(e, p), skip);
    if (produce(e, P, ivk, stage))
        return e->c->d->status;
    ct_buf_printf(e->o, "$Lcf%u:\n", skip);
    I("cp.async.commit_group;\n");
    return CUTILE_SUCCESS;
}

ct_status ct_ptx_pipe_begin(em *e, const ct_op *loop, uint32_t lb, uint32_t ub, uint32_t step,
                            const char *ty)
{
    const ct_pipe *p = ct_pipe_of_loop(e->fs, loop);
    ct_ptx_pipe *P = ct_arena_alloc(&e->c->arena, sizeof *P);
    if (!P)
        return ct_ptx_oom(e);
    *P = (ct_ptx_pipe){.p = p, .up = e->pipe, .lb = lb, .ub = ub, .step = step, .ty = ty};
    P->ring = ct_ptx_ring(e, p->stages * p->stage_bytes);
    for (uint32_t k = 0; k < p->nopnds; k++) {
        const ct_pipe_opnd *o = &p->opnds[k];
        thread_part *ts;
        ct_ptx_wg_map(&P->map[k], &o->tile, o->role);
        if (ct_ptx_thread_part(e, layout_of(e, o->load->res[0]), &ts))
            return e->c->d->status;
        P->tb[k] = ct_ptx_smem_map_thread(e, ts, &P->map[k]);
    }
    P->cons = new_reg(e, RC_B32);
    P->prod = new_reg(e, RC_B32);
    e->pipe = P;
    for (uint32_t s = 0; s < p->ahead; s++) {
        I("mov.u32 %s, %u;\n", R(e, P->prod), s);
        if (produce_if(e, P, lb, s, P->prod))
            return e->c->d->status;
    }
    I("mov.u32 %s, 0;\n", R(e, P->cons));
    I("mov.u32 %s, %u;\n", R(e, P->prod), p->ahead);
    return CUTILE_SUCCESS;
}

ct_status ct_ptx_pipe_head(em *e, uint32_t iv)
{
    ct_ptx_pipe *P = e->pipe;
    I("cp.async.wait_group %u;\n", P->p->ahead - 1);
    if (ct_target_has(e->c->cfg->target, CT_FEAT_WGMMA))
        I("fence.proxy.async.shared::cta;\n");
    I("bar.sync 0;\n");
    return produce_if(e, P, iv, P->p->ahead, P->prod);
}

/* x = x + 1 mod S */
static void ring_step(em *e, uint32_t x, uint32_t stages)
{
    uint32_t p = new_reg(e, RC_PRED);
    I("add.u32 %s, %s, 1;\n", R(e, x), R(e, x));
    I("setp.eq.u32 %s, %s, %u;\n", R(e, p), R(e, x), stages);
    I("@%s mov.u32 %s, 0;\n", R(e, p), R(e, x));
}

void ct_ptx_pipe_next(em *e)
{
    ring_step(e, e->pipe->cons, e->pipe->p->stages);
    ring_step(e, e->pipe->prod, e->pipe->p->stages);
}

void ct_ptx_pipe_end(em *e)
{
    if (async_dots(e->pipe->p))
        I("wgmma.wait_group.sync.aligned 0;\n");
    I("cp.async.wait_group 0;\n");
    I("bar.sync 0;\n");
    e->pipe = e->pipe->up;
}

/* The operand of the innermost pipelined loop that op is the dot of (the first, A), or
 * NULL; *k its index. */
static const ct_pipe_opnd *dot_opnd(const em *e, const ct_op *op, uint32_t *k)
{
    for (uint32_t i = 0; e->pipe && i < e->pipe->p->nopnds; i++)
        if (e->pipe->p->opnds[i].dot == op) {
            *k = i;
            return &e->pipe->p->opnds[i];
        }
    return NULL;
}

bool ct_ptx_pipe_streamed(const em *e, const ct_op *op)
{
    for (uint32_t i = 0; i < e->pipe->p->nopnds; i++)
        if (e->pipe->p->opnds[i].load == op || e->pipe->p->opnds[i].via == op)
            return true;
    return false;
}

void ct_ptx_cp_async(em *e, uint32_t flat, uint32_t addr, int64_t off, uint32_t guard)
{
    const struct ct_ptx_cp *cp = e->cp;
    uint32_t s = new_reg(e, RC_B32);
    I("xor.b32 %s, %s, %u;\n", R(e, s), R(e, cp->tb), ct_ptx_smem_map_bytes(cp->map, flat));
    I("add.u32 %s, %s, %s;\n", R(e, s), R(e, s), R(e, cp->base));
    if (guard == NOREG) {
        I("cp.async.cg.shared.global [%s], [%s+%lld], 16;\n", R(e, s), R(e, addr), (long long)off);
        return;
    }
    uint32_t n = new_reg(e, RC_B32);
    I("selp.u32 %s, 16, 0, %s;\n", R(e, n), R(e, guard));
    I("cp.async.cg.shared.global [%s], [%s+%lld], 16, %s;\n", R(e, s), R(e, addr), (long long)off,
      R(e, n));
}

ct_status ct_ptx_pipe_dot(em *e, const ct_op *op, bool *done)
{
    uint32_t k;
    const ct_pipe_opnd *a = dot_opnd(e, op, &k);
    *done = a != NULL;
    if (!a)
        return CUTILE_SUCCESS;
    const ct_pipe_opnd *b = &e->pipe->p->opnds[k + 1]; /* pipe.c lists A, then B */
    ct_mma_geom g;
    if (!ct_ptx_wgmma_geom(e, op, &g))
        return ct_ptx_nosup(e, "no wgmma geometry");
    const ct_pipe *p = e->pipe->p;
    uint32_t *d;
    if (async_dots(p)) { /* in place: the accumulator is the carried value */
        if (ct_ptx_alias(e, op->res[0], e->vr[op->opnds[2]], e->nvr[op->opnds[2]]))
            return e->c->d->status;
        d = e->vr[op->res[0]];
    } else {
        if (!(d = ct_ptx_def(e, op->res[0])))
            return ct_ptx_oom(e);
        for (uint32_t r = 0; r < e->nvr[op->res[0]]; r++)
            ct_ptx_mov(e, d[r], opr(e, op->opnds[2], r));
    }
    uint32_t abase = stage_addr(e, e->pipe, e->pipe->cons, a->offset);
    uint32_t bbase = stage_addr(e, e->pipe, e->pipe->cons, b->offset);
    return ct_ptx_wgmma_issue(e, op, &g, d, abase, &a->tile, bbase, &b->tile,
                              async_dots(p) ? 1 : 0);
}
