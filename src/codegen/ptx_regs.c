/* ptx_regs.c — what every PTX emitter uses: virtual registers and their classes, a result's
 * registers (fresh, repeated or aliased), the thread part of a layout's flat index, moves and
 * immediates, the dynamic shared region, and the emission of a nested block through the
 * driver's callback (em.emit_op), so that no emitter calls the driver. */
#include <stdio.h>

#include "codegen/ptx_emit.h"

/* ------------------------------------ registers ------------------------------------ */

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
/* ------------------------------------ constants ------------------------------------ */

void ct_ptx_mov_imm(em *e, uint32_t d, uint64_t bits)
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

void ct_ptx_selp(em *e, uint32_t d, uint32_t c, uint32_t a, uint32_t b)
{
    if (RC_OF(d) == RC_PRED) { /* selp has no .pred form */
        I("@%s mov.pred %s, %s;\n", R(e, c), R(e, d), R(e, a));
        I("@!%s mov.pred %s, %s;\n", R(e, c), R(e, d), R(e, b));
    } else {
        I("selp%s %s, %s, %s, %s;\n", ct_ptx_mov_type((int)RC_OF(d)), R(e, d), R(e, a), R(e, b),
          R(e, c));
    }
}

/* The ops of a nested block (a region of for, loop, if, reduce, scan) through the driver. */
ct_status ct_ptx_emit_block(em *e, const ct_block *b)
{
    for (uint32_t i = 0; i < b->nops; i++)
        if (e->emit_op(e, b->ops[i]))
            return e->c->d->status;
    return CUTILE_SUCCESS;
}

uint32_t ct_ptx_ring(em *e, uint32_t bytes)
{
    uint32_t r = new_reg(e, RC_B32), end = e->ring_floor + bytes + 1024;
    e->dsmem = e->dsmem > end ? e->dsmem : end;
    I("mov.u32 %s, ct_ring;\n", R(e, r));
    I("add.u32 %s, %s, %u;\n", R(e, r), R(e, r), 1023 + e->ring_floor);
    I("and.b32 %s, %s, -1024;\n", R(e, r), R(e, r));
    return r;
}

void ct_ptx_chunk_init(chunk_addrs *a, uint32_t t, uint32_t base)
{
    a->t = t;
    a->base = base;
    for (uint32_t c = 0; c < 8; c++)
        a->addr[c] = NOREG;
}

uint32_t ct_ptx_chunk_addr(em *e, chunk_addrs *a, uint32_t p, uint32_t *off)
{
    uint32_t c = p >> 4 & 7;
    *off = p & ~0x70u;
    if (a->addr[c] == NOREG) {
        uint32_t x = a->addr[c] = new_reg(e, RC_B32), t = a->t;
        if (c) {
            t = new_reg(e, RC_B32);
            I("xor.b32 %s, %s, %u;\n", R(e, t), R(e, a->t), c << 4);
        }
        I("add.u32 %s, %s, %s;\n", R(e, x), R(e, t), R(e, a->base));
    }
    return a->addr[c];
}
