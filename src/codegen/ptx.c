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

/* Allocates the registers of a result. */
uint32_t *ct_ptx_def(em *e, ct_val v)
{
    int rc = ct_ptx_rclass(elem_of(e, v));
    uint32_t n = nregs(e, v);
    uint32_t *r = ct_arena_alloc(&e->c->arena, n * sizeof *r);
    if (!r || rc < 0)
        return NULL;
    for (uint32_t i = 0; i < n; i++)
        r[i] = new_reg(e, rc);
    e->vr[v] = r;
    e->nvr[v] = n;
    return r;
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

static ct_status e_constant(em *e, const ct_op *op)
{
    uint64_t bits;
    if (!ct_rw_const_splat(op, &bits))
        return ct_ptx_nosup(e, "only splat constants are lowered so far");
    int rc = ct_ptx_rclass(elem_of(e, op->res[0]));
    if (rc < 0)
        return ct_ptx_nosup(e, "element type has no register class yet");
    uint32_t d = new_reg(e, rc);
    mov_imm(e, d, bits);
    return ct_ptx_alias(e, op->res[0], &d, 1);
}

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
    if (w < 16 || ct_ptx_thread_part(e, l, &t))
        return w < 16 ? ct_ptx_nosup(e, "iota of i1/i8") : e->c->d->status;
    for (uint32_t r = 0; r < e->nvr[op->res[0]]; r++) {
        uint32_t x = w == 32 ? d[r] : new_reg(e, RC_B32);
        I("add.u32 %s, %s, %u;\n", R(e, x), R(e, t->flat), reg_flat(l, r));
        if (w != 32)
            I("cvt%s.u32 %s, %s;\n", ity(w, 'u'), R(e, d[r]), R(e, x));
    }
    return CUTILE_SUCCESS;
}

/* broadcast / reshape / permute / assume / pointer casts: the result's registers are operand
 * registers. The layouts were assigned so that the operand's register set covers the result's:
 * map each result register's flat index to the operand's flat index and look it up. */
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
    for (uint32_t r = 0; r < n; r++) {
        uint32_t want = ct_ll_apply(&m, r, 0, 0), s = 0;
        while (s < e->nvr[src] && reg_flat(ls, s) != want)
            s++;
        if (s == e->nvr[src])
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

/* f16 and bf16 are computed in f32 (exact widening; each IEEE op rounded back once is
 * correctly rounded, since f32 has more than twice their precision plus two bits). */
static uint32_t to_f32(em *e, uint32_t reg, ct_scalar s)
{
    if (s == CT_S_F32)
        return reg;
    uint32_t t = new_reg(e, RC_F32);
    I("cvt.f32.%s %s, %s;\n", s == CT_S_F16 ? "f16" : "bf16", R(e, t), R(e, reg));
    return t;
}

/* Where an f32 result for d goes: d itself, or a temporary rounded into d by from_f32. */
static uint32_t f32_slot(em *e, uint32_t d, ct_scalar s) { return s == CT_S_F32 ? d : new_reg(e, RC_F32); }

static void from_f32(em *e, uint32_t d, uint32_t t, ct_scalar s)
{
    if (s != CT_S_F32)
        I("cvt.rn.%s.f32 %s, %s;\n", s == CT_S_F16 ? "f16" : "bf16", R(e, d), R(e, t));
}

static bool base_float(ct_scalar s)
{
    return s == CT_S_F16 || s == CT_S_BF16 || s == CT_S_F32 || s == CT_S_F64;
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

static const char *ftz_sfx(const ct_op *op)
{
    int i = ct_op_attr_index(ct_def(op), "flush_to_zero");
    return i >= 0 && op->attrs[i] ? ".ftz" : "";
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

static void f_div32(em *e, uint32_t d, uint32_t x, uint32_t y, const char *md);
static void f_sqrt32(em *e, uint32_t d, uint32_t x, const char *md);

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
            f_div32(e, t, in[0], in[1], md);
        } else if (op->opc == CT_OP_SQRT && s != CT_S_F64 && e->wgmma && md[1] == 'r') {
            f_sqrt32(e, t, in[0], md);
        } else {
            ct_buf_printf(e->o, "\t%s%s%s %s", row->mn, md, ty, R(e, t));
            for (uint32_t k = 0; k < row->nin; k++)
                ct_buf_printf(e->o, ", %s", R(e, in[k]));
            ct_buf_str(e->o, ";\n");
        }
        if (s != CT_S_F64)
            from_f32(e, d[r], t, s);
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
    if (prop && f64)
        return ct_ptx_nosup(e, "propagate_nan on f64");
    uint32_t *d = ct_ptx_def(e, op->res[0]);
    if (!d)
        return ct_ptx_oom(e);
    for (uint32_t r = 0; r < e->nvr[op->res[0]]; r++) {
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
              prop ? ".NaN" : "", ty, R(e, t), R(e, a), R(e, b));
        if (!f64)
            from_f32(e, d[r], t, s);
    }
    return CUTILE_SUCCESS;
}

/* ------------------------------------- conversions ------------------------------------- */

static const char *fname(ct_scalar s)
{
    return s == CT_S_F16 ? "f16" : s == CT_S_BF16 ? "bf16" : s == CT_S_F32 ? "f32" : "f64";
}

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

