/* ptx.c — emit-ptx (sched → PTX text).
 *
 * Every tile value lives in per-thread virtual registers: a value whose layout has k register
 * bits occupies 2^k registers of its class, register r holding the element at flat index
 * layout(r, lane, warp). ptxas allocates the real registers. Elementwise ops work register by
 * register (their operands share the result's layout); broadcast, reshape and permute only
 * rename registers (the layouts were chosen so that they move no data); memory accesses
 * compute each thread's address once and use immediate offsets per vector of registers.
 *
 * An op, type or attribute combination without a lowering here is CUTILE_ERROR_NOT_SUPPORTED
 * naming the op: nothing is approximated silently. */
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "codegen/ptx_emit.h"
#include "codegen/ptx_tma.h"
#include "codegen/ptx_mma.h"

/* ------------------------------------ registers ------------------------------------ */

static const char *const rc_name[RC_COUNT] = {"%p", "%h", "%r", "%rd", "%f", "%fd"};
static const char *const rc_decl[RC_COUNT] = {".pred", ".b16", ".b32", ".b64", ".f32", ".f64"};

ct_status ct_ptx_oom(em *e)
{
    return ct_diag_set(e->c->d, CUTILE_ERROR_OUT_OF_MEMORY, "emit-ptx: out of memory");
}

ct_status ct_ptx_nosup(em *e, const char *why) { return ct_unsupported(e->c, e->f, e->op, why); }


int ct_ptx_rclass(const ct_type *el)
{
    if (el->kind == CT_TY_PTR)
        return RC_B64;
    if (el->kind != CT_TY_SCALAR)
        return -1;
    switch (el->scalar) {
    case CT_S_I1: return RC_PRED;
    case CT_S_I8:
    case CT_S_F8E4M3FN: /* f8: the byte in a 16-bit register (loaded, stored, fed to mma) */
    case CT_S_F8E5M2:
    case CT_S_F8E8M0FNU:
    case CT_S_I16:
    case CT_S_F16:
    case CT_S_BF16:
    case CT_S_I4: /* 4-bit: the low nibble of a 16-bit register, the upper bits unspecified */
    case CT_S_F4E2M1FN: return RC_B16;
    case CT_S_I32: return RC_B32;
    case CT_S_I64: return RC_B64;
    case CT_S_F32:
    case CT_S_TF32: return RC_F32; /* tf32: an f32 with the low 13 mantissa bits zero */
    case CT_S_F64: return RC_F64;
    default: return -1;
    }
}

static uint32_t bits_of(const em *e, ct_val v) { return ct_scalar_infos[sc(e, v)].bits; }

/* ".s32", ".u16", ".b64" … for an integer width (8-bit values are computed in 16 bits). */
static const char *ity(uint32_t bits, char kind)
{
    static const char *const t[3][4] = {{".s16", ".s16", ".s32", ".s64"},
                                        {".u16", ".u16", ".u32", ".u64"},
                                        {".b16", ".b16", ".b32", ".b64"}};
    int k = kind == 's' ? 0 : kind == 'u' ? 1 : 2;
    int w = bits <= 8 ? 0 : bits == 16 ? 1 : bits == 32 ? 2 : 3;
    return t[k][w];
}

uint32_t *ct_ptx_regs(em *e, int rc, uint32_t n)
{
    uint32_t *r = rc < 0 ? NULL : ct_arena_alloc(&e->c->arena, n * sizeof *r);
    for (uint32_t i = 0; r && i < n; i++)
        r[i] = new_reg(e, rc);
    return r;
}

/* Allocates the registers of a result. */
uint32_t *ct_ptx_def(em *e, ct_val v)
{
    uint32_t n = nregs(e, v);
    uint32_t *r = ct_ptx_regs(e, ct_ptx_rclass(elem_of(e, v)), n);
    if (!r)
        return NULL;
    e->vr[v] = r;
    e->nvr[v] = n;
    return r;
}

/* Whether operand v's registers are all different (as a result's fresh ones are, in order). */
static bool distinct_regs(const em *e, ct_val v)
{
    for (uint32_t i = 1; i < e->nvr[v]; i++)
        if (e->vr[v][i] <= e->vr[v][i - 1])
            return false;
    return e->nvr[v] > 1;
}

bool ct_ptx_repeat(em *e, const ct_op *op, uint32_t r, uint32_t *d)
{
    uint32_t step = 1u << e->need[op->res[0]];
    if (r % step)
        return true; /* no user reads it (need_pass) */
    if (r == 0) { /* an operand of distinct registers makes every element distinct */
        e->rep_op = op, e->rep_none = false;
        for (uint32_t k = 0; k < op->nopnds && !e->rep_none; k++)
            e->rep_none = distinct_regs(e, op->opnds[k]);
        return false;
    }
    if (e->rep_op == op && e->rep_none)
        return false;
    for (uint32_t q = 0; q < r; q += step) {
        uint32_t k = 0;
        while (k < op->nopnds && opr(e, op->opnds[k], q) == opr(e, op->opnds[k], r))
            k++;
        if (k == op->nopnds) {
            d[r] = d[q];
            return true;
        }
    }
    return false;
}

/* Result v uses registers `regs` (n of them) of another value: no code. */
ct_status ct_ptx_alias(em *e, ct_val v, const uint32_t *regs, uint32_t n)
{
    uint32_t *r = ct_arena_dup(&e->c->arena, regs, n * sizeof *r);
    if (!r)
        return ct_ptx_oom(e);
    e->vr[v] = r;
    e->nvr[v] = n;
    return CUTILE_SUCCESS;
}

/* Register i of operand v: a value held in one register (scalars, splat constants) serves
 * every index. */

/* ---------------------------------- thread geometry ---------------------------------- */

ct_status ct_ptx_thread_part(em *e, const ct_ll *l, thread_part **out)
{
    for (uint32_t i = 0; i < e->ntp; i++)
        if (ct_ll_eq(e->tp[i].l, l)) {
            *out = &e->tp[i];
            return CUTILE_SUCCESS;
        }
    if (e->ntp == CT_ARRAY_LEN(e->tp))
        return ct_ptx_nosup(e, "more than 64 distinct layouts in one kernel");
    if (!ct_ll_is_permutation(l))
        return ct_ptx_nosup(e, "layout is not a bit permutation");
    thread_part *t = &e->tp[e->ntp++];
    ct_buf *body = e->o;
    e->o = e->pre;
    t->l = l;
    t->flat = new_reg(e, RC_B32);
    I("mov.b32 %s, 0;\n", R(e, t->flat));
    uint32_t nhw = (uint32_t)l->nlane + l->nwarp, lane0 = ct_ll_lane0(l);
    /* Runs of thread-id bits that land on consecutive flat bits are extracted at once. */
    for (uint32_t i = 0; i < nhw;) {
        uint32_t b = l->base[lane0 + i];
        if (!b) {
            i++;
            continue;
        }
        uint32_t pos = (uint32_t)__builtin_ctz(b), k = 1;
        while (i + k < nhw && l->base[lane0 + i + k] == 1u << (pos + k))
            k++;
        uint32_t t0 = new_reg(e, RC_B32);
        I("bfe.u32 %s, %s, %u, %u;\n", R(e, t0), R(e, e->tid), i, k);
        I("shl.b32 %s, %s, %u;\n", R(e, t0), R(e, t0), pos);
        I("or.b32 %s, %s, %s;\n", R(e, t->flat), R(e, t->flat), R(e, t0));
        i += k;
    }
    uint64_t dup = ct_ll_dup_mask(l) >> lane0;
    t->own = NOREG;
    if (dup) {
        uint32_t m = new_reg(e, RC_B32);
        t->own = new_reg(e, RC_PRED);
        I("and.b32 %s, %s, %u;\n", R(e, m), R(e, e->tid), (uint32_t)dup);
        I("setp.eq.u32 %s, %s, 0;\n", R(e, t->own), R(e, m));
    }
    e->o = body;
    *out = t;
    return CUTILE_SUCCESS;
}

/* Flat index contributed by register index r. */
static uint32_t reg_flat(const ct_ll *l, uint32_t r) { return ct_ll_apply(l, r, 0, 0); }

/* ------------------------------------ constants ------------------------------------ */

static void mov_imm(em *e, uint32_t d, uint64_t bits)
{
    switch (RC_OF(d)) {
    case RC_PRED: I("setp.ne.u32 %s, %u, 0;\n", R(e, d), (unsigned)(bits & 1)); break;
    case RC_B16: I("mov.b16 %s, 0x%04X;\n", R(e, d), (unsigned)(bits & 0xFFFF)); break;
    case RC_B32: I("mov.b32 %s, %u;\n", R(e, d), (unsigned)bits); break;
    case RC_B64: I("mov.b64 %s, %llu;\n", R(e, d), (unsigned long long)bits); break;
    case RC_F32: I("mov.b32 %s, 0f%08X;\n", R(e, d), (unsigned)bits); break;
    default: I("mov.b64 %s, 0d%016llX;\n", R(e, d), (unsigned long long)bits); break;
    }
}

void ct_ptx_mov_imm(em *e, uint32_t d, uint64_t bits) { mov_imm(e, d, bits); }

/* ---------------------------------- index generation ---------------------------------- */

static ct_status e_block_id(em *e, const ct_op *op)
{
    const char *sreg = op->opc == CT_OP_GET_TILE_BLOCK_ID ? "%ctaid" : "%nctaid";
    for (uint32_t i = 0; i < 3; i++) {
        uint32_t d = new_reg(e, RC_B32);
        I("mov.u32 %s, %s.%c;\n", R(e, d), sreg, "xyz"[i]);
        if (ct_ptx_alias(e, op->res[i], &d, 1))
            return e->c->d->status;
    }
    return CUTILE_SUCCESS;
}

static ct_status e_iota(em *e, const ct_op *op)
{
    const ct_ll *l = layout_of(e, op->res[0]);
    thread_part *t;
    uint32_t w = bits_of(e, op->res[0]);
    uint32_t *d = ct_ptx_def(e, op->res[0]);
    if (!d || !l)
        return ct_ptx_oom(e);
    if (ct_ptx_thread_part(e, l, &t))
        return e->c->d->status;
    /* n ≤ 2^w (ops.md): an i1 iota is 0, 1; an i8 one sits in the low byte of 16 bits */
    for (uint32_t r = 0; r < e->nvr[op->res[0]]; r++) {
        uint32_t x = w == 32 ? d[r] : new_reg(e, RC_B32);
        I("add.u32 %s, %s, %u;\n", R(e, x), R(e, t->flat), reg_flat(l, r));
        if (w == 1) {
            I("and.b32 %s, %s, 1;\n", R(e, x), R(e, x));
            I("setp.ne.u32 %s, %s, 0;\n", R(e, d[r]), R(e, x));
        } else if (w != 32)
            I("cvt%s.u32 %s, %s;\n", ity(w, 'u'), R(e, d[r]), R(e, x));
    }
    return CUTILE_SUCCESS;
}

/* broadcast / reshape / permute / assume / pointer casts: the result's registers are operand
 * registers. The layouts were assigned so that the operand's register set covers the result's:
 * map each result register's flat index to the operand's flat index and solve for the operand
 * register holding it (ct_ll_reg_find: the first one, in time independent of the count). */
