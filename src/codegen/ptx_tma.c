/* ptx_tma.c — TMA and mbarrier emitters, tensor-map hidden parameters, and the prefer-TMA
 * lowering of tiled_load / tiled_store (ptx_tma.h; ptx-manual §1.3, §3.9, §4, §5.1–5.2).
 *
 * The prefer-TMA lowering stages a tile through one static shared buffer (ct_tma, 128-byte
 * aligned) in the tile's row-major order: TMA boxes are chosen so that their concatenation is
 * that order (the dimensions after a split dimension whole, the ones before it one element
 * per box), so every thread reads or writes its registers at flat index · element size, in
 * vectors of the access's `vec`. No swizzle: the boxes are plain row-major. */
#include <string.h>

#include "codegen/ptx_tma.h"
#include "lower/lower_views.h"
#include "lower/tma_epilogue.h"

/* CUtensorMapDataType (cuda.h) by element size, and the float types for NaN fill. */
enum { TMA_U8 = 0, TMA_U16 = 1, TMA_U32 = 2, TMA_U64 = 4, TMA_F16 = 6, TMA_F32 = 7,
       TMA_F64 = 8, TMA_BF16 = 9 };

/* ------------------------------------- the prologue ------------------------------------- */

/* Redirects the emitter into the prologue; returns the body buffer for ct_ptx_pro_end. The first
 * call places the prologue before the entry-block op being emitted (em.pro_at). */
ct_buf *ct_ptx_pro_begin(em *e)
{
    ct_buf *body = e->o;
    if (e->pro_at == SIZE_MAX)
        e->pro_at = e->top_start;
    e->o = &e->tma->pro;
    return body;
}
void ct_ptx_pro_end(em *e, ct_buf *body) { e->o = body; }

/* Redirects the emitter to the entry's start (em.pre: what depends on %tid and the parameters
 * only — the leader, the tensor maps' addresses and their prefetch, which need no barrier and
 * should start first); returns the body buffer for ct_ptx_pro_end. */
static ct_buf *pre_begin(em *e)
{
    ct_buf *body = e->o;
    e->o = e->pre;
    return body;
}

static const char *guard(em *e, uint32_t p, char *buf, size_t n)
{
    buf[0] = 0;
    if (p != NOREG)
        snprintf(buf, n, "@%s ", R(e, p));
    return buf;
}

uint32_t ct_ptx_tma_leader(em *e)
{
    ct_ptx_tma *t = e->tma;
    if (t->leader != NOREG)
        return t->leader;
    ct_buf *body = pre_begin(e);
    t->leader = new_reg(e, RC_PRED);
    I("setp.eq.u32 %s, %s, 0;\n", R(e, t->leader), R(e, e->tid)); /* tid: set at the entry */
    ct_ptx_pro_end(e, body);
    return t->leader;
}

void ct_ptx_mbar_init(em *e, uint32_t bar, uint32_t count, uint32_t leader)
{
    char g[24];
    guard(e, leader, g, sizeof g);
    I("%smbarrier.init.shared::cta.b64 [%s], %u;\n", g, R(e, bar), count);
}

/* The address (B32, set in the prologue) of `slots` fresh 8-byte slots of the barrier array,
 * initialised with `count` arrivals each unless count is 0; NOREG (and an error) past it. */
static uint32_t bar_slots(em *e, uint32_t slots, uint32_t count)
{
    ct_ptx_tma *t = e->tma;
    if (t->nbars + slots > CT_PTX_TMA_MAX_BARS) {
        ct_ptx_nosup(e, "more than 64 mbarriers in one kernel");
        return NOREG;
    }
    uint32_t lead = count ? ct_ptx_tma_leader(e) : NOREG, a = new_reg(e, RC_B32);
    ct_buf *body = ct_ptx_pro_begin(e);
    I("mov.u32 %s, ct_mbar;\n", R(e, a));
    I("add.u32 %s, %s, %u;\n", R(e, a), R(e, a), 8 * t->nbars);
    if (count)
        ct_ptx_mbar_init(e, a, count, lead);
    ct_ptx_pro_end(e, body);
    t->nbars += slots;
    return a;
}

uint32_t ct_ptx_tma_bar_alloc(em *e, uint32_t count) { return bar_slots(e, 1, count); }

uint32_t ct_ptx_tma_words(em *e, uint32_t n) { return bar_slots(e, (n + 1) / 2, 0); }

void ct_ptx_tma_params(em *e, ct_buf *out, bool after_others)
{
    for (uint32_t i = 0; i < e->tma->nmaps; i++)
        ct_buf_printf(out, "%s\n\t.param .align 64 .b8 %s_tmap_%u[128]",
                      after_others || i ? "," : "", e->f->name.s, i);
}

void ct_ptx_tma_decls(em *e, ct_buf *out)
{
    if (e->tma->nbars)
        ct_buf_printf(out, "\t.shared .align 8 .b64 ct_mbar[%u];\n", e->tma->nbars);
    if (e->tma->staging)
        ct_buf_printf(out, "\t.shared .align 128 .b8 ct_tma[%u];\n", e->tma->staging);
}

