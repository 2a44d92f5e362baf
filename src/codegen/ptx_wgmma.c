/* ptx_wgmma.c — `dot` as wgmma.mma_async on sm_90a (the use_wgmma knob; lower/mma.h): f16,
 * bf16, tf32, e4m3 and e5m2 operands into f32 accumulators, s8 and u8 into s32.
 *
 * A computed 16-bit A stays in registers (the RS form, ct_mma_wg_rs). Otherwise both operands
 * go through shared memory: the blocked registers are written K-major with the
 * swizzle of ct_mma_wg_byte into the 1024-aligned dynamic region (A first, then B), each writer fences
 * the generic writes against the async proxy, a barrier, then every warpgroup issues its
 * m64nN instructions over the K steps into the result registers (initialised from the acc
 * operand, scale-d = 1; a zero acc is scale-d = 0 on the first step instead), commits them as
 * one group and waits for it (ptx-manual §3.3–3.9).
 */
#include <string.h>

#include "codegen/ptx_emit.h"
#include "codegen/ptx_mma.h"
#include "lower/mma.h"

void ct_ptx_wg_map(ct_ptx_smem_map *m, const ct_mma_wg_tile *t, uint32_t role)
{
    m->nbits = (uint32_t)t->lrows + t->lk;
    m->le = t->le;
    uint32_t lcol = role == CT_MMA_A ? t->lk : t->lrows; /* the low flat bits */
    for (uint32_t j = 0; j < m->nbits; j++) {
        uint32_t flat = 1u << j, lo = flat & ((1u << lcol) - 1), hi = flat >> lcol;
        m->img[j] = role == CT_MMA_A ? ct_mma_wg_byte(t, hi, lo) : ct_mma_wg_byte(t, lo, hi);
    }
}

uint32_t ct_ptx_smem_map_thread(em *e, const thread_part *ts, const ct_ptx_smem_map *m)
{
    uint32_t tb = new_reg(e, RC_B32), t = new_reg(e, RC_B32);
    ct_buf *body = e->o;
    e->o = e->pre;
    I("mov.u32 %s, 0;\n", R(e, tb));
    for (uint32_t j = 0; j < m->nbits; j++) {
        I("bfe.u32 %s, %s, %u, 1;\n", R(e, t), R(e, ts->flat), j);
        I("mul.lo.u32 %s, %s, %u;\n", R(e, t), R(e, t), m->img[j]);
        I("xor.b32 %s, %s, %s;\n", R(e, tb), R(e, tb), R(e, t));
    }
    e->o = body;
    return tb;
}

/* The thread part's bytes at run time are the images of its set flat bits, XORed (the map is
 * a bit permutation, then an XOR swizzle). */
ct_status ct_ptx_wg_write(em *e, ct_val src, const ct_mma_wg_tile *t, uint32_t role, uint32_t base)
{
    ct_ptx_smem_map map;
    thread_part *ts;
    ct_ptx_wg_map(&map, t, role);
    if (ct_ptx_thread_part(e, layout_of(e, src), &ts))
        return e->c->d->status;
    uint32_t tb = ct_ptx_smem_map_thread(e, ts, &map);
    return ct_ptx_smem_map_write(e, src, ts, tb, &map, base);
}

/* The PTX type of a wgmma operand; an mmai's i8 by its signedness attribute. */
static const char *wg_type(ct_scalar s, const ct_attr *signedness)
{
    switch (s) {
    case CT_S_BF16: return "bf16";
    case CT_S_TF32: return "tf32";
    case CT_S_F8E4M3FN: return "e4m3";
    case CT_S_F8E5M2: return "e5m2";
    case CT_S_I8: return signedness && signedness->value == 0 ? "u8" : "s8";
    default: return "f16";
    }
}

