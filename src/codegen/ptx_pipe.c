/* ptx_pipe.c — the pipelined K loops of lower/pipeline_loops.c (ptx-manual §5.3–5.4, §3.8–3.9).
 *
 * With S stages and A = `ahead` (S − 2 when one wgmma group stays in flight reading a stage,
 * else S − 1):
 *
 *   prologue   for s < A: if lb + s·step < ub: copies of iteration s into stage s; commit
 *   head       (after the exit test) cp.async.wait_group A − 1: this thread's copies of the
 *              current iteration landed; fence.proxy.async (the copies are generic-proxy
 *              writes, wgmma reads through the async proxy); bar.sync: everyone's copies
 *              landed, and every warp has passed the previous iteration's wgmma wait, so the
 *              stage the oldest in-flight wgmma read is free again (and the previous
 *              iteration's stage, where the body reads every stage back: ct_pipe_read_back)
 *              if iv + A·step < ub: copies of that iteration into stage prod; commit (always,
 *              so that the group count stays uniform). (Issuing them after the dots' wgmma
 *              instead measured slower on the H200: 341 against 524 TFLOP/s, bf16 8192³.)
 *   body       the loads are skipped, each dot issues wgmma over stage cons
 *   next       cons, prod step around the ring
 *   exit       wgmma.wait_group 0, cp.async.wait_group 0, bar.sync: the accumulators are
 *              final and the ring is free (a barrier before the prologue likewise waits
 *              for earlier users of the region)
 *
 * A promoting fp8 dot (lower/mma.h) commits a group per promotion; with one group in flight,
 * its last one carries into the next iteration (ptx_wgmma.c ct_ptx_wg_carry_begin: the
 * temporaries are set up before the prologue; the exit adds the last group after its wait).
 *
 * Resident operands (lower/pipeline_loops.c) are written to their tiles after the ring in begin, before
 * the prologue, then a fence against the async proxy and a barrier; a staged operand's dot
 * writes it in every iteration as ptx_wgmma.c does (barrier, writes, fence, barrier). A
 * prefetched load is copied like a streamed operand; where the body loads it, its registers
 * are read from the current stage (ct_ptx_pipe_read) — or, for an N-major 8-bit or tf32 B that
 * is the load's tile (rounded), the dot's write copies the stage to the K-major tile itself
 * (transpose_blocks; the ftof then emits nothing).
 *
 * The copies of a later iteration recompute the loads' operands: the slice ops of the body are
 * emitted again with the induction variable bound to that iteration's value (they define new
 * registers; the body emits them once more for its own iteration).
 *
 * TMA (sm_90+, when every streamed load is a tiled_load whose view a tensor map describes,
 * ptx-manual §4, §5.5): thread 0 fills a stage with one box per 128-byte column of each tile
 * (the box rows land exactly where ct_mma_wg_byte puts them: TMA swizzles on the same
 * absolute address bits), completing on the stage's `full` mbarrier; every thread waits on
 * `full` instead of cp.async.wait_group + bar.sync, and lane 0 of every warp releases the stage
 * on its `empty` mbarrier once the wgmma that read it has completed: at the end of the
 * iteration where every dot waits for its own results (release_now), else one iteration later;
 * thread 0 waits on `empty` before refilling it. Stage and phase counters live for the whole
 * kernel (the barriers are initialised once), so the loop may run many times (persistent
 * kernels): every instance consumes and releases all it produced.
 *
 *   prologue   for s < A: produce iteration s
 *   head       produce iteration iv + A·step (if it runs); wait full[cons]
 *   next       release cons (release_now), else release prev; prev = cons (lane 0 of each
 *              warp); cons steps
 *   exit       wgmma.wait_group 0; release prev (but release_now); bar.sync (free for the code
 *              after the loop; begin likewise waits for the code before it)
 *   produce    thread 0 (with turns, thread 0 of the last warpgroup): wait empty[prod]
 *              (parity phase ^ 1); expect_tx(full[prod], bytes); the boxes; then prod steps
 *              (every thread: the counters stay uniform)
 *
 * A producer warp (TMA mode, the producer_warp knob, pw_eligible): a warp after the consumers'
 * runs the produce step for every iteration in turn in a program of its own at the loop's
 * start and exits; the consumers have no prologue and no produce in the head, so the ring
 * fills as fast as its stages are released instead of between the consumers' dots (the
 * layout tileiras gives a 128x128 GEMM: one consumer warpgroup, a producer warp).
 *
 * Turns (TMA mode, a body of two dots or more, 2–4 warpgroups; turn_takers): the warpgroups
 * issue the body's dots round-robin through named barriers 1…n (warpgroup w waits on w + 1
 * before a dot's wgmma.fence, arrives on the next one's after its commit), so that one
 * warpgroup's arithmetic between its dots (attention's softmax) overlaps the others' dots
 * instead of all of them computing, then all waiting on the tensor cores, in step.
 *
 * Twin dots (plan_twins): two dots that read one A tile and B tiles lying end to end, each
 * accumulating in place, issue as one wgmma of both N; they count as one dot for the turns.
 *
 * Early loads (lower/pipeline_loops.c plan_early): registers carried across the back edge hold
 * such a load's values for the next iteration. The prologue fetches iteration lb's; where the
 * body loads it, its values are moved out of them and the same load of iteration iv + step (if
 * it runs) is issued into them, its address slice emitted with the induction variable bound
 * to iv + step (early_fetch).
 *
 * Block pairs (TMA mode, the cluster_pairs knob; pair_begin): before an outermost loop that no
 * return precedes, the two CTAs of a cluster of two tell each other the loop's bounds and the
 * outside values every operand's box coordinates are computed from (the slice's leaves); an
 * operand on which they agree has the same tiles in both in every iteration, and one CTA copies
 * them into both (multicast), each operand by the rank its turn gives. Every empty barrier then
 * counts both CTAs' warps (a warp releases on its own and on the partner's; unshared, it counts
 * twice on its own), the copies run one iteration less ahead, and a cluster barrier after the
 * loop keeps each CTA until the other is done with its barriers. Alone in its cluster (the
 * launch pairs CTAs only where the grid's x is even), a CTA shares nothing.
 *
 * Mixed (sm_90+, when some streamed loads have a tensor map and the others do not: the fused
 * MoE GEMM's gathered A rows with its expert's B tile): the stages work as with TMA, and the
 * operands without a map are copied by every thread with cp.async, whose completion arrives on
 * the same `full` barrier (cp.async.mbarrier.arrive.noinc; the barrier counts thread 0's
 * expect_tx and one arrival per thread). Every thread then waits on `empty` before it writes a
 * stage, and after waiting on `full` fences the generic-proxy writes of cp.async against the
 * async proxy that wgmma reads through (fence.proxy.async).
 */
#include <string.h>

#include "codegen/ptx_emit.h"
#include "codegen/ptx_mma.h"
#include "codegen/ptx_tma.h"
#include "lower/pipeline_loops.h"
#include "target/target.h"

struct ct_ptx_cp {
    uint32_t base; /* B32: the operand's tile in the stage being filled */
    uint32_t tb;   /* B32: the thread part's bytes under the map */
    const ct_ptx_smem_map *map;
};

/* A streamed operand's TMA copies: its tiled_load's view as a tensor map, boxes of one
 * 128-byte (or narrower: the swizzle span) column of the tile each. */
typedef struct tma_opnd {
    uint32_t map;                 /* B64 tensor map, NOREG: no TMA for this operand */
    uint32_t rank;                /* of the tensor view */
    uint32_t tdim[CT_LL_MAX_RANK]; /* tensor dimension of each tile dimension */
    uint32_t nbox, box_bytes;     /* boxes per tile, bytes of one */
    uint32_t box_inner;           /* elements of the contiguous dimension per box */
} tma_opnd;

enum { MAX_TURN_WGS = 4 }; /* warpgroups that take turns at the dots: 16 warps at most */

typedef struct ct_ptx_pipe {
    const ct_pipe *p;
    struct ct_ptx_pipe *up;
    uint32_t ring;                        /* B32: the ring's start */
    uint32_t fixed;                       /* B32: the resident and staged tiles' start */
    uint32_t half;                        /* B32: this iteration's copy of the staged tiles
                                             (0 or staged_half bytes on) */
    uint32_t cons, prod;                  /* B32: stage indices */
    uint32_t lb, ub, step;                /* loop bounds */
    const char *ty;                       /* their integer type */
    bool unit;                            /* the step is the constant 1 */
    ct_ptx_smem_map map[CT_PIPE_MAX_OPNDS];
    uint32_t tb[CT_PIPE_MAX_OPNDS];
    /* TMA mode (tma: some operand has a map; mixed: some has none, cp.async copies those) */
    bool tma, mixed;
    tma_opnd t[CT_PIPE_MAX_OPNDS];
    uint32_t full, empty;                 /* B32: barrier 0 of each array (8 bytes apart) */
    uint32_t cons_ph, prod_ph, prev;      /* B32 phases; the stage to release */
    uint32_t has_prev, lane0;             /* PRED */
    ct_ptx_wg_carry *carry[CT_PIPE_MAX_OPNDS]; /* a promoting dot's, at its A (or NULL) */
    ct_ptx_wg_hand hand;                  /* between promoting dots of the body (hands_over) */
    uint8_t twin[CT_PIPE_MAX_OPNDS];      /* at a dot's A: the A of its twin (plan_twins), the
                                             later one issued with the earlier, else k itself */
    uint32_t nwg;                         /* warpgroups taking turns at the dots, or 0 */
    uint32_t is_wg[MAX_TURN_WGS];         /* PRED: the thread is in warpgroup w */
    uint32_t producer;                    /* PRED: with turns or a producer warp, the thread
                                             that fills stages */
    bool pw;                              /* a producer warp fills them (producer) */
    uint32_t *next[CT_PIPE_MAX_EARLY];    /* an early load's registers for the next iteration */
    uint32_t nnext[CT_PIPE_MAX_EARLY];
    const ct_ptx_pair *pair;              /* block pairs (pair_begin), or NULL */
    uint32_t peer_empty;                  /* B32 shared::cluster: the partner's empty[0] */
} ct_ptx_pipe;

/* Block pairs (the cluster_pairs knob; ct_ptx_pair_begin): what the two CTAs of a cluster
 * found out about each other's copies before the loop. */
struct ct_ptx_pair {
    uint32_t any;                         /* PRED: they share an operand's tiles */
    uint32_t multicast[CT_PIPE_MAX_OPNDS]; /* PRED: this CTA copies operand k into both */
    uint32_t plain[CT_PIPE_MAX_OPNDS];    /* PRED: this CTA copies operand k into its own */
    uint32_t mask;                        /* B16: both ranks (3) */
    uint32_t own;                         /* B32: the arrivals a warp counts on its own empty */
    uint32_t peer;                        /* B32: the partner's rank */
};

static bool async_dots(const ct_pipe *p) { return p->carried; }

static bool none_staged(const ct_pipe *p)
{
    for (uint32_t k = 0; k < p->nopnds; k++)
        if (p->opnds[k].kind == CT_PIPE_STAGED || p->opnds[k].kind == CT_PIPE_PREFETCH)
            return false;
    return true;
}

/* A resident tcgen05 accumulator (ct_pipe.tc_acc) whose stages TMA fills and no operand is
 * rewritten in each iteration: thread 0's tcgen05.commit to a stage's `empty` barrier (count 1)
 * releases it when the MMAs that read it complete, so nobody waits for them in the loop. */
