/* cache.c — a cache instance: the in-process table and the lookup order
 * memory → writable directory → read-only directories → compile (+ lock) → store. */
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cache/cache_impl.h"

void ct_cache_report(ct_cache *c, unsigned what, cuTileLogLevel level, const char *fmt, ...)
{
    if (atomic_fetch_or(&c->reported, what) & what)
        return;
    char msg[768];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    ct_log(level, "%s", msg);
}

/* ---- entries ---- */

#define ALIGN16(n) (((n) + 15) & ~(size_t)15)

ct_cache_entry *ct_cache_entry_alloc(ct_cache *c, const ct_cache_key *key, size_t meta_size,
                                     size_t cubin_size, uint8_t **meta, uint8_t **cubin)
{
    if (meta_size > SIZE_MAX / 4 || cubin_size > SIZE_MAX / 4)
        return NULL;
    size_t meta_off = ALIGN16(sizeof(ct_cache_entry));
    size_t cubin_off = ALIGN16(meta_off + meta_size);
    size_t total = cubin_off + cubin_size;
    ct_cache_entry *e = ct_alloc(c->al, total);
    if (!e)
        return NULL;
    memset(e, 0, sizeof *e);
    e->key = *key;
    *meta = (uint8_t *)e + meta_off;
    *cubin = (uint8_t *)e + cubin_off;
    e->meta = *meta;
    e->meta_size = meta_size;
    e->cubin = *cubin;
    e->cubin_size = cubin_size;
    e->alloc_size = total;
    return e;
}

void ct_cache_entry_free(ct_cache *c, ct_cache_entry *e)
{
    if (e)
        ct_free(c->al, e, e->alloc_size);
}

/* ---- the in-process table ---- */

static size_t slot_of(const ct_cache_key *key, size_t cap)
{
    uint64_t h;
    memcpy(&h, key->bytes, sizeof h); /* the key is a hash already */
    return (size_t)h & (cap - 1);
}

/* Caller holds the lock. */
static ct_cache_entry *table_find(const ct_cache *c, const ct_cache_key *key)
{
    if (!c->table_cap)
        return NULL;
    for (size_t i = slot_of(key, c->table_cap);; i = (i + 1) & (c->table_cap - 1)) {
        ct_cache_entry *e = c->table[i];
        if (!e || memcmp(e->key.bytes, key->bytes, 16) == 0)
            return e;
    }
}

static void table_put(ct_cache_entry **table, size_t cap, ct_cache_entry *e)
{
    size_t i = slot_of(&e->key, cap);
    while (table[i])
        i = (i + 1) & (cap - 1);
    table[i] = e;
}

/* Caller holds the write lock. Keeps the load at most one half. */
static int table_grow(ct_cache *c)
{
    if (2 * (c->table_len + 1) <= c->table_cap)
        return 0;
    size_t cap = c->table_cap ? 2 * c->table_cap : 64;
    ct_cache_entry **t = ct_alloc(c->al, cap * sizeof *t);
    if (!t)
        return -1;
    memset(t, 0, cap * sizeof *t);
    for (size_t i = 0; i < c->table_cap; i++)
        if (c->table[i])
            table_put(t, cap, c->table[i]);
    ct_free(c->al, c->table, c->table_cap * sizeof *c->table);
    c->table = t;
    c->table_cap = cap;
    return 0;
}

static const ct_cache_entry *mem_find(ct_cache *c, const ct_cache_key *key)
{
    pthread_rwlock_rdlock(&c->rw);
    const ct_cache_entry *e = table_find(c, key);
    pthread_rwlock_unlock(&c->rw);
    return e;
}

/* Inserts e, or frees it when another thread got there first; *out is the table's entry. */
static ct_status mem_insert(ct_cache *c, ct_cache_entry *e, const ct_cache_entry **out,
                            ct_diag *d)
{
    ct_status s = CUTILE_SUCCESS;
    pthread_rwlock_wrlock(&c->rw);
    ct_cache_entry *old = table_find(c, &e->key);
    if (old) {
        ct_cache_entry_free(c, e);
        e = old;
    } else if (table_grow(c)) {
        ct_cache_entry_free(c, e);
        e = NULL;
        s = ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "cache: out of memory");
    } else {
        table_put(c->table, c->table_cap, e);
        c->table_len++;
    }
    pthread_rwlock_unlock(&c->rw);
    if (out)
        *out = e;
    return s;
}

/* ---- open / close ---- */

ct_status ct_cache_open(const ct_cache_config *cfg, ct_cache **out, ct_diag *d)
{
    if (!cfg || !out)
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT, "cache: config or out is NULL");
    ct_cache *c = ct_alloc(cfg->al, sizeof *c);
    if (!c)
        return ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "cache: out of memory");
    memset(c, 0, sizeof *c);
    c->al = cfg->al;
    c->max_size = cfg->max_size;
    c->lock_timeout_ms = cfg->lock_timeout_ms ? cfg->lock_timeout_ms : CT_CACHE_LOCK_TIMEOUT_MS;
    c->write_fn = cfg->write_fn;
    c->write_user = cfg->write_user;
    c->meta_check = cfg->meta_check;
    c->meta_check_user = cfg->meta_check_user;
    atomic_init(&c->reported, 0);
    atomic_init(&c->seq, 0);
    if (pthread_rwlock_init(&c->rw, NULL)) {
        ct_free(c->al, c, sizeof *c);
        return ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "cache: cannot create a lock");
    }
    if (ct_cache_disk_open(c, cfg, d)) {
        ct_cache_close(c);
        return d->status;
    }
    *out = c;
    return CUTILE_SUCCESS;
}

