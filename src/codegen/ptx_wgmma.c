/* ptx_wgmma.c — `dot` as wgmma.mma_async on sm_90a (the use_wgmma knob; lower/mma.h): f16,
 * bf16, e4m3 and e5m2 operands, f32 accumulators.
 *
 * Both operands go through shared memory: the blocked registers are written K-major with the
 * swizzle of ct_mma_wg_byte into a 1024-aligned buffer (A first, then B), each writer fences
 * the generic writes against the async proxy, a barrier, then every warpgroup issues its
 * m64nN instructions over the K steps into the result registers (initialised from the acc
 * operand, scale-d = 1), commits them as one group and waits for it (ptx-manual §3.3–3.9).
 */
#include <string.h>

#include "codegen/ptx_emit.h"
#include "codegen/ptx_mma.h"
#include "lower/mma.h"

typedef struct wg_opnd {
    ct_mma_wg_tile t;
    ct_ptx_smem_map map; /* flat index → byte offset in the tile */
} wg_opnd;

/* A (M×K, flat m·K + k) and B (K×N, flat k·N + n) both become K-major rows. */
static void wg_opnd_of(wg_opnd *w, uint32_t role, uint32_t lrows, uint32_t lk, uint32_t le)
{
    ct_mma_wg_tile_of(&w->t, lrows, lk, le);
    w->map.nbits = lrows + lk;
    w->map.le = le;
    uint32_t lcol = role == CT_MMA_A ? lk : lrows; /* the low flat bits */
    for (uint32_t j = 0; j < w->map.nbits; j++) {
        uint32_t flat = 1u << j, lo = flat & ((1u << lcol) - 1), hi = flat >> lcol;
        w->map.img[j] = role == CT_MMA_A ? ct_mma_wg_byte(&w->t, hi, lo)
                                         : ct_mma_wg_byte(&w->t, lo, hi);
    }
}

/* Writes operand src: the thread part's bytes at run time are the images of its set flat
 * bits, XORed (the map is a bit permutation, then an XOR swizzle). */
static ct_status wg_write(em *e, ct_val src, const wg_opnd *w, uint32_t base)
{
    thread_part *ts;
    if (ct_ptx_thread_part(e, layout_of(e, src), &ts))
        return e->c->d->status;
    uint32_t tb = new_reg(e, RC_B32), t = new_reg(e, RC_B32);
    I("mov.u32 %s, 0;\n", R(e, tb));
    for (uint32_t j = 0; j < w->map.nbits; j++) {
        I("bfe.u32 %s, %s, %u, 1;\n", R(e, t), R(e, ts->flat), j);
        I("mul.lo.u32 %s, %s, %u;\n", R(e, t), R(e, t), w->map.img[j]);
        I("xor.b32 %s, %s, %s;\n", R(e, tb), R(e, tb), R(e, t));
    }
    return ct_ptx_smem_map_write(e, src, ts, tb, &w->map, base);
}

static const char *wg_type(ct_scalar s)
{
    switch (s) {
    case CT_S_BF16: return "bf16";
    case CT_S_F8E4M3FN: return "e4m3";
    case CT_S_F8E5M2: return "e5m2";
    default: return "f16";
    }
}

/* A 64-bit descriptor register: the tile's constant fields, start = lo + off (bytes). */
static uint32_t wg_desc(em *e, const ct_mma_wg_tile *t, uint32_t lo, uint32_t off)
{
    uint64_t f = ct_mma_wg_desc(t, 0);
    uint32_t a = new_reg(e, RC_B32), h = new_reg(e, RC_B32), d = new_reg(e, RC_B64);
    I("add.u32 %s, %s, %u;\n", R(e, a), R(e, lo), (uint32_t)(f & 0xFFFFFFFFu) + (off >> 4));
    I("mov.u32 %s, %u;\n", R(e, h), (uint32_t)(f >> 32));
    I("mov.b64 %s, {%s, %s};\n", R(e, d), R(e, a), R(e, h));
    return d;
}

/* The start-address field of a shared address: bits 4–17. */
static uint32_t wg_start_field(em *e, uint32_t addr)
{
    uint32_t s = new_reg(e, RC_B32);
    I("bfe.u32 %s, %s, 4, 14;\n", R(e, s), R(e, addr));
    return s;
}