static bool tc_commits(const ct_pipe *p, bool tma) { return p->tc_acc && tma && none_staged(p); }

static bool streams(const ct_pipe_opnd *o) { return ct_pipe_in_stage(o); }

/* Whether TMA releases a stage at the end of the iteration that read it: when every wgmma
 * dot of the body waits for its own results (no group in flight across iterations, no
 * tcgen05 accumulator), or the body reads every stage back itself (the group in flight reads
 * tiles of its own), nothing reads the stage after the body. Otherwise a stage is released
 * one iteration later. */
static bool release_now(const ct_ptx_pipe *P)
{
    const ct_pipe *p = P->p;
    return P->tma && (!async_dots(p) || ct_pipe_read_back(p->opnds, p->nopnds)) && !p->tc_acc;
}

/* Iterations in flight ahead of the one computing: where TMA releases a stage one iteration
 * after it was read and the dots do not keep a stage busy that long themselves (ahead =
 * stages − 1), it keeps one stage more free. */
static uint32_t ahead_of(const ct_ptx_pipe *P)
{
    bool lag = P->tma && !release_now(P);
    uint32_t a = lag && P->p->ahead + 1 == P->p->stages ? P->p->ahead - 1 : P->p->ahead;
    /* block pairs: a stage is refilled once both CTAs released it, and the partner's release
     * crosses SMs; one iteration of slack keeps that off the producer's path (H100, the
     * promoted NT e4m3 GEMM on 128x128 tiles at 8192³: 911 → 970 TFLOP/s) */
    return P->pair && a > 1 ? a - 1 : a;
}

/* B32: base + stage · stride + off. */
static uint32_t at(em *e, uint32_t base, uint32_t stage, uint32_t stride, uint32_t off)
{
    uint32_t a = new_reg(e, RC_B32);
    I("mad.lo.u32 %s, %s, %u, %s;\n", R(e, a), R(e, stage), stride, R(e, base));
    if (off)
        I("add.u32 %s, %s, %u;\n", R(e, a), R(e, a), off);
    return a;
}

/* B32: the start of stage `stage` (a register) plus off. */
static uint32_t stage_addr(em *e, const ct_ptx_pipe *P, uint32_t stage, uint32_t off)
{
    return at(e, P->ring, stage, P->p->stage_bytes, off);
}

/* x = x + 1 mod S; with ph, the phase flips at the wrap. */
static void ring_step(em *e, uint32_t x, uint32_t stages, uint32_t ph)
{
    uint32_t p = new_reg(e, RC_PRED);
    I("add.u32 %s, %s, 1;\n", R(e, x), R(e, x));
    I("setp.eq.u32 %s, %s, %u;\n", R(e, p), R(e, x), stages);
    I("@%s mov.u32 %s, 0;\n", R(e, p), R(e, x));
    if (ph != NOREG)
        I("@%s xor.b32 %s, %s, 1;\n", R(e, p), R(e, ph), R(e, ph));
}

/* The tensor map and boxes of streamed operand o (t->map = NOREG when TMA cannot copy it). */
static ct_status tma_plan(em *e, const ct_pipe_opnd *o, tma_opnd *t)
{
    const ct_op *ld = o->load;
    t->map = NOREG;
    /* TMA boxes land in the load's order: rows along its strided dimension, 16-byte vectors
     * along its contiguous one. A stage tile is laid out the same way whether or not a 2-D
     * permute (a transpose) sits between load and dot — K-major or MN-major follows the
     * operand's contiguous dimension, which is the load's — so a transposed operand (attention's
     * K, an NT GEMM's B) is boxed like a direct one. */
    if (ld->opc != CT_OP_TILED_LOAD || ct_ptx_tma_aligned(ld))
        return CUTILE_SUCCESS; /* a view of unknown alignment: 4-byte pieces by cp.async */
    const ct_type *pv = ld->attrs[0]->type, *tv = pv->elem;
    uint32_t eb = ct_scalar_mem_bytes(tv->elem->scalar), span = 1u << o->tile.ls;
    ct_ptx_tma_req req = {.desc = ld->opnds[0], .rank = tv->rank,
                          .swizzle = o->tile.ls == 7 ? CT_TMA_SWIZZLE_128B
                                     : o->tile.ls == 6 ? CT_TMA_SWIZZLE_64B : CT_TMA_SWIZZLE_32B};
    if (tv->rank > CT_TMA_MAX_RANK || pv->ntile != tv->rank)
        return CUTILE_SUCCESS;
    for (uint32_t j = 0; j < tv->rank; j++)
        req.box[j] = 1;
    for (uint32_t i = 0; i < pv->ntile; i++) {
        t->tdim[i] = pv->ndim_map ? (uint32_t)pv->dim_map[i] : i;
        req.box[t->tdim[i]] = (uint32_t)pv->tile_shape[i];
    }
    uint32_t last = tv->rank - 1, tile_bytes = ct_mma_wg_tile_bytes(&o->tile);
    t->rank = tv->rank;
    t->box_inner = span / eb;
    if (req.box[last] % t->box_inner)
        return CUTILE_SUCCESS;
    t->nbox = req.box[last] / t->box_inner;
    req.box[last] = t->box_inner;
    t->box_bytes = tile_bytes / t->nbox;
    const char *why;
    return ct_ptx_tma_map(e, &req, &t->map, &why); /* the tile's contiguous dimension must be
                                                      the view's last: the map checks it */
}

/* Every thread: its 16-byte cp.async pieces of streamed operand k (the load op emitted with
 * e->cp set) into stage `stage`. */
static ct_status copy_opnd(em *e, ct_ptx_pipe *P, uint32_t k, uint32_t stage)
{
    struct ct_ptx_cp cp = {stage_addr(e, P, stage, P->p->opnds[k].offset), P->tb[k], &P->map[k]};
    e->cp = &cp;
    ct_status s = e->emit_op(e, P->p->opnds[k].load);
    e->cp = NULL;
    return s;
}

/* Thread 0: the boxes of every streamed operand of the iteration being produced (its index
 * registers just emitted) into stage `stage`, completing on full[stage] — after empty[stage]
 * says the wgmma that read it last has completed. */
static ct_status produce_tma(em *e, ct_ptx_pipe *P, uint32_t stage)
{
    const ct_pipe *p = P->p;
    uint32_t lead = P->nwg || P->pw ? P->producer : ct_ptx_tma_leader(e);
    uint32_t skip = e->nlabels++, par = new_reg(e, RC_B32);
    uint32_t full = at(e, P->full, stage, 8, 0), empty = at(e, P->empty, stage, 8, 0), bytes = 0;
    I("xor.b32 %s, %s, 1;\n", R(e, par), R(e, P->prod_ph));
    if (P->mixed) /* every thread writes the stage */
        ct_ptx_mbar_wait(e, empty, par);
    I("@!%s bra $Lcf%u;\n", R(e, lead), skip);
    if (!P->mixed)
        ct_ptx_mbar_wait(e, empty, par);
    for (uint32_t k = 0; k < p->nopnds; k++)
        if (streams(&p->opnds[k]) && P->t[k].map != NOREG)
            bytes += ct_mma_wg_tile_bytes(&p->opnds[k].tile);
    ct_ptx_mbar_arrive_expect_tx(e, full, bytes, NOREG);
    for (uint32_t k = 0; k < p->nopnds; k++) {
        if (!streams(&p->opnds[k]) || P->t[k].map == NOREG)
            continue;
        const ct_op *ld = p->opnds[k].load;
        const ct_type *pv = ld->attrs[0]->type;
        const tma_opnd *t = &P->t[k];
        uint32_t c[CT_TMA_MAX_RANK];
        for (uint32_t i = 0; i < pv->ntile; i++) /* innermost first */
            c[t->rank - 1 - t->tdim[i]] =
                ct_ptx_tma_coord(e, e->vr[ld->opnds[1 + i]][0], ct_view_step(pv, i));
        uint32_t inner = c[0];
        for (uint32_t b = 0; b < t->nbox; b++) {
            uint32_t dst = stage_addr(e, P, stage, p->opnds[k].offset + b * t->box_bytes);
            if (b) {
                c[0] = new_reg(e, RC_B32);
                I("add.s32 %s, %s, %u;\n", R(e, c[0]), R(e, inner), b * t->box_inner);
            }
            if (!P->pair) {
                ct_ptx_tma_load(e, t->rank, dst, t->map, c, full, NOREG, NOREG);
                continue;
            }
            ct_ptx_tma_load(e, t->rank, dst, t->map, c, full, P->pair->plain[k], NOREG);
            ct_ptx_tma_load(e, t->rank, dst, t->map, c, full, P->pair->multicast[k],
                            P->pair->mask);
        }
    }
    ct_buf_printf(e->o, "$Lcf%u:\n", skip);
    for (uint32_t k = 0; P->mixed && k < p->nopnds; k++)
        if (streams(&p->opnds[k]) && P->t[k].map == NOREG && copy_opnd(e, P, k, stage))
            return e->c->d->status;
    if (P->mixed)
        I("cp.async.mbarrier.arrive.noinc.shared::cta.b64 [%s];\n", R(e, full));
    ring_step(e, P->prod, p->stages, P->prod_ph);
    return CUTILE_SUCCESS;
}

/* The loop's induction variable. */
static ct_val loop_iv(const ct_pipe *p) { return p->loop->regions[0].blocks[0].args[0]; }

/* The index of op among the loop's early loads, or -1. */
static int early_of(const ct_pipe *p, const ct_op *op)
{
    for (uint32_t j = 0; j < p->nearly; j++)
        if (p->early[j].load == op)
            return (int)j;
    return -1;
}

/* The copies of the iteration whose induction variable is iv, into stage `stage`. */
static ct_status produce(em *e, ct_ptx_pipe *P, uint32_t iv, uint32_t stage)
{
    const ct_pipe *p = P->p;
    ct_val ivv = loop_iv(p);
    uint32_t *saved = e->vr[ivv], nsaved = e->nvr[ivv];
    if (ct_ptx_alias(e, ivv, &iv, 1))
        return e->c->d->status;
    for (uint32_t i = 0; i < p->nslice; i++)
        if (e->emit_op(e, p->slice[i]))
            return e->c->d->status;
    for (uint32_t k = 0; !P->tma && k < p->nopnds; k++)
        if (streams(&p->opnds[k]) && copy_opnd(e, P, k, stage))
            return e->c->d->status;
    if (P->tma && produce_tma(e, P, stage))
        return e->c->d->status;
    e->vr[ivv] = saved;
    e->nvr[ivv] = nsaved;
    return CUTILE_SUCCESS;
}

/* A predicate: iteration iv + k·step does not run (k > 0, iv < ub): k·step ≥ ub − iv, the
 * product in twice the width (its high half for 64-bit bounds; just k for a unit step) and the
 * difference exact as an unsigned value, so that a later iteration past the type's range (a
 * loop near its largest value, or a large step) is not fetched. */