static ct_status e_rename(em *e, const ct_op *op)
{
    ct_val res = op->res[0], src = op->opnds[0];
    const ct_ll *lr = layout_of(e, res), *ls = layout_of(e, src);
    const ct_type *rt = ct_val_type(e->f, res), *st = ct_val_type(e->f, src);
    if (e->nvr[src] == 1 || !lr || !ls || rt->kind != CT_TY_TILE)
        return ct_ptx_alias(e, res, e->vr[src], e->nvr[src]);
    uint8_t rlg[CT_LL_MAX_RANK], slg[CT_LL_MAX_RANK];
    uint32_t col[CT_LL_MAX_OUT];
    int32_t inv[CT_LL_MAX_RANK];
    for (uint32_t d = 0; d < rt->rank; d++)
        rlg[d] = (uint8_t)__builtin_ctzll((uint64_t)rt->shape[d]);
    for (uint32_t d = 0; d < st->rank; d++)
        slg[d] = (uint8_t)__builtin_ctzll((uint64_t)st->shape[d]);
    for (uint32_t i = 0; i < lr->nout; i++)
        col[i] = 1u << i;
    if (op->opc == CT_OP_BROADCAST)
        ct_ll_broadcast_map(rt->rank, rlg, slg, col);
    if (op->opc == CT_OP_PERMUTE) {
        for (uint32_t i = 0; i < rt->rank; i++)
            inv[op->attrs[0]->i32[i]] = (int32_t)i;
        ct_ll_permute_map(rt->rank, rlg, inv, col);
    }
    ct_ll m;
    ct_ll_map(&m, lr, col, ls->nout);
    for (uint32_t j = ct_ll_lane0(&m); j < ct_ll_nin(&m); j++)
        if (j - m.nreg + ls->nreg >= ct_ll_nin(ls) || m.base[j] != ls->base[j - m.nreg + ls->nreg])
            return ct_diag_set(e->c->d, CUTILE_ERROR_COMPILE,
                               "emit-ptx: %s: operand and result layouts disagree on threads",
                               ct_def(op)->name);
    uint32_t n = e->nvr[res] = nregs(e, res);
    uint32_t *d = e->vr[res] = ct_arena_alloc(&e->c->arena, n * sizeof *d);
    if (!d)
        return ct_ptx_oom(e);
    ct_ll_echelon held;
    ct_ll_reg_index_init(&held, ls);
    for (uint32_t r = 0; r < n; r++) {
        uint32_t s;
        if (!ct_ll_reg_find(&held, ct_ll_apply(&m, r, 0, 0), &s) || s >= e->nvr[src])
            return ct_diag_set(e->c->d, CUTILE_ERROR_COMPILE,
                               "emit-ptx: %s: operand lacks an element the result needs",
                               ct_def(op)->name);
        d[r] = e->vr[src][s];
    }
    return CUTILE_SUCCESS;
}

static ct_status e_alias(em *e, const ct_op *op)
{
    return ct_ptx_alias(e, op->res[0], e->vr[op->opnds[0]], e->nvr[op->opnds[0]]);
}

/* ---------------------------------- integer arithmetic ---------------------------------- */

static bool is_signed(const ct_op *op)
{
    int i = ct_op_attr_index(ct_def(op), "signedness");
    return i >= 0 && ct_rw_attr_i(op, (uint32_t)i, CT_SIGNEDNESS_SIGNED) == CT_SIGNEDNESS_SIGNED;
}

/* Integer ops that are one PTX instruction per element: mnemonic, type kind ('s' signed/'u'
 * unsigned/'b' bits/'?' from the signedness attribute), and the i1 form (or NULL). */
static const struct int_row {
    uint16_t opc;
    const char *mn;
    char kind;
    const char *pred_mn;
    bool needs_ext; /* result depends on the bits above 8 of an i8 held in 16 bits */
} int_rows[] = {
    {CT_OP_ADDI, "add", 's', "xor.pred", false}, {CT_OP_SUBI, "sub", 's', "xor.pred", false},
    {CT_OP_MULI, "mul.lo", 's', "and.pred", false}, {CT_OP_MULHII, "mul.hi", 'u', NULL, true},
    {CT_OP_ANDI, "and", 'b', "and.pred", false}, {CT_OP_ORI, "or", 'b', "or.pred", false},
    {CT_OP_XORI, "xor", 'b', "xor.pred", false}, {CT_OP_MAXI, "max", '?', NULL, true},
    {CT_OP_MINI, "min", '?', NULL, true},       {CT_OP_REMI, "rem", '?', NULL, true},
};

static const struct int_row *int_row_of(uint16_t opc)
{
    for (size_t i = 0; i < CT_ARRAY_LEN(int_rows); i++)
        if (int_rows[i].opc == opc)
            return &int_rows[i];
    return NULL;
}

/* An i8 held in the low byte of a 16-bit register, sign- or zero-extended to all 16 bits (for
 * the ops whose result depends on the upper byte). Other widths: the register itself. */
static uint32_t ext8(em *e, uint32_t reg, uint32_t w, bool sg)
{
    if (w != 8)
        return reg;
    uint32_t d = new_reg(e, RC_B16);
    if (sg)
        I("cvt.s16.s8 %s, %s;\n", R(e, d), R(e, reg));
    else
        I("and.b16 %s, %s, 0x00FF;\n", R(e, d), R(e, reg));
    return d;
}

static ct_status e_int_binary(em *e, const ct_op *op)
{
    const struct int_row *row = int_row_of(op->opc);
    uint32_t w = bits_of(e, op->res[0]);
    if (w == 1 && !row->pred_mn)
        return ct_ptx_nosup(e, "this op on i1");
    char kind = row->kind == '?' ? (is_signed(op) ? 's' : 'u') : row->kind;
    uint32_t *d = ct_ptx_def(e, op->res[0]);
    if (!d)
        return ct_ptx_oom(e);
    for (uint32_t r = 0; r < e->nvr[op->res[0]]; r++) {
        if (ct_ptx_repeat(e, op, r, d))
            continue;
        uint32_t a = opr(e, op->opnds[0], r), b = opr(e, op->opnds[1], r);
        if (row->needs_ext) {
            a = ext8(e, a, w, kind == 's');
            b = ext8(e, b, w, kind == 's');
        }
        if (w == 1) {
            I("%s %s, %s, %s;\n", row->pred_mn, R(e, d[r]), R(e, a), R(e, b));
        } else if (w == 8 && op->opc == CT_OP_MULHII) { /* the high byte of the 16-bit product */
            I("mul.lo.u16 %s, %s, %s;\n", R(e, d[r]), R(e, a), R(e, b));
            I("shr.u16 %s, %s, 8;\n", R(e, d[r]), R(e, d[r]));
        } else {
            I("%s%s %s, %s, %s;\n", row->mn, ity(w, kind), R(e, d[r]), R(e, a), R(e, b));
        }
    }
    return CUTILE_SUCCESS;
}

/* Shifts: PTX takes the amount as a u32 and clamps it to the width (shl and shr.u give 0,
 * shr.s the sign), which is also what an i8 shift held in 16 bits gives for amounts 8…15. An
 * i64 amount is clamped to 64 before it is narrowed, so that 2^32 does not shift by 0. */
static ct_status e_shift(em *e, const ct_op *op)
{
    uint32_t w = bits_of(e, op->res[0]);
    bool right = op->opc == CT_OP_SHRI;
    if (w == 1)
        return ct_ptx_nosup(e, "shifts of i1");
    uint32_t *d = ct_ptx_def(e, op->res[0]);
    if (!d)
        return ct_ptx_oom(e);
    for (uint32_t r = 0; r < e->nvr[op->res[0]]; r++) {
        if (ct_ptx_repeat(e, op, r, d))
            continue;
        uint32_t amt = opr(e, op->opnds[1], r), x = opr(e, op->opnds[0], r);
        if (w == 64) {
            uint32_t c = new_reg(e, RC_B64);
            I("min.u64 %s, %s, 64;\n", R(e, c), R(e, amt));
            amt = c;
        }
        if (w != 32) {
            uint32_t t = new_reg(e, RC_B32);
            I("cvt.u32%s %s, %s;\n", w == 8 ? ".u8" : ity(w, 'u'), R(e, t), R(e, amt));
            amt = t;
        }
        if (right) /* i8: the bits shifted in come from the extended upper byte */
            x = ext8(e, x, w, is_signed(op));
        I("%s%s %s, %s, %s;\n", right ? "shr" : "shl",
          right ? ity(w, is_signed(op) ? 's' : 'u') : ity(w, 'b'), R(e, d[r]), R(e, x),
          R(e, amt));
    }
    return CUTILE_SUCCESS;
}

/* divi: truncating division, then a correction toward the ceiling or the floor when the
 * remainder is non-zero and has the matching sign. */
static ct_status e_divi(em *e, const ct_op *op)
{
    uint32_t w = bits_of(e, op->res[0]);
    bool sg = is_signed(op);
    int rnd = (int)ct_rw_attr_named(op, "rounding", CT_ROUNDING_ZERO);
    if (w == 1)
        return ct_ptx_nosup(e, "divi of i1");
    const char *t = ity(w, sg ? 's' : 'u');
    int rc = RC_OF(opr(e, op->opnds[0], 0));
    uint32_t *d = ct_ptx_def(e, op->res[0]);
    if (!d)
        return ct_ptx_oom(e);
    for (uint32_t r = 0; r < e->nvr[op->res[0]]; r++) {
        if (ct_ptx_repeat(e, op, r, d))
            continue;
        uint32_t a = ext8(e, opr(e, op->opnds[0], r), w, sg);
        uint32_t b = ext8(e, opr(e, op->opnds[1], r), w, sg);
        I("div%s %s, %s, %s;\n", t, R(e, d[r]), R(e, a), R(e, b));
        if (rnd == CT_ROUNDING_ZERO)
            continue;
        uint32_t m = new_reg(e, rc), p = new_reg(e, RC_PRED), q = new_reg(e, RC_PRED);
        I("mul.lo%s %s, %s, %s;\n", t, R(e, m), R(e, d[r]), R(e, b));
        I("setp.ne%s %s, %s, %s;\n", t, R(e, p), R(e, m), R(e, a)); /* inexact */
        if (sg) {
            /* the exact quotient is negative iff a and b differ in sign */
            uint32_t x = new_reg(e, rc);
            I("xor.b%u %s, %s, %s;\n", w < 16 ? 16 : w, R(e, x), R(e, a), R(e, b));
            I("setp.%s%s %s, %s, 0;\n", rnd == CT_ROUNDING_POSITIVE_INF ? "ge" : "lt", t, R(e, q),
              R(e, x));
            I("and.pred %s, %s, %s;\n", R(e, p), R(e, p), R(e, q));
        }
        I("@%s %s%s %s, %s, 1;\n", R(e, p), rnd == CT_ROUNDING_POSITIVE_INF ? "add" : "sub", t,
          R(e, d[r]), R(e, d[r]));
    }
    return CUTILE_SUCCESS;
}

/* negi / absi. An i8 is negated in its 16-bit register (the low byte is right whatever the
 * upper one holds); its absolute value needs the sign extended first (abs(-128) = 0x80). */
static ct_status e_int_unary(em *e, const ct_op *op)
{
    uint32_t w = bits_of(e, op->res[0]);
    bool neg = op->opc == CT_OP_NEGI;
    if (w == 1) /* modulo 2: -x = x, and |x| wraps back to x (abs(-1) = 1 ≡ -1) */
        return e_alias(e, op);
    uint32_t *d = ct_ptx_def(e, op->res[0]);
    if (!d)
        return ct_ptx_oom(e);
    for (uint32_t r = 0; r < e->nvr[op->res[0]]; r++) {
        if (ct_ptx_repeat(e, op, r, d))
            continue;
        uint32_t a = opr(e, op->opnds[0], r);
        if (!neg)
            a = ext8(e, a, w, true);
        I("%s%s %s, %s;\n", neg ? "neg" : "abs", ity(w, 's'), R(e, d[r]), R(e, a));
    }
    return CUTILE_SUCCESS;
}

static const char *const cmp_mn[] = {"eq", "ne", "lt", "le", "gt", "ge"};

/* d = x <pred> y for i1 read unsigned (0 < 1; a signed compare swaps the operands, true being
 * -1): lt = ¬x∧y, le = ¬x∨y, gt = x∧¬y, ge = x∨¬y. */
static void cmp_i1(em *e, uint32_t d, int pred, const char *x, const char *y)
{
    bool less = pred == CT_CMP_PREDICATE_LT || pred == CT_CMP_PREDICATE_LE;
    bool strict = pred == CT_CMP_PREDICATE_LT || pred == CT_CMP_PREDICATE_GT;
    uint32_t t = new_reg(e, RC_PRED);
    I("not.pred %s, %s;\n", R(e, t), less ? x : y);
    I("%s.pred %s, %s, %s;\n", strict ? "and" : "or", R(e, d), R(e, t), less ? y : x);
}

