/* fold.c — constant folding and algebraic identities on splat constants.
 *
 * An op whose operands are all splat constants and whose result is exactly computable here
 * becomes a splat constant (in place: the result id stays). Integer arithmetic is done on the
 * sign-extended bits and wrapped to the element width; float arithmetic only for f32/f64 with
 * round-to-nearest-even, no flush-to-zero, and no NaN in or out (the C compiler rounds the same
 * way; NaN payloads and FTZ are the device's business). Identities (x+0, x*1, x|0, x^0, x&~0,
 * shifts by 0, x+(-0.0) but toward −∞, x*1.0, x/1.0 without FTZ) forward the operand; x*0
 * becomes 0. */
#include <math.h>
#include <string.h>

#include "pass/pass.h"

typedef struct fold {
    ct_module *m;
    ct_func *f;
    ct_subst map;
    bool oom;
} fold;

static uint32_t width(const ct_func *f, ct_val v)
{
    return ct_scalar_infos[ct_type_elem(ct_val_type(f, v))->scalar].bits;
}

static uint64_t wrap(uint64_t v, uint32_t w) /* to w bits, sign-extended */
{
    if (w >= 64)
        return v;
    v &= (1ull << w) - 1;
    if (w > 1 && (v >> (w - 1) & 1))
        v |= ~0ull << w;
    return v;
}

static uint64_t zext(uint64_t v, uint32_t w) { return w >= 64 ? v : v & ((1ull << w) - 1); }

/* The signed value of bits v of width w (an i1 true is -1 when read as signed). */
static int64_t sval(uint64_t v, uint32_t w) { return w == 1 && (v & 1) ? -1 : (int64_t)v; }

static bool cmp_holds(int pred, bool lt, bool eq)
{
    switch (pred) {
    case CT_CMP_PREDICATE_EQ: return eq;
    case CT_CMP_PREDICATE_NE: return !eq;
    case CT_CMP_PREDICATE_LT: return lt;
    case CT_CMP_PREDICATE_LE: return lt || eq;
    case CT_CMP_PREDICATE_GT: return !lt && !eq;
    default: return !lt;
    }
}

/* Integer division with the op's rounding; false if undefined (b = 0, MIN / -1). */
static bool int_div(uint64_t a, uint64_t b, uint32_t w, bool sgn, int rnd, bool rem, uint64_t *r)
{
    if (zext(b, w) == 0)
        return false;
    if (!sgn) {
        uint64_t x = zext(a, w), y = zext(b, w), q = x / y;
        if (!rem && rnd == CT_ROUNDING_POSITIVE_INF && q * y != x)
            q++;
        *r = wrap(rem ? x % y : q, w);
        return true;
    }
    int64_t x = (int64_t)a, y = (int64_t)b;
    if (y == -1 && x == (int64_t)wrap(1ull << (w - 1), w))
        return false;
    int64_t q = x / y, m = x % y;
    if (!rem && m != 0 && ((m < 0) != (y < 0)) && rnd == CT_ROUNDING_NEGATIVE_INF)
        q--;
    if (!rem && m != 0 && ((m < 0) == (y < 0)) && rnd == CT_ROUNDING_POSITIVE_INF)
        q++;
    *r = wrap((uint64_t)(rem ? m : q), w);
    return true;
}

