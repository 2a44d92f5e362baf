/* disk.c — the directory layers: opening and checking them, reading an entry file without
 * trusting it, writing one through a temporary file, and the per-key lock (FORMAT.md §4–§6). */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <xxhash.h>

#include "cache/cache_impl.h"

void ct_cache_entry_name(const ct_cache_key *key, char name[CT_CACHE_NAME_SIZE])
{
    ct_cache_key_hex(key, name);
    memcpy(name + 32, CT_CACHE_ENTRY_SUFFIX, sizeof CT_CACHE_ENTRY_SUFFIX);
}

/* ---- opening layers ---- */

/* Creates every missing component of path with mode 0700. */
static int make_dirs(char *path)
{
    for (char *p = path + 1; *p; p++) {
        if (*p != '/')
            continue;
        *p = 0;
        int r = mkdir(path, 0700);
        *p = '/';
        if (r && errno != EEXIST)
            return -1;
    }
    return mkdir(path, 0700) && errno != EEXIST ? -1 : 0;
}

/* Why a directory may not be used, or NULL. A directory that another user can write could be
 * made to hold entries we would load, so its owner must be us (or root) and nobody else may
 * write to it. */
static const char *dir_problem(int fd, char *why, size_t n)
{
    struct stat st;
    if (fstat(fd, &st))
        snprintf(why, n, "cannot stat it: %s", strerror(errno));
    else if (!S_ISDIR(st.st_mode))
        snprintf(why, n, "it is not a directory");
    else if (st.st_uid != geteuid() && st.st_uid != 0)
        snprintf(why, n, "it is owned by another user (uid %u)", (unsigned)st.st_uid);
    else if (st.st_mode & (S_IWGRP | S_IWOTH))
        snprintf(why, n, "it is writable by other users (mode %04o); run chmod go-w on it",
                 (unsigned)(st.st_mode & 07777));
    else
        return NULL;
    return why;
}

/* Whether the directory holds the library's tag (a regular file starting with its text). */
static int has_tag(int dir_fd)
{
    char buf[sizeof CT_CACHE_TAG_TEXT] = {0};
    int fd = openat(dir_fd, CT_CACHE_TAG_NAME, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    struct stat st;
    int ok = fd >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode) &&
             read(fd, buf, sizeof buf - 1) == (ssize_t)(sizeof buf - 1) &&
             memcmp(buf, CT_CACHE_TAG_TEXT, sizeof buf - 1) == 0;
    if (fd >= 0)
        close(fd);
    return ok;
}

/* Why the writable directory is not the cache's to write in, or NULL. It is when it holds the
 * tag, or nothing but what the cache makes (a new directory, or one an older version filled):
 * then the tag is added (best effort: a directory that cannot take it cannot take entries
 * either, which the first store reports). A directory holding anything else (/, a home, /tmp)
 * is never written: eviction and `cutile cache clear` would remove files in it. */
static const char *dedication_problem(int fd, char *why, size_t n)
{
    if (has_tag(fd))
        return NULL;
    int only = ct_cache_dir_holds_only_cache(fd);
    if (only < 0) {
        snprintf(why, n, "cannot read it: %s", strerror(errno));
        return why;
    }
    if (!only) {
        snprintf(why, n, "it holds files that are not the cache's and no %s; use a new or empty "
                         "directory", CT_CACHE_TAG_NAME);
        return why;
    }
    int tag = openat(fd, CT_CACHE_TAG_NAME, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
                     0600);
    if (tag >= 0 && write(tag, CT_CACHE_TAG_TEXT, sizeof CT_CACHE_TAG_TEXT - 1) !=
                        (ssize_t)(sizeof CT_CACHE_TAG_TEXT - 1))
        unlinkat(fd, CT_CACHE_TAG_NAME, 0); /* a partial tag would be another file */
    if (tag >= 0)
        close(tag);
    return NULL;
}

