/* failing_alloc.h — an allocator hook for the unit tests that fails its fail_at-th call
 * (1-based; 0: none) and counts live blocks, so a sweep over every fail_at shows each
 * allocation's failure reaching the status and a later success whether a lost allocation left
 * a trace. Used through cuTileAllocator-shaped callbacks with `failing` as the user pointer. */
#ifndef CUTILE_TEST_FAILING_ALLOC_H
#define CUTILE_TEST_FAILING_ALLOC_H

#include <stdlib.h>

typedef struct failing {
    long calls, fail_at, live;
} failing;

static inline void *f_alloc(void *u, size_t size)
{
    failing *f = u;
    if (++f->calls == f->fail_at)
        return NULL;
    void *p = malloc(size ? size : 1);
    f->live += p != NULL;
    return p;
}

static inline void *f_realloc(void *u, void *p, size_t old, size_t size)
{
    failing *f = u;
    (void)old;
    if (++f->calls == f->fail_at)
        return NULL;
    void *q = realloc(p, size ? size : 1);
    f->live += q && !p;
    return q;
}

static inline void f_free(void *u, void *p, size_t size)
{
    failing *f = u;
    (void)size;
    f->live -= p != NULL;
    free(p);
}

#endif
