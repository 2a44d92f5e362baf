/* ptx_atomic.c — atomic_rmw_tko and atomic_cas_tko (ops.md §3.14) as `atom.<sem>.<scope>`.
 *
 * Each element is one transaction, made by the element's owner (the thread and register whose
 * replicated layout bits are zero): a tile held by every thread — a rank-0 pointer, as in a
 * spin lock — is updated once, not once per thread. The old values then reach the other
 * holders through shared memory (owner stores, barrier, everyone loads). lower-views put the
 * barriers the tokens ask for around the op; the token operand has no registers here. */
#include <string.h>

#include "codegen/ptx_emit.h"

static const char *sem_of(int64_t ordering)
{
    switch (ordering) {
    case CT_MEM_ORDERING_ACQUIRE: return ".acquire";
    case CT_MEM_ORDERING_RELEASE: return ".release";
    case CT_MEM_ORDERING_ACQ_REL: return ".acq_rel";
    default: return ".relaxed";
    }
}

static const char *scope_of(int64_t scope)
{
    return scope == CT_MEM_SCOPE_TL_BLK ? ".cta" : scope == CT_MEM_SCOPE_SYS ? ".sys" : ".gpu";
}

/* The `.<sem>.<scope>` of a tiled / gather access with a non-weak ordering (ld.relaxed.gpu,
 * st.release.cta, …; PTX 6.0, sm_70), or "" for a weak one. */
const char *ct_ptx_mem_order(const ct_op *op, char *buf, size_t n)
{
    int64_t ordering = ct_rw_attr_named(op, "memory_ordering_semantics", CT_MEM_ORDERING_WEAK);
    if (ordering == CT_MEM_ORDERING_WEAK)
        return "";
    int64_t scope = ct_rw_attr_named(op, "memory_scope", CT_MEM_SCOPE_DEVICE);
    snprintf(buf, n, "%s%s", sem_of(ordering), scope_of(scope));
    return buf;
}

/* What op_type answers for a bf16 add below sm_90, which has no instruction for it:
 * ct_ptx_bf16_add_cas. */
#define BF16_ADD_CAS ".add.bf16.cas"

/* The `.op.type` of the instruction for a mode and element type, or NULL (not a valid pair). */
static const char *op_type(em *e, int64_t mode, ct_scalar s, char *buf, size_t n)
{
    uint32_t bits = ct_scalar_infos[s].bits;
    bool fl = ct_scalar_infos[s].is_float;
    const char *w = bits == 64 ? "64" : "32";
    if (bits != 32 && bits != 64 && !(mode == CT_ATOMIC_MODE_ADDF && bits == 16))
        return NULL;
    switch (mode) {
    case CT_ATOMIC_MODE_AND: snprintf(buf, n, ".and.b%s", w); return fl ? NULL : buf;
    case CT_ATOMIC_MODE_OR: snprintf(buf, n, ".or.b%s", w); return fl ? NULL : buf;
    case CT_ATOMIC_MODE_XOR: snprintf(buf, n, ".xor.b%s", w); return fl ? NULL : buf;
    case CT_ATOMIC_MODE_ADD: snprintf(buf, n, ".add.u%s", w); return fl ? NULL : buf;
    case CT_ATOMIC_MODE_MAX: snprintf(buf, n, ".max.s%s", w); return fl ? NULL : buf;
    case CT_ATOMIC_MODE_MIN: snprintf(buf, n, ".min.s%s", w); return fl ? NULL : buf;
    case CT_ATOMIC_MODE_UMAX: snprintf(buf, n, ".max.u%s", w); return fl ? NULL : buf;
    case CT_ATOMIC_MODE_UMIN: snprintf(buf, n, ".min.u%s", w); return fl ? NULL : buf;
    case CT_ATOMIC_MODE_XCHG: snprintf(buf, n, ".exch.b%s", w); return buf;
    case CT_ATOMIC_MODE_ADDF:
        if (!fl)
            return NULL;
        if (s == CT_S_BF16 && !ct_pass_has(e->c, CT_FEAT_BF16_EXT))
            return BF16_ADD_CAS;
        snprintf(buf, n, "%s", s == CT_S_F16 ? ".add.noftz.f16" : s == CT_S_BF16 ? ".add.noftz.bf16"
                               : bits == 64                     ? ".add.f64" : ".add.f32");
        return buf;
    default: return NULL;
    }
}

/* The `.op.type` of a tiled_store with a reduction `mode` (atomic_red_view_tko) into *out, or
 * NULL when it has none (a plain store). */
ct_status ct_ptx_red_type(em *e, const ct_op *op, ct_scalar s, char *buf, size_t n, const char **out)
{
    int64_t mode = ct_rw_attr_named(op, "mode", -1);
    *out = mode < 0 ? NULL : mode == CT_ATOMIC_MODE_XCHG ? NULL : op_type(e, mode, s, buf, n);
    if (mode >= 0 && !*out)
        return ct_ptx_nosup(e, "reduction mode / element type combination");
    return CUTILE_SUCCESS;
}

bool ct_ptx_red_is_cas(const char *red) { return red && !strcmp(red, BF16_ADD_CAS); }