uint32_t ct_ptx_smem_desc(em *e, uint64_t f, uint32_t lo, uint32_t off)
{
    uint32_t a = new_reg(e, RC_B32), h = new_reg(e, RC_B32), d = new_reg(e, RC_B64);
    I("add.u32 %s, %s, %u;\n", R(e, a), R(e, lo), (uint32_t)(f & 0xFFFFFFFFu) + (off >> 4));
    I("mov.u32 %s, %u;\n", R(e, h), (uint32_t)(f >> 32));
    I("mov.b64 %s, {%s, %s};\n", R(e, d), R(e, a), R(e, h));
    return d;
}

uint32_t ct_ptx_smem_start(em *e, uint32_t addr)
{
    uint32_t s = new_reg(e, RC_B32);
    I("bfe.u32 %s, %s, 4, 14;\n", R(e, s), R(e, addr));
    return s;
}

/* The shared address of the first row of A this thread's warpgroup multiplies: base plus
 * the image of row 64·wg (whole 8-row atoms, so no swizzle term), wg = tid / 128. */
static uint32_t wg_rows(em *e, const ct_mma_wg_tile *A, uint32_t lw, uint32_t base)
{
    uint32_t a = new_reg(e, RC_B32), t = new_reg(e, RC_B32);
    ct_ptx_mov(e, a, base);
    for (uint32_t j = 0; j + 2 < lw; j++) {
        I("bfe.u32 %s, %s, %u, 1;\n", R(e, t), R(e, e->tid), 7 + j);
        I("mad.lo.u32 %s, %s, %u, %s;\n", R(e, a), R(e, t), ct_mma_wg_byte(A, 64u << j, 0),
          R(e, a));
    }
    return a;
}

/* The RS A fragments {a0, a1, a2, a3} of n instructions (M tile mt, K step ks: fragment
 * mt·nks + ks), packed from A's registers 8 per fragment (ct_mma_layout's register bits k0, m3,
 * k3: a0 rows g, a1 rows g + 8, a2 and a3 the same 8 columns on), in pairs, the lower column
 * low. Packed before the wgmma.fence, which must separate them from the wgmma (§3.8). */
static uint32_t *rs_pack(em *e, ct_val a, uint32_t n)
{
    uint32_t *p = ct_arena_alloc(&e->c->arena, 4 * n * sizeof *p);
    for (uint32_t j = 0; p && j < 4 * n; j++) {
        p[j] = new_reg(e, RC_B32);
        I("mov.b32 %s, {%s, ", R(e, p[j]), R(e, opr(e, a, 2 * j)));
        ct_buf_printf(e->o, "%s};\n", R(e, opr(e, a, 2 * j + 1)));
    }
    return p;
}

bool ct_ptx_wgmma_geom(em *e, const ct_op *op, ct_mma_geom *g)
{
    const ct_func *f = e->f;
    if (ct_mma_geom_of(g, ct_val_type(f, op->opnds[0]), ct_val_type(f, op->opnds[1]),
                       ct_val_type(f, op->opnds[2]), e->fs->num_warps))
        return false;
    ct_mma_wg_geom(g);
    return true;
}

bool ct_ptx_wg_zero_acc(const em *e, const ct_op *op)
{
    uint64_t bits;
    return ct_rw_val_splat(e->f, op->opnds[2], &bits) && bits == 0;
}

uint32_t *ct_ptx_wg_acc(em *e, const ct_op *op)
{
    uint32_t *d = ct_ptx_def(e, op->res[0]);
    for (uint32_t r = 0; d && !ct_ptx_wg_zero_acc(e, op) && r < e->nvr[op->res[0]]; r++)
        ct_ptx_mov(e, d[r], opr(e, op->opnds[2], r));
    return d;
}

/* What every instruction of one dot shares: A's and B's start fields (A: NOREG for the RS
 * form, with its packed fragments in rs), the tiling, and the operand types. */