/* Adds a layer for path[0..n) unless it cannot be used; that is logged, not an error. */
static ct_status add_layer(ct_cache *c, const char *path, size_t n, int writable, ct_diag *d)
{
    char *p = ct_alloc(c->al, n + 1);
    if (!p)
        return ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "cache: out of memory");
    memcpy(p, path, n);
    p[n] = 0;
    char why[160];
    const char *problem = why;
    int fd = -1;
    if (p[0] != '/') /* a relative one would name another directory in each working directory */
        snprintf(why, sizeof why, "it is not an absolute path");
    else if (writable && make_dirs(p))
        snprintf(why, sizeof why, "cannot create it: %s", strerror(errno));
    else if ((fd = open(p, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) < 0)
        snprintf(why, sizeof why, "cannot open it: %s", strerror(errno));
    else if (!(problem = dir_problem(fd, why, sizeof why)) && writable)
        problem = dedication_problem(fd, why, sizeof why);
    if (problem) {
        ct_log(CUTILE_LOG_WARNING, "cache: %s directory %s not used: %s",
               writable ? "cache" : "read-only cache", p, problem);
        if (fd >= 0)
            close(fd);
        ct_free(c->al, p, n + 1);
        return CUTILE_SUCCESS;
    }
    c->layers[c->nlayers++] = (ct_cache_layer){.fd = fd, .writable = writable, .path = p};
    return CUTILE_SUCCESS;
}

ct_status ct_cache_disk_open(ct_cache *c, const ct_cache_config *cfg, ct_diag *d)
{
    if (cfg->disable)
        return CUTILE_SUCCESS;
    const char *rp = cfg->read_path ? cfg->read_path : "";
    size_t max = 1;
    for (const char *p = rp; *p; p++)
        max += *p == ':';
    if (rp[0])
        max++;
    if (!(c->layers = ct_alloc(c->al, max * sizeof *c->layers)))
        return ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "cache: out of memory");
    c->layers_cap = max;
    if (cfg->dir && cfg->dir[0] && add_layer(c, cfg->dir, strlen(cfg->dir), 1, d))
        return d->status;
    else if (!cfg->dir)
        ct_log(CUTILE_LOG_INFO, "cache: no writable cache directory (neither CUTILE_CACHE_DIR "
                                "nor HOME is set); new kernels are cached in memory only");
    for (const char *p = rp; *p;) {
        size_t n = strcspn(p, ":");
        if (n && add_layer(c, p, n, 0, d))
            return d->status;
        p += n + (p[n] == ':');
    }
    return CUTILE_SUCCESS;
}

void ct_cache_disk_close(ct_cache *c)
{
    for (size_t i = 0; i < c->nlayers; i++) {
        close(c->layers[i].fd);
        ct_free(c->al, c->layers[i].path, strlen(c->layers[i].path) + 1);
    }
    ct_free(c->al, c->layers, c->layers_cap * sizeof *c->layers);
}

/* ---- reading an entry ---- */

static int read_at(int fd, void *buf, size_t n, off_t off)
{
    uint8_t *p = buf;
    while (n) {
        ssize_t r = pread(fd, p, n, off);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            return -1;
        p += r;
        n -= (size_t)r;
        off += r;
    }
    return 0;
}

/* The checks a file passes before any byte of it is read. */
static ct_status check_file(int fd, struct stat *st, ct_diag *d)
{
    if (fstat(fd, st))
        return ct_diag_set(d, CUTILE_ERROR_CACHE, "cannot stat: %s", strerror(errno));
    if (!S_ISREG(st->st_mode))
        return ct_diag_set(d, CUTILE_ERROR_CACHE, "not a regular file");
    if ((st->st_uid != geteuid() && st->st_uid != 0) || (st->st_mode & (S_IWGRP | S_IWOTH)))
        return ct_diag_set(d, CUTILE_ERROR_CACHE, "owned or writable by another user");
    if ((uint64_t)st->st_size > CT_CACHE_MAX_ENTRY_SIZE)
        return ct_diag_set(d, CUTILE_ERROR_CACHE, "larger than any entry");
    return CUTILE_SUCCESS;
}

/* Header, then the metadata and its checks (its header, the compile path's check of its tail),
 * then the cubin, then the checksum: nothing is used before all of them hold, and a damaged
 * entry whose metadata does not decode is refused before its cubin, the bulk of the file, is
 * read. The decoders run on bytes the checksum has not covered yet; they trust no byte. */
