/* lower_views.c — lower-views (tile → mem): memory made explicit.
 *
 *   load_view_tko / store_view_tko of a partition view → tiled_load / tiled_store on the
 *       tensor_view descriptor, with the view type, the bounds the tile stage proved
 *       (inbounds per tile dim) and the alignment facts as attributes
 *   load_ptr_tko / store_ptr_tko → gather_load / scatter_store with run facts of the
 *       pointers and the mask
 *   get_index_space_shape / get_tensor_shape → constants, or arithmetic on the descriptor
 *   tokens → program order, plus a `barrier` before an access whose token says it must see
 *       another access that may have touched the same addresses from other threads
 *       (store→load, load→store, store→store; ops.md §2.5). make_token / join_tokens go.
 *
 * atomic_red_view_tko → tiled_store with the reduction `mode` (relaxed, red.<mode> per element).
 * Strided views lower like partition views (the view type on tiled_load / tiled_store says
 * where a tile starts, ct_view_step). Relaxed / acquire / release accesses keep their ordering
 * and scope as attributes of the mem op (codegen makes them scalar ld/st.<sem>.<scope>).
 * Gather/scatter views become gather_load / scatter_store through a pointer tile built here. Tokens carried through control flow, and those of atomics,
 * print, gdc_* and fences, stay as operands of those ops (codegen gives tokens no
 * registers). */
#include <string.h>

#include "lower/lower_views.h"

enum { TOK_READ = 1, TOK_WRITE = 2 }; /* what a token says happened before it */

typedef struct views {
    ct_pass_ctx *c;
    ct_module *m;
    uint32_t fi;
    ct_func *f;
    ct_subst map;
    uint8_t *tok; /* per value: TOK_* of a token */
} views;

static bool is_token(const ct_func *f, ct_val v) { return ct_val_type(f, v)->kind == CT_TY_TOKEN; }

static uint64_t pow2_of(int64_t v)
{
    uint64_t u = (uint64_t)v;
    return u ? u & (~u + 1) : 1ull << 30;
}

static int32_t cap30(uint64_t v) { return (int32_t)(v > (1u << 30) ? 1u << 30 : v); }

/* The tensor dimension facts of a descriptor: static entries from the type, dynamic ones from
 * the make_tensor_view operands. */
static void dim_divs(views *w, const ct_op *mtv, const ct_type *tv, uint32_t group,
                     int32_t *out)
{
    uint32_t n;
    const ct_val *dyn = ct_op_group(mtv, group, &n);
    const int64_t *vals = group == 1 ? tv->shape : tv->strides;
    uint32_t k = 0;
    for (uint32_t i = 0; i < tv->rank; i++) {
        if (vals[i] != CT_DYN) {
            out[i] = cap30(pow2_of(vals[i]));
        } else {
            ct_fact x = ct_fact_of(w->c, w->fi, w->f, dyn[k++]);
            out[i] = cap30(ct_fact_elem_div(&x, 0));
        }
    }
}

/* A tile dim is in bounds when the last tile of the index space ends inside a static extent,
 * or tiles do not overlap (step = tile) and a dynamic extent is assumed divisible by the tile,
 * or the 13.4 `inbounds` flag promises it. */
static void inbounds(const ct_type *pv, const int32_t *shape_div, const ct_attr *flags,
                     uint8_t *out)
{
    const ct_type *tv = pv->elem;
    for (uint32_t i = 0; i < pv->ntile; i++) {
        uint32_t j = pv->ndim_map ? (uint32_t)pv->dim_map[i] : i;
        int64_t tile = pv->tile_shape[i], step = ct_view_step(pv, i), x = tv->shape[j];
        bool full = x != CT_DYN ? ((x + step - 1) / step - 1) * step + tile <= x
                                : step == tile && shape_div[j] % tile == 0;
        out[i] = full || (flags && i < flags->n && flags->bools[i]);
    }
}

