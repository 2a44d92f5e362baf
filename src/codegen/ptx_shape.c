/* ptx_shape.c — extract, insert and cat (ops.md §3.9): tiles whose elements move between
 * positions, through shared memory.
 *
 * Each source element's owner writes it at its position in the result's row-major order, the
 * CTA synchronizes, and every thread reads its result elements at their flat indices. Tile
 * dimensions are powers of two, so "the position in the result" of a source element is a map
 * on flat-index bits (each source dimension's bits move to that dimension's place in the
 * result) plus a constant or runtime offset (the slice of extract/insert, lhs/rhs of cat):
 * for the thread part it is computed once per layout, for each register it is a constant.
 * extract reads instead of writes at the mapped positions. The element and whole-tile moves
 * here serve every emitter that stages through shared memory (reduce, scan, atomics). */
#include <string.h>

#include "codegen/ptx_emit.h"

typedef struct bitmap {
    uint32_t rank;
    uint8_t lg[CT_LL_MAX_RANK];  /* the small tile's dims */
    uint8_t big[CT_LL_MAX_RANK]; /* the large tile's dims */
} bitmap;

static void lg_of(const ct_type *t, uint8_t *lg)
{
    for (uint32_t d = 0; d < t->rank; d++)
        lg[d] = (uint8_t)__builtin_ctzll((uint64_t)t->shape[d]);
}

/* Flat index in the big tile of the element at small-tile flat index x (offsets excluded). */
static uint32_t map_const(const bitmap *m, uint32_t x)
{
    uint32_t out = 0;
    for (uint32_t d = 0; d < m->rank; d++) {
        uint32_t lo = ct_ll_dim_offset(m->rank, m->lg, d);
        uint32_t blo = ct_ll_dim_offset(m->rank, m->big, d);
        out |= ((x >> lo) & ((1u << m->lg[d]) - 1)) << blo;
    }
    return out;
}

/* Same, for a runtime flat index held in register x. */
static uint32_t map_reg(em *e, const bitmap *m, uint32_t x)
{
    uint32_t out = new_reg(e, RC_B32), t = new_reg(e, RC_B32);
    I("mov.u32 %s, 0;\n", R(e, out));
    for (uint32_t d = 0; d < m->rank; d++) {
        uint32_t lo = ct_ll_dim_offset(m->rank, m->lg, d);
        uint32_t blo = ct_ll_dim_offset(m->rank, m->big, d);
        if (!m->lg[d])
            continue;
        I("bfe.u32 %s, %s, %u, %u;\n", R(e, t), R(e, x), lo, m->lg[d]);
        I("shl.b32 %s, %s, %u;\n", R(e, t), R(e, t), blo);
        I("or.b32 %s, %s, %s;\n", R(e, out), R(e, out), R(e, t));
    }
    return out;
}

uint32_t ct_ptx_elem_bytes(const em *e, ct_val v)
{
    if (elem_of(e, v)->kind == CT_TY_PTR)
        return 8;
    return ct_scalar_mem_bytes(sc(e, v));
}

void ct_ptx_smem_elem(em *e, bool store, ct_val v, uint32_t reg, uint32_t addr, uint32_t off,
                      uint32_t guard)
{
    ct_scalar s = elem_of(e, v)->kind == CT_TY_PTR ? CT_S_I64 : sc(e, v);
    const char *ty = ct_ptx_mem_ty(s);
    uint32_t r = RC_OF(reg) == RC_PRED ? new_reg(e, RC_B16) : reg; /* i1: a byte */
    char g[24] = "";
    if (guard != NOREG)
        snprintf(g, sizeof g, "@%s ", R(e, guard));
    if (store && r != reg)
        I("selp.u16 %s, 1, 0, %s;\n", R(e, r), R(e, reg));
    if (store)
        I("%sst.shared%s [%s+%u], %s;\n", g, ty, R(e, addr), off, R(e, r));
    else
        I("ld.shared%s %s, [%s+%u];\n", ty, R(e, r), R(e, addr), off);
    if (!store && r != reg)
        I("setp.ne.b16 %s, %s, 0;\n", R(e, reg), R(e, r));
}

/* Moves every element of small tile v (its registers allocated) between registers and shared
 * memory at base + (offset + map(flat)) · eb (offset: a B32 register of elements, or NOREG).
 * Stores only from owners. */
