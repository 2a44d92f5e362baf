/* ptx_print.c — print_tko through the CUDA device runtime's vprintf(format, args).
 *
 * The format string becomes a module-scope .global byte array; the arguments are laid out in a
 * local buffer as C varargs would pass them (floats promoted to double, integers narrower than
 * 32 bits sign-extended to int, i64 and pointers as 64-bit), each aligned to its size.
 * Everything prints from thread 0, once per tile block. A tile argument prints whole, as cuTile
 * Python's documentation and NVIDIA's test_print.py show it: its conversion repeated over the
 * elements as a nested list, row-major ("[[0, 1], [2, 3]]"; ops.md §3.16 leaves tile printing
 * open), its elements staged in shared memory for thread 0 to read. assert prints through the
 * same call. */
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

/* The length of the conversion at s[0] == '%' ("%%" too): flags, width, precision and length
 * up to the conversion character; 0 when the string ends first. */
static uint32_t spec_len(const char *s, uint32_t n)
{
    for (uint32_t i = 1; i < n; i++)
        if (s[i] == '%' || strchr("diouxXeEfFgGaAcspn", s[i]))
            return i + 1;
    return 0;
}

/* vprintf formats at most 32 arguments (CUDA programming guide, formatted output): a longer line
 * is printed by several calls, each with its piece of the expanded format. */
enum { VPRINTF_ARGS = 32 };

/* A print of tiles being emitted by thread 0: the piece of the format not yet printed, and the
 * arguments already in the buffer for it. */
typedef struct line {
    ct_buf text;
    uint32_t buf, nargs, off;
} line;

static void flush(em *e, line *ln)
{
    ct_buf_byte(&ln->text, 0);
    if (ln->text.oom) /* print_tiles reports it */
        return;
    ct_str piece = {(const char *)ln->text.data, (uint32_t)ln->text.len - 1};
    call_vprintf(e, string_addr(e, &piece), ln->buf, ln->off);
    ln->text.len = ln->nargs = ln->off = 0;
}

/* One conversion `spec` (n bytes) of argument v: a rank-0 value as it is, a tile as Python
 * prints a nested list — "[[a, b], [c, d]]", row-major — with every element converted by
 * spec, read from its staged copy at base. */
static void put_value(em *e, line *ln, ct_val v, uint32_t base, const char *spec, uint32_t n)
{
    const ct_type *t = ct_val_type(e->f, v);
    uint64_t count = ct_type_num_elements(t);
    uint32_t eb = ct_ptx_elem_bytes(e, v);
    for (uint64_t j = 0; j < count; j++) {
        if (ln->nargs == VPRINTF_ARGS)
            flush(e, ln);
        uint32_t open = 0; /* the dimensions whose rows element j starts, innermost first */
        for (uint64_t row = 1; open < t->rank; open++)
            if (j % (row *= (uint64_t)t->shape[t->rank - 1 - open]))
                break;
        for (uint32_t k = 0; j && k < open; k++)
            ct_buf_byte(&ln->text, ']');
        ct_buf_str(&ln->text, j ? ", " : "");
        for (uint32_t k = 0; k < open; k++)
            ct_buf_byte(&ln->text, '[');
        ct_buf_put(&ln->text, spec, n);
        uint32_t reg = opr(e, v, 0);
        if (t->rank) {
            reg = new_reg(e, RC_OF(reg));
            ct_ptx_smem_elem(e, false, v, reg, base, (uint32_t)j * eb, NOREG);
        }
        put_arg(e, v, reg, &ln->off);
        ln->nargs++;
    }
    for (uint32_t k = 0; k < t->rank; k++)
        ct_buf_byte(&ln->text, ']');
}

enum { CT_PTX_PRINT_MAX_ARGS = 64 };

/* A print with tile arguments: every tile staged in shared memory (row-major), then thread 0
 * prints the line — the format with each tile's conversion expanded over its elements. */
