/* assume_propagation.c — assume-propagation: what `assume` predicates and the integer/pointer ops that
 * compute a value say about its elements (ct_fact: divisibility, contiguity, constancy,
 * bounds), for every value of every function; and, for the entries, the facts each argument
 * must satisfy at launch (the kernel's parameter metadata, compile.h).
 *
 * The facts are what lets the lowering vectorize: a load of `base + bid*1024 + iota` with
 * base 16-byte aligned is four-wide; a gather mask `offs < n` with n divisible by 16 is
 * constant over runs of 16 lanes. Facts of a value hold wherever the value is used (SSA). */
#include <string.h>

#include "pass/pass.h"

typedef struct prop {
    ct_pass_ctx *c;
    uint32_t fi;
    ct_func *f;
    ct_fact *facts;
} prop;

static uint64_t pow2_factor(uint64_t v)
{
    return v ? (v & (~v + 1)) : CT_DIV_MAX;
}

static uint64_t min_u64(uint64_t a, uint64_t b) { return a < b ? a : b; }
static uint32_t min_u32(uint32_t a, uint32_t b) { return a < b ? a : b; }
static uint32_t max_u32(uint32_t a, uint32_t b) { return a > b ? a : b; }

static uint32_t rank_of(const ct_type *t)
{
    return t && t->kind == CT_TY_TILE && t->rank <= CT_LL_MAX_RANK ? t->rank : 0;
}

static ct_fact none(const ct_type *t)
{
    ct_fact x = {.div = 1};
    for (uint32_t d = 0; d < rank_of(t); d++)
        x.contig[d] = x.cnst[d] = 1;
    return x;
}

uint64_t ct_fact_elem_div(const ct_fact *x, uint32_t rank)
{
    for (uint32_t d = 0; d < rank; d++)
        if (x->contig[d] > 1)
            return 1;
    return x->div;
}

/* x with its runs along d cut to length n: the new run starts are old starts plus multiples
 * of n, so they keep min(div, n) (every element, when n = 1). */
static ct_fact shrink(ct_fact x, uint32_t d, uint32_t n)
{
    if (n < x.contig[d]) {
        x.div = n > 1 ? min_u64(x.div, n) : 1;
        x.contig[d] = n;
    }
    return x;
}

static void set_range(ct_fact *x, int64_t lb, int64_t ub)
{
    x->has_lb = x->has_ub = true;
    x->lb = lb;
    x->ub = ub;
}

static ct_fact of_const(const ct_op *op, const ct_type *t)
{
    ct_fact x = none(t);
    uint64_t bits;
    if (!ct_type_is_int(ct_type_elem(t)) || !ct_rw_const_splat(op, &bits))
        return x;
    x.div = pow2_factor(bits);
    for (uint32_t d = 0; d < rank_of(t); d++)
        x.cnst[d] = (uint32_t)t->shape[d];
    set_range(&x, (int64_t)bits, (int64_t)bits);
    return x;
}

/* Sum-like ops (addi, offset): runs of one side over constant runs of the other. `scale` is
 * what one step of b is worth in a's units (element bytes for offset). */
static ct_fact add_like(ct_fact a, ct_fact b, uint32_t rank, uint64_t scale, bool sub)
{
    ct_fact r = none(NULL);
    for (uint32_t d = 0; d < rank; d++) {
        r.cnst[d] = min_u32(a.cnst[d], b.cnst[d]);
        uint32_t from_a = min_u32(a.contig[d], b.cnst[d]);
        uint32_t from_b = sub ? 1 : min_u32(b.contig[d], a.cnst[d]);
        r.contig[d] = max_u32(from_a, from_b);
        a = shrink(a, d, r.contig[d]);
        b = shrink(b, d, r.contig[d]);
    }
    r.div = min_u64(a.div, b.div >= CT_DIV_MAX / scale ? CT_DIV_MAX : b.div * scale);
    if (a.has_lb && b.has_lb && a.has_ub && b.has_ub && scale == 1) {
        int64_t lo, hi;
        bool ovf = sub ? __builtin_sub_overflow(a.lb, b.ub, &lo) || __builtin_sub_overflow(a.ub, b.lb, &hi)
                       : __builtin_add_overflow(a.lb, b.lb, &lo) || __builtin_add_overflow(a.ub, b.ub, &hi);
        if (!ovf)
            set_range(&r, lo, hi);
    }
    return r;
}

