/* kmeta.c — kernel launch metadata ↔ bytes (kmeta.h, cache/FORMAT.md §3.1). */
#include <string.h>

#include "build/kmeta.h"

/* A field added to these structs must be added to the encoding (and CT_KMETA_VERSION bumped),
 * or cache hits would hand the launcher kernels without it. The sizes catch most additions. */
_Static_assert(sizeof(ct_kernel_param) == 56, "ct_kernel_param changed: update kmeta.c");
_Static_assert(sizeof(ct_hidden_param) == 144, "ct_hidden_param changed: update kmeta.c");
_Static_assert(sizeof(ct_kernel_info) == 72, "ct_kernel_info changed: update kmeta.c");

static const uint8_t kmeta_magic[4] = {'C', 'T', 'K', 'M'};

enum { FLAG_USED = 1, FLAG_LB = 2, FLAG_UB = 4, FLAG_EXPECT = 8, FLAG_ALL = 15 };
/* ct_kernel_info flags (the word after the cluster shape) */
enum { KFLAG_PAIRS = 1 };

/* ---- the rules a kernel description must meet (shared by encoder and decoder) ---- */

static const char *param_problem(const ct_kernel_param *p)
{
    if (p->kind < CT_PARAM_PTR || p->kind > CT_PARAM_BOOL)
        return "unknown parameter kind";
    if (!ct_is_pow2_u64(p->size) || p->size > 8)
        return "parameter size is not 1, 2, 4 or 8";
    if (p->dtype >= CT_S_COUNT)
        return "unknown element type";
    if (p->role > CT_ROLE_ARRAY_STRIDE)
        return "unknown parameter role";
    if (p->array_rank > CUTILE_MAX_RANK) /* the launcher's per-array tables have this many */
        return "array rank above CUTILE_MAX_RANK";
    if (p->facts.div_by == 0) /* the launcher divides by it */
        return "divisor 0";
    return NULL;
}

/* A TMA recipe the launcher can turn into cuTensorMapEncodeTiled's arguments (§4.1 limits
 * that do not depend on the launch values); nparams bounds the parameter indices. */
static const char *tma_problem(const ct_tma_recipe *t, uint32_t nparams)
{
    static const uint8_t dtype_bytes[] = {1, 2, 4, 4, 8, 8, 2, 4, 8, 2, 4, 4, 4};
    if (t->rank < 1 || t->rank > CT_TMA_MAX_RANK)
        return "tensor map rank outside 1…5";
    if (t->dtype >= CT_ARRAY_LEN(dtype_bytes) || dtype_bytes[t->dtype] != t->elem_bytes)
        return "tensor map element type unknown or of another size";
    if (t->swizzle > CT_TMA_SWIZZLE_128B || t->oob_nan > 1)
        return "tensor map swizzle or fill mode unknown";
    for (uint32_t k = 0; k < CT_TMA_MAX_RANK; k++) {
        const ct_tma_dim *m = &t->dim[k];
        if (k >= t->rank) {
            if (m->shape_param || m->stride_param || m->box || m->shape || m->stride)
                return "tensor map dimension beyond the rank not zero";
            continue;
        }
        if (m->box < 1 || m->box > 256)
            return "tensor map box extent outside 1…256";
        if ((m->shape_param != CT_TMA_STATIC && m->shape_param >= nparams) ||
            (m->stride_param != CT_TMA_STATIC && m->stride_param >= nparams))
            return "tensor map extent or stride names no parameter";
        if ((m->shape_param != CT_TMA_STATIC && m->shape) ||
            (m->stride_param != CT_TMA_STATIC && m->stride))
            return "tensor map static value beside a parameter";
    }
    return NULL;
}

