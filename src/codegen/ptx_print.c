/* ptx_print.c — print_tko through the CUDA device runtime's vprintf(format, args).
 *
 * The format string becomes a module-scope .global byte array; the arguments are laid out in a
 * local buffer as C varargs would pass them (floats promoted to double, integers narrower than
 * 32 bits sign-extended to int, i64 and pointers as 64-bit), each aligned to its size.
 * Rank-0 arguments print once, from thread 0. Tile arguments (all of one shape and layout) print
 * the format once per element, from the element's owner thread, with the elements of every
 * argument at that position; the order of the lines is unspecified (ops.md §3.16 leaves tile
 * printing open). assert prints through the same call. */
#include <string.h>

#include "codegen/ptx_emit.h"

/* The format as a .global array; its name is returned in name (ct_fmt<offset>). vprintf is
 * declared by ct_ptx_module_globals. */
static void format_global(em *e, const ct_str *fmt, char *name, size_t n)
{
    ct_buf *g = e->globals;
    snprintf(name, n, "ct_fmt%zu", g->len);
    ct_buf_printf(g, ".global .align 1 .b8 %s[%u] = {", name, fmt->len + 1);
    for (uint32_t i = 0; i < fmt->len; i++)
        ct_buf_printf(g, "%u, ", (unsigned)(unsigned char)fmt->s[i]);
    ct_buf_str(g, "0};\n");
}

/* Stores element register `reg` of value v at the next aligned slot of the buffer. */
static void put_arg(em *e, ct_val v, uint32_t reg, uint32_t *off)
{
    const ct_type *el = elem_of(e, v);
    ct_scalar s = el->kind == CT_TY_PTR ? CT_S_I64 : (ct_scalar)el->scalar;
    bool fl = ct_scalar_infos[s].is_float, wide = fl || ct_scalar_infos[s].bits == 64;
    uint32_t t = reg;
    *off = (*off + (wide ? 7 : 3)) & ~(wide ? 7u : 3u);
    if (fl && s != CT_S_F64) {
        uint32_t f = s == CT_S_F32 ? reg : new_reg(e, RC_F32);
        if (f != reg)
            I("cvt.f32.%s %s, %s;\n", s == CT_S_BF16 ? "bf16" : "f16", R(e, f), R(e, reg));
        t = new_reg(e, RC_F64);
        I("cvt.f64.f32 %s, %s;\n", R(e, t), R(e, f));
    } else if (s == CT_S_I1) {
        t = new_reg(e, RC_B32);
        I("selp.u32 %s, 1, 0, %s;\n", R(e, t), R(e, reg));
    } else if (ct_scalar_infos[s].bits < 32) {
        t = new_reg(e, RC_B32);
        I("cvt.s32.%s %s, %s;\n", s == CT_S_I8 ? "s8" : "s16", R(e, t), R(e, reg));
    }
    I("st.local%s [ct_pbuf+%u], %s;\n", wide ? (fl ? ".f64" : ".b64") : ".b32", *off, R(e, t));
    *off += wide ? 8 : 4;
}

/* The generic address of a string made a .global array. */
static uint32_t string_addr(em *e, const ct_str *str)
{
    char name[32];
    format_global(e, str, name, sizeof name);
    uint32_t a = new_reg(e, RC_B64);
    I("mov.u64 %s, %s;\n", R(e, a), name);
    I("cvta.global.u64 %s, %s;\n", R(e, a), R(e, a));
    return a;
}

/* vprintf(fmt, ct_pbuf) once the arguments (off bytes) are in the buffer. */
static void call_vprintf(em *e, uint32_t fmt, uint32_t buf, uint32_t off)
{
    e->pbuf = e->pbuf > off ? e->pbuf : (off ? off : 8);
    I("{\n\t.param .b64 p0;\n\tst.param.b64 [p0], %s;\n", R(e, fmt));
    I(".param .b64 p1;\n\tst.param.b64 [p1], %s;\n", R(e, buf));
    I(".param .b32 rv;\n\tcall (rv), vprintf, (p0, p1);\n\t}\n");
}

static uint32_t local_buf(em *e)
{
    uint32_t b = new_reg(e, RC_B64);
    I("mov.u64 %s, ct_pbuf;\n", R(e, b));
    I("cvta.local.u64 %s, %s;\n", R(e, b), R(e, b));
    return b;
}