void ct_ptx_tma_init(ct_ptx_tma *t, const cuTileAllocator *al, bool off)
{
    memset(t, 0, sizeof *t);
    ct_buf_init(&t->pro, al);
    t->leader = t->bar = t->phase = NOREG;
    t->off = off;
}

void ct_ptx_tma_free(ct_ptx_tma *t) { ct_buf_free(&t->pro); }

bool ct_ptx_tma_retry(em *e, uint32_t smem)
{
    ct_ptx_tma *t = e->tma;
    t->retry = t->staging && (uint64_t)smem + t->staging + 8u * t->nbars > 48 * 1024;
    return t->retry;
}

ct_status ct_ptx_tma_hidden(ct_pass_ctx *c, ct_fstate *fs, const ct_ptx_tma *t)
{
    if (!t->nmaps)
        return CUTILE_SUCCESS;
    ct_hidden_param *h = ct_arena_alloc(&c->arena, (fs->nhidden + t->nmaps) * sizeof *h);
    if (!h)
        return ct_diag_set(c->d, CUTILE_ERROR_OUT_OF_MEMORY, "emit-ptx: out of memory");
    if (fs->nhidden)
        memcpy(h, fs->hidden, fs->nhidden * sizeof *h);
    memcpy(h + fs->nhidden, t->maps, t->nmaps * sizeof *h);
    fs->hidden = h;
    fs->nhidden += t->nmaps;
    return CUTILE_SUCCESS;
}

void ct_ptx_tma_prologue(em *e, ct_buf *out)
{
    if (e->tma->pro.oom)
        out->oom = 1;
    ct_buf_put(out, e->tma->pro.data, e->tma->pro.len);
    if (e->tma->nbars) { /* the initialisations visible to TMA, then to every thread */
        ct_buf_printf(out, "\t@%s fence.mbarrier_init.release.cluster;\n", R(e, e->tma->leader));
        /* every thread, a producer warp too (not ct_ptx_bar_cta): all wait for the init */
        ct_buf_str(out, "\tbar.sync 0;\n");
    }
}

/* ------------------------------------- tensor maps ------------------------------------- */

/* The kernel parameter v is (through assume ops), or -1. */
static int param_of(const em *e, ct_val v)
{
    const ct_func *f = e->f;
    for (;;) {
        const ct_value *x = &f->values[v];
        if (!x->def)
            return x->block == &f->body.blocks[0] ? (int)x->index : -1;
        if (x->def->opc != CT_OP_ASSUME)
            return -1;
        v = x->def->opnds[0];
    }
}

/* CUtensorMapDataType for elements of type s (NaN fill needs a float type). */
static int tma_dtype(ct_scalar s, bool nan)
{
    uint32_t eb = ct_scalar_mem_bytes(s);
    if (nan)
        return s == CT_S_F16 ? TMA_F16 : s == CT_S_BF16 ? TMA_BF16 : s == CT_S_F32 ? TMA_F32
               : s == CT_S_F64 ? TMA_F64 : -1;
    if (ct_scalar_infos[s].bits < 8 && s != CT_S_I1)
        return -1; /* sub-byte elements have no byte address */
    return eb == 1 ? TMA_U8 : eb == 2 ? TMA_U16 : eb == 4 ? TMA_U32 : eb == 8 ? TMA_U64 : -1;
}

/* One extent or stride of the view: a parameter or a static value. */
static const char *dim_source(const em *e, int64_t stat, const ct_val *dyn, uint32_t *k,
                              uint16_t *param, int64_t *value)
{
    *param = CT_TMA_STATIC;
    *value = stat;
    if (stat != CT_DYN)
        return NULL;
    int p = param_of(e, dyn[(*k)++]);
    if (p < 0 || p >= CT_TMA_STATIC)
        return "a dynamic extent or stride of the view is not a kernel parameter";
    *param = (uint16_t)p;
    *value = 0;
    return NULL;
}

/* The hidden parameter for req, or why there is none. */
static const char *recipe(const em *e, const ct_ptx_tma_req *req, ct_hidden_param *h)
{
    const ct_op *mtv = e->f->values[req->desc].def;
    const ct_type *tv = ct_val_type(e->f, req->desc);
    memset(h, 0, sizeof *h);
    if (!mtv || mtv->opc != CT_OP_MAKE_TENSOR_VIEW)
        return "the view is not made by make_tensor_view";
    uint32_t rank = req->rank;
    if (rank < 1 || rank > CT_TMA_MAX_RANK || rank != tv->rank)
        return "rank outside 1…5";
    ct_scalar s = (ct_scalar)tv->elem->scalar;
    int dt = tv->elem->kind == CT_TY_SCALAR ? tma_dtype(s, req->oob_nan) : -1;
    uint32_t eb = ct_scalar_mem_bytes(s);
    if (dt < 0)
        return "no TMA element type of this size";
    if (tv->strides[rank - 1] != 1)
        return "the last dimension's stride is not statically 1";
    int base = param_of(e, mtv->opnds[0]);
    if (base < 0)
        return "the view's base is not a kernel parameter";
    uint32_t span = req->swizzle ? 16u << req->swizzle : 0; /* 32, 64, 128 bytes */
    if (req->box[rank - 1] * eb % 16 || (span && req->box[rank - 1] * eb > span))
        return "the box's rows are not a multiple of 16 bytes or exceed the swizzle span";
    uint32_t nsh, nst, ksh = 0, kst = 0;
    const ct_val *dsh = ct_op_group(mtv, 1, &nsh), *dst = ct_op_group(mtv, 2, &nst);
    ct_tma_recipe *r = &h->tma;
    for (uint32_t j = 0; j < rank; j++) {
        ct_tma_dim *m = &r->dim[rank - 1 - j];
        const char *why = dim_source(e, tv->shape[j], dsh, &ksh, &m->shape_param, &m->shape);
        if (!why)
            why = dim_source(e, tv->strides[j], dst, &kst, &m->stride_param, &m->stride);
        if (why)
            return why;
        if (m->stride_param == CT_TMA_STATIC && j + 1 < rank &&
            ((uint64_t)m->stride * eb % 16 || m->stride <= 0))
            return "a static stride is not a positive multiple of 16 bytes";
        if (req->box[j] < 1 || req->box[j] > 256)
            return "a box extent is outside 1…256";
        m->box = req->box[j];
    }
    h->kind = CT_HIDDEN_TMA_DESC;
    h->size = 128;
    h->align = 64;
    h->source = (uint32_t)base;
    r->rank = (uint8_t)rank;
    r->dtype = (uint8_t)dt;
    r->elem_bytes = (uint8_t)eb;
    r->swizzle = req->swizzle;
    r->oob_nan = req->oob_nan;
    return NULL;
}