typedef struct wg_issue {
    const ct_mma_geom *g;
    const ct_mma_wg_tile *A, *B;
    uint32_t alo, blo, *rs;
    uint32_t lni, nks;  /* log2 of the instruction's N; K steps */
    const char *ta, *tb;
} wg_issue;

/* One wgmma of M tile mt, N tile nt (of 2^lni columns), K step ks into the registers d (scale-d
 * the predicate sd). */
static void wg_instr(em *e, const wg_issue *w, const uint32_t *d, uint32_t mt, uint32_t nt,
                     uint32_t ks, uint32_t sd)
{
    const ct_mma_geom *g = w->g;
    uint32_t arow = mt << (4 + g->lw); /* the warpgroups' 64-row slabs come first */
    char a[96];
    const uint32_t *f = w->rs ? w->rs + 4 * (mt * w->nks + ks) : NULL;
    if (f)
        snprintf(a, sizeof a, "{%s, %s, %s, %s}", R(e, f[0]), R(e, f[1]), R(e, f[2]), R(e, f[3]));
    else
        snprintf(a, sizeof a, "%s",
                 R(e, ct_ptx_smem_desc(e, ct_mma_wg_desc(w->A, 0), w->alo,
                                       ct_mma_wg_step_offset(w->A, arow, ks))));
    uint32_t db = ct_ptx_smem_desc(e, ct_mma_wg_desc(w->B, 0), w->blo,
                                   ct_mma_wg_step_offset(w->B, nt << w->lni, ks));
    bool ints = g->in == CT_S_I8, trans = ct_mma_wg_transposable(ct_mma_wg_le(g));
    I("wgmma.mma_async.sync.aligned.m64n%uk%u.%s.%s.%s {", 1u << w->lni,
      (32u >> ct_mma_wg_le(g)), ints ? "s32" : "f32", w->ta, w->tb);
    for (uint32_t i = 0; i < 1u << (w->lni - 1); i++)
        ct_buf_printf(e->o, "%s%s", i ? ", " : "", R(e, d[i]));
    /* the float types take the operand scales (1, 1), the integers none; 16-bit types the
     * transpose immediates too (1: MN-major; none for a register A) */
    ct_buf_printf(e->o, "}, %s, %s, %s%s", a, R(e, db), R(e, sd), ints ? "" : ", 1, 1");
    if (trans && w->alo != NOREG)
        ct_buf_printf(e->o, ", %u", w->A->mn);
    if (trans)
        ct_buf_printf(e->o, ", %u", w->B->mn);
    ct_buf_str(e->o, ";\n");
}

/* The first accumulator register of instruction tile (mt, nt). */
static uint32_t wg_r0(const wg_issue *w, uint32_t mt, uint32_t nt)
{
    return (nt << (w->lni - 1)) + (mt << (w->g->ln - 1));
}

/* d[i] += t[i] (d[i] = t[i] if first) for n registers: the promotion's f32 adds; with the
 * scales s (a scaled dot, lower/lower_dots.c), d[i] = fma(t[i], s[i], d[i]) (and 0 for d[i]
 * if first: the fma's rounding and sign of zero, which a mul would not keep). */
static void wg_add(em *e, const uint32_t *d, const uint32_t *t, const uint32_t *s, uint32_t n,
                   bool first)
{
    for (uint32_t i = 0; i < n; i++)
        if (s)
            I("fma.rn.f32 %s, %s, %s, %s;\n", R(e, d[i]), R(e, t[i]), R(e, s[i]),
              first ? "0f00000000" : R(e, d[i]));
        else if (first)
            I("mov.f32 %s, %s;\n", R(e, d[i]), R(e, t[i]));
        else
            I("add.rn.f32 %s, %s, %s;\n", R(e, d[i]), R(e, d[i]), R(e, t[i]));
}

/* A promoting dot of a K loop whose last promotion group stays in flight across the iteration
 * boundary: its sets of temporaries live across iterations, and the accumulator registers that
 * group adds to; a scaled dot's, the scales it adds with, saved from the iteration that
 * issued it (the next one computes its own into the scale's registers before the add). */
