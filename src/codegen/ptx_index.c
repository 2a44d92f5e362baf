/* ptx_index.c — the ops that read where a thread is: get_tile_block_id, get_num_tile_blocks
 * (the CTA's special registers) and iota (the flat index of each element a thread holds). */
#include "codegen/ptx_emit.h"

/* ---------------------------------- index generation ---------------------------------- */

ct_status ct_ptx_block_id(em *e, const ct_op *op)
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

ct_status ct_ptx_iota(em *e, const ct_op *op)
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
