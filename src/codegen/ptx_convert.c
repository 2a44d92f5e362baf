/* ptx_convert.c — convert_layout: a tile moves between layouts through shared memory.
 *
 * Every element's owner (the one thread and register the source layout names with its
 * duplicate bits zero) writes it, the CTA synchronizes, every thread reads what the target
 * layout gives it. A barrier first keeps the previous conversion's readers from being
 * overwritten.
 *
 * Each side moves vectors: the run of registers whose flat indices are consecutive (up to 16
 * bytes), one st.shared / ld.shared each. The element at flat index i lives at byte
 * swz(i · size), which XORs three address bits s, s+1, s+2 into bits 4–6, the 16-byte chunk
 * within a 128-byte line of banks (ptx-manual §2.4's swizzle, with the row bits chosen per
 * conversion). A wgmma accumulator written row-major puts the eight rows of one instruction's
 * lanes on the same four banks (an 8-way conflict on every store of a 128x256 bf16
 * epilogue); XORing the row into the chunk spreads them over all 32. Both layouts are bit
 * permutations and the swizzle is linear, so how many wavefronts one warp-wide access takes is
 * the same for every register and every warp: choose() counts them for lane 0…31 of register
 * 0 and keeps the swizzle (or none) that costs both sides the fewest.
 *
 * A tile larger than the shared memory a block may use moves in 2^c passes: its c highest
 * flat-index bits split it into parts, the buffer holds one part, addressed by the other bits
 * (the layouts without the c bits, apart()). Where a layout's registers give such a bit, a
 * pass takes the registers with the pass's value of it; where its threads give it, the
 * threads with that value take part (a predicate). */
#include "codegen/ptx_emit.h"
#include "codegen/ptx_mma.h"

/* Byte address a under the swizzle from bit s (0: none). Bits s… must lie above bit 6 so that
 * the map is its own inverse and keeps every aligned 16-byte vector in one piece. */
static uint32_t swz(uint32_t s, uint32_t a) { return s ? a ^ ((a >> s & 7u) << 4) : a; }

/* Elements per vector of layout l: registers 0, 1, 2… holding flat indices 0, 1, 2…, at most
 * 16 bytes and what one ld/st moves (four words, or eight 16-bit elements packed in four). */
static uint32_t vec_of(const ct_ll *l, uint32_t eb)
{
    uint32_t max = eb == 2 ? 8 : eb == 8 ? 2 : 4, lv = 0;
    while ((2u << lv) <= max && lv < l->nreg && l->base[lv] == 1u << lv)
        lv++;
    return 1u << lv;
}

/* Shared-memory wavefronts of one warp-wide access of v-element vectors in layout l: the warp
 * goes in phases of 128 bytes (32 lanes of 4 bytes, 16 of 8, 8 of 16); a phase takes as many
 * wavefronts as the most distinct words one bank holds. */
static uint32_t wavefronts(const ct_ll *l, uint32_t eb, uint32_t v, uint32_t s)
{
    uint32_t vb = v * eb, per = vb > 8 ? 8 : vb > 4 ? 16 : 32, words = (vb + 3) / 4, total = 0;
    for (uint32_t p0 = 0; p0 < 32; p0 += per) {
        uint32_t w[32 * 4], n = 0, bank[32] = {0}, worst = 1;
        for (uint32_t lane = p0; lane < p0 + per; lane++)
            for (uint32_t k = 0; k < words; k++) {
                uint32_t x = (swz(s, ct_ll_apply(l, 0, lane, 0) * eb) >> 2) + k, j = 0;
                while (j < n && w[j] != x)
                    j++;
                if (j == n) {
                    w[n++] = x;
                    worst = ++bank[x & 31] > worst ? bank[x & 31] : worst;
                }
            }
        total += worst;
    }
    return total;
}

/* Accesses per thread: one per vector, the store side skipping the duplicate registers. */
static uint32_t accesses(const ct_ll *l, uint32_t v, bool store)
{
    uint32_t dup = store ? (uint32_t)(ct_ll_dup_mask(l) & ((1u << l->nreg) - 1)) : 0;
    return (1u << (l->nreg - __builtin_popcount(dup))) / v;
}

/* The swizzle bit (0: none) that costs the store side (layout ls, vectors vs) and the load side
 * (ld, vd) the fewest wavefronts in all, the earlier candidate on a tie. nb: log2 of the tile's
 * bytes; the source bits must exist above bit 6. */
static uint32_t choose(const ct_ll *ls, uint32_t vs, const ct_ll *ld, uint32_t vd, uint32_t eb,
                       uint32_t nb)
{
    uint32_t best = 0, cost = UINT32_MAX;
    uint32_t ns = accesses(ls, vs, true), nd = accesses(ld, vd, false);
    for (uint32_t s = 6; s < nb; s++) {
        uint32_t t = s == 6 ? 0 : s; /* 6 stands for "none" */
        uint32_t c = ns * wavefronts(ls, eb, vs, t) + nd * wavefronts(ld, eb, vd, t);
        if (c < cost)
            best = t, cost = c;
    }
    return best;
}

