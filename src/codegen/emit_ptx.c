/* emit_ptx.c — the emit-ptx pass (sched → PTX text): the table of which emitter lowers each
 * op, the registers no one reads (need_pass), and each entry's parameters, declarations and
 * body. The emitters (ptx_*.c) never call back into this file except through em.emit_op.
 *
 * Every tile value lives in per-thread virtual registers: a value whose layout has k register
 * bits occupies 2^k registers of its class, register r holding the element at flat index
 * layout(r, lane, warp). ptxas allocates the real registers. Elementwise ops work register by
 * register (their operands share the result's layout); broadcast, reshape and permute only
 * rename registers (the layouts were chosen so that they move no data); memory accesses
 * compute each thread's address once and use immediate offsets per vector of registers.
 *
 * An op, type or attribute combination without a lowering here is CUTILE_ERROR_NOT_SUPPORTED
 * naming the op: nothing is approximated silently. */
#include <stdio.h>
#include <string.h>

#include "codegen/lineinfo.h"
#include "codegen/ptx_emit.h"
#include "codegen/ptx_tma.h"
#include "codegen/ptx_mma.h"

static const char *const rc_name[RC_COUNT] = {"%p", "%h", "%r", "%rd", "%f", "%fd"};
static const char *const rc_decl[RC_COUNT] = {".pred", ".b16", ".b32", ".b64", ".f32", ".f64"};

static ct_status e_nothing(em *e, const ct_op *op)
{
    (void)e, (void)op;
    return CUTILE_SUCCESS;
}

typedef ct_status (*emit_fn)(em *e, const ct_op *op);

/* The ops with a lowering, which emitter does it, and whether that emitter is elementwise:
 * result register r reads register r of each operand and nothing else, and repeated operand
 * tuples reuse the first result (ct_ptx_repeat) — what need_pass relies on. */