void ct_cache_close(ct_cache *c)
{
    if (!c)
        return;
    ct_cache_disk_close(c);
    for (size_t i = 0; i < c->table_cap; i++)
        ct_cache_entry_free(c, c->table[i]);
    ct_free(c->al, c->table, c->table_cap * sizeof *c->table);
    pthread_rwlock_destroy(&c->rw);
    ct_free(c->al, c, sizeof *c);
}

/* ---- lookup, store, get ---- */

ct_status ct_cache_lookup(ct_cache *c, const ct_cache_key *key, const ct_cache_entry **entry,
                          ct_cache_source *from, ct_diag *d)
{
    ct_cache_source src = CT_CACHE_MEMORY;
    *entry = mem_find(c, key);
    for (size_t i = 0; !*entry && i < c->nlayers; i++) {
        ct_diag ld = {0};
        ct_cache_entry *e = NULL;
        /* A bad entry is a miss here (the loader has removed or reported it). */
        if (ct_cache_disk_load(c, i, key, 1, &e, &ld) == CUTILE_ERROR_OUT_OF_MEMORY)
            return ct_diag_set(d, ld.status, "%s", ld.msg);
        if (e) {
            src = c->layers[i].writable ? CT_CACHE_DISK : CT_CACHE_DISK_READONLY;
            if (mem_insert(c, e, entry, d))
                return d->status;
        }
    }
    if (from)
        *from = *entry ? src : CT_CACHE_MISS;
    return CUTILE_SUCCESS;
}

ct_status ct_cache_store(ct_cache *c, const ct_cache_key *key, const void *meta, size_t meta_size,
                         const void *cubin, size_t cubin_size, const ct_cache_entry **entry,
                         ct_diag *d)
{
    ct_cache_meta info;
    ct_diag md = {0};
    if (!meta || (!cubin && cubin_size) || ct_cache_meta_decode(meta, meta_size, &info, &md))
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT, "cache store: bad metadata blob: %s",
                           md.msg[0] ? md.msg : "NULL");
    uint8_t *m, *b;
    ct_cache_entry *e = ct_cache_entry_alloc(c, key, meta_size, cubin_size, &m, &b);
    if (!e)
        return ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "cache store: out of memory");
    memcpy(m, meta, meta_size);
    if (cubin_size)
        memcpy(b, cubin, cubin_size);
    ct_cache_meta_decode(m, meta_size, &e->info, NULL); /* checked above */
    uint64_t file_size = (uint64_t)CT_CACHE_HEADER_SIZE + meta_size + cubin_size;
    if (file_size <= CT_CACHE_MAX_ENTRY_SIZE)
        ct_cache_disk_write(c, e);
    else /* no reader would take the file; the module still loads from memory */
        ct_cache_report(c, CT_REPORT_LARGE, CUTILE_LOG_INFO,
                        "cache: a module of %llu bytes is larger than an entry may be (%llu); "
                        "kept in memory only", (unsigned long long)file_size,
                        (unsigned long long)CT_CACHE_MAX_ENTRY_SIZE);
    return mem_insert(c, e, entry, d);
}

static uint64_t mono_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000u + (uint64_t)ts.tv_nsec / 1000u;
}

/* Runs the callback and stores what it made, with its duration as the compile time. */
static ct_status compile_and_store(ct_cache *c, const ct_cache_key *key,
                                   ct_cache_compile_fn compile, void *user,
                                   const ct_cache_entry **entry, ct_diag *d)
{
    ct_buf meta, cubin;
    ct_buf_init(&meta, c->al);
    ct_buf_init(&cubin, c->al);
    uint64_t t0 = mono_us();
    ct_status s = compile(user, &meta, &cubin, d);
    if (!s && (meta.oom || cubin.oom))
        s = ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory while compiling");
    if (!s) {
        ct_cache_meta_fill_compile_us(meta.data, meta.len, mono_us() - t0);
        s = ct_cache_store(c, key, meta.data, meta.len, cubin.data, cubin.len, entry, d);
    }
    ct_buf_free(&meta);
    ct_buf_free(&cubin);
    return s;
}

ct_status ct_cache_get(ct_cache *c, const ct_cache_key *key, ct_cache_compile_fn compile,
                       void *user, const ct_cache_entry **entry, ct_cache_source *from,
                       ct_diag *d)
{
    ct_cache_source src = CT_CACHE_MISS;
    ct_status s = compile ? ct_cache_lookup(c, key, entry, &src, d)
                          : ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT, "cache: no compiler");
    if (!s && !*entry) {
        /* Another process may be compiling this key: wait for its lock, then look again. */
        int lock = ct_cache_disk_lock(c, key);
        if (lock >= 0)
            s = ct_cache_lookup(c, key, entry, &src, d);
        if (!s && !*entry) {
            s = compile_and_store(c, key, compile, user, entry, d);
            src = CT_CACHE_COMPILED;
        }
        if (lock >= 0)
            close(lock); /* releases the lock, after the entry is in place */
    }
    if (s) {
        *entry = NULL;
        src = CT_CACHE_MISS;
    }
    if (from)
        *from = src;
    return s;
}
