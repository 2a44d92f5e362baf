/* assign_layouts.c — assign-layouts (mem → sched): warps per CTA, a linear layout for every tile value,
 * and the vector width of every memory access.
 *
 * Layouts flow from anchors outward (architecture §5). Ops are visited from the last to the
 * first: a value takes the layout its (later) users asked for; memory accesses ask for a
 * blocked, coalesced layout with 16-byte vectors along their contiguous dimension, one layout
 * per tile shape so that neighbouring accesses agree; elementwise ops pass their result's layout
 * to their operands; broadcast, reshape and permute pass it through their linear map (no data
 * moves). When two users want different layouts of one value, the earlier user (in program
 * order) gets the value recomputed in its layout when that is cheap and needs no data moved
 * (remat below), else a convert_layout placed before it.
 *
 * The vector width of an access is the run of consecutive elements the layout keeps in
 * consecutive registers, capped by what the facts prove: base alignment, divisibility of the
 * other strides, and, where the tile may cross the tensor's end, of the extent. */
#include <string.h>

#include "lower/mma.h"
#include "lower/tma_epilogue.h"
#include "pass/pass.h"

enum { SEED_DOT = 1, SEED_LOOP, SEED_ROWS };

typedef struct lay {
    ct_pass_ctx *c;
    ct_module *m;
    ct_func *f;
    ct_fstate *fs;
    uint32_t nw;
    /* the canonical layout chosen per tile shape (first anchor seen) */
    const ct_type *shape_ty[64];
    ct_ll shape_ll[64];
    uint32_t nshapes;
    const ct_op *parent; /* the op whose region is being walked, or NULL */
    const ct_op *loop;   /* the innermost for / loop around it, or NULL */
    uint8_t *seeded;     /* per value of f: its layout is a dot's accumulator (seed_region):
                          * SEED_DOT, SEED_LOOP when it went through a loop result (a K
                          * loop's), SEED_ROWS for a reduction of one */
    uint32_t nseeded;    /* values of f when `seeded` was made (later ones are never seeded) */
} lay;

static uint32_t elem_bytes(const ct_type *t)
{
    const ct_type *e = ct_type_elem(t);
    if (e->kind == CT_TY_PTR)
        return 8;
    return e->kind == CT_TY_SCALAR ? ct_scalar_mem_bytes(e->scalar) : 0;
}

static bool is_tile(const ct_type *t) { return t->kind == CT_TY_TILE; }

static void log2_dims(const ct_type *t, uint8_t *lg)
{
    for (uint32_t d = 0; d < t->rank; d++) {
        uint8_t k = 0;
        while ((1ll << k) < t->shape[d])
            k++;
        lg[d] = k;
    }
}

static uint32_t pow2_floor(uint64_t v)
{
    uint32_t p = 1;
    while ((uint64_t)p * 2 <= v && p < (1u << 30))
        p *= 2;
    return p;
}

static bool same_shape(const ct_type *a, const ct_type *b)
{
    /* rank 0 has no shape array: memcmp must not see its NULL pointer */
    return a->rank == b->rank &&
           (a->rank == 0 || memcmp(a->shape, b->shape, a->rank * sizeof *a->shape) == 0);
}

/* The layout every tile of t's shape gets: blocked, `vec` elements per thread along `contig`,
 * as the first anchor of that shape (in visiting order) asked — but where the tile has less
 * than `vec` for each lane of a warp, a vector of more than 4 elements (8- and 16-bit types in
 * 16 bytes) is halved until the lanes are filled or it is 4. (A 256-byte i8 tile in 16-byte
 * vectors left half the warp without data and gave each lane twice the work: int_ops i8 at
 * 1.55x tileiras's time, 1.15x with the lanes filled, H100.) */
static ct_status blocked_layout(lay *L, const ct_type *t, uint32_t contig, uint32_t vec,
                                ct_ll *out)
{
    uint8_t lg[CT_LL_MAX_RANK];
    if (t->rank > CT_LL_MAX_RANK)
        return ct_unsupported_kernel(L->c, L->f, "tile rank above 8");
    log2_dims(t, lg);
    while (vec > 4 && (uint64_t)vec * 32 > ct_type_num_elements(t))
        vec /= 2;
    if (t->rank == 0)
        ct_ll_scalar(out, L->nw);
    else if (!ct_ll_blocked(out, t->rank, lg, contig, vec, L->nw))
        return ct_unsupported_kernel(L->c, L->f, "tile too large for one CTA");
    return CUTILE_SUCCESS;
}

static ct_status shape_layout(lay *L, const ct_type *t, uint32_t contig, uint32_t vec, ct_ll *out)
{
    for (uint32_t i = 0; i < L->nshapes; i++)
        if (same_shape(L->shape_ty[i], t)) {
            *out = L->shape_ll[i];
            return CUTILE_SUCCESS;
        }
    if (blocked_layout(L, t, contig, vec, out))
        return L->c->d->status;
    if (L->nshapes < CT_ARRAY_LEN(L->shape_ty)) {
        L->shape_ty[L->nshapes] = t;
        L->shape_ll[L->nshapes++] = *out;
    }
    return CUTILE_SUCCESS;
}

static uint8_t total_bits(const ct_type *t)
{
    uint8_t lg[CT_LL_MAX_RANK], n = 0;
    log2_dims(t, lg);
    for (uint32_t d = 0; d < t->rank; d++)
        n += lg[d];
    return n;
}

/* Registers that hold no tile bit are dropped: a broadcast source keeps one copy. */
static void drop_zero_regs(ct_ll *l)
{
    uint32_t w = 0, nin = ct_ll_nin(l);
    for (uint32_t j = 0; j < l->nreg; j++)
        if (l->base[j])
            l->base[w++] = l->base[j];
    memmove(l->base + w, l->base + l->nreg, (nin - l->nreg) * sizeof l->base[0]);
    l->nreg = (uint8_t)w;
}

/* The layout operand k of `op` must have for `op` to compute its result (layout r) without
 * moving data; false when the op has no such rule. */