static const struct {
    uint16_t opc;
    emit_fn fn;
    bool elem;
} lowerings[] = {
    {CT_OP_CONSTANT, ct_ptx_constant},   {CT_OP_GET_TILE_BLOCK_ID, ct_ptx_block_id},
    {CT_OP_GET_NUM_TILE_BLOCKS, ct_ptx_block_id}, {CT_OP_IOTA, ct_ptx_iota},
    {CT_OP_ASSUME, ct_ptx_alias_op},             {CT_OP_INT_TO_PTR, ct_ptx_alias_op},
    {CT_OP_PTR_TO_INT, ct_ptx_alias_op},         {CT_OP_PTR_TO_PTR, ct_ptx_alias_op},
    {CT_OP_RESHAPE, ct_ptx_rename},           {CT_OP_BROADCAST, ct_ptx_rename},
    {CT_OP_PERMUTE, ct_ptx_rename},           {CT_OP_MAKE_TENSOR_VIEW, e_nothing},
    {CT_OP_ADDI, ct_ptx_int_binary, 1},          {CT_OP_SUBI, ct_ptx_int_binary, 1},
    {CT_OP_MULI, ct_ptx_int_binary, 1},          {CT_OP_MULHII, ct_ptx_int_binary, 1},
    {CT_OP_ANDI, ct_ptx_int_binary, 1},          {CT_OP_ORI, ct_ptx_int_binary, 1},
    {CT_OP_XORI, ct_ptx_int_binary, 1},          {CT_OP_MAXI, ct_ptx_int_binary, 1},
    {CT_OP_MINI, ct_ptx_int_binary, 1},          {CT_OP_REMI, ct_ptx_int_binary, 1},
    {CT_OP_SHLI, ct_ptx_shift, 1},               {CT_OP_SHRI, ct_ptx_shift, 1},
    {CT_OP_DIVI, ct_ptx_divi, 1},                {CT_OP_NEGI, ct_ptx_int_unary, 1},
    {CT_OP_ABSI, ct_ptx_int_unary, 1},           {CT_OP_CMPI, ct_ptx_cmpi, 1},
    {CT_OP_SELECT, ct_ptx_select, 1},            {CT_OP_ADDF, ct_ptx_float_arith, 1},
    {CT_OP_SUBF, ct_ptx_float_arith, 1},         {CT_OP_MULF, ct_ptx_float_arith, 1},
    {CT_OP_DIVF, ct_ptx_float_arith, 1},         {CT_OP_FMA, ct_ptx_float_arith, 1},
    {CT_OP_SQRT, ct_ptx_float_arith, 1},         {CT_OP_NEGF, ct_ptx_sign, 1},
    {CT_OP_ABSF, ct_ptx_sign, 1},                {CT_OP_MAXF, ct_ptx_float_exact, 1},
    {CT_OP_MINF, ct_ptx_float_exact, 1},         {CT_OP_CMPF, ct_ptx_float_exact, 1},
    {CT_OP_FLOOR, ct_ptx_float_exact, 1},        {CT_OP_CEIL, ct_ptx_float_exact, 1},
    {CT_OP_EXTI, ct_ptx_int_cast, 1},            {CT_OP_TRUNCI, ct_ptx_int_cast, 1},
    {CT_OP_ITOF, ct_ptx_int_float, 1},           {CT_OP_FTOI, ct_ptx_int_float, 1},
    {CT_OP_FTOF, ct_ptx_ftof, 1},                {CT_OP_BITCAST, ct_ptx_bitcast},
    {CT_OP_OFFSET, ct_ptx_offset, 1},            {CT_OP_EXP, ct_ptx_math},
    {CT_OP_EXP2, ct_ptx_math},                {CT_OP_RSQRT, ct_ptx_math},
    {CT_OP_TANH, ct_ptx_math},                {CT_OP_LOG, ct_ptx_math},
    {CT_OP_LOG2, ct_ptx_math},                {CT_OP_POW, ct_ptx_math},
    {CT_OP_FPOWI, ct_ptx_math},
    {CT_OP_SIN, ct_ptx_math},                 {CT_OP_COS, ct_ptx_math},
    {CT_OP_TILED_LOAD, ct_ptx_tiled},
    {CT_OP_TILED_STORE, ct_ptx_tiled},        {CT_OP_GATHER_LOAD, ct_ptx_gather},
    {CT_OP_SCATTER_STORE, ct_ptx_gather},     {CT_OP_BARRIER, ct_ptx_barrier},
    {CT_OP_RETURN, ct_ptx_return},            {CT_OP_CONVERT_LAYOUT, ct_ptx_convert},
    {CT_OP_FOR, ct_ptx_for},             {CT_OP_LOOP, ct_ptx_loop},
    {CT_OP_IF, ct_ptx_if},               {CT_OP_YIELD, ct_ptx_terminator},
    {CT_OP_CONTINUE, ct_ptx_terminator}, {CT_OP_BREAK, ct_ptx_terminator},
    {CT_OP_REDUCE, ct_ptx_reduce},       {CT_OP_SCAN, ct_ptx_scan},
    {CT_OP_ATOMIC_RMW_TKO, ct_ptx_atomic}, {CT_OP_ATOMIC_CAS_TKO, ct_ptx_atomic},
    {CT_OP_PRINT_TKO, ct_ptx_print},           {CT_OP_GET_GLOBAL, ct_ptx_get_global},
    {CT_OP_EXTRACT, ct_ptx_shape},             {CT_OP_INSERT, ct_ptx_shape},
    {CT_OP_CAT, ct_ptx_shape},                 {CT_OP_GDC_WAIT_TKO, ct_ptx_gdc},
    {CT_OP_GDC_LAUNCH_DEPENDENTS_TKO, ct_ptx_gdc},           {CT_OP_ASSERT, ct_ptx_assert},
    {CT_OP_SINH, ct_ptx_math},                      {CT_OP_COSH, ct_ptx_math},
    {CT_OP_TAN, ct_ptx_math},                       {CT_OP_MEMORY_FENCE_ALIAS_TKO, ct_ptx_fence_alias},
    {CT_OP_REMF, ct_ptx_math},                      {CT_OP_ATAN2, ct_ptx_math},
    {CT_OP_PACK, ct_ptx_shape},                {CT_OP_UNPACK, ct_ptx_shape},
    {CT_OP_ALLOCA, ct_ptx_alloca},
    {CT_OP_DOT, ct_ptx_dot},
};

static emit_fn lowering_of(uint16_t opc)
{
    for (size_t i = 0; i < CT_ARRAY_LEN(lowerings); i++)
        if (lowerings[i].opc == opc)
            return lowerings[i].fn;
    return NULL;
}