static ct_status e_cmpi(em *e, const ct_op *op)
{
    uint32_t w = bits_of(e, op->opnds[0]);
    int pred = (int)ct_rw_attr_i(op, 0, 0);
    bool sg = is_signed(op);
    if (pred < 0 || pred > 5)
        return ct_ptx_nosup(e, "cmpi predicate");
    uint32_t *d = ct_ptx_def(e, op->res[0]);
    if (!d)
        return ct_ptx_oom(e);
    for (uint32_t r = 0; r < e->nvr[op->res[0]]; r++) {
        if (ct_ptx_repeat(e, op, r, d))
            continue;
        /* an i8 compares in its 16-bit register once extended (equality too: the upper
         * bytes of the two operands need not agree) */
        uint32_t ra = ext8(e, opr(e, op->opnds[0], r), w, sg);
        uint32_t rb = ext8(e, opr(e, op->opnds[1], r), w, sg);
        const char *a = R(e, ra), *b = R(e, rb);
        if (w == 1 && pred > 1) {
            cmp_i1(e, d[r], pred, sg ? b : a, sg ? a : b);
        } else if (w == 1) {
            I("xor.pred %s, %s, %s;\n", R(e, d[r]), a, b);
            if (pred == CT_CMP_PREDICATE_EQ)
                I("not.pred %s, %s;\n", R(e, d[r]), R(e, d[r]));
        } else {
            I("setp.%s%s %s, %s, %s;\n", cmp_mn[pred], ity(w, sg ? 's' : 'u'),
              R(e, d[r]), a, b);
        }
    }
    return CUTILE_SUCCESS;
}

const char *ct_ptx_mov_type(int rc)
{
    static const char *const t[RC_COUNT] = {".pred", ".b16", ".b32", ".b64", ".f32", ".f64"};
    return t[rc];
}

void ct_ptx_mov(em *e, uint32_t d, uint32_t s)
{
    if (d != s)
        I("mov%s %s, %s;\n", ct_ptx_mov_type((int)RC_OF(d)), R(e, d), R(e, s));
}

static ct_status e_select(em *e, const ct_op *op)
{
    uint32_t *d = ct_ptx_def(e, op->res[0]);
    if (!d)
        return ct_ptx_oom(e);
    int rc = RC_OF(d[0]);
    for (uint32_t r = 0; r < e->nvr[op->res[0]]; r++) {
        if (ct_ptx_repeat(e, op, r, d))
            continue;
        const char *c = R(e, opr(e, op->opnds[0], r));
        const char *a = R(e, opr(e, op->opnds[1], r)), *b = R(e, opr(e, op->opnds[2], r));
        if (rc == RC_PRED) {
            I("@%s mov.pred %s, %s;\n", c, R(e, d[r]), a);
            I("@!%s mov.pred %s, %s;\n", c, R(e, d[r]), b);
        } else {
            I("selp%s %s, %s, %s, %s;\n", ct_ptx_mov_type(rc), R(e, d[r]), a, b, c);
        }
    }
    return CUTILE_SUCCESS;
}

/* ------------------------------------ floating point ------------------------------------ */

static const char *fname(ct_scalar s)
{
    return s == CT_S_F16 ? "f16" : s == CT_S_BF16 ? "bf16" : s == CT_S_F32 ? "f32" : "f64";
}

/* The rounding suffix of an IEEE rounding mode; NULL for approx/full and the others. */
static const char *rnd_sfx(int64_t m)
{
    switch (m) {
    case CT_ROUNDING_NEAREST_EVEN: return ".rn";
    case CT_ROUNDING_ZERO: return ".rz";
    case CT_ROUNDING_NEGATIVE_INF: return ".rm";
    case CT_ROUNDING_POSITIVE_INF: return ".rp";
    default: return NULL;
    }
}

/* Modifiers of an f32/f64 arithmetic op: rounding (IEEE modes; `approx`/`full` for divf and
 * sqrt on f32) then ftz. NULL if the combination has no instruction. */
static const char *fmods(em *e, const ct_op *op, ct_scalar s, char *buf, size_t n)
{
    int i = ct_op_attr_index(ct_def(op), "rounding_mode");
    int64_t m = i >= 0 ? ct_rw_attr_i(op, (uint32_t)i, CT_ROUNDING_NEAREST_EVEN) : CT_ROUNDING_NEAREST_EVEN;
    const char *r = rnd_sfx(m);
    bool div_like = op->opc == CT_OP_DIVF || op->opc == CT_OP_SQRT;
    if (!r && div_like && s == CT_S_F32 && m == CT_ROUNDING_APPROX)
        r = ".approx";
    if (!r && op->opc == CT_OP_DIVF && s == CT_S_F32 && m == CT_ROUNDING_FULL)
        r = ".full";
    if (!r)
        return NULL;
    snprintf(buf, n, "%s%s", r, s == CT_S_F32 ? ftz_sfx(op) : "");
    (void)e;
    return buf;
}

static const struct float_row {
    uint16_t opc;
    const char *mn;
    uint8_t nin;
} float_rows[] = {
    {CT_OP_ADDF, "add", 2}, {CT_OP_SUBF, "sub", 2}, {CT_OP_MULF, "mul", 2},
    {CT_OP_DIVF, "div", 2}, {CT_OP_FMA, "fma", 3},  {CT_OP_SQRT, "sqrt", 1},
};

static const struct float_row *float_row_of(uint16_t opc)
{
    for (size_t i = 0; i < CT_ARRAY_LEN(float_rows); i++)
        if (float_rows[i].opc == opc)
            return &float_rows[i];
    return NULL;
}

/* add, sub, mul, div, fma, sqrt with their rounding / ftz attributes. */
static ct_status e_float_arith(em *e, const ct_op *op)
{
    const struct float_row *row = float_row_of(op->opc);
    ct_scalar s = sc(e, op->res[0]);
    char mods[32];
    const char *md = fmods(e, op, s == CT_S_F64 ? CT_S_F64 : CT_S_F32, mods, sizeof mods);
    if (!base_float(s) || !md)
        return ct_ptx_nosup(e, "rounding mode / type combination");
    bool native16 = op->opc == CT_OP_FMA && (s == CT_S_F16 || s == CT_S_BF16) && !strcmp(md, ".rn");
    uint32_t *d = ct_ptx_def(e, op->res[0]);
    if (!d)
        return ct_ptx_oom(e);
    for (uint32_t r = 0; r < e->nvr[op->res[0]]; r++) {
        if (ct_ptx_repeat(e, op, r, d))
            continue;
        uint32_t in[3];
        for (uint32_t k = 0; k < row->nin; k++)
            in[k] = opr(e, op->opnds[k], r);
        if (native16) {
            I("fma.rn.%s %s, %s, %s, %s;\n", s == CT_S_F16 ? "f16" : "bf16", R(e, d[r]), R(e, in[0]),
              R(e, in[1]), R(e, in[2]));
            continue;
        }
        const char *ty = s == CT_S_F64 ? ".f64" : ".f32";
        uint32_t t = s == CT_S_F64 ? d[r] : f32_slot(e, d[r], s);
        for (uint32_t k = 0; s != CT_S_F64 && k < row->nin; k++)
            in[k] = to_f32(e, in[k], s);
        if (op->opc == CT_OP_DIVF && s != CT_S_F64 && e->wgmma && md[1] == 'r') {
            ct_ptx_div32(e, t, in[0], in[1], md);
        } else if (op->opc == CT_OP_SQRT && s != CT_S_F64 && e->wgmma && md[1] == 'r') {
            ct_ptx_sqrt32(e, t, in[0], md);
        } else {
            ct_buf_printf(e->o, "\t%s%s%s %s", row->mn, md, ty, R(e, t));
            for (uint32_t k = 0; k < row->nin; k++)
                ct_buf_printf(e->o, ", %s", R(e, in[k]));
            ct_buf_str(e->o, ";\n");
        }
        /* f16/bf16: the f32 result narrows in the op's own mode. Rounding twice toward zero or
         * an infinity, the second time onto a grid inside the first, is rounding once; a
         * second .rn after .rz/.rm/.rp is not (it rounds the truncated value up). Twice to
         * nearest is once for + − × ÷ √ here, f32 having over 2p+2 bits of f16 and bf16. */
        if (s == CT_S_F16 || s == CT_S_BF16)
            I("cvt%.3s.%s.f32 %s, %s;\n", md[1] == 'r' ? md : ".rn", fname(s), R(e, d[r]), R(e, t));
    }
    return CUTILE_SUCCESS;
}

/* negf / absf: sign-bit operations, exact for every type (NaN included). */
static ct_status e_sign(em *e, const ct_op *op)
{
    ct_scalar s = sc(e, op->res[0]);
    bool neg = op->opc == CT_OP_NEGF;
    if (!base_float(s))
        return ct_ptx_nosup(e, "element type");
    uint32_t *d = ct_ptx_def(e, op->res[0]);
    if (!d)
        return ct_ptx_oom(e);
    for (uint32_t r = 0; r < e->nvr[op->res[0]]; r++) {
        if (ct_ptx_repeat(e, op, r, d))
            continue;
        const char *a = R(e, opr(e, op->opnds[0], r));
        if (s == CT_S_F32 || s == CT_S_F64)
            I("%s%s %s, %s;\n", neg ? "neg" : "abs", s == CT_S_F32 ? ".f32" : ".f64", R(e, d[r]), a);
        else
            I("%s.b16 %s, %s, %s;\n", neg ? "xor" : "and", R(e, d[r]), a, neg ? "0x8000" : "0x7FFF");
    }
    return CUTILE_SUCCESS;
}

/* maxf / minf (IEEE maximumNumber, or maximum with propagate_nan), cmpf, floor, ceil: exact,
 * so f16/bf16 go through f32. */
static ct_status e_float_exact(em *e, const ct_op *op)
{
    ct_scalar s = sc(e, op->opnds[0]);
    if (!base_float(s))
        return ct_ptx_nosup(e, "element type");
    bool f64 = s == CT_S_F64;
    const char *ty = f64 ? ".f64" : ".f32";
    int nan = ct_op_attr_index(ct_def(op), "propagate_nan");
    bool prop = nan >= 0 && op->attrs[nan];
    uint32_t *d = ct_ptx_def(e, op->res[0]);
    if (!d)
        return ct_ptx_oom(e);
    for (uint32_t r = 0; r < e->nvr[op->res[0]]; r++) {
        if (ct_ptx_repeat(e, op, r, d))
            continue;
        uint32_t a = opr(e, op->opnds[0], r), b = op->nopnds > 1 ? opr(e, op->opnds[1], r) : NOREG;
        if (!f64) {
            a = to_f32(e, a, s);
            if (b != NOREG)
                b = to_f32(e, b, s);
        }
        bool cmp = op->opc == CT_OP_CMPF;
        uint32_t t = f64 || cmp ? d[r] : f32_slot(e, d[r], s);
        if (cmp) {
            int pred = (int)ct_rw_attr_i(op, 0, 0);
            bool unord = ct_rw_attr_i(op, 1, CT_CMP_ORDERING_ORDERED) == CT_CMP_ORDERING_UNORDERED;
            I("setp.%s%s%s %s, %s, %s;\n", cmp_mn[pred < 0 || pred > 5 ? 0 : pred], unord ? "u" : "",
              ty, R(e, t), R(e, a), R(e, b));
            continue;
        }
        if (op->opc == CT_OP_FLOOR || op->opc == CT_OP_CEIL)
            I("cvt.%s%s%s %s, %s;\n", op->opc == CT_OP_FLOOR ? "rmi" : "rpi", ty, ty, R(e, t), R(e, a));
        else
            I("%s%s%s%s %s, %s, %s;\n", op->opc == CT_OP_MAXF ? "max" : "min", f64 ? "" : ftz_sfx(op),
              prop && !f64 ? ".NaN" : "", ty, R(e, t), R(e, a), R(e, b));
        if (prop && f64) { /* max.f64 has no .NaN: the canonical NaN where either is one */
            uint32_t p = new_reg(e, RC_PRED);
            I("setp.nan.f64 %s, %s, %s;\n", R(e, p), R(e, a), R(e, b));
            I("@%s mov.f64 %s, 0d7FFFFFFFFFFFFFFF;\n", R(e, p), R(e, t));
        }
        if (!f64)
            from_f32(e, d[r], t, s);
    }
    return CUTILE_SUCCESS;
}