ct_status ct_ptx_tma_map(em *e, const ct_ptx_tma_req *req, uint32_t *map, const char **why)
{
    ct_ptx_tma *t = e->tma;
    ct_hidden_param h;
    *map = NOREG;
    if ((*why = recipe(e, req, &h)))
        return CUTILE_SUCCESS;
    for (uint32_t i = 0; i < t->nmaps; i++)
        if (memcmp(&t->maps[i], &h, sizeof h) == 0) {
            *map = t->map_reg[i];
            return CUTILE_SUCCESS;
        }
    if (t->nmaps == CT_PTX_TMA_MAX_MAPS) {
        *why = "more than 16 tensor maps in one kernel";
        return CUTILE_SUCCESS;
    }
    uint32_t lead = ct_ptx_tma_leader(e), r = new_reg(e, RC_B64);
    ct_buf *body = pre_begin(e);
    I("mov.b64 %s, %s_tmap_%u;\n", R(e, r), e->f->name.s, t->nmaps);
    I("cvta.param.u64 %s, %s;\n", R(e, r), R(e, r)); /* TMA wants the generic address */
    I("@%s prefetch.tensormap [%s];\n", R(e, lead), R(e, r));
    ct_ptx_pro_end(e, body);
    t->maps[t->nmaps] = h;
    t->map_reg[t->nmaps++] = r;
    *map = r;
    return CUTILE_SUCCESS;
}

/* ------------------------------------ instructions ------------------------------------ */

void ct_ptx_mbar_arrive_expect_tx(em *e, uint32_t bar, uint32_t bytes, uint32_t leader)
{
    char g[24];
    I("%smbarrier.arrive.expect_tx.shared::cta.b64 _, [%s], %u;\n", guard(e, leader, g, sizeof g),
      R(e, bar), bytes);
}

void ct_ptx_mbar_arrive(em *e, uint32_t bar, uint32_t leader)
{
    char g[24];
    I("%smbarrier.arrive.shared::cta.b64 _, [%s];\n", guard(e, leader, g, sizeof g), R(e, bar));
}

void ct_ptx_mbar_wait(em *e, uint32_t bar, uint32_t parity)
{
    uint32_t n = e->nlabels++;
    I("{\n");
    I(".reg .pred P;\n");
    ct_buf_printf(e->o, "$Lmbar%u:\n", n);
    I("mbarrier.try_wait.parity.shared::cta.b64 P, [%s], %s;\n", R(e, bar), R(e, parity));
    I("@!P bra $Lmbar%u;\n", n);
    I("}\n");
}

static void coord_list(em *e, uint32_t rank, const uint32_t *coords)
{
    for (uint32_t k = 0; k < rank; k++)
        ct_buf_printf(e->o, "%s%s", k ? ", " : "", R(e, coords[k]));
}

void ct_ptx_tma_load(em *e, uint32_t rank, uint32_t dst, uint32_t map, const uint32_t *coords,
                     uint32_t bar, uint32_t leader, uint32_t mask)
{
    char g[24];
    ct_buf_printf(e->o, "\t%scp.async.bulk.tensor.%ud.shared::cluster.global.mbarrier::"
                        "complete_tx::bytes%s [%s], [%s, {",
                  guard(e, leader, g, sizeof g), rank, mask == NOREG ? "" : ".multicast::cluster",
                  R(e, dst), R(e, map));
    coord_list(e, rank, coords);
    ct_buf_printf(e->o, "}], [%s]", R(e, bar));
    if (mask != NOREG)
        ct_buf_printf(e->o, ", %s", R(e, mask));
    ct_buf_str(e->o, ";\n");
}