/* itof (round to nearest even) and ftoi (truncation). */
static ct_status e_int_float(em *e, const ct_op *op)
{
    bool to_float = op->opc == CT_OP_ITOF;
    ct_val iv = to_float ? op->opnds[0] : op->res[0], fv = to_float ? op->res[0] : op->opnds[0];
    uint32_t w = bits_of(e, iv);
    ct_scalar fs = sc(e, fv);
    bool sg = is_signed(op);
    if (!base_float(fs))
        return ct_ptx_nosup(e, "float type");
    /* int → bf16 in one rounding exists from sm_90; below, ints exact in f32 (≤ 16 bits) go
     * through it, wider ones through f32 rounded to odd (bf16_by_odd) */
    bool by_odd = to_float && fs == CT_S_BF16 && e->c->sm < 90 && w > 16;
    uint32_t *d = ct_ptx_def(e, op->res[0]);
    if (!d)
        return ct_ptx_oom(e);
    const char *it = w == 8 ? (sg ? ".s8" : ".u8") : ity(w, sg ? 's' : 'u');
    for (uint32_t r = 0; r < e->nvr[op->res[0]]; r++) {
        uint32_t a = opr(e, op->opnds[0], r);
        if (w == 1 && to_float) {
            uint32_t t = fs == CT_S_F64 ? d[r] : f32_slot(e, d[r], fs);
            I("selp%s %s, %s, %s, %s;\n", fs == CT_S_F64 ? ".f64" : ".f32", R(e, t),
              fs == CT_S_F64 ? (sg ? "0dBFF0000000000000" : "0d3FF0000000000000")
                             : (sg ? "0fBF800000" : "0f3F800000"),
              fs == CT_S_F64 ? "0d0000000000000000" : "0f00000000", R(e, a));
            if (fs != CT_S_F64)
                from_f32(e, d[r], t, fs);
        } else if (w == 1) {
            uint32_t t = new_reg(e, RC_B32), x = fs == CT_S_BF16 ? to_f32(e, a, fs) : a;
            I("cvt.rzi.s32.%s %s, %s;\n", fs == CT_S_BF16 ? "f32" : fname(fs), R(e, t), R(e, x));
            I("setp.ne.s32 %s, %s, 0;\n", R(e, d[r]), R(e, t));
        } else if (by_odd) {
            bf16_by_odd(e, d[r], a, it, w);
        } else if (to_float && fs == CT_S_BF16 && w <= 16) {
            uint32_t t = new_reg(e, RC_F32);
            I("cvt.rn.f32%s %s, %s;\n", it, R(e, t), R(e, a));
            from_f32(e, d[r], t, fs);
        } else if (to_float) {
            I("cvt.rn.%s%s %s, %s;\n", fname(fs), it, R(e, d[r]), R(e, a));
        } else {
            uint32_t x = fs == CT_S_BF16 ? to_f32(e, a, fs) : a;
            I("cvt.rzi%s.%s %s, %s;\n", w == 8 ? (sg ? ".s16" : ".u16") : it,
              fs == CT_S_BF16 ? "f32" : fname(fs), R(e, d[r]), R(e, x));
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
    if (so == CT_S_BF16 && si == CT_S_F64 && e->c->sm < 90) /* cvt.bf16.f64 needs sm_90 */
        return ct_ptx_nosup(e, "f64 to bf16 below sm_90");
    uint32_t *d = ct_ptx_def(e, op->res[0]);
    if (!d)
        return ct_ptx_oom(e);
    for (uint32_t r = 0; r < e->nvr[op->res[0]]; r++) {
        uint32_t a = opr(e, op->opnds[0], r);
        if (away) {
            ftof_nearest_away(e, d[r], to_f32(e, a, si), so);
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
    uint32_t eb = ct_scalar_infos[pe->scalar].bytes, w = bits_of(e, op->opnds[1]);
    if (w < 16 || (ct_scalar_infos[pe->scalar].bits < 8 && pe->scalar != CT_S_I1))
        return ct_ptx_nosup(e, w < 16 ? "offset by i1/i8" : "offset on sub-byte pointees");
    if (pe->scalar == CT_S_I1) /* an i1 in memory is one byte (ops.md load_ptr_tko) */
        eb = 1;
    uint32_t *d = ct_ptx_def(e, op->res[0]);
    if (!d)
        return ct_ptx_oom(e);
    for (uint32_t r = 0; r < e->nvr[op->res[0]]; r++) {
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
    case CT_S_F8E5M2: return ".u8";
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
    *off = 0;
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
            *off += (int64_t)(rc * t->stride[j].imm * t->eb);
        }
        if (*off > INT32_MAX) { /* beyond PTX's 32-bit address offsets */
            uint32_t a = new_reg(e, RC_B64);
            I("add.u64 %s, %s, %lld;\n", R(e, a), R(e, addr), (long long)*off);
            addr = a;
            *off = 0;
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
    return addr;
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
    t.eb = ct_scalar_infos[t.s].bytes;
    t.vec = (uint32_t)ct_rw_attr_i(op, 6, 1);
    if (ct_ptx_rclass(t.pv->elem->elem) < 0)
        return ct_ptx_nosup(e, "element type");
    if (t.eb == 1 && t.vec > 4)
        t.vec = 4;
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
static ct_status e_gather(em *e, const ct_op *op)
{
    bool store = op->opc == CT_OP_SCATTER_STORE, piped = !store && e->cp;
    ct_val ptrs = op->opnds[0], data = store ? op->opnds[1] : op->res[0];
    if (ct_ptx_nibble(e, data))
        return ct_ptx_nosup(e, "pointer loads/stores of 4-bit elements (two to a byte)");
    ct_val mask = op->seg[store ? 2 : 1] ? op->opnds[store ? 2 : 1] : CT_NO_VAL;
    ct_val pad = !store && op->seg[2] ? op->opnds[2] : CT_NO_VAL;
    ct_scalar s = sc(e, data);
    uint32_t eb = ct_scalar_infos[s].bytes, vec = (uint32_t)ct_rw_attr_i(op, 4, 1);
    const ct_ll *l = layout_of(e, data);
    thread_part *tp = NULL;
    if (ct_ptx_rclass(elem_of(e, data)) < 0 || eb > 8)
        return ct_ptx_nosup(e, "element type");
    if (eb == 1 && vec > 4)
        vec = 4;
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

/* ------------------------------------ math functions ------------------------------------ */

/* f32 math in `approx` mode and the ops whose natural lowering is one hardware instruction:
 * rsqrt (rsqrt.approx, measured 1.5 ulp, within CUDA's 2 ulp for rsqrtf), exp approx (ex2 of
 * x·log2 e, ops.md §3.7) and tanh approx (tanh.approx, relative error 2^-11).
 *
 * exp (full) is f32 arithmetic (f_exp, at most 0.94 ulp). The other full-precision forms
 * (exp2, log, log2, tanh, pow, sin, cos) evaluate in f64 and round once to f32:
 * argument reduction and a Taylor polynomial with f64 error near 1e-15, so the f32 result is
 * within 1 ulp (correctly rounded but for ties closer than that) — inside CUDA's documented
 * bounds (expf 2, logf/log2f 1, tanhf 2, powf 4, sinf/cosf 2 ulp). f16/bf16 go through f32. */

/* An f64 immediate. */
static const char *Dimm(em *e, double v)
{
    uint64_t b;
    memcpy(&b, &v, sizeof b);
    char *s = e->names[e->ni++ % 8];
    snprintf(s, sizeof e->names[0], "0d%016llX", (unsigned long long)b);
    return s;
}

static uint32_t fd(em *e) { return new_reg(e, RC_F64); }

/* d = a / b in f64 (b finite, nonzero, normal) without div.rn.f64: 1/b by rcp.approx and two
 * Newton steps, the quotient corrected once by its fma remainder — within an ulp or two, and
 * exact when a / b is representable. Returns rcp.approx(b) itself (f_div32's special cases). */
static uint32_t nr_quot(em *e, uint32_t d, uint32_t a, uint32_t b)
{
    uint32_t nb = fd(e), r0 = fd(e), r = fd(e), t = fd(e);
    I("neg.f64 %s, %s;\n", R(e, nb), R(e, b));
    I("rcp.approx.ftz.f64 %s, %s;\n", R(e, r0), R(e, b));
    I("mov.f64 %s, %s;\n", R(e, r), R(e, r0));
    for (int k = 0; k < 2; k++) {
        I("fma.rn.f64 %s, %s, %s, 0d3FF0000000000000;\n", R(e, t), R(e, nb), R(e, r));
        I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, r), R(e, r), R(e, t), R(e, r));
    }
    I("mul.rn.f64 %s, %s, %s;\n", R(e, d), R(e, a), R(e, r));
    I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, t), R(e, nb), R(e, d), R(e, a));
    I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, d), R(e, t), R(e, r), R(e, d));
    return r0;
}

/* d = a / b in f64 for the math functions' internal quotients, b finite, nonzero and normal:
 * div.rn.f64, except in a function with a wgmma dot, where its subroutine would serialise the
 * wgmma (f_div32): nr_quot (within an ulp or two of f64, far below what the f32 results keep).
 * a = NOREG: 1 / b. */
static void f64_quot(em *e, uint32_t d, uint32_t a, uint32_t b)
{
    if (!e->wgmma) {
        if (a == NOREG)
            I("rcp.rn.f64 %s, %s;\n", R(e, d), R(e, b));
        else
            I("div.rn.f64 %s, %s, %s;\n", R(e, d), R(e, a), R(e, b));
        return;
    }
    if (a == NOREG)
        a = fd(e), I("mov.f64 %s, 0d3FF0000000000000;\n", R(e, a));
    nr_quot(e, d, a, b);
}

#define LOG2E 1.4426950408889634
#define LN2 0.6931471805599453

/* e^r · 2^n for |r| ≤ ln2/2, n an integral f64 in [-1000, 1000]: Taylor to r^12 (error below
 * 1e-15 relative), scaled exactly through the exponent field. */
static uint32_t exp_reduced(em *e, uint32_t n, uint32_t r)
{
    double c = 1;
    double coef[13];
    for (int k = 0; k <= 12; k++) {
        coef[k] = 1 / c;
        c *= k + 1;
    }
    uint32_t p = fd(e);
    I("mov.f64 %s, %s;\n", R(e, p), Dimm(e, coef[12]));
    for (int k = 11; k >= 0; k--)
        I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, p), R(e, p), R(e, r), Dimm(e, coef[k]));
    uint32_t ni = new_reg(e, RC_B64), sc_ = fd(e);
    I("cvt.rni.s64.f64 %s, %s;\n", R(e, ni), R(e, n));
    I("add.s64 %s, %s, 1023;\n", R(e, ni), R(e, ni));
    I("shl.b64 %s, %s, 52;\n", R(e, ni), R(e, ni));
    I("mov.b64 %s, %s;\n", R(e, sc_), R(e, ni));
    I("mul.rn.f64 %s, %s, %s;\n", R(e, p), R(e, p), R(e, sc_));
    return p;
}

/* e^x for x in [-745, 709]. */
static uint32_t exp_f64(em *e, uint32_t x)
{
    uint32_t n = fd(e), r = fd(e);
    I("mul.rn.f64 %s, %s, %s;\n", R(e, n), R(e, x), Dimm(e, LOG2E));
    I("cvt.rni.f64.f64 %s, %s;\n", R(e, n), R(e, n));
    I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, r), R(e, n), Dimm(e, -LN2), R(e, x));
    I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, r), R(e, n), Dimm(e, -2.3190468138462996e-17), R(e, r));
    return exp_reduced(e, n, r);
}

/* For x > 0 finite (f64 of an f32): x = m·2^k with m in [√½, √2), and log(m) from
 * s = (m-1)/(m+1): log(m) = 2s(1 + s²/3 + s⁴/5 + …), |s| ≤ 0.172, to s^22.
 * Returns log(m) and sets *k (f64). */
