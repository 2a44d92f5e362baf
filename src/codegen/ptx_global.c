/* ptx_global.c — module-scope globals (`cuda_tile.global`, ops.md §3.1) and get_global.
 *
 * Each global becomes `.global .align A .b8 ct_g_<name>[bytes] = {…}` holding its initial
 * tile in row-major order (a splat initializer is repeated over the tile); get_global is the
 * generic address of it. cuTile Python emits one for printing (a lock, `print_mutex`, that
 * serialises prints across blocks at 13.1). The vprintf declaration print_tko needs goes here
 * too. */
#include <string.h>

#include "codegen/ptx_emit.h"

static bool ident(const ct_str *s)
{
    for (uint32_t i = 0; i < s->len; i++) {
        char ch = s->s[i];
        if (!((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ||
              ch == '_'))
            return false;
    }
    return s->len > 0;
}

static void find_print(ct_op *op, void *user)
{
    *(bool *)user |= op->opc == CT_OP_PRINT_TKO || op->opc == CT_OP_ASSERT;
}

ct_status ct_ptx_module_globals(ct_pass_ctx *c, const ct_module *m, ct_buf *out)
{
    bool prints = false;
    for (uint32_t i = 0; i < m->nfuncs; i++)
        ct_rw_walk(&m->funcs[i]->body, find_print, &prints);
    if (prints)
        ct_buf_str(out, "\n.extern .func (.param .b32 func_retval0) vprintf("
                        ".param .b64 vprintf_p0, .param .b64 vprintf_p1);\n");
    for (uint32_t i = 0; i < m->nglobals; i++) {
        const ct_global *g = &m->globals[i];
        const ct_type *el = ct_type_elem(g->type);
        uint32_t eb = el->kind == CT_TY_PTR ? 8 : ct_scalar_mem_bytes(el->scalar);
        uint64_t n = ct_type_num_elements(g->type), bytes = n * eb;
        const ct_attr *v = g->value;
        bool splat = v && v->size == eb, full = v && v->size == bytes;
        if (!ident(&g->name) || (el->kind == CT_TY_SCALAR && el->scalar == CT_S_I1) ||
            !(splat || full) || bytes > (1u << 20))
            return ct_diag_set(c->d, CUTILE_ERROR_NOT_SUPPORTED,
                               "cuda_tile.global %s: not lowered (name, i1 elements, initializer "
                               "or size above 1 MiB)", g->name.s);
        uint64_t align = g->alignment > eb ? g->alignment : eb;
        ct_buf_printf(out, ".global .align %llu .b8 ct_g_%s[%llu] = {", (unsigned long long)align,
                      g->name.s, (unsigned long long)bytes);
        for (uint64_t k = 0; k < bytes; k++)
            ct_buf_printf(out, "%s%u", k ? ", " : "", v->data[splat ? k % eb : k]);
        ct_buf_str(out, "};\n");
    }
    return CUTILE_SUCCESS;
}

ct_status ct_ptx_get_global(em *e, const ct_op *op)
{
    uint32_t d = new_reg(e, RC_B64);
    I("mov.u64 %s, ct_g_%.*s;\n", R(e, d), (int)op->attrs[0]->str.len, op->attrs[0]->str.s);
    I("cvta.global.u64 %s, %s;\n", R(e, d), R(e, d));
    return ct_ptx_alias(e, op->res[0], &d, 1);
}