void ct_ptx_tma_store(em *e, uint32_t rank, uint32_t map, const uint32_t *coords, uint32_t src,
                      uint32_t leader)
{
    char g[24];
    guard(e, leader, g, sizeof g);
    ct_buf_printf(e->o, "\t%scp.async.bulk.tensor.%ud.global.shared::cta.bulk_group [%s, {", g,
                  rank, R(e, map));
    coord_list(e, rank, coords);
    ct_buf_printf(e->o, "}], [%s];\n", R(e, src));
    I("%scp.async.bulk.commit_group;\n", g);
}

void ct_ptx_tma_store_wait(em *e, uint32_t pending, bool read, uint32_t leader)
{
    char g[24];
    I("%scp.async.bulk.wait_group%s %u;\n", guard(e, leader, g, sizeof g), read ? ".read" : "",
      pending);
}

void ct_ptx_fence_proxy_async(em *e) { I("fence.proxy.async.shared::cta;\n"); }

/* ------------------------------- the prefer-TMA lowering ------------------------------- */

/* How one tiled access goes through TMA. Boxes: dimensions after `split` whole, dimension
 * `split` in chunks of box[split], the ones before it one element per box; the boxes, taken in
 * row-major order of their origins, are the tile in row-major order. */
typedef struct tplan {
    bool store, epi; /* epi: an epilogue store (below), staged swizzled in column blocks */
    ct_val data;
    const ct_type *pv;
    ct_scalar s;
    uint32_t rank, eb, vec, split, ncopies, box_bytes, bytes;
    uint32_t col[CT_LL_MAX_OUT]; /* epi: flat-index bit i → the staging index bit col[i] */
    ct_ptx_tma_req req;
} tplan;

static bool tma_target(const em *e)
{
    const ct_pass_ctx *c = e->c;
    return ct_pass_has(c, CT_FEAT_TMA) && c->ptx_version >= 80 && !e->tma->off;
}

static bool knob_on(const em *e) { return e->c->cfg->knobs.prefer_tma == 1 && tma_target(e); }

static bool delayed(const em *e) { return e->c->cfg->knobs.delay_tma_store_wait == 1; }

/* A tile store the TMA-store epilogue takes (lower/tma_epilogue.h): by its rule, of fragments
 * narrower than 16 bytes a thread (the layout assign-layouts kept); epi_candidate: and outside
 * the pipelined loops, as the staging is the dynamic region ct_ring, which their stages leave
 * free there. */
static bool epi_store(const em *e, const ct_op *op)
{
    const ct_ll *l = op->opc == CT_OP_TILED_STORE ? layout_of(e, op->opnds[0]) : NULL;
    if (!l || e->tma->off || !ct_tma_epilogue(e->c, op))
        return false;
    const ct_type *pv = op->attrs[0]->type;
    return ct_ll_contig(l, 0) * ct_scalar_mem_bytes((ct_scalar)pv->elem->elem->scalar) < 16;
}

static bool epi_candidate(const em *e, const ct_op *op) { return !e->pipe && epi_store(e, op); }

static void scan_op(ct_op *op, void *user)
{
    em *e = user;
    ct_ptx_tma *t = e->tma;
    t->has_barrier |= op->opc == CT_OP_BARRIER;
    t->has_store |= op->opc == CT_OP_TILED_STORE && (knob_on(e) || epi_store(e, op));
}

/* What the function holds that the lowering must allow for (looked at once). */
static void scan(em *e)
{
    if (!e->tma->scanned)
        ct_rw_walk(&e->f->body, scan_op, e);
    e->tma->scanned = true;
}

/* The boxes of a tile (tile[0..rank)): NULL, or why TMA cannot copy it. */
static const char *boxes(tplan *p, const int32_t *tile)
{
    uint32_t r = p->rank, d = r - 1;
    while (d > 0 && tile[d] <= 256) /* the first dimension whose followers fit a box */
        d--;
    p->split = d;
    uint64_t copies = 1, box_elems = 1;
    for (uint32_t j = 0; j < r; j++) {
        uint32_t b = j < d ? 1 : j == d && tile[j] > 256 ? 256 : (uint32_t)tile[j];
        p->req.box[j] = b;
        box_elems *= b;
        copies *= (uint64_t)tile[j] / b;
    }
    p->ncopies = (uint32_t)copies;
    p->box_bytes = (uint32_t)(box_elems * p->eb);
    p->bytes = (uint32_t)(copies * p->box_bytes);
    if (copies > 32)
        return "more than 32 boxes";
    if (copies > 1 && p->box_bytes % 128)
        return "boxes of other than whole 128-byte blocks";
    if (p->bytes > 32 * 1024)
        return "a tile above 32 KiB";
    return NULL;
}

/* The boxes of an epilogue store (of a shape the rule of lower/tma_epilogue.h takes): 128
 * bytes of the last dimension (the whole of a narrower one) by the whole next-to-last one, one
 * element of the others — the widest inner box a swizzle takes, so the staging is swizzled and
 * the fragments' writes avoid bank conflicts. The staging holds box after box, each row-major
 * and swizzled on absolute addresses (ptx-manual §4.7); col[] maps the tile's flat index
 * there. */