static ct_status tiled_attrs(views *w, ct_op *op, const ct_op *mtv, const ct_type *pv,
                             const ct_attr *flags)
{
    const ct_type *tv = pv->elem;
    int32_t sdiv[CT_LL_MAX_RANK], xdiv[CT_LL_MAX_RANK];
    uint8_t inb[CT_LL_MAX_RANK];
    if (tv->rank > CT_LL_MAX_RANK || pv->ntile != tv->rank)
        return ct_unsupported(w->c, w->f, op, "view rank above 8");
    dim_divs(w, mtv, tv, 1, xdiv);
    dim_divs(w, mtv, tv, 2, sdiv);
    inbounds(pv, xdiv, flags, inb);
    ct_fact base = ct_fact_of(w->c, w->fi, w->f, mtv->res[0]);
    uint64_t el = ct_scalar_mem_bytes(tv->elem->scalar);
    uint64_t align = base.div > el ? base.div : el;
    ct_module *m = w->m;
    op->attrs[0] = ct_rw_attr_type(m, pv);
    op->attrs[1] = ct_rw_attr_bools(m, inb, pv->ntile);
    op->attrs[2] = ct_rw_attr_int(m, CT_S_I64, (uint64_t)cap30(align));
    op->attrs[3] = ct_rw_attr_i32s(m, sdiv, tv->rank);
    op->attrs[4] = ct_rw_attr_i32s(m, xdiv, tv->rank);
    for (int i = 0; i < 5; i++)
        if (!op->attrs[i])
            return ct_diag_set(w->c->d, CUTILE_ERROR_OUT_OF_MEMORY, "lower-views: out of memory");
    return CUTILE_SUCCESS;
}

static ct_status gather_attrs(views *w, ct_op *op, ct_val ptrs, ct_val mask)
{
    const ct_type *t = ct_val_type(w->f, ptrs);
    uint32_t last = t->rank ? t->rank - 1 : 0;
    ct_fact p = ct_fact_of(w->c, w->fi, w->f, ptrs);
    uint32_t contig = t->rank ? p.contig[last] : 1;
    uint32_t mconst = t->rank ? (uint32_t)t->shape[last] : 1;
    if (mask != CT_NO_VAL && t->rank)
        mconst = ct_fact_of(w->c, w->fi, w->f, mask).cnst[last];
    uint64_t align = contig > 1 ? p.div : ct_fact_elem_div(&p, t->rank);
    op->attrs[0] = ct_rw_attr_int(w->m, CT_S_I32, contig);
    op->attrs[1] = ct_rw_attr_int(w->m, CT_S_I64, (uint64_t)cap30(align));
    op->attrs[2] = ct_rw_attr_int(w->m, CT_S_I32, mconst);
    return op->attrs[0] && op->attrs[1] && op->attrs[2] ? CUTILE_SUCCESS : CUTILE_ERROR_OUT_OF_MEMORY;
}

static ct_status append(views *w, ct_block *nb, ct_op *op)
{
    if (!op || ct_block_append(w->m, nb, op))
        return ct_diag_set(w->c->d, CUTILE_ERROR_OUT_OF_MEMORY, "lower-views: out of memory");
    return CUTILE_SUCCESS;
}

/* The token operand of a memory op (or CT_NO_VAL) and what the op itself does; `fence` asks for
 * a barrier whatever the token says. */
static ct_status order(views *w, ct_block *nb, const ct_op *op, uint32_t tok_group, uint8_t self,
                       bool fence)
{
    uint32_t n;
    const ct_val *t = ct_op_group(op, tok_group, &n);
    uint8_t before = n ? w->tok[t[0]] : 0;
    bool need = fence || ((self & TOK_WRITE) ? before != 0 : (before & TOK_WRITE) != 0);
    uint32_t ri = op->nres - 1; /* the result token is the last result */
    w->tok[op->res[ri]] = before | self;
    return need ? append(w, nb, ct_rw_op(w->m, w->f, CT_OP_BARRIER, 0, NULL, 0, NULL, NULL))
                : CUTILE_SUCCESS;
}

/* A non-weak access orders across the tile block's threads like an atomic (see lower_atomic):
 * a release waits at a barrier for the block's earlier accesses, and an acquire's token says
 * "read and written", so the accesses ordered after it wait for it at a barrier. */
static ct_status order_access(views *w, ct_block *nb, const ct_op *op, uint32_t tok_group,
                              bool store)
{
    int64_t sem = ct_rw_attr_i(op, 0, CT_MEM_ORDERING_WEAK);
    if (order(w, nb, op, tok_group, store ? TOK_WRITE : TOK_READ, sem == CT_MEM_ORDERING_RELEASE))
        return w->c->d->status;
    if (sem == CT_MEM_ORDERING_ACQUIRE)
        w->tok[op->res[op->nres - 1]] = TOK_READ | TOK_WRITE;
    return CUTILE_SUCCESS;
}

/* The ordering and scope of a non-weak access ride on its mem op (absent: weak). */
static void copy_ordering(const ct_op *op, ct_op *lo)
{
    static const char *const names[2] = {"memory_ordering_semantics", "memory_scope"};
    if (ct_rw_attr_i(op, 0, CT_MEM_ORDERING_WEAK) == CT_MEM_ORDERING_WEAK)
        return;
    for (int k = 0; k < 2; k++) {
        int from = ct_op_attr_index(ct_def(op), names[k]), to = ct_op_attr_index(ct_def(lo), names[k]);
        if (from >= 0 && to >= 0)
            lo->attrs[to] = op->attrs[from];
    }
}

