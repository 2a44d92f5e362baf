/* ptx_alloca.c — alloca (ops.md §3.1): scratch memory of a tile block.
 *
 * What the spec asks: `num_elem` elements of the pointee type, aligned to `alignment`, private
 * to the tile block unless `global` (then other tile blocks may reach it), alive until the
 * enclosing region ends, trapping if it cannot be satisfied. The result is an ordinary ptr<T>
 * (ops.md §1.3): it flows into offset, pointer loads/stores, atomics, ptr_to_int and views.
 *
 * Sizes are static, so every alloca of an entry gets a fixed offset in one per-tile-block area
 * at compile time: distinct offsets for all of them, whatever region they sit in (a lifetime
 * that ends early only leaves bytes unused, never aliases). A prologue computes the area's base
 * once; each alloca adds its offset. The area lives in one of two places:
 *
 *  - Shared memory (`.shared ct_alloca`) when no alloca is `global`, the area is at most
 *    SMEM_MAX bytes and no alignment exceeds SMEM_ALIGN_MAX. A CTA runs exactly one tile block,
 *    so CTA-private shared memory has alloca's privacy and lifetime exactly, costs the launch
 *    nothing (raw launches and graphs work unchanged) and is the fastest memory there is. The
 *    pointer is its generic address (cvta.shared). Pointer provenance is not tracked, so every
 *    pointer access of such a kernel then uses generic addressing (em.generic: ld/st/atom/red
 *    without `.global`), which reaches global and shared memory alike.
 *  - Global memory otherwise: a `global` alloca must be reachable from other tile blocks, which
 *    another CTA's shared memory is not, and a large area does not fit beside the staging
 *    buffer in 48 KiB of static shared memory. The entry then takes one hidden parameter after
 *    cuTile's (CT_HIDDEN_SCRATCH, pass/compile.h): the base of a buffer of `source` bytes per
 *    tile block of the grid; the tile block with linear id b = x + X·(y + Y·z) uses bytes
 *    [b·source, (b+1)·source). The kernel traps when the base is not aligned to the largest
 *    alignment, the one requirement a launch can break.
 */
#include <string.h>

#include "codegen/ptx_emit.h"

#define SMEM_MAX (16 * 1024)  /* leaves 32 KiB of static shared memory to the staging buffer */
#define SMEM_ALIGN_MAX 1024   /* ptx-manual §1.5: `.align 1024` is honoured on the address */
#define SCRATCH_MAX UINT32_MAX /* per tile block: the hidden parameter's `source` is 32-bit */

typedef struct slot {
    const ct_op *op;
    uint64_t off; /* bytes from the area's base */
} slot;

struct ct_ptx_allocas {
    slot *s;
    uint32_t n;
    uint64_t bytes; /* the area, per tile block, a multiple of align */
    uint64_t align; /* the largest alignment */
    bool any_global, too_big, smem;
    uint32_t base;  /* B64: the area's address in this tile block (set by the prologue) */
};

typedef struct collect {
    const ct_func *f;
    ct_arena *arena;
    struct ct_ptx_allocas *a;
    bool oom;
} collect;

static uint64_t round_up(uint64_t x, uint64_t align) { return (x + align - 1) & ~(align - 1); }

/* Gives the alloca its offset in the area (the verifier checked the alignment). */
static void place(ct_op *op, void *user)
{
    collect *c = user;
    struct ct_ptx_allocas *a = c->a;
    if (op->opc != CT_OP_ALLOCA || c->oom)
        return;
    slot *s = ct_arena_alloc(c->arena, (a->n + 1) * sizeof *s);
    if (!s) {
        c->oom = true;
        return;
    }
    if (a->n)
        memcpy(s, a->s, a->n * sizeof *s);
    uint64_t n = (uint64_t)ct_rw_attr_named(op, "num_elem", 0);
    uint64_t align = (uint64_t)ct_rw_attr_named(op, "alignment", 1);
    const ct_type *pt = ct_type_elem(ct_val_type(c->f, op->res[0]))->elem; /* tile<ptr<T>> */
    uint64_t bits = ct_scalar_infos[pt->scalar].bits;
    /* f4 elements are packed two to a byte (ops.md §1.4); bounding n keeps the sum exact. */
    uint64_t size = n > SCRATCH_MAX ? SCRATCH_MAX + 1ull : (n * bits + 7) / 8;
    a->too_big |= align > SCRATCH_MAX || a->bytes > SCRATCH_MAX || size > SCRATCH_MAX;
    if (!a->too_big) {
        s[a->n] = (slot){op, round_up(a->bytes, align)};
        a->bytes = s[a->n].off + size;
    }
    a->align = align > a->align ? align : a->align;
    a->any_global |= op->attrs[ct_op_attr_index(ct_def(op), "global")] != NULL;
    a->s = s;
    a->n++;
}