static uint32_t log_parts(em *e, uint32_t x, uint32_t *k)
{
    uint32_t b = new_reg(e, RC_B64), ex = new_reg(e, RC_B64), m = fd(e), p = new_reg(e, RC_PRED);
    I("mov.b64 %s, %s;\n", R(e, b), R(e, x));
    I("shr.u64 %s, %s, 52;\n", R(e, ex), R(e, b));
    I("and.b64 %s, %s, 0x000FFFFFFFFFFFFF;\n", R(e, b), R(e, b));
    I("or.b64 %s, %s, 0x3FF0000000000000;\n", R(e, b), R(e, b));
    I("mov.b64 %s, %s;\n", R(e, m), R(e, b));
    I("sub.s64 %s, %s, 1023;\n", R(e, ex), R(e, ex));
    I("setp.gt.f64 %s, %s, %s;\n", R(e, p), R(e, m), Dimm(e, 1.4142135623730951));
    I("@%s mul.rn.f64 %s, %s, 0d3FE0000000000000;\n", R(e, p), R(e, m), R(e, m));
    I("@%s add.s64 %s, %s, 1;\n", R(e, p), R(e, ex), R(e, ex));
    *k = fd(e);
    I("cvt.rn.f64.s64 %s, %s;\n", R(e, *k), R(e, ex));
    uint32_t f = fd(e), den = fd(e), s_ = fd(e), z = fd(e), poly = fd(e);
    I("sub.rn.f64 %s, %s, 0d3FF0000000000000;\n", R(e, f), R(e, m));
    I("add.rn.f64 %s, %s, 0d4000000000000000;\n", R(e, den), R(e, f));
    f64_quot(e, s_, f, den);
    I("mul.rn.f64 %s, %s, %s;\n", R(e, z), R(e, s_), R(e, s_));
    I("mov.f64 %s, %s;\n", R(e, poly), Dimm(e, 1.0 / 23));
    for (int j = 10; j >= 0; j--)
        I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, poly), R(e, poly), R(e, z), Dimm(e, 1.0 / (2 * j + 1)));
    I("add.rn.f64 %s, %s, %s;\n", R(e, s_), R(e, s_), R(e, s_));
    I("mul.rn.f64 %s, %s, %s;\n", R(e, poly), R(e, poly), R(e, s_));
    return poly;
}

/* Sets d (f32) to `val` where predicate p holds. */
static void f32_where(em *e, uint32_t p, uint32_t d, const char *val)
{
    I("@%s mov.f32 %s, %s;\n", R(e, p), R(e, d), val);
}

static uint32_t setp_f32(em *e, const char *cmp, uint32_t a, const char *b)
{
    uint32_t p = new_reg(e, RC_PRED);
    I("setp.%s.f32 %s, %s, %s;\n", cmp, R(e, p), R(e, a), b);
    return p;
}

/* NaN in, NaN out (quieted). */
static void keep_nan(em *e, uint32_t d, uint32_t x)
{
    uint32_t p = setp_f32(e, "nan", x, R(e, x));
    I("@%s add.f32 %s, %s, %s;\n", R(e, p), R(e, d), R(e, x), R(e, x));
}

/* x / y in f32 with an IEEE rounding (md: ".rn", ".rz", ".rm" or ".rp", then maybe ".ftz")
 * and no subroutine: ptxas implements div.r*.f32 with a call for the hard cases, and a function
 * that calls anything gets every wgmma serialised (each HGMMA waited for before the next
 * issues: attention with a plain `/` in its epilogue lost a quarter of its speed). In f64: x and
 * y convert exactly (an f32's exponent range is normal in f64), nr_quot: within 2^-52 relative. Rounded
 * once to f32 that is the correctly rounded x / y in every mode: an exact quotient on an f32
 * rounding boundary (a midpoint, or a representable value for the directed modes) is exact in
 * f64 too, and any other lies at least 2^-49 relative away from one (|x - m·y| is at least an
 * ulp of the smaller of x and m·y, m with 25 bits; y with 24). Zeros, infinities and NaNs (where
 * Newton's steps would go wrong) take x · rcp.approx(y), exact for them. */
/* An f32 input of f_div32 / f_sqrt32 widened to f64, flushed first under .ftz (subnormals
 * become zeros, signed); *x is the f32 value used. */
static uint32_t widen32(em *e, uint32_t *x, bool ftz)
{
    uint32_t X = fd(e);
    if (ftz) {
        uint32_t x1 = new_reg(e, RC_F32);
        I("mul.ftz.f32 %s, %s, 0f3F800000;\n", R(e, x1), R(e, *x));
        *x = x1;
    }
    I("cvt.f64.f32 %s, %s;\n", R(e, X), R(e, *x));
    return X;
}

/* d = the f64 q rounded to f32 in md's mode (and .ftz), or the f64 special-case value qs where
 * p holds. */
static void narrow32(em *e, uint32_t d, uint32_t q, uint32_t qs, uint32_t p, const char *md)
{
    const char *rnd = md[2] == 'n' ? ".rn" : md[2] == 'z' ? ".rz" : md[2] == 'm' ? ".rm" : ".rp";
    I("selp.f64 %s, %s, %s, %s;\n", R(e, q), R(e, qs), R(e, q), R(e, p));
    I("cvt%s%s.f32.f64 %s, %s;\n", rnd, strstr(md, ".ftz") ? ".ftz" : "", R(e, d), R(e, q));
}

static void f_div32(em *e, uint32_t d, uint32_t x, uint32_t y, const char *md)
{
    bool ftz = strstr(md, ".ftz") != NULL;
    uint32_t X = widen32(e, &x, ftz), Y = widen32(e, &y, ftz), q = fd(e), qs = fd(e);
    uint32_t ax = new_reg(e, RC_F32), ay = new_reg(e, RC_F32), p = new_reg(e, RC_PRED);
    uint32_t r0 = nr_quot(e, q, X, Y);
    /* zeros, infinities, NaNs: x · rcp(y) is exact (0 · r, inf · r, x · inf, x · 0, NaN) */
    I("abs.f32 %s, %s;\n", R(e, ax), R(e, x));
    I("abs.f32 %s, %s;\n", R(e, ay), R(e, y));
    I("setp.equ.f32 %s, %s, 0f7F800000;\n", R(e, p), R(e, ax)); /* or NaN */
    I("setp.equ.or.f32 %s, %s, 0f7F800000, %s;\n", R(e, p), R(e, ay), R(e, p));
    I("setp.eq.or.f32 %s, %s, 0f00000000, %s;\n", R(e, p), R(e, ax), R(e, p));
    I("setp.eq.or.f32 %s, %s, 0f00000000, %s;\n", R(e, p), R(e, ay), R(e, p));
    I("mul.rn.f64 %s, %s, %s;\n", R(e, qs), R(e, X), R(e, r0));
    narrow32(e, d, q, qs, p, md);
}

/* √x in f32 with an IEEE rounding and no subroutine (sqrt.r*.f32's hard cases are a call; see
 * f_div32), in f64: 1/√x by rsqrt.approx and two Newton steps, √x as x times it corrected once
 * by its fma remainder (within 2^-52 relative), rounded once. An f32 √x is never a midpoint
 * (m² would need 49 bits), lies at least 2^-49 relative from one and from any f32 value it does
 * not equal, and an exact one comes out exact: one rounding is the correctly rounded √x. Zeros,
 * negatives, +inf and NaNs take sqrt.approx, exact for them. */
static void f_sqrt32(em *e, uint32_t d, uint32_t x, const char *md)
{
    uint32_t X = widen32(e, &x, strstr(md, ".ftz") != NULL);
    uint32_t h = fd(e), y = fd(e), t = fd(e), q = fd(e), qs = fd(e), a = new_reg(e, RC_F32);
    uint32_t p = new_reg(e, RC_PRED);
    I("mul.rn.f64 %s, %s, 0d3FE0000000000000;\n", R(e, h), R(e, X));
    I("rsqrt.approx.ftz.f64 %s, %s;\n", R(e, y), R(e, X));
    for (int k = 0; k < 2; k++) { /* y · (3/2 − x/2 · y²) */
        I("mul.rn.f64 %s, %s, %s;\n", R(e, t), R(e, y), R(e, y));
        I("neg.f64 %s, %s;\n", R(e, t), R(e, t));
        I("fma.rn.f64 %s, %s, %s, 0d3FF8000000000000;\n", R(e, t), R(e, h), R(e, t));
        I("mul.rn.f64 %s, %s, %s;\n", R(e, y), R(e, y), R(e, t));
    }
    I("mul.rn.f64 %s, %s, %s;\n", R(e, q), R(e, X), R(e, y));
    I("neg.f64 %s, %s;\n", R(e, t), R(e, q));
    I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, t), R(e, t), R(e, q), R(e, X)); /* x − q² */
    I("mul.rn.f64 %s, %s, 0d3FE0000000000000;\n", R(e, y), R(e, y));
    I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, q), R(e, t), R(e, y), R(e, q));
    I("setp.le.f32 %s, %s, 0f00000000;\n", R(e, p), R(e, x));
    I("setp.equ.or.f32 %s, %s, 0f7F800000, %s;\n", R(e, p), R(e, x), R(e, p)); /* or NaN */
    I("sqrt.approx.f32 %s, %s;\n", R(e, a), R(e, x));
    I("cvt.f64.f32 %s, %s;\n", R(e, qs), R(e, a));
    narrow32(e, d, q, qs, p, md);
}

/* 2^k (k in [-126, 127], a B32 register) as an f32 register, through the exponent field. */
static uint32_t f32_pow2(em *e, uint32_t k)
{
    uint32_t b = new_reg(e, RC_B32), f = new_reg(e, RC_F32);
    I("add.s32 %s, %s, 127;\n", R(e, b), R(e, k));
    I("shl.b32 %s, %s, 23;\n", R(e, b), R(e, b));
    I("mov.b32 %s, %s;\n", R(e, f), R(e, b));
    return f;
}

/* d = p · 2^j (j an integer-valued f32 in [-152, 129]) in two steps of 2^(j/2), so that neither
 * factor overflows nor a subnormal result rounds twice; NaN x gives NaN (f_exp, f_exp2). */