static bool operand_layout(const lay *L, const ct_op *op, uint32_t k, const ct_ll *r, ct_ll *out)
{
    const ct_func *f = L->f;
    const ct_type *rt = op->nres ? ct_val_type(f, op->res[0]) : NULL;
    const ct_type *ot = ct_val_type(f, op->opnds[k]);
    if (!is_tile(ot) || !rt || !is_tile(rt) || ot->rank > CT_LL_MAX_RANK || rt->rank > CT_LL_MAX_RANK)
        return false;
    if (ot->rank == 0) {
        ct_ll_scalar(out, L->nw);
        return true;
    }
    uint8_t rlg[CT_LL_MAX_RANK], olg[CT_LL_MAX_RANK];
    uint32_t col[CT_LL_MAX_OUT];
    int32_t inv[CT_LL_MAX_RANK];
    log2_dims(rt, rlg);
    log2_dims(ot, olg);
    switch (op->opc) {
    case CT_OP_DOT: /* tensor-core fragments (lower/lower_dots.c) */
        return ct_mma_operand_layout(f, op, k, L->nw, out);
    case CT_OP_RESHAPE: /* row-major flattening keeps the flat index */
        *out = *r;
        return true;
    case CT_OP_BROADCAST:
        ct_ll_broadcast_map(rt->rank, rlg, olg, col);
        ct_ll_map(out, r, col, total_bits(ot));
        drop_zero_regs(out);
        return true;
    case CT_OP_PERMUTE: /* result dim i = source dim perm[i]: map result bits back */
        for (uint32_t i = 0; i < rt->rank; i++)
            inv[op->attrs[0]->i32[i]] = (int32_t)i;
        ct_ll_permute_map(rt->rank, rlg, inv, col);
        ct_ll_map(out, r, col, total_bits(ot));
        return true;
    default:
        if (!same_shape(rt, ot))
            return false;
        *out = *r; /* elementwise */
        return true;
    }
}

/* ------------------------------------ assignment ------------------------------------ */

static ct_status set_layout(lay *L, ct_val v, const ct_ll *l)
{
    ct_fstate *fs = L->fs;
    if (v >= fs->nlayout) {
        uint32_t n = L->f->nvalues * 2 + 16;
        ct_ll **p = ct_arena_alloc(&L->c->arena, n * sizeof *p);
        if (!p)
            return ct_diag_set(L->c->d, CUTILE_ERROR_OUT_OF_MEMORY, "assign-layouts: out of memory");
        if (fs->nlayout)
            memcpy(p, fs->layout, fs->nlayout * sizeof *p);
        fs->layout = p;
        fs->nlayout = n;
    }
    if (!(fs->layout[v] = ct_arena_dup(&L->c->arena, l, sizeof *l)))
        return ct_diag_set(L->c->d, CUTILE_ERROR_OUT_OF_MEMORY, "assign-layouts: out of memory");
    return CUTILE_SUCCESS;
}

static const ct_ll *layout_of(const lay *L, ct_val v)
{
    return v < L->fs->nlayout ? L->fs->layout[v] : NULL;
}

static const ct_attr *ll_attr(ct_module *m, const ct_ll *l)
{
    int32_t enc[4 + CT_LL_MAX_IN];
    ct_ll_encode(l, enc);
    return ct_rw_attr_i32s(m, enc, ct_ll_encoded_len(l));
}

/* Operand k of the op at b->ops[*pos] must be in layout `want`: it gets it, or, when a later
 * user already fixed another one, a convert_layout is put before the op. */
static ct_status convert_before(lay *L, ct_block *b, uint32_t *pos, uint32_t k, const ct_ll *want);

/* ----------------------------------- rematerialisation ----------------------------------- */

/* A value wanted in a second layout is recomputed in it, instead of converted through shared
 * memory (a barrier, a store and a load per element, another barrier), when its producers are
 * pure ops (or loads that may be repeated, reloadable) whose operands need no data moved
 * either: down to values that already have the wanted layout (a conversion's source among
 * them), scalars, or leaves such as iota and constants. cuTile's index arithmetic is the common
 * case: an iota plus a broadcast block offset feeds a gather mask in one layout and a scatter's
 * rows in another. REMAT_BUDGET bounds the work added, in elements per thread summed over the
 * recomputed ops (a conversion costs a few instructions per element and two barriers). */
enum { REMAT_BUDGET = 48, REMAT_DEPTH = 12, RELOAD_MAX = 4 };

/* v itself serves for `want`: it has that layout already. */
static bool remat_reuse(const lay *L, ct_val v, const ct_ll *want)
{
    const ct_ll *have = layout_of(L, v);
    return have && ct_ll_eq(have, want);
}

/* The index in b of a conversion of v into `want` after position `from` (a later user's,
 * placed first by the backward walk), or -1. */
static int32_t later_convert(const lay *L, const ct_block *b, uint32_t from, ct_val v,
                             const ct_ll *want)
{
    for (uint32_t j = from + 1; j < b->nops; j++) {
        const ct_op *op = b->ops[j];
        if (op->opc == CT_OP_CONVERT_LAYOUT && op->opnds[0] == v &&
            remat_reuse(L, op->res[0], want))
            return (int32_t)j;
    }
    return -1;
}

/* Moves b->ops[j] to *pos (j > *pos: the op's operands dominate *pos, which is before one of
 * its operand's users) and steps *pos past it. */
static void hoist(ct_block *b, uint32_t *pos, uint32_t j)
{
    ct_op *op = b->ops[j];
    memmove(b->ops + *pos + 1, b->ops + *pos, (j - *pos) * sizeof *b->ops);
    b->ops[(*pos)++] = op;
}

static bool remat_op(const ct_op *d)
{
    return d && d->nres == 1 && !d->nregions && (ct_def(d)->props & P_PURE) &&
           d->opc != CT_OP_DOT;
}