struct ct_ptx_wg_carry {
    uint32_t *t[2];
    const uint32_t *d;
    uint32_t *s;        /* saved scales, or NULL */
    const uint32_t *ps; /* of s, the one register i of the group adds with (carry_scales) */
    uint32_t n, last;   /* registers of a set; the set the last group writes */
};

ct_status ct_ptx_wg_carry_begin(em *e, const ct_op *op, ct_ptx_wg_carry **out)
{
    ct_mma_geom g;
    uint32_t steps = ct_mma_promote(op);
    *out = NULL;
    if (!steps || !ct_ptx_wgmma_geom(e, op, &g))
        return CUTILE_SUCCESS;
    /* the groups (instruction tiles times runs of K) take two sets in turn: the next
     * iteration's first group writes the set the last one does not when their number is even;
     * a lone group would need the set it is still writing */
    ct_mma_sets s = ct_mma_promote_sets(&g);
    uint32_t nks = 1u << (g.lk + ct_mma_wg_le(&g) - 5);
    uint32_t groups = (1u << (ct_mma_lmt(&g) + g.ln - s.lni)) * ((nks + steps - 1) / steps);
    if (s.n == 2 && groups % 2)
        return CUTILE_SUCCESS;
    ct_ptx_wg_carry *c = ct_arena_alloc(&e->c->arena, sizeof *c);
    if (!c)
        return ct_ptx_oom(e);
    *c = (ct_ptx_wg_carry){.n = 1u << (s.lni - 1), .last = s.n - 1};
    for (uint32_t h = 0; h < s.n; h++)
        if (!(c->t[h] = ct_ptx_regs(e, RC_F32, c->n)))
            return ct_ptx_oom(e);
    if (op->nopnds > CT_MMA_SCALE && !(c->s = ct_ptx_regs(e, RC_F32, c->n)))
        return ct_ptx_oom(e);
    /* the first iteration adds the carried set too, before any group wrote it: −0 (and a
     * scale of 1) leaves every accumulator as it is, −0 included */
    for (uint32_t i = 0; i < c->n; i++) {
        I("mov.f32 %s, 0f80000000;\n", R(e, c->t[c->last][i]));
        if (c->s)
            I("mov.f32 %s, 0f3F800000;\n", R(e, c->s[i]));
    }
    *out = c;
    return CUTILE_SUCCESS;
}

void ct_ptx_wg_carry_end(em *e, const ct_ptx_wg_carry *c)
{
    wg_add(e, c->d, c->t[c->last], c->ps, c->n, false);
}

/* The saved scales the carried group adds with, into ps: register i of the group takes the
 * slot of c->s of the first of its registers holding the same scale (sr: the scale's registers
 * of the group), so a row's scale broadcast along it is one register, saved once. */
static void carry_scales(const ct_ptx_wg_carry *c, const uint32_t *sr, uint32_t *ps)
{
    for (uint32_t i = 0; i < c->n; i++) {
        uint32_t j = 0;
        while (sr[j] != sr[i])
            j++;
        ps[i] = c->s[j];
    }
}

/* A promoting dot (lower/mma.h ct_mma_promote): each run of `steps` K steps of an instruction
 * tile goes into a set of temporaries, started with scale-d false, and is added into d (moved
 * on the first run of a zero accumulator, whose registers are unset). With two sets, the
 * finished run is added while the next one computes into the other set; with one, the run is
 * waited for and added before the next is issued. Carried (c), the last run stays in flight
 * into the next iteration, over its stage wait and loop overhead, and the next iteration's
 * first wait covers it — with two sets wait_group 0 after its first run, not 1: ptxas
 * (CUDA 13.0) serialises every wgmma of the kernel (advisory C7514) when registers of a group
 * committed in an earlier iteration are read after a partial wait; ct_ptx_wg_carry_end adds
 * the last run after the loop. Handed over (h, ct_ptx_wg_hand), the run before the first is
 * the previous dot's last, committed in this iteration: wait_group 1 covers it. */
