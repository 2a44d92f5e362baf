/* lower_dots.c — lower-dots (mmaf / mmai → dot, mem stage) and the tensor-core fragment layouts that
 * assign-layouts gives a dot's operands (see mma.h for the tables). */
#include <string.h>

#include "lower/mma.h"
#include "pass/pass.h"

/* ------------------------------------- geometry ------------------------------------- */

static uint8_t lg2(int64_t v)
{
    uint8_t k = 0;
    while ((1ll << k) < v)
        k++;
    return k;
}

/* log2 of operand elements per 32-bit register, or -1 for a type mma.sync does not take. */
static int pack_of(ct_scalar s)
{
    switch (s) {
    case CT_S_F16:
    case CT_S_BF16: return 1;
    case CT_S_TF32: return 0;
    case CT_S_I8:
    case CT_S_F8E4M3FN:
    case CT_S_F8E5M2: return 2;
    default: return -1;
    }
}

/* The accumulator types mma.sync offers for an operand type (ptx-manual §1.1, §2.1–2.3). */
static bool acc_ok(ct_scalar in, ct_scalar acc)
{
    if (in == CT_S_I8)
        return acc == CT_S_I32;
    return acc == CT_S_F32 || ((in == CT_S_F16 || ct_scalar_is_f8(in)) && acc == CT_S_F16);
}

/* Warps go to the dimension with the larger per-warp extent (M on ties), down to one
 * instruction tile (16 rows, 8 columns); the rest hold copies. */
static void split_warps(ct_mma_geom *g)
{
    g->lwm = g->lwn = 0;
    for (uint32_t i = 0; i < g->lw; i++) {
        uint32_t rm = (uint32_t)g->lm - g->lwm, rn = (uint32_t)g->ln - g->lwn;
        bool m_ok = rm > 4, n_ok = rn > 3;
        if (m_ok && (!n_ok || rm >= rn))
            g->lwm++;
        else if (n_ok)
            g->lwn++;
    }
}

const char *ct_mma_geom_of(ct_mma_geom *g, const ct_type *a, const ct_type *b, const ct_type *c,
                           uint32_t num_warps)
{
    memset(g, 0, sizeof *g);
    uint32_t r = a->rank;
    if (r < 2 || r > 3 || b->rank != r || c->rank != r)
        return "matrix multiply of other than 2-D or batched 3-D tiles";
    g->in = (ct_scalar)ct_type_elem(a)->scalar;
    g->acc = (ct_scalar)ct_type_elem(c)->scalar;
    int lp = pack_of(g->in);
    if (lp < 0 || !acc_ok(g->in, g->acc))
        return "no tensor-core instruction for this operand/accumulator type pair";
    g->lp = (uint8_t)lp;
    g->lb = r == 3 ? lg2(a->shape[0]) : 0;
    g->lm = lg2(a->shape[r - 2]);
    g->lk = lg2(a->shape[r - 1]);
    g->ln = lg2(b->shape[r - 1]);
    if (g->lm < 4 || g->ln < 3 || g->lk < 3 + g->lp)
        return "tile smaller than one tensor-core instruction (16 x 8 x 32 bytes of K)";
    g->lw = lg2(num_warps);
    split_warps(g);
    return NULL;
}

/* ------------------------------------- layouts ------------------------------------- */

/* Flat-index base of bit i of dimension 'm', 'n' or 'k' in the tile of `role`: the column
 * dimension owns the low flat bits. */
static uint32_t fb(const ct_mma_geom *g, uint32_t role, char dim, uint32_t i)
{
    bool col = (role == CT_MMA_A && dim == 'k') || (role != CT_MMA_A && dim == 'n');
    uint32_t ncol = role == CT_MMA_A ? g->lk : g->ln;
    return 1u << (col ? i : ncol + i);
}

typedef struct lbuild {
    const ct_mma_geom *g;
    uint32_t role;
    uint32_t base[CT_LL_MAX_IN];
    uint32_t n;
} lbuild;

static void put(lbuild *b, char dim, uint32_t first, uint32_t count)
{
    for (uint32_t i = 0; i < count; i++)
        b->base[b->n++] = dim ? fb(b->g, b->role, dim, first + i) : 0;
}

void ct_mma_layout(const ct_mma_geom *g, uint32_t role, ct_ll *out)
{
    lbuild b = {.g = g, .role = role};
    uint32_t lp = g->lp, lks = ct_mma_lks(g), lmt = ct_mma_lmt(g), lnt = ct_mma_lnt(g);
    /* registers: the fragment, then the instruction tiles */
    if (role == CT_MMA_C) {
        put(&b, 'n', 0, 1);
        put(&b, 'm', 3, 1);
        put(&b, 'n', 3 + g->lwn, lnt);
        put(&b, 'm', 4 + g->lwm, lmt);
    } else {
        put(&b, 'k', 0, lp);
        if (role == CT_MMA_A)
            put(&b, 'm', 3, 1);
        put(&b, 'k', lp + 2, 1 + lks);
        if (role == CT_MMA_A)
            put(&b, 'm', 4 + g->lwm, lmt);
        else
            put(&b, 'n', 3 + g->lwn, lnt);
    }
    uint32_t nout2 = role == CT_MMA_A ? g->lm + g->lk : role == CT_MMA_B ? g->lk + g->ln : g->lm + g->ln;
    for (uint32_t i = 0; i < g->lb; i++) /* the batch: the highest flat bits */
        b.base[b.n++] = 1u << (nout2 + i);
    uint32_t nreg = b.n;
    /* lanes: t = lane % 4 along the fragment's columns (A, C) or K (B), g = lane / 4 along its
     * rows (A, C) or N (B) */
    put(&b, role == CT_MMA_C ? 'n' : 'k', role == CT_MMA_C ? 1 : lp, 2);
    put(&b, role == CT_MMA_B ? 'n' : 'm', 0, 3);
    /* warps: M slabs, then N slabs; an operand is copied over the other dimension's warps */
    put(&b, role == CT_MMA_B ? 0 : 'm', 4, g->lwm);
    put(&b, role == CT_MMA_A ? 0 : 'n', 3, g->lwn);
    put(&b, 0, 0, (uint32_t)g->lw - g->lwm - g->lwn);
    memset(out, 0, sizeof *out);
    out->nreg = (uint8_t)nreg;
    out->nlane = CT_LL_LANE_BITS;
    out->nwarp = g->lw;
    out->nout = (uint8_t)(nout2 + g->lb);
    memcpy(out->base, b.base, b.n * sizeof b.base[0]);
}

/* ------------------------------- FMA engine (f32, f64) ------------------------------- */

/* Whether accumulator base b walks M (A keeps it), N (B keeps it) or the batch (both do). */
static bool fma_keeps(uint32_t role, uint32_t b, uint32_t ln, uint32_t lm)
{
    return role == CT_MMA_A ? b >> ln != 0 : (b && b >> ln == 0) || b >> (ln + lm) != 0;
}

