/* hints.c — the entry optimization hints the compiler honours where it is cheap (ops.md §1.10;
 * all hints are advisory): an integer hint of the kernel for the compile target comes from the
 * target's own dictionary (sm_90 for sm_90a), else from `default`. */
#include <stdio.h>
#include <string.h>

#include "pass/pass.h"

static bool str_is(const ct_str *s, const char *z) { return s->len == strlen(z) && !memcmp(s->s, z, s->len); }

/* Integer `key` of dictionary d. */
static bool dict_int(const ct_attr *d, const char *key, int64_t *out)
{
    for (uint32_t i = 0; d && d->kind == CT_ATTR_DICT && i < d->n; i++)
        if (str_is(&d->keys[i], key) && d->items[i]->kind == CT_ATTR_INT) {
            *out = (int64_t)d->items[i]->value;
            return true;
        }
    return false;
}

typedef struct acc_walk {
    const ct_func *f;
    uint64_t largest; /* elements of the largest dot accumulator */
} acc_walk;

static void largest_acc(ct_op *op, void *user)
{
    acc_walk *w = user;
    if (op->opc == CT_OP_DOT && op->nopnds > 2) {
        uint64_t n = ct_type_num_elements(ct_val_type(w->f, op->opnds[2]));
        w->largest = n > w->largest ? n : w->largest;
    }
}

uint32_t ct_hint_occupancy(const ct_pass_ctx *c, const ct_func *f, uint32_t threads)
{
    int64_t occ;
    if (!ct_hint_int(c, f, "occupancy", &occ) || occ < 1 || occ > 32)
        return 0;
    acc_walk w = {f, 0};
    ct_rw_walk((ct_region *)&f->body, largest_acc, &w);
    uint64_t fit = 65536 / ((uint64_t)threads * (w.largest / threads + 32));
    return (uint32_t)((uint64_t)occ < fit ? (uint64_t)occ : fit ? fit : 1);
}

bool ct_hint_int(const ct_pass_ctx *c, const ct_func *f, const char *key, int64_t *out)
{
    const ct_attr *h = f->hints;
    char target[16];
    snprintf(target, sizeof target, "sm_%u", c->sm);
    const char *const dicts[2] = {target, "default"};
    for (uint32_t k = 0; h && h->kind == CT_ATTR_OPT_HINTS && k < 2; k++)
        for (uint32_t i = 0; i < h->n; i++)
            if (str_is(&h->keys[i], dicts[k]) && dict_int(h->items[i], key, out))
                return true;
    return false;
}