static uint32_t beyond(em *e, const ct_ptx_pipe *P, uint32_t iv, uint32_t k)
{
    int rc = (int)RC_OF(iv), wide = rc == RC_B16 ? RC_B32 : RC_B64;
    const char *u = rc == RC_B16 ? "u16" : rc == RC_B32 ? "u32" : "u64";
    const char *uw = rc == RC_B16 ? "u32" : "u64";
    uint32_t rem = new_reg(e, rc), p = new_reg(e, RC_PRED);
    I("sub.%s %s, %s, %s;\n", u, R(e, rem), R(e, P->ub), R(e, iv));
    if (P->unit) { /* k·step is k */
        I("setp.le.%s %s, %s, %u;\n", u, R(e, p), R(e, rem), k);
        return p;
    }
    if (rc == RC_B64) {
        uint32_t lo = new_reg(e, RC_B64), hi = new_reg(e, RC_B64);
        I("mul.lo.u64 %s, %s, %u;\n", R(e, lo), R(e, P->step), k);
        I("mul.hi.u64 %s, %s, %u;\n", R(e, hi), R(e, P->step), k);
        I("setp.ge.u64 %s, %s, %s;\n", R(e, p), R(e, lo), R(e, rem));
        I("setp.ne.or.u64 %s, %s, 0, %s;\n", R(e, p), R(e, hi), R(e, p));
        return p;
    }
    uint32_t kw = new_reg(e, wide), rw = new_reg(e, wide);
    I("mul.wide.%s %s, %s, %u;\n", u, R(e, kw), R(e, P->step), k);
    I("cvt.%s.%s %s, %s;\n", uw, u, R(e, rw), R(e, rem));
    I("setp.ge.%s %s, %s, %s;\n", uw, R(e, p), R(e, kw), R(e, rw));
    return p;
}

/* The copies of iteration iv + k·step if it runs (iv < ub), into stage `stage`; cp.async: then
 * a commit (always, so that the group count stays uniform). */
static ct_status produce_if(em *e, ct_ptx_pipe *P, uint32_t iv, uint32_t k, uint32_t stage)
{
    uint32_t ivk = new_reg(e, (int)RC_OF(iv)), p, skip = e->nlabels++;
    if (k) {
        p = beyond(e, P, iv, k);
        I("mul.lo%s %s, %s, %u;\n", P->ty, R(e, ivk), R(e, P->step), k);
        I("add%s %s, %s, %s;\n", P->ty, R(e, ivk), R(e, ivk), R(e, iv));
    } else {
        ct_ptx_mov(e, ivk, iv);
        p = new_reg(e, RC_PRED);
        I("setp.ge%s %s, %s, %s;\n", P->ty, R(e, p), R(e, ivk), R(e, P->ub));
    }
    I("@%s bra $Lcf%u;\n", R(e, p), skip);
    if (produce(e, P, ivk, stage))
        return e->c->d->status;
    ct_buf_printf(e->o, "$Lcf%u:\n", skip);
    if (!P->tma)
        I("cp.async.commit_group;\n");
    return CUTILE_SUCCESS;
}

/* Early load j of the iteration whose induction variable is iv, unless predicate `past` says it
 * does not run (NOREG: iv ≥ ub), into the carried registers P->next[j]: its slice with the
 * induction variable bound to iv, the load, and moves (ptxas gives the carried registers the
 * load's own: its results die at the move). The registers of the body's values the slice and
 * the load redefine are restored after. */
static ct_status early_fetch(em *e, ct_ptx_pipe *P, uint32_t j, uint32_t iv, uint32_t past)
{
    const ct_pipe_early *x = &P->p->early[j];
    ct_val ivv = loop_iv(P->p), res = x->load->res[0];
    uint32_t n = 2, p = past, skip = e->nlabels++;
    for (uint32_t i = 0; i < x->nslice; i++)
        n += x->slice[i]->nres;
    ct_val *vals = ct_arena_alloc(&e->c->arena, n * sizeof *vals);
    uint32_t **saved = ct_arena_alloc(&e->c->arena, n * sizeof *saved);
    uint32_t *nsaved = ct_arena_alloc(&e->c->arena, n * sizeof *nsaved);
    if (!vals || !saved || !nsaved)
        return ct_ptx_oom(e);
    vals[0] = ivv, vals[1] = res;
    for (uint32_t i = 0, m = 2; i < x->nslice; i++)
        for (uint32_t r = 0; r < x->slice[i]->nres; r++)
            vals[m++] = x->slice[i]->res[r];
    for (uint32_t i = 0; i < n; i++)
        saved[i] = e->vr[vals[i]], nsaved[i] = e->nvr[vals[i]];
    if (p == NOREG) {
        p = new_reg(e, RC_PRED);
        I("setp.ge%s %s, %s, %s;\n", P->ty, R(e, p), R(e, iv), R(e, P->ub));
    }
    I("@%s bra $Lcf%u;\n", R(e, p), skip);
    if (ct_ptx_alias(e, ivv, &iv, 1))
        return e->c->d->status;
    for (uint32_t i = 0; i < x->nslice; i++)
        if (e->emit_op(e, x->slice[i]))
            return e->c->d->status;
    e->early = true;
    ct_status st = e->emit_op(e, x->load);
    e->early = false;
    if (st)
        return st;
    if (!P->next[j]) {
        P->nnext[j] = e->nvr[res];
        if (!(P->next[j] = ct_arena_alloc(&e->c->arena, P->nnext[j] * sizeof *P->next[j])))
            return ct_ptx_oom(e);
        for (uint32_t i = 0; i < P->nnext[j]; i++)
            P->next[j][i] = new_reg(e, (int)RC_OF(e->vr[res][i]));
    }
    for (uint32_t i = 0; i < P->nnext[j]; i++)
        ct_ptx_mov(e, P->next[j][i], e->vr[res][i]);
    ct_buf_printf(e->o, "$Lcf%u:\n", skip);
    for (uint32_t i = n; i-- > 0;)
        e->vr[vals[i]] = saved[i], e->nvr[vals[i]] = nsaved[i];
    return CUTILE_SUCCESS;
}

/* In the body, early load j: this iteration's values out of the carried registers, then the
 * next iteration's fetch into them. */
static ct_status early_read(em *e, ct_ptx_pipe *P, uint32_t j)
{
    const ct_op *ld = P->p->early[j].load;
    ct_val ivv = loop_iv(P->p);
    uint32_t *cur = ct_arena_alloc(&e->c->arena, (P->nnext[j] + 1) * sizeof *cur);
    uint32_t iv = new_reg(e, (int)RC_OF(e->vr[ivv][0]));
    if (!cur)
        return ct_ptx_oom(e);
    for (uint32_t i = 0; i < P->nnext[j]; i++) {
        cur[i] = new_reg(e, (int)RC_OF(P->next[j][i]));
        ct_ptx_mov(e, cur[i], P->next[j][i]);
    }
    uint32_t past = beyond(e, P, e->vr[ivv][0], 1);
    I("add%s %s, %s, %s;\n", P->ty, R(e, iv), R(e, e->vr[ivv][0]), R(e, P->step));
    if (early_fetch(e, P, j, iv, past))
        return e->c->d->status;
    return ct_ptx_alias(e, ld->res[0], cur, P->nnext[j]);
}

/* The stage layout of an operand ldmatrix reads: ct_mma_smem's swizzled row-major order. */
static void ldm_map(ct_ptx_smem_map *m, const ct_pipe_opnd *o)
{
    ct_ptx_mma_stage_map(m, &o->sm, (uint32_t)__builtin_ctz(o->bytes >> o->sm.le), false);
}

/* The map of an operand that a 2-D permute `via` makes of its load's tile, rewritten for the
 * load's flat index (what its copies name): load flat bit j is operand flat bit col[j]. */
static void permute_map(const em *e, const ct_op *via, ct_ptx_smem_map *m)
{
    const ct_type *t = ct_val_type(e->f, via->opnds[0]);
    uint8_t lg[2] = {(uint8_t)__builtin_ctzll((uint64_t)t->shape[0]),
                     (uint8_t)__builtin_ctzll((uint64_t)t->shape[1])};
    uint32_t col[CT_LL_MAX_OUT], img[32];
    ct_ll_permute_map(2, lg, via->attrs[0]->i32, col);
    for (uint32_t j = 0; j < m->nbits; j++)
        img[j] = m->img[__builtin_ctz(col[j])];
    memcpy(m->img, img, m->nbits * sizeof *img);
}

uint32_t ct_ptx_kernel_reg(em *e, int rc)
{
    uint32_t r = new_reg(e, rc);
    ct_buf *body = e->o;
    e->o = e->pre;
    if (rc == RC_PRED)
        I("setp.ne.u32 %s, %s, %s;\n", R(e, r), R(e, e->tid), R(e, e->tid));
    else
        I("mov.u32 %s, 0;\n", R(e, r));
    e->o = body;
    return r;
}

/* Whether the kernel's barrier array has room for p's ring (2 x stages), `more` slots and the
 * two the plain TMA copies and tcgen05 keep. */
static bool ring_bars_fit(const em *e, const ct_pipe *p, uint32_t more)
{
    return e->tma->nbars + more + 2 * p->stages + 2 <= CT_PTX_TMA_MAX_BARS;
}

/* TMA mode's barriers and counters, when every operand has a tensor map. A loop whose ring
 * would take the kernel past its mbarriers (a kernel of several K loops: each ring keeps its
 * 2 x stages for the whole kernel, ptx_tma.h) stays in cp.async mode, which needs none; two
 * are left for the plain TMA copies' and tcgen05's own. */
static ct_status tma_setup(em *e, ct_ptx_pipe *P)
{
    const ct_pipe *p = P->p;
    if (!e->tma || !ct_target_has(e->c->cfg->target, CT_FEAT_TMA) || !ring_bars_fit(e, p, 0))
        return CUTILE_SUCCESS;
    for (uint32_t k = 0; k < p->nopnds; k++)
        if (p->opnds[k].conv) /* ldmatrix's swizzle is not TMA's */
            return CUTILE_SUCCESS;
    uint32_t maps = 0, nstreams = 0;
    for (uint32_t k = 0; k < p->nopnds; k++) {
        if (!streams(&p->opnds[k]))
            continue;
        if (tma_plan(e, &p->opnds[k], &P->t[k]))
            return e->c->d->status;
        maps += P->t[k].map != NOREG;
        nstreams++;
    }
    if (!maps)
        return CUTILE_SUCCESS;
    P->mixed = maps < nstreams;
    /* consecutive allocations are consecutive barriers (ptx_tma.c's static array); `full`
     * counts thread 0's expect_tx, and in mixed mode every thread's cp.async arrival */
    uint32_t nfull = 1 + (P->mixed ? e->fs->num_warps * 32 : 0);
    uint32_t nempty = tc_commits(p, true) ? 1 : e->fs->num_warps * (P->pair ? 2 : 1);
    for (uint32_t s = 0; s < 2 * p->stages; s++) {
        uint32_t b = ct_ptx_tma_bar_alloc(e, s < p->stages ? nfull : nempty);
        if (b == NOREG)
            return e->c->d->status;
        if (s == 0)
            P->full = b;
        if (s == p->stages)
            P->empty = b;
    }
    P->tma = true;
    P->cons = ct_ptx_kernel_reg(e, RC_B32);
    P->prod = ct_ptx_kernel_reg(e, RC_B32);
    P->cons_ph = ct_ptx_kernel_reg(e, RC_B32);
    P->prod_ph = ct_ptx_kernel_reg(e, RC_B32);
    P->prev = ct_ptx_kernel_reg(e, RC_B32);
    P->has_prev = ct_ptx_kernel_reg(e, RC_PRED);
    P->lane0 = new_reg(e, RC_PRED);
    uint32_t t = new_reg(e, RC_B32);
    I("and.b32 %s, %s, 31;\n", R(e, t), R(e, e->tid));
    I("setp.eq.u32 %s, %s, 0;\n", R(e, P->lane0), R(e, t));
    return CUTILE_SUCCESS;
}

