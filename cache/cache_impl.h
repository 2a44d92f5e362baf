/* cache_impl.h — what the files of cache/ share: the instance, its layers and the disk calls.
 * Not for use outside cache/. */
#ifndef CT_CACHE_IMPL_H
#define CT_CACHE_IMPL_H

#include <pthread.h>
#include <stdatomic.h>

#include "cache/cache.h"

typedef struct ct_cache_layer {
    int fd;       /* the directory, opened once; every entry is reached relative to it */
    int writable; /* only layer 0 can be */
    char *path;
} ct_cache_layer;

struct ct_cache {
    const cuTileAllocator *al;
    ct_cache_layer *layers;
    size_t nlayers, layers_cap;
    uint64_t max_size;
    uint32_t lock_timeout_ms;
    ct_cache_write_fn write_fn;
    void *write_user;
    ct_cache_meta_check_fn meta_check;
    void *meta_check_user;
    atomic_uint reported;     /* CT_REPORT_* bits already logged by this instance */
    atomic_uint_fast64_t seq; /* makes temporary file names unique */
    pthread_rwlock_t rw;      /* guards the table */
    ct_cache_entry **table;   /* open addressing on the key's first 8 bytes */
    size_t table_cap, table_len;
};

/* Conditions reported once per instance (the rest of the time they are silent). */
enum {
    CT_REPORT_WRITE = 1u << 0,  /* an entry could not be written */
    CT_REPORT_BAD = 1u << 1,    /* a bad entry in the writable layer was removed */
    CT_REPORT_RO_BAD = 1u << 2, /* a bad entry in a read-only layer */
    CT_REPORT_OPEN = 1u << 3,   /* an entry could not be opened (other than absent) */
    CT_REPORT_LOCK = 1u << 4,   /* locking failed or timed out */
    CT_REPORT_EVICT = 1u << 5,  /* eviction after a store failed */
    CT_REPORT_LARGE = 1u << 6,  /* a module too large for an entry file */
    CT_REPORT_BLOCKED = 1u << 7 /* a directory at an entry's name */
};
void ct_cache_report(ct_cache *c, unsigned what, cuTileLogLevel level, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* "<32 hex>.entry" */
#define CT_CACHE_ENTRY_SUFFIX ".entry"
#define CT_CACHE_NAME_SIZE (32 + sizeof CT_CACHE_ENTRY_SUFFIX)
#define CT_CACHE_TEMP_PREFIX ".tmp-"
#define CT_CACHE_LOCK_NAME ".lock"
/* The mark of a directory dedicated to the cache (FORMAT.md §7), in the Cache Directory
 * Tagging format (backup tools skip such directories). */
#define CT_CACHE_TAG_NAME "CACHEDIR.TAG"
#define CT_CACHE_TAG_TEXT                                                                      \
    "Signature: 8a477f597d28d172789f06886806bc55\n"                                             \
    "# This directory is libcutile_rt's kernel cache; it writes only into directories that\n"   \
    "# hold this file (see its cache/FORMAT.md).\n"
/* 0 when name is "<32 lowercase hex>.entry" (exactly what ct_cache_entry_name makes), with the
 * key; -1 otherwise. */
int ct_cache_entry_name_key(const char *name, ct_cache_key *key);
/* 1 if the directory at dir_fd holds nothing but names the cache makes (entries, temporary
 * files, the lock, the tag), 0 if it holds anything else, -1 (errno) if it cannot be read. */
int ct_cache_dir_holds_only_cache(int dir_fd);
void ct_cache_entry_name(const ct_cache_key *key, char name[CT_CACHE_NAME_SIZE]);

/* Entries: one allocation holding the struct, the metadata and the 16-byte aligned cubin. */
ct_cache_entry *ct_cache_entry_alloc(ct_cache *c, const ct_cache_key *key, size_t meta_size,
                                     size_t cubin_size, uint8_t **meta, uint8_t **cubin);
void ct_cache_entry_free(ct_cache *c, ct_cache_entry *e);

/* format.c: sets the compile time in an encoded metadata blob that left it 0. */
void ct_cache_meta_fill_compile_us(uint8_t *meta, size_t n, uint64_t us);

/* disk.c */
ct_status ct_cache_disk_open(ct_cache *c, const ct_cache_config *cfg, ct_diag *d);
void ct_cache_disk_close(ct_cache *c);
/* Reads and checks one entry file. SUCCESS with *out NULL: absent. ERROR_CACHE: present but bad
 * (when `use`, it is removed from the writable layer and the read is recorded as a use on
 * success). ERROR_OUT_OF_MEMORY. */
ct_status ct_cache_disk_load(ct_cache *c, size_t layer, const ct_cache_key *key, int use,
                             ct_cache_entry **out, ct_diag *d);
/* Writes an entry to the writable layer, then evicts down to max_size. Failures are logged. */
void ct_cache_disk_write(ct_cache *c, const ct_cache_entry *e);
/* Takes the key's lock in the writable layer, waiting up to the timeout: a descriptor to close
 * to release it, or -1 (no writable layer, timeout, locks unsupported). */
int ct_cache_disk_lock(ct_cache *c, const ct_cache_key *key);

/* maint.c: evict least recently used entries until keep_bytes remain; remove temporary files
 * at least temp_age_s old. */
ct_status ct_cache_sweep_layer(ct_cache *c, uint64_t keep_bytes, int64_t temp_age_s,
                               ct_cache_sweep *out, ct_diag *d);

#endif