/* The make_partition_view / make_strided_view behind a view operand and the make_tensor_view
 * behind that. */
static ct_status view_defs(views *w, const ct_op *op, ct_val view, const ct_op **mtv)
{
    const ct_op *mpv = w->f->values[view].def;
    if (!mpv || (mpv->opc != CT_OP_MAKE_PARTITION_VIEW && mpv->opc != CT_OP_MAKE_STRIDED_VIEW))
        return ct_unsupported(w->c, w->f, op, "only partition and strided views are lowered so far");
    *mtv = w->f->values[mpv->opnds[0]].def;
    if (!*mtv || (*mtv)->opc != CT_OP_MAKE_TENSOR_VIEW)
        return ct_unsupported(w->c, w->f, op, "tensor view not made by make_tensor_view");
    return CUTILE_SUCCESS;
}

/* ---- gather/scatter views (ops.md §1.7) as pointer gathers / scatters ---- */

/* The bits of +infinity of float type s. f8E4M3FN has none: an infinity padding is its NaN
 * (S.1111.111, the sign kept), as a float semantics without infinities makes one (LLVM's
 * APFloat, which MLIR-based compilers build such constants with, does the same). */
static uint64_t inf_bits(ct_scalar s)
{
    switch (s) {
    case CT_S_F16: return 0x7C00;
    case CT_S_BF16: return 0x7F80;
    case CT_S_F32: return 0x7F800000u;
    case CT_S_F8E5M2: return 0x7C;
    case CT_S_F8E4M3FN: return 0x7F;
    default: return 0x7FF0000000000000ull;
    }
}

/* (lower/lower_views.h) also serves tiled_load's padding in codegen */
uint64_t ct_view_pad_bits(const ct_type *pv, ct_scalar s)
{
    if (!pv->has_padding || pv->padding == CT_PADDING_ZERO)
        return 0;
    int w = ct_scalar_infos[s].bits;
    uint64_t sign = 1ull << (w - 1), inf = inf_bits(s);
    switch (pv->padding) {
    case CT_PADDING_NEG_ZERO: return sign;
    case CT_PADDING_NAN: return sign - 1; /* all ones below the sign: a quiet NaN */
    case CT_PADDING_POS_INF: return inf;
    default: return sign | inf;
    }
}


/* Appends opc(in…) with one result of type t and its first attributes; CT_NO_VAL on OOM. */
static ct_val emit(views *w, ct_block *nb, ct_opcode opc, const ct_type *t, uint32_t n,
                   const ct_val *in, const ct_attr *a0, const ct_attr *a1)
{
    ct_op *op = ct_rw_op(w->m, w->f, opc, 1, &t, n, in, NULL);
    uint32_t na = op ? ct_def(op)->nattrs : 0;
    if (!op || (na > 0 && !a0) || (na > 1 && !a1) || append(w, nb, op))
        return CT_NO_VAL;
    if (na > 0)
        op->attrs[0] = a0;
    if (na > 1)
        op->attrs[1] = a1;
    return op->res[0];
}

static const ct_type *tile_type(views *w, const ct_type *elem, uint32_t r, const int64_t *shape)
{
    return ct_type_tile(w->m, elem, r, shape);
}

/* v (a rank-0 tile, or a 1-D one of extent shape[d]) as an i64 tile of `shape`: zero-extended
 * (indices and extents are unsigned), reshaped to rank r with its extent at d, broadcast. */
static ct_val spread(views *w, ct_block *nb, ct_val v, uint32_t d, uint32_t r, const int64_t *shape)
{
    const ct_type *t = ct_val_type(w->f, v), *i64 = ct_type_scalar(w->m, CT_S_I64);
    const ct_type *e = ct_type_elem(t);
    int64_t one[CT_LL_MAX_RANK];
    for (uint32_t i = 0; i < r; i++)
        one[i] = t->rank && i == d ? shape[d] : 1;
    if (e->kind == CT_TY_SCALAR && e->scalar != CT_S_I64)
        v = emit(w, nb, CT_OP_EXTI, tile_type(w, i64, t->rank, t->shape), 1, &v,
                 ct_rw_attr_enum(w->m, CT_ENUM_SIGNEDNESS, CT_SIGNEDNESS_UNSIGNED), NULL);
    if (e->kind == CT_TY_SCALAR)
        e = i64;
    const ct_type *mid = tile_type(w, e, r, one), *full = tile_type(w, e, r, shape);
    if (v != CT_NO_VAL && ct_val_type(w->f, v) != mid)
        v = emit(w, nb, CT_OP_RESHAPE, mid, 1, &v, NULL, NULL);
    if (v != CT_NO_VAL && mid != full)
        v = emit(w, nb, CT_OP_BROADCAST, full, 1, &v, NULL, NULL);
    return v;
}