static ct_status print_tiles(em *e, const ct_op *op, const ct_val *args, uint32_t nargs)
{
    uint32_t at[CT_PTX_PRINT_MAX_ARGS];
    uint64_t bytes = 0;
    if (nargs > CT_PTX_PRINT_MAX_ARGS)
        return ct_ptx_nosup(e, "more than 64 print arguments");
    for (uint32_t i = 0; i < nargs; i++) { /* each tile 8-byte aligned: any element type */
        const ct_type *t = ct_val_type(e->f, args[i]);
        at[i] = (uint32_t)((bytes + 7) & ~7ull);
        if (t->rank)
            bytes = at[i] + ct_type_num_elements(t) * ct_ptx_elem_bytes(e, args[i]);
    }
    bool ring = false;
    uint32_t smem = ct_ptx_smem_buf(e, bytes, &ring, "print staging"), base[CT_PTX_PRINT_MAX_ARGS];
    if (smem == NOREG)
        return e->c->d->status;
    ct_ptx_bar_cta(e); /* earlier readers of the buffer are done */
    for (uint32_t i = 0; i < nargs; i++) {
        base[i] = NOREG;
        if (!ct_val_type(e->f, args[i])->rank)
            continue;
        base[i] = new_reg(e, RC_B32);
        I("add.u32 %s, %s, %u;\n", R(e, base[i]), R(e, smem), at[i]);
        if (ct_ptx_smem_tile(e, true, args[i], base[i]))
            return e->c->d->status;
    }
    ct_ptx_bar_cta(e);
    uint32_t own = new_reg(e, RC_PRED), skip = e->nlabels++;
    I("setp.eq.u32 %s, %s, 0;\n", R(e, own), R(e, e->tid));
    I("@!%s bra $Lcf%u;\n", R(e, own), skip);
    line ln = {.buf = local_buf(e)};
    ct_buf_init(&ln.text, e->c->cfg->allocator);
    const ct_str *f = &op->attrs[0]->str;
    for (uint32_t i = 0, k = 0; i < f->len;) {
        uint32_t n = f->s[i] == '%' ? spec_len(f->s + i, f->len - i) : 0;
        if (n && f->s[i + n - 1] != '%' && k < nargs) {
            put_value(e, &ln, args[k], base[k], f->s + i, n);
            k++;
        } else { /* text, "%%", or a conversion without an argument (ops.md: undefined output) */
            n = n ? n : 1;
            ct_buf_put(&ln.text, f->s + i, n);
        }
        i += n;
    }
    flush(e, &ln);
    bool oom = ln.text.oom;
    ct_buf_free(&ln.text);
    ct_buf_printf(e->o, "$Lcf%u:\n", skip);
    if (ring) /* the dynamic region's readers are done before a later loop's copies refill it */
        ct_ptx_bar_cta(e);
    return oom ? ct_ptx_oom(e) : CUTILE_SUCCESS;
}

/* print_tko: rank-0 arguments alone print once, from thread 0; with tiles, print_tiles. */
ct_status ct_ptx_print(em *e, const ct_op *op)
{
    uint32_t nargs;
    const ct_val *args = ct_op_group(op, 0, &nargs);
    for (uint32_t i = 0; i < nargs; i++)
        if (ct_val_type(e->f, args[i])->rank)
            return print_tiles(e, op, args, nargs);
    uint32_t own = new_reg(e, RC_PRED);
    I("setp.eq.u32 %s, %s, 0;\n", R(e, own), R(e, e->tid));
    uint32_t fmt = string_addr(e, &op->attrs[0]->str), buf = local_buf(e);
    uint32_t skip = e->nlabels++, off = 0;
    I("@!%s bra $Lcf%u;\n", R(e, own), skip);
    for (uint32_t i = 0; i < nargs; i++)
        put_arg(e, args[i], opr(e, args[i], 0), &off);
    call_vprintf(e, fmt, buf, off);
    ct_buf_printf(e->o, "$Lcf%u:\n", skip);
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
