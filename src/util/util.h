/*
 * util.h — small pieces every stage uses: the allocator, arenas, growable byte buffers and the
 * diagnostic record that carries a status code plus a one-line message.
 */
#ifndef CT_UTIL_H
#define CT_UTIL_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include "cutile_rt.h"

typedef cuTileStatus ct_status;

#define CT_ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))

/* ---- allocator: the public hook, or malloc/realloc/free when NULL ---- */
void *ct_alloc(const cuTileAllocator *al, size_t size);
void *ct_realloc(const cuTileAllocator *al, void *p, size_t old_size, size_t new_size);
void ct_free(const cuTileAllocator *al, void *p, size_t size);

/* ---- arena: bump allocation in chunks, everything freed at once ----
 * Allocation failure returns NULL (never aborts); callers turn it into ERROR_OUT_OF_MEMORY. */
typedef struct ct_arena_chunk ct_arena_chunk;
typedef struct ct_arena {
    const cuTileAllocator *al;
    ct_arena_chunk *head;
    size_t used;     /* bytes used in head */
    size_t total;    /* bytes allocated from the system, all chunks */
} ct_arena;

void ct_arena_init(ct_arena *a, const cuTileAllocator *al);
void ct_arena_free(ct_arena *a);
void *ct_arena_alloc(ct_arena *a, size_t size);   /* 16-byte aligned, zeroed */
void *ct_arena_dup(ct_arena *a, const void *p, size_t size);
char *ct_arena_strndup(ct_arena *a, const char *s, size_t n); /* NUL-terminated copy */

/* ---- growable byte buffer (heap, not arena; the writer's and printer's output) ---- */
typedef struct ct_buf {
    const cuTileAllocator *al;
    uint8_t *data;
    size_t len, cap;
    int oom; /* sticky: set when a growth failed; later appends are dropped */
} ct_buf;

void ct_buf_init(ct_buf *b, const cuTileAllocator *al);
void ct_buf_free(ct_buf *b);
int ct_buf_reserve(ct_buf *b, size_t extra);     /* 0 on success, -1 (and oom) on failure */
void ct_buf_put(ct_buf *b, const void *p, size_t n);
void ct_buf_byte(ct_buf *b, uint8_t v);
void ct_buf_str(ct_buf *b, const char *s);
void ct_buf_printf(ct_buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void ct_buf_uvar(ct_buf *b, uint64_t v);          /* LEB128, minimal */
void ct_buf_svar(ct_buf *b, int64_t v);           /* zig-zag + LEB128 */
void ct_buf_le(ct_buf *b, uint64_t v, int nbytes); /* little-endian fixed width */
/* Hands the bytes to the caller (NUL-terminated; the NUL is not counted in *len). The buffer
 * is reset. Returns NULL on earlier or current allocation failure. */
uint8_t *ct_buf_take(ct_buf *b, size_t *len);

/* ---- diagnostics ----
 * A failing function fills a ct_diag and returns its status. Messages are one line. */
typedef struct ct_diag {
    ct_status status;
    char msg[512];
} ct_diag;

/* Sets d (if not already set: the first error wins) and returns status. */
ct_status ct_diag_set(ct_diag *d, ct_status status, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
ct_status ct_diag_vset(ct_diag *d, ct_status status, const char *fmt, va_list ap);
void ct_diag_clear(ct_diag *d);

/* Appends the whole file at `path` to b: a regular file of at most CT_MAX_INPUT_FILE_SIZE
 * bytes (checked by its size before reading) or a pipe or FIFO (read up to that many; a FIFO
 * without a writer reads as empty). ERROR_IO (cannot open or read it, another kind of file,
 * too large) or ERROR_OUT_OF_MEMORY; on failure b keeps what it had. */
#define CT_MAX_INPUT_FILE_SIZE (256u << 20) /* bytecode and text inputs: 256 MiB */
ct_status ct_read_file(const char *path, ct_buf *b, ct_diag *d);

/* ---- the process-wide log hook (log.c) ---- */
/* Installs the callback of cuTileSetLogCallback (NULL: none); thread-safe. */
void ct_log_set(cuTileLogCallback callback, void *user);
/* Formats a message (at most 1023 bytes) and hands it to the callback, if one is installed. */
void ct_log(cuTileLogLevel level, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* ---- small helpers ---- */
uint64_t ct_hash_bytes(const void *p, size_t n, uint64_t seed); /* FNV-1a-style mix, tables only */
static inline int ct_is_pow2_u64(uint64_t v) { return v && !(v & (v - 1)); }

#endif
