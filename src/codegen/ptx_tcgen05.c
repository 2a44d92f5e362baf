/* ptx_tcgen05.c — `dot` as tcgen05.mma on sm_100a (the use_tcgen05 knob; lower/mma.h): f16,
 * bf16, tf32, e4m3, e5m2 and 8-bit integer operands in shared memory, f32 (i32) accumulators
 * in tensor memory. NOT YET RUN ON HARDWARE: checked by ptxas accepting it and by the SASS it
 * makes (UTC*MMA).
 *
 * The operands reach shared memory exactly as for wgmma (ptx_wgmma.c staging, ptx_pipe.c
 * rings and TMA), in the same swizzled tiles; only the issue differs (PTX ISA §9.7.16):
 *
 *   prologue  warp 0: tcgen05.alloc of the kernel's columns (a power of two, 32…512) into the
 *             shared word ct_tmem, relinquish_alloc_permit (no further allocation, so other
 *             CTAs on the SM may allocate); tcgen05.fence::before_thread_sync, then the
 *             prologue's bar.sync
 *   per dot   every warp: unless the accumulator is zero, tcgen05.st of its registers to its
 *             lanes (16x256b for M=64 blocks, 32x32b for M=128: tc_move), wait::st
 *             (store_acc); fence::before_thread_sync; bar.sync (the stores, and every warp's
 *             tcgen05.ld of the previous dot, are done before the MMA writes);
 *             thread 0: fence::after_thread_sync, the tcgen05.mma of each 64- or 128-row block,
 *             N chunk (≤ 256) and 32-byte K step, tcgen05.commit to the kernel's mbarrier;
 *             every thread: wait for the barrier's phase, fence::after_thread_sync,
 *             tcgen05.ld of its registers, wait::ld
 *   return    fence::before_thread_sync; bar.sync; warp 0: tcgen05.dealloc (all of tensor
 *             memory must be freed before the CTA exits)
 *
 * A pipelined K loop whose one dot updates the carried accumulator (ct_pipe.tc_acc) keeps it in
 * tensor memory instead: stored once before the loop, loaded once after it; each iteration
 * then only issues, commits and waits (no stores, loads or bar.sync) — and where TMA fills the
 * stages, the commit goes to the stage's `empty` barrier and nobody waits in the loop: thread
 * 0 issues the next iteration's MMAs as soon as its stage is full (ptx_pipe.c tc_commits),
 * and one commit after the loop (ct_ptx_tc_drain) waits for them all.
 */
#include "codegen/ptx_emit.h"
#include "codegen/ptx_mma.h"
#include "codegen/ptx_tma.h"

static void note_cols(ct_op *op, void *user)
{
    em *e = user;
    ct_mma_geom g;
    if (op->opc != CT_OP_DOT || ct_mma_engine(op) != CT_MMA_TCGEN05 ||
        !ct_mma_wg_active(e->f, op, e->fs->num_warps) || !ct_ptx_wgmma_geom(e, op, &g))
        return;
    uint32_t c = ct_tmem_alloc_cols(ct_mma_tc_cols(&g));
    e->tmem_cols = c > e->tmem_cols ? c : e->tmem_cols;
    e->tc_dots++;
}

void ct_ptx_tc_scan(em *e) { ct_rw_walk(&e->f->body, note_cols, e); }

void ct_ptx_tc_decls(em *e, ct_buf *out)
{
    if (e->tmem_cols)
        ct_buf_str(out, "\t.shared .align 4 .b32 ct_tmem;\n");
}

/* Warp 0 runs the .sync.aligned allocation instructions: the others branch around them. */
static uint32_t skip_unless_warp0(em *e)
{
    uint32_t p = new_reg(e, RC_PRED), skip = e->nlabels++;
    I("setp.ge.u32 %s, %s, 32;\n", R(e, p), R(e, e->tid));
    I("@%s bra $Lcf%u;\n", R(e, p), skip);
    return skip;
}

/* The commit barrier, its phase, and the allocation in the prologue (at the first dot). */
static ct_status tc_setup(em *e)
{
    if (e->tc_bar)
        return CUTILE_SUCCESS;
    if ((e->tc_bar = ct_ptx_tma_bar_alloc(e, 1)) == NOREG)
        return e->c->d->status;
    e->tc_phase = ct_ptx_kernel_reg(e, RC_B32);
    ct_buf *body = ct_ptx_pro_begin(e);
    uint32_t a = new_reg(e, RC_B32), skip = skip_unless_warp0(e);
    I("mov.u32 %s, ct_tmem;\n", R(e, a));
    I("tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%s], %u;\n", R(e, a),
      e->tmem_cols);
    I("tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;\n");
    ct_buf_printf(e->o, "$Lcf%u:\n", skip);
    I("tcgen05.fence::before_thread_sync;\n");
    ct_ptx_pro_end(e, body);
    return CUTILE_SUCCESS;
}

/* B32: the tensor-memory address of the allocation (after a thread sync). */
static uint32_t tmem_base(em *e)
{
    uint32_t a = new_reg(e, RC_B32);
    I("tcgen05.fence::after_thread_sync;\n");
    I("ld.shared.b32 %s, [ct_tmem];\n", R(e, a));
    return a;
}

