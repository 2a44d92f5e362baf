/*
 * bench_cache — JIT-cache latency (architecture §10.6): key computation, disk hit in a fresh
 * process, in-process hit, and the store on a miss. Medians of many runs, as a table.
 *
 *   bench_cache [--dir DIR] [--runs N]
 *
 * DIR (default: a new directory under $TMPDIR or /tmp, removed afterwards) is where the entries
 * go, so the disk numbers can be taken on the file system that matters. The compile itself is
 * not measured here (bench/load.c measures it, with real modules): the synthetic "compile"
 * makes a 64 kB cubin of known bytes.
 *
 * The fresh-process number is taken in a process started by exec (nothing warmed up but the
 * page cache): from the key computation to an entry in hand, which is the cache's part of the
 * time from cuTileLoadModule to a launchable kernel (cuModuleLoadData comes on top on a GPU).
 */
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "cache/cache.h"
#include "clock.h"

#define CUBIN (64 * 1024)
#define SMALL_BC (5 * 1024)
#define LARGE_BC (1024 * 1024)

static void row(const char *what, double us, int runs)
{
    printf("| %-52s | %10.2f | %6d |\n", what, us, runs);
}

/* Bytecode-like bytes: what matters to the key is only their number. */
static uint8_t *fake_bytecode(size_t n, uint32_t seed)
{
    uint8_t *p = malloc(n);
    for (size_t i = 0; p && i < n; i++)
        p[i] = (uint8_t)(i * 40503u >> 3);
    if (p)
        memcpy(p, &seed, sizeof seed); /* one module per seed */
    return p;
}

static ct_cache_key key_of(const uint8_t *bc, size_t n)
{
    ct_cache_key_parts parts = {"0.1.0", "12.8", "sm_90a", "O3", 2, bc, n};
    ct_cache_key k;
    if (ct_cache_key_compute(&parts, &k, NULL))
        exit(2);
    return k;
}

static ct_status fake_compile(void *user, ct_buf *meta, ct_buf *cubin, ct_diag *d)
{
    (void)user;
    const char *names[] = {"moe_gather_gemm"};
    ct_cache_meta_in in = {"sm_90a", names, 1, 0, 0, "launch-metadata", 15};
    if (ct_cache_meta_encode(&in, meta, d))
        return d->status;
    if (ct_buf_reserve(cubin, CUBIN) == 0) {
        memset(cubin->data, 0xc3, CUBIN);
        cubin->len = CUBIN;
    }
    return CUTILE_SUCCESS;
}

static ct_cache *open_dir(const char *dir)
{
    ct_cache_config cfg = {.dir = dir};
    ct_cache *c = NULL;
    ct_diag d = {0};
    if (ct_cache_open(&cfg, &c, &d)) {
        fprintf(stderr, "bench_cache: %s\n", d.msg);
        exit(2);
    }
    return c;
}

/* key + get; the source must be `want`. */
static uint64_t timed_get(ct_cache *c, const uint8_t *bc, size_t n, ct_cache_source want)
{
    const ct_cache_entry *e = NULL;
    ct_cache_source from;
    ct_diag d = {0};
    uint64_t t0 = now_ns();
    ct_cache_key k = key_of(bc, n);
    ct_cache_get(c, &k, fake_compile, NULL, &e, &from, &d);
    uint64_t t = now_ns() - t0;
    if (!e || from != want) {
        fprintf(stderr, "bench_cache: expected source %d, got %d (%s)\n", (int)want, (int)from,
                d.msg);
        exit(2);
    }
    return t;
}

/* The exec'd child: opens the cache (reported apart: context creation does it once), then one
 * timed disk hit. Prints "open_ns hit_ns". */
static int child_main(const char *dir, uint32_t seed)
{
    uint8_t *bc = fake_bytecode(SMALL_BC, seed);
    uint64_t t0 = now_ns();
    ct_cache *c = open_dir(dir);
    uint64_t open_ns = now_ns() - t0;
    uint64_t hit_ns = timed_get(c, bc, SMALL_BC, CT_CACHE_DISK);
    printf("%llu %llu\n", (unsigned long long)open_ns, (unsigned long long)hit_ns);
    ct_cache_close(c);
    free(bc);
    return 0;
}

static int rm_one(const char *p, const struct stat *st, int flag, struct FTW *f)
{
    (void)st, (void)flag, (void)f;
    return remove(p);
}

static void bench_keys(int runs)
{
    uint64_t *ns = calloc((size_t)runs, sizeof *ns);
    static const size_t sizes[] = {SMALL_BC, LARGE_BC};
    for (int s = 0; s < 2; s++) {
        uint8_t *bc = fake_bytecode(sizes[s], 1);
        for (int i = 0; i < runs; i++) {
            uint64_t t0 = now_ns();
            ct_cache_key k = key_of(bc, sizes[s]);
            ns[i] = now_ns() - t0;
            if (k.bytes[0] == 0 && k.bytes[1] == 0 && k.bytes[2] == 0 && k.bytes[3] == 0)
                fputc(' ', stderr); /* keeps the call from being optimized away */
        }
        row(s == 0 ? "key, 5 kB bytecode" : "key, 1 MB bytecode", median_us(ns, runs), runs);
        free(bc);
    }
    free(ns);
}