static void epi_boxes(tplan *p, const int32_t *tile, uint32_t nout)
{
    uint32_t r = p->rank, c = (uint32_t)tile[r - 1], w = 128 / p->eb < c ? 128 / p->eb : c;
    uint32_t lgw = (uint32_t)__builtin_ctz(w), lgc = (uint32_t)__builtin_ctz(c);
    uint32_t lgr = (uint32_t)__builtin_ctz((uint32_t)tile[r - 2]), wb = w * p->eb;
    p->req.swizzle = wb == 128 ? CT_TMA_SWIZZLE_128B : wb == 64 ? CT_TMA_SWIZZLE_64B
                     : wb == 32 ? CT_TMA_SWIZZLE_32B : CT_TMA_SWIZZLE_NONE;
    p->split = r - 1;
    for (uint32_t j = 0; j < r; j++)
        p->req.box[j] = j == r - 1 ? w : j == r - 2 ? (uint32_t)tile[j] : 1;
    p->box_bytes = wb << lgr;
    p->bytes = p->eb << nout;
    p->ncopies = p->bytes / p->box_bytes;
    for (uint32_t i = 0; i < nout; i++) /* columns in the box, column blocks after the rows */
        p->col[i] = 1u << (i < lgw ? i : i < lgc ? lgr + i : i < lgc + lgr ? lgw + i - lgc : i);
}

const char *ct_ptx_tma_aligned(const ct_op *op)
{
    const ct_type *tv = op->attrs[0]->type->elem;
    uint32_t eb = ct_scalar_mem_bytes(tv->elem->scalar);
    if (op->attrs[2]->value % 16)
        return "base alignment below 16 bytes";
    for (uint32_t j = 0; j + 1 < tv->rank; j++)
        if (tv->strides[j] == CT_DYN && (uint64_t)op->attrs[3]->i32[j] * eb % 16)
            return "a stride not known to be a multiple of 16 bytes";
    return NULL;
}

/* Why `op` cannot go through TMA, or NULL with *p filled. */
static const char *plan_of(em *e, const ct_op *op, tplan *p, bool epi)
{
    char buf[24];
    memset(p, 0, sizeof *p);
    p->store = op->opc == CT_OP_TILED_STORE;
    p->data = p->store ? op->opnds[0] : op->res[0];
    p->pv = op->attrs[0]->type;
    const ct_type *pv = p->pv, *tv = pv->elem;
    if (pv->kind != CT_TY_PARTITION_VIEW)
        return "not a partition view";
    if (*ct_ptx_mem_order(op, buf, sizeof buf) || ct_rw_attr_named(op, "mode", -1) >= 0)
        return "an ordered or reducing access";
    p->s = (ct_scalar)tv->elem->scalar;
    p->eb = ct_scalar_mem_bytes(p->s);
    p->rank = pv->ntile;
    if (!p->store && ct_view_pad_bits(pv, p->s))
        return "padding other than zero";
    if (p->rank != tv->rank || p->rank < 1 || p->rank > CT_TMA_MAX_RANK ||
        ct_ptx_rclass(tv->elem) < 0 || !layout_of(e, p->data))
        return "rank, element type or layout";
    for (uint32_t i = 0; pv->ndim_map && i < p->rank; i++)
        if (pv->dim_map[i] != (int32_t)i)
            return "a permuted partition view";
    const char *why = ct_ptx_tma_aligned(op);
    if (why)
        return why;
    /* shared-memory vectors: the registers that hold consecutive elements of the last
     * dimension (its flat bits are the lowest), at most 16 bytes */
    p->vec = ct_ll_contig(layout_of(e, p->data), 0);
    while (p->vec * p->eb > 16)
        p->vec /= 2;
    p->epi = epi;
    if (epi)
        epi_boxes(p, pv->tile_shape, layout_of(e, p->data)->nout);
    if ((why = epi ? NULL : boxes(p, pv->tile_shape)))
        return why;
    p->req.desc = op->opnds[p->store ? 1 : 0];
    p->req.rank = p->rank;
    return NULL;
}

/* The staging buffer, free for this access: a delayed store's read done, everyone's earlier
 * generic accesses ordered before the async proxy's, a CTA barrier. */
static uint32_t staging(em *e, const tplan *p)
{
    ct_ptx_tma *t = e->tma;
    if (!p->epi)
        t->staging = t->staging > p->bytes ? t->staging : p->bytes;
    if (delayed(e) && t->has_store)
        ct_ptx_tma_store_wait(e, 0, true, ct_ptx_tma_leader(e));
    ct_ptx_fence_proxy_async(e);
    ct_ptx_bar_cta(e);
    if (p->epi) /* 1024-aligned, as the swizzle needs; the stages' ring, if any, is free */
        return ct_ptx_ring(e, p->bytes);
    uint32_t base = new_reg(e, RC_B32);
    I("mov.u32 %s, ct_tma;\n", R(e, base));
    return base;
}

uint32_t ct_ptx_tma_coord(em *e, uint32_t idx, int32_t step)
{
    uint32_t c = new_reg(e, RC_B32), from = c;
    if (RC_OF(idx) == RC_B64)
        I("cvt.u32.u64 %s, %s;\n", R(e, c), R(e, idx));
    else if (RC_OF(idx) == RC_B16)
        I("cvt.s32.s16 %s, %s;\n", R(e, c), R(e, idx));
    else
        from = idx;
    I("mul.lo.s32 %s, %s, %d;\n", R(e, c), R(e, from), step);
    return c;
}

