/*
 * cache.h — the content-addressed kernel store (architecture §7).
 *
 * The cache knows bytes and keys, not IR: the compile path hands it the parts of a key and, on a
 * miss, a callback that produces two blobs (metadata and cubin). Layers, looked up in order:
 *
 *   1. the in-process table of a ct_cache instance (one instance per cuTileContext, i.e. per
 *      CUDA context),
 *   2. the writable directory (CUTILE_CACHE_DIR, by default
 *      ${XDG_CACHE_HOME:-$HOME/.cache}/cutile_rt),
 *   3. read-only directories (CUTILE_CACHE_PATH=dir1:dir2), in the order given,
 *   4. the compile callback, whose result is stored in 2 (if any) and 1.
 *
 * Disk problems never fail a lookup: a bad entry is a miss (removed from the writable layer), and
 * an unusable or full directory makes the disk layer a no-op, reported once per instance through
 * ct_log. The byte layout of entries, the key derivation, LRU bookkeeping and locking are
 * documented in cache/FORMAT.md.
 *
 * Thread safety: every function taking a ct_cache may be called from several threads at once,
 * except ct_cache_close.
 */
#ifndef CT_CACHE_H
#define CT_CACHE_H

#include <stdint.h>
#include <sys/types.h>

#include "util/util.h"

#define CT_CACHE_FORMAT_VERSION 1u  /* entry file layout; part of every key */
#define CT_CACHE_HEADER_SIZE 56u    /* fixed entry header, FORMAT.md §2 */
#define CT_CACHE_META_VERSION 1u    /* metadata header the cache understands, FORMAT.md §3 */
#define CT_CACHE_MAX_ENTRY_SIZE (256ull << 20) /* larger files are not entries (FORMAT.md §2);
                                                 larger modules stay in memory only */
#define CT_CACHE_LOCK_TIMEOUT_MS 30000u      /* default wait for another process's compile */
#define CT_CACHE_TEMP_MAX_AGE_S 3600         /* prune removes older ".tmp-" files */
#define CT_CACHE_TEMP_CLEAR_AGE_S 60         /* clear removes older ones (FORMAT.md §4) */

/* ---- keys ---- */

typedef struct ct_cache_key {
    uint8_t bytes[16]; /* XXH3-128 in canonical (big-endian) order */
} ct_cache_key;

/* What a compile depends on. The cache adds its own format version in front. Every string must
 * be non-NULL ("" where there is nothing); `options` is the compile path's canonical encoding of
 * every option and knob that changes code. */
typedef struct ct_cache_key_parts {
    const char *library_version; /* e.g. "0.1.0"; add a build id where code may change */
    const char *jitlink_version; /* nvJitLink's version, e.g. "12.8" */
    const char *target;          /* "sm_90a" … */
    const void *options;
    size_t options_size;
    const void *bytecode;
    size_t bytecode_size;
} ct_cache_key_parts;

/* Hashes the length-prefixed list (FORMAT.md §1). ERROR_INVALID_ARGUMENT for a NULL string or
 * a NULL pointer with a non-zero size; ERROR_OUT_OF_MEMORY if the hash state cannot be made. */
ct_status ct_cache_key_compute(const ct_cache_key_parts *parts, ct_cache_key *key, ct_diag *d);

/* 32 lowercase hex digits + NUL. */
void ct_cache_key_hex(const ct_cache_key *key, char hex[33]);
/* Parses exactly 32 hex digits (either case) from s[0..n); 0 on success, -1 otherwise. */
int ct_cache_key_parse_hex(const char *s, size_t n, ct_cache_key *key);

/* ---- the metadata header the cache understands (the rest of the blob is opaque) ---- */

typedef struct ct_cache_meta_in {
    const char *target;              /* 1…64 bytes of [A-Za-z0-9_.-] */
    const char *const *kernel_names; /* kernel_count names, 1…65535 bytes, no control bytes */
    size_t kernel_count;             /* ≤ 65535 */
    uint64_t compile_us;             /* 0: ct_cache_get fills in the time the callback took */
    uint64_t created_us;             /* µs since the Unix epoch; 0: now */
    const void *tail;                /* the compile path's own metadata, opaque here */
    size_t tail_size;
} ct_cache_meta_in;

/* A decoded metadata blob. Pointers point into the blob; strings are NUL-terminated there. */
typedef struct ct_cache_meta {
    uint64_t created_us;
    uint64_t compile_us;
    const char *target;
    uint32_t kernel_count;
    const char *first_kernel; /* NULL when kernel_count is 0; see ct_cache_meta_next_kernel */
    const uint8_t *tail;
    size_t tail_size;
} ct_cache_meta;

/* Appends the encoded blob to `out`. ERROR_INVALID_ARGUMENT names the bad field;
 * ERROR_OUT_OF_MEMORY if `out` failed to grow. */
