/* arena.c — allocator hook and bump arenas. */
#include <stdlib.h>
#include <string.h>

#include "util.h"

/* Under AddressSanitizer every allocation is followed by a poisoned redzone and unused chunk
 * space stays poisoned, so overflows inside a chunk are caught as on the heap. */
#if defined(__SANITIZE_ADDRESS__)
#define CT_ARENA_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CT_ARENA_ASAN 1
#endif
#endif
#ifdef CT_ARENA_ASAN
#include <sanitizer/asan_interface.h>
enum { CT_ARENA_REDZONE = 16 };
#else
#define ASAN_POISON_MEMORY_REGION(p, n) ((void)(p), (void)(n))
#define ASAN_UNPOISON_MEMORY_REGION(p, n) ((void)(p), (void)(n))
enum { CT_ARENA_REDZONE = 0 };
#endif

void *ct_alloc(const cuTileAllocator *al, size_t size)
{
    return al ? al->alloc(al->user, size) : malloc(size ? size : 1);
}

void *ct_realloc(const cuTileAllocator *al, void *p, size_t old_size, size_t new_size)
{
    return al ? al->realloc(al->user, p, old_size, new_size) : realloc(p, new_size ? new_size : 1);
}

void ct_free(const cuTileAllocator *al, void *p, size_t size)
{
    if (!p)
        return;
    if (al)
        al->free(al->user, p, size);
    else
        free(p);
}

struct ct_arena_chunk {
    ct_arena_chunk *next;
    size_t size; /* usable bytes after the header */
    _Alignas(16) unsigned char data[];
};

enum { CT_ARENA_MIN_CHUNK = 16 * 1024 };

void ct_arena_init(ct_arena *a, const cuTileAllocator *al)
{
    memset(a, 0, sizeof *a);
    a->al = al;
}

void ct_arena_free(ct_arena *a)
{
    ct_arena_chunk *c = a->head;
    while (c) {
        ct_arena_chunk *next = c->next;
        ASAN_UNPOISON_MEMORY_REGION(c->data, c->size);
        ct_free(a->al, c, sizeof *c + c->size);
        c = next;
    }
    a->head = NULL;
    a->used = a->total = 0;
}

void *ct_arena_alloc(ct_arena *a, size_t size)
{
    size_t need = (size + CT_ARENA_REDZONE + 15) & ~(size_t)15;
    if (need < size)
        return NULL; /* overflow */
    if (!a->head || a->head->size - a->used < need) {
        /* Chunks grow with the arena so that big modules need few system allocations. */
        size_t csize = a->total / 2 > CT_ARENA_MIN_CHUNK ? a->total / 2 : CT_ARENA_MIN_CHUNK;
        if (csize < need)
            csize = need;
        if (csize > SIZE_MAX - sizeof(ct_arena_chunk))
            return NULL;
        ct_arena_chunk *c = ct_alloc(a->al, sizeof *c + csize);
        if (!c)
            return NULL;
        c->next = a->head;
        c->size = csize;
        ASAN_POISON_MEMORY_REGION(c->data, csize);
        a->head = c;
        a->used = 0;
        a->total += csize;
    }
    void *p = a->head->data + a->used;
    a->used += need;
    ASAN_UNPOISON_MEMORY_REGION(p, size);
    memset(p, 0, size);
    return p;
}

void *ct_arena_dup(ct_arena *a, const void *p, size_t size)
{
    void *q = ct_arena_alloc(a, size);
    if (q && size)
        memcpy(q, p, size);
    return q;
}

char *ct_arena_strndup(ct_arena *a, const char *s, size_t n)
{
    if (n == SIZE_MAX)
        return NULL;
    char *q = ct_arena_alloc(a, n + 1);
    if (q) {
        if (n)
            memcpy(q, s, n);
        q[n] = 0;
    }
    return q;
}