/* Whether op, or an op of its regions, writes memory or has another side effect. */
static bool writes(const ct_op *op)
{
    if (ct_def(op)->props & (P_MEM_WRITE | P_EFFECT))
        return true;
    for (uint32_t r = 0; r < op->nregions; r++)
        for (uint32_t bi = 0; bi < op->regions[r].nblocks; bi++)
            for (uint32_t i = 0; i < op->regions[r].blocks[bi].nops; i++)
                if (writes(op->regions[r].blocks[bi].ops[i]))
                    return true;
    return false;
}

/* Whether d is a weak load of block b before position pos with nothing in between that writes
 * memory or has another side effect (writes): loading again at pos reads what d read. (Another
 * CTA writing that memory meanwhile would race with d itself.) Only small tiles, RELOAD_MAX
 * elements per thread: a few loads that hit L1 cost less than a conversion's barriers, while a
 * large tile's conversion moves on chip what a second load would fetch again. The MoE GEMM's
 * sorted ids are gathered once and wanted in three layouts (the A rows, the routed weights, the
 * scatter): three small gathers instead of two conversions and their barriers. */
static bool reloadable(const lay *L, const ct_block *b, uint32_t pos, const ct_op *d)
{
    if (!d || (d->opc != CT_OP_GATHER_LOAD && d->opc != CT_OP_TILED_LOAD) || d->nres != 1 ||
        ct_type_num_elements(ct_val_type(L->f, d->res[0])) > RELOAD_MAX * 32u * L->nw ||
        ct_rw_attr_named(d, "memory_ordering_semantics", CT_MEM_ORDERING_WEAK) !=
            CT_MEM_ORDERING_WEAK)
        return false;
    uint32_t i = 0;
    while (i < pos && b->ops[i] != d)
        i++;
    if (i == pos)
        return false;
    while (++i < pos)
        if (writes(b->ops[i]))
            return false;
    return true;
}

/* Whether v can be had in `want` before b->ops[*pos] by recomputing, charging *budget; with
 * `doit`, does it: the recomputed ops go before b->ops[*pos] (which moves on past them) and
 * *out is the value to use (false then only on OOM, with the diagnostic set). A conversion of
 * v into `want` that a later user already has is moved up and shared; other conversions are
 * looked through (their source is recomputed). */
static bool remat(lay *L, ct_block *b, uint32_t *pos, ct_val v, const ct_ll *want, bool doit,
                  uint32_t depth, int32_t *budget, ct_val *out)
{
    *out = v;
    if (remat_reuse(L, v, want))
        return true;
    int32_t j = later_convert(L, b, *pos, v, want);
    if (j >= 0) {
        *out = b->ops[j]->res[0];
        if (doit)
            hoist(b, pos, (uint32_t)j);
        return true;
    }
    const ct_op *d = L->f->values[v].def;
    if (depth >= REMAT_DEPTH || !(remat_op(d) || reloadable(L, b, *pos, d)))
        return false;
    if (d->opc == CT_OP_CONVERT_LAYOUT)
        return remat(L, b, pos, d->opnds[0], want, doit, depth + 1, budget, out);
    const ct_type *t = ct_val_type(L->f, v);
    uint64_t per = ct_type_num_elements(t) / (32u * L->nw);
    ct_val opnds[8];
    if ((*budget -= (int32_t)(per ? per : 1)) < 0 || d->nopnds > CT_ARRAY_LEN(opnds))
        return false;
    for (uint32_t k = 0; k < d->nopnds; k++) {
        ct_ll w;
        const ct_type *ot = ct_val_type(L->f, d->opnds[k]);
        opnds[k] = d->opnds[k];
        if (!is_tile(ot) || ot->rank == 0)
            continue; /* one layout only */
        if (!operand_layout(L, d, k, want, &w) ||
            !remat(L, b, pos, d->opnds[k], &w, doit, depth + 1, budget, &opnds[k]))
            return false;
    }
    if (!doit)
        return true;
    ct_op *cl = ct_rw_op(L->m, L->f, (ct_opcode)d->opc, 1, &t, d->nopnds, opnds, d->seg);
    if (!cl || ct_rw_insert(L->m, b, *pos, cl)) {
        ct_diag_set(L->c->d, CUTILE_ERROR_OUT_OF_MEMORY, "assign-layouts: out of memory");
        return false;
    }
    for (uint32_t i = 0; i < ct_def(d)->nattrs; i++)
        cl->attrs[i] = d->attrs[i];
    cl->loc = d->loc;
    (*pos)++;
    *out = cl->res[0];
    return set_layout(L, cl->res[0], want) == CUTILE_SUCCESS;
}

static ct_status demand(lay *L, ct_block *b, uint32_t *pos, uint32_t k, const ct_ll *want)
{
    ct_op *user = b->ops[*pos];
    ct_val v = user->opnds[k];
    const ct_ll *have = layout_of(L, v);
    if (!have)
        return set_layout(L, v, want);
    if (ct_ll_eq(have, want))
        return CUTILE_SUCCESS;
    int32_t budget = REMAT_BUDGET;
    ct_val got;
    if (!remat(L, b, pos, v, want, false, 0, &budget, &got))
        return convert_before(L, b, pos, k, want);
    budget = REMAT_BUDGET;
    if (!remat(L, b, pos, v, want, true, 0, &budget, &got))
        return L->c->d->status;
    b->ops[*pos]->opnds[k] = got;
    return CUTILE_SUCCESS;
}

/* Operand k of b->ops[*pos] becomes a convert_layout of it into `want`. */
static ct_status convert_before(lay *L, ct_block *b, uint32_t *pos, uint32_t k, const ct_ll *want)
{
    ct_op *user = b->ops[*pos];
    ct_val v = user->opnds[k];
    const ct_type *t = ct_val_type(L->f, v);
    ct_op *cv = ct_rw_op(L->m, L->f, CT_OP_CONVERT_LAYOUT, 1, &t, 1, &v, NULL);
    if (!cv || !(cv->attrs[0] = ll_attr(L->m, want)) || ct_rw_insert(L->m, b, *pos, cv))
        return ct_diag_set(L->c->d, CUTILE_ERROR_OUT_OF_MEMORY, "assign-layouts: out of memory");
    cv->loc = user->loc;
    (*pos)++;
    user->opnds[k] = cv->res[0];
    return set_layout(L, cv->res[0], want);
}