/* The thread's side of one conversion: where its vectors start. */
typedef struct side {
    uint32_t s;    /* the swizzle */
    chunk_addrs a; /* t: swz(the thread part's byte offset) */
} side;

static void side_init(em *e, side *d, uint32_t s, uint32_t base, uint32_t flat, uint32_t eb)
{
    uint32_t tb = new_reg(e, RC_B32);
    d->s = s;
    ct_ptx_chunk_init(&d->a, tb, base);
    I("mul.lo.u32 %s, %s, %u;\n", R(e, tb), R(e, flat), eb);
    if (s) {
        uint32_t x = new_reg(e, RC_B32);
        I("shr.u32 %s, %s, %u;\n", R(e, x), R(e, tb), s);
        I("and.b32 %s, %s, 7;\n", R(e, x), R(e, x));
        I("shl.b32 %s, %s, 4;\n", R(e, x), R(e, x));
        I("xor.b32 %s, %s, %s;\n", R(e, tb), R(e, tb), R(e, x));
    }
}

static bool smem_static(const em *e, uint64_t bytes)
{
    return bytes <= CT_SMEM_STATIC && (e->pipe || !e->fs->npipes);
}

bool ct_ptx_smem_fits(const em *e, uint64_t bytes)
{
    return smem_static(e, bytes) ||
           (!e->pipe && bytes + 1024 + e->smem <= e->c->cfg->target->smem_optin);
}

uint32_t ct_ptx_smem_buf(em *e, uint64_t bytes, bool *ring, const char *what)
{
    const ct_target *t = e->c->cfg->target;
    char why[240];
    *ring = false;
    if (smem_static(e, bytes)) {
        uint32_t base = new_reg(e, RC_B32);
        e->smem = e->smem > bytes ? e->smem : (uint32_t)bytes;
        I("mov.u32 %s, ct_smem;\n", R(e, base));
        return base;
    }
    if (e->pipe)
        snprintf(why, sizeof why, "%s of a %llu-byte tile (above 48 KiB) inside a pipelined loop, "
                 "whose stages hold the dynamic shared memory", what, (unsigned long long)bytes);
    else if (!ct_ptx_smem_fits(e, bytes))
        snprintf(why, sizeof why, "%s of a %llu-byte tile: with 1024 bytes of alignment slack and "
                 "%u of static shared memory it exceeds the %u a block of %s may use", what,
                 (unsigned long long)bytes, e->smem, t->smem_optin, t->name);
    else
        return *ring = true, ct_ptx_ring(e, (uint32_t)bytes);
    ct_ptx_nosup(e, why);
    return NOREG;
}

/* The flat bits the register bases (or the lane and warp bases) of l reach. */
static uint32_t reached(const ct_ll *l, bool regs)
{
    uint32_t m = 0;
    for (uint32_t i = regs ? 0 : l->nreg; i < (regs ? l->nreg : ct_ll_nin(l)); i++)
        m |= l->base[i];
    return m;
}

/* Layout l without the flat bits of `gone` (the later bits move down): where its elements lie
 * in one pass's part of the tile. In the arena (thread parts keep pointers to layouts). */
static const ct_ll *apart(em *e, const ct_ll *l, uint32_t gone)
{
    ct_ll *p = ct_arena_alloc(&e->c->arena, sizeof *p);
    uint32_t col[CT_LL_MAX_OUT];
    if (!p)
        return NULL;
    for (uint32_t i = 0; i < l->nout; i++)
        col[i] = gone >> i & 1 ? 0 : 1u << (i - __builtin_popcount(gone & ((1u << i) - 1)));
    ct_ll_map(p, l, col, (uint8_t)(l->nout - __builtin_popcount(gone)));
    return p;
}

/* A pass: the elements whose flat bits under `mask` are `value`. */
typedef struct pass {
    uint32_t mask, value;
} pass;

/* This thread takes part in pass p on the side of layout l (thread part t), and owns what it
 * writes (own, NOREG: every thread): a predicate, or NOREG for every thread. */
static uint32_t pass_guard(em *e, const ct_ll *l, const thread_part *t, pass p, uint32_t own)
{
    uint32_t sel = p.mask & reached(l, false);
    if (!sel)
        return own;
    uint32_t x = new_reg(e, RC_B32), g = new_reg(e, RC_PRED);
    I("and.b32 %s, %s, %u;\n", R(e, x), R(e, t->flat), sel);
    I("setp.eq.u32 %s, %s, %u;\n", R(e, g), R(e, x), p.value & sel);
    if (own != NOREG)
        I("and.pred %s, %s, %s;\n", R(e, g), R(e, g), R(e, own));
    return g;
}