/* The tile's origin as TMA coordinates (innermost first): index · tile size, as s32. */
static void origin(em *e, const ct_op *op, const tplan *p, uint32_t *c)
{
    uint32_t first = p->store ? 2 : 1;
    for (uint32_t i = 0; i < p->rank; i++)
        c[p->rank - 1 - i] = ct_ptx_tma_coord(e, e->vr[op->opnds[first + i]][0],
                                              ct_view_step(p->pv, i));
}

/* B32: where box q of the tile lies in the staging buffer at `base` (boxes are consecutive). */
static uint32_t box_smem(em *e, const tplan *p, uint32_t base, uint32_t q)
{
    if (!q)
        return base;
    uint32_t a = new_reg(e, RC_B32);
    I("add.u32 %s, %s, %u;\n", R(e, a), R(e, base), q * p->box_bytes);
    return a;
}

/* Coordinates of box q (innermost first), from the tile origin org. */
static void box_coords(em *e, const tplan *p, const uint32_t *org, uint32_t q, uint32_t *c)
{
    const int32_t *tile = p->pv->tile_shape;
    for (uint32_t j = p->rank; j-- > 0;) {
        uint32_t k = p->rank - 1 - j, n = j > p->split ? 1 : (uint32_t)tile[j] / p->req.box[j];
        uint32_t off = (q % n) * p->req.box[j];
        q /= n;
        c[k] = org[k];
        if (off) {
            c[k] = new_reg(e, RC_B32);
            I("add.s32 %s, %s, %u;\n", R(e, c[k]), R(e, org[k]), off);
        }
    }
}

/* vec registers of the data tile at [a+off] of shared memory (consecutive elements). */
static void smem_vec(em *e, const tplan *p, const uint32_t *regs, uint32_t a, uint32_t off,
                     uint32_t vec, uint32_t g)
{
    char gb[24];
    guard(e, p->store ? g : NOREG, gb, sizeof gb);
    if (p->eb == 1 || vec == 1) { /* bytes and i1 one at a time */
        for (uint32_t k = 0; k < vec; k++)
            ct_ptx_smem_elem(e, p->store, p->data, regs[k], a, off + k * p->eb, g);
        return;
    }
    bool packed = p->eb == 2;
    uint32_t words = packed ? vec / 2 : vec, u[8];
    for (uint32_t k = 0; k < words; k++) {
        u[k] = packed ? new_reg(e, RC_B32) : regs[k];
        if (packed && p->store)
            I("mov.b32 %s, {%s, %s};\n", R(e, u[k]), R(e, regs[2 * k]), R(e, regs[2 * k + 1]));
    }
    ct_buf_printf(e->o, "\t%s%s.shared", gb, p->store ? "st" : "ld");
    if (words > 1)
        ct_buf_printf(e->o, ".v%u", words);
    ct_buf_printf(e->o, "%s ", packed ? ".b32" : ct_ptx_mem_ty(p->s));
    if (p->store)
        ct_buf_printf(e->o, "[%s+%u], ", R(e, a), off);
    ct_buf_str(e->o, words > 1 ? "{" : "");
    for (uint32_t k = 0; k < words; k++)
        ct_buf_printf(e->o, "%s%s", k ? ", " : "", R(e, u[k]));
    ct_buf_str(e->o, words > 1 ? "}" : "");
    if (!p->store)
        ct_buf_printf(e->o, ", [%s+%u]", R(e, a), off);
    ct_buf_str(e->o, ";\n");
    for (uint32_t k = 0; packed && !p->store && k < words; k++)
        I("mov.b32 {%s, %s}, %s;\n", R(e, regs[2 * k]), R(e, regs[2 * k + 1]), R(e, u[k]));
}

/* Moves the data tile between its registers and the staging buffer (row-major from base):
 * loads fill every register, stores write each element once, from its owner. */
static ct_status move(em *e, const tplan *p, uint32_t base)
{
    const ct_ll *l = layout_of(e, p->data);
    thread_part *tp;
    if (ct_ptx_thread_part(e, l, &tp))
        return e->c->d->status;
    uint32_t *regs = p->store ? e->vr[p->data] : ct_ptx_def(e, p->data);
    if (!regs)
        return ct_ptx_oom(e);
    uint32_t a = new_reg(e, RC_B32), n = nregs(e, p->data), vec = p->vec;
    uint32_t regdup = (uint32_t)(ct_ll_dup_mask(l) & ((1u << l->nreg) - 1));
    I("mad.lo.u32 %s, %s, %u, %s;\n", R(e, a), R(e, tp->flat), p->eb, R(e, base));
    for (uint32_t r0 = 0; r0 < n; r0 += vec) {
        if (p->store && (r0 & regdup))
            continue;
        uint32_t v[16];
        for (uint32_t k = 0; k < vec; k++)
            v[k] = p->store ? opr(e, p->data, r0 + k) : regs[r0 + k];
        smem_vec(e, p, v, a, ct_ll_apply(l, r0, 0, 0) * p->eb, vec, tp->own);
    }
    return CUTILE_SUCCESS;
}

/* Addresses in the swizzled staging buffer (ct_ptx_chunk_addr). The staging index is a bit
 * permutation of the flat index (col[]), so a thread's bits and a register's are disjoint. */