/* The layout that holds all of K (mma.h ct_mma_fma_layout). */
static void fma_resident(const ct_type *c, uint32_t lk, uint32_t num_warps, uint32_t role,
                         ct_ll *out)
{
    uint32_t r = c->rank;
    uint8_t lg[3] = {0};
    for (uint32_t d = 0; d < r; d++)
        lg[d] = lg2(c->shape[d]);
    ct_ll lc;
    ct_ll_blocked(&lc, r, lg, r - 1, 4, num_warps);
    if (role == CT_MMA_C) {
        *out = lc;
        return;
    }
    uint32_t ln = lg[r - 1], lm = lg[r - 2], lb = r == 3 ? lg[0] : 0, n = 0;
    memset(out, 0, sizeof *out);
    /* A's flat index is (b·M + m)·K + k: an M or batch bit moves from ln + i to lk + i; B's is
     * (b·K + k)·N + n: an N bit stays, a batch bit moves from ln + lm + i to ln + lk + i */
    for (uint32_t i = 0; i < lk; i++)
        out->base[n++] = 1u << (role == CT_MMA_A ? i : ln + i);
    for (uint32_t j = 0; j < ct_ll_nin(&lc); j++) {
        uint32_t b = lc.base[j];
        bool keep = fma_keeps(role, b, ln, lm);
        if (j == lc.nreg)
            out->nreg = (uint8_t)n; /* registers: K, then the kept accumulator registers */
        if (j < lc.nreg && !keep)
            continue;
        uint32_t batch = b >> (ln + lm);
        out->base[n++] = !keep ? 0
                         : role == CT_MMA_A ? b >> ln << lk
                         : batch ? batch << (ln + lk) : b;
    }
    out->nlane = lc.nlane;
    out->nwarp = lc.nwarp;
    out->nout = (uint8_t)(lk + (role == CT_MMA_A ? lm : ln) + lb);
}

/* log2 of the accumulator's dims: lg[0] the batch (0 without), lg[1] M, lg[2] N. */
static void fma_dims(const ct_type *c, uint8_t lg[3])
{
    lg[0] = c->rank == 3 ? lg2(c->shape[0]) : 0;
    lg[1] = lg2(c->shape[c->rank - 2]);
    lg[2] = lg2(c->shape[c->rank - 1]);
}

int ct_mma_fma_chunk(const ct_type *c, uint32_t lk, uint32_t num_warps)
{
    ct_ll a, b;
    fma_resident(c, lk, num_warps, CT_MMA_A, &a);
    fma_resident(c, lk, num_warps, CT_MMA_B, &b);
    if ((1u << a.nreg) + (1u << b.nreg) <= CT_MMA_FMA_RESIDENT)
        return -1;
    uint8_t lg[3];
    fma_dims(c, lg);
    uint64_t eb = ct_scalar_mem_bytes(ct_type_elem(c)->scalar) > 4 ? 8 : 4; /* f32, i32: 4 */
    uint64_t per_k = (((1ull << lg[1]) + (1ull << lg[2])) << lg[0]) * eb;
    for (int lkc = (int)lk; lkc >= 0; lkc--)
        if (per_k << lkc <= CT_MMA_FMA_STAGE)
            return lkc;
    return -1;
}

void ct_mma_fma_chunk_layout(const ct_type *c, uint32_t lkc, uint32_t num_warps, uint32_t role,
                             ct_ll *out)
{
    uint8_t lg[3], sh[3];
    fma_dims(c, lg);
    uint32_t r = c->rank, o = 3 - r; /* sh: the chunk's dims, without the batch for rank 2 */
    sh[0] = lg[0];
    sh[1] = (uint8_t)lkc;
    sh[2] = role == CT_MMA_A ? lg[1] : lg[2];
    ct_ll_blocked(out, r, sh + o, r - 1, 4, num_warps);
}

/* The operand's flat index of batch b, row or column x (A: m, B: n) and K step k. */
static uint32_t fma_flat(const uint8_t lg[3], uint32_t lk, uint32_t role, uint32_t b, uint32_t x,
                         uint32_t k)
{
    return role == CT_MMA_A ? (b << lg[1] | x) << lk | k : ((b << lk | k) << lg[2]) | x;
}

/* The SIMT form's operand layout: the chunk's layout, each base moved from the chunk's
 * [batch, Kc, M or N] to the operand's flat index, then the chunk's index (K's bits above
 * the chunk's) as the last register bits. */
static void fma_chunked(const ct_type *c, uint32_t lk, uint32_t lkc, uint32_t num_warps,
                        uint32_t role, ct_ll *out)
{
    uint8_t lg[3];
    fma_dims(c, lg);
    ct_ll in;
    ct_mma_fma_chunk_layout(c, lkc, num_warps, role, &in);
    uint32_t lx = role == CT_MMA_A ? lg[1] : lg[2], n = 0;
    memset(out, 0, sizeof *out);
    for (uint32_t j = 0; j < ct_ll_nin(&in); j++) {
        uint32_t f = in.base[j];
        if (j == in.nreg) /* the chunk's index bits */
            for (uint32_t i = lkc; i < lk; i++)
                out->base[n++] = fma_flat(lg, lk, role, 0, 0, 1u << i);
        out->base[n++] = fma_flat(lg, lk, role, f >> (lx + lkc), f & ((1u << lx) - 1),
                                  f >> lx & ((1u << lkc) - 1));
    }
    out->nreg = (uint8_t)(in.nreg + lk - lkc);
    out->nlane = in.nlane;
    out->nwarp = in.nwarp;
    out->nout = (uint8_t)(lg[0] + lk + lx);
}

/* The SIMT form's accumulator: 2 x 2 … 4 x 4 blocks of (row, column) in each thread's registers
 * (so that its rows of A and columns of B are runs of consecutive elements in shared memory,
 * read as vectors), the blocks in the blocked order of the coarse [batch, M/4, N/4] tile. */
static void fma_simt_acc(const ct_type *c, uint32_t num_warps, ct_ll *out)
{
    uint8_t lg[3], co[3];
    fma_dims(c, lg);
    uint32_t rn = lg[2] < 2 ? lg[2] : 2, rm = lg[1] < 2 ? lg[1] : 2, r = c->rank, n = 0;
    co[0] = lg[0], co[1] = (uint8_t)(lg[1] - rm), co[2] = (uint8_t)(lg[2] - rn);
    ct_ll cl;
    ct_ll_blocked(&cl, r, co + 3 - r, r - 1, 1, num_warps);
    memset(out, 0, sizeof *out);
    for (uint32_t i = 0; i < rn; i++)
        out->base[n++] = 1u << i;
    for (uint32_t i = 0; i < rm; i++)
        out->base[n++] = 1u << (lg[2] + i);
    for (uint32_t j = 0; j < ct_ll_nin(&cl); j++) {
        uint32_t f = cl.base[j], x = f & ((1u << co[2]) - 1);
        uint32_t y = f >> co[2] & ((1u << co[1]) - 1), b = f >> (co[1] + co[2]);
        out->base[n++] = b << (lg[1] + lg[2]) | (y << rm) << lg[2] | x << rn;
    }
    out->nreg = (uint8_t)(cl.nreg + rn + rm);
    out->nlane = cl.nlane;
    out->nwarp = cl.nwarp;
    out->nout = (uint8_t)(lg[0] + lg[1] + lg[2]);
}

void ct_mma_fma_layout(const ct_type *c, uint32_t lk, uint32_t num_warps, uint32_t role,
                       ct_ll *out)
{
    int lkc = ct_mma_fma_chunk(c, lk, num_warps);
    if (lkc < 0)
        fma_resident(c, lk, num_warps, role, out);
    else if (role == CT_MMA_C)
        fma_simt_acc(c, num_warps, out);
    else
        fma_chunked(c, lk, (uint32_t)lkc, num_warps, role, out);
}

void ct_mma_fma_regs(const ct_ll *lc, uint32_t ln, uint32_t lm, uint32_t lk, uint32_t r,
                     uint32_t *ra, uint32_t *rb)
{
    uint32_t ia = 0, ib = 0;
    *ra = *rb = 0;
    for (uint32_t j = 0; j < lc->nreg; j++) {
        if (fma_keeps(CT_MMA_A, lc->base[j], ln, lm))
            *ra |= (r >> j & 1) << (lk + ia++);
        if (fma_keeps(CT_MMA_B, lc->base[j], ln, lm))
            *rb |= (r >> j & 1) << (lk + ib++);
    }
}

