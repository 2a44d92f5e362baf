/* ptx_const.c — constant (ops.md §3.2): dense constants of every number type and rank.
 *
 * A splat is one register with the value as an immediate (opr lets it serve every index). A
 * tile of differing elements gets all 2^nreg registers of its layout, register r holding the
 * element at flat index layout(r, lane, warp), as every value does (emit_ptx.c):
 *   - when no lane or warp bit moves along the tile (every thread holds the same elements),
 *     each register is an immediate (its flat index is known here);
 *   - otherwise the elements, in row-major order, become a module-scope read-only array
 *     `.global .align 16 .b8 ct_cst<N>[bytes]` and each thread loads its registers from it
 *     through ld.global.nc, at its thread part's flat index plus each register's: vectors of up
 *     to 16 bytes along the registers that walk consecutive elements (4 for 1-byte elements),
 *     once per distinct element (registers that replicate another share its register).
 * The element's register form is its memory form (ct_ptx_mem_ty, the form a load from memory
 * gives): i1 a predicate (a byte 0/1 in the array), i8 / f8 / the 4-bit types the low byte of a
 * 16-bit register, tf32 the f32 it stands for — its dense data is the 19-bit pattern (sign, 8
 * exponent bits, 10 mantissa bits), which is the f32's top 19 bits. */
#include <string.h>

#include "codegen/ptx_emit.h"

typedef struct ct_ptx_cst {
    const ct_attr *a;
    size_t name; /* ct_cst<name> */
    struct ct_ptx_cst *next;
} ct_ptx_cst;

enum { CST_MAX_BYTES = 1u << 20 };

/* Element bits (ct_rw_dense_elem's form) as a register of type s holds them. */
static uint64_t held(ct_scalar s, uint64_t bits)
{
    return s == CT_S_TF32 ? (bits & 0x7FFFF) << 13 : bits;
}

/* Element k of a as its register holds it. */
static uint64_t reg_bits(const ct_attr *a, ct_scalar s, uint64_t k)
{
    uint64_t bits = 0;
    ct_rw_dense_elem(a, k, &bits);
    return held(s, bits);
}


/* The array of a's elements (declared once per entry and attribute), its name in *name. */
static ct_status table(em *e, const ct_attr *a, ct_scalar s, size_t *name)
{
    for (const ct_ptx_cst *c = e->csts; c; c = c->next)
        if (c->a == a || ct_rw_attr_eq(c->a, a)) {
            *name = c->name;
            return CUTILE_SUCCESS;
        }
    uint64_t n = ct_type_num_elements(a->type), eb = ct_scalar_mem_bytes(s);
    if (n * eb > CST_MAX_BYTES)
        return ct_ptx_nosup(e, "a constant of differing elements above 1 MiB");
    ct_ptx_cst *c = ct_arena_alloc(&e->c->arena, sizeof *c);
    if (!c)
        return ct_ptx_oom(e);
    ct_buf *g = e->globals;
    *c = (ct_ptx_cst){.a = a, .name = g->len, .next = e->csts};
    e->csts = c;
    *name = c->name;
    ct_buf_printf(g, ".global .align 16 .b8 ct_cst%zu[%llu] = {", c->name,
                  (unsigned long long)(n * eb));
    for (uint64_t k = 0; k < n; k++) {
        uint64_t bits = reg_bits(a, s, k);
        for (uint32_t b = 0; b < eb; b++)
            ct_buf_printf(g, "%s%u", k || b ? ", " : "", (unsigned)(bits >> (8 * b) & 0xFF));
    }
    ct_buf_str(g, "};\n");
    return g->oom ? ct_ptx_oom(e) : CUTILE_SUCCESS;
}

/* Whether some lane or warp bit of l moves along the tile. */
static bool thread_dependent(const ct_ll *l)
{
    for (uint32_t j = ct_ll_lane0(l); j < ct_ll_nin(l); j++)
        if (l->base[j])
            return true;
    return false;
}

static ct_status dense(em *e, const ct_op *op, ct_scalar s)
{
    ct_val v = op->res[0];
    const ct_attr *a = op->attrs[0];
    const ct_ll *l = layout_of(e, v);
    if (!l)
        return ct_ptx_nosup(e, "a constant of differing elements without a layout");
    uint32_t *d = ct_ptx_def(e, v);
    if (!d)
        return ct_ptx_oom(e);
    uint32_t n = e->nvr[v], regdup = 0; /* register bits that do not move along the tile */
    for (uint32_t j = 0; j < l->nreg; j++)
        regdup |= l->base[j] ? 0 : 1u << j;
    if (!thread_dependent(l)) {
        for (uint32_t r = 0; r < n; r++)
            if (!(r & regdup))
                ct_ptx_mov_imm(e, d[r], reg_bits(a, s, ct_ll_apply(l, r, 0, 0)));
    } else {
        thread_part *tp;
        size_t name = 0;
        if (ct_ptx_thread_part(e, l, &tp) || table(e, a, s, &name))
            return e->c->d->status;
        uint32_t eb = ct_scalar_mem_bytes(s), vec = ct_ll_contig(l, 0), cap = eb == 1 ? 4 : 16 / eb;
        vec = vec < cap ? vec : cap;
        /* the thread's address, at the entry (it depends on %tid only) */
        uint32_t base = new_reg(e, RC_B64), addr = new_reg(e, RC_B64);
        ct_buf *body = e->o;
        e->o = e->pre;
        I("mov.u64 %s, ct_cst%zu;\n", R(e, base), name);
        I("mad.wide.u32 %s, %s, %u, %s;\n", R(e, addr), R(e, tp->flat), eb, R(e, base));
        e->o = body;
        for (uint32_t r0 = 0; r0 < n; r0 += vec)
            if (!(r0 & regdup))
                ct_ptx_access(e, ".global.nc", "", NULL, false, s, eb, addr,
                              (int64_t)ct_ll_apply(l, r0, 0, 0) * eb, d + r0, vec, NOREG);
    }
    for (uint32_t r = 0; r < n; r++) /* a replicated register is the one it replicates */
        d[r] = d[r & ~regdup];
    return CUTILE_SUCCESS;
}

ct_status ct_ptx_constant(em *e, const ct_op *op)
{
    const ct_type *el = elem_of(e, op->res[0]);
    int rc = ct_ptx_rclass(el);
    uint64_t bits;
    if (rc < 0 || el->kind != CT_TY_SCALAR)
        return ct_ptx_nosup(e, "element type has no register class yet");
    ct_scalar s = (ct_scalar)el->scalar;
    if (!op->attrs[0] || op->attrs[0]->kind != CT_ATTR_DENSE)
        return ct_ptx_nosup(e, "a constant without dense data");
    if (!ct_rw_const_splat(op, &bits))
        return dense(e, op, s);
    uint32_t d = new_reg(e, rc);
    ct_ptx_mov_imm(e, d, held(s, bits));
    return ct_ptx_alias(e, op->res[0], &d, 1);
}
