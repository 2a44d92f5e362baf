/* tma.c — hidden tensor-map parameters at launch (tma.h; ptx-manual §4.1). */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "launch/launch.h"
#include "launch/tma.h"

/* ---------------------------------- encode arguments ---------------------------------- */

/* Names the array argument of parameter p in messages: "args[2]" or "kernel parameter 7". */
static void arg_name(const ct_tma_values *v, uint32_t p, char *out, size_t n)
{
    for (uint32_t i = 0; v->slots && i < v->plan->nargs; i++)
        if (v->plan->args[i].slot == p) {
            snprintf(out, n, "args[%u]", i);
            return;
        }
    snprintf(out, n, "kernel parameter %u", p);
}

/* The value parameter p gets: integers sign-extended from their size. false: a raw launch's
 * pointer for it is NULL. */
static bool value_of(const ct_tma_values *v, uint32_t p, int64_t *out)
{
    if (v->slots) {
        *out = (int64_t)v->slots[p];
        return true;
    }
    const unsigned char *src = v->raw[p];
    const ct_kernel_param *k = &v->plan->slots[p];
    if (!src)
        return false;
    uint64_t x = 0;
    for (uint32_t b = k->size; b-- > 0;)
        x = x << 8 | src[b];
    if (k->kind == CT_PARAM_INT && k->size < 8 && (x >> (8 * k->size - 1) & 1))
        x |= ~UINT64_C(0) << (8 * k->size);
    *out = (int64_t)x;
    return true;
}

static ct_status tma_fail(ct_diag *d, const ct_tma_values *v, uint32_t p, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static ct_status tma_fail(ct_diag *d, const ct_tma_values *v, uint32_t p, const char *fmt, ...)
{
    char who[40], rule[200];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(rule, sizeof rule, fmt, ap);
    va_end(ap);
    arg_name(v, p, who, sizeof who);
    return ct_diag_set(d, CUTILE_ERROR_LAUNCH_ARGUMENT,
                       "%s: %s, which the kernel's TMA copies need", who, rule);
}

/* One extent or stride: the static value or the parameter's. */
static ct_status dim_value(const ct_tma_values *v, uint16_t param, int64_t stat, uint32_t src,
                           int64_t *out, ct_diag *d)
{
    *out = stat;
    if (param == CT_TMA_STATIC)
        return CUTILE_SUCCESS;
    if (param >= v->plan->nslots || !value_of(v, param, out))
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT,
                           "params[%u] (an extent or stride of kernel parameter %u) is NULL",
                           param, src);
    return CUTILE_SUCCESS;
}

ct_status ct_tma_args_of(const ct_hidden_param *h, const ct_tma_values *v, ct_tma_args *out,
                         ct_diag *d)
{
    const ct_tma_recipe *t = &h->tma;
    uint32_t src = h->source, rank = t->rank, eb = t->elem_bytes;
    int64_t base;
    memset(out, 0, sizeof *out);
    if (src >= v->plan->nslots || !value_of(v, src, &base))
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT, "params[%u] is NULL", src);
    if ((uint64_t)base % 16)
        return tma_fail(d, v, src, "data pointer 0x%llx is not 16-byte aligned",
                        (unsigned long long)base);
    out->dtype = t->dtype;
    out->rank = rank;
    out->addr = (uint64_t)base;
    out->swizzle = t->swizzle;
    out->oob_fill = t->oob_nan;
    for (uint32_t k = 0; k < rank; k++) {
        const ct_tma_dim *m = &t->dim[k];
        int dim = (int)(rank - 1 - k); /* the array's own numbering */
        int64_t n, s;
        if (dim_value(v, m->shape_param, m->shape, src, &n, d) ||
            dim_value(v, m->stride_param, m->stride, src, &s, d))
            return d->status;
        if (n < 1 || n > INT32_MAX)
            return tma_fail(d, v, src, "shape[%d] = %lld is outside 1…2^31−1", dim, (long long)n);
        if (k == 0 && s != 1)
            return tma_fail(d, v, src, "stride[%d] = %lld is not 1", dim, (long long)s);
        if (k > 0 && (s <= 0 || (uint64_t)s * eb % 16 || (uint64_t)s * eb >= UINT64_C(1) << 40))
            return tma_fail(d, v, src,
                            "stride[%d] = %lld elements is not a positive multiple of 16 bytes "
                            "below 2^40",
                            dim, (long long)s);
        out->dims[k] = (uint64_t)n;
        if (k > 0)
            out->strides[k - 1] = (uint64_t)s * eb;
        out->box[k] = m->box;
    }
    return CUTILE_SUCCESS;
}