bool ct_mma_operand_layout(const ct_func *f, const ct_op *op, uint32_t k, uint32_t num_warps,
                           ct_ll *out)
{
    ct_mma_geom g;
    if (k == CT_MMA_SCALE) /* scales each element of the product as it joins the accumulator */
        k = CT_MMA_C;
    if (op->opc == CT_OP_DOT && k <= CT_MMA_C && ct_mma_engine(op) == CT_MMA_FMA) {
        const ct_type *ta = ct_val_type(f, op->opnds[0]);
        ct_mma_fma_layout(ct_val_type(f, op->opnds[2]), lg2(ta->shape[ta->rank - 1]), num_warps,
                          k, out);
        return true;
    }
    if (op->opc != CT_OP_DOT || k > CT_MMA_C ||
        ct_mma_geom_of(&g, ct_val_type(f, op->opnds[0]), ct_val_type(f, op->opnds[1]),
                       ct_val_type(f, op->opnds[2]), num_warps))
        return false;
    if (ct_mma_wg_active(f, op, num_warps)) {
        if (k == CT_MMA_B || (k == CT_MMA_A && !ct_mma_wg_rs(f, op, num_warps)))
            return ct_mma_wg_operand_layout(ct_val_type(f, op->opnds[k]), num_warps,
                                            ct_mma_wg_contig(f, op->opnds[k]), out);
        ct_mma_wg_geom(&g);
        if (k == CT_MMA_C) {
            ct_mma_wg_acc_layout(op, &g, out);
            return true;
        }
    }
    ct_mma_layout(&g, k, out);
    return true;
}

/* -------------------------------- shared-memory staging -------------------------------- */

bool ct_mma_staged(const ct_compile_config *cfg, const ct_func *f, const ct_op *op, uint32_t k,
                   uint32_t num_warps)
{
    /* a warpgroup dot the block's warps cannot run (a 16-row decode dot of 4 warps) is an
     * mma.sync one (ptx_mma.c): its operands are staged like those of any other */
    if (op->opc != CT_OP_DOT || k > CT_MMA_B || cfg->knobs.always_swizzle == 0 ||
        ct_mma_wg_active(f, op, num_warps))
        return false;
    const ct_type *t = ct_val_type(f, op->opnds[k]);
    uint32_t eb = ct_scalar_mem_bytes((ct_scalar)ct_type_elem(t)->scalar);
    /* 16-bit and 8-bit operands of the tensor cores (an FMA dot's are its work type); a tile
     * the block cannot hold whole takes the plain conversion, which moves it in passes */
    return eb <= 2 && ct_mma_engine(op) != CT_MMA_FMA &&
           ct_target_smem_holds(cfg->target, ct_type_num_elements(t) * eb);
}

static uint8_t log2_of(int64_t n)
{
    uint8_t k = 0;
    while ((1ll << k) < n)
        k++;
    return k;
}

void ct_mma_smem_of(ct_mma_smem *s, const ct_type *t, const ct_ll *src)
{
    s->le = ct_scalar_mem_bytes((ct_scalar)ct_type_elem(t)->scalar) == 1 ? 0 : 1;
    s->lcol = log2_of(t->shape[t->rank - 1]);
    s->lrow = t->rank >= 2 ? log2_of(t->shape[t->rank - 2]) : 0;
    /* the source's next register one row down; a stored row must hold 16-byte chunks */
    s->tr = src && src->nreg && src->base[0] == 1u << s->lcol && s->lrow + s->le >= 4;
    s->lc = s->tr ? s->lrow : s->lcol;
    uint32_t lbytes = s->lc + s->le; /* log2 of a stored row's bytes */
    s->lpp = (uint8_t)(lbytes < 7 ? 7 - lbytes : 0);
    s->lmp = (uint8_t)(s->lpp < 3 ? 3 - s->lpp : 0);
}

uint32_t ct_mma_smem_phys(const ct_mma_smem *s, uint32_t flat)
{
    if (!s->tr)
        return flat;
    uint32_t col = flat & ((1u << s->lcol) - 1), row = flat >> s->lcol & ((1u << s->lrow) - 1);
    uint32_t high = flat >> (s->lcol + s->lrow) << (s->lcol + s->lrow);
    return high | col << s->lrow | row;
}

uint32_t ct_mma_smem_bytes(const ct_mma_smem *s, uint32_t phys)
{
    uint32_t chunk = phys >> (s->lc + s->lpp) & ((1u << s->lmp) - 1);
    return (phys ^ chunk << (4 - s->le)) << s->le;
}

bool ct_mma_ldm_reads(const ct_mma_smem *s, uint32_t role)
{
    return s->le || (role == CT_MMA_A) != s->tr;
}

uint32_t ct_mma_ldm_lane_flat(const ct_mma_smem *s, uint32_t role, uint32_t lane)
{
    uint32_t kc = 16u >> s->le; /* a matrix row's elements: 16 bytes of K */
    uint32_t row = lane % 16, col = role == CT_MMA_A ? kc * (lane / 16) : 0;
    if (s->tr)
        row = (role == CT_MMA_A ? 8 : kc) * (lane / 8 % 2),
        col = lane % 8 + (role == CT_MMA_A ? kc * (lane / 16) : 0);
    return row << s->lcol | col;
}

/* ------------------------------ wgmma.mma_async (sm_90a) ------------------------------ */

/* Why a dot of geometry g (warps not yet known) cannot take wgmma under cfg, or NULL. */
static const char *wg_why_not(const ct_compile_config *cfg, const ct_mma_geom *g)
{
    if (cfg->knobs.use_wgmma == 0)
        return "the use_wgmma knob is off";
    if (!ct_target_has(cfg->target, CT_FEAT_WGMMA))
        return "wgmma needs sm_90a";
    if (g->lb || g->acc == CT_S_F16) /* i8 -> i32, the floats -> f32 (acc_ok) */
        return "wgmma is used for 2-D dots into f32 or i32 only";
    if (g->lk < 3 + g->lp || g->ln < 3) /* one instruction: 32 bytes of K */
        return "wgmma needs 32 bytes of K and N >= 8";
    return NULL;
}

bool ct_mma_wg_active(const ct_func *f, const ct_op *op, uint32_t num_warps)
{
    ct_mma_geom g;
    if (op->opc != CT_OP_DOT ||
        (ct_mma_engine(op) != CT_MMA_WGMMA && ct_mma_engine(op) != CT_MMA_TCGEN05) ||
        ct_mma_geom_of(&g, ct_val_type(f, op->opnds[0]), ct_val_type(f, op->opnds[1]),
                       ct_val_type(f, op->opnds[2]), num_warps))
        return false;
    /* whole warpgroups, each warp a 16-row slab of M; A and B in the dynamic shared memory
     * beside the ≤ 48 KiB static staging buffer and 1 KiB of alignment slack */
    uint32_t le = ct_mma_wg_le(&g);
    return g.lw >= 2 && g.lm >= 4 + g.lw &&
           (1u << (g.lm + g.lk + le)) + (1u << (g.lk + g.ln + le)) <= CT_WG_STAGE_MAX;
}

void ct_mma_wg_geom(ct_mma_geom *g)
{
    g->lwm = g->lw;
    g->lwn = 0;
}