ct_status ct_ptx_print(em *e, const ct_op *op)
{
    uint32_t nargs;
    const ct_val *args = ct_op_group(op, 0, &nargs);
    bool scalars = true;
    for (uint32_t i = 0; i < nargs; i++)
        scalars = scalars && ct_val_type(e->f, args[i])->rank == 0;
    const ct_ll *l = scalars ? NULL : layout_of(e, args[0]);
    for (uint32_t i = 0; !scalars && i < nargs; i++)
        if (!l || !layout_of(e, args[i]) || !ct_ll_eq(layout_of(e, args[i]), l))
            return ct_ptx_nosup(e, "arguments of different shapes or layouts");
    thread_part *tp = NULL;
    uint32_t own = NOREG;
    if (l && ct_ptx_thread_part(e, l, &tp))
        return e->c->d->status;
    if (tp) {
        own = tp->own;
    } else { /* scalars: thread 0 */
        own = new_reg(e, RC_PRED);
        I("setp.eq.u32 %s, %s, 0;\n", R(e, own), R(e, e->tid));
    }
    uint32_t fmt = string_addr(e, &op->attrs[0]->str), buf = local_buf(e);
    uint32_t n = l ? e->nvr[args[0]] : 1;
    uint32_t regdup = l ? (uint32_t)(ct_ll_dup_mask(l) & ((1u << l->nreg) - 1)) : 0;
    for (uint32_t r = 0; r < n; r++) {
        if (r & regdup)
            continue;
        uint32_t skip = e->nlabels++, off = 0;
        if (own != NOREG)
            I("@!%s bra $Lcf%u;\n", R(e, own), skip);
        for (uint32_t i = 0; i < nargs; i++)
            put_arg(e, args[i], opr(e, args[i], r), &off);
        call_vprintf(e, fmt, buf, off);
        ct_buf_printf(e->o, "$Lcf%u:\n", skip);
    }
    return CUTILE_SUCCESS;
}

/* assert: the owner of each false element prints "<message> (element <flat index>)"; when any
 * was false the thread then traps, which ends the kernel with an error the host sees. */
ct_status ct_ptx_assert(em *e, const ct_op *op)
{
    static const ct_str fmt_text = {"%s (element %u)\n", 16};
    ct_val c = op->opnds[0];
    const ct_ll *l = layout_of(e, c);
    thread_part *tp = NULL;
    if (l && ct_ptx_thread_part(e, l, &tp))
        return e->c->d->status;
    uint32_t fmt = string_addr(e, &fmt_text), msg = string_addr(e, &op->attrs[0]->str);
    uint32_t buf = local_buf(e), any = new_reg(e, RC_PRED), idx = new_reg(e, RC_B32);
    uint32_t own = tp ? tp->own : new_reg(e, RC_PRED);
    if (!tp) /* a value no layout was given to (an argument): every thread holds it */
        I("setp.eq.u32 %s, %s, 0;\n", R(e, own), R(e, e->tid));
    I("setp.ne.u32 %s, 0, 0;\n", R(e, any));
    uint32_t regdup = l ? (uint32_t)(ct_ll_dup_mask(l) & ((1u << l->nreg) - 1)) : 0;
    for (uint32_t r = 0; r < e->nvr[c]; r++) {
        if (r & regdup)
            continue;
        uint32_t fail = new_reg(e, RC_PRED), skip = e->nlabels++;
        I("not.pred %s, %s;\n", R(e, fail), R(e, opr(e, c, r)));
        if (own != NOREG)
            I("and.pred %s, %s, %s;\n", R(e, fail), R(e, fail), R(e, own));
        I("@!%s bra $Lcf%u;\n", R(e, fail), skip);
        I("st.local.b64 [ct_pbuf+0], %s;\n", R(e, msg));
        if (tp)
            I("add.u32 %s, %s, %u;\n", R(e, idx), R(e, tp->flat), ct_ll_apply(l, r, 0, 0));
        else
            I("mov.u32 %s, 0;\n", R(e, idx));
        I("st.local.b32 [ct_pbuf+8], %s;\n", R(e, idx));
        call_vprintf(e, fmt, buf, 12);
        I("setp.eq.u32 %s, 0, 0;\n", R(e, any));
        ct_buf_printf(e->o, "$Lcf%u:\n", skip);
    }
    I("@%s trap;\n", R(e, any));
    return CUTILE_SUCCESS;
}