/* Moves the registers regs of layout l (v-element vectors) of pass p to (store) or from shared
 * memory, at their places in layout `at` (l apart from p's bits), guarded by g. */
static void move(em *e, side *d, bool store, const ct_ll *l, const ct_ll *at, pass p, uint32_t v,
                 ct_scalar s, uint32_t eb, const uint32_t *regs, uint32_t g)
{
    uint32_t dup = store ? (uint32_t)(ct_ll_dup_mask(l) & ((1u << l->nreg) - 1)) : 0;
    uint32_t sel = p.mask & reached(l, true);
    for (uint32_t r = 0; r < 1u << l->nreg; r += v) {
        if (r & dup || (ct_ll_apply(l, r, 0, 0) & sel) != (p.value & sel))
            continue;
        uint32_t off, a = ct_ptx_chunk_addr(e, &d->a, swz(d->s, ct_ll_apply(at, r, 0, 0) * eb), &off);
        ct_ptx_access(e, ".shared", "", NULL, store, s, eb, a, off, regs + r, v, g);
    }
}

ct_status ct_ptx_convert(em *e, const ct_op *op)
{
    if (ct_ptx_mma_staged(e, op))
        return ct_ptx_mma_stage(e, op); /* ldmatrix from swizzled shared memory (ptx_mma.c) */
    ct_val src = op->opnds[0], res = op->res[0];
    const ct_ll *ls = layout_of(e, src), *ld = layout_of(e, res);
    bool ptr = elem_of(e, res)->kind == CT_TY_PTR;
    ct_scalar s = ptr ? CT_S_I64 : sc(e, res);
    uint32_t eb = ptr ? 8 : ct_scalar_mem_bytes(s);
    thread_part *ts, *td, *fs, *fd; /* of the layouts apart from the pass bits, and whole */
    if (!ls || !ld)
        return ct_ptx_nosup(e, "layout conversion of a value without a layout");
    uint32_t c = 0, all = (1u << ld->nout) - 1;
    while (c < ld->nout && !ct_ptx_smem_fits(e, (uint64_t)eb << (ld->nout - c)))
        c++;
    uint32_t mask = all & ~(all >> c); /* the c highest bits */
    uint32_t held = (reached(ls, true) | reached(ls, false)) &
                    (reached(ld, true) | reached(ld, false));
    if ((held & mask) != mask)
        mask = 0, c = 0; /* a bit not held on both sides: ct_ptx_smem_buf refuses the tile */
    const ct_ll *as = c ? apart(e, ls, mask) : ls, *ad = c ? apart(e, ld, mask) : ld;
    if (!as || !ad)
        return ct_ptx_oom(e);
    if (ct_ptx_thread_part(e, as, &ts) || ct_ptx_thread_part(e, ad, &td) ||
        ct_ptx_thread_part(e, ls, &fs) || ct_ptx_thread_part(e, ld, &fd))
        return e->c->d->status;
    uint32_t nb = (uint32_t)ad->nout + (uint32_t)__builtin_ctz(eb);
    uint32_t vs = vec_of(as, eb), vd = vec_of(ad, eb), sw = choose(as, vs, ad, vd, eb, nb);
    uint32_t *src_regs = ct_arena_alloc(&e->c->arena, (sizeof *src_regs) << ls->nreg);
    uint32_t *d = ct_ptx_def(e, res);
    if (!src_regs || !d)
        return ct_ptx_oom(e);
    for (uint32_t r = 0; r < 1u << ls->nreg; r++)
        src_regs[r] = opr(e, src, r);
    ct_ptx_bar_cta(e);
    bool ring;
    uint32_t base = ct_ptx_smem_buf(e, (uint64_t)eb << ad->nout, &ring, "layout conversion");
    if (base == NOREG)
        return e->c->d->status;
    side ws, rs;
    side_init(e, &ws, sw, base, ts->flat, eb);
    side_init(e, &rs, sw, base, td->flat, eb);
    pass p = {mask, 0};
    do { /* every value of the pass bits */
        if (p.value)
            ct_ptx_bar_cta(e); /* the previous pass's readers are done */
        move(e, &ws, true, ls, as, p, vs, s, eb, src_regs, pass_guard(e, ls, fs, p, fs->own));
        ct_ptx_bar_cta(e);
        move(e, &rs, false, ld, ad, p, vd, s, eb, d, pass_guard(e, ld, fd, p, NOREG));
        p.value = (p.value - mask) & mask;
    } while (p.value);
    if (ring) /* the readers are done before a later loop's copies refill the ring */
        ct_ptx_bar_cta(e);
    return CUTILE_SUCCESS;
}