/* A dense dim's start offset (rank 0) as an i64, sign-extended: cuTile's Slice(start, length)
 * may start before 0 (a convolution's padding), and its elements from 0 on are in bounds. The
 * sparse dim's index tile stays unsigned (ops.md); a start ≥ 2^31 of an i32 index would be past
 * any extent of that index type either way. */
static ct_val start_i64(views *w, ct_block *nb, ct_val v)
{
    const ct_type *t = ct_val_type(w->f, v);
    if (ct_type_elem(t)->scalar == CT_S_I64)
        return v;
    return emit(w, nb, CT_OP_EXTI, tile_type(w, ct_type_scalar(w->m, CT_S_I64), 0, NULL), 1, &v,
                ct_rw_attr_enum(w->m, CT_ENUM_SIGNEDNESS, CT_SIGNEDNESS_SIGNED), NULL);
}

/* Tensor dim j's extent (group 1) or stride (group 2): the static value as a constant, else the
 * make_tensor_view operand. */
static ct_val tensor_dim(views *w, ct_block *nb, const ct_op *mtv, uint32_t group, uint32_t j)
{
    const ct_type *tv = ct_val_type(w->f, mtv->res[0]);
    const int64_t *vals = group == 1 ? tv->shape : tv->strides;
    if (vals[j] != CT_DYN) {
        ct_op *k = ct_rw_splat(w->m, w->f, tile_type(w, ct_type_scalar(w->m, CT_S_I64), 0, NULL),
                               (uint64_t)vals[j]);
        return append(w, nb, k) ? CT_NO_VAL : k->res[0];
    }
    uint32_t n, k = 0;
    const ct_val *dyn = ct_op_group(mtv, group, &n);
    for (uint32_t i = 0; i < j; i++)
        k += vals[i] == CT_DYN;
    return dyn[k];
}

/* Element e sits at c[sparse] = idx_sparse[e[sparse]], c[j] = idx_j + e[j] (idx_j signed:
 * start_i64): its pointer is base + Σ c[j]·stride[j], its mask Π c[j] < extent[j] (unsigned:
 * a negative c is out). Sets *ptrs and *mask. */
static ct_status gs_address(views *w, ct_block *nb, const ct_type *gv, const ct_op *mtv,
                            const ct_val *idx, ct_val *ptrs, ct_val *mask)
{
    uint32_t r = gv->ntile;
    int64_t shape[CT_LL_MAX_RANK];
    for (uint32_t i = 0; i < r; i++)
        shape[i] = gv->tile_shape[i];
    const ct_type *i64 = ct_type_scalar(w->m, CT_S_I64);
    const ct_type *ti = tile_type(w, i64, r, shape);
    const ct_type *tb = tile_type(w, ct_type_scalar(w->m, CT_S_I1), r, shape);
    const ct_attr *none = ct_rw_attr_enum(w->m, CT_ENUM_OVERFLOW, CT_OVERFLOW_NONE);
    const ct_attr *lt = ct_rw_attr_enum(w->m, CT_ENUM_CMP_PREDICATE, CT_CMP_PREDICATE_LT);
    const ct_attr *uns = ct_rw_attr_enum(w->m, CT_ENUM_SIGNEDNESS, CT_SIGNEDNESS_UNSIGNED);
    ct_val offs = CT_NO_VAL;
    *mask = CT_NO_VAL;
    for (uint32_t j = 0; j < r; j++) {
        ct_val c = j == gv->sparse_dim ? idx[j] : start_i64(w, nb, idx[j]);
        c = c == CT_NO_VAL ? CT_NO_VAL : spread(w, nb, c, j, r, shape);
        if (j != gv->sparse_dim) {
            ct_val io = emit(w, nb, CT_OP_IOTA, tile_type(w, i64, 1, &shape[j]), 0, NULL, NULL, NULL);
            ct_val ab[2] = {c, io == CT_NO_VAL ? CT_NO_VAL : spread(w, nb, io, j, r, shape)};
            c = c == CT_NO_VAL || ab[1] == CT_NO_VAL ? CT_NO_VAL
                                                     : emit(w, nb, CT_OP_ADDI, ti, 2, ab, none, NULL);
        }
        ct_val x = tensor_dim(w, nb, mtv, 1, j), st = tensor_dim(w, nb, mtv, 2, j);
        ct_val cx[2] = {c, x == CT_NO_VAL ? CT_NO_VAL : spread(w, nb, x, 0, r, shape)};
        ct_val cs[2] = {c, st == CT_NO_VAL ? CT_NO_VAL : spread(w, nb, st, 0, r, shape)};
        if (c == CT_NO_VAL || cx[1] == CT_NO_VAL || cs[1] == CT_NO_VAL)
            return ct_diag_set(w->c->d, CUTILE_ERROR_OUT_OF_MEMORY, "lower-views: out of memory");
        ct_val in = emit(w, nb, CT_OP_CMPI, tb, 2, cx, lt, uns);
        ct_val term = emit(w, nb, CT_OP_MULI, ti, 2, cs, none, NULL);
        if (in == CT_NO_VAL || term == CT_NO_VAL)
            return ct_diag_set(w->c->d, CUTILE_ERROR_OUT_OF_MEMORY, "lower-views: out of memory");
        ct_val mm[2] = {*mask, in}, oo[2] = {offs, term};
        *mask = *mask == CT_NO_VAL ? in : emit(w, nb, CT_OP_ANDI, tb, 2, mm, NULL, NULL);
        offs = offs == CT_NO_VAL ? term : emit(w, nb, CT_OP_ADDI, ti, 2, oo, none, NULL);
        if (*mask == CT_NO_VAL || offs == CT_NO_VAL)
            return ct_diag_set(w->c->d, CUTILE_ERROR_OUT_OF_MEMORY, "lower-views: out of memory");
    }
    ct_val po[2] = {spread(w, nb, mtv->opnds[0], 0, r, shape), offs};
    *ptrs = po[0] == CT_NO_VAL ? CT_NO_VAL
                               : emit(w, nb, CT_OP_OFFSET, ct_val_type(w->f, po[0]), 2, po, NULL, NULL);
    return *ptrs == CT_NO_VAL
               ? ct_diag_set(w->c->d, CUTILE_ERROR_OUT_OF_MEMORY, "lower-views: out of memory")
               : CUTILE_SUCCESS;
}