/* The contiguous tile dimension of a tiled access: one whose tensor dimension has the static
 * stride 1 (the last such), or -1. */
static int tiled_contig_dim(const ct_type *pv)
{
    const ct_type *tv = pv->elem;
    int best = -1;
    for (uint32_t i = 0; i < pv->ntile; i++) {
        uint32_t j = pv->ndim_map ? (uint32_t)pv->dim_map[i] : i;
        if (tv->strides[j] == 1)
            best = (int)i;
    }
    return best;
}

/* The layout an access wants for its data tile: its shape's (shape_layout), or with `own` its
 * own vectors along its contiguous dimension whatever the shape's is. */
static ct_status access_layout(lay *L, const ct_op *op, const ct_type *t, bool own, ct_ll *out)
{
    uint32_t eb = elem_bytes(t), contig = t->rank ? t->rank - 1 : 0, vec = eb ? 16 / eb : 1;
    if (op->opc == CT_OP_TILED_LOAD || op->opc == CT_OP_TILED_STORE) {
        int d = tiled_contig_dim(op->attrs[0]->type);
        if (d < 0)
            vec = 1;
        else
            contig = (uint32_t)d;
    }
    return (own ? blocked_layout : shape_layout)(L, t, contig, vec ? vec : 1, out);
}

static ct_status anchor_layout(lay *L, const ct_op *op, const ct_type *t, ct_ll *out)
{
    return access_layout(L, op, t, false, out);
}

/* ----------------------------- control flow and reductions ----------------------------- */

/* The layout value v keeps: the one a later user gave it, else its shape's default. */
static ct_status own_layout(lay *L, ct_val v, ct_ll *out)
{
    const ct_type *t = ct_val_type(L->f, v);
    const ct_ll *have = layout_of(L, v);
    if (have) {
        *out = *have;
        return CUTILE_SUCCESS;
    }
    if (shape_layout(L, t, t->rank ? t->rank - 1 : 0, 16 / elem_bytes(t), out))
        return L->c->d->status;
    return set_layout(L, v, out);
}

/* A result that must be in layout `natural` (what the op computes) while its later users fixed
 * another: the op gets a fresh result and a convert_layout after it produces the old one. */
static ct_status convert_after(lay *L, ct_block *b, uint32_t pos, uint32_t k, const ct_ll *natural)
{
    ct_op *op = b->ops[pos];
    ct_val old = op->res[k];
    const ct_ll *want = layout_of(L, old);
    if (!want)
        return set_layout(L, old, natural);
    if (ct_ll_eq(want, natural))
        return CUTILE_SUCCESS;
    const ct_type *t = ct_val_type(L->f, old);
    ct_val fresh = ct_value_new(L->f, L->m, t, op, NULL, k);
    ct_op *cv = NULL;
    if (fresh != CT_NO_VAL)
        cv = ct_rw_op(L->m, L->f, CT_OP_CONVERT_LAYOUT, 1, &t, 1, &fresh, NULL);
    if (!cv || !(cv->attrs[0] = ll_attr(L->m, want)) || ct_rw_insert(L->m, b, pos + 1, cv))
        return ct_diag_set(L->c->d, CUTILE_ERROR_OUT_OF_MEMORY, "assign-layouts: out of memory");
    op->res[k] = fresh;
    cv->res[0] = old;
    L->f->values[old].def = cv;
    L->f->values[old].index = 0;
    cv->loc = op->loc;
    return set_layout(L, fresh, natural);
}

/* The layout of reduce op's results when its operands have layout src: src with the reduced
 * dimension projected away (its hardware bits replicate the result). */
static void reduce_layout(const lay *L, const ct_op *op, const ct_ll *src, ct_ll *res)
{
    const ct_type *t = ct_val_type(L->f, op->opnds[0]);
    uint8_t lg[CT_LL_MAX_RANK];
    uint32_t col[CT_LL_MAX_OUT], dim = (uint32_t)ct_rw_attr_named(op, "dim", 0);
    log2_dims(t, lg);
    uint32_t lo = ct_ll_dim_offset(t->rank, lg, dim), n = total_bits(t);
    for (uint32_t i = 0; i < n; i++)
        col[i] = i < lo ? 1u << i : i < lo + lg[dim] ? 0 : 1u << (i - lg[dim]);
    ct_ll_map(res, src, col, (uint8_t)(n - lg[dim]));
    drop_zero_regs(res);
}

enum { NATURAL_DEPTH = 8 }; /* ops natural_layout looks up through */

/* The layout value v has where it is computed, when no later user gave it one: that of the
 * value it comes from through reshapes (row-major: the flat index stays) and same-shape pure
 * ops (operand 0, up to NATURAL_DEPTH of them), if a user gave that one a layout, else the
 * anchor layout of the access that loads it; false when the chain ends elsewhere. A reduction
 * takes it: reducing where the data is, then converting the smaller result if a user wants
 * another layout, beats converting the whole operand. A group quantisation's [1, 2048] load
 * reshaped to [16, 128] and reduced per row went through shared memory whole (8 KB, two
 * barriers) into the [16, 128] shape's default, although each row of 128 already lay within
 * one warp. */
static bool natural_layout(lay *L, ct_val v, bool own, ct_ll *out)
{
    for (uint32_t depth = 0; depth < NATURAL_DEPTH; depth++) {
        const ct_op *d = L->f->values[v].def;
        const ct_type *t = ct_val_type(L->f, v);
        if (!d || d->nregions)
            return false;
        if (d->opc == CT_OP_TILED_LOAD || d->opc == CT_OP_GATHER_LOAD)
            return access_layout(L, d, t, own, out) == CUTILE_SUCCESS;
        if (d->nres != 1 || !d->nopnds || !(ct_def(d)->props & P_PURE) ||
            d->opc == CT_OP_DOT)
            return false;
        const ct_type *ot = ct_val_type(L->f, d->opnds[0]);
        if (!is_tile(ot) || (d->opc != CT_OP_RESHAPE && !same_shape(ot, t)))
            return false;
        v = d->opnds[0];
        const ct_ll *have = layout_of(L, v);
        if (have) {
            *out = *have;
            return true;
        }
    }
    return false;
}