/* B32: the tile operand o is read from in the current iteration. */
static uint32_t opnd_addr(em *e, const ct_ptx_pipe *P, const ct_pipe_opnd *o)
{
    if (o->kind == CT_PIPE_SHARED) /* an earlier stream's tile */
        o = &P->p->opnds[o->from];
    if (streams(o))
        return stage_addr(e, P, P->cons, o->offset);
    uint32_t a = new_reg(e, RC_B32);
    I("add.u32 %s, %s, %u;\n", R(e, a), R(e, P->fixed), o->offset);
    if (o->kind == CT_PIPE_STAGED && P->p->staged_half)
        I("add.u32 %s, %s, %s;\n", R(e, a), R(e, a), R(e, P->half));
    return a;
}

/* ---------------- an N-major 8-bit or tf32 B, transposed in shared memory ---------------- */

/* A staged B that is its prefetched load's tile as loaded, or its f32 rounded to tf32 (K x N,
 * N contiguous: wgmma reads 8-bit and tf32 operands K-major only), goes from the stage to its
 * K-major tile in 4 x 4 blocks of elements, instead of through the load's registers an
 * element at a time: each thread reads four rows of N (4 bytes; 16 bytes for 32-bit
 * elements), transposes them (prmt; 32-bit: rounds each word as the ftof would) and writes
 * four columns of K. Lanes take the blocks (kb, nb) (k = 4kb…, n = 4nb…) of the basis below:
 * bits 0, 1 of the lane step nb, kb; the next D ones both (bit d of the lane: kb = nb = 2^(d−1));
 * then kb's remaining bits, then nb's (warps, then the thread's repetitions, take those after
 * the lane's). With 128-byte swizzles on both sides, a read's 16-byte chunk (of 128 bytes) is
 * nb ^ 4·(kb & 1) ^ i (mod 8), a write's kb ^ 4·(nb & 1) ^ j; the 8-bit word's bank is
 * nb ^ 16·(kb & 1) ^ 4i (mod 32), kb ^ 16·(nb & 1) ^ 4j. So with D = 3 the 32 words of every
 * 8-bit access fall in 32 banks, and with D = 1 the eight 16-byte accesses of every quarter
 * warp (one wavefront) in eight distinct chunks. */
static uint32_t diag_lanes(uint32_t le)
{
    return le == 0 ? 3 : 1;
}

/* The prefetch operand of the pipe whose tile the staged operand o is, when o takes the
 * transposing copy; -1 otherwise. */
static int transposed(const ct_pipe_opnd *o)
{
    return o->kind == CT_PIPE_STAGED && o->from ? (int)o->from : -1;
}

/* The flat index (k·N + n, N = 2^ln) of block basis vector b (lk, ln: log2 of K and N). */
static uint32_t block_flat(uint32_t b, uint32_t lk, uint32_t ln, uint32_t le)
{
    uint32_t kb, nb, nd = diag_lanes(le), nk = lk - 3; /* kb bits 1 … lk − 3 */
    if (b < 2)
        kb = b, nb = 1 - b;
    else if (b < 2 + nd)
        kb = nb = 1u << (b - 1);
    else if (b - 2 - nd < nk)
        kb = 2u << (b - 2 - nd), nb = 0;
    else
        kb = 0, nb = (2u << nd) << (b - 2 - nd - nk);
    return kb << (ln + 2) | nb << 2;
}

/* The bytes under m of the blocks thread tid starts at (bits 0 … nbits−1 of tid). */
static uint32_t block_thread_bytes(em *e, const ct_ptx_smem_map *m, uint32_t nbits, uint32_t lk,
                                   uint32_t ln, uint32_t le)
{
    ct_ptx_smem_map per_bit = {.nbits = nbits, .le = 0};
    thread_part ts = {.flat = e->tid, .own = NOREG};
    for (uint32_t b = 0; b < nbits; b++)
        per_bit.img[b] = ct_ptx_smem_map_bytes(m, block_flat(b, lk, ln, le));
    return ct_ptx_smem_map_thread(e, &ts, &per_bit);
}

/* o[j] = byte j of each of w[0…3] (a 4 x 4 byte transpose). */
static void transpose4(em *e, const uint32_t *w, uint32_t *o)
{
    static const char *const sel[2] = {"0x5140", "0x7362"}, *const hal[2] = {"0x5410", "0x7632"};
    uint32_t t[4];
    for (uint32_t i = 0; i < 4; i++) {
        t[i] = new_reg(e, RC_B32);
        I("prmt.b32 %s, %s, %s, %s;\n", R(e, t[i]), R(e, w[i / 2 * 2]), R(e, w[i / 2 * 2 + 1]),
          sel[i & 1]);
    }
    for (uint32_t j = 0; j < 4; j++) {
        o[j] = new_reg(e, RC_B32);
        I("prmt.b32 %s, %s, %s, %s;\n", R(e, o[j]), R(e, t[j / 2]), R(e, t[2 + j / 2]), hal[j & 1]);
    }
}

/* o[4j + i] = w[4i + j] (a 4 x 4 word transpose), rounded to tf32 by ftof cv when not NULL
 * (dots_only: ct_ptx_to_tf32's). */
static ct_status transpose_words(em *e, const ct_op *cv, bool dots_only, const uint32_t *w,
                                 uint32_t *o)
{
    for (uint32_t j = 0; j < 4; j++)
        for (uint32_t i = 0; i < 4; i++) {
            uint32_t x = w[4 * i + j];
            o[4 * j + i] = cv ? new_reg(e, RC_B32) : x;
            if (cv && ct_ptx_to_tf32(e, cv, x, o[4 * j + i], dots_only))
                return e->c->d->status;
        }
    return CUTILE_SUCCESS;
}

/* The shared address of flat index f of a block of the thread: tb (its bytes under m) ^ the
 * bytes of f, plus the tile's base. */
static uint32_t block_addr(em *e, uint32_t tb, const ct_ptx_smem_map *m, uint32_t f, uint32_t base)
{
    uint32_t a = new_reg(e, RC_B32);
    I("xor.b32 %s, %s, %u;\n", R(e, a), R(e, tb), ct_ptx_smem_map_bytes(m, f));
    I("add.u32 %s, %s, %s;\n", R(e, a), R(e, a), R(e, base));
    return a;
}

/* ld (st false) or st.shared of the nw (1 or 4) words r at a. */
static void block_access(em *e, bool st, uint32_t a, const uint32_t *r, uint32_t nw)
{
    char regs[96];
    if (nw == 1)
        snprintf(regs, sizeof regs, "%s", R(e, r[0]));
    else
        snprintf(regs, sizeof regs, "{%s, %s, %s, %s}", R(e, r[0]), R(e, r[1]), R(e, r[2]),
                 R(e, r[3]));
    if (st)
        I("st.shared.%sb32 [%s], %s;\n", nw == 1 ? "" : "v4.", R(e, a), regs);
    else
        I("ld.shared.%sb32 %s, [%s];\n", nw == 1 ? "" : "v4.", regs, R(e, a));
}

/* Staged operand o (K x N) from prefetch operand pf's stage tile into its tile at dst. */
static ct_status transpose_blocks(em *e, const ct_ptx_pipe *P, uint32_t pf, const ct_pipe_opnd *o,
                                  uint32_t dst)
{
    const ct_mma_wg_tile *t = &o->tile;
    uint32_t lk = t->lk, ln = t->lrows, le = t->le, nw = le ? 4 : 1;
    uint32_t lt = 5 + (uint32_t)__builtin_ctz(e->fs->num_warps);
    uint32_t lr = lk + ln - 4 - lt; /* log2 of the blocks a thread moves */
    const ct_op *cv = P->p->opnds[pf].val == o->val ? NULL : e->f->values[o->val].def;
    bool dots_only = cv && ct_ptx_dots_only(e, cv->res[0]);
    ct_ptx_smem_map dmap;
    ct_ptx_wg_map(&dmap, t, CT_MMA_B);
    const ct_ptx_smem_map *smap = &P->map[pf];
    uint32_t src = opnd_addr(e, P, &P->p->opnds[pf]);
    uint32_t ts = block_thread_bytes(e, smap, lt, lk, ln, le);
    uint32_t td = block_thread_bytes(e, &dmap, lt, lk, ln, le);
    for (uint32_t r = 0; r < 1u << lr; r++) {
        uint32_t f = 0, w[16], out[16];
        for (uint32_t b = 0; b < lr; b++)
            f |= (r >> b & 1) ? block_flat(lt + b, lk, ln, le) : 0;
        for (uint32_t i = 0; i < 4; i++) { /* rows k + i: flat + i·N */
            uint32_t a = block_addr(e, ts, smap, f | i << ln, src);
            for (uint32_t q = 0; q < nw; q++)
                w[nw * i + q] = new_reg(e, RC_B32);
            block_access(e, false, a, &w[nw * i], nw);
        }
        if (nw == 1)
            transpose4(e, w, out);
        else if (transpose_words(e, cv, dots_only, w, out))
            return e->c->d->status;
        for (uint32_t j = 0; j < 4; j++) /* columns n + j: flat + j */
            block_access(e, true, block_addr(e, td, &dmap, f | j, dst), &out[nw * j], nw);
    }
    return CUTILE_SUCCESS;
}

/* The operands of the given kind (of dot `dot`, or of every dot when NULL) into their fixed
 * tiles, then a fence against the async proxy wgmma reads through and a barrier; nothing
 * when there are none. */
static ct_status write_fixed(em *e, const ct_ptx_pipe *P, uint32_t kind, const ct_op *dot)
{
    bool any = false;
    for (uint32_t k = 0; k < P->p->nopnds; k++) {
        const ct_pipe_opnd *o = &P->p->opnds[k];
        if (o->kind != kind || (dot && o->dot != dot))
            continue;
        if (!any && kind == CT_PIPE_STAGED)
            ct_ptx_bar_cta(e); /* the last iteration's wgmma of this dot is done with it */
        any = true;
        int pf = transposed(o);
        if (pf >= 0) {
            if (transpose_blocks(e, P, (uint32_t)pf, o, opnd_addr(e, P, o)))
                return e->c->d->status;
        } else if (ct_ptx_wg_write(e, o->val, &o->tile, o->role, opnd_addr(e, P, o)))
            return e->c->d->status;
    }
    if (any) {
        I("fence.proxy.async.shared::cta;\n");
        ct_ptx_bar_cta(e);
    }
    return CUTILE_SUCCESS;
}

/* The carries of the promoting dots (ptx_wgmma.c) when a wgmma group stays in flight. */
/* Warpgroups taking turns (ping-pong): where the body has two dots or more (attention's
 * S = Q·Kᵀ and O += P·V) with work between them, the warpgroups of a CTA would otherwise run
 * in step — all issue a dot, all wait, all do the softmax while the tensor cores idle. Each
 * warpgroup waits for its turn (bar.sync on its named barrier) before it issues a dot and
 * passes the turn on (bar.arrive on the next one's) once the dot is committed, before waiting
 * for it: the dots are issued round-robin, so one warpgroup's arithmetic between its dots runs
 * while the tensor cores work through the others' dots. Deadlock-free with any other barrier
 * of the body: a warpgroup waits only for the one before it to pass a dot it has passed
 * itself or the one before. The turns need every dot of the body to be a plain wgmma of this
 * loop (tcgen05's accumulator lives elsewhere, a promoting dot commits many groups) and no
 * enclosing pipelined loop (whose turns would use the same barriers). Tried and not kept: a
 * turn at each run of a promoting dot (fp8 without fast_acc), so that one warpgroup's adds
 * overlap the other's run — on an H100 the NT e4m3 GEMMs were no faster (0.94-1.07x, where
 * unchanged kernels of the same runs spread 0.95-1.03x) and samples/matmul's e4m3, whose B is
 * transposed through shared memory in the body, 5-10% slower
 * (bench/results/fp8_turns_h100.md). */