ct_status ct_cache_meta_encode(const ct_cache_meta_in *in, ct_buf *out, ct_diag *d);
/* Checks and decodes a blob. ERROR_CACHE with the offset and the rule broken. */
ct_status ct_cache_meta_decode(const uint8_t *p, size_t n, ct_cache_meta *m, ct_diag *d);
/* The kernel name after `prev` (a name returned by this function or m->first_kernel); NULL after
 * the last. Only valid on a blob ct_cache_meta_decode accepted. */
const char *ct_cache_meta_next_kernel(const ct_cache_meta *m, const char *prev);

/* ---- the entry header ---- */

typedef struct ct_cache_header {
    ct_cache_key key;
    uint64_t meta_size;
    uint64_t cubin_size;
    uint64_t checksum;
} ct_cache_header;

/* Fills the 56 header bytes for an entry, checksum included. */
void ct_cache_header_encode(const ct_cache_key *key, const void *meta, size_t meta_size,
                            const void *cubin, size_t cubin_size,
                            uint8_t out[CT_CACHE_HEADER_SIZE]);
/* Checks magic, version, flags, the key echo against `expect` and the sizes against the size of
 * the file; the checksum is checked by ct_cache_checksum once the payload is read.
 * ERROR_CACHE with the field at fault. */
ct_status ct_cache_header_decode(const uint8_t in[CT_CACHE_HEADER_SIZE], uint64_t file_size,
                                 const ct_cache_key *expect, ct_cache_header *h, ct_diag *d);
/* XXH3-64 of header bytes 0…47, chained through the seed over the metadata, then the cubin
 * (FORMAT.md §2). */
uint64_t ct_cache_checksum(const uint8_t header[CT_CACHE_HEADER_SIZE], const void *meta,
                           size_t meta_size, const void *cubin, size_t cubin_size);

/* ---- configuration ---- */

/* Environment lookup; NULL in ct_cache_config_from_env means secure_getenv. */
typedef const char *(*ct_cache_getenv_fn)(void *user, const char *name);
/* write(2) replacement for entry files, used only by tests to inject ENOSPC, EROFS, … */
typedef ssize_t (*ct_cache_write_fn)(void *user, int fd, const void *buf, size_t n);
/* The compile path's check of the part of a metadata blob the cache does not understand (the
 * tail, FORMAT.md §3.1), run on every entry read from disk once the cache's own checks passed.
 * A non-zero status (with a message in d) makes the entry bad: a miss, removed from the
 * writable layer and rebuilt. */
typedef ct_status (*ct_cache_meta_check_fn)(void *user, const ct_cache_meta *m, ct_diag *d);

typedef struct ct_cache_config {
    const cuTileAllocator *al;     /* NULL: malloc/free */
    const char *dir;               /* writable layer; NULL: none */
    const char *read_path;         /* "dir1:dir2" read-only layers; NULL or "": none */
    int disable;                   /* 1: memory only (CUTILE_CACHE_DISABLE) */
    uint64_t max_size;             /* cap on the writable layer in bytes; 0: none */
    uint32_t lock_timeout_ms;      /* 0: CT_CACHE_LOCK_TIMEOUT_MS */
    ct_cache_write_fn write_fn;    /* NULL: write(2) */
    void *write_user;
    ct_cache_meta_check_fn meta_check; /* NULL: no check beyond the cache's own */
    void *meta_check_user;
    char *owned_dir;               /* set by ct_cache_config_from_env; see ct_cache_config_free */
} ct_cache_config;

/* Merges context options (may be NULL; fields beyond opts->struct_size are ignored) with the
 * environment they defer to: CUTILE_CACHE_DIR, CUTILE_CACHE_PATH, CUTILE_CACHE_DISABLE,
 * CUTILE_CACHE_MAX_SIZE, and XDG_CACHE_HOME / HOME for the default directory. An empty variable
 * counts as unset. A malformed value is ERROR_BAD_ENVIRONMENT naming the variable. Strings in
 * *cfg point into opts, the environment, or cfg->owned_dir: open the cache before they change. */
ct_status ct_cache_config_from_env(const cuTileContextOptions *opts, ct_cache_getenv_fn env,
                                   void *env_user, ct_cache_config *cfg, ct_diag *d);
void ct_cache_config_free(ct_cache_config *cfg);

/* "123", "512K", "512M", "2G", "1T" (binary multiples, either case). -1 if malformed or
 * over 2^64-1. */
int ct_cache_parse_size(const char *s, uint64_t *out);

/* ---- the cache ---- */

typedef struct ct_cache ct_cache;

typedef enum ct_cache_source {
    CT_CACHE_MISS = 0,
    CT_CACHE_MEMORY,        /* in-process table */
    CT_CACHE_DISK,          /* writable directory */
    CT_CACHE_DISK_READONLY, /* one of the read-only directories */
    CT_CACHE_COMPILED       /* the compile callback ran */
} ct_cache_source;

