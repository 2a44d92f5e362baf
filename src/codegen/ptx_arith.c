/* ptx_arith.c — the elementwise ops: integer and floating-point arithmetic, comparisons,
 * select, integer and float casts and conversions, bitcast and pointer offsets. One element
 * at a time, register by register (the operands share the result's layout), each result
 * element skipped where ct_ptx_repeat says no one reads it or an earlier one holds it. */
#include <stdio.h>
#include <string.h>

#include "codegen/ptx_emit.h"
#include "codegen/ptx_mma.h"

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

/* d = a div (or rem) b in 64 bits. The 64-bit forms are a long subroutine; where both operands
 * are below 2^32 (as unsigned bit patterns: a negative signed operand is not), the 32-bit
 * unsigned one gives the same quotient and remainder, signed or not. b = 0 is undefined, but
 * takes the 64-bit form: its result stays what it was before this path existed, and what
 * tileiras gives (test/diff compares int_ops against it on edge values, zero divisors among
 * them); MIN / -1 never takes the short path. */
static void divrem64(em *e, const char *mn, char kind, uint32_t d, uint32_t a, uint32_t b)
{
    uint32_t hi = new_reg(e, RC_B64), p = new_reg(e, RC_PRED), x = new_reg(e, RC_B32);
    uint32_t y = new_reg(e, RC_B32), slow = e->nlabels++, done = e->nlabels++;
    I("or.b64 %s, %s, %s;\n", R(e, hi), R(e, a), R(e, b));
    I("shr.u64 %s, %s, 32;\n", R(e, hi), R(e, hi));
    I("setp.ne.u64 %s, %s, 0;\n", R(e, p), R(e, hi));
    I("setp.eq.or.u64 %s, %s, 0, %s;\n", R(e, p), R(e, b), R(e, p));
    I("@%s bra $Ldiv%u;\n", R(e, p), slow);
    I("cvt.u32.u64 %s, %s;\n", R(e, x), R(e, a));
    I("cvt.u32.u64 %s, %s;\n", R(e, y), R(e, b));
    I("%s.u32 %s, %s, %s;\n", mn, R(e, x), R(e, x), R(e, y));
    I("cvt.u64.u32 %s, %s;\n", R(e, d), R(e, x));
    I("bra.uni $Ldiv%u;\n", done);
    ct_buf_printf(e->o, "$Ldiv%u:\n", slow);
    I("%s.%c64 %s, %s, %s;\n", mn, kind, R(e, d), R(e, a), R(e, b));
    ct_buf_printf(e->o, "$Ldiv%u:\n", done);
}

ct_status ct_ptx_int_binary(em *e, const ct_op *op)
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
        } else if (w == 64 && op->opc == CT_OP_REMI) {
            divrem64(e, "rem", kind, d[r], a, b);
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
ct_status ct_ptx_shift(em *e, const ct_op *op)
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
ct_status ct_ptx_divi(em *e, const ct_op *op)
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
        if (w == 64)
            divrem64(e, "div", sg ? 's' : 'u', d[r], a, b);
        else
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
ct_status ct_ptx_int_unary(em *e, const ct_op *op)
{
    uint32_t w = bits_of(e, op->res[0]);
    bool neg = op->opc == CT_OP_NEGI;
    if (w == 1) /* modulo 2: -x = x, and |x| wraps back to x (abs(-1) = 1 ≡ -1) */
        return ct_ptx_alias_op(e, op);
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

ct_status ct_ptx_cmpi(em *e, const ct_op *op)
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

ct_status ct_ptx_select(em *e, const ct_op *op)
{
    uint32_t *d = ct_ptx_def(e, op->res[0]);
    if (!d)
        return ct_ptx_oom(e);
    for (uint32_t r = 0; r < e->nvr[op->res[0]]; r++)
        if (!ct_ptx_repeat(e, op, r, d))
            ct_ptx_selp(e, d[r], opr(e, op->opnds[0], r), opr(e, op->opnds[1], r),
                        opr(e, op->opnds[2], r));
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
ct_status ct_ptx_float_arith(em *e, const ct_op *op)
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
ct_status ct_ptx_sign(em *e, const ct_op *op)
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
ct_status ct_ptx_float_exact(em *e, const ct_op *op)
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
ct_status ct_ptx_int_cast(em *e, const ct_op *op)
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
ct_status ct_ptx_int_float(em *e, const ct_op *op)
{
    bool to_float = op->opc == CT_OP_ITOF;
    ct_val iv = to_float ? op->opnds[0] : op->res[0], fv = to_float ? op->res[0] : op->opnds[0];
    uint32_t w = bits_of(e, iv);
    ct_scalar fs = sc(e, fv);
    bool sg = is_signed(op);
    /* f8 goes through f32 without a second rounding: f8 → f32 is exact, and an int that
     * rounds to a finite f8 is below 2^16 (exact in f32), while a larger one stays beyond the
     * overflow bound in f32 (itof_f8_overflow) */
    bool f8 = ct_scalar_is_f8(fs);
    if (!base_float(fs) && !f8)
        return ct_ptx_nosup(e, "float type");
    ct_scalar fw = f8 ? CT_S_F32 : fs;
    /* int → bf16 in one rounding exists from sm_90; below, ints exact in f32 (≤ 16 bits) go
     * through it, wider ones through f32 rounded to odd (bf16_by_odd) */
    bool by_odd = to_float && fw == CT_S_BF16 && !ct_pass_has(e->c, CT_FEAT_BF16_EXT) && w > 16;
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
ct_status ct_ptx_ftof(em *e, const ct_op *op)
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
    bool by_odd = so == CT_S_BF16 && si == CT_S_F64 && !ct_pass_has(e->c, CT_FEAT_BF16_EXT);
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

ct_status ct_ptx_bitcast(em *e, const ct_op *op)
{
    int ri = RC_OF(opr(e, op->opnds[0], 0)), ro = ct_ptx_rclass(elem_of(e, op->res[0]));
    if (ri == ro)
        return ct_ptx_alias_op(e, op);
    uint32_t *d = ct_ptx_def(e, op->res[0]);
    if (!d)
        return ct_ptx_oom(e);
    for (uint32_t r = 0; r < e->nvr[op->res[0]]; r++)
        I("mov%s %s, %s;\n", ro == RC_F64 || ro == RC_B64 ? ".b64" : ".b32", R(e, d[r]),
          R(e, opr(e, op->opnds[0], r)));
    return CUTILE_SUCCESS;
}

/* offset: p + o * sizeof(pointee), o signed. */
ct_status ct_ptx_offset(em *e, const ct_op *op)
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