void ct_ptx_tc_before_return(em *e)
{
    if (!e->tmem_cols)
        return;
    I("tcgen05.fence::before_thread_sync;\n");
    ct_ptx_bar_cta(e);
    uint32_t skip = skip_unless_warp0(e), a = tmem_base(e);
    I("tcgen05.dealloc.cta_group::1.sync.aligned.b32 %s, %u;\n", R(e, a), e->tmem_cols);
    ct_buf_printf(e->o, "$Lcf%u:\n", skip);
}

/* B32: this warp's tensor-memory address, from base: lane 32·(w % 4) (bits 16…), column
 * (w / 4) · cols. */
static uint32_t warp_addr(em *e, uint32_t base, uint32_t cols)
{
    uint32_t t = new_reg(e, RC_B32), w = new_reg(e, RC_B32);
    I("and.b32 %s, %s, 96;\n", R(e, t), R(e, e->tid));
    I("shl.b32 %s, %s, 16;\n", R(e, t), R(e, t));
    I("shr.u32 %s, %s, 7;\n", R(e, w), R(e, e->tid));
    I("mad.lo.u32 %s, %s, %u, %s;\n", R(e, w), R(e, w), cols, R(e, t));
    I("add.u32 %s, %s, %s;\n", R(e, w), R(e, w), R(e, base));
    return w;
}

/* One tcgen05.ld (st) of `shape` .x`num` between n registers r and address w + col. */
static void move_one(em *e, bool st, const char *shape, uint32_t num, const uint32_t *r,
                     uint32_t n, uint32_t w, uint32_t col)
{
    uint32_t a = new_reg(e, RC_B32);
    I("add.u32 %s, %s, %u;\n", R(e, a), R(e, w), col);
    if (st)
        I("tcgen05.st.sync.aligned.%s.x%u.b32 [%s], {", shape, num, R(e, a));
    else
        I("tcgen05.ld.sync.aligned.%s.x%u.b32 {", shape, num);
    for (uint32_t i = 0; i < n; i++)
        ct_buf_printf(e->o, "%s%s", i ? ", " : "", R(e, r[i]));
    ct_buf_printf(e->o, st ? "};\n" : "}, [%s];\n", R(e, a));
}

/* This warp's tcgen05.ld (st: tcgen05.st) of its accumulator registers d. M=64 blocks (lower/
 * mma.h): warp w reads block (w / 4) + mt·(warps / 4) of M tile mt, one 16x256b.x(N/8) per
 * N chunk of 256. M=128 blocks: warp w reads columns (w / 4)·N', N' = N / (warps / 4), of
 * block mt, one 32x32b.x128 (or fewer) per 128 columns. */
static void tc_move(em *e, bool st, const ct_mma_geom *g, const uint32_t *d, uint32_t base)
{
    uint32_t n = 1u << g->ln;
    if (ct_mma_tc_wide(g)) {
        uint32_t per = n >> (g->lw - 2), w = warp_addr(e, base, per);
        for (uint32_t mt = 0; mt < 1u << (g->lm - 7); mt++)
            for (uint32_t c = 0; c < per; c += 128) {
                uint32_t k = per - c < 128 ? per - c : 128;
                move_one(e, st, "32x32b", k, d + mt * per + c, k, w, mt * n + c);
            }
        return;
    }
    uint32_t lni = g->ln < 8 ? g->ln : 8, w = warp_addr(e, base, n);
    for (uint32_t mt = 0; mt < 1u << ct_mma_lmt(g); mt++)
        for (uint32_t nt = 0; nt < 1u << (g->ln - lni); nt++)
            move_one(e, st, "16x256b", 1u << (lni - 3),
                     d + (nt << (lni - 1)) + (mt << (g->ln - 1)), 1u << (lni - 1), w,
                     (mt << (g->lw - 2)) * n + (nt << lni));
}

/* The commit of this thread's earlier tcgen05.mma to the mbarrier at bar (arrives when they
 * complete). */
static void commit(em *e, uint32_t bar)
{
    I("tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [%s];\n",
      R(e, bar));
}

/* Every thread: the kernel's commit barrier completes its phase; then tensor memory may be read. */
static void wait_commit(em *e)
{
    ct_ptx_mbar_wait(e, e->tc_bar, e->tc_phase);
    I("xor.b32 %s, %s, 1;\n", R(e, e->tc_phase), R(e, e->tc_phase));
    I("tcgen05.fence::after_thread_sync;\n");
}

void ct_ptx_tc_drain(em *e)
{
    uint32_t skip = e->nlabels++;
    I("@!%s bra $Lcf%u;\n", R(e, ct_ptx_tma_leader(e)), skip);
    commit(e, e->tc_bar);
    ct_buf_printf(e->o, "$Lcf%u:\n", skip);
    wait_commit(e);
}

/* Thread 0: the instructions of every 64-row (or 128-row: wide) block, N chunk and K step into
 * tensor memory at base, accumulating unless `zero` (the first K step then overwrites), and
 * their commit to bar. */