/* A thread addresses at most 255 registers; a tile that needs more in each thread than a whole
 * block has (CT_TARGET_BLOCK_REGS) lives almost entirely in local memory, every op on it a
 * spill per element, and its code grows with it: megabytes of PTX and minutes of ptxas for a
 * kernel that cannot perform. Refused before any code is written. */
static ct_status check_tile_sizes(em *e)
{
    for (ct_val v = 0; v < e->f->nvalues; v++) {
        const ct_ll *l = layout_of(e, v);
        const ct_type *t = ct_val_type(e->f, v);
        int rc = l && t->kind == CT_TY_TILE ? ct_ptx_rclass(t->elem) : -1;
        uint64_t words = (rc == RC_B64 || rc == RC_F64 ? 2ull : 1ull) << (l ? l->nreg : 0);
        if (rc < 0 || words <= CT_TARGET_BLOCK_REGS)
            continue;
        return ct_unsupported_kernel(e->c, e->f,
                                     "a tile of %llu elements is too large for %s: it needs "
                                     "%llu 32-bit registers in each of its %u threads, more than "
                                     "a block has (%u)",
                                     1ull << l->nout, e->c->cfg->target->name,
                                     (unsigned long long)words, e->fs->num_warps * 32,
                                     CT_TARGET_BLOCK_REGS);
    }
    return CUTILE_SUCCESS;
}