static ct_status wg_promoted(em *e, wg_issue *w, const uint32_t *d, const uint32_t *sr,
                             uint32_t steps, bool zero, uint32_t sd1, uint32_t sd0,
                             ct_ptx_wg_carry *c, ct_ptx_wg_hand *h)
{
    ct_mma_sets s = ct_mma_promote_sets(w->g);
    w->lni = s.lni;
    uint32_t per = 1u << (w->lni - 1), nnt = 1u << (w->g->ln - w->lni);
    uint32_t nmt = 1u << ct_mma_lmt(w->g), *t[2], *ps = NULL;
    if (c || (h && !h->pending && !h->out)) /* c: its groups cross iterations (hands_over) */
        h = NULL;
    for (uint32_t i = 0; i < s.n; i++) {
        if (h && !h->t[i] && !(h->t[i] = ct_ptx_regs(e, RC_F32, per)))
            return ct_ptx_oom(e);
        if (!(t[i] = h ? h->t[i] : c ? c->t[i] : ct_ptx_regs(e, RC_F32, per)))
            return ct_ptx_oom(e);
    }
    /* carried, the run before the first is the previous iteration's last, in the last set,
     * scaled by that iteration's scales */
    uint32_t n = 0, prev_r0 = c ? wg_r0(w, nmt - 1, nnt - 1) : 0, last_r0 = prev_r0;
    if (c && sr && !(ps = ct_arena_alloc(&e->c->arena, per * sizeof *ps)))
        return ct_ptx_oom(e);
    if (ps)
        carry_scales(c, sr + last_r0, ps);
    /* the run before run n: where it adds, with which scales, moved or added; run n writes
     * set (base + n) % s.n */
    bool in = h && h->pending, pfirst = in && h->first;
    const uint32_t *pd = in ? h->d : d + prev_r0, *pscale = in ? h->s : ps;
    uint32_t base = in ? h->last + 1 : 0;
    for (uint32_t mt = 0; mt < nmt; mt++)
        for (uint32_t nt = 0; nt < nnt; nt++)
            for (uint32_t k0 = 0; k0 < w->nks; k0 += steps, n++) {
                const uint32_t *prev = t[(base + n + s.n - 1) % s.n];
                bool add = n || c || in;
                if (s.n == 1 && add) {
                    I("wgmma.wait_group.sync.aligned 0;\n");
                    wg_add(e, pd, prev, pscale, per, pfirst);
                }
                I("wgmma.fence.sync.aligned;\n");
                for (uint32_t ks = k0; ks < k0 + steps && ks < w->nks; ks++)
                    wg_instr(e, w, t[(base + n) % s.n], mt, nt, ks, ks == k0 ? sd0 : sd1);
                I("wgmma.commit_group.sync.aligned;\n");
                if (s.n == 2 && add) {
                    I("wgmma.wait_group.sync.aligned %u;\n", n || in ? 1 : 0);
                    wg_add(e, pd, prev, pscale, per, pfirst);
                }
                prev_r0 = wg_r0(w, mt, nt), pd = d + prev_r0;
                pscale = sr ? sr + prev_r0 : NULL, pfirst = k0 == 0 && zero;
            }
    if (c) {
        c->d = pd;
        for (uint32_t i = 0; ps && i < per; i++) /* this iteration's scales, each slot once */
            if (ps[i] == c->s[i])
                I("mov.f32 %s, %s;\n", R(e, c->s[i]), R(e, sr[last_r0 + i]));
        c->ps = ps;
        return CUTILE_SUCCESS;
    }
    uint32_t last = (base + n - 1) % s.n;
    if (h && h->out) {
        *h = (ct_ptx_wg_hand){{t[0], t[1]}, pd, pscale, last, pfirst, true, false};
        return CUTILE_SUCCESS;
    }
    if (h)
        h->pending = false;
    I("wgmma.wait_group.sync.aligned 0;\n");
    wg_add(e, pd, t[last], pscale, per, pfirst);
    return CUTILE_SUCCESS;
}