/* Integer ops on splat operands a (and b). */
static bool fold_int(const ct_func *f, const ct_op *op, const uint64_t *v, uint64_t *r)
{
    uint32_t w = width(f, op->nopnds ? op->opnds[0] : op->res[0]);
    uint64_t a = v[0], b = op->nopnds > 1 ? v[1] : 0;
    bool sgn = false;
    int sg = ct_op_attr_index(ct_def(op), "signedness");
    if (sg >= 0)
        sgn = ct_rw_attr_i(op, (uint32_t)sg, CT_SIGNEDNESS_SIGNED) == CT_SIGNEDNESS_SIGNED;
    switch (op->opc) {
    case CT_OP_ADDI: *r = wrap(a + b, w); return true;
    case CT_OP_SUBI: *r = wrap(a - b, w); return true;
    case CT_OP_MULI: *r = wrap(a * b, w); return true;
    case CT_OP_ANDI: *r = a & b; return true;
    case CT_OP_ORI: *r = a | b; return true;
    case CT_OP_XORI: *r = wrap(a ^ b, w); return true;
    case CT_OP_NEGI: *r = wrap(0 - a, w); return true;
    case CT_OP_SHLI: return zext(b, w) < w && (*r = wrap(a << zext(b, w), w), true);
    case CT_OP_SHRI:
        if (zext(b, w) >= w)
            return false;
        *r = wrap(sgn ? (uint64_t)((int64_t)a >> zext(b, w)) : zext(a, w) >> zext(b, w), w);
        return true;
    case CT_OP_MAXI:
    case CT_OP_MINI: {
        bool lt = sgn ? sval(a, w) < sval(b, w) : zext(a, w) < zext(b, w);
        *r = (op->opc == CT_OP_MAXI) == lt ? b : a;
        return true;
    }
    case CT_OP_DIVI:
        return int_div(a, b, w, sgn, (int)ct_rw_attr_named(op, "rounding", CT_ROUNDING_ZERO), false,
                       r);
    case CT_OP_REMI: return int_div(a, b, w, sgn, CT_ROUNDING_ZERO, true, r);
    case CT_OP_CMPI: {
        bool lt = sgn ? sval(a, w) < sval(b, w) : zext(a, w) < zext(b, w);
        *r = cmp_holds((int)ct_rw_attr_i(op, 0, 0), lt, a == b);
        return true;
    }
    case CT_OP_EXTI: *r = wrap(sgn ? (uint64_t)sval(a, w) : zext(a, w), width(f, op->res[0])); return true;
    case CT_OP_TRUNCI: *r = wrap(a, width(f, op->res[0])); return true;
    default: return false;
    }
}

static double as_double(uint64_t bits, ct_scalar s)
{
    if (s == CT_S_F64) {
        double d;
        memcpy(&d, &bits, sizeof d);
        return d;
    }
    uint32_t u = (uint32_t)bits;
    float x;
    memcpy(&x, &u, sizeof x);
    return x;
}

static uint64_t from_double(double d, ct_scalar s)
{
    if (s == CT_S_F64) {
        uint64_t b;
        memcpy(&b, &d, sizeof b);
        return b;
    }
    float x = (float)d;
    uint32_t u;
    memcpy(&u, &x, sizeof u);
    return u;
}

/* f32/f64 ops under round-to-nearest-even without FTZ. The f32 results are computed in
 * float so they round once. */
static bool fold_float(const ct_func *f, const ct_op *op, const uint64_t *v, uint64_t *r)
{
    ct_scalar s = ct_type_elem(ct_val_type(f, op->opnds[0]))->scalar;
    if (s != CT_S_F32 && s != CT_S_F64)
        return false;
    int rm = ct_op_attr_index(ct_def(op), "rounding_mode");
    int fz = ct_op_attr_index(ct_def(op), "flush_to_zero");
    if ((rm >= 0 && ct_rw_attr_i(op, (uint32_t)rm, 0) != CT_ROUNDING_NEAREST_EVEN) ||
        (fz >= 0 && op->attrs[fz]))
        return false;
    double a = as_double(v[0], s), b = op->nopnds > 1 ? as_double(v[1], s) : 0, x;
    if (isnan(a) || isnan(b))
        return false;
    bool f32 = s == CT_S_F32;
    switch (op->opc) {
    case CT_OP_ADDF: x = f32 ? (double)((float)a + (float)b) : a + b; break;
    case CT_OP_SUBF: x = f32 ? (double)((float)a - (float)b) : a - b; break;
    case CT_OP_MULF: x = f32 ? (double)((float)a * (float)b) : a * b; break;
    case CT_OP_DIVF: x = f32 ? (double)((float)a / (float)b) : a / b; break;
    case CT_OP_NEGF: *r = v[0] ^ (f32 ? 0x80000000ull : 1ull << 63); return true;
    case CT_OP_ABSF: *r = v[0] & ~(f32 ? 0x80000000ull : 1ull << 63); return true;
    case CT_OP_CMPF:
        *r = cmp_holds((int)ct_rw_attr_i(op, 0, 0), a < b, a == b);
        return true;
    default: return false;
    }
    if (isnan(x))
        return false;
    *r = from_double(x, s);
    return true;
}