/* ------------------------------------- conversions ------------------------------------- */

/* exti, trunci: integer width changes (i1 through selp/setp, i8 through the .s8/.u8 forms, i4
 * extended in 16 bits first and truncated by keeping the low bits). */
static ct_status e_int_cast(em *e, const ct_op *op)
{
    uint32_t wi0 = bits_of(e, op->opnds[0]), wo = bits_of(e, op->res[0]);
    bool sg = op->opc == CT_OP_EXTI && is_signed(op);
    uint32_t *d = ct_ptx_def(e, op->res[0]);
    if (!d)
        return ct_ptx_oom(e);
    for (uint32_t r = 0; r < e->nvr[op->res[0]]; r++) {
        if (ct_ptx_repeat(e, op, r, d))
            continue;
        uint32_t x = opr(e, op->opnds[0], r), wi = wi0;
        if (wi == 4) { /* the nibble extended to 16 bits first, then as an i16 */
            uint32_t t = new_reg(e, RC_B16);
            if (sg) {
                I("shl.b16 %s, %s, 12;\n", R(e, t), R(e, x));
                I("shr.s16 %s, %s, 12;\n", R(e, t), R(e, t));
            } else {
                I("and.b16 %s, %s, 0x000F;\n", R(e, t), R(e, x));
            }
            x = t;
            wi = 16;
        }
        const char *a = R(e, x), *dd = R(e, d[r]);
        if (wo == 4 || (wi0 == 4 && wo <= 16)) { /* to i4: the low bits; i4 → i8/i16: done */
            I("%s %s, %s;\n", wi <= 16 ? "mov.b16" : wi == 32 ? "cvt.u16.u32" : "cvt.u16.u64", dd, a);
        } else if (wi == 1) {
            I("selp%s %s, %s, 0, %s;\n", ity(wo, 'b'), dd, sg ? "-1" : "1", a);
        } else if (wo == 1) {
            uint32_t t = new_reg(e, RC_OF(opr(e, op->opnds[0], r)));
            I("and%s %s, %s, 1;\n", ity(wi, 'b'), R(e, t), a);
            I("setp.ne%s %s, %s, 0;\n", ity(wi, 'b'), dd, R(e, t));
        } else if (wi == 8 || wo == 8) {
            /* 8-bit values sit in 16-bit registers; the 8-bit cvt forms read/write the low byte */
            I("cvt%s%s %s, %s;\n", wo == 8 ? (sg ? ".s8" : ".u8") : ity(wo, sg ? 's' : 'u'),
              wi == 8 ? (sg ? ".s8" : ".u8") : ity(wi, sg ? 's' : 'u'), dd, a);
        } else {
            I("cvt%s%s %s, %s;\n", ity(wo, sg ? 's' : 'u'), ity(wi, sg ? 's' : 'u'), dd, a);
        }
    }
    return CUTILE_SUCCESS;
}

uint32_t ct_ptx_f32_odd(em *e, uint32_t a, const char *ty, int rc)
{
    bool fl = rc == RC_F64;
    uint32_t f = new_reg(e, RC_F32), back = new_reg(e, rc), bits = new_reg(e, RC_B32);
    uint32_t p = new_reg(e, RC_PRED);
    I("cvt.rz.f32%s %s, %s;\n", ty, R(e, f), R(e, a));
    I("cvt%s%s.f32 %s, %s;\n", fl ? "" : ".rzi", ty, R(e, back), R(e, f));
    I("setp.%s%s %s, %s, %s;\n", fl ? "neu" : "ne", ty, R(e, p), R(e, back), R(e, a));
    I("mov.b32 %s, %s;\n", R(e, bits), R(e, f));
    I("@%s or.b32 %s, %s, 1;\n", R(e, p), R(e, bits), R(e, bits));
    return bits;
}

/* d (bf16) = int a (PTX type it, w = 32 or 64 bits) rounded to nearest even, without the sm_90
 * cvt: a to f32 rounded to odd (24 bits keep the information a second rounding to bf16's 8
 * needs), then f32 → bf16 to nearest even. */
static void bf16_by_odd(em *e, uint32_t d, uint32_t a, const char *it, uint32_t w)
{
    uint32_t bits = ct_ptx_f32_odd(e, a, it, w == 64 ? RC_B64 : RC_B32), f = new_reg(e, RC_F32);
    I("mov.b32 %s, %s;\n", R(e, f), R(e, bits));
    from_f32(e, d, f, CT_S_BF16);
}

/* An itof into f8 too large for it (ops.md §3.8: ±inf, or NaN for a type without one) after
 * the narrowing of its f32 value f, which saturates: a magnitude that rounds beyond the largest
 * finite value — e4m3fn above 464 (464 itself ties to 448), e5m2 from 61440 (the tie rounds up)
 * — becomes NaN (S.1111.111: the saturated 0x7E or 0x7F) or the infinity after the saturated
 * 0x7B (+ 1), the sign kept. */
static void itof_f8_overflow(em *e, uint32_t d, uint32_t f, ct_scalar f8)
{
    bool e4 = f8 == CT_S_F8E4M3FN;
    uint32_t t = new_reg(e, RC_F32), p = new_reg(e, RC_PRED);
    I("abs.f32 %s, %s;\n", R(e, t), R(e, f));
    I("setp.%s.f32 %s, %s, %s;\n", e4 ? "gt" : "ge", R(e, p), R(e, t),
      e4 ? "0f43E80000" : "0f47700000");
    I("@%s %s %s, %s, %s;\n", R(e, p), e4 ? "or.b16" : "add.u16", R(e, d), R(e, d),
      e4 ? "0x7F" : "1");
}

/* itof (round to nearest even) and ftoi (truncation). */
static ct_status e_int_float(em *e, const ct_op *op)
{
    bool to_float = op->opc == CT_OP_ITOF;
    ct_val iv = to_float ? op->opnds[0] : op->res[0], fv = to_float ? op->res[0] : op->opnds[0];
    uint32_t w = bits_of(e, iv);
    ct_scalar fs = sc(e, fv);
    bool sg = is_signed(op);
    /* f8 goes through f32 without a second rounding: f8 → f32 is exact, and an int that
     * rounds to a finite f8 is below 2^16 (exact in f32), while a larger one stays beyond the
     * overflow bound in f32 (itof_f8_overflow) */
    bool f8 = ct_ptx_is_f8(fs);
    if (!base_float(fs) && !f8)
        return ct_ptx_nosup(e, "float type");
    ct_scalar fw = f8 ? CT_S_F32 : fs;
    /* int → bf16 in one rounding exists from sm_90; below, ints exact in f32 (≤ 16 bits) go
     * through it, wider ones through f32 rounded to odd (bf16_by_odd) */
    bool by_odd = to_float && fw == CT_S_BF16 && e->c->sm < 90 && w > 16;
    uint32_t *d = ct_ptx_def(e, op->res[0]);
    if (!d)
        return ct_ptx_oom(e);
    const char *it = w == 8 ? (sg ? ".s8" : ".u8") : ity(w, sg ? 's' : 'u');
    uint32_t zero = NOREG;
    for (uint32_t r = 0; r < e->nvr[op->res[0]]; r++) {
        if (ct_ptx_repeat(e, op, r, d))
            continue;
        uint32_t a = opr(e, op->opnds[0], r), dr = f8 && to_float ? new_reg(e, RC_F32) : d[r];
        if (f8 && !to_float) {
            uint32_t t = new_reg(e, RC_F32);
            ct_ptx_f8_widen(e, t, a, fs, CT_S_F32);
            a = t;
        }
        if (w == 1 && to_float) {
            uint32_t t = fw == CT_S_F64 ? dr : f32_slot(e, dr, fw);
            I("selp%s %s, %s, %s, %s;\n", fw == CT_S_F64 ? ".f64" : ".f32", R(e, t),
              fw == CT_S_F64 ? (sg ? "0dBFF0000000000000" : "0d3FF0000000000000")
                             : (sg ? "0fBF800000" : "0f3F800000"),
              fw == CT_S_F64 ? "0d0000000000000000" : "0f00000000", R(e, a));
            if (fw != CT_S_F64)
                from_f32(e, dr, t, fw);
        } else if (w == 1) {
            /* x != 0 (NaN too), not the truncation: cuTile's astype(bool) is torch's, and
             * NVIDIA's compiler passes cuTile's test_array_astype, which has 0 < |x| < 1 true */
            bool dbl = fw == CT_S_F64;
            I("setp.neu.%s %s, %s, %s;\n", dbl ? "f64" : "f32", R(e, dr),
              R(e, dbl ? a : to_f32(e, a, fw)), dbl ? "0d0000000000000000" : "0f00000000");
        } else if (by_odd) {
            bf16_by_odd(e, dr, a, it, w);
        } else if (to_float && fw == CT_S_BF16 && w <= 16) {
            uint32_t t = new_reg(e, RC_F32);
            I("cvt.rn.f32%s %s, %s;\n", it, R(e, t), R(e, a));
            from_f32(e, dr, t, fw);
        } else if (to_float) {
            I("cvt.rn.%s%s %s, %s;\n", fname(fw), it, R(e, dr), R(e, a));
        } else {
            uint32_t x = fw == CT_S_BF16 ? to_f32(e, a, fw) : a;
            I("cvt.rzi%s.%s %s, %s;\n", w == 8 ? (sg ? ".s16" : ".u16") : it,
              fw == CT_S_BF16 ? "f32" : fname(fw), R(e, dr), R(e, x));
        }
        if (f8 && to_float) {
            ct_ptx_f8_narrow(e, d[r], dr, CT_S_F32, fs, &zero);
            itof_f8_overflow(e, d[r], dr, fs);
        }
    }
    return CUTILE_SUCCESS;
}

/* x (f32) to f16/bf16 rounded to nearest, ties away from zero (PTX has no .rna for these).
 * z = x rounded toward zero and a = the next value away from it (magnitude bits + 1: the
 * next float, or the infinity after the largest finite one) bracket x; x is a tie iff
 * 2(x − z) = a − z, both sides exact in f32 (x − z is x's dropped low bits, a − z one ulp of
 * the target, both representable with subnormals kept, so no .ftz). A tie takes a, anything
 * else the .rn result (also for NaN, infinities and overflow, where the test fails). */
static void ftof_nearest_away(em *e, uint32_t d, uint32_t x, ct_scalar so)
{
    const char *t = fname(so);
    uint32_t rn = new_reg(e, RC_B16), z = new_reg(e, RC_B16), a = new_reg(e, RC_B16);
    uint32_t zf = new_reg(e, RC_F32), af = new_reg(e, RC_F32), dx = new_reg(e, RC_F32);
    uint32_t du = new_reg(e, RC_F32), tie = new_reg(e, RC_PRED);
    I("cvt.rn.%s.f32 %s, %s;\n", t, R(e, rn), R(e, x));
    I("cvt.rz.%s.f32 %s, %s;\n", t, R(e, z), R(e, x));
    I("add.u16 %s, %s, 1;\n", R(e, a), R(e, z));
    I("cvt.f32.%s %s, %s;\n", t, R(e, zf), R(e, z));
    I("cvt.f32.%s %s, %s;\n", t, R(e, af), R(e, a));
    I("sub.rn.f32 %s, %s, %s;\n", R(e, dx), R(e, x), R(e, zf));
    I("add.rn.f32 %s, %s, %s;\n", R(e, dx), R(e, dx), R(e, dx));
    I("sub.rn.f32 %s, %s, %s;\n", R(e, du), R(e, af), R(e, zf));
    I("setp.eq.f32 %s, %s, %s;\n", R(e, tie), R(e, dx), R(e, du));
    I("selp.b16 %s, %s, %s, %s;\n", R(e, d), R(e, a), R(e, rn), R(e, tie));
}