static ct_status move(em *e, bool store, ct_val v, const bitmap *m, uint32_t base, uint32_t offset)
{
    const ct_ll *l = layout_of(e, v);
    thread_part *tp;
    if (!l || ct_ptx_thread_part(e, l, &tp))
        return l ? e->c->d->status : ct_ptx_nosup(e, "no layout");
    uint32_t eb = ct_ptx_elem_bytes(e, v), a = map_reg(e, m, tp->flat);
    if (offset != NOREG)
        I("add.u32 %s, %s, %s;\n", R(e, a), R(e, a), R(e, offset));
    I("mad.lo.u32 %s, %s, %u, %s;\n", R(e, a), R(e, a), eb, R(e, base));
    uint32_t regdup = (uint32_t)(ct_ll_dup_mask(l) & ((1u << l->nreg) - 1));
    /* A splat holds one register for all of a thread's elements (opr): store it at each. */
    uint32_t n = store ? nregs(e, v) : e->nvr[v];
    for (uint32_t r = 0; r < n; r++)
        if (!store || !(r & regdup))
            ct_ptx_smem_elem(e, store, v, opr(e, v, r), a,
                             map_const(m, ct_ll_apply(l, r, 0, 0)) * eb, store ? tp->own : NOREG);
    return CUTILE_SUCCESS;
}

ct_status ct_ptx_smem_tile(em *e, bool store, ct_val v, uint32_t base)
{
    const ct_type *t = ct_val_type(e->f, v);
    bitmap id = {.rank = t->rank};
    if (t->rank > CT_LL_MAX_RANK)
        return ct_ptx_nosup(e, "rank above 8");
    lg_of(t, id.lg);
    lg_of(t, id.big);
    return move(e, store, v, &id, base, NOREG);
}

/* The element offset of slice idx (runtime rank-0 i32 indices) of a small tile inside a big
 * one: Σ idx_d · small_d · big_stride_d. */
static uint32_t slice_offset(em *e, const bitmap *m, const ct_val *idx)
{
    uint32_t off = new_reg(e, RC_B32);
    I("mov.u32 %s, 0;\n", R(e, off));
    for (uint32_t d = 0; d < m->rank; d++) {
        uint32_t stride = (1u << m->lg[d]) << ct_ll_dim_offset(m->rank, m->big, d);
        I("mad.lo.u32 %s, %s, %u, %s;\n", R(e, off), R(e, opr(e, idx[d], 0)), stride, R(e, off));
    }
    return off;
}

/* The staging buffer for a tile shaped like `big` of v's elements (ct_ptx_smem_buf: static up to
 * 48 KiB, else the dynamic region), then a barrier: earlier readers of it are done. */
static ct_status staging(em *e, const ct_type *big, ct_val v, uint32_t *base, bool *ring)
{
    uint64_t bytes = ct_type_num_elements(big) * ct_ptx_elem_bytes(e, v);
    if ((*base = ct_ptx_smem_buf(e, bytes, ring, "shape op staging")) == NOREG)
        return e->c->d->status;
    ct_ptx_bar_cta(e);
    return CUTILE_SUCCESS;
}

/* The status of the last read of a staging buffer: the dynamic region's readers are done
 * before a later loop's copies or conversion refill it. */
static ct_status read_done(em *e, ct_status s, bool ring)
{
    if (!s && ring)
        ct_ptx_bar_cta(e);
    return s;
}

/* pack/unpack of 4-bit elements (i4, f4E2M1FN), whose registers hold the element in the low
 * nibble (ptx_regs.c). Byte k of the packed form holds elements 2k (bits 3..0) and 2k+1 (bits 7..4):
 * the memory order of ops.md §1.4, which pack/unpack keep (§3.9 "byte/nibble order as in
 * memory"). The source is staged as bytes: one per 4-bit element (pack) or its own bytes
 * (unpack); then each result register reads what it is made of at its flat index j: pack, the
 * staged pair 2j, 2j+1 as one little-endian u16, giving lo & 0xF | (hi & 0xF) << 4; unpack,
 * byte j/2 shifted right by 4·(j & 1). */
static ct_status nibbles(em *e, ct_val res, uint32_t base, bool pack)
{
    const ct_ll *l = layout_of(e, res);
    thread_part *tp;
    uint32_t *d = ct_ptx_def(e, res);
    if (!d || !l)
        return d ? ct_ptx_nosup(e, "no layout") : ct_ptx_oom(e);
    if (ct_ptx_thread_part(e, l, &tp))
        return e->c->d->status;
    for (uint32_t r = 0; r < e->nvr[res]; r++) {
        uint32_t j = new_reg(e, RC_B32), a = new_reg(e, RC_B32), x = new_reg(e, RC_B16);
        I("add.u32 %s, %s, %u;\n", R(e, j), R(e, tp->flat), ct_ll_apply(l, r, 0, 0));
        if (pack) {
            uint32_t hi = new_reg(e, RC_B16);
            I("mad.lo.u32 %s, %s, 2, %s;\n", R(e, a), R(e, j), R(e, base));
            I("ld.shared.u16 %s, [%s];\n", R(e, x), R(e, a));
            I("shr.u16 %s, %s, 4;\n", R(e, hi), R(e, x));
            I("and.b16 %s, %s, 0x00F0;\n", R(e, hi), R(e, hi));
            I("and.b16 %s, %s, 0x000F;\n", R(e, x), R(e, x));
            I("or.b16 %s, %s, %s;\n", R(e, d[r]), R(e, x), R(e, hi));
        } else {
            uint32_t sh = new_reg(e, RC_B32);
            I("shr.u32 %s, %s, 1;\n", R(e, a), R(e, j));
            I("add.u32 %s, %s, %s;\n", R(e, a), R(e, a), R(e, base));
            I("ld.shared.u8 %s, [%s];\n", R(e, x), R(e, a));
            I("and.b32 %s, %s, 1;\n", R(e, sh), R(e, j));
            I("shl.b32 %s, %s, 2;\n", R(e, sh), R(e, sh));
            I("shr.u16 %s, %s, %s;\n", R(e, d[r]), R(e, x), R(e, sh));
            I("and.b16 %s, %s, 0x000F;\n", R(e, d[r]), R(e, d[r]));
        }
    }
    return CUTILE_SUCCESS;
}