typedef struct swaddr {
    uint32_t sw;
    chunk_addrs a;
} swaddr;

static uint32_t swz(uint32_t a, uint32_t sw)
{
    return sw ? a ^ (a >> 7 & ((1u << sw) - 1)) << 4 : a;
}

/* The thread part of layout l (its flat index mapped through col[]) as a swizzled byte
 * address, in s->a.t; NULL on error. */
static thread_part *sw_thread(em *e, const tplan *p, const ct_ll *l, uint32_t base, swaddr *s)
{
    ct_ll *m = ct_arena_alloc(&e->c->arena, sizeof *m);
    thread_part *tp;
    if (!m) {
        ct_ptx_oom(e);
        return NULL;
    }
    ct_ll_map(m, l, p->col, l->nout);
    if (ct_ptx_thread_part(e, m, &tp))
        return NULL;
    s->sw = p->req.swizzle;
    ct_ptx_chunk_init(&s->a, new_reg(e, RC_B32), base);
    I("shl.b32 %s, %s, %u;\n", R(e, s->a.t), R(e, tp->flat), (uint32_t)__builtin_ctz(p->eb));
    if (s->sw) {
        uint32_t x = new_reg(e, RC_B32);
        I("bfe.u32 %s, %s, 7, %u;\n", R(e, x), R(e, s->a.t), s->sw);
        I("shl.b32 %s, %s, 4;\n", R(e, x), R(e, x));
        I("xor.b32 %s, %s, %s;\n", R(e, s->a.t), R(e, s->a.t), R(e, x));
    }
    return tp;
}

/* Whether stmatrix takes the fragments of l (2-byte elements): a register pair holds two
 * consecutive elements, lanes 4g … 4g+3 the next 3 × 2 (one 16-byte row of an 8 × 8 matrix),
 * lanes' bits 2-4 its 8 rows, register bits 1-2 four such matrices; nothing replicated
 * (stmatrix writes from every lane). */
static bool stmatrix_fits(const tplan *p, const ct_ll *l)
{
    uint32_t l0 = ct_ll_lane0(l);
    return p->eb == 2 && l->nreg >= 3 && l->nlane == 5 && l->base[0] == 1 &&
           l->base[l0] == 2 && l->base[l0 + 1] == 4 && !ct_ll_dup_mask(l);
}

/* The layout whose thread part is the element each lane addresses in stmatrix.x4 number k
 * (its register index): lane bits 0-2 the matrix row (l's lane bits 2-4), lane bits 3-4 the
 * matrix (l's register bits 1-2), its registers l's register bits above 2. */
static void stmatrix_rows(const ct_ll *l, ct_ll *q)
{
    uint32_t l0 = ct_ll_lane0(l);
    *q = *l;
    q->nreg = (uint8_t)(l->nreg - 3);
    for (uint32_t j = 0; j < q->nreg; j++)
        q->base[j] = l->base[3 + j];
    for (uint32_t j = 0; j < 3; j++)
        q->base[q->nreg + j] = l->base[l0 + 2 + j];
    q->base[q->nreg + 3] = l->base[1];
    q->base[q->nreg + 4] = l->base[2];
    for (uint32_t j = 0; j < l->nwarp; j++)
        q->base[q->nreg + 5 + j] = l->base[l0 + 5 + j];
}

/* An epilogue store's registers into the swizzled staging at base: stmatrix.x4 where the
 * fragments fit it (ptx-manual §2.5: a quarter of the instructions), else vectors of st.shared
 * from each element's owner. */
static ct_status epi_move(em *e, const tplan *p, uint32_t base)
{
    const ct_ll *l = layout_of(e, p->data);
    uint32_t lgeb = (uint32_t)__builtin_ctz(p->eb), off, n = nregs(e, p->data);
    swaddr s;
    if (stmatrix_fits(p, l)) {
        ct_ll *q = ct_arena_alloc(&e->c->arena, sizeof *q);
        if (!q)
            return ct_ptx_oom(e);
        stmatrix_rows(l, q);
        if (!sw_thread(e, p, q, base, &s))
            return e->c->d->status;
        ct_ll m;
        ct_ll_map(&m, q, p->col, q->nout);
        for (uint32_t k = 0; k < 1u << q->nreg; k++) {
            uint32_t a = ct_ptx_chunk_addr(e, &s.a, swz(ct_ll_apply(&m, k, 0, 0) << lgeb, s.sw), &off), u[4];
            for (uint32_t i = 0; i < 4; i++) {
                u[i] = new_reg(e, RC_B32);
                I("mov.b32 %s, {%s, %s};\n", R(e, u[i]), R(e, opr(e, p->data, 8 * k + 2 * i)),
                  R(e, opr(e, p->data, 8 * k + 2 * i + 1)));
            }
            I("stmatrix.sync.aligned.m8n8.x4.shared.b16 [%s+%u], {%s, %s, %s, %s};\n", R(e, a),
              off, R(e, u[0]), R(e, u[1]), R(e, u[2]), R(e, u[3]));
        }
        return CUTILE_SUCCESS;
    }
    thread_part *tp = sw_thread(e, p, l, base, &s);
    if (!tp)
        return e->c->d->status;
    ct_ll m;
    ct_ll_map(&m, l, p->col, l->nout);
    uint32_t regdup = (uint32_t)(ct_ll_dup_mask(l) & ((1u << l->nreg) - 1));
    for (uint32_t r0 = 0; r0 < n; r0 += p->vec) {
        if (r0 & regdup)
            continue;
        uint32_t v[16], a = ct_ptx_chunk_addr(e, &s.a, swz(ct_ll_apply(&m, r0, 0, 0) << lgeb, s.sw), &off);
        for (uint32_t k = 0; k < p->vec; k++)
            v[k] = opr(e, p->data, r0 + k);
        smem_vec(e, p, v, a, off, p->vec, tp->own);
    }
    return CUTILE_SUCCESS;
}

