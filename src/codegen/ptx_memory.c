/* ptx_memory.c — memory accesses of the mem stage: tiled_load / tiled_store through a tensor's
 * descriptor (each thread's address computed once, immediate offsets per vector of
 * registers), gather_load / scatter_store through pointer tiles, the access instruction every
 * emitter shares (ct_ptx_access), and barrier. */
#include <stdio.h>
#include <string.h>

#include "codegen/ptx_emit.h"
#include "codegen/ptx_tma.h"
#include "lower/lower_views.h"

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

void ct_ptx_pack_bytes(em *e, uint32_t w, const uint32_t b[4])
{
    uint32_t h[2] = {new_reg(e, RC_B32), new_reg(e, RC_B32)};
    for (uint32_t j = 0; j < 2; j++)
        I("mov.b32 %s, {%s, %s};\n", R(e, h[j]), R(e, b[2 * j]), R(e, b[2 * j + 1]));
    I("prmt.b32 %s, %s, %s, 0x6420;\n", R(e, w), R(e, h[0]), R(e, h[1]));
}

/* The inverse: byte i of w into the low byte of b[i], zero-extended (what ld.u8 leaves), the
 * moves into b under `guard` (masked off, b keeps its padding). prmt takes byte 4 of its
 * operands, the immediate 0's, for the high bytes. */
static void unpack_bytes(em *e, const char *guard, uint32_t w, const uint32_t b[4])
{
    for (uint32_t j = 0; j < 2; j++) {
        uint32_t h = new_reg(e, RC_B32);
        /* guarded too: a masked-off load leaves w unwritten */
        I("%sprmt.b32 %s, %s, 0, 0x%x;\n", guard, R(e, h), R(e, w),
          0x4040u | (2 * j + 1) << 8 | 2 * j);
        I("%smov.b32 {%s, %s}, %s;\n", guard, R(e, b[2 * j]), R(e, b[2 * j + 1]), R(e, h));
    }
}

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
    uint32_t words = eb < 4 && v > 4 ? eb * v / 4 : v; /* units moved */
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
        if (packed && store && eb == 1)
            ct_ptx_pack_bytes(e, u[k], regs + 4 * k);
        else if (packed && store)
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
        if (packed && eb == 1)
            unpack_bytes(e, guard, u[k], regs + 4 * k);
        else if (packed) /* masked off: the registers keep their padding */
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

/* A tensor dimension's extent or stride: a static number or a u64 register (and the 32-bit
 * register it was widened from, else NOREG). */
typedef struct dimval {
    bool dyn;
    uint64_t imm;
    uint32_t reg, r32;
} dimval;