/* The value an identity forwards, or CT_NO_VAL. b is the splat of the right operand. */
static ct_val identity(const ct_func *f, const ct_op *op, uint64_t b)
{
    ct_scalar s = ct_type_elem(ct_val_type(f, op->opnds[0]))->scalar;
    uint32_t w = ct_scalar_infos[s].bits;
    int fz = ct_op_attr_index(ct_def(op), "flush_to_zero");
    bool ftz = fz >= 0 && op->attrs[fz];
    uint64_t one = s == CT_S_F32 ? 0x3F800000u : 0x3FF0000000000000ull;
    uint64_t negzero = s == CT_S_F32 ? 0x80000000u : 1ull << 63;
    bool fl = s == CT_S_F32 || s == CT_S_F64;
    int64_t mode = ct_rw_attr_named(op, "rounding_mode", CT_ROUNDING_NEAREST_EVEN);
    bool rn = mode == CT_ROUNDING_NEAREST_EVEN;
    switch (op->opc) {
    case CT_OP_ADDI:
    case CT_OP_SUBI:
    case CT_OP_ORI:
    case CT_OP_XORI:
    case CT_OP_SHLI:
    case CT_OP_SHRI: return b == 0 ? op->opnds[0] : CT_NO_VAL;
    case CT_OP_MULI:
    case CT_OP_DIVI: return b == 1 ? op->opnds[0] : CT_NO_VAL;
    case CT_OP_ANDI: return wrap(b, w) == wrap(~0ull, w) ? op->opnds[0] : CT_NO_VAL;
    /* +0 + −0 is −0 when rounding toward −∞ (IEEE 754): x + −0 is x in every other mode */
    case CT_OP_ADDF:
        return fl && !ftz && b == negzero && mode != CT_ROUNDING_NEGATIVE_INF ? op->opnds[0]
                                                                                : CT_NO_VAL;
    case CT_OP_MULF:
    case CT_OP_DIVF: return fl && !ftz && rn && b == one ? op->opnds[0] : CT_NO_VAL;
    default: return CT_NO_VAL;
    }
}

/* Replaces op (at b->ops[i]) by a splat constant of its result type. */
static void to_splat(fold *fd, ct_block *b, uint32_t i, uint64_t bits)
{
    ct_op *k = ct_rw_splat(fd->m, fd->f, ct_val_type(fd->f, b->ops[i]->res[0]), bits);
    if (k)
        ct_rw_replace_op(fd->f, b, i, k);
    else
        fd->oom = true;
}

static void fold_at(fold *fd, ct_block *b, uint32_t i)
{
    ct_op *op = b->ops[i];
    const ct_func *f = fd->f;
    uint64_t v[3] = {0, 0, 0}, r;
    if (op->nres != 1 || op->nopnds == 0 || op->nopnds > 3)
        return;
    bool all = true;
    for (uint32_t k = 0; k < op->nopnds; k++)
        all &= ct_rw_val_splat(f, op->opnds[k], &v[k]);
    if (op->opc == CT_OP_SELECT && ct_rw_val_splat(f, op->opnds[0], &v[0])) {
        ct_rw_subst_set(&fd->map, op->res[0], op->opnds[v[0] ? 1 : 2]);
        return;
    }
    if (all && (op->opc == CT_OP_BROADCAST || op->opc == CT_OP_RESHAPE ||
                fold_int(f, op, v, &r) || fold_float(f, op, v, &r))) {
        to_splat(fd, b, i, op->opc == CT_OP_BROADCAST || op->opc == CT_OP_RESHAPE ? v[0] : r);
        return;
    }
    if (op->nopnds != 2 || !ct_rw_val_splat(f, op->opnds[1], &v[1]))
        return;
    if (op->opc == CT_OP_MULI && v[1] == 0) {
        to_splat(fd, b, i, 0);
        return;
    }
    ct_val id = identity(f, op, v[1]);
    if (id != CT_NO_VAL)
        ct_rw_subst_set(&fd->map, op->res[0], id);
}

static void fold_block(fold *fd, ct_block *b)
{
    for (uint32_t i = 0; i < b->nops && !fd->oom; i++) {
        ct_op *op = b->ops[i];
        for (uint32_t k = 0; k < op->nopnds; k++)
            op->opnds[k] = ct_rw_subst_get(&fd->map, op->opnds[k]);
        for (uint32_t k = 0; k < op->nregions; k++)
            for (uint32_t j = 0; j < op->regions[k].nblocks; j++)
                fold_block(fd, &op->regions[k].blocks[j]);
        fold_at(fd, b, i);
    }
}

ct_status ct_pass_fold(ct_pass_ctx *c, ct_module *m)
{
    for (uint32_t fi = 0; fi < m->nfuncs; fi++) {
        ct_func *f = m->funcs[fi];
        fold fd = {.m = m, .f = f};
        bool ok = ct_rw_subst_init(&fd.map, &c->arena, f);
        for (uint32_t j = 0; ok && j < f->body.nblocks; j++)
            fold_block(&fd, &f->body.blocks[j]);
        if (!ok || fd.oom)
            return ct_diag_set(c->d, CUTILE_ERROR_OUT_OF_MEMORY, "fold: out of memory");
    }
    return CUTILE_SUCCESS;
}