/* PTX identifiers: [A-Za-z_$][A-Za-z0-9_$]*. cuTile's mangled names qualify. */
static bool ptx_ident(const ct_str *s)
{
    if (!s->len || (s->s[0] >= '0' && s->s[0] <= '9'))
        return false;
    for (uint32_t i = 0; i < s->len; i++) {
        char ch = s->s[i];
        if (!((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ||
              ch == '_' || ch == '$'))
            return false;
    }
    return true;
}

static const char *param_ty(const ct_kernel_param *p)
{
    switch (p->kind) {
    case CT_PARAM_PTR: return ".u64";
    case CT_PARAM_BOOL: return ".u32";
    case CT_PARAM_FLOAT: return p->size == 2 ? ".b16" : p->size == 4 ? ".f32" : ".f64";
    default: return p->size == 1 ? ".u8" : p->size == 2 ? ".u16" : p->size == 4 ? ".u32" : ".u64";
    }
}

static void mark_used(ct_op *op, void *user)
{
    em *e = user;
    for (uint32_t i = 0; i < op->nopnds; i++) {
        const ct_value *v = &e->f->values[op->opnds[i]];
        if (!v->def && v->block == &e->f->body.blocks[0])
            e->fs->params[v->index].used = true;
    }
}

/* Loads the used parameters into registers. */
static ct_status load_params(em *e)
{
    const ct_func *f = e->f;
    ct_rw_walk(&e->f->body, mark_used, e);
    for (uint32_t i = 0; i < f->type->nin; i++) {
        const ct_kernel_param *p = &e->fs->params[i];
        ct_val v = f->body.blocks[0].args[i];
        if (!p->used)
            continue;
        int rc = ct_ptx_rclass(elem_of(e, v));
        uint32_t d = new_reg(e, rc);
        if (p->kind == CT_PARAM_BOOL) {
            uint32_t t = new_reg(e, RC_B32);
            I("ld.param.u32 %s, [%s_param_%u];\n", R(e, t), f->name.s, i);
            I("setp.ne.u32 %s, %s, 0;\n", R(e, d), R(e, t));
        } else if (p->kind == CT_PARAM_PTR) {
            uint32_t t = new_reg(e, RC_B64);
            I("ld.param.u64 %s, [%s_param_%u];\n", R(e, t), f->name.s, i);
            I("cvta.to.global.u64 %s, %s;\n", R(e, d), R(e, t));
        } else {
            I("ld.param%s %s, [%s_param_%u];\n", param_ty(p), R(e, d), f->name.s, i);
        }
        if (ct_ptx_alias(e, v, &d, 1))
            return e->c->d->status;
    }
    return CUTILE_SUCCESS;
}

static ct_status emit_op(em *e, const ct_op *op)
{
    e->op = op;
    if (e->pipe && !e->cp && ct_ptx_pipe_streamed(e, op)) /* its copies were issued earlier */
        return ct_ptx_pipe_read(e, op);
    emit_fn fn = lowering_of(op->opc);
    if (!fn)
        return ct_ptx_nosup(e, "no PTX lowering yet");
    /* operands in a stage, not in registers */
    bool streamed = e->pipe && (op->opc == CT_OP_DOT || op->opc == CT_OP_CONVERT_LAYOUT);
    for (uint32_t k = 0; k < op->nopnds && !streamed; k++)
        if (!e->vr[op->opnds[k]] && ct_val_type(e->f, op->opnds[k])->kind == CT_TY_TILE)
            return ct_diag_set(e->c->d, CUTILE_ERROR_COMPILE,
                               "emit-ptx: %s uses a value with no registers", ct_def(op)->name);
    if (e->c->cfg->lineinfo)
        ct_lineinfo_loc(e->c, e->f, op, e->o);
    return fn(e, op);
}

static void note_wgmma(ct_op *op, void *user)
{
    em *e = user;
    e->wgmma = e->wgmma || (op->opc == CT_OP_DOT && ct_mma_engine(op) == CT_MMA_WGMMA &&
                            ct_mma_wg_active(e->f, op, e->fs->num_warps));
}

static void note_return(ct_op *op, void *user)
{
    *(bool *)user |= op->opc == CT_OP_RETURN;
}

bool ct_ptx_holds_return(const ct_op *op)
{
    bool ret = op->opc == CT_OP_RETURN;
    for (uint32_t k = 0; k < op->nregions; k++)
        ct_rw_walk((ct_region *)&op->regions[k], note_return, &ret);
    return ret;
}

/* The entry block's ops, noting where each begins in the body (em.top_start): the TMA prologue
 * — the mbarriers' initialisation and the bar.sync after it — goes before the first op that
 * needs it (ptx_tma.c pro_begin), so that the global loads ahead of it (a MoE GEMM's expert id
 * and row ids, which its tensor-map copies wait for) are in flight while the barriers are set
 * up; but never after an op that holds a return, as a thread that returned early must not be
 * waited for at the bar.sync. */
static ct_status emit_top(em *e, ct_block *b)
{
    for (uint32_t i = 0; i < b->nops; i++) {
        bool ret = ct_ptx_holds_return(b->ops[i]);
        e->top_start = e->o->len;
        if (ret && e->pro_at == SIZE_MAX)
            e->pro_at = e->top_start;
        if (emit_op(e, b->ops[i]))
            return e->c->d->status;
    }
    return CUTILE_SUCCESS;
}

/* The entry block's ops, in a loop over the grid's blocks where the entry runs persistently
 * (ptx_persist.c) — which is lost where its pipelined loop got no producer warp or the
 * ring and the other users of the dynamic region do not fit side by side. */
static ct_status emit_body(em *e, bool persist)
{
    uint32_t head = 0, done = 0;
    if ((e->persist = persist && ct_ptx_persist_wanted(e)))
        ct_ptx_persist_head(e, &head, &done);
    if (emit_top(e, &e->f->body.blocks[0]))
        return e->c->d->status;
    if (!e->persist)
        return CUTILE_SUCCESS;
    ct_ptx_persist_tail(e, head, done);
    e->persist_lost = !e->pw || (uint64_t)e->smem + e->dsmem > e->c->cfg->target->smem_optin;
    return CUTILE_SUCCESS;
}

/* ---------------------------------- registers no one reads ---------------------------------- */

/* Whether op's PTX is its result's elements computed one by one from the operands' elements of
 * the same index (the emitters that call ct_ptx_repeat). */
static bool elementwise(const ct_op *op)
{
    for (size_t i = 0; i < CT_ARRAY_LEN(lowerings); i++)
        if (lowerings[i].opc == op->opc)
            return lowerings[i].elem && op->nres == 1;
    return false;
}

static void need_at_most(em *e, ct_val v, uint8_t lg)
{
    e->need[v] = lg < e->need[v] ? lg : e->need[v];
}

/* need[v]: log2 of the step between the registers of v that some op reads. Gathers and
 * scatters read their pointers and mask at the first register of each vector; an elementwise op
 * reads its operands where its result is read; everything else reads all. (A scattered tile's
 * per-element addresses and bounds are then computed for one element in 8, not for all.)
 * Ops are visited last to first, so a value's users come before its definition. */
static void need_block(em *e, const ct_block *b)
{
    for (uint32_t i = b->nops; i-- > 0;) {
        const ct_op *op = b->ops[i];
        for (uint32_t k = op->nregions; k-- > 0;)
            for (uint32_t j = op->regions[k].nblocks; j-- > 0;)
                need_block(e, &op->regions[k].blocks[j]);
        bool gs = op->opc == CT_OP_GATHER_LOAD || op->opc == CT_OP_SCATTER_STORE;
        uint8_t lg = gs ? (uint8_t)__builtin_ctz(ct_ptx_gather_vec(e, op, ct_ptx_pipe_copies(e, op))) : 0, res = 0;
        if (elementwise(op))
            res = e->need[op->res[0]] == 0xFF ? 0 : e->need[op->res[0]];
        for (uint32_t k = 0; k < op->nopnds; k++) {
            bool leader = gs && (k == 0 || (k == (op->opc == CT_OP_SCATTER_STORE ? 2u : 1u)));
            need_at_most(e, op->opnds[k], leader ? lg : elementwise(op) ? res : 0);
        }
    }
}

static ct_status need_pass(em *e)
{
    if (!(e->need = ct_arena_alloc(&e->c->arena, e->f->nvalues + 1)))
        return ct_ptx_oom(e);
    memset(e->need, 0xFF, e->f->nvalues + 1);
    need_block(e, &e->f->body.blocks[0]);
    for (uint32_t v = 0; v <= e->f->nvalues; v++)
        e->need[v] = e->need[v] == 0xFF ? 0 : e->need[v]; /* unread: computed as before */
    return CUTILE_SUCCESS;
}

/* Appends the entry's PTX to `out` — or nothing, when the prefer-TMA lowering's staging would
 * take static shared memory past its limit (ct_ptx_tma_retry; tma: its state). */
static ct_status emit_entry(ct_pass_ctx *c, ct_func *f, ct_fstate *fs, ct_buf *out, uint32_t *tables,
                            bool *uses_ring, ct_buf *globals, ct_ptx_tma *tma, bool *persist)
{
    em e = {.c = c, .f = f, .fs = fs, .tables = tables, .globals = globals, .tma = tma,
            .pro_at = SIZE_MAX, .emit_op = emit_op};
    ct_rw_walk(&f->body, note_wgmma, &e);
    ct_ptx_tc_scan(&e);
    ct_buf body, pre;
    ct_buf_init(&body, c->cfg->allocator);
    ct_buf_init(&pre, c->cfg->allocator);
    e.o = &body;
    e.pre = &pre;
    e.vr = ct_arena_alloc(&c->arena, (f->nvalues + 1) * sizeof *e.vr);
    e.nvr = ct_arena_alloc(&c->arena, (f->nvalues + 1) * sizeof *e.nvr);
    ct_status s = CUTILE_SUCCESS;
    if (!e.vr || !e.nvr || need_pass(&e)) {
        s = c->d->status ? c->d->status : ct_ptx_oom(&e);
    } else if (!ptx_ident(&f->name)) {
        s = ct_unsupported_kernel(c, f, "the name is not a PTX identifier");
    } else if (check_tile_sizes(&e)) {
        s = c->d->status;
    } else {
        e.tid = new_reg(&e, RC_B32);
        ct_buf_printf(e.pre, "\tmov.u32 %s, %%tid.x;\n", R(&e, e.tid));
        s = load_params(&e) || ct_ptx_alloca_prologue(&e) ? c->d->status
                                                           : emit_body(&e, *persist);
    }
    *persist = *persist && !e.persist_lost;
    if (!s && !e.persist_lost && !ct_ptx_tma_retry(&e, e.smem)) {
        ct_buf *o = out;
        ct_buf_printf(o, "\n.visible .entry %s(", f->name.s);
        for (uint32_t i = 0; i < f->type->nin; i++)
            ct_buf_printf(o, "%s\n\t.param %s %s_param_%u", i ? "," : "", param_ty(&fs->params[i]),
                          f->name.s, i);
        if (ct_ptx_alloca_scratch(&e))
            ct_buf_printf(o, "%s\n\t.param .u64 %s_scratch", f->type->nin ? "," : "", f->name.s);
        ct_ptx_tma_params(&e, o, f->type->nin || ct_ptx_alloca_scratch(&e));
        ct_ptx_persist_param(&e, o, f->type->nin || ct_ptx_alloca_scratch(&e) || e.tma->nmaps);
        ct_buf_printf(o, "\n)\n.reqntid %u, 1, 1\n", (fs->num_warps + e.pw) * 32);
        /* CTAs per SM ptxas should fit registers for: the occupancy hint (as far as the
         * accumulators and the pipelined loops' rings allow), else what the rings were sized
         * for */
        uint32_t occ = ct_hint_occupancy(c, f, fs->num_warps * 32);
        if (!occ || (fs->ctas_per_sm && fs->ctas_per_sm < occ))
            occ = fs->ctas_per_sm > 1 ? fs->ctas_per_sm : 0;
        if (occ)
            ct_buf_printf(o, ".minnctapersm %d\n", (int)occ);
        ct_buf_str(o, "{\n");
        if (e.smem)
            ct_buf_printf(o, "\t.shared .align 16 .b8 ct_smem[%u];\n", e.smem);
        *uses_ring |= e.dsmem != 0;
        if ((uint64_t)e.smem + e.dsmem > c->cfg->target->smem_optin)
            s = ct_unsupported_kernel(c, f, "%u bytes of static and %u of dynamic shared memory "
                                      "exceed the %u a block of %s may use", e.smem, e.dsmem,
                                      c->cfg->target->smem_optin, c->cfg->target->name);
        fs->dyn_smem = e.dsmem;
        fs->producer_warp = e.pw;
        fs->pairs = e.pairs;
        fs->persistent = e.persist;
        ct_ptx_alloca_decls(&e, o);
        ct_ptx_tma_decls(&e, o);
        ct_ptx_tc_decls(&e, o);
        if (e.pbuf)
            ct_buf_printf(o, "\t.local .align 8 .b8 ct_pbuf[%u];\n", e.pbuf);
        for (int rc = 0; rc < RC_COUNT; rc++)
            if (e.n[rc])
                ct_buf_printf(o, "\t.reg %s %s<%u>;\n", rc_decl[rc], rc_name[rc], e.n[rc]);
        size_t at = e.pro_at < body.len ? e.pro_at : body.len;
        ct_buf_put(o, pre.data, pre.len);
        ct_buf_put(o, body.data, at);
        ct_ptx_tma_prologue(&e, o);
        if (body.len > at) /* body.data is NULL when its first growth failed */
            ct_buf_put(o, body.data + at, body.len - at);
        ct_buf_str(o, "}\n");
        if (body.oom || pre.oom || o->oom)
            s = ct_ptx_oom(&e);
    }
    ct_buf_free(&body);
    ct_buf_free(&pre);
    return s;
}

/* emit_entry, and again without the prefer-TMA lowering when its staging does not fit (the
 * knob is a preference), and without the persistent loop where it was lost (ptx_persist.c);
 * the hidden parameters go to fs in the PTX's order: the alloca scratch buffer, the tensor
 * maps, the grid. persist: the persistent loop may be tried (not for a lone twin). */
static ct_status emit_entry_tma(ct_pass_ctx *c, ct_func *f, ct_fstate *fs, ct_buf *out,
                                uint32_t *tables, bool *uses_ring, ct_buf *globals, bool persist)
{
    size_t globals_len = globals->len;
    const ct_di *loc_last = c->loc_last;
    const ct_func *loc_func = c->loc_func;
    ct_status s = CUTILE_SUCCESS;
    bool off = false;
    for (bool again = true; !s && again;) {
        ct_ptx_tma tma;
        ct_ptx_tma_init(&tma, c->cfg->allocator, off);
        globals->len = globals_len; /* a retry declares its format strings again */
        c->loc_last = loc_last, c->loc_func = loc_func;
        fs->hidden = NULL, fs->nhidden = 0; /* the alloca prologue appends its own */
        fs->persistent = false;
        bool tried = persist;
        s = emit_entry(c, f, fs, out, tables, uses_ring, globals, &tma, &persist);
        again = !s && (tma.retry || tried != persist);
        off = off || tma.retry;
        if (!s && !again)
            s = ct_ptx_tma_hidden(c, fs, &tma);
        if (!s && !again && fs->persistent)
            s = ct_ptx_persist_hidden(c, fs);
        ct_ptx_tma_free(&tma);
    }
    return s;
}

/* The lone twin of entry f (pipeline-loops plan_lone): f again, named f CT_LONE_SUFFIX, from
 * the plan of its loops for a CTA alone on its SM. fs keeps the entry's results; the twin's
 * dynamic shared memory goes to fs->lone_dyn_smem when its hidden parameters are the entry's
 * (the launcher passes the entry's to either), else the twin goes unused. A twin the emitter
 * refuses is left out (the entry alone serves every grid); only running out of memory fails. */
static ct_status emit_lone(ct_pass_ctx *c, ct_func *f, ct_fstate *fs, ct_buf *out,
                           uint32_t *tables, bool *uses_ring, ct_buf *globals)
{
    ct_fstate keep = *fs;
    size_t out_len = out->len, globals_len = globals->len;
    char *name = ct_lone_name(&c->arena, f->name.s, f->name.len);
    if (!name)
        return ct_diag_set(c->d, CUTILE_ERROR_OUT_OF_MEMORY, "emit-ptx: out of memory");
    ct_str entry = f->name;
    f->name = (ct_str){name, f->name.len + (uint32_t)sizeof CT_LONE_SUFFIX - 1};
    fs->pipes = fs->lone_pipes, fs->npipes = fs->lone_npipes, fs->ctas_per_sm = 1;
    ct_status s = emit_entry_tma(c, f, fs, out, tables, uses_ring, globals, false);
    f->name = entry;
    bool same = fs->nhidden == keep.nhidden && fs->producer_warp == keep.producer_warp &&
                fs->pairs == keep.pairs &&
                (!keep.nhidden ||
                 !memcmp(fs->hidden, keep.hidden, keep.nhidden * sizeof *fs->hidden));
    uint32_t lone = fs->dyn_smem;
    *fs = keep;
    if (s && s != CUTILE_ERROR_OUT_OF_MEMORY) {
        out->len = out_len, globals->len = globals_len;
        ct_diag_clear(c->d);
        return CUTILE_SUCCESS;
    }
    fs->lone_dyn_smem = !s && same ? lone : 0;
    return s;
}

ct_status ct_pass_emit_ptx(ct_pass_ctx *c, ct_module *m)
{
    ct_buf ents, globals;
    ct_buf_init(&ents, c->cfg->allocator);
    ct_buf_init(&globals, c->cfg->allocator);
    uint32_t tables = 0;
    bool uses_ring = false;
    ct_status s = ct_ptx_module_globals(c, m, &globals);
    for (uint32_t fi = 0; !s && fi < m->nfuncs; fi++) {
        ct_func *f = m->funcs[fi];
        s = f->is_entry
                ? emit_entry_tma(c, f, &c->fs[fi], &ents, &tables, &uses_ring, &globals, true)
                : ct_unsupported_kernel(c, f, "device functions are not lowered yet");
        if (!s && c->fs[fi].lone_npipes)
            s = emit_lone(c, f, &c->fs[fi], &ents, &tables, &uses_ring, &globals);
    }
    if (!s) {
        ct_buf_printf(&c->ptx, "//\n// Generated by libcutile_rt %d.%d.%d\n//\n\n.version %u.%u\n"
                               ".target %s\n.address_size 64\n",
                      CUTILE_RT_VERSION_MAJOR, CUTILE_RT_VERSION_MINOR, CUTILE_RT_VERSION_PATCH,
                      c->ptx_version / 10, c->ptx_version % 10, c->cfg->target->name);
        if (c->cfg->lineinfo && ct_lineinfo_files(c, &c->ptx))
            c->ptx.oom = 1;
        ct_ptx_emit_tables(&c->ptx, tables);
        if (uses_ring) /* the dynamic shared memory of every entry (ct_ptx_ring) */
            ct_buf_str(&c->ptx, ".extern .shared .align 1024 .b8 ct_ring[];\n");
        ct_buf_put(&c->ptx, globals.data, globals.len);
        ct_buf_put(&c->ptx, ents.data, ents.len);
        if (c->ptx.oom || ents.oom || globals.oom)
            s = ct_diag_set(c->d, CUTILE_ERROR_OUT_OF_MEMORY, "emit-ptx: out of memory");
    }
    ct_buf_free(&ents);
    ct_buf_free(&globals);
    return s;
}