/* reduce: every operand in one layout (the first operand's, else its natural_layout); each
 * result is reduce_layout. */
static ct_status visit_reduce(lay *L, ct_block *b, uint32_t *pos)
{
    ct_op *op = b->ops[*pos];
    const ct_type *t = ct_val_type(L->f, op->opnds[0]);
    ct_ll src, res;
    if (t->rank > CT_LL_MAX_RANK)
        return ct_unsupported(L->c, L->f, op, "rank above 8");
    if (!layout_of(L, op->opnds[0]) && natural_layout(L, op->opnds[0], false, &src)) {
        if (set_layout(L, op->opnds[0], &src))
            return L->c->d->status;
    } else if (own_layout(L, op->opnds[0], &src)) {
        return L->c->d->status;
    }
    for (uint32_t k = 1; k < op->nopnds; k++)
        if (demand(L, b, pos, k, &src))
            return L->c->d->status;
    reduce_layout(L, op, &src, &res);
    for (uint32_t k = 0; k < op->nres; k++)
        if (convert_after(L, b, *pos, k, &res))
            return L->c->d->status;
    return CUTILE_SUCCESS;
}

/* The values a terminator passes its operands to: the if's results, the next iteration's
 * arguments (continue), the loop's results (break); NULL for a combiner's yield. */
static const ct_val *term_targets(const lay *L, const ct_op *op)
{
    if (op->opc == CT_OP_YIELD)
        return L->parent && L->parent->opc == CT_OP_IF ? L->parent->res : NULL;
    if (!L->loop || (op->opc != CT_OP_CONTINUE && op->opc != CT_OP_BREAK))
        return NULL;
    if (op->opc == CT_OP_BREAK)
        return L->loop->res;
    const ct_block *body = &L->loop->regions[0].blocks[0];
    if (!body->args) /* a loop without block arguments: nothing is passed (no NULL + 0) */
        return NULL;
    return body->args + (L->loop->opc == CT_OP_FOR);
}

/* Loop-carried values and if results keep one layout on every path: the carried registers are
 * shared. Initial values are converted before the loop; operands of continue / break / yield
 * are converted where they are passed. */
static ct_status visit_cf(lay *L, ct_block *b, uint32_t *pos)
{
    ct_op *op = b->ops[*pos];
    ct_ll want;
    if (op->opc == CT_OP_REDUCE)
        return visit_reduce(L, b, pos);
    if (ct_def(op)->props & P_TERM) {
        const ct_val *dst = term_targets(L, op);
        for (uint32_t k = 0; dst && k < op->nopnds; k++)
            if (is_tile(ct_val_type(L->f, dst[k])) &&
                demand(L, b, pos, k, layout_of(L, dst[k])))
                return L->c->d->status;
        return CUTILE_SUCCESS;
    }
    for (uint32_t i = 0; i < op->nres; i++)
        if (is_tile(ct_val_type(L->f, op->res[i])) && own_layout(L, op->res[i], &want))
            return L->c->d->status;
    if (op->opc != CT_OP_FOR && op->opc != CT_OP_LOOP)
        return CUTILE_SUCCESS;
    const ct_block *body = &op->regions[0].blocks[0];
    uint32_t first = op->opc == CT_OP_FOR ? 3 : 0, skip = op->opc == CT_OP_FOR;
    for (uint32_t i = skip; i < body->nargs; i++) {
        ct_val arg = body->args[i];
        if (!is_tile(ct_val_type(L->f, arg)))
            continue;
        if (op->opc == CT_OP_FOR)
            want = *layout_of(L, op->res[i - 1]);
        else if (own_layout(L, op->opnds[i], &want))
            return L->c->d->status;
        if (set_layout(L, arg, &want) || demand(L, b, pos, first + i - skip, &want))
            return L->c->d->status;
    }
    return CUTILE_SUCCESS;
}