bool ct_mma_wg_operand_layout(const ct_type *t, uint32_t num_warps, uint32_t contig, ct_ll *out)
{
    /* a batched dot takes the warpgroup engines only with a batch of one: the matrix is the
     * last two dimensions, the unit ones before them take no bits (contig counts from the
     * first of the two) */
    uint8_t lg[CT_LL_MAX_RANK] = {0};
    uint32_t r = t->rank, eb = ct_scalar_mem_bytes(ct_type_elem(t)->scalar); /* 16-byte vectors */
    if (r < 2 || r > CT_LL_MAX_RANK)
        return false;
    for (uint32_t i = 0; i < r; i++)
        lg[i] = lg2(t->shape[i]);
    return eb <= 16 && ct_ll_blocked(out, r, lg, r - 2 + contig, 16 / eb, num_warps);
}

/* Whether reshape d of f (result v) only drops unit dimensions. */
static bool drops_units(const ct_func *f, const ct_op *d, ct_val v)
{
    const ct_type *from = ct_val_type(f, d->opnds[0]), *to = ct_val_type(f, v);
    uint32_t nonunit = 0;
    for (uint32_t i = 0; i < from->rank; i++)
        nonunit += from->shape[i] != 1;
    return nonunit == to->rank && ct_type_num_elements(from) == ct_type_num_elements(to);
}

/* The def of v, or with past_converts that of what a convert_layout defining v converts. */
static const ct_op *def_of(const ct_func *f, ct_val v, bool past_converts)
{
    const ct_op *d = f->values[v].def;
    return past_converts && d && d->opc == CT_OP_CONVERT_LAYOUT ? f->values[d->opnds[0]].def : d;
}

/* ct_mma_wg_source; past_converts: also through the convert_layouts that assign-layouts puts
 * before the operand or between it and its load, where the load took another layout for
 * another use (a loaded tile also stored). The operand's choices made when the load fed the
 * dot directly (registers or shared memory, the contiguous dimension: ct_mma_wg_rs,
 * ct_mma_wg_contig) must stay the same for the passes after it and codegen. */
static const ct_op *wg_source(const ct_func *f, ct_val v, const ct_op **via, bool past_converts)
{
    const ct_op *d = def_of(f, v, past_converts);
    *via = NULL;
    if (d && ((d->opc == CT_OP_RESHAPE && drops_units(f, d, d->res[0])) ||
              (d->opc == CT_OP_PERMUTE && ct_val_type(f, d->res[0])->rank == 2))) {
        *via = d;
        d = def_of(f, d->opnds[0], past_converts);
    }
    return d && (d->opc == CT_OP_TILED_LOAD || d->opc == CT_OP_GATHER_LOAD) ? d : NULL;
}

const ct_op *ct_mma_wg_source(const ct_func *f, ct_val v, const ct_op **via)
{
    return wg_source(f, v, via, false);
}

bool ct_mma_wg_rs(const ct_func *f, const ct_op *op, uint32_t num_warps)
{
    const ct_op *via;
    ct_scalar s = (ct_scalar)ct_type_elem(ct_val_type(f, op->opnds[0]))->scalar;
    return (s == CT_S_F16 || s == CT_S_BF16) && ct_mma_engine(op) == CT_MMA_WGMMA &&
           ct_mma_wg_active(f, op, num_warps) &&
           !wg_source(f, op->opnds[0], &via, true);
}

/* The contiguous dimension of load ld's tile among its non-unit dimensions (the last for a
 * gather, whose facts only find runs along it). */
static uint32_t load_contig(const ct_op *ld)
{
    if (ld->opc != CT_OP_TILED_LOAD)
        return 1;
    const ct_type *pv = ld->attrs[0]->type, *tv = pv->elem;
    for (uint32_t i = 0, d = 0; i < pv->ntile; i++) {
        uint32_t j = pv->ndim_map ? (uint32_t)pv->dim_map[i] : i;
        if (pv->tile_shape[i] == 1)
            continue;
        if (j < tv->rank && tv->strides[j] == 1)
            return d < 2 ? d : 1;
        d++;
    }
    return 1;
}

uint32_t ct_mma_wg_contig(const ct_func *f, ct_val v)
{
    const ct_op *via, *ld = wg_source(f, v, &via, true);
    if (!ld)
        return 1;
    uint32_t c = load_contig(ld);
    if (via && via->opc == CT_OP_PERMUTE) /* result dim i is source dim perm[i] */
        return via->attrs[0]->i32[0] == (int32_t)c ? 0 : 1;
    return c;
}

void ct_mma_wg_tile_of(ct_mma_wg_tile *t, uint32_t lrows, uint32_t lk, uint32_t le)
{
    uint32_t lrow_bytes = lk + le;
    t->lrows = (uint8_t)lrows;
    t->lk = (uint8_t)lk;
    t->le = (uint8_t)le;
    t->ls = (uint8_t)(lrow_bytes < 7 ? lrow_bytes : 7);
    t->mn = 0;
}

bool ct_mma_wg_tile_mn(ct_mma_wg_tile *t, uint32_t lrows, uint32_t lk, uint32_t le)
{
    uint32_t lmn_bytes = lrows + le;
    *t = (ct_mma_wg_tile){(uint8_t)lrows, (uint8_t)lk, (uint8_t)le,
                          (uint8_t)(lmn_bytes < 7 ? lmn_bytes : 7), 1};
    return lmn_bytes >= 5 && lk >= 3;
}

bool ct_mma_wg_tile_for(ct_mma_wg_tile *t, uint32_t lrows, uint32_t lk, uint32_t le,
                        uint32_t contig, uint32_t kdim)
{
    if (contig == kdim) {
        ct_mma_wg_tile_of(t, lrows, lk, le);
        return true;
    }
    return ct_mma_wg_transposable(le) && ct_mma_wg_tile_mn(t, lrows, lk, le);
}

uint32_t ct_mma_wg_byte(const ct_mma_wg_tile *t, uint32_t row, uint32_t k)
{
    uint32_t s = 1u << t->ls, a;
    if (t->mn) {
        uint32_t rb = row << t->le;
        a = (rb >> t->ls) * (s << t->lk) + k * s + (rb & (s - 1));
    } else {
        uint32_t kb = k << t->le;
        a = (kb >> t->ls) * (s << t->lrows) + row * s + (kb & (s - 1));
    }
    uint32_t mask = (s >> 4) - 1; /* 128B: 3 chunk bits, 64B: 2, 32B: 1 */
    return a ^ (((a >> 7) & mask) << 4);
}

/* Both generations read the same canonical swizzled layouts; only the field codes differ. */
static uint64_t tile_desc(ct_desc_gen gen, const ct_mma_wg_tile *t, uint32_t addr)
{
    uint32_t sbo = 8u << t->ls; /* 8 rows (K-major) or 8 k (MN-major) of S bytes */
    /* K-major: LBO unused (16 bytes, field 1); MN-major: the distance between atoms of S bytes
     * of rows */
    uint32_t lbo = t->mn ? 1u << (t->ls + t->lk) : 16;
    return ct_smem_desc(gen, t->ls, lbo, sbo, addr);
}

uint64_t ct_mma_wg_desc(const ct_mma_wg_tile *t, uint32_t addr)
{
    return tile_desc(CT_DESC_WGMMA, t, addr);
}

uint64_t ct_mma_tc_desc(const ct_mma_wg_tile *t) { return tile_desc(CT_DESC_TCGEN05, t, 0); }

uint32_t ct_mma_wg_step_offset(const ct_mma_wg_tile *t, uint32_t row0, uint32_t ks)
{
    return ct_mma_wg_byte(t, row0, ks * (32u >> t->le));
}