static ct_fact mul(ct_fact a, ct_fact b, uint32_t rank)
{
    ct_fact r = none(NULL);
    for (uint32_t d = 0; d < rank; d++) {
        r.contig[d] = 1;
        r.cnst[d] = min_u32(a.cnst[d], b.cnst[d]);
    }
    uint64_t da = ct_fact_elem_div(&a, rank), db = ct_fact_elem_div(&b, rank);
    r.div = da >= CT_DIV_MAX / db ? CT_DIV_MAX : da * db;
    int64_t p[4];
    if (a.has_lb && a.has_ub && b.has_lb && b.has_ub &&
        !__builtin_mul_overflow(a.lb, b.lb, &p[0]) && !__builtin_mul_overflow(a.lb, b.ub, &p[1]) &&
        !__builtin_mul_overflow(a.ub, b.lb, &p[2]) && !__builtin_mul_overflow(a.ub, b.ub, &p[3])) {
        int64_t lo = p[0], hi = p[0];
        for (int i = 1; i < 4; i++)
            lo = p[i] < lo ? p[i] : lo, hi = p[i] > hi ? p[i] : hi;
        set_range(&r, lo, hi);
    }
    return r;
}

/* `a < b` / `a >= b` with a contiguous and b constant (or mirrored): over aligned groups no
 * longer than a's runs, a's run-start divisibility, b's constancy and b's divisibility, the
 * boundary b cannot fall inside a group, so the result is constant there. */
static uint32_t cmp_const_run(const ct_fact *a, const ct_fact *b, uint32_t d, uint32_t rank)
{
    uint64_t g = min_u64(a->contig[d], a->div);
    g = min_u64(g, b->cnst[d]);
    g = min_u64(g, ct_fact_elem_div(b, rank));
    return (uint32_t)g;
}

static ct_fact cmp(const ct_op *op, ct_fact a, ct_fact b, uint32_t rank)
{
    ct_fact r = none(NULL);
    int pred = (int)ct_rw_attr_i(op, 0, 0);
    bool lhs_runs = pred == CT_CMP_PREDICATE_LT || pred == CT_CMP_PREDICATE_GE;
    bool rhs_runs = pred == CT_CMP_PREDICATE_GT || pred == CT_CMP_PREDICATE_LE;
    for (uint32_t d = 0; d < rank; d++) {
        r.contig[d] = 1;
        r.cnst[d] = min_u32(a.cnst[d], b.cnst[d]);
        if (lhs_runs)
            r.cnst[d] = max_u32(r.cnst[d], cmp_const_run(&a, &b, d, rank));
        if (rhs_runs)
            r.cnst[d] = max_u32(r.cnst[d], cmp_const_run(&b, &a, d, rank));
    }
    set_range(&r, 0, 1);
    return r;
}

static ct_fact elementwise_const(const ct_fact *const *in, uint32_t n, uint32_t rank)
{
    ct_fact r = none(NULL);
    for (uint32_t d = 0; d < rank; d++) {
        r.contig[d] = 1;
        r.cnst[d] = in[0]->cnst[d];
        for (uint32_t i = 1; i < n; i++)
            r.cnst[d] = min_u32(r.cnst[d], in[i]->cnst[d]);
    }
    return r;
}

static ct_fact broadcast(ct_fact a, const ct_type *src, const ct_type *res)
{
    for (uint32_t d = 0; d < rank_of(res) && d < rank_of(src); d++)
        if (src->shape[d] == 1 && res->shape[d] > 1) {
            a.cnst[d] = (uint32_t)res->shape[d];
            a.contig[d] = 1;
        }
    return a;
}