static void tc_mmas(em *e, const ct_op *op, const ct_mma_geom *g, uint32_t base, uint32_t abase,
                    const ct_mma_wg_tile *A, uint32_t bbase, const ct_mma_wg_tile *B, bool zero,
                    uint32_t bar)
{
    uint32_t lni = g->ln < 8 ? g->ln : 8, nks = 1u << (g->lk + ct_mma_wg_le(g) - 5), idesc;
    uint32_t lbm = ct_mma_tc_wide(g) ? 7 : 6; /* log2 of the instruction's M */
    ct_tc_kind kind = ct_mma_tc_instr(op, sc(e, op->opnds[0]), sc(e, op->opnds[1]), A, B,
                                      1u << lbm, 1u << lni, &idesc);
    uint32_t id = new_reg(e, RC_B32), on = new_reg(e, RC_PRED), off = new_reg(e, RC_PRED);
    uint32_t alo = ct_ptx_smem_start(e, abase), blo = ct_ptx_smem_start(e, bbase);
    I("mov.u32 %s, %u;\n", R(e, id), idesc);
    I("setp.eq.u32 %s, %s, %s;\n", R(e, on), R(e, id), R(e, id));
    I("setp.ne.u32 %s, %s, %s;\n", R(e, off), R(e, id), R(e, id));
    I("tcgen05.fence::after_thread_sync;\n");
    for (uint32_t j = 0; j < 1u << (g->lm - lbm); j++)
        for (uint32_t nt = 0; nt < 1u << (g->ln - lni); nt++)
            for (uint32_t ks = 0; ks < nks; ks++) {
                uint32_t t = new_reg(e, RC_B32);
                uint32_t da = ct_ptx_smem_desc(e, ct_mma_tc_desc(A), alo,
                                               ct_mma_wg_step_offset(A, j << lbm, ks));
                uint32_t db = ct_ptx_smem_desc(e, ct_mma_tc_desc(B), blo,
                                               ct_mma_wg_step_offset(B, nt << lni, ks));
                I("add.u32 %s, %s, %u;\n", R(e, t), R(e, base), (j << g->ln) + (nt << lni));
                I("tcgen05.mma.cta_group::1.kind::%s [%s], %s, %s, %s, %s;\n",
                  ct_tc_kind_name(kind), R(e, t), R(e, da), R(e, db), R(e, id),
                  R(e, zero && ks == 0 ? off : on));
            }
    commit(e, bar);
}

/* Every warp's tcgen05.st of the accumulator registers d — after a thread sync when the
 * kernel has other tcgen05 dots, whose results another warp may still be loading from the
 * same columns (each dot's warps keep to their own lanes and columns). */
static void store_acc(em *e, const ct_mma_geom *g, const uint32_t *d, uint32_t base)
{
    if (e->tc_dots > 1) {
        I("tcgen05.fence::before_thread_sync;\n");
        ct_ptx_bar_cta(e);
        I("tcgen05.fence::after_thread_sync;\n");
    }
    tc_move(e, true, g, d, base);
    I("tcgen05.wait::st.sync.aligned;\n");
}

ct_status ct_ptx_tc_acc_in(em *e, const ct_op *op, const ct_mma_geom *g)
{
    if (tc_setup(e))
        return e->c->d->status;
    store_acc(e, g, e->vr[op->opnds[2]], tmem_base(e));
    I("tcgen05.fence::before_thread_sync;\n");
    return CUTILE_SUCCESS;
}

void ct_ptx_tc_acc_out(em *e, const ct_op *op, const ct_mma_geom *g)
{
    tc_move(e, false, g, e->vr[op->opnds[2]], tmem_base(e));
    I("tcgen05.wait::ld.sync.aligned;\n");
}

ct_status ct_ptx_tc_issue(em *e, const ct_op *op, const ct_mma_geom *g, const uint32_t *d,
                          uint32_t abase, const ct_mma_wg_tile *A, uint32_t bbase,
                          const ct_mma_wg_tile *B, bool resident, uint32_t release)
{
    if (tc_setup(e))
        return e->c->d->status;
    bool zero = !resident && ct_ptx_wg_zero_acc(e, op);
    uint32_t base = tmem_base(e);
    if (!resident) { /* resident: thread 0 alone touches tensor memory until the loop ends */
        if (!zero)
            store_acc(e, g, d, base);
        I("tcgen05.fence::before_thread_sync;\n");
        ct_ptx_bar_cta(e);
    }
    uint32_t skip = e->nlabels++;
    I("@!%s bra $Lcf%u;\n", R(e, ct_ptx_tma_leader(e)), skip);
    tc_mmas(e, op, g, base, abase, A, bbase, B, zero, release != NOREG ? release : e->tc_bar);
    ct_buf_printf(e->o, "$Lcf%u:\n", skip);
    if (release != NOREG)
        return CUTILE_SUCCESS;
    wait_commit(e);
    if (!resident) {
        tc_move(e, false, g, d, base);
        I("tcgen05.wait::ld.sync.aligned;\n");
    }
    return CUTILE_SUCCESS;
}