/* --------------------------------- encoding, cached --------------------------------- */

ct_status ct_tma_cache_init(struct cuTileKernel_st *k, ct_arena *arena, ct_diag *d)
{
    k->tma_cache = NULL;
    if (!k->nhidden)
        return CUTILE_SUCCESS;
    if (k->nhidden > CT_TMA_MAX_MAPS)
        return ct_diag_set(d, CUTILE_ERROR_NOT_SUPPORTED,
                           "kernel %s has %u hidden parameters; at most %d are supported",
                           k->name, k->nhidden, CT_TMA_MAX_MAPS);
    unsigned char *p = ct_arena_alloc(arena, k->nhidden * sizeof *k->tma_cache + 64);
    if (!p)
        return ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory");
    k->tma_cache = (ct_tma_cache *)(p + (64 - (uintptr_t)p % 64) % 64);
    for (uint32_t h = 0; h < k->nhidden; h++) {
        memset(&k->tma_cache[h], 0, sizeof k->tma_cache[h]);
        pthread_mutex_init(&k->tma_cache[h].lock, NULL);
    }
    return CUTILE_SUCCESS;
}

void ct_tma_cache_free(struct cuTileKernel_st *k)
{
    for (uint32_t h = 0; k->tma_cache && h < k->nhidden; h++)
        pthread_mutex_destroy(&k->tma_cache[h].lock);
    k->tma_cache = NULL;
}

static CUresult encode(const ct_cuda *cu, const ct_tma_args *a, unsigned char *map)
{
    static const uint32_t unit[CT_TMA_MAX_RANK] = {1, 1, 1, 1, 1};
    enum { INTERLEAVE_NONE = 0, L2_PROMOTION_128B = 2 }; /* cuda.h */
    return cu->cuTensorMapEncodeTiled(map, (int)a->dtype, a->rank, (void *)(uintptr_t)a->addr,
                                      a->dims, a->strides, a->box, unit, INTERLEAVE_NONE,
                                      (int)a->swizzle, L2_PROMOTION_128B, (int)a->oob_fill);
}

/* Map h of k for arguments a into out: the cached one when the arguments are the same. */
static ct_status map_of(const struct cuTileKernel_st *k, uint32_t h, const ct_tma_args *a,
                        unsigned char *out, ct_diag *d)
{
    const ct_cuda *cu = k->module->ctx->cu;
    ct_tma_cache *c = &k->tma_cache[h];
    bool locked = pthread_mutex_trylock(&c->lock) == 0;
    if (locked && c->valid && memcmp(&c->key, a, sizeof *a) == 0) {
        memcpy(out, c->map, sizeof c->map);
        pthread_mutex_unlock(&c->lock);
        return CUTILE_SUCCESS;
    }
    CUresult r = encode(cu, a, out);
    if (!r && locked) {
        memcpy(c->map, out, sizeof c->map);
        c->key = *a;
        c->valid = 1;
    }
    if (locked)
        pthread_mutex_unlock(&c->lock);
    return r ? ct_cuda_fail(cu, r, "cuTensorMapEncodeTiled", d) : CUTILE_SUCCESS;
}

ct_status ct_tma_fill(const struct cuTileKernel_st *k, const ct_tma_values *v, void **params,
                      unsigned char (*maps)[128], ct_diag *d)
{
    uint32_t first = k->plan.nslots;
    for (uint32_t h = 0; h < k->nhidden; h++) {
        const ct_hidden_param *hp = &k->hidden[h];
        if (hp->kind == CT_HIDDEN_GRID) /* the launch's own (launch.c) */
            continue;
        void *given = v->raw ? v->raw[first + h] : NULL;
        params[first + h] = given;
        if (given)
            continue;
        if (hp->kind != CT_HIDDEN_TMA_DESC)
            return ct_diag_set(d, CUTILE_ERROR_NOT_SUPPORTED,
                               "kernel %s: hidden parameter %u (params[%u]) is not a tensor map "
                               "and cannot be built by the launcher",
                               k->name, h, first + h);
        if (!k->module->ctx->cu->cuTensorMapEncodeTiled)
            return ct_diag_set(d, CUTILE_ERROR_NOT_SUPPORTED,
                               "kernel %s takes tensor maps, and this CUDA driver has no "
                               "cuTensorMapEncodeTiled",
                               k->name);
        ct_tma_args a;
        if (ct_tma_args_of(hp, v, &a, d) || map_of(k, h, &a, maps[h], d))
            return d->status;
        params[first + h] = maps[h];
    }
    return CUTILE_SUCCESS;
}