static const char *hidden_problem(const ct_hidden_param *h, uint32_t nparams)
{
    static const ct_tma_recipe none;
    if (h->kind == CT_HIDDEN_SCRATCH) /* its source is a size in bytes */
        return memcmp(&h->tma, &none, sizeof none) ? "a TMA recipe on a scratch parameter" : NULL;
    if (h->kind == CT_HIDDEN_GRID) /* three u32 */
        return h->size != 12 || h->align != 4 || h->source || memcmp(&h->tma, &none, sizeof none)
                   ? "a grid parameter is 12 bytes aligned to 4, with no source or recipe"
                   : NULL;
    if (h->kind != CT_HIDDEN_TMA_DESC)
        return "unknown hidden parameter kind";
    if (h->source >= nparams)
        return "source names no parameter";
    return h->size != 128 || h->align != 64 ? "a tensor map is 128 bytes aligned to 64"
                                            : tma_problem(&h->tma, nparams);
}

static const char *kernel_problem(const ct_kernel_info *k)
{
    for (int i = 0; i < 3; i++)
        if (!k->block_dim[i] || !k->cluster_dim[i])
            return "a block or cluster dimension is 0";
    if (k->nparams + (uint64_t)k->nhidden > CT_MAX_KERNEL_PARAMS)
        return "more parameters than a launch passes";
    return NULL;
}

/* ---- encoding ---- */

static void put_param(ct_buf *b, const ct_kernel_param *p)
{
    const ct_param_facts *f = &p->facts;
    const uint8_t head[8] = {p->kind, p->size, p->dtype, p->role, p->dim, p->array_rank,
                             (uint8_t)((p->used ? FLAG_USED : 0) | (f->has_lb ? FLAG_LB : 0) |
                                       (f->has_ub ? FLAG_UB : 0) |
                                       (f->has_expect ? FLAG_EXPECT : 0)),
                             0};
    ct_buf_put(b, head, sizeof head);
    ct_buf_le(b, f->div_by, 8);
    /* A bound that is not set is written as 0, so equal descriptions encode equally. */
    ct_buf_le(b, f->has_lb ? (uint64_t)f->lb : 0, 8);
    ct_buf_le(b, f->has_ub ? (uint64_t)f->ub : 0, 8);
    ct_buf_le(b, f->has_expect ? (uint64_t)f->expect : 0, 8);
}

static void put_hidden(ct_buf *b, const ct_hidden_param *h)
{
    const ct_tma_recipe *t = &h->tma;
    const uint8_t head[8] = {h->kind, t->rank, t->dtype, t->elem_bytes, t->swizzle, t->oob_nan, 0, 0};
    ct_buf_put(b, head, sizeof head);
    ct_buf_le(b, h->size, 4);
    ct_buf_le(b, h->align, 4);
    ct_buf_le(b, h->source, 4);
    for (uint32_t k = 0; k < CT_TMA_MAX_RANK; k++) {
        const ct_tma_dim *m = &t->dim[k];
        ct_buf_le(b, m->shape_param, 2);
        ct_buf_le(b, m->stride_param, 2);
        ct_buf_le(b, m->box, 4);
        ct_buf_le(b, (uint64_t)m->shape, 8);
        ct_buf_le(b, (uint64_t)m->stride, 8);
    }
}

static ct_status refuse(ct_diag *d, const ct_kernel_info *k, const char *what, uint32_t i,
                        const char *problem)
{
    return ct_diag_set(d, CUTILE_ERROR_INTERNAL,
                       "kernel %s: %s %u: %s (the launch metadata cannot be cached)", k->name,
                       what, i, problem);
}