/* Reshape that only inserts or removes unit dimensions keeps the facts of the others. */
static ct_fact reshape(ct_fact a, const ct_type *src, const ct_type *res)
{
    ct_fact r = none(res);
    r.div = ct_fact_elem_div(&a, rank_of(src));
    r.has_lb = a.has_lb, r.has_ub = a.has_ub, r.lb = a.lb, r.ub = a.ub;
    uint32_t i = 0, j = 0, rs = rank_of(src), rr = rank_of(res);
    if (src->kind != CT_TY_TILE || res->kind != CT_TY_TILE || src->rank != rs || res->rank != rr)
        return r;
    ct_fact m = r;
    while (i < rs || j < rr) {
        if (i < rs && src->shape[i] == 1) {
            i++;
        } else if (j < rr && res->shape[j] == 1) {
            j++;
        } else if (i < rs && j < rr && src->shape[i] == res->shape[j]) {
            m.contig[j] = a.contig[i];
            m.cnst[j] = a.cnst[i];
            i++, j++;
        } else {
            return r;
        }
    }
    m.div = a.div;
    return m;
}

static void apply_predicate(ct_fact *x, const ct_attr *p, uint32_t rank)
{
    if (!p)
        return;
    switch (p->kind) {
    case CT_ATTR_DIV_BY:
        if ((p->flags & 3) == 3 && (uint64_t)p->b < rank && p->a > 0) {
            uint32_t k = (uint32_t)p->b;
            x->contig[k] = max_u32(x->contig[k], (uint32_t)min_u64((uint64_t)p->a, UINT32_MAX));
        }
        x->div = p->value > x->div ? p->value : x->div;
        break;
    case CT_ATTR_SAME_ELEMENTS:
        for (uint32_t d = 0; d < rank && d < p->n; d++)
            if (p->i64[d] > 0)
                x->cnst[d] = max_u32(x->cnst[d], (uint32_t)min_u64((uint64_t)p->i64[d], UINT32_MAX));
        break;
    case CT_ATTR_BOUNDED:
        if ((p->flags & 1) && (!x->has_lb || p->a > x->lb))
            x->has_lb = true, x->lb = p->a;
        if ((p->flags & 2) && (!x->has_ub || p->b < x->ub))
            x->has_ub = true, x->ub = p->b;
        break;
    default:
        break;
    }
}

static ct_fact fact_of_op(prop *p, const ct_op *op, uint32_t ri)
{
    ct_func *f = p->f;
    const ct_type *t = ct_val_type(f, op->res[ri]);
    uint32_t rank = rank_of(t);
    ct_fact in[3];
    for (uint32_t i = 0; i < op->nopnds && i < 3; i++)
        in[i] = p->facts[op->opnds[i]];
    const ct_fact *ins[3] = {&in[0], &in[1], &in[2]};
    ct_fact r;
    switch (op->opc) {
    case CT_OP_CONSTANT: return of_const(op, t);
    case CT_OP_ASSUME:
        r = in[0];
        apply_predicate(&r, op->attrs[0], rank);
        return r;
    case CT_OP_IOTA:
        r = none(t);
        r.contig[0] = (uint32_t)t->shape[0];
        r.div = CT_DIV_MAX;
        set_range(&r, 0, t->shape[0] - 1);
        return r;
    case CT_OP_GET_TILE_BLOCK_ID:
        r = none(t);
        set_range(&r, 0, (1 << 24) - 2); /* ops.md §3.3: grid extents < 2^24 */
        return r;
    case CT_OP_GET_NUM_TILE_BLOCKS:
        r = none(t);
        set_range(&r, 1, (1 << 24) - 1);
        return r;
    case CT_OP_BROADCAST: return broadcast(in[0], ct_val_type(f, op->opnds[0]), t);
    case CT_OP_RESHAPE: return reshape(in[0], ct_val_type(f, op->opnds[0]), t);
    case CT_OP_ADDI: return add_like(in[0], in[1], rank, 1, false);
    case CT_OP_SUBI: return add_like(in[0], in[1], rank, 1, true);
    case CT_OP_MULI: return mul(in[0], in[1], rank);
    case CT_OP_OFFSET: {
        const ct_type *pt = ct_type_elem(t)->elem;
        uint64_t bytes = pt && pt->kind == CT_TY_SCALAR ? ct_scalar_mem_bytes(pt->scalar) : 1;
        return add_like(in[0], in[1], rank, bytes, false);
    }
    case CT_OP_EXTI:
    case CT_OP_INT_TO_PTR:
    case CT_OP_PTR_TO_INT:
    case CT_OP_PTR_TO_PTR:
        return in[0];
    case CT_OP_CMPI: return cmp(op, in[0], in[1], rank);
    case CT_OP_ANDI:
    case CT_OP_ORI:
    case CT_OP_XORI:
        return elementwise_const(ins, 2, rank);
    case CT_OP_SELECT: {
        r = elementwise_const(ins, 3, rank);
        for (uint32_t d = 0; d < rank; d++) {
            uint32_t n = min_u32(in[0].cnst[d], min_u32(in[1].contig[d], in[2].contig[d]));
            in[1] = shrink(in[1], d, n);
            in[2] = shrink(in[2], d, n);
            r.contig[d] = n;
        }
        r.div = min_u64(in[1].div, in[2].div);
        return r;
    }
    case CT_OP_MAKE_TENSOR_VIEW:
        r = none(t);
        r.div = ct_fact_elem_div(&in[0], 0);
        return r;
    default:
        return none(t);
    }
}