/* ftof between f16, bf16, f32 and f64. Widening is exact; narrowing rounds once. */
static ct_status e_ftof(em *e, const ct_op *op)
{
    ct_scalar si = sc(e, op->opnds[0]), so = sc(e, op->res[0]);
    int64_t mode = ct_rw_attr_i(op, 0, CT_ROUNDING_NEAREST_EVEN);
    const char *rs = rnd_sfx(mode);
    if (si == CT_S_TF32 || so == CT_S_TF32)
        return ct_ptx_tf32(e, op); /* ptx_mma.c */
    if (ct_ptx_is_fp8_convert(si, so))
        return ct_ptx_fp8_convert(e, op); /* ptx_fp8.c */
    if (!base_float(si) || !base_float(so))
        return ct_ptx_nosup(e, "conversion to or from tf32/f8/f4 types");
    int wi = ct_scalar_infos[si].bits, wo = ct_scalar_infos[so].bits;
    bool narrow = wo < wi || (wo == wi && si != so);
    bool away = narrow && mode == CT_ROUNDING_NEAREST_AWAY;
    if (away && (wo != 16 || si == CT_S_F64))
        return ct_ptx_nosup(e, "nearest_away other than to f16/bf16 from f16/bf16/f32");
    if (narrow && !rs && !away)
        return ct_ptx_nosup(e, "rounding mode");
    /* cvt.bf16.f64 needs sm_90; below, f64 → f32 rounded to odd, then f32 → bf16 in the
     * op's mode: 16 bits to spare make that the one rounding (ct_ptx_f32_odd) */
    bool by_odd = so == CT_S_BF16 && si == CT_S_F64 && e->c->sm < 90;
    uint32_t *d = ct_ptx_def(e, op->res[0]);
    if (!d)
        return ct_ptx_oom(e);
    for (uint32_t r = 0; r < e->nvr[op->res[0]]; r++) {
        if (ct_ptx_repeat(e, op, r, d))
            continue;
        uint32_t a = opr(e, op->opnds[0], r);
        if (away) {
            ftof_nearest_away(e, d[r], to_f32(e, a, si), so);
        } else if (by_odd) {
            uint32_t bits = ct_ptx_f32_odd(e, a, ".f64", RC_F64), f = new_reg(e, RC_F32);
            I("mov.b32 %s, %s;\n", R(e, f), R(e, bits));
            I("cvt%s.bf16.f32 %s, %s;\n", rs, R(e, d[r]), R(e, f));
        } else if (wi == 16 && wo == 16) { /* f16 <-> bf16 through f32: exact widening, one rounding */
            uint32_t t = to_f32(e, a, si);
            I("cvt%s.%s.f32 %s, %s;\n", rs, fname(so), R(e, d[r]), R(e, t));
        } else if (!narrow && si == CT_S_BF16 && so == CT_S_F64) {
            uint32_t a32 = to_f32(e, a, si); /* emits: must run before this line names registers */
            I("cvt.f64.f32 %s, %s;\n", R(e, d[r]), R(e, a32));
        } else {
            I("cvt%s.%s.%s %s, %s;\n", narrow ? rs : "", fname(so), fname(si), R(e, d[r]), R(e, a));
        }
    }
    return CUTILE_SUCCESS;
}

static ct_status e_bitcast(em *e, const ct_op *op)
{
    int ri = RC_OF(opr(e, op->opnds[0], 0)), ro = ct_ptx_rclass(elem_of(e, op->res[0]));
    if (ri == ro)
        return e_alias(e, op);
    uint32_t *d = ct_ptx_def(e, op->res[0]);
    if (!d)
        return ct_ptx_oom(e);
    for (uint32_t r = 0; r < e->nvr[op->res[0]]; r++)
        I("mov%s %s, %s;\n", ro == RC_F64 || ro == RC_B64 ? ".b64" : ".b32", R(e, d[r]),
          R(e, opr(e, op->opnds[0], r)));
    return CUTILE_SUCCESS;
}

/* offset: p + o * sizeof(pointee), o signed. */
static ct_status e_offset(em *e, const ct_op *op)
{
    const ct_type *pe = elem_of(e, op->res[0])->elem;
    uint32_t eb = ct_scalar_mem_bytes(pe->scalar), w = bits_of(e, op->opnds[1]);
    if (w < 16 || (ct_scalar_infos[pe->scalar].bits < 8 && pe->scalar != CT_S_I1))
        return ct_ptx_nosup(e, w < 16 ? "offset by i1/i8" : "offset on sub-byte pointees");
    if (pe->scalar == CT_S_I1) /* an i1 in memory is one byte (ops.md load_ptr_tko) */
        eb = 1;
    uint32_t *d = ct_ptx_def(e, op->res[0]);
    if (!d)
        return ct_ptx_oom(e);
    for (uint32_t r = 0; r < e->nvr[op->res[0]]; r++) {
        if (ct_ptx_repeat(e, op, r, d))
            continue;
        uint32_t o = opr(e, op->opnds[1], r), p = opr(e, op->opnds[0], r);
        if (w == 16) {
            uint32_t t = new_reg(e, RC_B32);
            I("cvt.s32.s16 %s, %s;\n", R(e, t), R(e, o));
            o = t;
        }
        I("%s %s, %s, %u, %s;\n", w == 64 ? "mad.lo.s64" : "mad.wide.s32", R(e, d[r]), R(e, o), eb,
          R(e, p));
    }
    return CUTILE_SUCCESS;
}

/* --------------------------------------- memory --------------------------------------- */

/* The memory form of an element type: PTX type of one element and its size in bytes.
 * i1 travels as a byte (0/1), i8 in the low byte of a 16-bit register. */
const char *ct_ptx_mem_ty(ct_scalar s)
{
    switch (s) {
    case CT_S_I1:
    case CT_S_I4: /* a byte each when staged in shared memory (pack/unpack) */
    case CT_S_F4E2M1FN:
    case CT_S_I8:
    case CT_S_F8E4M3FN:
    case CT_S_F8E5M2:
    case CT_S_F8E8M0FNU: return ".u8";
    case CT_S_I16:
    case CT_S_F16:
    case CT_S_BF16: return ".b16";
    case CT_S_I32: return ".b32";
    case CT_S_F32:
    case CT_S_TF32: return ".f32";
    case CT_S_F64: return ".f64";
    default: return ".b64"; /* i64, pointers */
    }
}

/* The state space of a pointer access: generic where a pointer may address shared memory. */
static const char *global_space(const em *e) { return e->generic ? "" : ".global"; }

void ct_ptx_access(em *e, const char *space, const char *sem, const char *red, bool store,
                   ct_scalar s, uint32_t eb, uint32_t addr, int64_t off, const uint32_t *regs,
                   uint32_t v, uint32_t g)
{
    if (ct_ptx_red_is_cas(red)) {
        for (uint32_t k = 0; k < v; k++)
            ct_ptx_bf16_add_cas(e, sem, space, addr, off + 2 * (int64_t)k, regs[k], NOREG, g);
        return;
    }
    char guard[24] = "";
    if (g != NOREG)
        snprintf(guard, sizeof guard, "@%s ", R(e, g));
    uint32_t words = eb < 4 && eb * v > 8 ? eb * v / 4 : v; /* units moved */
    bool packed = words != v;
    uint32_t u[16];
    for (uint32_t k = 0; k < words; k++) {
        u[k] = packed ? new_reg(e, RC_B32) : regs[k];
        if (s == CT_S_I1) { /* a byte per element */
            u[k] = new_reg(e, RC_B16);
            if (store)
                I("selp.u16 %s, 1, 0, %s;\n", R(e, u[k]), R(e, regs[k]));
            else
                I("mov.b16 %s, 0;\n", R(e, u[k]));
        }
        if (packed && store)
            I("mov.b32 %s, {%s, %s};\n", R(e, u[k]), R(e, regs[2 * k]), R(e, regs[2 * k + 1]));
    }
    ct_buf_printf(e->o, "\t%s%s%s%s", guard, red ? "red" : store ? "st" : "ld", sem, space);
    if (words > 1)
        ct_buf_printf(e->o, ".v%u", words);
    ct_buf_printf(e->o, "%s ", red ? red : packed ? ".b32" : ct_ptx_mem_ty(s));
    if (store)
        ct_buf_printf(e->o, "[%s+%lld], ", R(e, addr), (long long)off);
    ct_buf_str(e->o, words > 1 ? "{" : "");
    for (uint32_t k = 0; k < words; k++)
        ct_buf_printf(e->o, "%s%s", k ? ", " : "", R(e, u[k]));
    ct_buf_str(e->o, words > 1 ? "}" : "");
    if (!store)
        ct_buf_printf(e->o, ", [%s+%lld]", R(e, addr), (long long)off);
    ct_buf_str(e->o, ";\n");
    for (uint32_t k = 0; !store && k < words; k++) {
        if (packed) /* masked off: the registers keep their padding */
            I("%smov.b32 {%s, %s}, %s;\n", guard, R(e, regs[2 * k]), R(e, regs[2 * k + 1]),
              R(e, u[k]));
        if (s == CT_S_I1) /* masked-off lanes keep the padding already in regs */
            I("%ssetp.ne.b16 %s, %s, 0;\n", guard, R(e, regs[k]), R(e, u[k]));
    }
}

static uint32_t and_pred(em *e, uint32_t a, uint32_t b)
{
    if (a == NOREG || b == NOREG)
        return a == NOREG ? b : a;
    uint32_t p = new_reg(e, RC_PRED);
    I("and.pred %s, %s, %s;\n", R(e, p), R(e, a), R(e, b));
    return p;
}

static uint32_t to_u64(em *e, uint32_t reg, uint32_t bits)
{
    if (bits == 64)
        return reg;
    uint32_t t = new_reg(e, RC_B64);
    I("cvt.u64%s %s, %s;\n", ity(bits, 'u'), R(e, t), R(e, reg));
    return t;
}

/* A tensor dimension's extent or stride: a static number or a u64 register. */
typedef struct dimval {
    bool dyn;
    uint64_t imm;
    uint32_t reg;
} dimval;

static void desc_dims(em *e, const ct_op *mtv, const ct_type *tv, uint32_t group, dimval *out)
{
    uint32_t n, k = 0;
    const ct_val *dyn = ct_op_group(mtv, group, &n);
    const int64_t *vals = group == 1 ? tv->shape : tv->strides;
    for (uint32_t i = 0; i < tv->rank; i++) {
        out[i].dyn = vals[i] == CT_DYN;
        out[i].imm = (uint64_t)vals[i];
        if (out[i].dyn) {
            ct_val v = dyn[k++];
            out[i].reg = to_u64(e, e->vr[v][0], bits_of(e, v));
        }
    }
}

typedef struct tiled {
    const ct_type *pv;
    uint32_t rank, eb, vec;
    ct_scalar s;
    uint8_t lg[CT_LL_MAX_RANK];
    uint32_t off[CT_LL_MAX_RANK]; /* flat-bit offset of each tile dim */
    uint32_t tdim[CT_LL_MAX_RANK]; /* tensor dim of each tile dim */
    uint32_t tc[CT_LL_MAX_RANK];  /* u64: thread's coordinate along the tensor dim */
    dimval shape[CT_LL_MAX_RANK], stride[CT_LL_MAX_RANK];
    uint32_t addr;                /* u64: the thread's element (register 0) address */
} tiled;