static ct_status visit(lay *L, ct_block *b, uint32_t *pos)
{
    ct_op *op = b->ops[*pos];
    const ct_func *f = L->f;
    ct_ll want;
    if (op->opc == CT_OP_CONVERT_LAYOUT)
        return CUTILE_SUCCESS;
    if (op->opc != CT_OP_SCAN && (op->nregions || ct_def(op)->props & P_TERM))
        return visit_cf(L, b, pos);
    bool anchor = op->opc == CT_OP_TILED_LOAD || op->opc == CT_OP_GATHER_LOAD;
    for (uint32_t i = 0; i < op->nres; i++) {
        const ct_type *t = ct_val_type(f, op->res[i]);
        if (!is_tile(t) || layout_of(L, op->res[i]))
            continue;
        if (anchor ? anchor_layout(L, op, t, &want) : shape_layout(L, t, t->rank ? t->rank - 1 : 0,
                                                                    16 / elem_bytes(t), &want))
            return L->c->d->status;
        if (set_layout(L, op->res[i], &want))
            return L->c->d->status;
    }
    const ct_ll *r = op->nres ? layout_of(L, op->res[0]) : NULL;
    if (op->opc == CT_OP_TILED_STORE || op->opc == CT_OP_SCATTER_STORE) {
        const ct_type *t = ct_val_type(f, op->opnds[op->opc == CT_OP_TILED_STORE ? 0 : 1]);
        ct_val v = op->opnds[0];
        /* accumulator fragments are stored as they are by a single dot (a small tile, not
         * worth the round trip) and by TMA (the prefer_tma knob, or the TMA-store epilogue's
         * rule: both stage them themselves) */
        uint8_t acc = op->opc == CT_OP_TILED_STORE && v < L->nseeded ? L->seeded[v] : 0;
        if (acc == SEED_DOT ||
            (acc == SEED_LOOP && ((L->c->cfg->knobs.prefer_tma == 1 &&
                                   ct_pass_has(L->c, CT_FEAT_TMA)) ||
                                  ct_tma_epilogue(L->c, op))))
            want = *layout_of(L, v);
        else if (anchor_layout(L, op, t, &want))
            return L->c->d->status;
        uint32_t n = op->opc == CT_OP_TILED_STORE ? 1 : op->nopnds;
        for (uint32_t k = 0; k < n; k++)
            if (demand(L, b, pos, k, &want))
                return L->c->d->status;
        return CUTILE_SUCCESS;
    }
    for (uint32_t k = 0; r && k < op->nopnds; k++) {
        op = b->ops[*pos];
        if (!operand_layout(L, op, k, r, &want))
            continue;
        /* operands staged through shared memory for ldmatrix are always converted, from
         * their natural layout where no other user gave them one, with the load's own
         * vectors: a K^T tile reshaped from its 3-D load keeps 16-byte vectors along K (the
         * stage is stored transposed, ct_mma_smem), not the reshape's default or the layout
         * of V's tile of the same shape (attention d64: K^T in 2-byte loads) */
        bool staged = ct_mma_staged(L->c->cfg, f, op, k, L->nw);
        ct_ll nat;
        if (staged && !layout_of(L, op->opnds[k]) &&
            natural_layout(L, op->opnds[k], true, &nat) &&
            set_layout(L, op->opnds[k], &nat))
            return L->c->d->status;
        if (staged ? convert_before(L, b, pos, k, &want) : demand(L, b, pos, k, &want))
            return L->c->d->status;
    }
    return CUTILE_SUCCESS;
}

/* ----------------------------------- vector widths ----------------------------------- */

static uint32_t min32(uint32_t a, uint64_t b) { return b < a ? (uint32_t)b : a; }

static uint32_t tiled_vec(const ct_op *op, const ct_ll *l)
{
    const ct_type *pv = op->attrs[0]->type, *tv = pv->elem;
    int i = tiled_contig_dim(pv);
    if (i < 0)
        return 1;
    uint32_t j = pv->ndim_map ? (uint32_t)pv->dim_map[i] : (uint32_t)i;
    uint32_t eb = ct_scalar_mem_bytes(tv->elem->scalar);
    uint8_t lg[CT_LL_MAX_RANK];
    for (uint32_t d = 0; d < pv->ntile; d++) {
        uint8_t k = 0;
        while ((1 << k) < pv->tile_shape[d])
            k++;
        lg[d] = k;
    }
    /* the layout's run past dim i's own bits is the next dim's: a vector stays inside the tile's
     * extent along i (a tile of extent 1 there, or 2 of every 4 columns, is not contiguous) */
    uint32_t v = ct_ll_contig(l, ct_ll_dim_offset(pv->ntile, lg, (uint32_t)i));
    v = min32(v, (uint64_t)pv->tile_shape[i]);
    v = min32(v, 16 / eb);
    v = min32(v, (uint64_t)op->attrs[2]->value / eb);
    uint32_t step = (uint32_t)ct_view_step(pv, (uint32_t)i); /* a strided view's tile start */
    v = min32(v, step & (~step + 1));
    for (uint32_t d = 0; d < tv->rank; d++)
        if (d != j)
            v = min32(v, (uint64_t)op->attrs[3]->i32[d]);
    if (!op->attrs[1]->bools[i])
        v = min32(v, (uint64_t)op->attrs[4]->i32[j]);
    return pow2_floor(v ? v : 1);
}

static uint32_t gather_vec(const ct_func *f, const ct_op *op, const ct_ll *l)
{
    const ct_type *pt = ct_val_type(f, op->opnds[0]);
    if (!pt->rank)
        return 1;
    uint32_t eb = elem_bytes(ct_type_elem(pt)->elem ? ct_type_elem(pt)->elem : pt);
    uint32_t v = ct_ll_contig(l, 0);
    v = min32(v, (uint64_t)op->attrs[0]->value);
    v = min32(v, (uint64_t)op->attrs[1]->value / eb);
    v = min32(v, 16 / eb);
    if (op->seg[op->opc == CT_OP_GATHER_LOAD ? 1 : 2])
        v = min32(v, (uint64_t)op->attrs[2]->value);
    return pow2_floor(v ? v : 1);
}

/* Writes `layout` and `vec` on every access (slots 5/6 of tiled ops, 3/4 of gathers). */
static ct_status annotate(lay *L, ct_op *op)
{
    bool tiled = op->opc == CT_OP_TILED_LOAD || op->opc == CT_OP_TILED_STORE;
    if (!tiled && op->opc != CT_OP_GATHER_LOAD && op->opc != CT_OP_SCATTER_STORE)
        return CUTILE_SUCCESS;
    ct_val data = op->opc == CT_OP_TILED_LOAD || op->opc == CT_OP_GATHER_LOAD ? op->res[0]
                  : op->opc == CT_OP_TILED_STORE                              ? op->opnds[0]
                                                                             : op->opnds[1];
    const ct_ll *l = layout_of(L, data);
    uint32_t slot = tiled ? 5 : 3;
    if (!l)
        return ct_unsupported(L->c, L->f, op, "no layout for the data tile");
    uint32_t v = tiled ? tiled_vec(op, l) : gather_vec(L->f, op, l);
    /* relaxed / acquire / release accesses stay scalar: one ordered access per element */
    if (ct_rw_attr_named(op, "memory_ordering_semantics", CT_MEM_ORDERING_WEAK) != CT_MEM_ORDERING_WEAK)
        v = 1;
    op->attrs[slot] = ll_attr(L->m, l);
    op->attrs[slot + 1] = ct_rw_attr_int(L->m, CT_S_I32, v);
    if (!op->attrs[slot] || !op->attrs[slot + 1])
        return ct_diag_set(L->c->d, CUTILE_ERROR_OUT_OF_MEMORY, "assign-layouts: out of memory");
    return CUTILE_SUCCESS;
}