static ct_status read_entry(ct_cache *c, int fd, const struct stat *st, const ct_cache_key *key,
                            ct_cache_entry **out, ct_diag *d)
{
    uint8_t hdr[CT_CACHE_HEADER_SIZE] = {0};
    ct_cache_header h;
    if ((uint64_t)st->st_size >= CT_CACHE_HEADER_SIZE && read_at(fd, hdr, sizeof hdr, 0))
        return ct_diag_set(d, CUTILE_ERROR_CACHE, "cannot read the header");
    if (ct_cache_header_decode(hdr, (uint64_t)st->st_size, key, &h, d))
        return d->status;
    uint8_t *meta, *cubin;
    ct_cache_entry *e = ct_cache_entry_alloc(c, key, h.meta_size, h.cubin_size, &meta, &cubin);
    if (!e)
        return ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "cache: out of memory");
    ct_status s = CUTILE_SUCCESS;
    if (read_at(fd, meta, h.meta_size, CT_CACHE_HEADER_SIZE))
        s = ct_diag_set(d, CUTILE_ERROR_CACHE, "short read");
    else if (!(s = ct_cache_meta_decode(meta, h.meta_size, &e->info, d)) && c->meta_check &&
             c->meta_check(c->meta_check_user, &e->info, d))
        s = CUTILE_ERROR_CACHE;
    else if (!s && read_at(fd, cubin, h.cubin_size, (off_t)(CT_CACHE_HEADER_SIZE + h.meta_size)))
        s = ct_diag_set(d, CUTILE_ERROR_CACHE, "short read");
    else if (!s && ct_cache_checksum(hdr, meta, h.meta_size, cubin, h.cubin_size) != h.checksum)
        s = ct_diag_set(d, CUTILE_ERROR_CACHE, "checksum mismatch");
    if (s) {
        ct_cache_entry_free(c, e);
        return s;
    }
    *out = e;
    return CUTILE_SUCCESS;
}

/* A directory that holds files, at an entry's name: not the cache's to remove, and no entry
 * can be renamed onto it. */
static void report_blocked(ct_cache *c, const ct_cache_layer *l, const char *name)
{
    ct_cache_report(c, CT_REPORT_BLOCKED, CUTILE_LOG_WARNING,
                    "cache: %s/%s is a directory, not an entry file; the kernel of that key is "
                    "compiled at every load until it is removed", l->path, name);
}

/* Removes a bad entry, unless the name now holds another file (a writer replaced it); a
 * directory only if it is empty (reported otherwise). */
static void remove_bad(ct_cache *c, const ct_cache_layer *l, const char *name,
                       const struct stat *seen, const char *why)
{
    struct stat now;
    if (fstatat(l->fd, name, &now, AT_SYMLINK_NOFOLLOW) ||
        !(seen ? now.st_ino == seen->st_ino && now.st_dev == seen->st_dev : S_ISLNK(now.st_mode)))
        return;
    if (unlinkat(l->fd, name, S_ISDIR(now.st_mode) ? AT_REMOVEDIR : 0) == 0)
        ct_cache_report(c, CT_REPORT_BAD, CUTILE_LOG_INFO,
                        "cache: removed bad entry %s/%s (%s); it will be rebuilt", l->path, name,
                        why);
    else if (S_ISDIR(now.st_mode))
        report_blocked(c, l, name);
}