/* load_view_tko / store_view_tko of a gather/scatter view → gather_load / scatter_store;
 * out-of-bounds elements are masked: a load reads the view's padding there (zero without one),
 * a store writes nothing. */
static ct_status lower_gs_access(views *w, ct_block *nb, const ct_op *op, const ct_op *mtv)
{
    bool store = op->opc == CT_OP_STORE_VIEW_TKO;
    uint32_t base = store, nidx;
    const ct_type *gv = ct_val_type(w->f, op->opnds[base]);
    const ct_val *idx = ct_op_group(op, base + 1, &nidx);
    if (gv->ntile > CT_LL_MAX_RANK || nidx != gv->ntile)
        return ct_unsupported(w->c, w->f, op, "view rank above 8");
    ct_val ptrs, mask;
    if (order_access(w, nb, op, base + 2, store) || gs_address(w, nb, gv, mtv, idx, &ptrs, &mask))
        return w->c->d->status;
    const ct_type *rt = store ? NULL : ct_val_type(w->f, op->res[0]);
    uint64_t pad = ct_view_pad_bits(gv, (ct_scalar)gv->elem->elem->scalar);
    ct_op *k = store || !pad ? NULL : ct_rw_splat(w->m, w->f, rt, pad);
    if (k && append(w, nb, k))
        return w->c->d->status;
    ct_val in[3] = {ptrs, store ? op->opnds[0] : mask, store ? mask : k ? k->res[0] : CT_NO_VAL};
    uint32_t seg[3] = {1, 1, store || k};
    ct_op *g = ct_rw_op(w->m, w->f, store ? CT_OP_SCATTER_STORE : CT_OP_GATHER_LOAD, !store, &rt,
                        2 + seg[2], in, seg);
    if (!g || !(g->attrs[0] = ct_rw_attr_int(w->m, CT_S_I32, 1)) ||
        !(g->attrs[1] = ct_rw_attr_int(w->m, CT_S_I64, ct_scalar_mem_bytes(gv->elem->elem->scalar))) ||
        !(g->attrs[2] = ct_rw_attr_int(w->m, CT_S_I32, 1)))
        return ct_diag_set(w->c->d, CUTILE_ERROR_OUT_OF_MEMORY, "lower-views: out of memory");
    g->loc = op->loc;
    copy_ordering(op, g);
    if (!store)
        ct_rw_subst_set(&w->map, op->res[0], g->res[0]);
    return append(w, nb, g);
}

/* load_view_tko: view, index…, token; store_view_tko: tile, view, index…, token;
 * atomic_red_view_tko: view, index…, tile, token — a tiled_store with the reduction `mode`. */
