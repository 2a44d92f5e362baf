/* The cache across processes: an entry written by one process is used by the next (a fresh
 * exec'd process), misses of one key wait for the process compiling it (or give up after the
 * timeout), and 16 processes load shared and private keys at once, mixed with pruning and
 * eviction, with every result checked. */
#include <errno.h>
#include <signal.h>
#include <stdatomic.h>
#include <sys/mman.h>
#include <sys/wait.h>

#include "cache/cache_impl.h" /* ct_cache_disk_lock: to hold a key's lock from a test process */
#include "cache_test.h"

#define CUBIN 4096

static int64_t now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static void sleep_ms(int ms)
{
    nanosleep(&(struct timespec){ms / 1000, ms % 1000 * 1000000L}, NULL);
}

static int wait_ok(pid_t pid)
{
    int status = 0;
    return waitpid(pid, &status, 0) == pid && WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

/* ---- one process writes, the next one reads ---- */

/* Run as `test_cache_procs --hit DIR` in a fresh process: the entry must come from the disk,
 * without compiling. */
static int hit_main(const char *dir)
{
    ct_cache *c = open_cache(dir, NULL, 0);
    synth s = {1, CUBIN};
    const ct_cache_entry *e = NULL;
    ct_cache_source from = get_synth(c, &s, &e);
    int ok = from == CT_CACHE_DISK && s.calls == 0 && synth_valid(e, 1, CUBIN);
    ct_cache_close(c);
    if (!ok)
        fprintf(stderr, "fresh process: from %d, %d compiles\n", (int)from, s.calls);
    return ok ? 0 : 1;
}

static void test_next_process(const char *self)
{
    char root[256];
    tmp_dir(root);
    pid_t pid = fork();
    if (pid == 0) {
        ct_cache *c = open_cache(root, NULL, 0);
        synth s = {1, CUBIN};
        int ok = get_synth(c, &s, NULL) == CT_CACHE_COMPILED;
        ct_cache_close(c);
        _exit(ok ? 0 : 1);
    }
    CHECK(wait_ok(pid));
    pid = fork();
    if (pid == 0) {
        execl(self, self, "--hit", root, (char *)NULL);
        _exit(127);
    }
    CHECK(wait_ok(pid));
    rm_tree(root);
}

/* ---- the per-key lock ---- */

/* A child takes seed's lock, tells the parent, holds it for hold_ms, then stores the entry (or
 * not) and exits. */
static pid_t hold_lock(const char *dir, uint32_t seed, int hold_ms, int store)
{
    int fds[2];
    if (pipe(fds))
        exit(2);
    pid_t pid = fork();
    if (pid == 0) {
        close(fds[0]);
        ct_cache *c = open_cache(dir, NULL, 0);
        ct_cache_key k = synth_key(seed);
        int lock = ct_cache_disk_lock(c, &k);
        if (lock < 0 || write(fds[1], "L", 1) != 1)
            _exit(1);
        sleep_ms(hold_ms);
        if (store) {
            ct_buf meta, cubin;
            ct_buf_init(&meta, NULL);
            ct_buf_init(&cubin, NULL);
            synth s = {seed, CUBIN};
            ct_diag d = {0};
            if (synth_compile(&s, &meta, &cubin, &d) ||
                ct_cache_store(c, &k, meta.data, meta.len, cubin.data, cubin.len, NULL, &d))
                _exit(1);
            ct_buf_free(&meta);
            ct_buf_free(&cubin);
        }
        _exit(0); /* the lock goes with the process (it is never released explicitly) */
    }
    close(fds[1]);
    char b;
    CHECK(read(fds[0], &b, 1) == 1);
    close(fds[0]);
    return pid;
}

static void test_lock(void)
{
    char root[256];
    tmp_dir(root);
    /* The other process compiles and stores: we wait and use its entry. */
    pid_t pid = hold_lock(root, 5, 300, 1);
    ct_cache *c = open_cache(root, NULL, 0);
    synth s = {5, CUBIN};
    const ct_cache_entry *e = NULL;
    int64_t t0 = now_ms();
    CHECK_EQ_INT(get_synth(c, &s, &e), CT_CACHE_DISK);
    CHECK(now_ms() - t0 >= 200);
    CHECK_EQ_INT(s.calls, 0);
    CHECK(synth_valid(e, 5, CUBIN));
    ct_cache_close(c);
    CHECK(wait_ok(pid));

    /* The other process hangs: after the timeout we compile ourselves. */
    pid = hold_lock(root, 6, 3000, 0);
    ct_cache_config cfg = {.dir = root, .lock_timeout_ms = 200};
    log_start();
    c = open_cache_cfg(&cfg);
    synth s6 = {6, CUBIN};
    t0 = now_ms();
    CHECK_EQ_INT(get_synth(c, &s6, &e), CT_CACHE_COMPILED);
    int64_t waited = now_ms() - t0;
    CHECK(waited >= 190 && waited < 2500);
    CHECK(synth_valid(e, 6, CUBIN));
    CHECK_CONTAINS(the_log.all, "waited 200 ms");
    ct_cache_close(c);
    cuTileSetLogCallback(NULL, NULL);
    kill(pid, SIGKILL);
    waitpid(pid, NULL, 0);

    /* A process that died holding the lock does not hold up anyone. */
    pid = hold_lock(root, 7, 0, 0);
    CHECK(wait_ok(pid));
    c = open_cache(root, NULL, 0);
    synth s7 = {7, CUBIN};
    t0 = now_ms();
    CHECK_EQ_INT(get_synth(c, &s7, NULL), CT_CACHE_COMPILED);
    CHECK(now_ms() - t0 < 150);
    ct_cache_close(c);
    rm_tree(root);
}

/* ---- 16 processes at once ---- */

#define PROCS 16
#define SHARED_SEED 100
#define OWN_SEED 200
#define POOL_SEED 300
#define POOL 12
#define ROUNDS 48

typedef struct shared {
    atomic_int ready;
    atomic_int shared_compiles;
    atomic_int own_compiles[PROCS];
    atomic_int bad[PROCS];
    atomic_int disk_hits, prunes;
} shared;

static size_t pool_size(uint32_t seed) { return 1000 * (seed - POOL_SEED + 1); }

static void barrier(atomic_int *count, int n)
{
    atomic_fetch_add(count, 1);
    while (atomic_load(count) < n)
        sleep_ms(1);
}

static void check_get(ct_cache *c, shared *sh, int id, uint32_t seed, size_t size, int sleep,
                      atomic_int *compiles)
{
    synth s = {seed, size, sleep};
    const ct_cache_entry *e = NULL;
    ct_cache_source from = get_synth(c, &s, &e);
    if (from == CT_CACHE_MISS || !synth_valid(e, seed, size))
        atomic_fetch_add(&sh->bad[id], 1);
    if (from == CT_CACHE_DISK)
        atomic_fetch_add(&sh->disk_hits, 1);
    if (compiles)
        atomic_fetch_add(compiles, s.calls);
}

static void child(const char *dir, shared *sh, int id, uint64_t entry_size)
{
    ct_cache *c = open_cache(dir, NULL, 0);
    barrier(&sh->ready, PROCS);
    check_get(c, sh, id, SHARED_SEED, CUBIN, 50, &sh->shared_compiles);
    check_get(c, sh, id, OWN_SEED + (uint32_t)id, CUBIN, 0, &sh->own_compiles[id]);
    /* No eviction until every process has the shared key. Then some children evict after
     * every store, some prune as they go. */
    barrier(&sh->ready, 2 * PROCS);
    uint64_t cap = id % 4 == 2 ? 6 * entry_size : 0;
    ct_cache_close(c);
    c = open_cache(dir, NULL, cap);
    uint32_t r = 12345u + (uint32_t)id * 7919u;
    for (int i = 0; i < ROUNDS; i++) {
        r = r * 1103515245u + 12345u;
        uint32_t seed = POOL_SEED + (r >> 16) % POOL;
        check_get(c, sh, id, seed, pool_size(seed), 0, NULL);
        ct_diag d = {0};
        if (id % 4 == 0 && i % 6 == 5 && !ct_cache_prune(c, 4 * entry_size, NULL, &d))
            atomic_fetch_add(&sh->prunes, 1);
        if (id % 4 == 1 && i % 6 == 5 && !ct_cache_prune(c, 0, NULL, &d))
            atomic_fetch_add(&sh->prunes, 1);
        if (i % 8 == 7) { /* a new instance: the next loads go to the disk again */
            ct_cache_close(c);
            c = open_cache(dir, NULL, cap);
        }
    }
    ct_cache_close(c);
    _exit(0);
}

static void count_bad(void *user, const ct_cache_item *it)
{
    (*(int *)user) += it->entry == NULL;
}

static void test_sixteen(void)
{
    char root[256];
    tmp_dir(root);
    shared *sh = mmap(NULL, sizeof *sh, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    CHECK(sh != MAP_FAILED);
    memset(sh, 0, sizeof *sh);
    /* The size of one entry file with a 12 kB cubin, measured on a scratch directory. */
    char scratch[256], path[512];
    tmp_dir(scratch);
    ct_cache *c = open_cache(scratch, NULL, 0);
    synth s = {POOL_SEED + POOL - 1, pool_size(POOL_SEED + POOL - 1)};
    get_synth(c, &s, NULL);
    ct_cache_close(c);
    entry_path(scratch, s.seed, path);
    struct stat st;
    CHECK(stat(path, &st) == 0);
    rm_tree(scratch);

    pid_t pids[PROCS];
    for (int i = 0; i < PROCS; i++)
        if ((pids[i] = fork()) == 0)
            child(root, sh, i, (uint64_t)st.st_size);
    for (int i = 0; i < PROCS; i++)
        CHECK(wait_ok(pids[i]));
    for (int i = 0; i < PROCS; i++) {
        CHECK_EQ_INT(atomic_load(&sh->bad[i]), 0);
        CHECK_EQ_INT(atomic_load(&sh->own_compiles[i]), 1);
    }
    /* Sixteen misses on one key at once: one compile, fifteen waits. */
    CHECK_EQ_INT(atomic_load(&sh->shared_compiles), 1);
    CHECK(atomic_load(&sh->prunes) > 0);
    CHECK(atomic_load(&sh->disk_hits) > PROCS);
    CHECK_EQ_INT(count_files(root, ".tmp-"), 0);
    c = open_cache(root, NULL, 0);
    int bad = 0;
    ct_diag d = {0};
    CHECK_EQ_INT(ct_cache_scan(c, 0, count_bad, &bad, &d), CUTILE_SUCCESS);
    CHECK_EQ_INT(bad, 0);
    ct_cache_close(c);
    printf("16 processes: %d disk hits, %d prunes\n", atomic_load(&sh->disk_hits),
           atomic_load(&sh->prunes));
    munmap(sh, sizeof *sh);
    rm_tree(root);
}

int main(int argc, char **argv)
{
    if (argc == 3 && strcmp(argv[1], "--hit") == 0)
        return hit_main(argv[2]);
    test_next_process("/proc/self/exe");
    test_lock();
    test_sixteen();
    TEST_MAIN_END();
}