ct_status ct_cache_disk_load(ct_cache *c, size_t layer, const ct_cache_key *key, int use,
                             ct_cache_entry **out, ct_diag *d)
{
    const ct_cache_layer *l = &c->layers[layer];
    char name[CT_CACHE_NAME_SIZE];
    ct_cache_entry_name(key, name);
    *out = NULL;
    /* O_NONBLOCK: a FIFO planted under an entry's name must not block the open. */
    int fd = openat(l->fd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0 && errno == ENOENT)
        return CUTILE_SUCCESS;
    if (fd < 0 && errno != ELOOP) {
        if (use)
            ct_cache_report(c, CT_REPORT_OPEN, CUTILE_LOG_WARNING, "cache: cannot open %s/%s: %s",
                            l->path, name, strerror(errno));
        return ct_diag_set(d, CUTILE_ERROR_CACHE, "cannot open: %s", strerror(errno));
    }
    struct stat st;
    ct_status s = fd < 0 ? ct_diag_set(d, CUTILE_ERROR_CACHE, "is a symbolic link")
                         : check_file(fd, &st, d);
    if (!s)
        s = read_entry(c, fd, &st, key, out, d);
    if (!s && use && l->writable)
        futimens(fd, NULL); /* records the use for LRU eviction; best effort */
    if (fd >= 0)
        close(fd);
    if (s == CUTILE_ERROR_CACHE && use && l->writable)
        remove_bad(c, l, name, fd < 0 ? NULL : &st, d->msg);
    else if (s == CUTILE_ERROR_CACHE && use)
        ct_cache_report(c, CT_REPORT_RO_BAD, CUTILE_LOG_WARNING,
                        "cache: ignoring bad entry %s/%s in a read-only directory: %s", l->path,
                        name, d->msg);
    return s;
}

/* ---- writing an entry ---- */

/* A full, read-only or unwritable directory: said once, then the cache carries on without
 * storing (the lock file and the entries fail alike, so they share the report). */
static void report_unwritable(ct_cache *c, const ct_cache_layer *l, int err)
{
    ct_cache_report(c, CT_REPORT_WRITE, CUTILE_LOG_WARNING,
                    "cache: cannot write to %s (%s); running without caching new kernels",
                    l->path, strerror(err));
}

static int write_all(ct_cache *c, int fd, const void *buf, size_t n)
{
    const uint8_t *p = buf;
    while (n) {
        ssize_t w = c->write_fn ? c->write_fn(c->write_user, fd, p, n) : write(fd, p, n);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return w < 0 ? errno : EIO;
        p += w;
        n -= (size_t)w;
    }
    return 0;
}

/* Creates ".tmp-<key>-<16 hex>" exclusively; the suffix mixes pid, a per-instance counter, the
 * clock and the instance address so two writers never pick the same name twice. */