static ct_status lower_view_access(views *w, ct_block *nb, const ct_op *op)
{
    bool red = op->opc == CT_OP_ATOMIC_RED_VIEW_TKO, store = op->opc != CT_OP_LOAD_VIEW_TKO;
    uint32_t base = op->opc == CT_OP_STORE_VIEW_TKO, nidx, k; /* the view's group */
    ct_val view = op->opnds[base];
    const ct_val *idx = ct_op_group(op, base + 1, &nidx);
    const ct_op *mtv, *gsv = w->f->values[view].def;
    if (!red && gsv && gsv->opc == CT_OP_MAKE_GATHER_SCATTER_VIEW) {
        mtv = w->f->values[gsv->opnds[0]].def;
        if (!mtv || mtv->opc != CT_OP_MAKE_TENSOR_VIEW)
            return ct_unsupported(w->c, w->f, op, "tensor view not made by make_tensor_view");
        return lower_gs_access(w, nb, op, mtv);
    }
    if (view_defs(w, op, view, &mtv) || order_access(w, nb, op, red ? 3 : base + 2, store))
        return w->c->d->status;
    ct_val opnds[1 + 1 + CT_LL_MAX_RANK];
    uint32_t n = 0;
    if (store)
        opnds[n++] = red ? ct_op_group(op, 2, &k)[0] : op->opnds[0];
    opnds[n++] = mtv->res[0];
    for (uint32_t i = 0; i < nidx && i < CT_LL_MAX_RANK; i++)
        opnds[n++] = idx[i];
    const ct_type *rt = store ? NULL : ct_val_type(w->f, op->res[0]);
    ct_op *lo = ct_rw_op(w->m, w->f, store ? CT_OP_TILED_STORE : CT_OP_TILED_LOAD, store ? 0 : 1,
                         &rt, n, opnds, NULL);
    if (!lo)
        return ct_diag_set(w->c->d, CUTILE_ERROR_OUT_OF_MEMORY, "lower-views: out of memory");
    int fl = ct_op_attr_index(ct_def(op), "inbounds"), mode = ct_op_attr_index(ct_def(lo), "mode");
    if (tiled_attrs(w, lo, mtv, ct_val_type(w->f, view), fl >= 0 ? op->attrs[fl] : NULL))
        return w->c->d->status; /* out of memory, or a rank it does not take */
    lo->loc = op->loc;
    copy_ordering(op, lo);
    if (red)
        lo->attrs[mode] = op->attrs[ct_op_attr_index(ct_def(op), "mode")];
    if (!store)
        ct_rw_subst_set(&w->map, op->res[0], lo->res[0]);
    return append(w, nb, lo);
}

static ct_status lower_ptr_access(views *w, ct_block *nb, const ct_op *op, bool store)
{
    /* load_ptr_tko: source, mask?, padding?, token?; store_ptr_tko: destination, value,
     * mask?, token? */
    uint32_t ngroups = ct_def(op)->nopnds, n = 0, seg[3];
    ct_val opnds[3], mask = CT_NO_VAL;
    for (uint32_t g = 0; g + 1 < ngroups; g++) {
        uint32_t k;
        const ct_val *v = ct_op_group(op, g, &k);
        seg[g] = k;
        if (k)
            opnds[n++] = v[0];
        if (k && ((store && g == 2) || (!store && g == 1)))
            mask = v[0];
    }
    if (order_access(w, nb, op, ngroups - 1, store))
        return w->c->d->status;
    const ct_type *rt = store ? NULL : ct_val_type(w->f, op->res[0]);
    ct_op *g = ct_rw_op(w->m, w->f, store ? CT_OP_SCATTER_STORE : CT_OP_GATHER_LOAD,
                        store ? 0 : 1, &rt, n, opnds, seg);
    if (!g || gather_attrs(w, g, opnds[0], mask))
        return ct_diag_set(w->c->d, CUTILE_ERROR_OUT_OF_MEMORY, "lower-views: out of memory");
    g->loc = op->loc;
    copy_ordering(op, g);
    if (!store)
        ct_rw_subst_set(&w->map, op->res[0], g->res[0]);
    return append(w, nb, g);
}

/* One result of get_index_space_shape / get_tensor_shape: the static value as a constant, or
 * the dynamic extent (divided by the tile step, rounding up), computed in the extent's type and
 * then truncated or zero-extended to the result's: cuTile's num_tiles asks i32 tile counts of
 * an array with i64 extents. */