/* The linear id of this tile block (x + X·(y + Y·z)) times the per-block bytes, in B64. */
static uint32_t block_offset(em *e, uint64_t bytes)
{
    uint32_t id = new_reg(e, RC_B32), t = new_reg(e, RC_B32), off = new_reg(e, RC_B64);
    I("mov.u32 %s, %%ctaid.z;\n", R(e, id));
    I("mov.u32 %s, %%nctaid.y;\n", R(e, t));
    I("mul.lo.u32 %s, %s, %s;\n", R(e, id), R(e, id), R(e, t));
    I("mov.u32 %s, %%ctaid.y;\n", R(e, t));
    I("add.u32 %s, %s, %s;\n", R(e, id), R(e, id), R(e, t));
    I("mov.u32 %s, %%nctaid.x;\n", R(e, t));
    I("mul.wide.u32 %s, %s, %s;\n", R(e, off), R(e, id), R(e, t)); /* y and z below 2^16 */
    I("mov.u32 %s, %%ctaid.x;\n", R(e, t));
    uint32_t x = new_reg(e, RC_B64);
    I("cvt.u64.u32 %s, %s;\n", R(e, x), R(e, t));
    I("add.u64 %s, %s, %s;\n", R(e, off), R(e, off), R(e, x));
    I("mul.lo.u64 %s, %s, %llu;\n", R(e, off), R(e, off), (unsigned long long)bytes);
    return off;
}

/* Global placement: the hidden parameter, checked for alignment, plus this block's share. */
static void scratch_base(em *e, struct ct_ptx_allocas *a)
{
    uint32_t p = new_reg(e, RC_B64), t = new_reg(e, RC_B64), bad = new_reg(e, RC_PRED);
    I("ld.param.u64 %s, [%s_scratch];\n", R(e, p), e->f->name.s);
    I("cvta.to.global.u64 %s, %s;\n", R(e, a->base), R(e, p));
    I("and.b64 %s, %s, %llu;\n", R(e, t), R(e, a->base), (unsigned long long)(a->align - 1));
    I("setp.ne.u64 %s, %s, 0;\n", R(e, bad), R(e, t));
    I("@%s trap;\n", R(e, bad));
    uint32_t off = block_offset(e, a->bytes); /* emits code: not inside the I() below */
    I("add.u64 %s, %s, %s;\n", R(e, a->base), R(e, a->base), R(e, off));
}

ct_status ct_ptx_alloca_prologue(em *e)
{
    struct ct_ptx_allocas *a = ct_arena_alloc(&e->c->arena, sizeof *a);
    if (!a)
        return ct_ptx_oom(e);
    memset(a, 0, sizeof *a);
    a->align = 1;
    collect c = {e->f, &e->c->arena, a, false};
    ct_rw_walk(&e->f->body, place, &c);
    if (c.oom)
        return ct_ptx_oom(e);
    if (!a->n)
        return CUTILE_SUCCESS;
    if (a->too_big || round_up(a->bytes ? a->bytes : 1, a->align) > SCRATCH_MAX)
        return ct_unsupported_kernel(e->c, e->f, "alloca: more than 4 GiB of scratch per tile "
                                                 "block, or an alignment above 4 GiB");
    a->bytes = round_up(a->bytes ? a->bytes : 1, a->align);
    a->smem = !a->any_global && a->bytes <= SMEM_MAX && a->align <= SMEM_ALIGN_MAX;
    a->base = new_reg(e, RC_B64);
    e->allocas = a;
    e->generic = a->smem;
    if (a->smem) {
        I("cvta.shared.u64 %s, ct_alloca;\n", R(e, a->base));
        return CUTILE_SUCCESS;
    }
    scratch_base(e, a);
    /* Appended to the entry's hidden parameters; the PTX lists them in this order. */
    uint32_t n = e->fs->nhidden;
    ct_hidden_param *h = ct_arena_alloc(&e->c->arena, (n + 1) * sizeof *h);
    if (!h)
        return ct_ptx_oom(e);
    if (n)
        memcpy(h, e->fs->hidden, n * sizeof *h);
    memset(&h[n], 0, sizeof h[n]);
    h[n].kind = CT_HIDDEN_SCRATCH;
    h[n].size = h[n].align = 8;
    h[n].source = (uint32_t)a->bytes;
    e->fs->hidden = h;
    e->fs->nhidden = n + 1;
    return CUTILE_SUCCESS;
}

ct_status ct_ptx_alloca(em *e, const ct_op *op)
{
    const struct ct_ptx_allocas *a = e->allocas;
    uint32_t i = 0;
    while (a && i < a->n && a->s[i].op != op)
        i++;
    uint32_t *d = ct_ptx_def(e, op->res[0]);
    if (!d)
        return ct_ptx_oom(e);
    if (!a || i == a->n)
        return ct_diag_set(e->c->d, CUTILE_ERROR_COMPILE, "emit-ptx: alloca without a place");
    I("add.u64 %s, %s, %llu;\n", R(e, d[0]), R(e, a->base), (unsigned long long)a->s[i].off);
    return CUTILE_SUCCESS;
}

void ct_ptx_alloca_decls(const em *e, ct_buf *o)
{
    const struct ct_ptx_allocas *a = e->allocas;
    if (a && a->smem)
        ct_buf_printf(o, "\t.shared .align %llu .b8 ct_alloca[%llu];\n",
                      (unsigned long long)(a->align < 16 ? 16 : a->align),
                      (unsigned long long)a->bytes);
}

bool ct_ptx_alloca_scratch(const em *e) { return e->allocas && !e->allocas->smem; }