static ct_status tma_load(em *e, const ct_op *op, const tplan *p, uint32_t map)
{
    ct_ptx_tma *t = e->tma;
    uint32_t lead = ct_ptx_tma_leader(e);
    if (t->bar == NOREG) {
        if ((t->bar = ct_ptx_tma_bar_alloc(e, 1)) == NOREG)
            return e->c->d->status;
        t->phase = new_reg(e, RC_B32);
        ct_buf *body = ct_ptx_pro_begin(e);
        I("mov.u32 %s, 0;\n", R(e, t->phase));
        ct_ptx_pro_end(e, body);
    }
    uint32_t base = staging(e, p), org[CT_TMA_MAX_RANK], c[CT_TMA_MAX_RANK];
    origin(e, op, p, org);
    if (t->has_barrier) /* generic global writes ordered before by a barrier, then TMA reads */
        I("@%s fence.proxy.async.global;\n", R(e, lead));
    ct_ptx_mbar_arrive_expect_tx(e, t->bar, p->bytes, lead);
    for (uint32_t q = 0; q < p->ncopies; q++) {
        box_coords(e, p, org, q, c);
        ct_ptx_tma_load(e, p->rank, box_smem(e, p, base, q), map, c, t->bar, lead, NOREG);
    }
    ct_ptx_mbar_wait(e, t->bar, t->phase);
    I("xor.b32 %s, %s, 1;\n", R(e, t->phase), R(e, t->phase));
    return move(e, p, base);
}

static ct_status tma_store(em *e, const ct_op *op, const tplan *p, uint32_t map)
{
    uint32_t lead = ct_ptx_tma_leader(e), base = staging(e, p);
    if (p->epi ? epi_move(e, p, base) : move(e, p, base))
        return e->c->d->status;
    ct_ptx_fence_proxy_async(e);
    ct_ptx_bar_cta(e);
    uint32_t org[CT_TMA_MAX_RANK], c[CT_TMA_MAX_RANK], g = lead;
    origin(e, op, p, org);
    for (uint32_t k = 0; k < p->rank; k++) { /* a negative coordinate would kill the context */
        uint32_t nn = new_reg(e, RC_PRED), gk = new_reg(e, RC_PRED);
        I("setp.ge.s32 %s, %s, 0;\n", R(e, nn), R(e, org[k]));
        I("and.pred %s, %s, %s;\n", R(e, gk), R(e, g), R(e, nn));
        g = gk;
    }
    for (uint32_t q = 0; q < p->ncopies; q++) {
        box_coords(e, p, org, q, c);
        ct_ptx_tma_store(e, p->rank, map, c, box_smem(e, p, base, q), g);
    }
    /* the staging buffer may be rewritten at once; the ring's next users (a pipelined loop's
     * copies) do not wait for a delayed store, so an epilogue's wait is never delayed */
    if (!delayed(e) || p->epi)
        ct_ptx_tma_store_wait(e, 0, true, lead);
    return CUTILE_SUCCESS;
}

ct_status ct_ptx_tma_tiled(em *e, const ct_op *op, bool *done)
{
    tplan p;
    uint32_t map;
    const char *why;
    *done = false;
    bool epi = !knob_on(e) && epi_candidate(e, op);
    if ((!knob_on(e) && !epi) || plan_of(e, op, &p, epi))
        return CUTILE_SUCCESS;
    if (epi && !ct_ptx_smem_fits(e, p.bytes))
        return CUTILE_SUCCESS;
    if (ct_ptx_tma_map(e, &p.req, &map, &why) || map == NOREG)
        return e->c->d->status; /* SUCCESS when TMA cannot describe the view: fall back */
    scan(e);
    *done = true;
    return p.store ? tma_store(e, op, &p, map) : tma_load(e, op, &p, map);
}

/* Whether TMA stores may be in flight anywhere in the function. */
static bool stores_possible(em *e)
{
    if (!knob_on(e) && !ct_tma_epilogue_on(e->c))
        return false;
    scan(e);
    return e->tma->has_store;
}

void ct_ptx_tma_before_barrier(em *e)
{
    if (!stores_possible(e))
        return;
    uint32_t lead = ct_ptx_tma_leader(e);
    ct_ptx_tma_store_wait(e, 0, false, lead); /* writes done, then visible to generic loads */
    I("@%s fence.proxy.async.global;\n", R(e, lead));
}

void ct_ptx_tma_before_return(em *e)
{
    if (stores_possible(e) && delayed(e))
        ct_ptx_tma_store_wait(e, 0, true, ct_ptx_tma_leader(e));
}