/* The registers of dot op's scale operand, one for each of the n accumulator registers (it
 * has the accumulator's layout: assign-layouts), into *out; NULL without a scale. */
static ct_status scale_regs(em *e, const ct_op *op, uint32_t n, const uint32_t **out)
{
    *out = NULL;
    if (op->nopnds <= CT_MMA_SCALE)
        return CUTILE_SUCCESS;
    ct_val v = op->opnds[CT_MMA_SCALE];
    if (e->nvr[v] != n && e->nvr[v] != 1)
        return ct_diag_set(e->c->d, CUTILE_ERROR_COMPILE,
                           "emit-ptx: a dot's scale is not in its accumulator's layout");
    uint32_t *r = ct_arena_alloc(&e->c->arena, n * sizeof *r);
    if (!r)
        return ct_ptx_oom(e);
    for (uint32_t i = 0; i < n; i++)
        r[i] = opr(e, v, i);
    *out = r;
    return CUTILE_SUCCESS;
}

ct_status ct_ptx_wgmma_issue(em *e, const ct_op *op, const ct_mma_geom *g, const uint32_t *d,
                             uint32_t abase, const ct_mma_wg_tile *A, uint32_t bbase,
                             const ct_mma_wg_tile *B, uint32_t pending, ct_ptx_wg_carry *carry,
                             ct_ptx_wg_hand *hand, bool turn)
{
    if (ct_mma_engine(op) == CT_MMA_TCGEN05)
        return ct_ptx_tc_issue(e, op, g, d, abase, A, bbase, B, false, NOREG);
    wg_issue w = {.g = g, .A = A, .B = B};
    w.alo = abase == NOREG ? NOREG : ct_ptx_smem_start(e, wg_rows(e, A, g->lw, abase));
    w.blo = ct_ptx_smem_start(e, bbase);
    w.lni = g->ln < 8 ? g->ln : 8;
    w.nks = 1u << (g->lk + ct_mma_wg_le(g) - 5);
    uint32_t nmt = 1u << ct_mma_lmt(g), nnt = 1u << (g->ln - w.lni);
    w.rs = w.alo == NOREG ? rs_pack(e, op->opnds[0], nmt * w.nks) : NULL;
    if (w.alo == NOREG && !w.rs)
        return ct_ptx_oom(e);
    bool mmai = g->in == CT_S_I8; /* lower-dots copied mmai's signedness to attributes 1, 2 */
    w.ta = wg_type(sc(e, op->opnds[0]), mmai ? op->attrs[1] : NULL);
    w.tb = wg_type(sc(e, op->opnds[1]), mmai ? op->attrs[2] : NULL);
    bool zero = ct_ptx_wg_zero_acc(e, op);
    uint32_t steps = ct_mma_promote(op);
    uint32_t one = new_reg(e, RC_B32), p = new_reg(e, RC_PRED), p0 = p;
    I("mov.u32 %s, 1;\n", R(e, one));
    I("setp.ne.u32 %s, %s, 0;\n", R(e, p), R(e, one));
    if (zero || steps) { /* scale-d false: D = A·B */
        p0 = new_reg(e, RC_PRED);
        I("setp.eq.u32 %s, %s, 0;\n", R(e, p0), R(e, one));
    }
    const uint32_t *sr;
    if (steps)
        return scale_regs(e, op, e->nvr[op->res[0]], &sr)
                   ? e->c->d->status
                   : wg_promoted(e, &w, d, sr, steps, zero, p, p0, carry, hand);
    if (hand && hand->pending)
        return ct_ptx_nosup(e, "a promotion group handed over to a dot that does not promote");
    if (turn)
        ct_ptx_pipe_turn(e, false);
    I("wgmma.fence.sync.aligned;\n");
    for (uint32_t mt = 0; mt < nmt; mt++)
        for (uint32_t nt = 0; nt < nnt; nt++)
            for (uint32_t ks = 0; ks < w.nks; ks++)
                wg_instr(e, &w, d + wg_r0(&w, mt, nt), mt, nt, ks, ks ? p : p0);
    I("wgmma.commit_group.sync.aligned;\n");
    if (turn)
        ct_ptx_pipe_turn(e, true);
    I("wgmma.wait_group.sync.aligned %u;\n", pending);
    return CUTILE_SUCCESS;
}