static ct_status assign_region(lay *L, ct_region *r)
{
    for (uint32_t bi = 0; bi < r->nblocks; bi++) {
        ct_block *b = &r->blocks[bi];
        for (uint32_t i = b->nops; i-- > 0;) {
            uint32_t pos = i;
            if (visit(L, b, &pos))
                return L->c->d->status;
            const ct_op *parent = L->parent, *loop = L->loop, *op = b->ops[pos];
            L->parent = op;
            if (op->opc == CT_OP_FOR || op->opc == CT_OP_LOOP)
                L->loop = op;
            for (uint32_t k = 0; k < op->nregions; k++)
                if (assign_region(L, &op->regions[k]))
                    return L->c->d->status;
            L->parent = parent;
            L->loop = loop;
        }
        for (uint32_t i = 0; i < b->nops; i++)
            if (annotate(L, b->ops[i]))
                return L->c->d->status;
    }
    return CUTILE_SUCCESS;
}

/* A wgmma dot needs every warp on its own 16 rows of M, in whole warpgroups: no more warps
 * than M / 16 when that leaves at least one warpgroup. The walk also counts the tensor-core
 * dots and what their accumulators would take of one warpgroup's registers (ONE_WG_REGS). */
typedef struct wg_cap {
    const ct_func *f;
    uint32_t nw;
    uint32_t dots, wgmma; /* tensor-core dots; of them on wgmma with 16-bit operands */
    uint64_t regs;        /* what their accumulators take of a thread of one warpgroup */
    uint64_t acc;         /* elements of the largest accumulator */
} wg_cap;

/* Whether wgmma reads both operands of dot from shared memory in either order
 * (ct_mma_wg_transposable: 16-bit types): an N-major tf32 or 8-bit operand is staged through
 * registers instead (more registers and work a thread in one warpgroup; not measured). */
static bool transposable_operands(const ct_func *f, const ct_op *dot)
{
    for (uint32_t k = 0; k < 2; k++) {
        ct_scalar s = (ct_scalar)ct_type_elem(ct_val_type(f, dot->opnds[k]))->scalar;
        if (!ct_mma_wg_transposable((uint32_t)__builtin_ctz(ct_scalar_mem_bytes(s))))
            return false;
    }
    return true;
}

static void wg_warps(ct_op *op, void *user)
{
    wg_cap *w = user;
    if (op->opc != CT_OP_DOT ||
        (ct_mma_engine(op) != CT_MMA_WGMMA && ct_mma_engine(op) != CT_MMA_TCGEN05))
        return;
    uint64_t rows = (uint64_t)ct_val_type(w->f, op->opnds[0])->shape[0];
    if (rows / 16 >= 4 && w->nw > rows / 16)
        w->nw = (uint32_t)(rows / 16);
    w->dots++;
    w->wgmma += ct_mma_engine(op) == CT_MMA_WGMMA && transposable_operands(w->f, op);
    /* an accumulator that is no block argument is a fresh tile each time (a product scaled
     * before it is added): the result and the value it is added into are live together */
    uint64_t acc = ct_type_num_elements(ct_val_type(w->f, op->opnds[2]));
    w->regs += (w->f->values[op->opnds[2]].def ? 2 * acc : acc) / 128;
    w->acc = acc > w->acc ? acc : w->acc;
}

/* Accumulator registers a thread of one warpgroup may hold in a GEMM: a function whose one
 * tensor-core dot is a wgmma of 16-bit operands whose accumulator fits, and which has no tile
 * larger than that accumulator, runs in one warpgroup rather than two, as tileiras does: half
 * the warps pay each K step's waits, barrier arrivals and descriptor arithmetic for the same
 * wgmma work. H200, samples/matmul's 128x128 tiles (128 registers; two CTAs an SM either way):
 * - 8192^3 against tileiras 13.4 on the same inputs (test/diff: normal values of random
 *   exponents), ms: bf16 x64 1.658 -> 1.549 (tileiras 1.546), x32 1.814 -> 1.670 (1.581);
 *   f16 x64 1.630 -> 1.588, x32 1.986 -> 1.656.
 * - bench_matmul's 12 shapes, one run: x32 +4% (geomean, bf16 and f16; no shape slower);
 *   x64 +1-3% where the grid is waves deep, -2..-8% under one wave (1024^3, M <= 128), where
 *   a CTA alone on its SM drains the tensor pipe at each of its three stages' waits and no
 *   second warpgroup covers it (geomean 0.988 bf16, 0.982 f16); split-K even.
 * A 128x256 accumulator (256 registers) spills in one warpgroup: 5-9x slower. A function of
 * two dots keeps two warpgroups, which take turns at the tensor cores (attention). Operands
 * loaded through the registers are not counted although they make one warpgroup spill (the
 * unaligned 128x128x64 `_any` GEMMs: 140 bytes at 255 registers): counted, the 152 registers
 * of two warpgroups left one CTA an SM instead of two, and those K loops, not pipelined, then
 * lost the second CTA's loads under the first's MMAs — 1.39x slower (H100, 8192-sided
 * matmul 7.30 -> 10.10 ms, bmm 3.73 -> 5.23; tileiras 26.7 and 15.3). */
enum { ONE_WG_REGS = 128 };

/* Warps per CTA: enough that the largest tile gives each thread about 8 elements (256
 * elements per warp), between 1 and 8 (no more than a wgmma dot can use), and one warpgroup
 * for a GEMM whose accumulator fits in it (ONE_WG_REGS); or the knob; or the entry's
 * num_worker_warps_per_cta hint (4 or 8). */