static void prop_op(ct_op *op, void *user)
{
    prop *p = user;
    for (uint32_t i = 0; i < op->nres; i++)
        p->facts[op->res[i]] = fact_of_op(p, op, i);
}

/* ---------------------------------- entry parameters ---------------------------------- */

/* The entry argument a value is (through assumes only; for a tensor_view, its base
 * pointer's), or -1. */
static int arg_of(const ct_func *f, ct_val v)
{
    const ct_value *x = &f->values[v];
    while (x->def && (x->def->opc == CT_OP_ASSUME || x->def->opc == CT_OP_MAKE_TENSOR_VIEW))
        x = &f->values[x->def->opnds[0]];
    return !x->def && x->block == &f->body.blocks[0] ? (int)x->index : -1;
}

static ct_status param_kinds(prop *p, ct_kernel_param *ps)
{
    const ct_func *f = p->f;
    for (uint32_t i = 0; i < f->type->nin; i++) {
        const ct_type *t = f->type->ins[i];
        const ct_type *e = t->kind == CT_TY_TILE && t->rank == 0 ? t->elem : NULL;
        ct_kernel_param *k = &ps[i];
        k->facts.div_by = 1;
        if (e && e->kind == CT_TY_PTR && e->elem->kind == CT_TY_SCALAR) {
            k->kind = CT_PARAM_PTR, k->size = 8, k->dtype = e->elem->scalar;
        } else if (e && e->kind == CT_TY_SCALAR && e->scalar == CT_S_I1) {
            k->kind = CT_PARAM_BOOL, k->size = 4, k->dtype = CT_S_I1;
        } else if (e && e->kind == CT_TY_SCALAR && ct_scalar_infos[e->scalar].bits >= 8 &&
                   (e->scalar <= CT_S_F32 || e->scalar == CT_S_F64) && e->scalar != CT_S_TF32) {
            k->kind = ct_scalar_infos[e->scalar].is_float ? CT_PARAM_FLOAT : CT_PARAM_INT;
            k->size = ct_scalar_infos[e->scalar].bytes, k->dtype = e->scalar;
        } else {
            return ct_unsupported_kernel(p->c, f,
                                         "argument %u is not a scalar tile of a base type or "
                                         "pointer (cuTile's calling convention)", i);
        }
    }
    return CUTILE_SUCCESS;
}