/* The thread's coordinates (tile index · tile size + lane/warp part) and its address. */
static ct_status tiled_setup(em *e, const ct_op *op, uint32_t first_idx, const ct_op *mtv,
                             thread_part *tp, tiled *t)
{
    const ct_type *tv = t->pv->elem;
    desc_dims(e, mtv, tv, 1, t->shape);
    desc_dims(e, mtv, tv, 2, t->stride);
    t->addr = new_reg(e, RC_B64);
    I("mov.b64 %s, %s;\n", R(e, t->addr), R(e, e->vr[mtv->opnds[0]][0]));
    for (uint32_t i = 0; i < t->rank; i++) {
        ct_val iv = op->opnds[first_idx + i];
        uint32_t idx = to_u64(e, e->vr[iv][0], bits_of(e, iv));
        uint32_t h = new_reg(e, RC_B32), h64 = new_reg(e, RC_B64), j = t->tdim[i];
        if (t->lg[i])
            I("bfe.u32 %s, %s, %u, %u;\n", R(e, h), R(e, tp->flat), t->off[i], t->lg[i]);
        else
            I("mov.b32 %s, 0;\n", R(e, h));
        I("cvt.u64.u32 %s, %s;\n", R(e, h64), R(e, h));
        t->tc[i] = new_reg(e, RC_B64);
        I("mad.lo.u64 %s, %s, %d, %s;\n", R(e, t->tc[i]), R(e, idx), ct_view_step(t->pv, i), R(e, h64));
        if (t->stride[j].dyn) {
            uint32_t sb = new_reg(e, RC_B64);
            I("mul.lo.u64 %s, %s, %u;\n", R(e, sb), R(e, t->stride[j].reg), t->eb);
            I("mad.lo.u64 %s, %s, %s, %s;\n", R(e, t->addr), R(e, t->tc[i]), R(e, sb), R(e, t->addr));
            t->stride[j].reg = sb; /* from here on: bytes */
        } else {
            I("mad.lo.u64 %s, %s, %llu, %s;\n", R(e, t->addr), R(e, t->tc[i]),
              (unsigned long long)t->stride[j].imm * t->eb, R(e, t->addr));
        }
    }
    return CUTILE_SUCCESS;
}

/* Address and guard of the vector starting at register r0. */
static uint32_t tiled_group(em *e, const tiled *t, const ct_ll *l, const uint8_t *inb, uint32_t r0,
                            int64_t *off, uint32_t *guard)
{
    uint32_t addr = t->addr, fl = reg_flat(l, r0);
    uint64_t so = 0; /* static byte offset, modulo 2^64 like the address arithmetic it joins */
    *guard = NOREG;
    for (uint32_t i = 0; i < t->rank; i++) {
        uint64_t rc = (fl >> t->off[i]) & ((1u << t->lg[i]) - 1);
        uint32_t j = t->tdim[i];
        if (rc && t->stride[j].dyn) {
            uint32_t a = new_reg(e, RC_B64);
            I("mad.lo.u64 %s, %s, %llu, %s;\n", R(e, a), R(e, t->stride[j].reg),
              (unsigned long long)rc, R(e, addr));
            addr = a;
        } else if (rc) {
            so += rc * t->stride[j].imm * t->eb; /* huge static strides wrap, never overflow */
        }
        if ((int64_t)so > INT32_MAX || (int64_t)so < INT32_MIN) { /* beyond PTX's 32-bit offsets */
            uint32_t a = new_reg(e, RC_B64);
            I("add.u64 %s, %s, %lld;\n", R(e, a), R(e, addr), (long long)so);
            addr = a;
            so = 0;
        }
        if (inb[i])
            continue;
        uint32_t c = t->tc[i], p = new_reg(e, RC_PRED);
        if (rc) {
            c = new_reg(e, RC_B64);
            I("add.u64 %s, %s, %llu;\n", R(e, c), R(e, t->tc[i]), (unsigned long long)rc);
        }
        if (t->shape[j].dyn)
            I("setp.lt.u64 %s, %s, %s;\n", R(e, p), R(e, c), R(e, t->shape[j].reg));
        else
            I("setp.lt.u64 %s, %s, %llu;\n", R(e, p), R(e, c), (unsigned long long)t->shape[j].imm);
        *guard = and_pred(e, *guard, p);
    }
    *off = (int64_t)so;
    return addr;
}

/* The elements one access moves, from the layout's vector `vec` of `eb`-byte elements: a
 * register access of bytes is at most ld/st.v4.u8 (one element a register); a cp.async into a
 * pipeline stage copies the layout's whole 16-byte group, whatever the element size — capping
 * it too would issue a 16-byte copy every 4 bytes (misaligned, and overlapping). */
static uint32_t access_vec(uint32_t vec, uint32_t eb, bool piped)
{
    return eb == 1 && vec > 4 && !piped ? 4 : vec;
}

static ct_status e_tiled(em *e, const ct_op *op)
{
    bool store = op->opc == CT_OP_TILED_STORE, piped = !store && e->cp, tma = false;
    /* the prefer_tma knob (ptx_tma.c); a pipelined loop's load is cp.async's */
    ct_status s = piped ? CUTILE_SUCCESS : ct_ptx_tma_tiled(e, op, &tma);
    if (s || tma)
        return s;
    ct_val data = store ? op->opnds[0] : op->res[0], desc = op->opnds[store ? 1 : 0];
    if (ct_ptx_nibble(e, data))
        return ct_ptx_nosup(e, "view loads/stores of 4-bit elements (two to a byte)");
    const ct_op *mtv = e->f->values[desc].def;
    tiled t = {.pv = op->attrs[0]->type};
    const ct_ll *l = layout_of(e, data);
    thread_part *tp;
    if (!mtv || mtv->opc != CT_OP_MAKE_TENSOR_VIEW || !l)
        return ct_ptx_nosup(e, "descriptor not made by make_tensor_view");
    t.rank = t.pv->ntile;
    t.s = (ct_scalar)t.pv->elem->elem->scalar;
    t.eb = ct_scalar_mem_bytes(t.s);
    t.vec = (uint32_t)ct_rw_attr_i(op, 6, 1);
    if (ct_ptx_rclass(t.pv->elem->elem) < 0)
        return ct_ptx_nosup(e, "element type");
    t.vec = access_vec(t.vec, t.eb, piped);
    for (uint32_t i = 0; i < t.rank; i++) {
        t.lg[i] = (uint8_t)__builtin_ctz((uint32_t)t.pv->tile_shape[i]);
        t.tdim[i] = t.pv->ndim_map ? (uint32_t)t.pv->dim_map[i] : i;
    }
    for (uint32_t i = 0; i < t.rank; i++)
        t.off[i] = ct_ll_dim_offset(t.rank, t.lg, i);
    if (ct_ptx_thread_part(e, l, &tp) || tiled_setup(e, op, store ? 2 : 1, mtv, tp, &t))
        return e->c->d->status;
    uint32_t *regs = store ? e->vr[data] : piped ? NULL : ct_ptx_def(e, data);
    if (!regs && !piped)
        return ct_ptx_oom(e);
    uint32_t n = nregs(e, data), regdup = (uint32_t)(ct_ll_dup_mask(l) & ((1u << l->nreg) - 1));
    const uint8_t *inb = op->attrs[1]->bools;
    uint64_t pad = ct_view_pad_bits(t.pv, t.s);
    char buf[24], rbuf[24];
    const char *sem = ct_ptx_mem_order(op, buf, sizeof buf), *red;
    if (ct_ptx_red_type(e, op, t.s, rbuf, sizeof rbuf, &red))
        return e->c->d->status;
    for (uint32_t r0 = 0; r0 < n; r0 += t.vec) {
        if (store && (r0 & regdup))
            continue;
        int64_t off;
        uint32_t g, addr = tiled_group(e, &t, l, inb, r0, &off, &g);
        if (piped) {
            ct_ptx_cp_async(e, reg_flat(l, r0), addr, off, g);
            continue;
        }
        if (store)
            g = and_pred(e, g, tp->own);
        for (uint32_t k = 0; !store && g != NOREG && k < t.vec; k++)
            mov_imm(e, regs[r0 + k], pad);
        uint32_t vregs[16];
        for (uint32_t k = 0; k < t.vec; k++)
            vregs[k] = store ? opr(e, data, r0 + k) : regs[r0 + k];
        ct_ptx_access(e, global_space(e), sem, red, store, t.s, t.eb, addr, off, vregs, t.vec, g);
    }
    return CUTILE_SUCCESS;
}

/* gather_load / scatter_store: one pointer per element; vectors where the facts allow. */
/* The elements a gather_load / scatter_store moves per access: its pointers and mask are read
 * at the first register of each (the layout pass made the mask uniform over them). */
static uint32_t gather_vec(const em *e, const ct_op *op, bool piped)
{
    ct_val data = op->opc == CT_OP_SCATTER_STORE ? op->opnds[1] : op->res[0];
    return access_vec((uint32_t)ct_rw_attr_i(op, 4, 1), ct_scalar_mem_bytes(sc(e, data)), piped);
}

static ct_status e_gather(em *e, const ct_op *op)
{
    bool store = op->opc == CT_OP_SCATTER_STORE, piped = !store && e->cp;
    ct_val ptrs = op->opnds[0], data = store ? op->opnds[1] : op->res[0];
    if (ct_ptx_nibble(e, data))
        return ct_ptx_nosup(e, "pointer loads/stores of 4-bit elements (two to a byte)");
    /* by group: a gather's padding follows its mask only when it has one */
    uint32_t nm, np = 0;
    const ct_val *mg = ct_op_group(op, store ? 2 : 1, &nm);
    const ct_val *pg = store ? NULL : ct_op_group(op, 2, &np);
    ct_val mask = nm ? mg[0] : CT_NO_VAL, pad = np ? pg[0] : CT_NO_VAL;
    ct_scalar s = sc(e, data);
    uint32_t eb = ct_scalar_mem_bytes(s), vec = gather_vec(e, op, piped);
    const ct_ll *l = layout_of(e, data);
    thread_part *tp = NULL;
    if (ct_ptx_rclass(elem_of(e, data)) < 0 || eb > 8)
        return ct_ptx_nosup(e, "element type");
    if (store && l && ct_ptx_thread_part(e, l, &tp))
        return e->c->d->status;
    uint32_t *regs = store ? e->vr[data] : piped ? NULL : ct_ptx_def(e, data);
    if (!regs && !piped)
        return ct_ptx_oom(e);
    uint32_t n = nregs(e, data);
    uint32_t regdup = l ? (uint32_t)(ct_ll_dup_mask(l) & ((1u << l->nreg) - 1)) : 0;
    char buf[24];
    const char *sem = ct_ptx_mem_order(op, buf, sizeof buf);
    for (uint32_t r0 = 0; r0 < n; r0 += vec) {
        if (store && (r0 & regdup))
            continue;
        uint32_t g = mask != CT_NO_VAL ? opr(e, mask, r0) : NOREG;
        if (piped) {
            ct_ptx_cp_async(e, reg_flat(l, r0), opr(e, ptrs, r0), 0, g);
            continue;
        }
        if (store && tp)
            g = and_pred(e, g, tp->own);
        for (uint32_t k = 0; !store && g != NOREG && k < vec; k++) {
            if (pad != CT_NO_VAL)
                I("mov%s %s, %s;\n", ct_ptx_mov_type(RC_OF(regs[r0 + k])), R(e, regs[r0 + k]),
                  R(e, opr(e, pad, r0 + k)));
            else
                mov_imm(e, regs[r0 + k], 0);
        }
        uint32_t vregs[16];
        for (uint32_t k = 0; k < vec; k++)
            vregs[k] = store ? opr(e, data, r0 + k) : regs[r0 + k];
        ct_ptx_access(e, global_space(e), sem, NULL, store, s, eb, opr(e, ptrs, r0), 0, vregs, vec,
                      g);
    }
    return CUTILE_SUCCESS;
}

static ct_status e_barrier(em *e, const ct_op *op)
{
    (void)op;
    ct_ptx_tma_before_barrier(e);
    I("bar.sync 0;\n");
    return CUTILE_SUCCESS;
}

/* ---------------------------------------- driver ---------------------------------------- */

static ct_status e_nothing(em *e, const ct_op *op)
{
    (void)e, (void)op;
    return CUTILE_SUCCESS;
}

static ct_status e_return(em *e, const ct_op *op)
{
    if (op->nopnds)
        return ct_ptx_nosup(e, "return with operands");
    ct_ptx_tma_before_return(e);
    I("ret;\n");
    return CUTILE_SUCCESS;
}