static void desc_dims(em *e, const ct_op *mtv, const ct_type *tv, uint32_t group, dimval *out)
{
    uint32_t n, k = 0;
    const ct_val *dyn = ct_op_group(mtv, group, &n);
    const int64_t *vals = group == 1 ? tv->shape : tv->strides;
    for (uint32_t i = 0; i < tv->rank; i++) {
        out[i].dyn = vals[i] == CT_DYN;
        out[i].imm = (uint64_t)vals[i];
        out[i].r32 = NOREG;
        if (out[i].dyn) {
            ct_val v = dyn[k++];
            out[i].reg = to_u64(e, e->vr[v][0], bits_of(e, v));
            out[i].r32 = bits_of(e, v) == 32 ? e->vr[v][0] : NOREG;
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

/* addr += idx · stride · eb for a tile dimension of extent 1 (its coordinate is the index),
 * both 32-bit: one wide multiply. CUDA 13.0's ptxas crashed (SIGSEGV at -O2 and up, inside
 * nvJitLink too) on 3-D fp8 GEMMs for sm_100a and sm_120a (test/kernels/byte_dots.py
 * bmm_bytes_tn) whose loop recomputed the batch's term as a 64-bit multiply of the two widened
 * values: with the wide multiply they assemble. */
static void unit_dim_term(em *e, uint32_t addr, uint32_t idx, uint32_t stride, uint32_t eb)
{
    uint32_t w = new_reg(e, RC_B64);
    I("mul.wide.u32 %s, %s, %s;\n", R(e, w), R(e, idx), R(e, stride));
    I("mad.lo.u64 %s, %s, %u, %s;\n", R(e, addr), R(e, w), eb, R(e, addr));
}

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
            if (!t->lg[i] && ct_view_step(t->pv, i) == 1 && bits_of(e, iv) == 32 &&
                t->stride[j].r32 != NOREG)
                unit_dim_term(e, t->addr, e->vr[iv][0], t->stride[j].r32, t->eb);
            else
                I("mad.lo.u64 %s, %s, %s, %s;\n", R(e, t->addr), R(e, t->tc[i]), R(e, sb),
                  R(e, t->addr));
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

/* The elements one access moves, from the layout's vector `vec` of elements of type s: the
 * whole vector (16 bytes at most; bytes packed four to a word by ct_ptx_access), but a
 * register access of i1 at most four (a byte each, set and tested one at a time: ld/st.v4.u8);
 * a cp.async into a pipeline stage copies the whole vector (4, 8 or 16 bytes), whatever the
 * element. */
static uint32_t access_vec(uint32_t vec, ct_scalar s, bool piped)
{
    return s == CT_S_I1 && vec > 4 && !piped ? 4 : vec;
}

ct_status ct_ptx_tiled(em *e, const ct_op *op)
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
    t.vec = access_vec(t.vec, t.s, piped);
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
        if ((store || piped) && (r0 & regdup)) /* a copy into shared memory writes it too */
            continue;
        int64_t off;
        uint32_t g, addr = tiled_group(e, &t, l, inb, r0, &off, &g);
        if (piped) {
            ct_ptx_cp_async(e, reg_flat(l, r0), t.vec * t.eb, addr, off, g, tp->own);
            continue;
        }
        if (store)
            g = and_pred(e, g, tp->own);
        for (uint32_t k = 0; !store && g != NOREG && k < t.vec; k++)
            ct_ptx_mov_imm(e, regs[r0 + k], pad);
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
uint32_t ct_ptx_gather_vec(const em *e, const ct_op *op, bool piped)
{
    ct_val data = op->opc == CT_OP_SCATTER_STORE ? op->opnds[1] : op->res[0];
    return access_vec((uint32_t)ct_rw_attr_i(op, 4, 1), sc(e, data), piped);
}

ct_status ct_ptx_gather(em *e, const ct_op *op)
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
    uint32_t eb = ct_scalar_mem_bytes(s), vec = ct_ptx_gather_vec(e, op, piped);
    const ct_ll *l = layout_of(e, data);
    thread_part *tp = NULL;
    if (ct_ptx_rclass(elem_of(e, data)) < 0 || eb > 8)
        return ct_ptx_nosup(e, "element type");
    if ((store || piped) && l && ct_ptx_thread_part(e, l, &tp))
        return e->c->d->status;
    uint32_t *regs = store ? e->vr[data] : piped ? NULL : ct_ptx_def(e, data);
    if (!regs && !piped)
        return ct_ptx_oom(e);
    uint32_t n = nregs(e, data);
    uint32_t regdup = l ? (uint32_t)(ct_ll_dup_mask(l) & ((1u << l->nreg) - 1)) : 0;
    char buf[24];
    const char *sem = ct_ptx_mem_order(op, buf, sizeof buf);
    for (uint32_t r0 = 0; r0 < n; r0 += vec) {
        if ((store || piped) && (r0 & regdup))
            continue;
        uint32_t g = mask != CT_NO_VAL ? opr(e, mask, r0) : NOREG;
        if (piped) {
            ct_ptx_cp_async(e, reg_flat(l, r0), vec * eb, opr(e, ptrs, r0), 0, g,
                            tp ? tp->own : NOREG);
            continue;
        }
        if (store && tp)
            g = and_pred(e, g, tp->own);
        for (uint32_t k = 0; !store && g != NOREG && k < vec; k++) {
            if (pad != CT_NO_VAL)
                I("mov%s %s, %s;\n", ct_ptx_mov_type(RC_OF(regs[r0 + k])), R(e, regs[r0 + k]),
                  R(e, opr(e, pad, r0 + k)));
            else
                ct_ptx_mov_imm(e, regs[r0 + k], 0);
        }
        uint32_t vregs[16];
        for (uint32_t k = 0; k < vec; k++)
            vregs[k] = store ? opr(e, data, r0 + k) : regs[r0 + k];
        ct_ptx_access(e, global_space(e), sem, NULL, store, s, eb, opr(e, ptrs, r0), 0, vregs, vec,
                      g);
    }
    return CUTILE_SUCCESS;
}

ct_status ct_ptx_barrier(em *e, const ct_op *op)
{
    (void)op;
    ct_ptx_tma_before_barrier(e);
    ct_ptx_bar_cta(e);
    return CUTILE_SUCCESS;
}