/* ------------------------------ tcgen05.mma (sm_100a) ------------------------------ */

bool ct_mma_tc_enabled(const ct_compile_config *cfg)
{
    return cfg->knobs.use_tcgen05 == 1 && ct_target_has(cfg->target, CT_FEAT_TCGEN05);
}

/* Why a dot of geometry g cannot take tcgen05 under cfg, or NULL. */
static const char *tc_why_not(const ct_compile_config *cfg, const ct_mma_geom *g)
{
    if (!ct_mma_tc_enabled(cfg))
        return "tcgen05 needs sm_100a and the use_tcgen05 knob";
    if (g->lb || g->acc != (g->in == CT_S_I8 ? CT_S_I32 : CT_S_F32))
        return "tcgen05 covers 2-D dots into f32 (i32 for 8-bit integers) only";
    if (g->lk < 3 + g->lp || g->ln < 3 || g->lm < 6) /* one instruction: 64 x 8 x 32 bytes */
        return "tcgen05 needs M >= 64, N >= 8 and 32 bytes of K";
    if (ct_mma_tc_cols(g) > CT_TMEM_COLS)
        return "the accumulator exceeds tensor memory";
    return NULL;
}

/* The .kind of operand type s (signedness: an 8-bit integer's, else NULL) and its format code
 * (mma_desc.h). */
static ct_tc_kind tc_format(ct_scalar s, const ct_attr *signedness, uint8_t *code)
{
    switch (s) {
    case CT_S_BF16: *code = 1; return CT_TC_F16;
    case CT_S_TF32: *code = 2; return CT_TC_TF32;
    case CT_S_F8E4M3FN: *code = 0; return CT_TC_F8F6F4;
    case CT_S_F8E5M2: *code = 1; return CT_TC_F8F6F4;
    case CT_S_I8: *code = !signedness || signedness->value != 0; return CT_TC_I8;
    default: *code = 0; return CT_TC_F16;
    }
}

ct_tc_kind ct_mma_tc_instr(const ct_op *dot, ct_scalar a, ct_scalar b, const ct_mma_wg_tile *A,
                           const ct_mma_wg_tile *B, uint32_t m, uint32_t n, uint32_t *idesc)
{
    ct_tc_instr in = {.dfmt = a == CT_S_I8 ? CT_TC_D_S32 : CT_TC_D_F32, .a_mn = A->mn,
                      .b_mn = B->mn, .m = (uint16_t)m, .n = (uint16_t)n};
    ct_tc_kind k = tc_format(a, dot->attrs[1], &in.afmt);
    tc_format(b, dot->attrs[2], &in.bfmt);
    *idesc = ct_tc_idesc(&in);
    return k;
}

void ct_mma_tc_acc_layout(const ct_mma_geom *g, ct_ll *out)
{
    uint32_t split = (uint32_t)g->lw - 2, lnr = (uint32_t)g->ln - split, n = 0;
    memset(out, 0, sizeof *out);
    for (uint32_t i = 0; i < lnr; i++) /* registers: the columns, then the 128-row blocks */
        out->base[n++] = 1u << i;
    for (uint32_t i = 7; i < g->lm; i++)
        out->base[n++] = 1u << (g->ln + i);
    out->nreg = (uint8_t)n;
    for (uint32_t i = 0; i < 7; i++) /* lanes m0…m4, warps m5, m6 */
        out->base[n++] = 1u << (g->ln + i);
    for (uint32_t i = 0; i < split; i++) /* more warps: the highest columns */
        out->base[n++] = 1u << (lnr + i);
    out->nlane = CT_LL_LANE_BITS;
    out->nwarp = g->lw;
    out->nout = (uint8_t)(g->lm + g->ln);
}

void ct_mma_wg_acc_layout(const ct_op *dot, const ct_mma_geom *g, ct_ll *out)
{
    if (ct_mma_engine(dot) == CT_MMA_TCGEN05 && ct_mma_tc_wide(g))
        ct_mma_tc_acc_layout(g, out);
    else
        ct_mma_layout(g, CT_MMA_C, out);
}

/* ------------------------------------ lower-dots ------------------------------------ */

typedef struct dots {
    ct_pass_ctx *c;
    ct_module *m;
    ct_func *f;
} dots;

/* The type a dot the tensor cores cannot take computes in on the FMA engine (mma.h): f32 for
 * float operands of at most 32 bits with an f32 or f16 accumulator, f64 throughout, i32 for
 * 8-bit integers into i32; CT_S_COUNT when none. */
static ct_scalar fma_work(ct_scalar in, ct_scalar acc)
{
    if (acc == CT_S_F64)
        return in == CT_S_F64 ? CT_S_F64 : CT_S_COUNT;
    if (acc == CT_S_I32)
        return in == CT_S_I8 ? CT_S_I32 : CT_S_COUNT;
    bool small = in == CT_S_F16 || in == CT_S_BF16 || in == CT_S_TF32 || ct_scalar_is_f8(in);
    return (acc == CT_S_F32 && (small || in == CT_S_F32)) || (acc == CT_S_F16 && small)
               ? CT_S_F32
               : CT_S_COUNT;
}

/* Whether op is opc(in…) of one result of type t, attribute 0 = a0 and no other: what insert
 * makes of them (the ops it inserts are pure). */
static bool same_op(const ct_func *f, const ct_op *op, ct_opcode opc, const ct_type *t,
                    uint32_t n, const ct_val *in, const ct_attr *a0)
{
    if (op->opc != opc || op->nopnds != n || op->nres != 1 || op->nregions ||
        ct_val_type(f, op->res[0]) != t || memcmp(op->opnds, in, n * sizeof *in))
        return false;
    for (uint32_t i = 0; i < ct_def(op)->nattrs; i++)
        if (!ct_rw_attr_eq(op->attrs[i], i ? NULL : a0))
            return false;
    return true;
}

/* The result of such an op before position at of b, or CT_NO_VAL: two dots of one operand
 * (the fp8 MoE w1's gate and up projections of one A on sm_80) widen it once (assign-layouts
 * still stages it for each). */
static ct_val inserted(const ct_func *f, const ct_block *b, uint32_t at, ct_opcode opc,
                       const ct_type *t, uint32_t n, const ct_val *in, const ct_attr *a0)
{
    for (uint32_t i = at; i-- > 0;)
        if (same_op(f, b->ops[i], opc, t, n, in, a0))
            return b->ops[i]->res[0];
    return CT_NO_VAL;
}

/* A new op opc(in…) with one result of type t and attribute 0 = a0 (or none), inserted before
 * position *at of b (*at moves past it), or the same op inserted earlier; CT_NO_VAL on OOM, or
 * when an input is CT_NO_VAL (an earlier insert failed), so that a chain of inserts needs one
 * check at its end. */
static ct_val insert(dots *D, ct_block *b, uint32_t *at, ct_opcode opc, const ct_type *t,
                     uint32_t n, const ct_val *in, const ct_attr *a0)
{
    for (uint32_t k = 0; k < n; k++)
        if (in[k] == CT_NO_VAL)
            return CT_NO_VAL;
    ct_val same = t ? inserted(D->f, b, *at, opc, t, n, in, a0) : CT_NO_VAL;
    if (same != CT_NO_VAL)
        return same;
    ct_op *op = t ? ct_rw_op(D->m, D->f, opc, 1, &t, n, in, NULL) : NULL;
    uint32_t na = op ? ct_def(op)->nattrs : 0;
    if (!op || (na && !a0) || ct_rw_insert(D->m, b, (*at)++, op) < 0)
        return CT_NO_VAL;
    if (na)
        op->attrs[0] = a0;
    return op->res[0];
}