ct_status ct_kmeta_encode(const ct_kernel_info *kernels, uint32_t n, ct_buf *out, ct_diag *d)
{
    if (n > 0xffff)
        return ct_diag_set(d, CUTILE_ERROR_INTERNAL, "%u kernels: a cache entry holds 65535",
                           n);
    ct_buf_put(out, kmeta_magic, 4);
    ct_buf_le(out, CT_KMETA_VERSION, 2);
    ct_buf_le(out, n, 2);
    for (uint32_t i = 0; i < n; i++) {
        const ct_kernel_info *k = &kernels[i];
        const char *problem = kernel_problem(k);
        if (!problem && ((k->nparams && !k->params) || (k->nhidden && !k->hidden)))
            problem = "parameters not described";
        if (problem)
            return refuse(d, k, "kernel", i, problem);
        for (int j = 0; j < 3; j++)
            ct_buf_le(out, k->block_dim[j], 4);
        ct_buf_le(out, k->dyn_smem, 4);
        ct_buf_le(out, k->lone_dyn_smem, 4);
        for (int j = 0; j < 3; j++)
            ct_buf_le(out, k->cluster_dim[j], 4);
        ct_buf_le(out, k->pairs ? KFLAG_PAIRS : 0, 4);
        ct_buf_le(out, k->nparams, 2);
        ct_buf_le(out, k->nhidden, 2);
        for (uint32_t j = 0; j < k->nparams; j++) {
            if ((problem = param_problem(&k->params[j])))
                return refuse(d, k, "parameter", j, problem);
            put_param(out, &k->params[j]);
        }
        for (uint32_t j = 0; j < k->nhidden; j++) {
            if ((problem = hidden_problem(&k->hidden[j], k->nparams)))
                return refuse(d, k, "hidden parameter", j, problem);
            put_hidden(out, &k->hidden[j]);
        }
    }
    return out->oom ? ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory") : CUTILE_SUCCESS;
}

/* ---- decoding ---- */

/* A cursor over the tail; reads past the end are refused by the callers' size checks first. */
typedef struct reader {
    const uint8_t *p;
    size_t n, pos;
} reader;

static uint64_t get(reader *r, int bytes)
{
    uint64_t v = 0;
    for (int i = bytes - 1; i >= 0; i--)
        v = v << 8 | r->p[r->pos + (size_t)i];
    r->pos += (size_t)bytes;
    return v;
}

static ct_status bad(ct_diag *d, const reader *r, const char *rule)
{
    return ct_diag_set(d, CUTILE_ERROR_CACHE, "kernel metadata: offset %zu: %s", r->pos, rule);
}

/* One parameter; its 40 bytes are known to be there. NULL, or the rule broken. */
static const char *get_param(reader *r, ct_kernel_param *p)
{
    p->kind = (uint8_t)get(r, 1);
    p->size = (uint8_t)get(r, 1);
    p->dtype = (uint8_t)get(r, 1);
    p->role = (uint8_t)get(r, 1);
    p->dim = (uint8_t)get(r, 1);
    p->array_rank = (uint8_t)get(r, 1);
    unsigned flags = (unsigned)get(r, 1);
    unsigned pad = (unsigned)get(r, 1);
    ct_param_facts *f = &p->facts;
    f->div_by = get(r, 8);
    f->lb = (int64_t)get(r, 8);
    f->ub = (int64_t)get(r, 8);
    f->expect = (int64_t)get(r, 8);
    p->used = flags & FLAG_USED;
    f->has_lb = flags & FLAG_LB;
    f->has_ub = flags & FLAG_UB;
    f->has_expect = flags & FLAG_EXPECT;
    if ((flags & ~(unsigned)FLAG_ALL) || pad)
        return "unknown flags or padding not zero";
    if ((!f->has_lb && f->lb) || (!f->has_ub && f->ub) || (!f->has_expect && f->expect))
        return "a bound that is not set is not 0";
    return param_problem(p);
}

static const char *get_hidden(reader *r, ct_hidden_param *h, uint32_t nparams)
{
    memset(h, 0, sizeof *h);
    ct_tma_recipe *t = &h->tma;
    h->kind = (uint8_t)get(r, 1);
    t->rank = (uint8_t)get(r, 1);
    t->dtype = (uint8_t)get(r, 1);
    t->elem_bytes = (uint8_t)get(r, 1);
    t->swizzle = (uint8_t)get(r, 1);
    t->oob_nan = (uint8_t)get(r, 1);
    uint64_t pad = get(r, 2);
    h->size = (uint32_t)get(r, 4);
    h->align = (uint32_t)get(r, 4);
    h->source = (uint32_t)get(r, 4);
    for (uint32_t k = 0; k < CT_TMA_MAX_RANK; k++) {
        ct_tma_dim *m = &t->dim[k];
        m->shape_param = (uint16_t)get(r, 2);
        m->stride_param = (uint16_t)get(r, 2);
        m->box = (uint32_t)get(r, 4);
        m->shape = (int64_t)get(r, 8);
        m->stride = (int64_t)get(r, 8);
    }
    return pad ? "padding not zero" : hidden_problem(h, nparams);
}