static void scale_pow2(em *e, uint32_t d, uint32_t p, uint32_t j, uint32_t x)
{
    uint32_t ji = new_reg(e, RC_B32), j1 = new_reg(e, RC_B32), j2 = new_reg(e, RC_B32);
    I("cvt.rzi.s32.f32 %s, %s;\n", R(e, ji), R(e, j));
    I("shr.s32 %s, %s, 1;\n", R(e, j1), R(e, ji));
    I("sub.s32 %s, %s, %s;\n", R(e, j2), R(e, ji), R(e, j1));
    uint32_t s1 = f32_pow2(e, j1), s2 = f32_pow2(e, j2);
    I("mul.rn.f32 %s, %s, %s;\n", R(e, p), R(e, p), R(e, s1));
    I("mul.rn.f32 %s, %s, %s;\n", R(e, d), R(e, p), R(e, s2));
    keep_nan(e, d, x);
}

/* e^x in f32 arithmetic (the f64 evaluation costs a kernel like softmax a quarter of its time
 * on an H200): j = rint(x·log2 e), r = x − j·ln 2 in two fma steps (ln 2's high part has 16
 * significant bits, so j·ln2_hi is exact), e^r by its Taylor polynomial to r^7 (|r| ≤ 0.35:
 * truncation below 0.1 ulp), scaled by 2^⌊j/2⌋ (exact) then 2^(j−⌊j/2⌋) (one rounding, also into
 * the subnormals). Every f32 was checked on the host against exp in f64 with the same operations
 * (fmaf, rintf): at most 0.94 ulp, inside CUDA's 2 ulp for expf (ops.md §3.7 `full`). x is
 * clamped to [−104, 89] first (0 and inf beyond); NaN passes through quieted. */
static void f_exp(em *e, uint32_t d, uint32_t x)
{
    static const char *const taylor[] = {"0f3AB60B61", "0f3C088889", "0f3D2AAAAB", "0f3E2AAAAB",
                                         "0f3F000000", "0f3F800000", "0f3F800000"}; /* 1/6! … 1/0! */
    uint32_t c = new_reg(e, RC_F32), j = new_reg(e, RC_F32), r = new_reg(e, RC_F32);
    uint32_t p = new_reg(e, RC_F32);
    I("max.f32 %s, %s, 0fC2D00000;\n", R(e, c), R(e, x)); /* -104: e^x below 2^-150 */
    I("min.f32 %s, %s, 0f42B20000;\n", R(e, c), R(e, c)); /* 89: above FLT_MAX */
    I("mul.rn.f32 %s, %s, 0f3FB8AA3B;\n", R(e, j), R(e, c));
    I("cvt.rni.f32.f32 %s, %s;\n", R(e, j), R(e, j));
    I("fma.rn.f32 %s, %s, 0fBF317200, %s;\n", R(e, r), R(e, j), R(e, c));
    I("fma.rn.f32 %s, %s, 0fB5BFBE8E, %s;\n", R(e, r), R(e, j), R(e, r));
    I("mov.f32 %s, 0f39500D01;\n", R(e, p)); /* 1/7! */
    for (size_t k = 0; k < CT_ARRAY_LEN(taylor); k++)
        I("fma.rn.f32 %s, %s, %s, %s;\n", R(e, p), R(e, p), R(e, r), taylor[k]);
    scale_pow2(e, d, p, j, x);
}

/* 2^x in f32 arithmetic, within 1 ulp, for exp2 without flush_to_zero (ex2.approx.f32
 * measures up to 2.06 ulp, just over exp2f's 2). exp2 with flush_to_zero is ex2.approx.ftz.f32,
 * the hardware's one instruction, which ops.md calls its natural lowering: cuTile sets the flag
 * where speed matters (attention's softmax, about 20 instructions an element here), and the
 * flag already gives up IEEE behaviour. j = rint(x) and f = x − j
 * (exact); e^r for r = f·ln 2 carried as r_hi + r_lo (the product's error by an fma, and ln 2's
 * own low part), r_hi through f_exp's Taylor polynomial, then p + p·r_lo; the two-step scaling
 * by 2^j of f_exp. */
static void f_exp2(em *e, uint32_t d, uint32_t x)
{
    static const char *const taylor[] = {"0f3AB60B61", "0f3C088889", "0f3D2AAAAB", "0f3E2AAAAB",
                                         "0f3F000000", "0f3F800000", "0f3F800000"}; /* 1/6! … 1/0! */
    uint32_t c = new_reg(e, RC_F32), j = new_reg(e, RC_F32), f = new_reg(e, RC_F32);
    uint32_t rh = new_reg(e, RC_F32), rl = new_reg(e, RC_F32), p = new_reg(e, RC_F32);
    I("max.f32 %s, %s, 0fC3180000;\n", R(e, c), R(e, x)); /* -152: below 2^-150 */
    I("min.f32 %s, %s, 0f43010000;\n", R(e, c), R(e, c)); /* 129: above FLT_MAX */
    I("cvt.rni.f32.f32 %s, %s;\n", R(e, j), R(e, c));
    I("sub.rn.f32 %s, %s, %s;\n", R(e, f), R(e, c), R(e, j));
    I("mul.rn.f32 %s, %s, 0f3F317218;\n", R(e, rh), R(e, f));           /* ln 2, rounded */
    I("neg.f32 %s, %s;\n", R(e, rl), R(e, rh));
    I("fma.rn.f32 %s, %s, 0f3F317218, %s;\n", R(e, rl), R(e, f), R(e, rl)); /* the product's error */
    I("fma.rn.f32 %s, %s, 0fB102E308, %s;\n", R(e, rl), R(e, f), R(e, rl)); /* ln 2 − its f32 */
    I("mov.f32 %s, 0f39500D01;\n", R(e, p)); /* 1/7! */
    for (size_t k = 0; k < CT_ARRAY_LEN(taylor); k++)
        I("fma.rn.f32 %s, %s, %s, %s;\n", R(e, p), R(e, p), R(e, rh), taylor[k]);
    I("fma.rn.f32 %s, %s, %s, %s;\n", R(e, p), R(e, p), R(e, rl), R(e, p));
    scale_pow2(e, d, p, j, x);
}

/* log and log2 of an f32: ±0 → -inf, negative → NaN, +inf → +inf. */
static void f_log(em *e, uint32_t d, uint32_t x, bool base2)
{
    uint32_t xd = fd(e), k, r = fd(e);
    I("cvt.f64.f32 %s, %s;\n", R(e, xd), R(e, x));
    uint32_t lm = log_parts(e, xd, &k);
    if (base2)
        I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, r), R(e, lm), Dimm(e, LOG2E), R(e, k));
    else
        I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, r), R(e, k), Dimm(e, LN2), R(e, lm));
    I("cvt.rn.f32.f64 %s, %s;\n", R(e, d), R(e, r));
    f32_where(e, setp_f32(e, "lt", x, "0f00000000"), d, "0f7FFFFFFF");
    f32_where(e, setp_f32(e, "eq", x, "0f00000000"), d, "0fFF800000");
    f32_where(e, setp_f32(e, "eq", x, "0f7F800000"), d, "0f7F800000");
    keep_nan(e, d, x);
}

/* tanh = sign(x)·(1 − 2/(e^{2|x|}+1)); below |x| = 2^-10, x(1 − x²/3 + 2x⁴/15) instead (no
 * cancellation). |x| ≥ 20 gives ±1 (tanh(20) rounds to 1 in f32). */
static void f_tanh(em *e, uint32_t d, uint32_t x)
{
    uint32_t a = fd(e), t = fd(e), q = fd(e), z = fd(e), sm = fd(e), p = new_reg(e, RC_PRED);
    I("cvt.f64.f32 %s, %s;\n", R(e, a), R(e, x));
    I("abs.f64 %s, %s;\n", R(e, a), R(e, a));
    I("min.f64 %s, %s, 0d4034000000000000;\n", R(e, a), R(e, a)); /* 20 */
    I("add.rn.f64 %s, %s, %s;\n", R(e, t), R(e, a), R(e, a));
    uint32_t ex = exp_f64(e, t);
    I("add.rn.f64 %s, %s, 0d3FF0000000000000;\n", R(e, q), R(e, ex));
    f64_quot(e, q, NOREG, q);
    I("mul.rn.f64 %s, %s, 0dC000000000000000;\n", R(e, q), R(e, q)); /* -2 / (e^2a + 1) */
    I("add.rn.f64 %s, %s, 0d3FF0000000000000;\n", R(e, q), R(e, q));
    I("mul.rn.f64 %s, %s, %s;\n", R(e, z), R(e, a), R(e, a));
    I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, sm), R(e, z), Dimm(e, 2.0 / 15), Dimm(e, -1.0 / 3));
    I("fma.rn.f64 %s, %s, %s, 0d3FF0000000000000;\n", R(e, sm), R(e, sm), R(e, z));
    I("mul.rn.f64 %s, %s, %s;\n", R(e, sm), R(e, sm), R(e, a));
    I("setp.lt.f64 %s, %s, 0d3F50000000000000;\n", R(e, p), R(e, a)); /* 2^-10 */
    I("selp.f64 %s, %s, %s, %s;\n", R(e, q), R(e, sm), R(e, q), R(e, p));
    uint32_t bits = new_reg(e, RC_B32), sign = new_reg(e, RC_B32);
    I("cvt.rn.f32.f64 %s, %s;\n", R(e, d), R(e, q));
    I("mov.b32 %s, %s;\n", R(e, sign), R(e, x));
    I("and.b32 %s, %s, 0x80000000;\n", R(e, sign), R(e, sign));
    I("mov.b32 %s, %s;\n", R(e, bits), R(e, d));
    I("or.b32 %s, %s, %s;\n", R(e, bits), R(e, bits), R(e, sign));
    I("mov.b32 %s, %s;\n", R(e, d), R(e, bits));
    keep_nan(e, d, x);
}