/* v converted to element type w by an ftof rounding to nearest even (floats) or an exti of
 * signedness `sign` (integers) inserted before position *at of b (*at moves past it); v itself
 * when it has that type. */
static ct_val to_work(dots *D, ct_block *b, uint32_t *at, ct_val v, const ct_type *w,
                      const ct_attr *sign)
{
    if (v == CT_NO_VAL)
        return CT_NO_VAL;
    const ct_type *t = ct_val_type(D->f, v);
    if (ct_type_elem(t) == w)
        return v;
    bool ints = w->scalar == CT_S_I32;
    return insert(D, b, at, ints ? CT_OP_EXTI : CT_OP_FTOF,
                  ct_type_tile(D->m, w, t->rank, t->shape), 1, &v,
                  ints ? sign : ct_rw_attr_enum(D->m, CT_ENUM_ROUNDING, CT_ROUNDING_NEAREST_EVEN));
}

static ct_op *dot_as(dots *D, ct_block *b, uint32_t *at, const ct_op *op, const ct_val *in,
                     const ct_type *rt);
static ct_val repeat_along(dots *D, ct_block *b, uint32_t *at, ct_val s, uint32_t d, int64_t v);

/* t with its row dimension (the second last) scaled by `times`. */
static const ct_type *rows_times(dots *D, const ct_type *t, int64_t times)
{
    int64_t shape[CT_LL_MAX_RANK];
    memcpy(shape, t->shape, t->rank * sizeof shape[0]);
    shape[t->rank - 2] *= times;
    return ct_type_tile(D->m, ct_type_elem(t), t->rank, shape);
}

/* A dot of 1, 2, 4 or 8 rows (a decode step of a query group of heads) where one of 16 would
 * take the tensor cores: the FMA engine instead holds all of K in every thread (a 32 x 128 B,
 * 512 registers; its loads one element each: a paged decode of 8 heads took ptxas 53 s, of 4
 * 271 s). So A and C repeat every row 16 / rows times (reshape, broadcast, reshape: the
 * layouts' broadcast, no data moves), the dot of 16 rows runs, and the result keeps the first
 * copy of each row (reshape to rows x copies, extract, reshape back). The op that replaces
 * `op` (the last reshape), what it needs inserted before it; NULL when the dot is not such a
 * one (*at unmoved) or out of memory (the diagnostic set). */
static ct_op *dot_of_few_rows(dots *D, ct_block *b, uint32_t *at, const ct_op *op,
                              const ct_val *in, const ct_type *rt)
{
    const ct_func *f = D->f;
    const ct_type *ta = ct_val_type(f, in[0]), *tc = ct_val_type(f, in[2]);
    uint32_t r = ta->rank, d = r - 2;
    int64_t rows = r >= 2 ? ta->shape[d] : 0, copies = rows ? 16 / rows : 0;
    ct_mma_geom g;
    if (r > 3 || rows < 1 || rows > 8 || copies * rows != 16 ||
        ct_mma_geom_of(&g, rows_times(D, ta, copies), ct_val_type(f, in[1]),
                       rows_times(D, tc, copies), 1))
        return NULL;
    ct_val in2[3] = {repeat_along(D, b, at, in[0], d, copies), in[1],
                     repeat_along(D, b, at, in[2], d, copies)};
    ct_op *dot = in2[0] == CT_NO_VAL || in2[2] == CT_NO_VAL
                     ? NULL : dot_as(D, b, at, op, in2, rows_times(D, rt, copies));
    if (!dot || ct_rw_insert(D->m, b, (*at)++, dot) < 0)
        goto fail;
    int64_t split[4], one[4];
    for (uint32_t i = 0, j = 0; i < r; i++, j++) {
        split[j] = one[j] = rt->shape[i];
        if (i == d)
            split[++j] = copies, one[j] = 1;
    }
    const ct_type *e = ct_type_elem(rt), *i32 = ct_type_scalar(D->m, CT_S_I32);
    ct_val v = insert(D, b, at, CT_OP_RESHAPE, ct_type_tile(D->m, e, r + 1, split), 1,
                      &dot->res[0], NULL);
    ct_op *zero = i32 ? ct_rw_splat(D->m, D->f, ct_type_tile(D->m, i32, 0, NULL), 0) : NULL;
    if (v == CT_NO_VAL || !zero || ct_rw_insert(D->m, b, (*at)++, zero) < 0)
        goto fail;
    ct_val x[5] = {v, zero->res[0], zero->res[0], zero->res[0], zero->res[0]};
    const ct_type *t1 = ct_type_tile(D->m, e, r + 1, one);
    ct_op *ex = t1 ? ct_rw_op(D->m, D->f, CT_OP_EXTRACT, 1, &t1, r + 2, x, NULL) : NULL;
    if (!ex || ct_rw_insert(D->m, b, (*at)++, ex) < 0)
        goto fail;
    ct_op *back = ct_rw_op(D->m, D->f, CT_OP_RESHAPE, 1, &rt, 1, &ex->res[0], NULL);
    if (back) {
        back->loc = ex->loc = zero->loc = op->loc;
        return back;
    }
fail:
    if (!D->c->d->status)
        ct_diag_set(D->c->d, CUTILE_ERROR_OUT_OF_MEMORY, "lower-dots: out of memory");
    return NULL;
}

/* The op that replaces mmaf / mmai `op` at b->ops[*at] — the dot of in[0..2] (op's a, b, c, or
 * what stands for them), or on the FMA engine with a narrower accumulator the ftof of the dot's
 * result — with what it needs inserted before it (*at following), or NULL with the reason in
 * the diagnostic. */
static ct_op *make_dot(dots *D, ct_block *b, uint32_t *at, const ct_op *op, const ct_val *in)
{
    return dot_as(D, b, at, op, in, ct_val_type(D->f, op->res[0]));
}