typedef ct_status (*emit_fn)(em *e, const ct_op *op);

/* The ops with a lowering, which emitter does it, and whether that emitter is elementwise:
 * result register r reads register r of each operand and nothing else, and repeated operand
 * tuples reuse the first result (ct_ptx_repeat) — what need_pass relies on. */
static const struct {
    uint16_t opc;
    emit_fn fn;
    bool elem;
} lowerings[] = {
    {CT_OP_CONSTANT, ct_ptx_constant},   {CT_OP_GET_TILE_BLOCK_ID, e_block_id},
    {CT_OP_GET_NUM_TILE_BLOCKS, e_block_id}, {CT_OP_IOTA, e_iota},
    {CT_OP_ASSUME, e_alias},             {CT_OP_INT_TO_PTR, e_alias},
    {CT_OP_PTR_TO_INT, e_alias},         {CT_OP_PTR_TO_PTR, e_alias},
    {CT_OP_RESHAPE, e_rename},           {CT_OP_BROADCAST, e_rename},
    {CT_OP_PERMUTE, e_rename},           {CT_OP_MAKE_TENSOR_VIEW, e_nothing},
    {CT_OP_ADDI, e_int_binary, 1},          {CT_OP_SUBI, e_int_binary, 1},
    {CT_OP_MULI, e_int_binary, 1},          {CT_OP_MULHII, e_int_binary, 1},
    {CT_OP_ANDI, e_int_binary, 1},          {CT_OP_ORI, e_int_binary, 1},
    {CT_OP_XORI, e_int_binary, 1},          {CT_OP_MAXI, e_int_binary, 1},
    {CT_OP_MINI, e_int_binary, 1},          {CT_OP_REMI, e_int_binary, 1},
    {CT_OP_SHLI, e_shift, 1},               {CT_OP_SHRI, e_shift, 1},
    {CT_OP_DIVI, e_divi, 1},                {CT_OP_NEGI, e_int_unary, 1},
    {CT_OP_ABSI, e_int_unary, 1},           {CT_OP_CMPI, e_cmpi, 1},
    {CT_OP_SELECT, e_select, 1},            {CT_OP_ADDF, e_float_arith, 1},
    {CT_OP_SUBF, e_float_arith, 1},         {CT_OP_MULF, e_float_arith, 1},
    {CT_OP_DIVF, e_float_arith, 1},         {CT_OP_FMA, e_float_arith, 1},
    {CT_OP_SQRT, e_float_arith, 1},         {CT_OP_NEGF, e_sign, 1},
    {CT_OP_ABSF, e_sign, 1},                {CT_OP_MAXF, e_float_exact, 1},
    {CT_OP_MINF, e_float_exact, 1},         {CT_OP_CMPF, e_float_exact, 1},
    {CT_OP_FLOOR, e_float_exact, 1},        {CT_OP_CEIL, e_float_exact, 1},
    {CT_OP_EXTI, e_int_cast, 1},            {CT_OP_TRUNCI, e_int_cast, 1},
    {CT_OP_ITOF, e_int_float, 1},           {CT_OP_FTOI, e_int_float, 1},
    {CT_OP_FTOF, e_ftof, 1},                {CT_OP_BITCAST, e_bitcast},
    {CT_OP_OFFSET, e_offset, 1},            {CT_OP_EXP, ct_ptx_math},
    {CT_OP_EXP2, ct_ptx_math},                {CT_OP_RSQRT, ct_ptx_math},
    {CT_OP_TANH, ct_ptx_math},                {CT_OP_LOG, ct_ptx_math},
    {CT_OP_LOG2, ct_ptx_math},                {CT_OP_POW, ct_ptx_math},
    {CT_OP_FPOWI, ct_ptx_math},
    {CT_OP_SIN, ct_ptx_math},                 {CT_OP_COS, ct_ptx_math},
    {CT_OP_TILED_LOAD, e_tiled},
    {CT_OP_TILED_STORE, e_tiled},        {CT_OP_GATHER_LOAD, e_gather},
    {CT_OP_SCATTER_STORE, e_gather},     {CT_OP_BARRIER, e_barrier},
    {CT_OP_RETURN, e_return},            {CT_OP_CONVERT_LAYOUT, ct_ptx_convert},
    {CT_OP_FOR, ct_ptx_for},             {CT_OP_LOOP, ct_ptx_loop},
    {CT_OP_IF, ct_ptx_if},               {CT_OP_YIELD, ct_ptx_terminator},
    {CT_OP_CONTINUE, ct_ptx_terminator}, {CT_OP_BREAK, ct_ptx_terminator},
    {CT_OP_REDUCE, ct_ptx_reduce},       {CT_OP_SCAN, ct_ptx_scan},
    {CT_OP_ATOMIC_RMW_TKO, ct_ptx_atomic}, {CT_OP_ATOMIC_CAS_TKO, ct_ptx_atomic},
    {CT_OP_PRINT_TKO, ct_ptx_print},           {CT_OP_GET_GLOBAL, ct_ptx_get_global},
    {CT_OP_EXTRACT, ct_ptx_shape},             {CT_OP_INSERT, ct_ptx_shape},
    {CT_OP_CAT, ct_ptx_shape},                 {CT_OP_GDC_WAIT_TKO, ct_ptx_gdc},
    {CT_OP_GDC_LAUNCH_DEPENDENTS_TKO, ct_ptx_gdc},           {CT_OP_ASSERT, ct_ptx_assert},
    {CT_OP_SINH, ct_ptx_math},                      {CT_OP_COSH, ct_ptx_math},
    {CT_OP_TAN, ct_ptx_math},                       {CT_OP_MEMORY_FENCE_ALIAS_TKO, ct_ptx_fence_alias},
    {CT_OP_REMF, ct_ptx_math},                      {CT_OP_ATAN2, ct_ptx_math},
    {CT_OP_PACK, ct_ptx_shape},                {CT_OP_UNPACK, ct_ptx_shape},
    {CT_OP_ALLOCA, ct_ptx_alloca},
    {CT_OP_DOT, ct_ptx_dot},
};

static emit_fn lowering_of(uint16_t opc)
{
    for (size_t i = 0; i < CT_ARRAY_LEN(lowerings); i++)
        if (lowerings[i].opc == opc)
            return lowerings[i].fn;
    return NULL;
}

/* A thread addresses at most 255 registers; a tile that needs more in each thread than a whole
 * block has (CT_TARGET_BLOCK_REGS) lives almost entirely in local memory, every op on it a
 * spill per element, and its code grows with it: megabytes of PTX and minutes of ptxas for a
 * kernel that cannot perform. Refused before any code is written. */
static ct_status check_tile_sizes(em *e)
{
    for (ct_val v = 0; v < e->f->nvalues; v++) {
        const ct_ll *l = layout_of(e, v);
        const ct_type *t = ct_val_type(e->f, v);
        int rc = l && t->kind == CT_TY_TILE ? ct_ptx_rclass(t->elem) : -1;
        uint64_t words = (rc == RC_B64 || rc == RC_F64 ? 2ull : 1ull) << (l ? l->nreg : 0);
        if (rc < 0 || words <= CT_TARGET_BLOCK_REGS)
            continue;
        return ct_unsupported_kernel(e->c, e->f,
                                     "a tile of %llu elements is too large for %s: it needs "
                                     "%llu 32-bit registers in each of its %u threads, more than "
                                     "a block has (%u)",
                                     1ull << l->nout, e->c->cfg->target->name,
                                     (unsigned long long)words, e->fs->num_warps * 32,
                                     CT_TARGET_BLOCK_REGS);
    }
    return CUTILE_SUCCESS;
}