static int create_temp(ct_cache *c, const ct_cache_layer *l, const ct_cache_key *key,
                       char name[80])
{
    char hex[33];
    ct_cache_key_hex(key, hex);
    for (int tries = 0; tries < 16; tries++) {
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        uint64_t mix[4] = {(uint64_t)getpid(), atomic_fetch_add(&c->seq, 1),
                           (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec,
                           (uint64_t)(uintptr_t)c};
        snprintf(name, 80, CT_CACHE_TEMP_PREFIX "%s-%016llx", hex,
                 (unsigned long long)XXH3_64bits(mix, sizeof mix));
        int fd = openat(l->fd, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
        if (fd >= 0 || errno != EEXIST)
            return fd;
    }
    return -1;
}

/* Writing past the process's file size limit (RLIMIT_FSIZE, `ulimit -f`) raises SIGXFSZ,
 * which by default ends the process: a store must fail with EFBIG instead. The signal is
 * blocked in this thread around the writes; one the writes raised is taken back out of the
 * thread's pending set (sigtimedwait) before the old mask returns, unless one was pending
 * already, which is left to its owner. */
typedef struct xfsz_guard {
    sigset_t old;
    int was_pending;
} xfsz_guard;

static void xfsz_block(xfsz_guard *g)
{
    sigset_t xfsz, pending;
    sigemptyset(&xfsz);
    sigaddset(&xfsz, SIGXFSZ);
    pthread_sigmask(SIG_BLOCK, &xfsz, &g->old);
    g->was_pending = sigpending(&pending) == 0 && sigismember(&pending, SIGXFSZ) == 1;
}

static void xfsz_restore(xfsz_guard *g)
{
    sigset_t xfsz, pending;
    sigemptyset(&xfsz);
    sigaddset(&xfsz, SIGXFSZ);
    if (!g->was_pending && sigpending(&pending) == 0 && sigismember(&pending, SIGXFSZ) == 1)
        sigtimedwait(&xfsz, NULL, &(struct timespec){0, 0});
    pthread_sigmask(SIG_SETMASK, &g->old, NULL);
}

void ct_cache_disk_write(ct_cache *c, const ct_cache_entry *e)
{
    if (!c->nlayers || !c->layers[0].writable)
        return;
    const ct_cache_layer *l = &c->layers[0];
    uint8_t hdr[CT_CACHE_HEADER_SIZE];
    ct_cache_header_encode(&e->key, e->meta, e->meta_size, e->cubin, e->cubin_size, hdr);
    char tmp[80], name[CT_CACHE_NAME_SIZE];
    ct_cache_entry_name(&e->key, name);
    int fd = create_temp(c, l, &e->key, tmp);
    int err = fd < 0 ? errno : 0;
    xfsz_guard g;
    xfsz_block(&g);
    if (!err && !(err = write_all(c, fd, hdr, sizeof hdr)) &&
        !(err = write_all(c, fd, e->meta, e->meta_size)))
        err = write_all(c, fd, e->cubin, e->cubin_size);
    xfsz_restore(&g);
    if (fd >= 0 && close(fd) && !err)
        err = errno;
    /* No fsync: an entry torn by a crash fails its checksum and is rebuilt (FORMAT.md §5). */
    if (!err && renameat(l->fd, tmp, l->fd, name))
        err = errno;
    if (err) {
        if (fd >= 0)
            unlinkat(l->fd, tmp, 0);
        if (err == EISDIR || err == ENOTEMPTY || err == EEXIST) /* rename onto a directory */
            report_blocked(c, l, name);
        else
            report_unwritable(c, l, err);
        return;
    }
    ct_diag d = {0};
    if (c->max_size && ct_cache_sweep_layer(c, c->max_size, CT_CACHE_TEMP_MAX_AGE_S, NULL, &d))
        ct_cache_report(c, CT_REPORT_EVICT, CUTILE_LOG_WARNING, "cache: eviction in %s failed: %s",
                        l->path, d.msg);
}

/* ---- the per-key lock ---- */

static int64_t mono_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* One byte of the ".lock" file per key (at the key's first 62 bits), locked with an
 * open-file-description lock: owned by this descriptor, so threads of one process exclude
 * each other too, and closing any other descriptor does not drop it. */
int ct_cache_disk_lock(ct_cache *c, const ct_cache_key *key)
{
    if (!c->nlayers || !c->layers[0].writable)
        return -1;
    const ct_cache_layer *l = &c->layers[0];
    int fd = openat(l->fd, CT_CACHE_LOCK_NAME, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0) {
        report_unwritable(c, l, errno);
        return -1;
    }
    uint64_t at = 0;
    for (int i = 0; i < 8; i++)
        at = at << 8 | key->bytes[i];
    struct flock fl = {.l_type = F_WRLCK, .l_whence = SEEK_SET, .l_start = (off_t)(at >> 2),
                       .l_len = 1};
    int64_t deadline = mono_ms() + c->lock_timeout_ms;
    long wait_ms = 1;
    for (;;) {
        if (fcntl(fd, F_OFD_SETLK, &fl) == 0)
            return fd;
        if (errno != EAGAIN && errno != EACCES && errno != EINTR) {
            ct_cache_report(c, CT_REPORT_LOCK, CUTILE_LOG_INFO,
                            "cache: cannot lock in %s (%s); concurrent misses compile twice",
                            l->path, strerror(errno));
            break;
        }
        int64_t left = deadline - mono_ms();
        if (left <= 0) {
            ct_cache_report(c, CT_REPORT_LOCK, CUTILE_LOG_INFO,
                            "cache: waited %u ms for another process compiling the same kernel; "
                            "compiling it here too", c->lock_timeout_ms);
            break;
        }
        long ms = wait_ms < left ? wait_ms : (long)left;
        nanosleep(&(struct timespec){.tv_sec = ms / 1000, .tv_nsec = ms % 1000 * 1000000}, NULL);
        wait_ms = wait_ms < 32 ? 2 * wait_ms : 50; /* 1, 2, 4 … 50 ms */
    }
    close(fd);
    return -1;
}