void ct_ptx_bf16_add_cas(em *e, const char *sem, const char *space, uint32_t addr, int64_t off,
                         uint32_t v, uint32_t d, uint32_t g)
{
    uint32_t skip = e->nlabels++, top = e->nlabels++, p = new_reg(e, RC_PRED);
    uint32_t old = new_reg(e, RC_B16), nw = new_reg(e, RC_B16), seen = new_reg(e, RC_B16);
    uint32_t a = new_reg(e, RC_F32), b = new_reg(e, RC_F32);
    if (g != NOREG && d != NOREG) /* a lane masked off keeps the operand as its result */
        I("mov.b16 %s, %s;\n", R(e, old), R(e, v));
    if (g != NOREG)
        I("@!%s bra $Lbfa%u;\n", R(e, g), skip);
    I("cvt.f32.bf16 %s, %s;\n", R(e, b), R(e, v));
    I("ld%s.b16 %s, [%s+%lld];\n", space, R(e, old), R(e, addr), (long long)off);
    ct_buf_printf(e->o, "$Lbfa%u:\n", top);
    I("cvt.f32.bf16 %s, %s;\n", R(e, a), R(e, old));
    I("add.rn.f32 %s, %s, %s;\n", R(e, a), R(e, a), R(e, b));
    I("cvt.rn.bf16.f32 %s, %s;\n", R(e, nw), R(e, a));
    I("atom%s%s.cas.b16 %s, [%s+%lld], %s, %s;\n", sem, space, R(e, seen), R(e, addr), (long long)off,
      R(e, old), R(e, nw));
    I("setp.ne.b16 %s, %s, %s;\n", R(e, p), R(e, seen), R(e, old));
    I("mov.b16 %s, %s;\n", R(e, old), R(e, seen));
    I("@%s bra $Lbfa%u;\n", R(e, p), top);
    ct_buf_printf(e->o, "$Lbfa%u:\n", skip);
    if (d != NOREG)
        I("mov.b16 %s, %s;\n", R(e, d), R(e, old));
}

/* The old values of elements this thread holds but does not own come from their owners. */
static ct_status share_results(em *e, ct_val res)
{
    uint64_t bytes = ct_type_num_elements(ct_val_type(e->f, res)) * ct_ptx_elem_bytes(e, res);
    if (bytes > 48 * 1024)
        return ct_ptx_nosup(e, "atomic result tile above 48 KiB");
    e->smem = e->smem > bytes ? e->smem : (uint32_t)bytes;
    uint32_t base = new_reg(e, RC_B32);
    I("mov.u32 %s, ct_smem;\n", R(e, base));
    ct_ptx_bar_cta(e);
    if (ct_ptx_smem_tile(e, true, res, base))
        return e->c->d->status;
    ct_ptx_bar_cta(e);
    return ct_ptx_smem_tile(e, false, res, base);
}

ct_status ct_ptx_atomic(em *e, const ct_op *op)
{
    bool cas = op->opc == CT_OP_ATOMIC_CAS_TKO;
    ct_val res = op->res[0];
    ct_scalar s = sc(e, res);
    char buf[32];
    const char *ot = cas ? (ct_scalar_infos[s].bits == 64 ? ".cas.b64" : ".cas.b32")
                         : op_type(e, ct_rw_attr_named(op, "mode", -1), s, buf, sizeof buf);
    if (!ot || (cas && ct_scalar_infos[s].bits < 32))
        return ct_ptx_nosup(e, "this mode / element type pair");
    uint32_t nmask;
    const ct_val *mask = ct_op_group(op, cas ? 3 : 2, &nmask);
    const ct_ll *l = layout_of(e, res);
    thread_part *tp;
    uint32_t *d = ct_ptx_def(e, res);
    if (!d || !l)
        return d ? ct_ptx_nosup(e, "no layout") : ct_ptx_oom(e);
    if (ct_ptx_thread_part(e, l, &tp))
        return e->c->d->status;
    const char *sem = sem_of(ct_rw_attr_named(op, "memory_ordering_semantics", 0));
    const char *scope = scope_of(ct_rw_attr_named(op, "memory_scope", CT_MEM_SCOPE_DEVICE));
    uint32_t regdup = (uint32_t)(ct_ll_dup_mask(l) & ((1u << l->nreg) - 1));
    for (uint32_t r = 0; r < e->nvr[res]; r++) {
        if (r & regdup)
            continue;
        uint32_t g = tp->own;
        if (nmask) {
            uint32_t m = opr(e, mask[0], r);
            if (g != NOREG) {
                uint32_t t = new_reg(e, RC_PRED);
                I("and.pred %s, %s, %s;\n", R(e, t), R(e, g), R(e, m));
                m = t;
            }
            g = m;
        }
        if (cas || g != NOREG) /* masked off: the compare value (cas), the operand (rmw) */
            ct_ptx_mov(e, d[r], opr(e, op->opnds[1], r));
        if (ct_ptx_red_is_cas(ot)) {
            char ss[32];
            snprintf(ss, sizeof ss, "%s%s", sem, scope);
            ct_ptx_bf16_add_cas(e, ss, e->generic ? "" : ".global", opr(e, op->opnds[0], r), 0,
                                opr(e, op->opnds[1], r), d[r], g);
            continue;
        }
        char guard[24] = "";
        if (g != NOREG)
            snprintf(guard, sizeof guard, "@%s ", R(e, g));
        ct_buf_printf(e->o, "\t%satom%s%s%s%s %s, [%s], %s", guard, sem, scope,
                      e->generic ? "" : ".global", ot,
                      R(e, d[r]), R(e, opr(e, op->opnds[0], r)), R(e, opr(e, op->opnds[1], r)));
        if (cas)
            ct_buf_printf(e->o, ", %s", R(e, opr(e, op->opnds[2], r)));
        ct_buf_str(e->o, ";\n");
    }
    for (uint32_t r = 0; r < e->nvr[res]; r++) /* replicated registers: the owner's value */
        if (r & regdup)
            ct_ptx_mov(e, d[r], d[r & ~regdup]);
    return tp->own != NOREG ? share_results(e, res) : CUTILE_SUCCESS;
}