ct_status ct_ptx_wgmma(em *e, const ct_op *op)
{
    const ct_func *f = e->f;
    ct_mma_geom g;
    const char *why = ct_mma_geom_of(&g, ct_val_type(f, op->opnds[0]), ct_val_type(f, op->opnds[1]),
                                     ct_val_type(f, op->opnds[2]), e->fs->num_warps);
    if (why)
        return ct_ptx_nosup(e, why);
    ct_mma_wg_geom(&g);
    for (uint32_t k = 0; k < 4; k++) {
        ct_ll want;
        ct_val v = k < 3 ? op->opnds[k] : op->res[0];
        bool ok = k < 2 ? ct_mma_wg_operand_layout(ct_val_type(f, v), e->fs->num_warps, &want)
                        : (ct_mma_layout(&g, CT_MMA_C, &want), true);
        if (!ok || !layout_of(e, v) || !ct_ll_eq(layout_of(e, v), &want))
            return ct_diag_set(e->c->d, CUTILE_ERROR_COMPILE,
                               "emit-ptx: dot operand %u is not in its wgmma layout", k);
    }
    wg_opnd A, B;
    uint32_t le = ct_mma_wg_le(&g);
    wg_opnd_of(&A, CT_MMA_A, g.lm, g.lk, le);
    wg_opnd_of(&B, CT_MMA_B, g.ln, g.lk, le);
    uint32_t abytes = 1u << (g.lm + g.lk + le), bbytes = 1u << (g.lk + g.ln + le);
    uint32_t need = abytes + bbytes + 1024; /* + the alignment slack */
    e->smem = e->smem > need ? e->smem : need;
    uint32_t *d = ct_ptx_def(e, op->res[0]);
    if (!d)
        return ct_ptx_oom(e);
    uint32_t base = new_reg(e, RC_B32), bb = new_reg(e, RC_B32);
    I("bar.sync 0;\n"); /* earlier users of the staging buffer are done */
    I("mov.u32 %s, ct_smem;\n", R(e, base));
    I("add.u32 %s, %s, 1023;\n", R(e, base), R(e, base));
    I("and.b32 %s, %s, -1024;\n", R(e, base), R(e, base));
    I("add.u32 %s, %s, %u;\n", R(e, bb), R(e, base), abytes);
    if (wg_write(e, op->opnds[0], &A, base) || wg_write(e, op->opnds[1], &B, bb))
        return e->c->d->status;
    I("fence.proxy.async.shared::cta;\n");
    I("bar.sync 0;\n");
    /* warpgroup wg's rows of A start at 64·wg (whole 8-row atoms: no swizzle term) */
    uint32_t wgrow = new_reg(e, RC_B32), alo;
    I("shr.u32 %s, %s, 7;\n", R(e, wgrow), R(e, e->tid));
    I("mad.lo.u32 %s, %s, %u, %s;\n", R(e, wgrow), R(e, wgrow), 64u << A.t.ls, R(e, base));
    alo = wg_start_field(e, wgrow);
    uint32_t blo = wg_start_field(e, bb);
    for (uint32_t r = 0; r < e->nvr[op->res[0]]; r++)
        ct_ptx_mov(e, d[r], opr(e, op->opnds[2], r));
    uint32_t lni = g.ln < 8 ? g.ln : 8, nnt = 1u << (g.ln - lni), nks = 1u << (g.lk + le - 5);
    uint32_t nmt = 1u << ct_mma_lmt(&g), per = 1u << (lni - 1);
    uint32_t one = new_reg(e, RC_B32), p = new_reg(e, RC_PRED);
    I("mov.u32 %s, 1;\n", R(e, one));
    I("setp.ne.u32 %s, %s, 0;\n", R(e, p), R(e, one));
    const char *ta = wg_type(sc(e, op->opnds[0])), *tb = wg_type(sc(e, op->opnds[1]));
    I("wgmma.fence.sync.aligned;\n");
    for (uint32_t mt = 0; mt < nmt; mt++)
        for (uint32_t nt = 0; nt < nnt; nt++)
            for (uint32_t ks = 0; ks < nks; ks++) {
                uint32_t arow = mt << (4 + g.lw); /* the warpgroups' 64-row slabs come first */
                uint32_t da = wg_desc(e, &A.t, alo, ct_mma_wg_step_offset(&A.t, arow, ks));
                uint32_t db = wg_desc(e, &B.t, blo, ct_mma_wg_step_offset(&B.t, nt << lni, ks));
                I("wgmma.mma_async.sync.aligned.m64n%uk%u.f32.%s.%s {", 1u << lni, 32u >> le, ta,
                  tb);
                uint32_t r0 = nt * per + (mt << (g.ln - 1));
                for (uint32_t i = 0; i < per; i++)
                    ct_buf_printf(e->o, "%s%s", i ? ", " : "", R(e, d[r0 + i]));
                /* 16-bit types take the transpose immediates (0: K-major), f8 has none */
                ct_buf_printf(e->o, "}, %s, %s, %s, 1, 1%s;\n", R(e, da), R(e, db), R(e, p),
                              le ? ", 0, 0" : "");
            }
    I("wgmma.commit_group.sync.aligned;\n");
    I("wgmma.wait_group.sync.aligned 0;\n");
    return CUTILE_SUCCESS;
}
