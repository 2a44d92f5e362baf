/* cache_test.h — what the cache tests share: temporary directories, synthetic "compiles" whose
 * output is a known function of a seed, and a log catcher. Everything lives under mkdtemp
 * directories; the real ~/.cache is never touched. */
#ifndef CT_CACHE_TEST_H
#define CT_CACHE_TEST_H

#include <dirent.h>
#include <ftw.h>
#include <pthread.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cache/cache.h"
#include "test.h"

/* A fresh directory under $TMPDIR (or /tmp); the caller owns it. */
static inline void tmp_dir(char out[256])
{
    const char *base = getenv("TMPDIR");
    snprintf(out, 256, "%s/ct_cache_test_XXXXXX", base && *base ? base : "/tmp");
    if (!mkdtemp(out)) {
        perror("mkdtemp");
        exit(2);
    }
}

static inline int rm_one(const char *path, const struct stat *st, int flag, struct FTW *f)
{
    (void)st, (void)flag, (void)f;
    chmod(path, 0700); /* tests make directories read-only */
    return remove(path);
}

static inline void rm_tree(const char *dir)
{
    chmod(dir, 0700);
    nftw(dir, rm_one, 16, FTW_DEPTH | FTW_PHYS);
}

/* ---- synthetic compiles ---- */

typedef struct synth {
    uint32_t seed;     /* everything produced is a function of the seed */
    size_t cubin_size;
    int sleep_ms;      /* pretend the compile takes this long */
    int fail;          /* return ERROR_COMPILE */
    int calls;
} synth;

static inline uint8_t synth_byte(uint32_t seed, size_t i)
{
    return (uint8_t)(seed * 131u + i * 7u + (i >> 8));
}

static inline void synth_kernel_name(uint32_t seed, char name[32])
{
    snprintf(name, 32, "kernel_%u", seed);
}

static inline ct_status synth_compile(void *user, ct_buf *meta, ct_buf *cubin, ct_diag *d)
{
    synth *s = user;
    s->calls++;
    if (s->sleep_ms)
        nanosleep(&(struct timespec){s->sleep_ms / 1000, s->sleep_ms % 1000 * 1000000L}, NULL);
    if (s->fail)
        return ct_diag_set(d, CUTILE_ERROR_COMPILE, "synthetic compile failure %u", s->seed);
    char name[32], tail[16];
    synth_kernel_name(s->seed, name);
    snprintf(tail, sizeof tail, "tail-%u", s->seed);
    const char *names[] = {name, "helper"};
    ct_cache_meta_in in = {"sm_90a", names, 2, 0, 0, tail, strlen(tail)};
    if (ct_cache_meta_encode(&in, meta, d))
        return d->status;
    for (size_t i = 0; i < s->cubin_size; i++)
        ct_buf_byte(cubin, synth_byte(s->seed, i));
    return CUTILE_SUCCESS;
}

static inline ct_cache_key synth_key(uint32_t seed)
{
    uint8_t bc[64];
    for (size_t i = 0; i < sizeof bc; i++)
        bc[i] = synth_byte(seed, i);
    ct_cache_key_parts p = {"test", "12.8", "sm_90a", "opts", 4, bc, sizeof bc};
    ct_cache_key k;
    if (ct_cache_key_compute(&p, &k, NULL))
        exit(2);
    return k;
}

/* 1 if e is exactly what synth_compile makes for (seed, size). */
static inline int synth_valid(const ct_cache_entry *e, uint32_t seed, size_t size)
{
    char name[32], tail[16];
    synth_kernel_name(seed, name);
    snprintf(tail, sizeof tail, "tail-%u", seed);
    ct_cache_key k = synth_key(seed);
    if (!e || memcmp(e->key.bytes, k.bytes, 16) || e->cubin_size != size ||
        ((uintptr_t)e->cubin & 15) || e->info.kernel_count != 2 ||
        strcmp(e->info.target, "sm_90a") || strcmp(e->info.first_kernel, name) ||
        strcmp(ct_cache_meta_next_kernel(&e->info, e->info.first_kernel), "helper") ||
        e->info.tail_size != strlen(tail) || memcmp(e->info.tail, tail, strlen(tail)))
        return 0;
    for (size_t i = 0; i < size; i++)
        if (e->cubin[i] != synth_byte(seed, i))
            return 0;
    return 1;
}

/* ---- opening caches ---- */

static inline ct_cache *open_cache_cfg(const ct_cache_config *cfg)
{
    ct_cache *c = NULL;
    ct_diag d = {0};
    if (ct_cache_open(cfg, &c, &d)) {
        fprintf(stderr, "ct_cache_open: %s\n", d.msg);
        exit(2);
    }
    return c;
}

static inline ct_cache *open_cache(const char *dir, const char *read_path, uint64_t max_size)
{
    ct_cache_config cfg = {.dir = dir, .read_path = read_path, .max_size = max_size};
    return open_cache_cfg(&cfg);
}

/* ct_cache_get with a synthetic compile; returns where the entry came from (MISS on error). */
static inline ct_cache_source get_synth(ct_cache *c, synth *s, const ct_cache_entry **e)
{
    ct_cache_key k = synth_key(s->seed);
    ct_cache_source from = CT_CACHE_MISS;
    ct_diag d = {0};
    const ct_cache_entry *tmp;
    if (ct_cache_get(c, &k, synth_compile, s, e ? e : &tmp, &from, &d))
        return CT_CACHE_MISS;
    return from;
}

/* ---- files ---- */

static inline void entry_path(const char *dir, uint32_t seed, char out[512])
{
    char hex[33];
    ct_cache_key k = synth_key(seed);
    ct_cache_key_hex(&k, hex);
    snprintf(out, 512, "%s/%s.entry", dir, hex);
}

/* Number of names in dir starting with prefix ("" for all but . and ..). */
static inline int count_files(const char *dir, const char *prefix)
{
    DIR *d = opendir(dir);
    int n = 0;
    if (!d)
        return -1;
    for (struct dirent *de; (de = readdir(d));)
        if (strcmp(de->d_name, ".") && strcmp(de->d_name, "..") &&
            strncmp(de->d_name, prefix, strlen(prefix)) == 0)
            n++;
    closedir(d);
    return n;
}

/* ---- the log ---- */

typedef struct log_catch {
    pthread_mutex_t mu;
    int count;
    char all[8192];
} log_catch;

__attribute__((unused)) static log_catch the_log = {PTHREAD_MUTEX_INITIALIZER, 0, {0}};

static inline void log_cb(void *user, cuTileLogLevel level, const char *msg)
{
    log_catch *l = user;
    (void)level;
    pthread_mutex_lock(&l->mu);
    l->count++;
    size_t n = strlen(l->all);
    snprintf(l->all + n, sizeof l->all - n, "%s\n", msg);
    pthread_mutex_unlock(&l->mu);
}

static inline void log_start(void)
{
    the_log.count = 0;
    the_log.all[0] = 0;
    cuTileSetLogCallback(log_cb, &the_log);
}

#endif
