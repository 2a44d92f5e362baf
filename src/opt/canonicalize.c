/* canonicalize.c — canonicalization: rewrites that put equivalent IR into one form, so that fold and
 * CSE see through it.
 *   - reshape / broadcast / permute / ptr_to_ptr to the operand's own type: the operand itself
 *   - reshape of a reshape: one reshape of the original operand
 *   - exti of an exti with the same signedness: one exti
 *   - select with equal branches: the branch
 *   - commutative ops: a constant operand goes to the right (fold then only looks there)
 * The replaced ops stay until dce. */
#include "pass/pass.h"

typedef struct canon {
    ct_func *f;
    ct_subst map;
} canon;

static bool is_const(const ct_func *f, ct_val v)
{
    const ct_op *d = f->values[v].def;
    return d && d->opc == CT_OP_CONSTANT;
}

static bool is_identity_perm(const ct_op *op)
{
    const ct_attr *p = op->attrs[0];
    for (uint32_t i = 0; p && i < p->n; i++)
        if (p->i32[i] != (int32_t)i)
            return false;
    return p != NULL;
}

static void canon_op(ct_op *op, void *user)
{
    canon *c = user;
    ct_func *f = c->f;
    for (uint32_t i = 0; i < op->nopnds; i++)
        op->opnds[i] = ct_rw_subst_get(&c->map, op->opnds[i]);
    const ct_op *src = op->nopnds ? f->values[op->opnds[0]].def : NULL;
    switch (op->opc) {
    case CT_OP_RESHAPE:
        if (src && src->opc == CT_OP_RESHAPE)
            op->opnds[0] = src->opnds[0];
        /* fall through */
    case CT_OP_BROADCAST:
    case CT_OP_PTR_TO_PTR:
        if (ct_val_type(f, op->res[0]) == ct_val_type(f, op->opnds[0]))
            ct_rw_subst_set(&c->map, op->res[0], op->opnds[0]);
        break;
    case CT_OP_PERMUTE:
        if (is_identity_perm(op))
            ct_rw_subst_set(&c->map, op->res[0], op->opnds[0]);
        break;
    case CT_OP_EXTI:
        if (src && src->opc == CT_OP_EXTI && ct_rw_attr_i(src, 0, -1) == ct_rw_attr_i(op, 0, -2))
            op->opnds[0] = src->opnds[0];
        break;
    case CT_OP_SELECT:
        if (op->opnds[1] == op->opnds[2])
            ct_rw_subst_set(&c->map, op->res[0], op->opnds[1]);
        break;
    default:
        if ((ct_def(op)->props & P_COMMUTATIVE) && op->nopnds == 2 && is_const(f, op->opnds[0]) &&
            !is_const(f, op->opnds[1])) {
            ct_val t = op->opnds[0];
            op->opnds[0] = op->opnds[1];
            op->opnds[1] = t;
        }
    }
}

ct_status ct_pass_canonicalize(ct_pass_ctx *c, ct_module *m)
{
    for (uint32_t fi = 0; fi < m->nfuncs; fi++) {
        ct_func *f = m->funcs[fi];
        canon cn = {.f = f};
        if (!ct_rw_subst_init(&cn.map, &c->arena, f))
            return ct_diag_set(c->d, CUTILE_ERROR_OUT_OF_MEMORY, "canonicalize: out of memory");
        /* One walk in program order: a use always comes after its definition, so the map is
         * complete for every operand by the time the op is visited. */
        ct_rw_walk(&f->body, canon_op, &cn);
    }
    return CUTILE_SUCCESS;
}