static ct_status shape_result(views *w, ct_block *nb, const ct_op *mtv, uint32_t j,
                              int32_t tile, ct_val res)
{
    const ct_type *tv = ct_val_type(w->f, mtv->res[0]), *rt = ct_val_type(w->f, res);
    if (tv->shape[j] != CT_DYN) {
        ct_op *k = ct_rw_splat(w->m, w->f, rt, (uint64_t)((tv->shape[j] + tile - 1) / tile));
        ct_rw_subst_set(&w->map, res, k ? k->res[0] : res);
        return append(w, nb, k);
    }
    uint32_t n, k = 0;
    const ct_val *dyn = ct_op_group(mtv, 1, &n);
    for (uint32_t i = 0; i < j; i++)
        k += tv->shape[i] == CT_DYN;
    ct_val v = dyn[k];
    const ct_type *et = ct_val_type(w->f, v);
    if (tile != 1) {
        ct_op *t = ct_rw_splat(w->m, w->f, et, (uint64_t)tile);
        if (append(w, nb, t))
            return w->c->d->status;
        ct_val ab[2] = {v, t->res[0]};
        v = emit(w, nb, CT_OP_DIVI, et, 2, ab,
                 ct_rw_attr_enum(w->m, CT_ENUM_SIGNEDNESS, CT_SIGNEDNESS_UNSIGNED),
                 ct_rw_attr_enum(w->m, CT_ENUM_ROUNDING, CT_ROUNDING_POSITIVE_INF));
    }
    uint32_t from = ct_scalar_infos[ct_type_elem(et)->scalar].bits;
    uint32_t to = ct_scalar_infos[ct_type_elem(rt)->scalar].bits;
    if (v != CT_NO_VAL && from > to)
        v = emit(w, nb, CT_OP_TRUNCI, rt, 1, &v,
                 ct_rw_attr_enum(w->m, CT_ENUM_OVERFLOW, CT_OVERFLOW_NONE), NULL);
    else if (v != CT_NO_VAL && from < to)
        v = emit(w, nb, CT_OP_EXTI, rt, 1, &v,
                 ct_rw_attr_enum(w->m, CT_ENUM_SIGNEDNESS, CT_SIGNEDNESS_UNSIGNED), NULL);
    if (v == CT_NO_VAL)
        return ct_diag_set(w->c->d, CUTILE_ERROR_OUT_OF_MEMORY, "lower-views: out of memory");
    ct_rw_subst_set(&w->map, res, v);
    return CUTILE_SUCCESS;
}

static ct_status lower_shape(views *w, ct_block *nb, const ct_op *op)
{
    const ct_op *mtv = w->f->values[op->opnds[0]].def;
    const ct_type *pv = NULL;
    if (op->opc == CT_OP_GET_INDEX_SPACE_SHAPE) {
        if (view_defs(w, op, op->opnds[0], &mtv))
            return w->c->d->status;
        pv = ct_val_type(w->f, op->opnds[0]);
    } else if (!mtv || mtv->opc != CT_OP_MAKE_TENSOR_VIEW) {
        return ct_unsupported(w->c, w->f, op, "tensor view not made by make_tensor_view");
    }
    for (uint32_t i = 0; i < op->nres; i++) {
        uint32_t j = pv && pv->ndim_map ? (uint32_t)pv->dim_map[i] : i;
        if (shape_result(w, nb, mtv, j, pv ? ct_view_step(pv, i) : 1, op->res[i]))
            return w->c->d->status;
    }
    return CUTILE_SUCCESS;
}

static ct_status lower_region(views *w, ct_region *r);

/* Atomics stay (codegen makes each element one transaction of its owner thread) but order like
 * any access: a barrier before them where their token asks for one, and always before a release
 * (the CTA's earlier accesses must precede it); their result token says "read and written", so
 * the accesses ordered after an acquire wait for it at a barrier. */
static ct_status lower_atomic(views *w, ct_block *nb, const ct_op *op)
{
    int64_t sem = ct_rw_attr_i(op, 0, CT_MEM_ORDERING_RELAXED);
    return order(w, nb, op, ct_def(op)->nopnds - 1, TOK_READ | TOK_WRITE,
                 sem == CT_MEM_ORDERING_RELEASE || sem == CT_MEM_ORDERING_ACQ_REL);
}

/* Tokens carried by control flow (region arguments, results of for / loop / if) may stand for
 * any access of an earlier iteration or branch: they order like "a read and a write happened".
 * Other ops that take and return a token without accessing memory pass their inputs on. */
static void carried_tokens(views *w, const ct_op *op)
{
    uint8_t in = 0; /* ops that pass tokens on (print, gdc_*, fences): what their inputs say */
    for (uint32_t k = 0; k < op->nopnds; k++)
        if (is_token(w->f, op->opnds[k]))
            in |= w->tok[op->opnds[k]];
    for (uint32_t i = 0; i < op->nres; i++)
        if (is_token(w->f, op->res[i]))
            w->tok[op->res[i]] = op->nregions ? TOK_READ | TOK_WRITE : in;
    for (uint32_t k = 0; k < op->nregions; k++)
        for (uint32_t bi = 0; bi < op->regions[k].nblocks; bi++) {
            const ct_block *b = &op->regions[k].blocks[bi];
            for (uint32_t i = 0; i < b->nargs; i++)
                if (is_token(w->f, b->args[i]))
                    w->tok[b->args[i]] = TOK_READ | TOK_WRITE;
        }
}