static uint32_t choose_warps(const ct_pass_ctx *c, const ct_func *f)
{
    int64_t hint;
    if (c->cfg->knobs.num_warps)
        return (uint32_t)c->cfg->knobs.num_warps;
    if (ct_hint_int(c, f, "num_worker_warps_per_cta", &hint) && (hint == 4 || hint == 8))
        return (uint32_t)hint;
    uint64_t mx = 1;
    for (uint32_t v = 0; v < f->nvalues; v++) {
        const ct_type *t = f->values[v].type;
        if (t && is_tile(t) && ct_type_num_elements(t) > mx)
            mx = ct_type_num_elements(t);
    }
    uint32_t nw = pow2_floor(mx / 256);
    wg_cap w = {f, nw > 8 ? 8 : nw, 0, 0, 0, 0};
    ct_rw_walk((ct_region *)&f->body, wg_warps, &w);
    bool one_wg = w.dots == 1 && w.wgmma == 1 && w.regs <= ONE_WG_REGS && mx <= w.acc;
    return w.nw > 4 && one_wg ? 4 : w.nw;
}

/* Before the backward walk, a dot's result takes its accumulator fragment, and so do the values
 * that carry it forward without moving data: elementwise results of same-shape operands (the
 * epilogue's casts) and the loop results a continue passes it to (the K loop's accumulator).
 * Users that want another layout get a conversion, not the accumulator of every iteration.
 * Tiled stores of a K loop's accumulator too: their coalesced 16-byte layout through shared
 * memory beats storing the fragments, where a quad of lanes covers 8 consecutive elements of a
 * row (H200, bf16: C written at 0.9 TB/s; 8192x8192x1024 in 128x128x64 tiles 505 -> 568
 * TFLOP/s, 8192^3 in 128x256x64 765 -> 784).
 *
 * A reduction of such a value takes the projected fragment (reduce_layout), and a reshape of
 * that keeps it (the flat index): attention's running row max and sum then stay in the slice
 * of the accumulator that broadcasts back onto it, where their defaults would cost three
 * conversions through shared memory an iteration. (SEED_ROWS values are not stored as
 * fragments.) */
static const ct_ll *seeded(const lay *L, const ct_op *op, uint8_t *mark, ct_ll *tmp)
{
    if (op->opc == CT_OP_REDUCE && op->nopnds && L->seeded[op->opnds[0]] &&
        layout_of(L, op->opnds[0])) {
        reduce_layout(L, op, layout_of(L, op->opnds[0]), tmp);
        *mark = SEED_ROWS;
        return tmp;
    }
    if (op->opc == CT_OP_RESHAPE && L->seeded[op->opnds[0]] == SEED_ROWS) {
        *mark = SEED_ROWS;
        return layout_of(L, op->opnds[0]);
    }
    if (op->opc == CT_OP_CONVERT_LAYOUT || op->nres != 1 || op->nregions ||
        !(ct_def(op)->props & P_PURE) || !is_tile(ct_val_type(L->f, op->res[0])))
        return NULL;
    const ct_type *rt = ct_val_type(L->f, op->res[0]);
    const ct_ll *l = NULL;
    for (uint32_t k = 0; k < op->nopnds; k++) {
        const ct_type *t = ct_val_type(L->f, op->opnds[k]);
        if (!is_tile(t) || !same_shape(t, rt))
            return NULL;
        l = l ? l : layout_of(L, op->opnds[k]);
        *mark = L->seeded[op->opnds[k]] > *mark ? L->seeded[op->opnds[k]] : *mark;
    }
    return l;
}

static ct_status seed_region(lay *L, ct_region *r)
{
    for (uint32_t bi = 0; bi < r->nblocks; bi++)
        for (uint32_t i = 0; i < r->blocks[bi].nops; i++) {
            ct_op *op = r->blocks[bi].ops[i];
            ct_ll want;
            const ct_ll *l = NULL;
            uint8_t mark = SEED_DOT;
            for (uint32_t k = 0; k < op->nregions; k++)
                if (seed_region(L, &op->regions[k]))
                    return L->c->d->status;
            if (op->opc == CT_OP_DOT && ct_mma_operand_layout(L->f, op, CT_MMA_C, L->nw, &want))
                l = &want;
            else if (op->opc != CT_OP_DOT)
                l = seeded(L, op, &mark, &want);
            for (uint32_t k = 0; l && k < (op->opc == CT_OP_REDUCE ? op->nres : 1); k++)
                if (!layout_of(L, op->res[k]) && (L->seeded[op->res[k]] = mark) &&
                    set_layout(L, op->res[k], l))
                    return L->c->d->status;
            if (op->opc != CT_OP_FOR || !op->regions[0].nblocks)
                continue;
            const ct_block *body = &op->regions[0].blocks[0];
            const ct_op *cont = body->nops ? body->ops[body->nops - 1] : NULL;
            for (uint32_t k = 0; cont && cont->opc == CT_OP_CONTINUE && k < cont->nopnds &&
                                 k < op->nres; k++)
                if ((l = layout_of(L, cont->opnds[k])) && !layout_of(L, op->res[k]) &&
                    (L->seeded[op->res[k]] = L->seeded[cont->opnds[k]] == SEED_ROWS
                                                 ? SEED_ROWS : SEED_LOOP) &&
                    set_layout(L, op->res[k], l))
                    return L->c->d->status;
        }
    return CUTILE_SUCCESS;
}

ct_status ct_pass_layouts(ct_pass_ctx *c, ct_module *m)
{
    for (uint32_t fi = 0; fi < m->nfuncs; fi++) {
        ct_func *f = m->funcs[fi];
        lay L = {.c = c, .m = m, .f = f, .fs = &c->fs[fi], .nw = choose_warps(c, f)};
        L.fs->num_warps = L.nw;
        L.nseeded = f->nvalues;
        if (!(L.seeded = ct_arena_alloc(&c->arena, f->nvalues + 1)))
            return ct_diag_set(c->d, CUTILE_ERROR_OUT_OF_MEMORY, "assign-layouts: out of memory");
        if (seed_region(&L, &f->body) || assign_region(&L, &f->body))
            return c->d->status;
    }
    return CUTILE_SUCCESS;
}