static uint32_t turn_takers(const em *e, const ct_ptx_pipe *P)
{
    const ct_pipe *p = P->p;
    uint32_t ndots = 0, nwg = e->fs->num_warps / 4;
    if (!P->tma || P->up || p->tc_acc || nwg < 2 || nwg > MAX_TURN_WGS)
        return 0;
    for (uint32_t k = 0; k < p->nopnds; k++) {
        const ct_op *dot = p->opnds[k].dot; /* NULL for a prefetched load */
        if (P->carry[k] || (dot && (ct_mma_promote(dot) || ct_mma_engine(dot) != CT_MMA_WGMMA)))
            return 0;
        bool first = dot != NULL; /* a dot may have several operands listed, A first */
        for (uint32_t j = 0; first && j < k; j++)
            first = p->opnds[j].dot != dot;
        ndots += first && P->twin[k] >= k; /* twins issue as one */
    }
    return ndots >= 2 ? nwg : 0;
}

/* Named barrier w + 1 is warpgroup w's turn; each counts the 128 threads that wait on it and
 * the 128 of the warpgroup before, which arrive. The last warpgroup gives warpgroup 0 its
 * first turn; after the loop every warpgroup takes one more turn and passes it on but the last
 * (turns_end), so every barrier completes as often as it is waited on and every warpgroup
 * waits (and arrives) as often as every other: compute-sanitizer's racecheck orders accesses
 * by the count of barriers each thread waited at, and a warpgroup one wait ahead made every
 * later write of it race with the others' reads behind a CTA barrier (the epilogue's staging).
 * The barriers are immediates, one predicated instruction per warpgroup: a register operand
 * makes ptxas reserve all 16. */
static void turns_begin(em *e, ct_ptx_pipe *P)
{
    if (!(P->nwg = turn_takers(e, P)))
        return;
    uint32_t wg = new_reg(e, RC_B32);
    I("shr.u32 %s, %s, 7;\n", R(e, wg), R(e, e->tid));
    for (uint32_t w = 0; w < P->nwg; w++) {
        P->is_wg[w] = new_reg(e, RC_PRED);
        I("setp.eq.u32 %s, %s, %u;\n", R(e, P->is_wg[w]), R(e, wg), w);
    }
    I("@%s bar.arrive 1, 256;\n", R(e, P->is_wg[P->nwg - 1]));
    /* The last warpgroup in turn order releases each stage last: its thread 0 refills it. From
     * warpgroup 0, whose dots come first, the refill at the head of the next iteration waited
     * for the others to finish theirs, and its next dot with it, so the tensor cores idled
     * through the last warpgroup's work after its dot (the fp8 GEMMs' scaling, attention's
     * wait and release) in every iteration. */
    P->producer = new_reg(e, RC_PRED);
    I("setp.eq.u32 %s, %s, %u;\n", R(e, P->producer), R(e, e->tid), 128 * (P->nwg - 1));
}

/* Warpgroup w waits for its turn (before a dot) or passes it on (after one). */
void ct_ptx_pipe_turn(em *e, bool pass)
{
    const ct_ptx_pipe *P = e->pipe;
    for (uint32_t w = 0; P && w < P->nwg; w++)
        I("@%s bar.%s %u, 256;\n", R(e, P->is_wg[w]), pass ? "arrive" : "sync",
          (pass ? (w + 1) % P->nwg : w) + 1);
}

static void turns_end(em *e, const ct_ptx_pipe *P)
{
    ct_ptx_pipe_turn(e, false);
    for (uint32_t w = 0; w + 1 < P->nwg; w++)
        I("@%s bar.arrive %u, 256;\n", R(e, P->is_wg[w]), w + 2);
}

static ct_status carry_begin(em *e, ct_ptx_pipe *P)
{
    for (uint32_t k = 0; async_dots(P->p) && k < P->p->nopnds; k++) {
        const ct_pipe_opnd *o = &P->p->opnds[k];
        if (o->dot && o->role == CT_MMA_A && ct_ptx_wg_carry_begin(e, o->dot, &P->carry[k]))
            return e->c->d->status;
    }
    return CUTILE_SUCCESS;
}

/* Whether loop is an op of f's entry block and every entry-block op before it passes ok. */
static bool entry_loop_after(const ct_func *f, const ct_op *loop,
                             bool (*ok)(const ct_func *, const ct_op *))
{
    const ct_block *b = &f->body.blocks[0];
    uint32_t i = 0;
    while (i < b->nops && b->ops[i] != loop && ok(f, b->ops[i]))
        i++;
    return i < b->nops && b->ops[i] == loop;
}

/* Whether op, an entry-block op before the pipelined loop, leaves a producer warp, which runs
 * it too, nothing to get wrong: no memory access, barrier or other effect, no region, and no
 * tile spread over the threads by a layout (the producer warp's thread ids are past every
 * layout's) but constants, which each thread's registers hold alone. */
static bool pw_safe_op(const ct_func *f, const ct_op *op)
{
    uint32_t props = ct_op_defs[op->opc].props;
    if (op->nregions || (props & (P_MEM_READ | P_MEM_WRITE | P_EFFECT)) ||
        op->opc == CT_OP_CONVERT_LAYOUT)
        return false;
    for (uint32_t i = 0; op->opc != CT_OP_CONSTANT && i < op->nres; i++) {
        const ct_type *t = ct_val_type(f, op->res[i]);
        if (t->kind == CT_TY_TILE && t->rank)
            return false;
    }
    return true;
}

/* Whether a producer warp issues P's copies (the producer_warp knob): the entry's one pipelined
 * loop, in its entry block after ops pw_safe_op takes, every operand streamed by TMA, no early
 * loads, turns or tensor-memory accumulator, and room in the register file for the warp: a
 * kernel's threads all get its register count, so the warp's 32 take their share (H100, the
 * promoted NT e4m3 GEMM on 128x256 tiles, 218 registers: with the warp ptxas spilled and the
 * kernel ran at half speed, 521 against 1016 TFLOP/s at 8192³). */
static bool pw_eligible(em *e, const ct_ptx_pipe *P)
{
    const ct_pipe *p = P->p;
    int knob = e->c->cfg->knobs.producer_warp;
    if (!(knob == 1 || (knob && e->persist)) || !P->tma || P->mixed || P->up || P->pair ||
        p->tc_acc ||
        p->nearly || e->fs->npipes != 1 || turn_takers(e, P) ||
        (uint64_t)p->regs * (e->fs->num_warps * 32 + 32) > CT_TARGET_BLOCK_REGS)
        return false;
    for (uint32_t k = 0; k < p->nopnds; k++)
        if (!streams(&p->opnds[k]) || p->opnds[k].kind == CT_PIPE_PREFETCH)
            return false;
    return entry_loop_after(e->f, p->loop, pw_safe_op);
}

/* The producer warp's program, in place at the loop's start: warp num_warps of the CTA, after
 * the consumers' (the launch adds it to the block), produces every iteration in turn into the
 * stage the consumers released last (its lane 0 waits on `empty` and issues), then exits; the
 * consumers branch past it, and from here on neither produce nor synchronise with it (em.pw).
 * It passed the TMA prologue's bar.sync with everyone; a loop of no iterations skips to where
 * it exits too (ptx_cf.c). */
static ct_status producer(em *e, ct_ptx_pipe *P)
{
    uint32_t nc = e->fs->num_warps * 32, done = new_reg(e, RC_PRED);
    uint32_t iv = new_reg(e, (int)RC_OF(P->lb));
    uint32_t cons = e->nlabels++, head = e->nlabels++, out = e->nlabels++;
    e->pw = true;
    e->pw_pred = new_reg(e, RC_PRED); /* at the entry: the skip past a loop of no iterations */
    ct_buf_printf(e->pre, "\tsetp.ge.u32 %s, %s, %u;\n", R(e, e->pw_pred), R(e, e->tid), nc);
    P->producer = new_reg(e, RC_PRED);
    I("@!%s bra $Lcf%u;\n", R(e, e->pw_pred), cons);
    I("setp.eq.u32 %s, %s, %u;\n", R(e, P->producer), R(e, e->tid), nc);
    ct_ptx_mov(e, iv, P->lb);
    ct_buf_printf(e->o, "$Lcf%u:\n", head);
    I("setp.ge%s %s, %s, %s;\n", P->ty, R(e, done), R(e, iv), R(e, P->ub));
    I("@%s bra $Lcf%u;\n", R(e, done), out);
    if (produce(e, P, iv, P->prod))
        return e->c->d->status;
    ct_ptx_loop_step(e, iv, P->ub, P->step, P->ty, P->unit, out);
    I("bra $Lcf%u;\n", head);
    ct_buf_printf(e->o, "$Lcf%u:\n", out);
    ct_ptx_leave(e, NOREG, "exit");
    ct_buf_printf(e->o, "$Lcf%u:\n", cons);
    return CUTILE_SUCCESS;
}

/* ---- block pairs ---- */

enum { PAIR_MAX_WORDS = 32 }; /* what one CTA of a pair tells the other about a loop */

typedef struct pair_words {
    uint32_t n, w[PAIR_MAX_WORDS]; /* B32 registers */
} pair_words;

/* Appends integer register r as 32-bit words; false if it is no integer of 16 to 64 bits or
 * there is no room. */
static bool put_words(em *e, pair_words *W, uint32_t r)
{
    int rc = (int)RC_OF(r);
    uint32_t lo = r, hi = NOREG;
    if ((rc != RC_B16 && rc != RC_B32 && rc != RC_B64) ||
        W->n + (rc == RC_B64) + 1 > PAIR_MAX_WORDS)
        return false;
    if (rc == RC_B16) {
        lo = new_reg(e, RC_B32);
        I("cvt.u32.u16 %s, %s;\n", R(e, lo), R(e, r));
    } else if (rc == RC_B64) {
        lo = new_reg(e, RC_B32), hi = new_reg(e, RC_B32);
        I("mov.b64 {%s, %s}, %s;\n", R(e, lo), R(e, hi), R(e, r));
    }
    W->w[W->n++] = lo;
    if (hi != NOREG)
        W->w[W->n++] = hi;
    return true;
}

/* Appends the values from outside the loop that v, the induction variable or a value of
 * p's body slice, is computed from (each once: seen marks them); false if one has no words. */
static bool outer_words(em *e, const ct_pipe *p, ct_val v, uint8_t *seen, pair_words *W)
{
    const ct_value *x = &e->f->values[v];
    const ct_block *body = &p->loop->regions[0].blocks[0];
    if (seen[v])
        return true;
    seen[v] = 1;
    if (!x->def && x->block == body)
        return x->index == 0; /* the slice holds no carried value but the induction variable */
    for (uint32_t i = 0; x->def && i < body->nops; i++) {
        if (body->ops[i] != x->def)
            continue;
        for (uint32_t k = 0; k < x->def->nopnds; k++)
            if (!outer_words(e, p, x->def->opnds[k], seen, W))
                return false;
        return true;
    }
    return e->nvr[v] == 1 && put_words(e, W, e->vr[v][0]);
}

/* Whether the pipelined loop may run in block pairs: the knob asks, the target has clusters,
 * it is the entry's outermost, in its entry block with no return before it (both CTAs of a
 * cluster reach it and its end), not persistent, and TMA copies every streamed operand. */