/* Every assume on an argument (through chains) constrains what may be passed. */
static void param_assumes(ct_op *op, void *user)
{
    prop *p = user;
    ct_kernel_param *ps = p->c->fs[p->fi].params;
    if (op->opc != CT_OP_ASSUME)
        return;
    int a = arg_of(p->f, op->opnds[0]);
    if (a < 0)
        return;
    ct_fact x = {.div = ps[a].facts.div_by, .has_lb = ps[a].facts.has_lb,
                 .has_ub = ps[a].facts.has_ub, .lb = ps[a].facts.lb, .ub = ps[a].facts.ub};
    apply_predicate(&x, op->attrs[0], 0);
    ps[a].facts.div_by = x.div;
    ps[a].facts.has_lb = x.has_lb, ps[a].facts.lb = x.lb;
    ps[a].facts.has_ub = x.has_ub, ps[a].facts.ub = x.ub;
}

/* make_tensor_view(base = argument k, rank n) names k an array base and, when its dynamic
 * operands are exactly the arguments that follow (cuTile's ptr, shape[n], strides[n]), gives
 * the shape and stride slots their roles; a static extent or stride fixes its slot's value.
 * Arrays have at most CUTILE_MAX_RANK dimensions at launch (cuTileArg, the launch metadata):
 * the base of a view of higher rank stays a plain pointer parameter. */
static void param_views(ct_op *op, void *user)
{
    prop *p = user;
    const ct_func *f = p->f;
    ct_kernel_param *ps = p->c->fs[p->fi].params;
    if (op->opc != CT_OP_MAKE_TENSOR_VIEW)
        return;
    int k = arg_of(f, op->res[0]);
    const ct_type *tv = ct_val_type(f, op->res[0]);
    uint32_t n = tv->rank, nin = f->type->nin;
    if (k < 0 || n > CUTILE_MAX_RANK || (uint64_t)k + 2 * n >= nin || tv->nstrides != n)
        return;
    uint32_t nshape, nstride;
    const ct_val *dshape = ct_op_group(op, 1, &nshape), *dstride = ct_op_group(op, 2, &nstride);
    const int64_t *vals[2] = {tv->shape, tv->strides};
    const ct_val *dyn[2] = {dshape, dstride};
    uint32_t used[2] = {0, 0};
    for (uint32_t g = 0; g < 2; g++)
        for (uint32_t i = 0; i < n; i++) {
            uint32_t slot = (uint32_t)k + 1 + g * n + i;
            if (vals[g][i] == CT_DYN && arg_of(f, dyn[g][used[g]++]) != (int)slot)
                return;
            if (ps[slot].kind != CT_PARAM_INT)
                return;
        }
    ps[k].role = CT_ROLE_ARRAY_BASE;
    ps[k].array_rank = (uint8_t)n;
    for (uint32_t g = 0; g < 2; g++)
        for (uint32_t i = 0; i < n; i++) {
            ct_kernel_param *s = &ps[k + 1 + g * n + i];
            s->role = g ? CT_ROLE_ARRAY_STRIDE : CT_ROLE_ARRAY_SHAPE;
            s->dim = (uint8_t)i;
            if (vals[g][i] != CT_DYN)
                s->facts.has_expect = true, s->facts.expect = vals[g][i];
        }
}

ct_status ct_pass_assume(ct_pass_ctx *c, ct_module *m)
{
    for (uint32_t fi = 0; fi < m->nfuncs; fi++) {
        ct_func *f = m->funcs[fi];
        ct_fstate *fs = &c->fs[fi];
        prop p = {c, fi, f, ct_arena_alloc(&c->arena, (f->nvalues + 1) * sizeof(ct_fact))};
        fs->params = ct_arena_alloc(&c->arena, (f->type->nin + 1) * sizeof *fs->params);
        if (!p.facts || !fs->params)
            return ct_diag_set(c->d, CUTILE_ERROR_OUT_OF_MEMORY, "assume-propagation: out of memory");
        for (uint32_t v = 0; v < f->nvalues; v++)
            p.facts[v] = none(f->values[v].type);
        ct_rw_walk(&f->body, prop_op, &p);
        fs->facts = p.facts;
        fs->nfacts = f->nvalues;
        if (param_kinds(&p, fs->params))
            return c->d->status;
        ct_rw_walk(&f->body, param_assumes, &p);
        ct_rw_walk(&f->body, param_views, &p);
    }
    return CUTILE_SUCCESS;
}