/* Kernel k's fixed part and parameters into *k (scratch when only checking). */
static ct_status get_kernel(reader *r, ct_arena *arena, ct_kernel_info *k, ct_diag *d)
{
    if (r->n - r->pos < CT_KMETA_KERNEL_SIZE)
        return bad(d, r, "ends inside a kernel");
    for (int j = 0; j < 3; j++)
        k->block_dim[j] = (uint32_t)get(r, 4);
    k->dyn_smem = (uint32_t)get(r, 4);
    k->lone_dyn_smem = (uint32_t)get(r, 4);
    for (int j = 0; j < 3; j++)
        k->cluster_dim[j] = (uint32_t)get(r, 4);
    uint32_t flags = (uint32_t)get(r, 4);
    k->pairs = flags & KFLAG_PAIRS;
    k->nparams = (uint32_t)get(r, 2);
    k->nhidden = (uint32_t)get(r, 2);
    const char *problem = flags & ~KFLAG_PAIRS ? "unknown kernel flags" : kernel_problem(k);
    if (problem)
        return bad(d, r, problem);
    if ((r->n - r->pos) / CT_KMETA_PARAM_SIZE < k->nparams ||
        r->n - r->pos - k->nparams * CT_KMETA_PARAM_SIZE < k->nhidden * CT_KMETA_HIDDEN_SIZE)
        return bad(d, r, "ends inside a kernel's parameters");
    ct_kernel_param scratch_p, *params = &scratch_p;
    ct_hidden_param scratch_h, *hidden = &scratch_h;
    if (arena && ((k->nparams && !(params = ct_arena_alloc(arena, k->nparams * sizeof *params))) ||
                  (k->nhidden && !(hidden = ct_arena_alloc(arena, k->nhidden * sizeof *hidden)))))
        return ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory");
    k->params = arena && k->nparams ? params : NULL;
    k->hidden = arena && k->nhidden ? hidden : NULL;
    for (uint32_t j = 0; j < k->nparams; j++) {
        size_t at = r->pos;
        if ((problem = get_param(r, arena ? &params[j] : params))) {
            r->pos = at;
            return bad(d, r, problem);
        }
    }
    for (uint32_t j = 0; j < k->nhidden; j++) {
        size_t at = r->pos;
        if ((problem = get_hidden(r, arena ? &hidden[j] : hidden, k->nparams))) {
            r->pos = at;
            return bad(d, r, problem);
        }
    }
    return CUTILE_SUCCESS;
}

ct_status ct_kmeta_decode(const ct_cache_meta *m, ct_arena *arena, ct_kernel_info **out,
                          ct_diag *d)
{
    reader r = {m->tail, m->tail_size, 0};
    if (r.n < CT_KMETA_HEADER_SIZE || memcmp(r.p, kmeta_magic, 4) != 0)
        return bad(d, &r, "no kernel metadata (bad magic or too short)");
    r.pos = 4;
    if (get(&r, 2) != CT_KMETA_VERSION)
        return bad(d, &r, "unknown kernel metadata version");
    if (get(&r, 2) != m->kernel_count)
        return bad(d, &r, "kernel count differs from the metadata header's");
    ct_kernel_info scratch, *ks = &scratch;
    if (arena && !(ks = ct_arena_alloc(arena, m->kernel_count * sizeof *ks + 1)))
        return ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory");
    const char *name = m->first_kernel;
    for (uint32_t i = 0; i < m->kernel_count; i++, name = ct_cache_meta_next_kernel(m, name)) {
        ct_kernel_info *k = arena ? &ks[i] : ks;
        memset(k, 0, sizeof *k);
        k->name = name;
        if (get_kernel(&r, arena, k, d))
            return d->status;
    }
    if (r.pos != r.n)
        return bad(d, &r, "bytes after the last kernel");
    if (arena)
        *out = ks;
    return CUTILE_SUCCESS;
}