/* pow(x, y) = ±2^(y·log2|x|), with the special cases of C's powf (IEEE 754 pow). */
static void f_pow(em *e, uint32_t d, uint32_t x, uint32_t y)
{
    uint32_t ax = new_reg(e, RC_F32), xd = fd(e), yd = fd(e), k, t = fd(e), n = fd(e), r = fd(e);
    I("abs.f32 %s, %s;\n", R(e, ax), R(e, x));
    I("cvt.f64.f32 %s, %s;\n", R(e, xd), R(e, ax));
    I("cvt.f64.f32 %s, %s;\n", R(e, yd), R(e, y));
    uint32_t lm = log_parts(e, xd, &k), l2 = fd(e);
    I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, l2), R(e, lm), Dimm(e, LOG2E), R(e, k));
    uint32_t z = setp_f32(e, "eq", ax, "0f00000000"), inf = setp_f32(e, "eq", ax, "0f7F800000");
    I("@%s mov.f64 %s, 0dFFF0000000000000;\n", R(e, z), R(e, l2));
    I("@%s mov.f64 %s, 0d7FF0000000000000;\n", R(e, inf), R(e, l2));
    I("mul.rn.f64 %s, %s, %s;\n", R(e, t), R(e, yd), R(e, l2));
    I("max.f64 %s, %s, 0dC069000000000000;\n", R(e, t), R(e, t)); /* -200 */
    I("min.f64 %s, %s, 0d4069000000000000;\n", R(e, t), R(e, t));  /* 200 */
    I("cvt.rni.f64.f64 %s, %s;\n", R(e, n), R(e, t));
    I("sub.rn.f64 %s, %s, %s;\n", R(e, r), R(e, t), R(e, n));
    I("mul.rn.f64 %s, %s, %s;\n", R(e, r), R(e, r), Dimm(e, LN2));
    uint32_t p = exp_reduced(e, n, r); /* emits code: evaluate before naming registers */
    I("cvt.rn.f32.f64 %s, %s;\n", R(e, d), R(e, p));
    /* the sign and the domain: y integral? odd? (|y| ≥ 2^24 is even) */
    uint32_t yi = new_reg(e, RC_F32), yint = new_reg(e, RC_PRED), odd = new_reg(e, RC_PRED);
    uint32_t iy = new_reg(e, RC_B32), neg = setp_f32(e, "lt", x, "0f00000000");
    I("cvt.rzi.f32.f32 %s, %s;\n", R(e, yi), R(e, y));
    I("setp.eq.f32 %s, %s, %s;\n", R(e, yint), R(e, yi), R(e, y));
    I("cvt.rzi.s32.f32 %s, %s;\n", R(e, iy), R(e, y));
    I("and.b32 %s, %s, 1;\n", R(e, iy), R(e, iy));
    I("setp.eq.and.b32 %s, %s, 1, %s;\n", R(e, odd), R(e, iy), R(e, yint));
    uint32_t big = setp_f32(e, "ge", y, "0f4B800000"), small = setp_f32(e, "le", y, "0fCB800000");
    I("or.pred %s, %s, %s;\n", R(e, big), R(e, big), R(e, small));
    I("and.pred %s, %s, !%s;\n", R(e, odd), R(e, odd), R(e, big));
    /* x = ±0 keeps its sign for odd y too */
    uint32_t xneg = new_reg(e, RC_B32), sgn = new_reg(e, RC_PRED);
    I("mov.b32 %s, %s;\n", R(e, xneg), R(e, x));
    I("setp.lt.s32 %s, %s, 0;\n", R(e, sgn), R(e, xneg));
    I("and.pred %s, %s, %s;\n", R(e, sgn), R(e, sgn), R(e, odd));
    I("@%s neg.f32 %s, %s;\n", R(e, sgn), R(e, d), R(e, d));
    uint32_t bad = new_reg(e, RC_PRED);
    I("and.pred %s, %s, !%s;\n", R(e, bad), R(e, neg), R(e, yint));
    f32_where(e, bad, d, "0f7FFFFFFF");
    uint32_t nan = setp_f32(e, "nan", x, R(e, y));
    f32_where(e, nan, d, "0f7FFFFFFF");
    uint32_t one = setp_f32(e, "eq", ax, "0f3F800000"), yinf = new_reg(e, RC_PRED);
    I("testp.infinite.f32 %s, %s;\n", R(e, yinf), R(e, y));
    I("and.pred %s, %s, %s;\n", R(e, one), R(e, one), R(e, yinf));
    f32_where(e, one, d, "0f3F800000");
    f32_where(e, setp_f32(e, "eq", x, "0f3F800000"), d, "0f3F800000");
    f32_where(e, setp_f32(e, "eq", y, "0f00000000"), d, "0f3F800000");
}

/* 2/π in binary, 24 bits per word from the point on (0.A2F983 6E4E44 …), computed with Python's
 * decimal module from Machin's formula for π. 12 words reach bit 288, beyond the 2^104·… the
 * largest f32 needs (bit 103 + 5·24). */
static const uint32_t two_over_pi[12] = {0xA2F983, 0x6E4E44, 0x1529FC, 0x2757D1, 0xF534DD, 0xC0DB62,
                                         0x95993C, 0x439041, 0xFE5163, 0xABDEBB, 0xC561B7, 0x246E3A};
#define TWO_OPI_ENTRIES 254 /* one per f32 exponent field 1…254 (0 shares 1's) */
#define TWO_OPI_PARTS 5

static uint32_t two_opi_bits(uint32_t first, uint32_t n) /* bits first…first+n−1 (1 = 2^-1) */
{
    uint32_t v = 0;
    for (uint32_t i = first; i < first + n; i++) {
        uint32_t w = (i - 1) / 24, b = 23 - (i - 1) % 24;
        v = v << 1 | (two_over_pi[w] >> b & 1);
    }
    return v;
}

/* The module-scope table for sin/cos: for an f32 M·2^E (M a 24-bit integer, E = field − 150),
 * five 24-bit windows of 2/π·2^E starting at bit max(1, E−1) — the bits that matter modulo 4 —
 * each exact as an f64, so M times each is exact. */
static void emit_two_opi(ct_buf *o)
{
    ct_buf_printf(o, "\n.const .align 8 .f64 ct_two_over_pi[%d] = {", TWO_OPI_ENTRIES * TWO_OPI_PARTS);
    for (int idx = 0; idx < TWO_OPI_ENTRIES; idx++) {
        int ex = idx + 1 - 150, first = ex - 1 > 1 ? ex - 1 : 1;
        for (int k = 0; k < TWO_OPI_PARTS; k++) {
            int lo = first + 24 * k + 23; /* the window's last bit: weight 2^(ex − lo) */
            double v = ldexp((double)two_opi_bits((uint32_t)(first + 24 * k), 24), ex - lo);
            uint64_t b;
            memcpy(&b, &v, sizeof b);
            ct_buf_printf(o, "%s%s0d%016llX", idx || k ? "," : "", (idx * TWO_OPI_PARTS + k) % 6 ? " " : "\n\t",
                          (unsigned long long)b);
        }
    }
    ct_buf_str(o, "\n};\n");
}

/* sin / cos of an f32: x·2/π = n + f exactly enough (Payne–Hanek with the table above: the
 * products are exact, f keeps ~2^-90 absolute error however close x is to a multiple of
 * π/2), then Taylor polynomials of sin and cos of r = f·π/2, |r| ≤ π/4, and the quadrant. */