/* Stores (the miss path without the compile), then warm and in-process hits. */
static void bench_in_process(const char *dir, int runs)
{
    uint64_t *ns = calloc((size_t)runs, sizeof *ns);
    uint8_t **bcs = calloc((size_t)runs, sizeof *bcs);
    ct_cache *c = open_dir(dir);
    for (int i = 0; i < runs; i++) {
        bcs[i] = fake_bytecode(SMALL_BC, 1000u + (uint32_t)i);
        ns[i] = timed_get(c, bcs[i], SMALL_BC, CT_CACHE_COMPILED);
    }
    row("miss: key + lock + store 64 kB (compile excluded)", median_us(ns, runs), runs);
    for (int i = 0; i < runs; i++)
        ns[i] = timed_get(c, bcs[i % 16], SMALL_BC, CT_CACHE_MEMORY);
    row("in-process hit: key (5 kB) + memory table", median_us(ns, runs), runs);
    for (int i = 0; i < runs; i++) {
        ct_cache_key k = key_of(bcs[i % 16], SMALL_BC);
        const ct_cache_entry *e;
        ct_cache_source from;
        uint64_t t0 = now_ns();
        ct_cache_lookup(c, &k, &e, &from, NULL);
        ns[i] = now_ns() - t0;
    }
    row("in-process hit: memory table only (key known)", median_us(ns, runs), runs);
    ct_cache_close(c);
    /* A new instance in a warm process: every get reads a file. */
    c = open_dir(dir);
    for (int i = 0; i < runs; i++)
        ns[i] = timed_get(c, bcs[i], SMALL_BC, CT_CACHE_DISK);
    row("disk hit, warm process: key + read + check 64 kB", median_us(ns, runs), runs);
    ct_cache_close(c);
    for (int i = 0; i < runs; i++)
        free(bcs[i]);
    free(bcs);
    free(ns);
}

/* Each run: a process started by exec that finds its entry on disk. */
static void bench_fresh_process(const char *self, const char *dir, int runs)
{
    uint64_t *open_ns = calloc((size_t)runs, sizeof *open_ns);
    uint64_t *hit_ns = calloc((size_t)runs, sizeof *hit_ns);
    for (int i = 0; i < runs; i++) {
        int fds[2];
        char seed[16];
        snprintf(seed, sizeof seed, "%d", 1000 + i);
        if (pipe(fds))
            exit(2);
        pid_t pid = fork();
        if (pid == 0) {
            dup2(fds[1], 1);
            execl(self, self, "--child", dir, seed, (char *)NULL);
            _exit(127);
        }
        close(fds[1]);
        char buf[64] = {0};
        ssize_t n = read(fds[0], buf, sizeof buf - 1);
        close(fds[0]);
        int status = 0;
        waitpid(pid, &status, 0);
        unsigned long long o = 0, h = 0;
        if (n <= 0 || !WIFEXITED(status) || WEXITSTATUS(status) ||
            sscanf(buf, "%llu %llu", &o, &h) != 2) {
            fprintf(stderr, "bench_cache: child failed\n");
            exit(2);
        }
        open_ns[i] = o;
        hit_ns[i] = h;
    }
    row("fresh process: open cache (once per context)", median_us(open_ns, runs), runs);
    row("fresh process: disk hit, key (5 kB) + read 64 kB", median_us(hit_ns, runs), runs);
    free(open_ns);
    free(hit_ns);
}

int main(int argc, char **argv)
{
    if (argc == 4 && strcmp(argv[1], "--child") == 0)
        return child_main(argv[2], (uint32_t)atoi(argv[3]));
    const char *dir = NULL;
    int runs = 501;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--dir") == 0)
            dir = argv[i + 1];
        else if (strcmp(argv[i], "--runs") == 0)
            runs = atoi(argv[i + 1]);
    }
    if (runs < 16)
        runs = 16;
    char tmp[256];
    if (!dir) {
        const char *base = getenv("TMPDIR");
        snprintf(tmp, sizeof tmp, "%s/bench_cache_XXXXXX", base && *base ? base : "/tmp");
        if (!mkdtemp(tmp))
            return 2;
    }
    char self[4096];
    ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
    if (n <= 0)
        return 2;
    self[n] = 0;
    printf("| %-52s | %10s | %6s |\n", "cache operation", "median µs", "runs");
    printf("|%s|%s|%s|\n", "------------------------------------------------------",
           "-----------:", "-------:");
    bench_keys(runs);
    bench_in_process(dir ? dir : tmp, runs);
    bench_fresh_process(self, dir ? dir : tmp, runs < 201 ? runs : 201);
    printf("(cold compiles, loads through the cache and launches: bench_load)\n");
    if (!dir)
        nftw(tmp, rm_one, 16, FTW_DEPTH | FTW_PHYS);
    return 0;
}