/* One cache entry. Owned by the cache; valid until ct_cache_close. */
typedef struct ct_cache_entry {
    ct_cache_key key;
    const uint8_t *meta;
    size_t meta_size;
    const uint8_t *cubin; /* 16-byte aligned (if the allocator aligns to 16, as malloc does) */
    size_t cubin_size;
    ct_cache_meta info;   /* decoded from meta */
    size_t alloc_size;    /* internal: size of the allocation holding all of the above */
} ct_cache_entry;

/* Opens the layers the config names. Directories that cannot be used are dropped with one log
 * message (the cache still works without them); only ERROR_OUT_OF_MEMORY and
 * ERROR_INVALID_ARGUMENT (cfg or out NULL) fail. */
ct_status ct_cache_open(const ct_cache_config *cfg, ct_cache **out, ct_diag *d);
void ct_cache_close(ct_cache *c); /* NULL: no-op */

/* Memory, then disk. On a miss *entry is NULL and *from CT_CACHE_MISS (from may be NULL).
 * Errors: only ERROR_OUT_OF_MEMORY. */
ct_status ct_cache_lookup(ct_cache *c, const ct_cache_key *key, const ct_cache_entry **entry,
                          ct_cache_source *from, ct_diag *d);

/* Stores an entry in the writable layer (if any; failures are logged, not returned) and the
 * in-process table. *entry (may be NULL) receives the table's entry, which is an earlier one if
 * another thread stored the key first. Errors: ERROR_INVALID_ARGUMENT (meta not decodable),
 * ERROR_OUT_OF_MEMORY. */
ct_status ct_cache_store(ct_cache *c, const ct_cache_key *key, const void *meta, size_t meta_size,
                         const void *cubin, size_t cubin_size, const ct_cache_entry **entry,
                         ct_diag *d);

/* Produces the blobs for a key on a miss: appends the metadata blob (ct_cache_meta_encode) to
 * `meta` and the cubin to `cubin`. Returns its status; d carries the message. */
typedef ct_status (*ct_cache_compile_fn)(void *user, ct_buf *meta, ct_buf *cubin, ct_diag *d);

/* The whole path: lookup; on a miss take the key's lock in the writable directory (waiting up to
 * the lock timeout while another process compiles it), look again, else call `compile`, store,
 * release. If the lock cannot be had, compiles anyway. A compile failure is returned as is and
 * nothing is stored. */
ct_status ct_cache_get(ct_cache *c, const ct_cache_key *key, ct_cache_compile_fn compile,
                       void *user, const ct_cache_entry **entry, ct_cache_source *from,
                       ct_diag *d);

/* ---- inspection and maintenance (the `cutile cache` commands) ---- */

/* Layers: index 0 is the writable directory if there is one, then the read-only ones. */
size_t ct_cache_layer_count(const ct_cache *c);
const char *ct_cache_layer_path(const ct_cache *c, size_t layer);
int ct_cache_layer_writable(const ct_cache *c, size_t layer);

/* What a scan reports per entry file. `entry` is NULL when the file failed its checks; then
 * `problem` says why. Both are valid during the callback only. */
typedef struct ct_cache_item {
    ct_cache_key key;
    uint64_t size;         /* bytes on disk */
    int64_t last_used_ns;  /* file mtime: creation or the last disk hit */
    const ct_cache_entry *entry;
    const char *problem;
} ct_cache_item;

typedef void (*ct_cache_scan_fn)(void *user, const ct_cache_item *item);

/* Calls fn for every entry file of a layer, least recently used first; reads and checks each
 * fully without recording a use. Returns ERROR_CACHE if the directory cannot be read,
 * ERROR_OUT_OF_MEMORY. */
ct_status ct_cache_scan(ct_cache *c, size_t layer, ct_cache_scan_fn fn, void *user, ct_diag *d);

typedef struct ct_cache_sweep {
    uint64_t entries, bytes;                 /* entry files (left) and their bytes */
    uint64_t removed_entries, removed_bytes; /* evicted */
    uint64_t temp_files;                     /* ".tmp-" files left */
    uint64_t removed_temp_files;
} ct_cache_sweep;

/* Counts a layer's entries and bytes without reading them. */
ct_status ct_cache_stats(ct_cache *c, size_t layer, ct_cache_sweep *out, ct_diag *d);
/* Evicts least recently used entries of the writable layer until at most max_size bytes remain
 * (0: no cap), and removes temporary files older than CT_CACHE_TEMP_MAX_AGE_S.
 * ERROR_CACHE if there is no writable layer or it cannot be read. */
ct_status ct_cache_prune(ct_cache *c, uint64_t max_size, ct_cache_sweep *out, ct_diag *d);
/* Removes every entry of the writable layer and its temporary files older than
 * CT_CACHE_TEMP_CLEAR_AGE_S (younger ones belong to writers still running). */
ct_status ct_cache_clear(ct_cache *c, ct_cache_sweep *out, ct_diag *d);

#endif