static bool no_return(const ct_func *f, const ct_op *op)
{
    (void)f;
    return !ct_ptx_holds_return(op);
}

static bool pair_wanted(em *e, const ct_op *loop, const ct_pipe *p)
{
    if (e->c->cfg->knobs.cluster_pairs != 1 || !e->tma || e->pipe || e->persist || e->generic ||
        p->tc_acc || !ct_target_has(e->c->cfg->target, CT_FEAT_CLUSTERS) ||
        !ct_target_has(e->c->cfg->target, CT_FEAT_TMA) ||
        !ring_bars_fit(e, p, PAIR_MAX_WORDS / 2) || !entry_loop_after(e->f, loop, no_return))
        return false;
    for (uint32_t k = 0; k < p->nopnds; k++) {
        tma_opnd t;
        if (p->opnds[k].conv)
            return false;
        if (streams(&p->opnds[k]) && (tma_plan(e, &p->opnds[k], &t) || t.map == NOREG))
            return false;
    }
    return true;
}

/* Every thread: p = p && word i of the partner's (at its address `at`) equals mine. */
static void pair_compare(em *e, uint32_t p, uint32_t at, const pair_words *W, uint32_t from,
                         uint32_t to)
{
    for (uint32_t i = from; i < to; i++) {
        uint32_t t = new_reg(e, RC_B32);
        I("@%s ld.shared::cluster.u32 %s, [%s+%u];\n", R(e, p), R(e, t), R(e, at), 4 * i);
        I("@%s setp.eq.and.u32 %s, %s, %s, %s;\n", R(e, p), R(e, p), R(e, t), R(e, W->w[i]),
          R(e, p));
    }
}

/* The exchange: thread 0 writes this CTA's words where the partner reads them after a cluster
 * barrier (which also orders the barriers' initialisation before any remote arrival), and
 * every thread compares: an operand is shared when the loop's bounds and every outside value
 * its copies' coordinates are computed from agree, so that both CTAs copy the same tiles in
 * every iteration. The first shared operand is copied by rank 0, the next by rank 1, and so
 * on. Alone in its cluster (an odd grid), a CTA shares nothing. */
static ct_status pair_exchange(em *e, const ct_pipe *p, ct_ptx_pair *X, const pair_words *W,
                               const uint32_t *upto)
{
    uint32_t slot = ct_ptx_tma_words(e, W->n), lead = ct_ptx_tma_leader(e);
    uint32_t n = new_reg(e, RC_B32), rank = new_reg(e, RC_B32), bounds = new_reg(e, RC_PRED);
    uint32_t remote = new_reg(e, RC_B32), nshared = 0;
    if (slot == NOREG)
        return e->c->d->status;
    for (uint32_t i = 0; i < W->n; i++)
        I("@%s st.shared.u32 [%s+%u], %s;\n", R(e, lead), R(e, slot), 4 * i, R(e, W->w[i]));
    I("barrier.cluster.arrive.release;\n");
    I("barrier.cluster.wait.acquire;\n");
    I("mov.u32 %s, %%cluster_nctarank;\n", R(e, n));
    I("mov.u32 %s, %%cluster_ctarank;\n", R(e, rank));
    I("xor.b32 %s, %s, 1;\n", R(e, X->peer), R(e, rank));
    I("setp.eq.u32 %s, %s, 2;\n", R(e, bounds), R(e, n));
    I("@%s mapa.shared::cluster.u32 %s, %s, %s;\n", R(e, bounds), R(e, remote), R(e, slot),
      R(e, X->peer));
    pair_compare(e, bounds, remote, W, 0, upto[0]);
    I("setp.ne.u32 %s, %s, %s;\n", R(e, X->any), R(e, n), R(e, n));
    for (uint32_t k = 0; k < p->nopnds; k++) {
        if (!streams(&p->opnds[k]))
            continue;
        uint32_t mc = new_reg(e, RC_PRED);
        X->multicast[k] = new_reg(e, RC_PRED), X->plain[k] = new_reg(e, RC_PRED);
        I("mov.pred %s, %s;\n", R(e, mc), R(e, bounds));
        pair_compare(e, mc, remote, W, upto[k], upto[k + 1]);
        I("or.pred %s, %s, %s;\n", R(e, X->any), R(e, X->any), R(e, mc));
        I("not.pred %s, %s;\n", R(e, X->plain[k]), R(e, mc));
        I("setp.eq.and.u32 %s, %s, %u, %s;\n", R(e, X->multicast[k]), R(e, rank),
          nshared++ % 2, R(e, mc));
    }
    I("selp.u32 %s, 1, 2, %s;\n", R(e, X->own), R(e, X->any));
    I("mov.u16 %s, 3;\n", R(e, X->mask));
    return CUTILE_SUCCESS;
}

ct_status ct_ptx_pair_begin(em *e, const ct_op *loop, uint32_t lb, uint32_t ub, uint32_t step,
                            ct_ptx_pair **out)
{
    const ct_pipe *p = ct_pipe_of_loop(e->fs, loop);
    *out = NULL;
    if (!pair_wanted(e, loop, p))
        return CUTILE_SUCCESS;
    pair_words W = {0};
    uint32_t upto[CT_PIPE_MAX_OPNDS + 1];
    uint8_t *seen = ct_arena_alloc(&e->c->arena, e->f->nvalues);
    ct_ptx_pair *X = ct_arena_alloc(&e->c->arena, sizeof *X);
    if (!seen || !X)
        return ct_ptx_oom(e);
    if (!put_words(e, &W, lb) || !put_words(e, &W, ub) || !put_words(e, &W, step))
        return CUTILE_SUCCESS;
    upto[0] = W.n;
    for (uint32_t k = 0; k < p->nopnds; k++) {
        const ct_op *ld = p->opnds[k].load;
        uint32_t nidx = streams(&p->opnds[k]) ? ld->attrs[0]->type->ntile : 0;
        memset(seen, 0, e->f->nvalues);
        for (uint32_t i = 0; i < nidx; i++) /* the tile indices (produce_tma's coordinates) */
            if (!outer_words(e, p, ld->opnds[1 + i], seen, &W))
                return CUTILE_SUCCESS;
        upto[k + 1] = W.n;
    }
    *X = (ct_ptx_pair){.any = new_reg(e, RC_PRED), .mask = new_reg(e, RC_B16),
                       .own = new_reg(e, RC_B32), .peer = new_reg(e, RC_B32)};
    if (pair_exchange(e, p, X, &W, upto))
        return e->c->d->status;
    e->pairs = true;
    *out = X;
    return CUTILE_SUCCESS;
}

void ct_ptx_pair_end(em *e, const ct_ptx_pair *X)
{
    if (!X)
        return;
    /* neither CTA leaves (or reuses its barriers) while the other may still arrive on them */
    I("barrier.cluster.arrive.release;\n");
    I("barrier.cluster.wait.acquire;\n");
}

/* Whether op, or an op in its regions, reads one of the n registers regs through an operand
 * other than `skip` (NULL: none). Operands not emitted yet have no registers; they can reach
 * regs only through an op that reads them, which is checked too. */
static bool reads_regs(const em *e, const ct_op *op, const uint32_t *regs, uint32_t n,
                       const ct_val *skip)
{
    for (uint32_t k = 0; k < op->nopnds; k++)
        for (uint32_t r = 0; &op->opnds[k] != skip && e->vr[op->opnds[k]] &&
                             r < e->nvr[op->opnds[k]]; r++)
            for (uint32_t j = 0; j < n; j++)
                if (e->vr[op->opnds[k]][r] == regs[j])
                    return true;
    for (uint32_t g = 0; g < op->nregions; g++)
        for (uint32_t bl = 0; bl < op->regions[g].nblocks; bl++)
            for (uint32_t i = 0; i < op->regions[g].blocks[bl].nops; i++)
                if (reads_regs(e, op->regions[g].blocks[bl].ops[i], regs, n, skip))
                    return true;
    return false;
}

/* The position of op in block b (b->nops if it is not there). */
static uint32_t body_pos(const ct_block *b, const ct_op *op)
{
    uint32_t i = 0;
    while (i < b->nops && b->ops[i] != op)
        i++;
    return i;
}

/* The registers of the loop-carried value that the dot's result replaces, where the dot may
 * accumulate straight into them: its result goes only to the loop's `continue` (position i,
 * block argument i + 1), and nothing after the dot reads that argument's registers (the old
 * value). attention's O = P·V + O·α: the wgmma then updates O where the loop keeps it,
 * instead of into fresh registers that the continue copies back — a copy ptxas turned into
 * moving half the accumulator out of the registers the next Q·Kᵀ wrote (33 moves an
 * iteration at 128x64, D = 128). NULL where it may not. */
static const uint32_t *carried_acc(const em *e, const ct_op *op)
{
    const ct_block *b = &e->pipe->p->loop->regions[0].blocks[0];
    const ct_op *cont = b->nops ? b->ops[b->nops - 1] : NULL;
    uint32_t at = body_pos(b, op), pos = UINT32_MAX;
    if (!cont || cont->opc != CT_OP_CONTINUE || at >= b->nops)
        return NULL;
    for (uint32_t k = 0; k < cont->nopnds; k++)
        if (cont->opnds[k] == op->res[0])
            pos = pos == UINT32_MAX ? k : UINT32_MAX - 1; /* twice: no */
    if (pos >= cont->nopnds || pos + 1 >= b->nargs)
        return NULL;
    ct_val arg = b->args[pos + 1];
    const uint32_t *regs = e->vr[arg];
    uint32_t n = e->nvr[arg];
    if (!regs || n != nregs(e, op->res[0]))
        return NULL;
    for (uint32_t i = at + 1; i < b->nops; i++)
        if (reads_regs(e, b->ops[i], regs, n, b->ops[i] == cont ? &cont->opnds[pos] : NULL))
            return NULL;
    for (uint32_t i = at + 1; i + 1 < b->nops; i++) /* the result: only the continue reads it */
        for (uint32_t k = 0; k < b->ops[i]->nopnds; k++)
            if (b->ops[i]->opnds[k] == op->res[0])
                return NULL;
    return regs;
}

/* ------------------------------------ twin dots ------------------------------------ */

/* Twins: two wgmma dots of the body that read the same A tile (the later one's A shares the
 * earlier one's stream) and B tiles lying end to end in a stage, each accumulating in place
 * into its carried value (in_place), issue as one instruction of both N (at most 256): A is
 * read from shared memory once a K step instead of twice, and they take one turn, not two (a
 * dot alone takes none). The fused MoE GEMM's gate and up halves (samples/moe moe_w1), whose
 * shared-memory pipe was 85-88% busy and whose turns took 36% of the stalls (H100,
 * bench/results/bounds_h100.md): A's second read is a quarter of what its wgmmas read. The wide
 * instruction's registers are the first dot's, then the second's, in each 64-row M tile (a
 * tile's columns run through its registers in order); its B tile is the first with twice the
 * rows, which must put the second tile's elements where the stage has them (tile_doubles). */

/* Whether tile t with twice the rows holds t in its first rows and the tile `delta` bytes on in
 * the others. ct_mma_wg_byte is linear over the bits of row and k (fields of disjoint bits,
 * then the XOR swizzle), and t's bytes are below delta, a power of two: the basis decides. */