/* pack/unpack: the whole tile reinterpreted as bytes. The source goes to shared memory at
 * flat index · element size — the byte order it has in memory — and the result is read back
 * as its own element type; 4-bit elements through nibbles(). */
static ct_status reinterpret(em *e, const ct_op *op)
{
    ct_val src = op->opnds[0], res = op->res[0];
    uint32_t bs = ct_scalar_infos[sc(e, src)].bits, br = ct_scalar_infos[sc(e, res)].bits;
    if (bs == 1 || br == 1) /* cuTile Python refuses bool too */
        return ct_ptx_nosup(e, "pack/unpack of i1 (a byte in memory but one bit in the tile: "
                               "the spec gives no bit order)");
    uint32_t base = 0; /* set by staging() */
    bool ring = false;
    if (staging(e, ct_val_type(e->f, src), src, &base, &ring) ||
        ct_ptx_smem_tile(e, true, src, base))
        return e->c->d->status;
    ct_ptx_bar_cta(e);
    if (bs == 4 || br == 4)
        return read_done(e, nibbles(e, res, base, bs == 4), ring);
    return read_done(e, ct_ptx_def(e, res) ? ct_ptx_smem_tile(e, false, res, base) : ct_ptx_oom(e),
                     ring);
}

ct_status ct_ptx_shape(em *e, const ct_op *op)
{
    if (op->opc == CT_OP_PACK || op->opc == CT_OP_UNPACK)
        return reinterpret(e, op);
    ct_val res = op->res[0];
    const ct_type *rt = ct_val_type(e->f, res);
    bool extract = op->opc == CT_OP_EXTRACT;
    const ct_type *big = extract ? ct_val_type(e->f, op->opnds[0]) : rt;
    bitmap id = {.rank = big->rank}, m = {.rank = big->rank};
    lg_of(big, id.lg);
    lg_of(big, id.big);
    lg_of(big, m.big);
    uint32_t base = 0, nidx = 0; /* set by staging(); gcc -O2 cannot see it */
    bool ring = false;
    const ct_val *idx = op->opc == CT_OP_CAT ? NULL : ct_op_group(op, extract ? 1 : 2, &nidx);
    if (big->rank > CT_LL_MAX_RANK || staging(e, big, res, &base, &ring))
        return big->rank > CT_LL_MAX_RANK ? ct_ptx_nosup(e, "rank above 8") : e->c->d->status;
    if (op->opc == CT_OP_CAT) {
        uint32_t dim = (uint32_t)ct_rw_attr_named(op, "dim", 0), k = new_reg(e, RC_B32);
        for (uint32_t i = 0; i < 2; i++) {
            lg_of(ct_val_type(e->f, op->opnds[i]), m.lg);
            uint32_t at = i ? (uint32_t)ct_val_type(e->f, op->opnds[0])->shape[dim] : 0;
            I("mov.u32 %s, %u;\n", R(e, k), at << ct_ll_dim_offset(m.rank, m.big, dim));
            if (move(e, true, op->opnds[i], &m, base, k))
                return e->c->d->status;
        }
    } else if (extract) {
        lg_of(rt, m.lg);
        if (move(e, true, op->opnds[0], &id, base, NOREG))
            return e->c->d->status;
        ct_ptx_bar_cta(e);
        if (!ct_ptx_def(e, res))
            return ct_ptx_oom(e);
        return read_done(e, move(e, false, res, &m, base, slice_offset(e, &m, idx)), ring);
    } else { /* insert: the destination, then the source over its slice */
        lg_of(ct_val_type(e->f, op->opnds[0]), m.lg);
        if (move(e, true, op->opnds[1], &id, base, NOREG))
            return e->c->d->status;
        ct_ptx_bar_cta(e);
        if (move(e, true, op->opnds[0], &m, base, slice_offset(e, &m, idx)))
            return e->c->d->status;
    }
    ct_ptx_bar_cta(e);
    return read_done(e, ct_ptx_def(e, res) ? move(e, false, res, &id, base, NOREG) : ct_ptx_oom(e),
                     ring);
}