ct_status ct_ptx_wgmma(em *e, const ct_op *op)
{
    ct_mma_geom g;
    if (!ct_ptx_wgmma_geom(e, op, &g))
        return ct_ptx_nosup(e, "no wgmma geometry");
    const ct_func *f = e->f;
    bool rs = ct_mma_wg_rs(f, op, e->fs->num_warps);
    for (uint32_t k = 0; k < 4; k++) {
        ct_ll want;
        ct_val v = k < 3 ? op->opnds[k] : op->res[0];
        bool ok = k == CT_MMA_B || (k == CT_MMA_A && !rs)
                      ? ct_mma_wg_operand_layout(ct_val_type(f, v), e->fs->num_warps,
                                                 ct_mma_wg_contig(f, v), &want)
                      : k == CT_MMA_A ? (ct_mma_layout(&g, CT_MMA_A, &want), true)
                                      : (ct_mma_wg_acc_layout(op, &g, &want), true);
        if (!ok || !layout_of(e, v) || !ct_ll_eq(layout_of(e, v), &want))
            return ct_diag_set(e->c->d, CUTILE_ERROR_COMPILE,
                               "emit-ptx: dot operand %u is not in its wgmma layout", k);
    }
    /* A (M×K, flat m·K + k) and B (K×N, flat k·N + n) become K-major rows, or MN-major ones
     * where their registers run along M or N (16-bit types: 16-byte stores, not 2-byte ones) */
    ct_mma_wg_tile A, B;
    uint32_t le = ct_mma_wg_le(&g);
    if (!ct_mma_wg_tile_for(&A, g.lm, g.lk, le, ct_mma_wg_contig(f, op->opnds[0]), 1))
        ct_mma_wg_tile_of(&A, g.lm, g.lk, le);
    if (!ct_mma_wg_tile_for(&B, g.ln, g.lk, le, ct_mma_wg_contig(f, op->opnds[1]), 0))
        ct_mma_wg_tile_of(&B, g.ln, g.lk, le);
    uint32_t abytes = rs ? 0 : ct_mma_wg_tile_bytes(&A), bbytes = ct_mma_wg_tile_bytes(&B);
    uint32_t bb = new_reg(e, RC_B32);
    ct_ptx_bar_cta(e); /* earlier users of the staging buffer are done */
    uint32_t base = ct_ptx_ring(e, abytes + bbytes);
    I("add.u32 %s, %s, %u;\n", R(e, bb), R(e, base), abytes);
    if ((!rs && ct_ptx_wg_write(e, op->opnds[0], &A, CT_MMA_A, base)) ||
        ct_ptx_wg_write(e, op->opnds[1], &B, CT_MMA_B, bb))
        return e->c->d->status;
    I("fence.proxy.async.shared::cta;\n");
    ct_ptx_bar_cta(e);
    uint32_t *d = ct_ptx_wg_acc(e, op);
    if (!d)
        return ct_ptx_oom(e);
    return ct_ptx_wgmma_issue(e, op, &g, d, rs ? NOREG : base, &A, bb, &B, 0, NULL, NULL,
                              false);
}