static ct_status lower_op(views *w, ct_block *nb, ct_op *op)
{
    for (uint32_t k = 0; k < op->nopnds; k++)
        op->opnds[k] = ct_rw_subst_get(&w->map, op->opnds[k]);
    switch (op->opc) {
    case CT_OP_LOAD_VIEW_TKO:
    case CT_OP_STORE_VIEW_TKO:
    case CT_OP_ATOMIC_RED_VIEW_TKO: return lower_view_access(w, nb, op);
    case CT_OP_LOAD_PTR_TKO: return lower_ptr_access(w, nb, op, false);
    case CT_OP_STORE_PTR_TKO: return lower_ptr_access(w, nb, op, true);
    case CT_OP_GET_INDEX_SPACE_SHAPE:
    case CT_OP_GET_TENSOR_SHAPE: return lower_shape(w, nb, op);
    case CT_OP_ATOMIC_RMW_TKO:
    case CT_OP_ATOMIC_CAS_TKO:
        if (lower_atomic(w, nb, op))
            return w->c->d->status;
        break;
    case CT_OP_JOIN_TOKENS:
        for (uint32_t k = 0; k < op->nopnds; k++)
            w->tok[op->res[0]] |= w->tok[op->opnds[k]];
        break;
    default:
        carried_tokens(w, op);
        break;
    }
    for (uint32_t k = 0; k < op->nregions; k++)
        if (lower_region(w, &op->regions[k]))
            return w->c->d->status;
    return append(w, nb, op);
}

static ct_status lower_region(views *w, ct_region *r)
{
    for (uint32_t bi = 0; bi < r->nblocks; bi++) {
        ct_block *b = &r->blocks[bi];
        ct_block nb = {0};
        for (uint32_t i = 0; i < b->nops; i++)
            if (lower_op(w, &nb, b->ops[i]))
                return w->c->d->status;
        b->ops = nb.ops;
        b->nops = nb.nops;
        b->capops = nb.capops;
    }
    return CUTILE_SUCCESS;
}

/* After the accesses are lowered nothing may consume a token but make_token / join_tokens,
 * which then go. Anything else that still does (atomics, print, control flow carrying
 * tokens) is not lowered yet. */
static ct_status drop_tokens(views *w, ct_region *r)
{
    for (uint32_t bi = 0; bi < r->nblocks; bi++) {
        ct_block *b = &r->blocks[bi];
        uint32_t n = 0;
        for (uint32_t i = 0; i < b->nops; i++) {
            ct_op *op = b->ops[i];
            bool token_op = op->opc == CT_OP_MAKE_TOKEN || op->opc == CT_OP_JOIN_TOKENS;
            /* control flow keeps its token operands: codegen gives tokens no registers */
            bool carries = op->nregions || (ct_def(op)->props & P_TERM) ||
                           op->opc == CT_OP_ATOMIC_RMW_TKO || op->opc == CT_OP_ATOMIC_CAS_TKO ||
                           op->opc == CT_OP_PRINT_TKO || op->opc == CT_OP_GDC_WAIT_TKO ||
                           op->opc == CT_OP_GDC_LAUNCH_DEPENDENTS_TKO ||
                           op->opc == CT_OP_MEMORY_FENCE_ALIAS_TKO;
            for (uint32_t k = 0; !token_op && !carries && k < op->nopnds; k++)
                if (is_token(w->f, op->opnds[k]))
                    return ct_unsupported(w->c, w->f, op, "consumes a token (not lowered yet)");
            for (uint32_t k = 0; k < op->nregions; k++)
                if (drop_tokens(w, &op->regions[k]))
                    return w->c->d->status;
            if (!token_op)
                b->ops[n++] = op;
        }
        b->nops = n;
    }
    return CUTILE_SUCCESS;
}

ct_status ct_pass_lower_views(ct_pass_ctx *c, ct_module *m)
{
    for (uint32_t fi = 0; fi < m->nfuncs; fi++) {
        ct_func *f = m->funcs[fi];
        views w = {.c = c, .m = m, .fi = fi, .f = f, .tok = ct_arena_alloc(&c->arena, f->nvalues + 1)};
        if (!ct_rw_subst_init(&w.map, &c->arena, f) || !w.tok)
            return ct_diag_set(c->d, CUTILE_ERROR_OUT_OF_MEMORY, "lower-views: out of memory");
        if (lower_region(&w, &f->body))
            return c->d->status;
        ct_rw_subst_apply(f, &w.map);
        if (drop_tokens(&w, &f->body))
            return c->d->status;
    }
    return CUTILE_SUCCESS;
}