/* make_dot with the result of type rt (of in[2]'s shape). */
static ct_op *dot_as(dots *D, ct_block *b, uint32_t *at, const ct_op *op, const ct_val *in,
                     const ct_type *rt)
{
    const ct_func *f = D->f;
    ct_mma_geom g = {0};
    const ct_type *ta = ct_val_type(f, in[0]), *tc = ct_val_type(f, in[2]);
    const char *why = ct_mma_geom_of(&g, ta, ct_val_type(f, in[1]), tc, 1);
    if (why) {
        ct_op *rows = dot_of_few_rows(D, b, at, op, in, rt);
        if (rows || D->c->d->status)
            return rows;
    }
    if (!why && ct_scalar_is_f8(g.in) && !ct_pass_has(D->c, CT_FEAT_FP8)) {
        /* no f8 tensor cores: the f16 ones, on the operands' f16 values — exact (every e4m3 and
         * e5m2 value is an f16, and the MMA forms the f16 products exactly in f32) */
        const ct_type *h = ct_type_scalar(D->m, CT_S_F16);
        ct_val w[3] = {CT_NO_VAL, CT_NO_VAL, in[2]};
        for (uint32_t k = 0; h && k < 2; k++)
            w[k] = to_work(D, b, at, in[k], h, NULL);
        if (w[0] == CT_NO_VAL || w[1] == CT_NO_VAL)
            goto oom;
        return dot_as(D, b, at, op, w, rt);
    }
    if (!why && ct_scalar_is_f8(g.in) && g.acc == CT_S_F16 && D->c->ptx_version < 87)
        why = "f8 operands with f16 accumulators need PTX ISA 8.7";
    ct_scalar work = why ? fma_work((ct_scalar)ct_type_elem(ta)->scalar,
                                    (ct_scalar)ct_type_elem(tc)->scalar)
                         : CT_S_COUNT;
    bool fma = work != CT_S_COUNT && ta->rank >= 2 && ta->rank <= 3;
    if (why && !fma) {
        ct_unsupported(D->c, f, op, why);
        return NULL;
    }
    const ct_type *w = fma ? ct_type_scalar(D->m, work) : NULL;
    bool mmai = op->opc == CT_OP_MMAI;
    const ct_attr *sign[3] = {mmai ? op->attrs[0] : NULL, mmai ? op->attrs[1] : NULL, NULL};
    ct_val opnds[3] = {in[0], in[1], in[2]};
    for (uint32_t k = 0; fma && k < 3; k++)
        if (!w || (opnds[k] = to_work(D, b, at, opnds[k], w, sign[k])) == CT_NO_VAL)
            goto oom;
    const ct_type *dt = fma ? ct_val_type(f, opnds[2]) : rt;
    ct_op *dot = ct_rw_op(D->m, D->f, CT_OP_DOT, 1, &dt, 3, opnds, NULL);
    int32_t instr[5] = {CT_MMA_FMA, 1, 1, 1, CT_MMA_PROMOTE_STEPS};
    if (!fma)
        instr[0] = CT_MMA_SYNC, instr[1] = 16, instr[2] = 8, instr[3] = 8 << g.lp;
    if (!fma && (!wg_why_not(D->c->cfg, &g) || !tc_why_not(D->c->cfg, &g))) {
        /* 64 × N (up to 256) × 32 bytes of K */
        instr[0] = ct_mma_tc_enabled(D->c->cfg) ? CT_MMA_TCGEN05 : CT_MMA_WGMMA;
        instr[1] = 64, instr[2] = 1 << (g.ln < 8 ? g.ln : 8);
    }
    /* mmaf without fast_acc (attribute 0) promotes f8 products on Hopper's wgmma (mma.h) —
     * but not a dot of a zero accumulator over one promotion's K steps at most (f8 K steps
     * are 32 wide): the tensor cores then add exactly what a promotion's zeroed registers
     * would hold, so it is one wgmma group (N up to 256 per instruction, not promotion's n64)
     * with no adds. The DeepSeek recipe's fp8 GEMMs scale each 128-wide K group's product
     * themselves: mmaf(a, b, 0) · scales + acc. */
    uint64_t zero;
    bool promote = instr[0] == CT_MMA_WGMMA && ct_scalar_is_f8(g.in) && op->opc == CT_OP_MMAF &&
                   !op->attrs[0] &&
                   !((1u << g.lk) <= 32u * CT_MMA_PROMOTE_STEPS &&
                     ct_rw_val_splat(f, opnds[2], &zero) && zero == 0);
    if (!dot || !(dot->attrs[0] = ct_rw_attr_i32s(D->m, instr, promote ? 5 : 4)))
        goto oom;
    for (uint32_t i = 0; !fma && mmai && i < 2; i++)
        if (!(dot->attrs[1 + i] = op->attrs[i]))
            goto oom;
    dot->loc = op->loc;
    if (dt == rt)
        return dot;
    /* an f16 accumulator: the dot runs in f32, its result rounds once to f16 */
    ct_op *back = ct_rw_op(D->m, D->f, CT_OP_FTOF, 1, &rt, 1, &dot->res[0], NULL);
    if (!back || ct_rw_insert(D->m, b, (*at)++, dot) < 0 ||
        !(back->attrs[0] = ct_rw_attr_enum(D->m, CT_ENUM_ROUNDING, CT_ROUNDING_NEAREST_EVEN)))
        goto oom;
    back->loc = op->loc;
    return back;
oom:
    ct_diag_set(D->c->d, CUTILE_ERROR_OUT_OF_MEMORY, "lower-dots: out of memory");
    return NULL;
}

/* ------------------------------- block-scaled operands ------------------------------- */

/* mmaf_scaled (ops.md §3.11) has block-scaled tensor-core instructions only from sm_100
 * (tcgen05 kind::mxf8f6f4 / mxf4); on the targets lowered here each operand is multiplied by
 * its scales elementwise and a plain bf16 × bf16 → f32 dot (wgmma, mma.sync or the FMA engine,
 * chosen by make_dot) does the rest. That is exact, not an approximation: an f8E4M3FN, f8E5M2
 * or f4E2M1FN value has at most 4 significant bits, an f8E8M0FNU scale is a power of two and
 * an f8E4M3FN scale has 4 bits, so each product x·s has at most 8 — it is computed exactly in
 * f32 and rounds to bf16 (8 bits, f32's exponent range) without error; the tensor cores then
 * form the bf16 × bf16 products exactly in f32 and accumulate as for any bf16 dot. Where this
 * can differ from hardware that applies the scales inside the MMA: products outside bf16's
 * normal range, reachable only with e8m0 scales near 2^±127, overflow or underflow here —
 * f8E5M2's 57344 · 2^127 becomes inf, f8E4M3FN's 2^-9 · 2^-127 (below bf16's smallest
 * subnormal, 2^-133) becomes 0, products below 2^-126 keep fewer bits — and so do bf16 × bf16
 * products beyond f32's range. The e8m0 code 0xFF is NaN and makes its products NaN. */

/* f32 tile s repeated v times along dimension d: a unit dimension inserted after d, broadcast
 * to v, merged into d. Layouts pass through all three (assign-layouts): no data moves. */
static ct_val repeat_along(dots *D, ct_block *b, uint32_t *at, ct_val s, uint32_t d, int64_t v)
{
    if (s == CT_NO_VAL)
        return CT_NO_VAL;
    const ct_type *t = ct_val_type(D->f, s), *e = ct_type_elem(t);
    int64_t split[CT_LL_MAX_RANK], merged[CT_LL_MAX_RANK];
    for (uint32_t i = 0, j = 0; i < t->rank; i++) {
        merged[i] = t->shape[i] * (i == d ? v : 1);
        split[j++] = t->shape[i];
        if (i == d)
            split[j++] = 1;
    }
    s = insert(D, b, at, CT_OP_RESHAPE, ct_type_tile(D->m, e, t->rank + 1, split), 1, &s, NULL);
    split[d + 1] = v;
    s = insert(D, b, at, CT_OP_BROADCAST, ct_type_tile(D->m, e, t->rank + 1, split), 1, &s, NULL);
    return insert(D, b, at, CT_OP_RESHAPE, ct_type_tile(D->m, e, t->rank, merged), 1, &s, NULL);
}

/* Operand x of an mmaf_scaled times its scales sx, whose block dimension (K/V blocks of K) is d,
 * as the bf16 tile the dot takes. */
static ct_val scaled_operand(dots *D, ct_block *b, uint32_t *at, ct_val x, ct_val sx, uint32_t d)
{
    const ct_type *f32 = ct_type_scalar(D->m, CT_S_F32), *bf16 = ct_type_scalar(D->m, CT_S_BF16);
    const ct_type *tx = ct_val_type(D->f, x);
    int64_t v = tx->shape[d] / ct_val_type(D->f, sx)->shape[d];
    if (!f32 || !bf16)
        return CT_NO_VAL;
    ct_val in[2];
    in[0] = to_work(D, b, at, x, f32, NULL);
    in[1] = repeat_along(D, b, at, to_work(D, b, at, sx, f32, NULL), d, v);
    ct_val p = insert(D, b, at, CT_OP_MULF, ct_type_tile(D->m, f32, tx->rank, tx->shape), 2, in,
                      ct_rw_attr_enum(D->m, CT_ENUM_ROUNDING, CT_ROUNDING_NEAREST_EVEN));
    return to_work(D, b, at, p, bf16, NULL);
}