static void f_sincos(em *e, uint32_t d, uint32_t x, bool cosine)
{
    uint32_t bits = new_reg(e, RC_B32), be = new_reg(e, RC_B32), man = new_reg(e, RC_B32);
    uint32_t idx = new_reg(e, RC_B32), pn = new_reg(e, RC_PRED), addr = new_reg(e, RC_B64);
    uint32_t md = fd(e), t[TWO_OPI_PARTS], pr[TWO_OPI_PARTS];
    *e->uses_2opi = true;
    I("mov.b32 %s, %s;\n", R(e, bits), R(e, x));
    I("bfe.u32 %s, %s, 23, 8;\n", R(e, be), R(e, bits));
    I("and.b32 %s, %s, 0x7FFFFF;\n", R(e, man), R(e, bits));
    I("setp.ne.u32 %s, %s, 0;\n", R(e, pn), R(e, be));
    I("@%s or.b32 %s, %s, 0x800000;\n", R(e, pn), R(e, man), R(e, man));
    I("max.u32 %s, %s, 1;\n", R(e, idx), R(e, be));
    I("min.u32 %s, %s, %d;\n", R(e, idx), R(e, idx), TWO_OPI_ENTRIES); /* inf/NaN: fixed below */
    I("sub.u32 %s, %s, 1;\n", R(e, idx), R(e, idx));
    I("cvt.rn.f64.u32 %s, %s;\n", R(e, md), R(e, man));
    I("mov.u64 %s, ct_two_over_pi;\n", R(e, addr));
    uint32_t off = new_reg(e, RC_B64);
    I("mul.wide.u32 %s, %s, %d;\n", R(e, off), R(e, idx), TWO_OPI_PARTS * 8);
    I("add.u64 %s, %s, %s;\n", R(e, addr), R(e, addr), R(e, off));
    for (int k = 0; k < TWO_OPI_PARTS; k++) {
        t[k] = fd(e), pr[k] = fd(e);
        I("ld.const.f64 %s, [%s+%d];\n", R(e, t[k]), R(e, addr), 8 * k);
        I("mul.rn.f64 %s, %s, %s;\n", R(e, pr[k]), R(e, md), R(e, t[k]));
    }
    uint32_t q = fd(e), n = fd(e), f = fd(e), r = fd(e), z = fd(e);
    I("mul.rn.f64 %s, %s, 0d3FD0000000000000;\n", R(e, q), R(e, pr[0]));  /* p0 mod 4 */
    I("cvt.rmi.f64.f64 %s, %s;\n", R(e, q), R(e, q));
    I("fma.rn.f64 %s, %s, 0dC010000000000000, %s;\n", R(e, pr[0]), R(e, q), R(e, pr[0]));
    I("add.rn.f64 %s, %s, %s;\n", R(e, n), R(e, pr[0]), R(e, pr[1]));
    I("cvt.rni.f64.f64 %s, %s;\n", R(e, n), R(e, n));
    I("sub.rn.f64 %s, %s, %s;\n", R(e, f), R(e, pr[0]), R(e, n));
    for (int k = 1; k < TWO_OPI_PARTS; k++)
        I("add.rn.f64 %s, %s, %s;\n", R(e, f), R(e, f), R(e, pr[k]));
    I("mul.rn.f64 %s, %s, %s;\n", R(e, r), R(e, f), Dimm(e, 1.5707963267948966));
    I("mul.rn.f64 %s, %s, %s;\n", R(e, z), R(e, r), R(e, r));
    /* sin r = r·Σ (−z)^k/(2k+1)!, cos r = Σ (−z)^k/(2k)!, to k = 9 */
    uint32_t sp = fd(e), cp = fd(e);
    double fact[21] = {1};
    for (int i = 1; i <= 20; i++)
        fact[i] = fact[i - 1] * i;
    I("mov.f64 %s, %s;\n", R(e, sp), Dimm(e, -1.0 / fact[19]));
    I("mov.f64 %s, %s;\n", R(e, cp), Dimm(e, -1.0 / fact[18]));
    for (int k = 8; k >= 0; k--) {
        double sg = k % 2 ? -1 : 1;
        I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, sp), R(e, sp), R(e, z), Dimm(e, sg / fact[2 * k + 1]));
        I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, cp), R(e, cp), R(e, z), Dimm(e, sg / fact[2 * k]));
    }
    I("mul.rn.f64 %s, %s, %s;\n", R(e, sp), R(e, sp), R(e, r));
    /* quadrant: (n + cos) mod 4 picks ±sin / ±cos */
    uint32_t qi = new_reg(e, RC_B32), po = new_reg(e, RC_PRED), ps = new_reg(e, RC_PRED), v = fd(e);
    I("cvt.rni.s32.f64 %s, %s;\n", R(e, qi), R(e, n));
    if (cosine)
        I("add.s32 %s, %s, 1;\n", R(e, qi), R(e, qi));
    I("and.b32 %s, %s, 3;\n", R(e, qi), R(e, qi));
    uint32_t b1 = new_reg(e, RC_B32), b2 = new_reg(e, RC_B32);
    I("and.b32 %s, %s, 1;\n", R(e, b1), R(e, qi));
    I("and.b32 %s, %s, 2;\n", R(e, b2), R(e, qi));
    I("setp.ne.u32 %s, %s, 0;\n", R(e, po), R(e, b1));
    I("setp.ne.u32 %s, %s, 0;\n", R(e, ps), R(e, b2));
    I("selp.f64 %s, %s, %s, %s;\n", R(e, v), R(e, cp), R(e, sp), R(e, po));
    I("@%s neg.f64 %s, %s;\n", R(e, ps), R(e, v), R(e, v));
    if (!cosine) { /* sin is odd */
        uint32_t pneg = new_reg(e, RC_PRED);
        I("setp.lt.s32 %s, %s, 0;\n", R(e, pneg), R(e, bits));
        I("@%s neg.f64 %s, %s;\n", R(e, pneg), R(e, v), R(e, v));
    }
    I("cvt.rn.f32.f64 %s, %s;\n", R(e, d), R(e, v));
    uint32_t fin = new_reg(e, RC_PRED);
    I("testp.finite.f32 %s, %s;\n", R(e, fin), R(e, x));
    I("@!%s sub.f32 %s, %s, %s;\n", R(e, fin), R(e, d), R(e, x), R(e, x)); /* inf, NaN → NaN */
}

/* sinh / cosh in f64: (e^|x| ∓ e^-|x|)/2 with |x| clamped to 100 (the f32 result overflows
 * long before), and for sinh below 2^-5, where the difference cancels, the Taylor series to x^9
 * (relative error below 1e-20); sinh takes x's sign. One rounding to f32. */
static void f_hyp(em *e, uint32_t d, uint32_t x, bool cosine)
{
    uint32_t a = fd(e), inv = fd(e), r = fd(e), p = new_reg(e, RC_PRED);
    I("cvt.f64.f32 %s, %s;\n", R(e, a), R(e, x));
    I("abs.f64 %s, %s;\n", R(e, a), R(e, a));
    I("min.f64 %s, %s, 0d4059000000000000;\n", R(e, a), R(e, a)); /* 100 */
    uint32_t ex = exp_f64(e, a);
    f64_quot(e, inv, NOREG, ex);
    I("%s.rn.f64 %s, %s, %s;\n", cosine ? "add" : "sub", R(e, r), R(e, ex), R(e, inv));
    I("mul.rn.f64 %s, %s, 0d3FE0000000000000;\n", R(e, r), R(e, r));
    if (!cosine) {
        uint32_t z = fd(e), s = fd(e), bits = new_reg(e, RC_B32), sign = new_reg(e, RC_B32);
        I("mul.rn.f64 %s, %s, %s;\n", R(e, z), R(e, a), R(e, a));
        I("mov.f64 %s, %s;\n", R(e, s), Dimm(e, 1.0 / 362880));
        I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, s), R(e, s), R(e, z), Dimm(e, 1.0 / 5040));
        I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, s), R(e, s), R(e, z), Dimm(e, 1.0 / 120));
        I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, s), R(e, s), R(e, z), Dimm(e, 1.0 / 6));
        I("fma.rn.f64 %s, %s, %s, 0d3FF0000000000000;\n", R(e, s), R(e, s), R(e, z));
        I("mul.rn.f64 %s, %s, %s;\n", R(e, s), R(e, s), R(e, a));
        I("setp.lt.f64 %s, %s, 0d3FA0000000000000;\n", R(e, p), R(e, a)); /* 2^-5 */
        I("selp.f64 %s, %s, %s, %s;\n", R(e, r), R(e, s), R(e, r), R(e, p));
        I("cvt.rn.f32.f64 %s, %s;\n", R(e, d), R(e, r));
        I("mov.b32 %s, %s;\n", R(e, sign), R(e, x));
        I("and.b32 %s, %s, 0x80000000;\n", R(e, sign), R(e, sign));
        I("mov.b32 %s, %s;\n", R(e, bits), R(e, d));
        I("or.b32 %s, %s, %s;\n", R(e, bits), R(e, bits), R(e, sign));
        I("mov.b32 %s, %s;\n", R(e, d), R(e, bits));
    } else {
        I("cvt.rn.f32.f64 %s, %s;\n", R(e, d), R(e, r));
    }
    keep_nan(e, d, x);
}

/* tan as sin/cos of the full-precision forms: three roundings, within 3 ulp (CUDA's tanf
 * allows 4). */
static void f_tan(em *e, uint32_t d, uint32_t x)
{
    uint32_t s = new_reg(e, RC_F32), c = new_reg(e, RC_F32);
    f_sincos(e, s, x, false);
    f_sincos(e, c, x, true);
    if (e->wgmma)
        f_div32(e, d, s, c, ".rn");
    else
        I("div.rn.f32 %s, %s, %s;\n", R(e, d), R(e, s), R(e, c));
}