static bool tile_doubles(const ct_mma_wg_tile *t, uint32_t delta)
{
    ct_mma_wg_tile w = *t;
    w.lrows++;
    bool ok = delta == ct_mma_wg_tile_bytes(t) && ct_mma_wg_byte(&w, 1u << t->lrows, 0) == delta;
    for (uint32_t i = 0; ok && i < t->lrows; i++)
        ok = ct_mma_wg_byte(&w, 1u << i, 0) == ct_mma_wg_byte(t, 1u << i, 0);
    for (uint32_t j = 0; ok && j < t->lk; j++)
        ok = ct_mma_wg_byte(&w, 0, 1u << j) == ct_mma_wg_byte(t, 0, 1u << j);
    return ok;
}

/* Whether the dot takes the wide instruction's path at all: wgmma, its operands' types alike
 * (so are the twin's: same geometry, same scalars), no promotion, no integer signedness. */
static bool twin_kind(em *e, const ct_op *dot, const ct_mma_geom *g)
{
    return ct_mma_engine(dot) == CT_MMA_WGMMA && !ct_mma_promote(dot) && g->in != CT_S_I8 &&
           !g->lb && g->ln < 8 && ct_mma_wg_active(e->f, dot, e->fs->num_warps);
}

/* Whether the dot accumulates in place into its carried value, as the wide instruction needs:
 * with a group in flight (async_dots), or where its accumulator operand is that value. */
static bool in_place(const em *e, const ct_op *dot)
{
    const uint32_t *c = async_dots(e->pipe->p) ? NULL : carried_acc(e, dot);
    const uint32_t *acc = e->vr[dot->opnds[2]];
    return async_dots(e->pipe->p) ||
           (c && acc && !memcmp(c, acc, e->nvr[dot->opnds[2]] * sizeof *c));
}

/* Whether the dots whose A operands are listed at i and j are twins. */
static bool twins(em *e, const ct_pipe *p, uint32_t i, uint32_t j)
{
    const ct_pipe_opnd *a = &p->opnds[i], *c = &p->opnds[j], *b = a + 1, *d = c + 1;
    if (j + 1 >= p->nopnds || i + 1 >= p->nopnds || a->kind != CT_PIPE_STREAM ||
        a->role != CT_MMA_A || c->role != CT_MMA_A || b->kind != CT_PIPE_STREAM ||
        d->kind != CT_PIPE_STREAM || b->dot != a->dot || d->dot != c->dot ||
        memcmp(&b->tile, &d->tile, sizeof b->tile) || d->offset <= b->offset ||
        !tile_doubles(&b->tile, d->offset - b->offset))
        return false;
    const ct_op *x = a->dot, *y = c->dot;
    ct_mma_geom gx, gy;
    if (!ct_ptx_wgmma_geom(e, x, &gx) || !ct_ptx_wgmma_geom(e, y, &gy) ||
        memcmp(&gx, &gy, sizeof gx) || !twin_kind(e, x, &gx) || !twin_kind(e, y, &gy) ||
        sc(e, x->opnds[1]) != sc(e, y->opnds[1]) || !e->vr[y->opnds[2]] ||
        !in_place(e, x) || !in_place(e, y))
        return false;
    /* in the loop's block, x first; the wide instruction writes y's accumulator from x's place
     * on, so nothing between may read it */
    const ct_block *body = &p->loop->regions[0].blocks[0];
    uint32_t px = body_pos(body, x), py = body_pos(body, y);
    for (uint32_t k = px + 1; k < py && py < body->nops; k++)
        if (reads_regs(e, body->ops[k], e->vr[y->opnds[2]], e->nvr[y->opnds[2]], NULL))
            return false;
    return px < py && py < body->nops;
}

static void plan_twins(em *e, ct_ptx_pipe *P)
{
    const ct_pipe *p = P->p;
    for (uint32_t k = 0; k < p->nopnds; k++)
        P->twin[k] = (uint8_t)k;
    for (uint32_t j = 0; !p->tc_acc && j < p->nopnds; j++) {
        uint32_t i = p->opnds[j].kind == CT_PIPE_SHARED ? p->opnds[j].from : j;
        if (i < j && P->twin[i] == i && twins(e, p, i, j))
            P->twin[i] = (uint8_t)j, P->twin[j] = (uint8_t)i;
    }
}

/* The wide instruction of twins x and y (ct_ptx_pipe_dot at x, whose accumulator is dx). */
static ct_status twin_issue(em *e, const ct_op *x, const ct_op *y, const ct_mma_geom *g,
                            const uint32_t *dx, uint32_t abase, const ct_pipe_opnd *a,
                            uint32_t bbase, const ct_pipe_opnd *b)
{
    ct_mma_geom w = *g;
    ct_mma_wg_tile bt = b->tile;
    const uint32_t *dy = e->vr[y->opnds[2]];
    uint32_t per = 1u << (g->ln - 1), nmt = 1u << ct_mma_lmt(g);
    uint32_t *d = ct_arena_alloc(&e->c->arena, 2 * per * nmt * sizeof *d);
    if (!d)
        return ct_ptx_oom(e);
    for (uint32_t mt = 0; mt < nmt; mt++) {
        memcpy(d + 2 * per * mt, dx + per * mt, per * sizeof *d);
        memcpy(d + 2 * per * mt + per, dy + per * mt, per * sizeof *d);
    }
    w.ln++, bt.lrows++;
    return ct_ptx_wgmma_issue(e, x, &w, d, abase, &a->tile, bbase, &bt,
                              async_dots(e->pipe->p) ? 1 : 0, NULL, &e->pipe->hand, true);
}

ct_status ct_ptx_pipe_begin(em *e, const ct_op *loop, uint32_t lb, uint32_t ub, uint32_t step,
                            const char *ty, bool unit, const ct_ptx_pair *pair)
{
    const ct_pipe *p = ct_pipe_of_loop(e->fs, loop);
    ct_ptx_pipe *P = ct_arena_alloc(&e->c->arena, sizeof *P);
    if (!P)
        return ct_ptx_oom(e);
    *P = (ct_ptx_pipe){.p = p, .up = e->pipe, .lb = lb, .ub = ub, .step = step, .ty = ty,
                       .unit = unit, .pair = pair};
    /* persistent (ptx_persist.c): the ring's region is its own; a user before it lost that */
    e->persist_lost |= e->persist && e->dsmem;
    uint32_t bytes = p->stages * p->stage_bytes + p->fixed_bytes;
    P->ring = ct_ptx_ring(e, bytes);
    if (e->persist)
        e->ring_floor = (bytes + 1023) & ~1023u;
    if (p->fixed_bytes) {
        P->fixed = new_reg(e, RC_B32);
        I("add.u32 %s, %s, %u;\n", R(e, P->fixed), R(e, P->ring), p->stages * p->stage_bytes);
    }
    if (p->staged_half) {
        P->half = new_reg(e, RC_B32);
        I("mov.u32 %s, 0;\n", R(e, P->half));
    }
    if (tma_setup(e, P))
        return e->c->d->status;
    if (pair && (!P->tma || P->mixed)) /* pair_wanted saw a map for every operand, and room */
        return ct_ptx_nosup(e, "block pairs without TMA copies");
    if (pair) { /* set where nothing is shared too: release computes it before its guard */
        P->peer_empty = new_reg(e, RC_B32);
        I("mov.u32 %s, 0;\n", R(e, P->peer_empty));
        I("@%s mapa.shared::cluster.u32 %s, %s, %s;\n", R(e, pair->any), R(e, P->peer_empty),
          R(e, P->empty), R(e, pair->peer));
    }
    for (uint32_t k = 0; k < p->nopnds; k++) {
        const ct_pipe_opnd *o = &p->opnds[k];
        thread_part *ts;
        /* the map serves the cp.async copies, and a prefetched load's read-back */
        if (!streams(o) || (P->tma && P->t[k].map != NOREG && o->kind != CT_PIPE_PREFETCH))
            continue;
        if (o->conv)
            ldm_map(&P->map[k], o);
        else
            ct_ptx_wg_map(&P->map[k], &o->tile, o->role);
        if (o->via && o->via->opc == CT_OP_PERMUTE)
            permute_map(e, o->via, &P->map[k]);
        if (ct_ptx_thread_part(e, layout_of(e, o->load->res[0]), &ts))
            return e->c->d->status;
        P->tb[k] = ct_ptx_smem_map_thread(e, ts, &P->map[k]);
    }
    if (!P->tma) {
        P->cons = new_reg(e, RC_B32);
        P->prod = new_reg(e, RC_B32);
    }
    e->pipe = P;
    ct_mma_geom g;
    if (p->tc_acc && (!ct_ptx_wgmma_geom(e, p->opnds[0].dot, &g) ||
                      ct_ptx_tc_acc_in(e, p->opnds[0].dot, &g)))
        return e->c->d->status ? e->c->d->status : ct_ptx_nosup(e, "no tcgen05 geometry");
    plan_twins(e, P);
    if ((P->pw = pw_eligible(e, P)) && producer(e, P))
        return e->c->d->status;
    if (carry_begin(e, P))
        return e->c->d->status;
    turns_begin(e, P);
    ct_ptx_bar_cta(e); /* earlier users of the region (staging, conversions) are done */
    if (write_fixed(e, P, CT_PIPE_RESIDENT, NULL))
        return e->c->d->status;
    for (uint32_t s = 0; !P->pw && s < ahead_of(P); s++) {
        if (!P->tma)
            I("mov.u32 %s, %u;\n", R(e, P->prod), s);
        if (produce_if(e, P, lb, s, P->prod))
            return e->c->d->status;
    }
    if (!P->tma) {
        I("mov.u32 %s, 0;\n", R(e, P->cons));
        I("mov.u32 %s, %u;\n", R(e, P->prod), p->ahead);
    }
    for (uint32_t j = 0; j < p->nearly; j++)
        if (early_fetch(e, P, j, lb, NOREG))
            return e->c->d->status;
    return CUTILE_SUCCESS;
}

ct_status ct_ptx_pipe_head(em *e, uint32_t iv)
{
    ct_ptx_pipe *P = e->pipe;
    if (P->tma) {
        if (!P->pw && produce_if(e, P, iv, ahead_of(P), P->prod))
            return e->c->d->status;
        ct_ptx_mbar_wait(e, at(e, P->full, P->cons, 8, 0), P->cons_ph);
        if (P->mixed)
            I("fence.proxy.async.shared::cta;\n");
        return CUTILE_SUCCESS;
    }
    I("cp.async.wait_group %u;\n", P->p->ahead - 1);
    if (ct_target_has(e->c->cfg->target, CT_FEAT_WGMMA) || ct_mma_tc_enabled(e->c->cfg))
        I("fence.proxy.async.shared::cta;\n"); /* wgmma and tcgen05 read the async proxy */
    ct_ptx_bar_cta(e);
    return produce_if(e, P, iv, P->p->ahead, P->prod);
}

/* The threads of `lane0` (lane 0 of each warp, or fewer) release stage `stage`: on this CTA's
 * empty barrier and, where the pair shares tiles, on the partner's too, whose copies into this
 * CTA wait for it (each barrier then counts both CTAs' warps; alone, a warp counts twice). The
 * remote arrival keeps the default release at CTA scope: what the partner's copy must follow
 * is the wgmma's reads of the stage, which its wait_group completed; at cluster scope it ran
 * the pair at half the speed (H100, promoted NT e4m3 128x128 tiles, 8192³: 462 against 911
 * TFLOP/s). */