/* The op that replaces mmaf_scaled `op` at b->ops[*at] (make_dot of the scaled operands), or
 * NULL with the reason in the diagnostic. */
static ct_op *make_scaled_dot(dots *D, ct_block *b, uint32_t *at, const ct_op *op)
{
    const ct_type *ts = ct_val_type(D->f, op->opnds[3]);
    if (ct_type_elem(ts)->scalar == CT_S_F8E5M3FNU) {
        ct_unsupported(D->c, D->f, op, "f8E5M3FNU scales (13.4 dev preview) are not lowered");
        return NULL;
    }
    uint32_t r = ts->rank; /* a's blocks run along its last dimension, b's along its rows */
    ct_val in[3] = {CT_NO_VAL, CT_NO_VAL, op->opnds[2]};
    in[0] = scaled_operand(D, b, at, op->opnds[0], op->opnds[3], r - 1);
    in[1] = scaled_operand(D, b, at, op->opnds[1], op->opnds[4], r - 2);
    if (in[0] == CT_NO_VAL || in[1] == CT_NO_VAL) {
        ct_diag_set(D->c->d, CUTILE_ERROR_OUT_OF_MEMORY, "lower-dots: out of memory");
        return NULL;
    }
    return make_dot(D, b, at, op, in);
}

static ct_status dots_region(dots *D, ct_region *r)
{
    for (uint32_t bi = 0; bi < r->nblocks; bi++) {
        ct_block *b = &r->blocks[bi];
        for (uint32_t i = 0; i < b->nops; i++) {
            ct_op *op = b->ops[i];
            for (uint32_t k = 0; k < op->nregions; k++)
                if (dots_region(D, &op->regions[k]))
                    return D->c->d->status;
            if (op->opc != CT_OP_MMAF && op->opc != CT_OP_MMAI && op->opc != CT_OP_MMAF_SCALED)
                continue;
            ct_op *dot = op->opc == CT_OP_MMAF_SCALED ? make_scaled_dot(D, b, &i, op)
                                                      : make_dot(D, b, &i, op, op->opnds);
            if (!dot)
                return D->c->d->status;
            ct_rw_replace_op(D->f, b, i, dot);
        }
    }
    return CUTILE_SUCCESS;
}

/* ------------------------------- scaled promotion ------------------------------- */

/* The DeepSeek recipe's fp8 K loop scales each 128-wide K group's product as it accumulates:
 * acc = fma(mmaf(a, b, 0), scales, acc). make_dot leaves such a dot unpromoted (its zero
 * accumulator over one promotion's K steps is what a promotion's registers would hold), so the
 * product waits for its wgmma group and the scaling waits for the product in every iteration.
 * Fused, dot(a, b, acc, scales) is a promoting dot whose one promotion adds fma(t, scales, acc)
 * — the fma's single rounding on the same product, so bit for bit the same result — and takes
 * the promotion's machinery (codegen/ptx_wgmma.c wg_promoted): in a K loop with the stages
 * for it its group stays in flight into the next iteration, whose first promotion scales it
 * (the K loop without its scales, that machinery's, ran 12-16% faster on the 128-row MoE GEMMs
 * one CTA fills: test/gpu/RESULTS.md, eleventh session); on the 64-row ones at two CTAs of two
 * stages, where no group is carried, it measured even (bench/results/scaled_promotion_h100.md). */

/* Whether dot d is such a product: an f8 wgmma dot into a zero f32 accumulator over one
 * promotion's K steps at most, whose only use is the fma. */
static bool scaled_product(const dots *D, const ct_op *d, const uint32_t *uses)
{
    uint64_t zero;
    if (!d || d->opc != CT_OP_DOT || ct_mma_engine(d) != CT_MMA_WGMMA || ct_mma_promote(d) ||
        uses[d->res[0]] != 1 || !ct_rw_val_splat(D->f, d->opnds[2], &zero) || zero)
        return false;
    const ct_type *ta = ct_val_type(D->f, d->opnds[0]), *tc = ct_val_type(D->f, d->opnds[2]);
    return ta->rank == 2 && ct_scalar_is_f8(ct_type_elem(ta)->scalar) &&
           ct_type_elem(tc)->scalar == CT_S_F32 &&
           ta->shape[1] <= 32 * CT_MMA_PROMOTE_STEPS;
}

/* fma `op` of block b at i in place of the dot it scales, if it is one (above). */
static ct_status fuse_scaled(dots *D, ct_block *b, uint32_t i, const uint32_t *uses)
{
    ct_op *op = b->ops[i];
    if (op->opc != CT_OP_FMA || op->attrs[1] /* flush_to_zero */ ||
        ct_rw_attr_named(op, "rounding_mode", -1) != CT_ROUNDING_NEAREST_EVEN)
        return CUTILE_SUCCESS;
    for (uint32_t m = 0; m < 2; m++) {
        const ct_op *d = D->f->values[op->opnds[m]].def;
        uint32_t j = 0; /* in the same block: the dot moves to the fma, not into a region */
        while (j < i && b->ops[j] != d)
            j++;
        if (j == i || !scaled_product(D, d, uses))
            continue;
        ct_val in[4] = {d->opnds[0], d->opnds[1], op->opnds[2], op->opnds[1 - m]};
        const ct_type *rt = ct_val_type(D->f, op->res[0]);
        ct_op *dot = ct_rw_op(D->m, D->f, CT_OP_DOT, 1, &rt, 4, in, NULL);
        int32_t instr[5];
        memcpy(instr, d->attrs[0]->i32, 4 * sizeof instr[0]);
        instr[4] = CT_MMA_PROMOTE_STEPS;
        if (!dot || !(dot->attrs[0] = ct_rw_attr_i32s(D->m, instr, 5)))
            return ct_diag_set(D->c->d, CUTILE_ERROR_OUT_OF_MEMORY, "lower-dots: out of memory");
        dot->loc = op->loc;
        ct_rw_replace_op(D->f, b, i, dot); /* the product's dot is left to dce */
        return CUTILE_SUCCESS;
    }
    return CUTILE_SUCCESS;
}

static ct_status scaled_region(dots *D, ct_region *r, const uint32_t *uses)
{
    for (uint32_t bi = 0; bi < r->nblocks; bi++)
        for (uint32_t i = 0; i < r->blocks[bi].nops; i++) {
            ct_op *op = r->blocks[bi].ops[i];
            for (uint32_t k = 0; k < op->nregions; k++)
                if (scaled_region(D, &op->regions[k], uses))
                    return D->c->d->status;
            if (fuse_scaled(D, &r->blocks[bi], i, uses))
                return D->c->d->status;
        }
    return CUTILE_SUCCESS;
}

ct_status ct_pass_lower_dots(ct_pass_ctx *c, ct_module *m)
{
    for (uint32_t fi = 0; fi < m->nfuncs; fi++) {
        dots D = {.c = c, .m = m, .f = m->funcs[fi]};
        if (dots_region(&D, &D.f->body))
            return c->d->status;
        const uint32_t *uses = ct_rw_use_counts(&c->arena, D.f);
        if (!uses)
            return ct_diag_set(c->d, CUTILE_ERROR_OUT_OF_MEMORY, "lower-dots: out of memory");
        if (scaled_region(&D, &D.f->body, uses))
            return c->d->status;
    }
    return CUTILE_SUCCESS;
}