/* fmod(x, y) for f32, exactly (the true remainder is representable). In f64, |x| is reduced by
 * |y|·2^(28k) for k = 9 … 0: before each step |x| < |y|·2^(28(k+1)) (at first |x| < 2^128 and
 * |y| ≥ 2^-149), so the quotient q = floor(|x|/t) is below 2^28 — div.rz never rounds it past an
 * integer — and |x| - q·t is exact in one fma. y = 0, x = ±inf or a NaN give NaN through the
 * arithmetic; y = ±inf with x finite gives x. The sign is x's. */
static void f_remf(em *e, uint32_t d, uint32_t x, uint32_t y)
{
    uint32_t ax = fd(e), ay = fd(e), t = fd(e), q = fd(e), r = new_reg(e, RC_F32);
    I("cvt.f64.f32 %s, %s;\n", R(e, ax), R(e, x));
    I("abs.f64 %s, %s;\n", R(e, ax), R(e, ax));
    I("cvt.f64.f32 %s, %s;\n", R(e, ay), R(e, y));
    I("abs.f64 %s, %s;\n", R(e, ay), R(e, ay));
    for (int k = 9; k >= 0; k--) {
        I("mul.rn.f64 %s, %s, %s;\n", R(e, t), R(e, ay), Dimm(e, ldexp(1.0, 28 * k)));
        I("div.rz.f64 %s, %s, %s;\n", R(e, q), R(e, ax), R(e, t));
        I("cvt.rzi.f64.f64 %s, %s;\n", R(e, q), R(e, q));
        I("neg.f64 %s, %s;\n", R(e, q), R(e, q));
        I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, ax), R(e, q), R(e, t), R(e, ax));
    }
    I("cvt.rn.f32.f64 %s, %s;\n", R(e, r), R(e, ax));
    I("copysign.f32 %s, %s, %s;\n", R(e, d), R(e, x), R(e, r));
    uint32_t p = new_reg(e, RC_PRED), fin = new_reg(e, RC_PRED);
    I("testp.infinite.f32 %s, %s;\n", R(e, p), R(e, y));
    I("testp.finite.f32 %s, %s;\n", R(e, fin), R(e, x));
    I("and.pred %s, %s, %s;\n", R(e, p), R(e, p), R(e, fin));
    I("selp.f32 %s, %s, %s, %s;\n", R(e, d), R(e, x), R(e, d), R(e, p));
}

#define PI 3.141592653589793

/* atan2(y, x) for f32 (y is the op's first operand, as C's), evaluated in f64 and rounded once:
 * t = min(|x|,|y|)/max(|x|,|y|) in [0, 1] (0 for two zeros, 1 for two infinities; NaN stays
 * NaN, and a NaN operand gives NaN at the end); above tan(π/8), atan t = π/4 + atan((t-1)/(t+1)); then atan u = 2·atan v with
 * v = u/(1+√(1+u²)), |v| ≤ tan(π/16), where Taylor to v^19 errs below 1e-14 relative. The
 * octant and quadrant follow from |y| > |x| (π/2 - r), x's sign bit (π - r, so -0 gives ±π) and
 * y's sign. */
static void f_atan2(em *e, uint32_t d, uint32_t y, uint32_t x)
{
    uint32_t ax = fd(e), ay = fd(e), n = fd(e), m = fd(e), t = fd(e), u = fd(e), z = fd(e),
             s = fd(e), b = fd(e), r = new_reg(e, RC_F32);
    uint32_t steep = new_reg(e, RC_PRED), p = new_reg(e, RC_PRED), big = new_reg(e, RC_PRED);
    I("cvt.f64.f32 %s, %s;\n", R(e, ax), R(e, x));
    I("abs.f64 %s, %s;\n", R(e, ax), R(e, ax));
    I("cvt.f64.f32 %s, %s;\n", R(e, ay), R(e, y));
    I("abs.f64 %s, %s;\n", R(e, ay), R(e, ay));
    I("setp.gt.f64 %s, %s, %s;\n", R(e, steep), R(e, ay), R(e, ax));
    I("selp.f64 %s, %s, %s, %s;\n", R(e, n), R(e, ax), R(e, ay), R(e, steep));
    I("selp.f64 %s, %s, %s, %s;\n", R(e, m), R(e, ay), R(e, ax), R(e, steep));
    I("div.rn.f64 %s, %s, %s;\n", R(e, t), R(e, n), R(e, m));
    I("setp.eq.f64 %s, %s, 0d0000000000000000;\n", R(e, p), R(e, m));
    I("selp.f64 %s, 0d0000000000000000, %s, %s;\n", R(e, t), R(e, t), R(e, p));
    I("testp.infinite.f64 %s, %s;\n", R(e, p), R(e, n));
    I("selp.f64 %s, 0d3FF0000000000000, %s, %s;\n", R(e, t), R(e, t), R(e, p));
    /* t > tan(π/8): u = (t-1)/(t+1), base π/4 */
    I("setp.gt.f64 %s, %s, %s;\n", R(e, big), R(e, t), Dimm(e, 0.41421356237309503));
    I("sub.rn.f64 %s, %s, 0d3FF0000000000000;\n", R(e, u), R(e, t));
    I("add.rn.f64 %s, %s, 0d3FF0000000000000;\n", R(e, z), R(e, t));
    I("div.rn.f64 %s, %s, %s;\n", R(e, u), R(e, u), R(e, z));
    I("selp.f64 %s, %s, %s, %s;\n", R(e, u), R(e, u), R(e, t), R(e, big));
    I("selp.f64 %s, %s, 0d0000000000000000, %s;\n", R(e, b), Dimm(e, PI / 4), R(e, big));
    /* v = u / (1 + sqrt(1 + u²)) */
    I("fma.rn.f64 %s, %s, %s, 0d3FF0000000000000;\n", R(e, z), R(e, u), R(e, u));
    I("sqrt.rn.f64 %s, %s;\n", R(e, z), R(e, z));
    I("add.rn.f64 %s, %s, 0d3FF0000000000000;\n", R(e, z), R(e, z));
    I("div.rn.f64 %s, %s, %s;\n", R(e, u), R(e, u), R(e, z));
    /* atan v = v·Σ (-1)^k v^2k/(2k+1), k = 0 … 9, by Horner in z = v² */
    I("mul.rn.f64 %s, %s, %s;\n", R(e, z), R(e, u), R(e, u));
    I("mov.f64 %s, %s;\n", R(e, s), Dimm(e, -1.0 / 19));
    for (int k = 8; k >= 0; k--)
        I("fma.rn.f64 %s, %s, %s, %s;\n", R(e, s), R(e, s), R(e, z),
          Dimm(e, (k % 2 ? -1.0 : 1.0) / (2 * k + 1)));
    I("mul.rn.f64 %s, %s, %s;\n", R(e, s), R(e, s), R(e, u));
    I("fma.rn.f64 %s, %s, 0d4000000000000000, %s;\n", R(e, s), R(e, s), R(e, b));
    /* octant, then quadrant */
    I("sub.rn.f64 %s, %s, %s;\n", R(e, u), Dimm(e, PI / 2), R(e, s));
    I("selp.f64 %s, %s, %s, %s;\n", R(e, s), R(e, u), R(e, s), R(e, steep));
    I("sub.rn.f64 %s, %s, %s;\n", R(e, u), Dimm(e, PI), R(e, s));
    uint32_t bits = new_reg(e, RC_B32);
    I("mov.b32 %s, %s;\n", R(e, bits), R(e, x));
    I("setp.lt.s32 %s, %s, 0;\n", R(e, p), R(e, bits));
    I("selp.f64 %s, %s, %s, %s;\n", R(e, s), R(e, u), R(e, s), R(e, p));
    I("cvt.rn.f32.f64 %s, %s;\n", R(e, r), R(e, s));
    I("copysign.f32 %s, %s, %s;\n", R(e, d), R(e, y), R(e, r));
    I("setp.nan.f32 %s, %s, %s;\n", R(e, p), R(e, x), R(e, y));
    I("@%s add.f32 %s, %s, %s;\n", R(e, p), R(e, d), R(e, x), R(e, y));
}

static bool full_precision(const ct_op *op)
{
    int rm = ct_op_attr_index(ct_def(op), "rounding_mode");
    return rm < 0 || ct_rw_attr_i(op, (uint32_t)rm, CT_ROUNDING_FULL) != CT_ROUNDING_APPROX;
}

/* fpowi's integer exponent as an f32 for f_pow: exact up to 2^24 in magnitude (beyond, |x|^n
 * over- or underflows f32 unless |x| = 1, where only the parity matters and may be lost). A
 * signed i1 true is -1. */
static uint32_t int_exponent(em *e, ct_val v, uint32_t r)
{
    uint32_t y = new_reg(e, RC_F32), x = opr(e, v, r);
    ct_scalar s = sc(e, v);
    if (s == CT_S_I1)
        I("selp.f32 %s, 0fBF800000, 0f00000000, %s;\n", R(e, y), R(e, x));
    else
        I("cvt.rn.f32.%s %s, %s;\n",
          s == CT_S_I8 ? "s8" : s == CT_S_I16 ? "s16" : s == CT_S_I32 ? "s32" : "s64", R(e, y),
          R(e, x));
    return y;
}

