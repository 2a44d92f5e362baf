/* clone.c — a rewritable copy of a module for the compiler (ct_compile takes a const module).
 *
 * Only what the passes rewrite is copied: functions, their value tables, regions, blocks and
 * ops. Types, attributes, strings, globals and debug info are immutable and shared with the
 * source. The copy's type table starts as the source's (same pointers, same ids), so interning
 * in the copy finds the shared types and adds only new ones. */
#include <string.h>

#include "pass/pass.h"

static ct_status copy_region(ct_module *m, ct_func *f, const ct_region *src, ct_region *dst);

static ct_status copy_op(ct_module *m, ct_func *f, const ct_op *src, ct_op **out)
{
    const ct_op_def *d = &ct_op_defs[src->opc];
    ct_op *op = ct_op_new(m, (ct_opcode)src->opc, src->nres, src->nopnds, src->nregions);
    if (!op)
        return CUTILE_ERROR_OUT_OF_MEMORY;
    if (src->nres)
        memcpy(op->res, src->res, src->nres * sizeof *op->res);
    if (src->nopnds)
        memcpy(op->opnds, src->opnds, src->nopnds * sizeof *op->opnds);
    if (d->nopnds)
        memcpy(op->seg, src->seg, d->nopnds * sizeof *op->seg);
    if (d->nattrs)
        memcpy(op->attrs, src->attrs, d->nattrs * sizeof *op->attrs);
    op->loc = src->loc;
    for (uint32_t i = 0; i < op->nres; i++)
        f->values[op->res[i]].def = op;
    for (uint32_t k = 0; k < op->nregions; k++)
        if (copy_region(m, f, &src->regions[k], &op->regions[k]))
            return CUTILE_ERROR_OUT_OF_MEMORY;
    *out = op;
    return CUTILE_SUCCESS;
}

static ct_status copy_region(ct_module *m, ct_func *f, const ct_region *src, ct_region *dst)
{
    dst->nblocks = src->nblocks;
    dst->blocks = ct_arena_alloc(&m->arena, (src->nblocks + 1) * sizeof *dst->blocks);
    if (!dst->blocks)
        return CUTILE_ERROR_OUT_OF_MEMORY;
    for (uint32_t bi = 0; bi < src->nblocks; bi++) {
        const ct_block *sb = &src->blocks[bi];
        ct_block *b = &dst->blocks[bi];
        b->nargs = sb->nargs;
        if (sb->nargs && !(b->args = ct_arena_dup(&m->arena, sb->args, sb->nargs * sizeof *b->args)))
            return CUTILE_ERROR_OUT_OF_MEMORY;
        for (uint32_t a = 0; a < b->nargs; a++)
            f->values[b->args[a]].block = b;
        for (uint32_t i = 0; i < sb->nops; i++) {
            ct_op *op;
            if (copy_op(m, f, sb->ops[i], &op) || ct_block_append(m, b, op))
                return CUTILE_ERROR_OUT_OF_MEMORY;
        }
    }
    return CUTILE_SUCCESS;
}

static ct_status copy_func(ct_module *m, const ct_func *src)
{
    ct_func *f = ct_func_add(m, src->name, src->type);
    if (!f)
        return CUTILE_ERROR_OUT_OF_MEMORY;
    ct_region body = f->body;
    *f = *src;
    f->body = body;
    f->capvalues = src->nvalues;
    f->values = NULL;
    if (src->nvalues &&
        !(f->values = ct_arena_dup(&m->arena, src->values, src->nvalues * sizeof *f->values)))
        return CUTILE_ERROR_OUT_OF_MEMORY;
    return copy_region(m, f, &src->body, &f->body);
}

ct_status ct_clone_module(const ct_module *src, const cuTileAllocator *al, ct_module **out)
{
    ct_module *m = ct_module_new(al);
    if (!m)
        return CUTILE_ERROR_OUT_OF_MEMORY;
    m->version = src->version;
    m->producer = src->producer;
    m->nglobals = m->capglobals = src->nglobals;
    m->globals = src->globals;
    m->ndi = m->capdi = src->ndi;
    m->di = src->di;
    m->ntypes = m->captypes = src->ntypes;
    m->type_hash_cap = src->type_hash_cap;
    ct_status s = CUTILE_SUCCESS;
    if (src->ntypes) {
        m->types = ct_arena_dup(&m->arena, src->types, src->ntypes * sizeof *m->types);
        m->type_hash = ct_arena_dup(&m->arena, src->type_hash,
                                    src->type_hash_cap * sizeof *m->type_hash);
        if (!m->types || !m->type_hash)
            s = CUTILE_ERROR_OUT_OF_MEMORY;
    }
    for (uint32_t i = 0; !s && i < src->nfuncs; i++)
        s = copy_func(m, src->funcs[i]);
    if (s) {
        ct_module_free(m);
        return s;
    }
    *out = m;
    return CUTILE_SUCCESS;
}