static void release(em *e, const ct_ptx_pipe *P, uint32_t stage, uint32_t lane0)
{
    uint32_t bar = at(e, P->empty, stage, 8, 0), q;
    if (!P->pair) {
        ct_ptx_mbar_arrive(e, bar, lane0);
        return;
    }
    q = new_reg(e, RC_PRED);
    I("@%s mbarrier.arrive.shared::cta.b64 _, [%s], %s;\n", R(e, lane0), R(e, bar),
      R(e, P->pair->own));
    I("and.pred %s, %s, %s;\n", R(e, q), R(e, lane0), R(e, P->pair->any));
    I("@%s mbarrier.arrive.shared::cluster.b64 _, [%s];\n", R(e, q),
      R(e, at(e, P->peer_empty, stage, 8, 0)));
}

/* Lane 0 of every warp: the stage of the previous iteration is free again (its wgmma is
 * complete: the dots of this iteration waited for all but their own group). */
static void release_prev(em *e, ct_ptx_pipe *P)
{
    uint32_t q = new_reg(e, RC_PRED);
    I("and.pred %s, %s, %s;\n", R(e, q), R(e, P->has_prev), R(e, P->lane0));
    release(e, P, P->prev, q);
}

void ct_ptx_pipe_next(em *e)
{
    ct_ptx_pipe *P = e->pipe;
    if (P->p->staged_half)
        I("xor.b32 %s, %s, %u;\n", R(e, P->half), R(e, P->half), P->p->staged_half);
    if (release_now(P)) {
        release(e, P, P->cons, P->lane0);
        ring_step(e, P->cons, P->p->stages, P->cons_ph);
        return;
    }
    if (P->tma) {
        if (!tc_commits(P->p, true))
            release_prev(e, P);
        ct_ptx_mov(e, P->prev, P->cons);
        I("setp.eq.u32 %s, %s, %s;\n", R(e, P->has_prev), R(e, e->tid), R(e, e->tid));
        ring_step(e, P->cons, P->p->stages, P->cons_ph);
        return;
    }
    ring_step(e, P->cons, P->p->stages, NOREG);
    ring_step(e, P->prod, P->p->stages, NOREG);
}

void ct_ptx_pipe_end(em *e)
{
    ct_ptx_pipe *P = e->pipe;
    ct_mma_geom g;
    turns_end(e, P);
    if (tc_commits(P->p, P->tma))
        ct_ptx_tc_drain(e);
    if (P->p->tc_acc && ct_ptx_wgmma_geom(e, P->p->opnds[0].dot, &g))
        ct_ptx_tc_acc_out(e, P->p->opnds[0].dot, &g);
    if (async_dots(P->p))
        I("wgmma.wait_group.sync.aligned 0;\n");
    for (uint32_t k = 0; k < P->p->nopnds; k++)
        if (P->carry[k])
            ct_ptx_wg_carry_end(e, P->carry[k]);
    if (P->tma && !release_now(P)) {
        if (!tc_commits(P->p, true))
            release_prev(e, P);
        I("setp.ne.u32 %s, %s, %s;\n", R(e, P->has_prev), R(e, e->tid), R(e, e->tid));
    } else if (!P->tma) {
        I("cp.async.wait_group 0;\n");
    }
    ct_ptx_bar_cta(e); /* every warp's wgmma or ldmatrix is done with the ring */
    e->pipe = P->up;
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

bool ct_ptx_pipe_copies(const em *e, const ct_op *op)
{
    for (uint32_t i = 0; i < e->fs->npipes; i++)
        for (uint32_t k = 0; k < e->fs->pipes[i].nopnds; k++)
            if (streams(&e->fs->pipes[i].opnds[k]) && e->fs->pipes[i].opnds[k].load == op)
                return true;
    return false;
}

ct_status ct_ptx_pipe_read(em *e, const ct_op *op)
{
    ct_ptx_pipe *P = e->pipe;
    int early = early_of(P->p, op);
    if (early >= 0)
        return early_read(e, P, (uint32_t)early);
    for (uint32_t k = 0; k < P->p->nopnds; k++) {
        const ct_pipe_opnd *o = &P->p->opnds[k];
        thread_part *ts;
        if (o->kind != CT_PIPE_PREFETCH || o->load != op)
            continue;
        for (uint32_t j = 0; j < P->p->nopnds; j++) /* the dot copies it from the stage */
            if (transposed(&P->p->opnds[j]) == (int)k)
                return CUTILE_SUCCESS;
        if (ct_ptx_thread_part(e, layout_of(e, o->val), &ts))
            return e->c->d->status;
        return ct_ptx_smem_map_read(e, o->val, ts, P->tb[k], &P->map[k], opnd_addr(e, P, o));
    }
    return CUTILE_SUCCESS;
}

bool ct_ptx_pipe_streamed(const em *e, const ct_op *op)
{
    if (early_of(e->pipe->p, op) >= 0)
        return !e->early;
    for (uint32_t i = 0; i < e->pipe->p->nopnds; i++) {
        const ct_pipe_opnd *o = &e->pipe->p->opnds[i];
        /* the ftof of a transposed B: the copy rounds it */
        bool rounded = transposed(o) >= 0 && op->nres && op->res[0] == o->val;
        if (o->load == op || o->via == op || rounded)
            return true;
    }
    return false;
}

void ct_ptx_cp_async(em *e, uint32_t flat, uint32_t bytes, uint32_t addr, int64_t off,
                     uint32_t guard, uint32_t own)
{
    const struct ct_ptx_cp *cp = e->cp;
    uint32_t s = new_reg(e, RC_B32);
    /* .cg (L2 only) copies 16 bytes alone; smaller pieces go through L1, where the warp's
     * neighbouring pieces of the same lines hit */
    const char *cache = bytes == 16 ? "cg" : "ca";
    char at[24] = "", size[24] = "";
    if (own != NOREG) /* a copy of the layout's: the owner writes the bytes */
        snprintf(at, sizeof at, "@%s ", R(e, own));
    I("xor.b32 %s, %s, %u;\n", R(e, s), R(e, cp->tb), ct_ptx_smem_map_bytes(cp->map, flat));
    I("add.u32 %s, %s, %s;\n", R(e, s), R(e, s), R(e, cp->base));
    if (guard != NOREG) {
        uint32_t n = new_reg(e, RC_B32);
        I("selp.u32 %s, %u, 0, %s;\n", R(e, n), bytes, R(e, guard));
        snprintf(size, sizeof size, ", %s", R(e, n));
    }
    I("%scp.async.%s.shared.global [%s], [%s+%lld], %u%s;\n", at, cache, R(e, s), R(e, addr),
      (long long)off, bytes, size);
}

uint32_t ct_ptx_pipe_stage(em *e, const ct_op *conv)
{
    for (uint32_t i = 0; e->pipe && i < e->pipe->p->nopnds; i++)
        if (e->pipe->p->opnds[i].conv == conv)
            return stage_addr(e, e->pipe, e->pipe->cons, e->pipe->p->opnds[i].offset);
    return NOREG;
}

/* Whether promoting dot x of the body (geometry gx, accumulating in place into its carried
 * value: only the loop's continue reads its result) hands its last group over to the next dot
 * (ct_ptx_wg_hand): that one is a wgmma dot of this loop that promotes with two sets of the
 * same instruction too and writes no staged operand before its wgmma (write_fixed: shared
 * memory the group in flight might read), and no op between them is a dot or has a region,
 * so nothing between issues wgmma or waits for it. Not where groups cross iterations (the
 * carries). */
static bool hands_over(em *e, const ct_op *x, const ct_mma_geom *gx)
{
    const ct_pipe *p = e->pipe->p;
    const ct_block *b = &p->loop->regions[0].blocks[0];
    uint32_t i = body_pos(b, x) + 1, k;
    if (async_dots(p) || !ct_mma_promote(x))
        return false;
    while (i < b->nops && b->ops[i]->opc != CT_OP_DOT && !b->ops[i]->nregions)
        i++;
    const ct_op *y = i < b->nops ? b->ops[i] : NULL;
    ct_mma_geom gy;
    if (!y || y->opc != CT_OP_DOT || !ct_mma_promote(y) || !dot_opnd(e, y, &k) ||
        !ct_mma_wg_active(e->f, y, e->fs->num_warps) || !ct_ptx_wgmma_geom(e, y, &gy))
        return false;
    for (uint32_t j = 0; j < p->nopnds; j++)
        if (p->opnds[j].dot == y && p->opnds[j].kind == CT_PIPE_STAGED)
            return false;
    ct_mma_sets sx = ct_mma_promote_sets(gx), sy = ct_mma_promote_sets(&gy);
    return sx.n == 2 && sy.n == 2 && sx.lni == sy.lni;
}

ct_status ct_ptx_pipe_dot(em *e, const ct_op *op, bool *done)
{
    uint32_t k;
    const ct_pipe_opnd *a = dot_opnd(e, op, &k);
    /* mma.sync: its operands are registers (ldmatrix'ed, or never staged) */
    *done = a && ct_mma_wg_active(e->f, op, e->fs->num_warps);
    if (!*done)
        return CUTILE_SUCCESS;
    const ct_pipe_opnd *b = &e->pipe->p->opnds[k + 1]; /* pipeline_loops.c lists A, then B */
    ct_mma_geom g;
    if (!ct_ptx_wgmma_geom(e, op, &g))
        return ct_ptx_nosup(e, "no wgmma geometry");
    const ct_pipe *p = e->pipe->p;
    uint32_t *d;
    bool in_place = false;
    if (async_dots(p) || p->tc_acc) { /* in place: the accumulator is the carried value */
        if (ct_ptx_alias(e, op->res[0], e->vr[op->opnds[2]], e->nvr[op->opnds[2]]))
            return e->c->d->status;
        if (e->pipe->twin[k] < k) /* its twin issued it */
            return CUTILE_SUCCESS;
        d = e->vr[op->res[0]];
    } else if ((d = (uint32_t *)carried_acc(e, op))) {
        in_place = true;
        if (ct_ptx_alias(e, op->res[0], d, nregs(e, op->res[0])))
            return e->c->d->status;
        if (e->pipe->twin[k] < k) /* its twin issued it, in place */
            return CUTILE_SUCCESS;
        d = e->vr[op->res[0]];
        for (uint32_t r = 0; !ct_ptx_wg_zero_acc(e, op) && r < e->nvr[op->res[0]]; r++)
            if (d[r] != opr(e, op->opnds[2], r))
                ct_ptx_mov(e, d[r], opr(e, op->opnds[2], r));
    } else if (!(d = ct_ptx_wg_acc(e, op))) {
        return ct_ptx_oom(e);
    }
    if (write_fixed(e, e->pipe, CT_PIPE_STAGED, op))
        return e->c->d->status;
    uint32_t abase = a->kind == CT_PIPE_REGS ? NOREG : opnd_addr(e, e->pipe, a);
    uint32_t bbase = opnd_addr(e, e->pipe, b);
    if (p->tc_acc)
        return ct_ptx_tc_issue(e, op, &g, d, abase, &a->tile, bbase, &b->tile, true,
                               tc_commits(p, e->pipe->tma)
                                   ? at(e, e->pipe->empty, e->pipe->cons, 8, 0) : NOREG);
    if (e->pipe->twin[k] > k)
        return twin_issue(e, op, p->opnds[e->pipe->twin[k]].dot, &g, d, abase, a, bbase, b);
    e->pipe->hand.out = in_place && hands_over(e, op, &g);
    return ct_ptx_wgmma_issue(e, op, &g, d, abase, &a->tile, bbase, &b->tile,
                              async_dots(p) ? 1 : 0, e->pipe->carry[k], &e->pipe->hand, true);
}