static ct_status e_math(em *e, const ct_op *op)
{
    ct_scalar s = sc(e, op->res[0]);
    if (s == CT_S_F64 || !base_float(s))
        return ct_ptx_nosup(e, "f64 math functions");
    bool full = full_precision(op);
    const char *ftz = ftz_sfx(op);
    uint32_t *d = ct_ptx_def(e, op->res[0]);
    if (!d)
        return ct_ptx_oom(e);
    for (uint32_t r = 0; r < e->nvr[op->res[0]]; r++) {
        uint32_t a = to_f32(e, opr(e, op->opnds[0], r), s), t = f32_slot(e, d[r], s);
        switch (op->opc) {
        case CT_OP_EXP:
            if (full) {
                f_exp(e, t, a);
            } else {
                uint32_t x = new_reg(e, RC_F32);
                I("mul.f32 %s, %s, 0f3FB8AA3B;\n", R(e, x), R(e, a)); /* log2(e) */
                I("ex2.approx.f32 %s, %s;\n", R(e, t), R(e, x));
            }
            break;
        case CT_OP_EXP2:
            if (*ftz)
                I("ex2.approx.ftz.f32 %s, %s;\n", R(e, t), R(e, a));
            else
                f_exp2(e, t, a);
            break;
        case CT_OP_RSQRT: I("rsqrt.approx%s.f32 %s, %s;\n", ftz, R(e, t), R(e, a)); break;
        case CT_OP_LOG: f_log(e, t, a, false); break;
        case CT_OP_LOG2: f_log(e, t, a, true); break;
        case CT_OP_POW: f_pow(e, t, a, to_f32(e, opr(e, op->opnds[1], r), s)); break;
        case CT_OP_FPOWI: f_pow(e, t, a, int_exponent(e, op->opnds[1], r)); break;
        case CT_OP_SIN:
        case CT_OP_COS: f_sincos(e, t, a, op->opc == CT_OP_COS); break;
        case CT_OP_SINH:
        case CT_OP_COSH: f_hyp(e, t, a, op->opc == CT_OP_COSH); break;
        case CT_OP_TAN: f_tan(e, t, a); break;
        case CT_OP_REMF: f_remf(e, t, a, to_f32(e, opr(e, op->opnds[1], r), s)); break;
        case CT_OP_ATAN2: f_atan2(e, t, a, to_f32(e, opr(e, op->opnds[1], r), s)); break;
        default:
            if (full)
                f_tanh(e, t, a);
            else
                I("tanh.approx.f32 %s, %s;\n", R(e, t), R(e, a));
            break;
        }
        from_f32(e, d[r], t, s);
    }
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

/* The ops with a lowering, and which emitter does it. */
static const struct {
    uint16_t opc;
    emit_fn fn;
} lowerings[] = {
    {CT_OP_CONSTANT, e_constant},        {CT_OP_GET_TILE_BLOCK_ID, e_block_id},
    {CT_OP_GET_NUM_TILE_BLOCKS, e_block_id}, {CT_OP_IOTA, e_iota},
    {CT_OP_ASSUME, e_alias},             {CT_OP_INT_TO_PTR, e_alias},
    {CT_OP_PTR_TO_INT, e_alias},         {CT_OP_PTR_TO_PTR, e_alias},
    {CT_OP_RESHAPE, e_rename},           {CT_OP_BROADCAST, e_rename},
    {CT_OP_PERMUTE, e_rename},           {CT_OP_MAKE_TENSOR_VIEW, e_nothing},
    {CT_OP_ADDI, e_int_binary},          {CT_OP_SUBI, e_int_binary},
    {CT_OP_MULI, e_int_binary},          {CT_OP_MULHII, e_int_binary},
    {CT_OP_ANDI, e_int_binary},          {CT_OP_ORI, e_int_binary},
    {CT_OP_XORI, e_int_binary},          {CT_OP_MAXI, e_int_binary},
    {CT_OP_MINI, e_int_binary},          {CT_OP_REMI, e_int_binary},
    {CT_OP_SHLI, e_shift},               {CT_OP_SHRI, e_shift},
    {CT_OP_DIVI, e_divi},                {CT_OP_NEGI, e_int_unary},
    {CT_OP_ABSI, e_int_unary},           {CT_OP_CMPI, e_cmpi},
    {CT_OP_SELECT, e_select},            {CT_OP_ADDF, e_float_arith},
    {CT_OP_SUBF, e_float_arith},         {CT_OP_MULF, e_float_arith},
    {CT_OP_DIVF, e_float_arith},         {CT_OP_FMA, e_float_arith},
    {CT_OP_SQRT, e_float_arith},         {CT_OP_NEGF, e_sign},
    {CT_OP_ABSF, e_sign},                {CT_OP_MAXF, e_float_exact},
    {CT_OP_MINF, e_float_exact},         {CT_OP_CMPF, e_float_exact},
    {CT_OP_FLOOR, e_float_exact},        {CT_OP_CEIL, e_float_exact},
    {CT_OP_EXTI, e_int_cast},            {CT_OP_TRUNCI, e_int_cast},
    {CT_OP_ITOF, e_int_float},           {CT_OP_FTOI, e_int_float},
    {CT_OP_FTOF, e_ftof},                {CT_OP_BITCAST, e_bitcast},
    {CT_OP_OFFSET, e_offset},            {CT_OP_EXP, e_math},
    {CT_OP_EXP2, e_math},                {CT_OP_RSQRT, e_math},
    {CT_OP_TANH, e_math},                {CT_OP_LOG, e_math},
    {CT_OP_LOG2, e_math},                {CT_OP_POW, e_math},
    {CT_OP_FPOWI, e_math},
    {CT_OP_SIN, e_math},                 {CT_OP_COS, e_math},
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
    {CT_OP_SINH, e_math},                      {CT_OP_COSH, e_math},
    {CT_OP_TAN, e_math},                       {CT_OP_MEMORY_FENCE_ALIAS_TKO, ct_ptx_fence_alias},
    {CT_OP_REMF, e_math},                      {CT_OP_ATAN2, e_math},
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
        return CUTILE_SUCCESS;
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

static ct_status emit_entry(ct_pass_ctx *c, ct_func *f, ct_fstate *fs, ct_buf *out, bool *uses_2opi,
                            bool *uses_ring, ct_buf *globals, ct_ptx_tma *tma)
{
    em e = {.c = c, .f = f, .fs = fs, .uses_2opi = uses_2opi, .globals = globals, .tma = tma};
    ct_rw_walk(&f->body, note_wgmma, &e);
    ct_buf body, pre;
    ct_buf_init(&body, c->cfg->allocator);
    ct_buf_init(&pre, c->cfg->allocator);
    e.o = &body;
    e.pre = &pre;
    e.vr = ct_arena_alloc(&c->arena, (f->nvalues + 1) * sizeof *e.vr);
    e.nvr = ct_arena_alloc(&c->arena, (f->nvalues + 1) * sizeof *e.nvr);
    ct_status s = CUTILE_SUCCESS;
    if (!e.vr || !e.nvr) {
        s = ct_ptx_oom(&e);
    } else if (!ptx_ident(&f->name)) {
        s = ct_unsupported_kernel(c, f, "the name is not a PTX identifier");
    } else {
        e.tid = new_reg(&e, RC_B32);
        ct_buf_printf(e.pre, "\tmov.u32 %s, %%tid.x;\n", R(&e, e.tid));
        s = load_params(&e) || ct_ptx_alloca_prologue(&e) ? c->d->status
                                                           : ct_ptx_emit_block(&e, &f->body.blocks[0]);
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
        ct_buf_put(o, pre.data, pre.len);
        ct_ptx_tma_prologue(&e, o);
        ct_buf_put(o, body.data, body.len);
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
                                bool *uses_2opi, bool *uses_ring, ct_buf *globals)
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
        s = emit_entry(c, f, fs, out, uses_2opi, uses_ring, globals, &tma);
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
    bool uses_2opi = false, uses_ring = false;
    ct_status s = ct_ptx_module_globals(c, m, &globals);
    for (uint32_t fi = 0; !s && fi < m->nfuncs; fi++) {
        ct_func *f = m->funcs[fi];
        s = f->is_entry ? emit_entry_tma(c, f, &c->fs[fi], &ents, &uses_2opi, &uses_ring, &globals)
                        : ct_unsupported_kernel(c, f, "device functions are not lowered yet");
    }
    if (!s) {
        ct_buf_printf(&c->ptx, "//\n// Generated by libcutile_rt %d.%d.%d\n//\n\n.version %u.%u\n"
                               ".target %s\n.address_size 64\n",
                      CUTILE_RT_VERSION_MAJOR, CUTILE_RT_VERSION_MINOR, CUTILE_RT_VERSION_PATCH,
                      c->ptx_version / 10, c->ptx_version % 10, c->cfg->target->name);
        if (c->cfg->lineinfo && ct_lineinfo_files(c, &c->ptx))
            c->ptx.oom = 1;
        if (uses_2opi)
            emit_two_opi(&c->ptx);
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