/* PTX identifiers: [A-Za-z_$][A-Za-z0-9_$]*. cuTile's mangled names qualify. */
static bool ptx_ident(const ct_str *s)
{
    if (!s->len || (s->s[0] >= '0' && s->s[0] <= '9'))
        return false;
    for (uint32_t i = 0; i < s->len; i++) {
        char ch = s->s[i];
        if (!((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ||
              ch == '_' || ch == '$'))
            return false;
    }
    return true;
}

static const char *param_ty(const ct_kernel_param *p)
{
    switch (p->kind) {
    case CT_PARAM_PTR: return ".u64";
    case CT_PARAM_BOOL: return ".u32";
    case CT_PARAM_FLOAT: return p->size == 2 ? ".b16" : p->size == 4 ? ".f32" : ".f64";
    default: return p->size == 1 ? ".u8" : p->size == 2 ? ".u16" : p->size == 4 ? ".u32" : ".u64";
    }
}

static void mark_used(ct_op *op, void *user)
{
    em *e = user;
    for (uint32_t i = 0; i < op->nopnds; i++) {
        const ct_value *v = &e->f->values[op->opnds[i]];
        if (!v->def && v->block == &e->f->body.blocks[0])
            e->fs->params[v->index].used = true;
    }
}

/* Loads the used parameters into registers. */
static ct_status load_params(em *e)
{
    const ct_func *f = e->f;
    ct_rw_walk(&e->f->body, mark_used, e);
    for (uint32_t i = 0; i < f->type->nin; i++) {
        const ct_kernel_param *p = &e->fs->params[i];
        ct_val v = f->body.blocks[0].args[i];
        if (!p->used)
            continue;
        int rc = ct_ptx_rclass(elem_of(e, v));
        uint32_t d = new_reg(e, rc);
        if (p->kind == CT_PARAM_BOOL) {
            uint32_t t = new_reg(e, RC_B32);
            I("ld.param.u32 %s, [%s_param_%u];\n", R(e, t), f->name.s, i);
            I("setp.ne.u32 %s, %s, 0;\n", R(e, d), R(e, t));
        } else if (p->kind == CT_PARAM_PTR) {
            uint32_t t = new_reg(e, RC_B64);
            I("ld.param.u64 %s, [%s_param_%u];\n", R(e, t), f->name.s, i);
            I("cvta.to.global.u64 %s, %s;\n", R(e, d), R(e, t));
        } else {
            I("ld.param%s %s, [%s_param_%u];\n", param_ty(p), R(e, d), f->name.s, i);
        }
        if (ct_ptx_alias(e, v, &d, 1))
            return e->c->d->status;
    }
    return CUTILE_SUCCESS;
}

ct_status ct_ptx_emit_op(em *e, const ct_op *op)
{
    e->op = op;
    if (e->pipe && !e->cp && ct_ptx_pipe_streamed(e, op)) /* its copies were issued earlier */
        return ct_ptx_pipe_read(e, op);
    emit_fn fn = lowering_of(op->opc);
    if (!fn)
        return ct_ptx_nosup(e, "no PTX lowering yet");
    /* operands in a stage, not in registers */
    bool streamed = e->pipe && (op->opc == CT_OP_DOT || op->opc == CT_OP_CONVERT_LAYOUT);
    for (uint32_t k = 0; k < op->nopnds && !streamed; k++)
        if (!e->vr[op->opnds[k]] && ct_val_type(e->f, op->opnds[k])->kind == CT_TY_TILE)
            return ct_diag_set(e->c->d, CUTILE_ERROR_COMPILE,
                               "emit-ptx: %s uses a value with no registers", ct_def(op)->name);
    if (e->c->cfg->lineinfo)
        ct_lineinfo_loc(e->c, e->f, op, e->o);
    return fn(e, op);
}

ct_status ct_ptx_emit_block(em *e, const ct_block *b)
{
    for (uint32_t i = 0; i < b->nops; i++)
        if (ct_ptx_emit_op(e, b->ops[i]))
            return e->c->d->status;
    return CUTILE_SUCCESS;
}

uint32_t ct_ptx_ring(em *e, uint32_t bytes)
{
    uint32_t r = new_reg(e, RC_B32);
    e->dsmem = e->dsmem > bytes + 1024 ? e->dsmem : bytes + 1024;
    I("mov.u32 %s, ct_ring;\n", R(e, r));
    I("add.u32 %s, %s, 1023;\n", R(e, r), R(e, r));
    I("and.b32 %s, %s, -1024;\n", R(e, r), R(e, r));
    return r;
}

/* Appends the entry's PTX to `out` — or nothing, when the prefer-TMA lowering's staging would
 * take static shared memory past its limit (ct_ptx_tma_retry; tma: its state). */
static void note_wgmma(ct_op *op, void *user)
{
    em *e = user;
    e->wgmma = e->wgmma || (op->opc == CT_OP_DOT && ct_mma_wg_active(e->f, op, e->fs->num_warps));
}

static void note_return(ct_op *op, void *user)
{
    *(bool *)user |= op->opc == CT_OP_RETURN;
}

/* The entry block's ops, noting where each begins in the body (em.top_start): the TMA prologue
 * — the mbarriers' initialisation and the bar.sync after it — goes before the first op that
 * needs it (ptx_tma.c pro_begin), so that the global loads ahead of it (a MoE GEMM's expert id
 * and row ids, which its tensor-map copies wait for) are in flight while the barriers are set
 * up; but never after an op that holds a return, as a thread that returned early must not be
 * waited for at the bar.sync. */
static ct_status emit_top(em *e, ct_block *b)
{
    for (uint32_t i = 0; i < b->nops; i++) {
        bool ret = b->ops[i]->opc == CT_OP_RETURN;
        for (uint32_t k = 0; k < b->ops[i]->nregions; k++)
            ct_rw_walk(&b->ops[i]->regions[k], note_return, &ret);
        e->top_start = e->o->len;
        if (ret && e->pro_at == SIZE_MAX)
            e->pro_at = e->top_start;
        if (ct_ptx_emit_op(e, b->ops[i]))
            return e->c->d->status;
    }
    return CUTILE_SUCCESS;
}

/* ---------------------------------- registers no one reads ---------------------------------- */

/* Whether op's PTX is its result's elements computed one by one from the operands' elements of
 * the same index (the emitters that call ct_ptx_repeat). */
static bool elementwise(const ct_op *op)
{
    for (size_t i = 0; i < CT_ARRAY_LEN(lowerings); i++)
        if (lowerings[i].opc == op->opc)
            return lowerings[i].elem && op->nres == 1;
    return false;
}

static void need_at_most(em *e, ct_val v, uint8_t lg)
{
    e->need[v] = lg < e->need[v] ? lg : e->need[v];
}

/* need[v]: log2 of the step between the registers of v that some op reads. Gathers and
 * scatters read their pointers and mask at the first register of each vector; an elementwise op
 * reads its operands where its result is read; everything else reads all. (A scattered tile's
 * per-element addresses and bounds are then computed for one element in 8, not for all.)
 * Ops are visited last to first, so a value's users come before its definition. */
static void need_block(em *e, const ct_block *b)
{
    for (uint32_t i = b->nops; i-- > 0;) {
        const ct_op *op = b->ops[i];
        for (uint32_t k = op->nregions; k-- > 0;)
            for (uint32_t j = op->regions[k].nblocks; j-- > 0;)
                need_block(e, &op->regions[k].blocks[j]);
        bool gs = op->opc == CT_OP_GATHER_LOAD || op->opc == CT_OP_SCATTER_STORE;
        uint8_t lg = gs ? (uint8_t)__builtin_ctz(gather_vec(e, op, ct_ptx_pipe_copies(e, op))) : 0, res = 0;
        if (elementwise(op))
            res = e->need[op->res[0]] == 0xFF ? 0 : e->need[op->res[0]];
        for (uint32_t k = 0; k < op->nopnds; k++) {
            bool leader = gs && (k == 0 || (k == (op->opc == CT_OP_SCATTER_STORE ? 2u : 1u)));
            need_at_most(e, op->opnds[k], leader ? lg : elementwise(op) ? res : 0);
        }
    }
}

static ct_status need_pass(em *e)
{
    if (!(e->need = ct_arena_alloc(&e->c->arena, e->f->nvalues + 1)))
        return ct_ptx_oom(e);
    memset(e->need, 0xFF, e->f->nvalues + 1);
    need_block(e, &e->f->body.blocks[0]);
    for (uint32_t v = 0; v <= e->f->nvalues; v++)
        e->need[v] = e->need[v] == 0xFF ? 0 : e->need[v]; /* unread: computed as before */
    return CUTILE_SUCCESS;
}

static ct_status emit_entry(ct_pass_ctx *c, ct_func *f, ct_fstate *fs, ct_buf *out, uint32_t *tables,
                            bool *uses_ring, ct_buf *globals, ct_ptx_tma *tma)
{
    em e = {.c = c, .f = f, .fs = fs, .tables = tables, .globals = globals, .tma = tma, .pro_at = SIZE_MAX};
    ct_rw_walk(&f->body, note_wgmma, &e);
    ct_buf body, pre;
    ct_buf_init(&body, c->cfg->allocator);
    ct_buf_init(&pre, c->cfg->allocator);
    e.o = &body;
    e.pre = &pre;
    e.vr = ct_arena_alloc(&c->arena, (f->nvalues + 1) * sizeof *e.vr);
    e.nvr = ct_arena_alloc(&c->arena, (f->nvalues + 1) * sizeof *e.nvr);
    ct_status s = CUTILE_SUCCESS;
    if (!e.vr || !e.nvr || need_pass(&e)) {
        s = c->d->status ? c->d->status : ct_ptx_oom(&e);
    } else if (!ptx_ident(&f->name)) {
        s = ct_unsupported_kernel(c, f, "the name is not a PTX identifier");
    } else if (check_tile_sizes(&e)) {
        s = c->d->status;
    } else {
        e.tid = new_reg(&e, RC_B32);
        ct_buf_printf(e.pre, "\tmov.u32 %s, %%tid.x;\n", R(&e, e.tid));
        s = load_params(&e) || ct_ptx_alloca_prologue(&e) ? c->d->status
                                                           : emit_top(&e, &f->body.blocks[0]);
    }
    if (!s && !ct_ptx_tma_retry(&e, e.smem)) {
        ct_buf *o = out;
        ct_buf_printf(o, "\n.visible .entry %s(", f->name.s);
        for (uint32_t i = 0; i < f->type->nin; i++)
            ct_buf_printf(o, "%s\n\t.param %s %s_param_%u", i ? "," : "", param_ty(&fs->params[i]),
                          f->name.s, i);
        if (ct_ptx_alloca_scratch(&e))
            ct_buf_printf(o, "%s\n\t.param .u64 %s_scratch", f->type->nin ? "," : "", f->name.s);
        ct_ptx_tma_params(&e, o, f->type->nin || ct_ptx_alloca_scratch(&e));
        ct_buf_printf(o, "\n)\n.reqntid %u, 1, 1\n", fs->num_warps * 32);
        /* CTAs per SM ptxas should fit registers for: the occupancy hint (as far as the
         * accumulators and the pipelined loops' rings allow), else what the rings were sized
         * for */
        uint32_t occ = ct_hint_occupancy(c, f, fs->num_warps * 32);
        if (!occ || (fs->ctas_per_sm && fs->ctas_per_sm < occ))
            occ = fs->ctas_per_sm > 1 ? fs->ctas_per_sm : 0;
        if (occ)
            ct_buf_printf(o, ".minnctapersm %d\n", (int)occ);
        ct_buf_str(o, "{\n");
        if (e.smem)
            ct_buf_printf(o, "\t.shared .align 16 .b8 ct_smem[%u];\n", e.smem);
        *uses_ring |= e.dsmem != 0;
        if ((uint64_t)e.smem + e.dsmem > c->cfg->target->smem_optin)
            s = ct_unsupported_kernel(c, f, "%u bytes of static and %u of dynamic shared memory "
                                      "exceed the %u a block of %s may use", e.smem, e.dsmem,
                                      c->cfg->target->smem_optin, c->cfg->target->name);
        fs->dyn_smem = e.dsmem;
        ct_ptx_alloca_decls(&e, o);
        ct_ptx_tma_decls(&e, o);
        if (e.pbuf)
            ct_buf_printf(o, "\t.local .align 8 .b8 ct_pbuf[%u];\n", e.pbuf);
        for (int rc = 0; rc < RC_COUNT; rc++)
            if (e.n[rc])
                ct_buf_printf(o, "\t.reg %s %s<%u>;\n", rc_decl[rc], rc_name[rc], e.n[rc]);
        size_t at = e.pro_at < body.len ? e.pro_at : body.len;
        ct_buf_put(o, pre.data, pre.len);
        ct_buf_put(o, body.data, at);
        ct_ptx_tma_prologue(&e, o);
        if (body.len > at) /* body.data is NULL when its first growth failed */
            ct_buf_put(o, body.data + at, body.len - at);
        ct_buf_str(o, "}\n");
        if (body.oom || pre.oom || o->oom)
            s = ct_ptx_oom(&e);
    }
    ct_buf_free(&body);
    ct_buf_free(&pre);
    return s;
}

/* emit_entry, and again without the prefer-TMA lowering when its staging does not fit (the
 * knob is a preference); the hidden parameters go to fs in the PTX's order: the alloca scratch
 * buffer, then the tensor maps. */
static ct_status emit_entry_tma(ct_pass_ctx *c, ct_func *f, ct_fstate *fs, ct_buf *out,
                                uint32_t *tables, bool *uses_ring, ct_buf *globals)
{
    size_t globals_len = globals->len;
    const ct_di *loc_last = c->loc_last;
    const ct_func *loc_func = c->loc_func;
    ct_status s = CUTILE_SUCCESS;
    for (bool off = false, again = true; !s && again; off = true) {
        ct_ptx_tma tma;
        ct_ptx_tma_init(&tma, c->cfg->allocator, off);
        globals->len = globals_len; /* a retry declares its format strings again */
        c->loc_last = loc_last, c->loc_func = loc_func;
        fs->hidden = NULL, fs->nhidden = 0; /* the alloca prologue appends its own */
        s = emit_entry(c, f, fs, out, tables, uses_ring, globals, &tma);
        again = !s && tma.retry;
        if (!s && !again)
            s = ct_ptx_tma_hidden(c, fs, &tma);
        ct_ptx_tma_free(&tma);
    }
    return s;
}

ct_status ct_pass_emit_ptx(ct_pass_ctx *c, ct_module *m)
{
    ct_buf ents, globals;
    ct_buf_init(&ents, c->cfg->allocator);
    ct_buf_init(&globals, c->cfg->allocator);
    uint32_t tables = 0;
    bool uses_ring = false;
    ct_status s = ct_ptx_module_globals(c, m, &globals);
    for (uint32_t fi = 0; !s && fi < m->nfuncs; fi++) {
        ct_func *f = m->funcs[fi];
        s = f->is_entry ? emit_entry_tma(c, f, &c->fs[fi], &ents, &tables, &uses_ring, &globals)
                        : ct_unsupported_kernel(c, f, "device functions are not lowered yet");
    }
    if (!s) {
        ct_buf_printf(&c->ptx, "//\n// Generated by libcutile_rt %d.%d.%d\n//\n\n.version %u.%u\n"
                               ".target %s\n.address_size 64\n",
                      CUTILE_RT_VERSION_MAJOR, CUTILE_RT_VERSION_MINOR, CUTILE_RT_VERSION_PATCH,
                      c->ptx_version / 10, c->ptx_version % 10, c->cfg->target->name);
        if (c->cfg->lineinfo && ct_lineinfo_files(c, &c->ptx))
            c->ptx.oom = 1;
        ct_ptx_emit_tables(&c->ptx, tables);
        if (uses_ring) /* the dynamic shared memory of every entry (ct_ptx_ring) */
            ct_buf_str(&c->ptx, ".extern .shared .align 1024 .b8 ct_ring[];\n");
        ct_buf_put(&c->ptx, globals.data, globals.len);
        ct_buf_put(&c->ptx, ents.data, ents.len);
        if (c->ptx.oom || ents.oom || globals.oom)
            s = ct_diag_set(c->d, CUTILE_ERROR_OUT_OF_MEMORY, "emit-ptx: out of memory");
    }
    ct_buf_free(&ents);
    ct_buf_free(&globals);
    return s;
}
