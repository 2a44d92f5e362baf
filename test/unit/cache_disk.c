/* The cache's disk layers within one process: round trip, every kind of damaged entry,
 * unsafe and unwritable directories, read-only layers, a full disk (injected write failures),
 * LRU eviction and pruning, and threads sharing one instance. */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdatomic.h>
#include <sys/resource.h>
#include <sys/wait.h>

#include "cache_test.h"

#define CUBIN 4096

static off_t file_size(const char *path)
{
    struct stat st;
    return lstat(path, &st) ? -1 : st.st_size;
}

static int exists(const char *path)
{
    struct stat st;
    return lstat(path, &st) == 0;
}

static void set_mtime(const char *path, time_t sec)
{
    struct timespec t[2] = {{sec, 0}, {sec, 0}};
    if (utimensat(AT_FDCWD, path, t, AT_SYMLINK_NOFOLLOW))
        perror("utimensat");
}

/* Stores seed with a fresh instance on dir; the entry's size on disk. */
static off_t populate(const char *dir, uint32_t seed, size_t cubin)
{
    ct_cache *c = open_cache(dir, NULL, 0);
    synth s = {seed, cubin};
    CHECK_EQ_INT(get_synth(c, &s, NULL), CT_CACHE_COMPILED);
    ct_cache_close(c);
    char path[512];
    entry_path(dir, seed, path);
    return file_size(path);
}

static void test_round_trip(void)
{
    char root[256], dir[320], path[512];
    tmp_dir(root);
    snprintf(dir, sizeof dir, "%s/a/b/cache", root);
    ct_cache *c = open_cache(dir, NULL, 0);
    struct stat st;
    CHECK(stat(dir, &st) == 0 && (st.st_mode & 07777) == 0700);
    snprintf(path, sizeof path, "%s/a", root);
    CHECK(stat(path, &st) == 0 && (st.st_mode & 07777) == 0700);
    CHECK_EQ_INT(ct_cache_layer_count(c), 1);
    CHECK(ct_cache_layer_writable(c, 0));
    CHECK(strcmp(ct_cache_layer_path(c, 0), dir) == 0);

    synth s = {1, CUBIN, 3};
    const ct_cache_entry *e1 = NULL, *e2 = NULL;
    CHECK_EQ_INT(get_synth(c, &s, &e1), CT_CACHE_COMPILED);
    CHECK_EQ_INT(s.calls, 1);
    CHECK(synth_valid(e1, 1, CUBIN));
    CHECK(e1 && e1->info.compile_us >= 3000); /* filled in by ct_cache_get */
    entry_path(dir, 1, path);
    CHECK(lstat(path, &st) == 0 && S_ISREG(st.st_mode) && (st.st_mode & 0777) == 0600);
    CHECK(e1 && st.st_size == (off_t)(CT_CACHE_HEADER_SIZE + e1->meta_size + CUBIN));
    CHECK_EQ_INT(get_synth(c, &s, &e2), CT_CACHE_MEMORY);
    CHECK(e1 == e2);
    CHECK_EQ_INT(s.calls, 1);
    uint64_t compile_us = e1 ? e1->info.compile_us : 0;
    ct_cache_close(c);

    /* A new instance (a new process would look the same) reads it back. */
    c = open_cache(dir, NULL, 0);
    CHECK_EQ_INT(get_synth(c, &s, &e1), CT_CACHE_DISK);
    CHECK_EQ_INT(s.calls, 1);
    CHECK(synth_valid(e1, 1, CUBIN));
    CHECK(e1 && e1->info.compile_us == compile_us);
    ct_cache_key k2 = synth_key(2);
    ct_cache_source from = CT_CACHE_DISK;
    ct_diag d = {0};
    CHECK_EQ_INT(ct_cache_lookup(c, &k2, &e1, &from, &d), CUTILE_SUCCESS);
    CHECK(e1 == NULL && from == CT_CACHE_MISS);
    ct_cache_close(c);
    CHECK_EQ_INT(count_files(dir, ".tmp-"), 0);
    rm_tree(root);
}

/* ---- damaged entries ---- */

typedef enum damage {
    TRUNC_EMPTY, TRUNC_IN_HEADER, TRUNC_IN_META, TRUNC_LAST_BYTE, EXTRA_BYTE,
    FLIP_MAGIC, FLIP_VERSION, FLIP_FLAGS, FLIP_KEY, FLIP_META_SIZE, FLIP_CUBIN_SIZE,
    FLIP_CHECKSUM, FLIP_META_TARGET, FLIP_META_NAME, FLIP_META_TAIL, FLIP_CUBIN_FIRST,
    FLIP_CUBIN_LAST, WRONG_KEY, SYMLINK_TO_ENTRY, SYMLINK_TO_FILE, FIFO, MODE_0666,
    DAMAGE_COUNT
} damage;

static const char *const damage_names[] = {
    "empty file", "cut in header", "cut in metadata", "last byte cut", "one byte appended",
    "magic bit", "version bit", "flags bit", "key bit", "metadata size bit", "cubin size bit",
    "checksum bit", "metadata target bit", "metadata kernel name bit", "metadata tail bit",
    "first cubin bit", "last cubin bit", "another key's entry", "symlink to a valid entry",
    "symlink to another file", "FIFO", "mode 0666"};

static void flip(const char *path, off_t at)
{
    int fd = open(path, O_RDWR);
    uint8_t b = 0;
    if (fd < 0 || pread(fd, &b, 1, at) != 1)
        perror("flip");
    b ^= 0x10;
    if (fd < 0 || pwrite(fd, &b, 1, at) != 1)
        perror("flip");
    close(fd);
}

/* The metadata of a synth entry: 24 fixed bytes, target "sm_90a" (2+6+1), the names. */
#define META_OFF CT_CACHE_HEADER_SIZE

static void apply(damage how, const char *root, const char *dir, const char *path)
{
    off_t size = file_size(path);
    char other[512];
    switch (how) {
    case TRUNC_EMPTY: CHECK(truncate(path, 0) == 0); break;
    case TRUNC_IN_HEADER: CHECK(truncate(path, 30) == 0); break;
    case TRUNC_IN_META: CHECK(truncate(path, META_OFF + 20) == 0); break;
    case TRUNC_LAST_BYTE: CHECK(truncate(path, size - 1) == 0); break;
    case EXTRA_BYTE: CHECK(truncate(path, size + 1) == 0); break;
    case FLIP_MAGIC: flip(path, 1); break;
    case FLIP_VERSION: flip(path, 8); break;
    case FLIP_FLAGS: flip(path, 14); break;
    case FLIP_KEY: flip(path, 27); break;
    case FLIP_META_SIZE: flip(path, 32); break;
    case FLIP_CUBIN_SIZE: flip(path, 41); break;
    case FLIP_CHECKSUM: flip(path, 53); break;
    case FLIP_META_TARGET: flip(path, META_OFF + 27); break;
    case FLIP_META_NAME: flip(path, META_OFF + 35); break;
    case FLIP_META_TAIL: flip(path, size - CUBIN - 1); break;
    case FLIP_CUBIN_FIRST: flip(path, size - CUBIN); break;
    case FLIP_CUBIN_LAST: flip(path, size - 1); break;
    case WRONG_KEY:
        populate(dir, 99, CUBIN);
        entry_path(dir, 99, other);
        CHECK(rename(other, path) == 0);
        break;
    case SYMLINK_TO_ENTRY: /* a valid entry for this very key, elsewhere: still not followed */
        snprintf(other, sizeof other, "%s/elsewhere.entry", root);
        CHECK(rename(path, other) == 0);
        CHECK(symlink(other, path) == 0);
        break;
    case SYMLINK_TO_FILE:
        snprintf(other, sizeof other, "%s/victim", root);
        CHECK(unlink(path) == 0 && symlink(other, path) == 0);
        break;
    case FIFO: CHECK(unlink(path) == 0 && mkfifo(path, 0600) == 0); break;
    case MODE_0666: CHECK(chmod(path, 0666) == 0); break;
    case DAMAGE_COUNT: break;
    }
}

/* The damaged entry is a miss, is removed by the lookup, and is rebuilt by the next get. */
static void test_damage(damage how)
{
    char root[256], dir[320], path[512], victim[512];
    tmp_dir(root);
    snprintf(dir, sizeof dir, "%s/c", root);
    snprintf(victim, sizeof victim, "%s/victim", root);
    FILE *f = fopen(victim, "w");
    fputs("not an entry", f);
    fclose(f);
    entry_path(dir, 1, path);
    populate(dir, 1, CUBIN);
    int failures_before = ct_test_failures;
    apply(how, root, dir, path);

    log_start();
    ct_cache *c = open_cache(dir, NULL, 0);
    ct_cache_key k = synth_key(1);
    const ct_cache_entry *e = NULL;
    ct_cache_source from = CT_CACHE_DISK;
    ct_diag d = {0};
    CHECK_EQ_INT(ct_cache_lookup(c, &k, &e, &from, &d), CUTILE_SUCCESS);
    CHECK(e == NULL && from == CT_CACHE_MISS);
    CHECK(!exists(path));
    CHECK_CONTAINS(the_log.all, "removed bad entry");
    synth s = {1, CUBIN};
    CHECK_EQ_INT(get_synth(c, &s, &e), CT_CACHE_COMPILED);
    CHECK(synth_valid(e, 1, CUBIN));
    ct_cache_close(c);

    c = open_cache(dir, NULL, 0);
    synth again = {1, CUBIN};
    CHECK_EQ_INT(get_synth(c, &again, &e), CT_CACHE_DISK);
    CHECK_EQ_INT(again.calls, 0);
    CHECK(synth_valid(e, 1, CUBIN));
    ct_cache_close(c);

    /* What a planted link pointed at is untouched. */
    size_t vn = 0;
    unsigned char *v = test_read_file(victim, &vn);
    CHECK(v && vn == 12 && memcmp(v, "not an entry", 12) == 0);
    free(v);
    if (how == SYMLINK_TO_ENTRY) {
        char other[512];
        snprintf(other, sizeof other, "%s/elsewhere.entry", root);
        CHECK(exists(other));
    }
    CHECK_EQ_INT(count_files(dir, ".tmp-"), 0);
    if (ct_test_failures != failures_before)
        fprintf(stderr, "  (damage: %s)\n", damage_names[how]);
    cuTileSetLogCallback(NULL, NULL);
    rm_tree(root);
}

/* A directory under an entry's name: removed when empty, like any bad entry, so the key is
 * cached again; one holding files is not the cache's to remove, and says so (not "cannot
 * write", which meant the whole directory) while loads still work. */
static void test_directory_at_entry(void)
{
    char root[256], path[512], inner[600];
    tmp_dir(root);
    entry_path(root, 1, path);
    CHECK(mkdir(path, 0700) == 0);
    log_start();
    ct_cache *c = open_cache(root, NULL, 0);
    synth s = {1, CUBIN};
    const ct_cache_entry *e = NULL;
    CHECK_EQ_INT(get_synth(c, &s, &e), CT_CACHE_COMPILED);
    CHECK(synth_valid(e, 1, CUBIN));
    CHECK_CONTAINS(the_log.all, "removed bad entry");
    ct_cache_close(c);
    c = open_cache(root, NULL, 0);
    CHECK_EQ_INT(get_synth(c, &s, &e), CT_CACHE_DISK);
    ct_cache_close(c);

    CHECK(unlink(path) == 0 && mkdir(path, 0700) == 0);
    snprintf(inner, sizeof inner, "%s/keep", path);
    fclose(fopen(inner, "w"));
    log_start();
    c = open_cache(root, NULL, 0);
    CHECK_EQ_INT(get_synth(c, &s, &e), CT_CACHE_COMPILED);
    CHECK(synth_valid(e, 1, CUBIN));
    CHECK_CONTAINS(the_log.all, "is a directory, not an entry file");
    CHECK(strstr(the_log.all, "cannot write") == NULL);
    CHECK_EQ_INT(the_log.count, 1);
    CHECK_EQ_INT(count_files(root, ".tmp-"), 0);
    CHECK(exists(inner));
    /* other keys are stored as ever */
    synth s2 = {2, CUBIN};
    CHECK_EQ_INT(get_synth(c, &s2, NULL), CT_CACHE_COMPILED);
    ct_cache_close(c);
    c = open_cache(root, NULL, 0);
    CHECK_EQ_INT(get_synth(c, &s2, NULL), CT_CACHE_DISK);
    ct_cache_close(c);
    cuTileSetLogCallback(NULL, NULL);
    rm_tree(root);
}

/* Maintenance meets what is planted at entry names: a scan (cutile cache list, verify)
 * reports each as bad; a sweep (prune, clear, eviction) removes links, FIFOs and empty
 * directories, and names a directory that holds files instead of passing over it. */
static void record_bad(void *user, const ct_cache_item *it)
{
    int *bad = user;
    *bad += it->problem != NULL;
}

static void test_maintenance_of_planted(void)
{
    char root[256], p1[512], p2[512], p3[512], p4[512], inner[600];
    tmp_dir(root);
    populate(root, 1, CUBIN);
    entry_path(root, 2, p2);
    entry_path(root, 3, p3);
    entry_path(root, 4, p4);
    entry_path(root, 1, p1);
    CHECK(symlink(p1, p2) == 0 && mkdir(p3, 0700) == 0 && mkfifo(p4, 0600) == 0);
    ct_cache *c = open_cache(root, NULL, 0);
    int bad = 0;
    ct_diag d = {0};
    CHECK_EQ_INT(ct_cache_scan(c, 0, record_bad, &bad, &d), CUTILE_SUCCESS);
    CHECK_EQ_INT(bad, 3);
    ct_cache_sweep r;
    CHECK_EQ_INT(ct_cache_stats(c, 0, &r, &d), CUTILE_SUCCESS);
    CHECK_EQ_INT(r.entries, 1);
    CHECK_EQ_INT(ct_cache_prune(c, 0, &r, &d), CUTILE_SUCCESS);
    CHECK(!exists(p2) && !exists(p3) && !exists(p4) && exists(p1));
    CHECK_EQ_INT(r.entries, 1);
    CHECK_EQ_INT(r.removed_entries, 0);

    CHECK(mkdir(p3, 0700) == 0);
    snprintf(inner, sizeof inner, "%s/keep", p3);
    fclose(fopen(inner, "w"));
    CHECK_EQ_INT(ct_cache_clear(c, &r, &d), CUTILE_ERROR_CACHE);
    CHECK_CONTAINS(d.msg, "is at an entry's name but is no entry file");
    CHECK_EQ_INT(r.removed_entries, 1); /* the entries went all the same */
    CHECK(!exists(p1) && exists(inner));
    ct_cache_close(c);
    rm_tree(root);
}

/* ---- unsafe and unusable directories ---- */

/* The library writes only into a directory dedicated to the cache: one holding its tag, or
 * nothing but what the cache makes (then it adds the tag). A directory holding anything else
 * (/, a home, /tmp) is not used — as root, / passes the owner check — and nothing is written. */
static void test_dedicated_dirs(void)
{
    char root[256], path[512], other[512], tag[512];
    tmp_dir(root);
    snprintf(tag, sizeof tag, "%s/CACHEDIR.TAG", root);
    snprintf(other, sizeof other, "%s/notes.txt", root);
    fclose(fopen(other, "w"));
    log_start();
    ct_cache *c = open_cache(root, NULL, 0);
    CHECK_EQ_INT(ct_cache_layer_count(c), 0);
    CHECK_CONTAINS(the_log.all, "holds files that are not the cache's and no CACHEDIR.TAG");
    synth s = {1, CUBIN};
    CHECK_EQ_INT(get_synth(c, &s, NULL), CT_CACHE_COMPILED);
    ct_cache_close(c);
    CHECK_EQ_INT(count_files(root, ""), 1); /* nothing written: no lock, entry or tag */

    /* a directory an older version filled (entries, temporary files, the lock): adopted */
    CHECK(unlink(other) == 0);
    populate(root, 1, CUBIN);
    CHECK(unlink(tag) == 0);
    snprintf(path, sizeof path, "%s/.tmp-leftover", root);
    fclose(fopen(path, "w"));
    c = open_cache(root, NULL, 0);
    CHECK_EQ_INT(ct_cache_layer_count(c), 1);
    CHECK_EQ_INT(get_synth(c, &s, NULL), CT_CACHE_DISK);
    ct_cache_close(c);
    size_t n = 0;
    unsigned char *t = test_read_file(tag, &n);
    CHECK(t && n > 43 && memcmp(t, "Signature: 8a477f597d28d172789f06886806bc55\n", 44) == 0);
    free(t);

    /* with the tag, other files do not matter (they are never removed) */
    fclose(fopen(other, "w"));
    c = open_cache(root, NULL, 0);
    CHECK_EQ_INT(ct_cache_layer_count(c), 1);
    ct_diag d = {0};
    CHECK_EQ_INT(ct_cache_clear(c, NULL, &d), CUTILE_SUCCESS);
    ct_cache_close(c);
    CHECK(exists(other) && exists(tag));
    /* a tag that is not the library's (another text, a link) does not count */
    CHECK(unlink(tag) == 0 && symlink(other, tag) == 0);
    log_start();
    c = open_cache(root, NULL, 0);
    CHECK_EQ_INT(ct_cache_layer_count(c), 0);
    ct_cache_close(c);
    cuTileSetLogCallback(NULL, NULL);
    rm_tree(root);

    /* / itself (as root, it passes the owner check; it holds other files either way) */
    log_start();
    c = open_cache("/", NULL, 0);
    CHECK_EQ_INT(ct_cache_layer_count(c), 0);
    CHECK_CONTAINS(the_log.all, "cache directory / not used");
    ct_cache_close(c);
    cuTileSetLogCallback(NULL, NULL);
}

/* A relative directory (the options' own, or a CUTILE_CACHE_PATH part) is not used, with a
 * warning naming it; the absolute ones around it are. Run from inside the directory, where the
 * relative names would exist. */
static void test_relative_dirs(void)
{
    char root[256], cwd[512], path[600];
    tmp_dir(root);
    CHECK(getcwd(cwd, sizeof cwd) != NULL && chdir(root) == 0);
    CHECK(mkdir("rel", 0700) == 0);
    snprintf(path, sizeof path, "rel:%s:./rel", root);
    log_start();
    ct_cache *c = open_cache("w", path, 0);
    CHECK_EQ_INT(ct_cache_layer_count(c), 1);
    CHECK(strcmp(ct_cache_layer_path(c, 0), root) == 0 && !ct_cache_layer_writable(c, 0));
    CHECK_CONTAINS(the_log.all, "cache directory w not used: it is not an absolute path");
    CHECK_CONTAINS(the_log.all, "read-only cache directory rel not used: it is not an absolute");
    CHECK_CONTAINS(the_log.all, "read-only cache directory ./rel not used");
    CHECK(!exists("w"));
    ct_cache_close(c);
    cuTileSetLogCallback(NULL, NULL);
    CHECK(chdir(cwd) == 0);
    rm_tree(root);
}

static void refused(const char *what, mode_t mode, int chown_nobody, const char *msg)
{
    char root[256], dir[320];
    int failures_before = ct_test_failures;
    tmp_dir(root);
    snprintf(dir, sizeof dir, "%s/c", root);
    CHECK(mkdir(dir, 0700) == 0 && chmod(dir, mode) == 0);
    if (chown_nobody)
        CHECK(chown(dir, 65534, 65534) == 0);
    log_start();
    ct_cache *c = open_cache(dir, NULL, 0);
    CHECK_EQ_INT(ct_cache_layer_count(c), 0);
    CHECK_CONTAINS(the_log.all, msg);
    CHECK_CONTAINS(the_log.all, dir);
    synth s = {1, CUBIN};
    const ct_cache_entry *e = NULL;
    CHECK_EQ_INT(get_synth(c, &s, &e), CT_CACHE_COMPILED);
    CHECK(synth_valid(e, 1, CUBIN));
    CHECK_EQ_INT(get_synth(c, &s, &e), CT_CACHE_MEMORY);
    CHECK_EQ_INT(count_files(dir, ""), 0);
    ct_cache_close(c);
    if (ct_test_failures != failures_before)
        fprintf(stderr, "  (refused: %s)\n", what);
    cuTileSetLogCallback(NULL, NULL);
    rm_tree(root);
}

static void test_refused_dirs(void)
{
    refused("world-writable", 0777, 0, "writable by other users (mode 0777)");
    refused("sticky world-writable", 01777, 0, "writable by other users (mode 1777)");
    refused("group-writable", 0770, 0, "writable by other users (mode 0770)");
    refused("other-writable only", 0702, 0, "writable by other users");
    if (geteuid() == 0)
        refused("owned by nobody", 0700, 1, "owned by another user (uid 65534)");
    else
        printf("note: not root; the foreign-owner case needs chown and is skipped\n");

    /* A file where the directory should be. */
    char root[256], dir[320];
    tmp_dir(root);
    snprintf(dir, sizeof dir, "%s/file", root);
    fclose(fopen(dir, "w"));
    log_start();
    ct_cache *c = open_cache(dir, NULL, 0);
    CHECK_EQ_INT(ct_cache_layer_count(c), 0);
    CHECK_CONTAINS(the_log.all, "cannot open it");
    ct_cache_close(c);
    cuTileSetLogCallback(NULL, NULL);
    rm_tree(root);
}

/* A directory we may not write to (a real EACCES): loads work, one message. As root, the
 * check runs in a child that drops to nobody, since root may write anywhere. */
static void test_unwritable(void)
{
    char root[256], dir[320];
    tmp_dir(root);
    snprintf(dir, sizeof dir, "%s/c", root);
    CHECK(mkdir(dir, 0700) == 0);
    int as_root = geteuid() == 0;
    if (as_root)
        CHECK(chmod(root, 0755) == 0 && chown(dir, 65534, 65534) == 0);
    CHECK(chmod(dir, 0500) == 0);
    pid_t pid = fork();
    if (pid == 0) {
        if (as_root && (setgid(65534) || setuid(65534)))
            _exit(3);
        log_start();
        ct_cache *c = open_cache(dir, NULL, 0);
        CHECK_EQ_INT(ct_cache_layer_count(c), 1);
        for (uint32_t seed = 1; seed <= 3; seed++) {
            synth s = {seed, CUBIN};
            const ct_cache_entry *e = NULL;
            CHECK_EQ_INT(get_synth(c, &s, &e), CT_CACHE_COMPILED);
            CHECK(synth_valid(e, seed, CUBIN));
        }
        CHECK_EQ_INT(the_log.count, 1);
        CHECK_CONTAINS(the_log.all, "cannot write to");
        CHECK_CONTAINS(the_log.all, strerror(EACCES));
        CHECK_EQ_INT(count_files(dir, ""), 0);
        ct_cache_close(c);
        _exit(ct_test_failures ? 1 : 0);
    }
    int status = 0;
    CHECK(waitpid(pid, &status, 0) == pid);
    CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    rm_tree(root);
}

/* ---- read-only layers ---- */

static void test_read_only_layers(void)
{
    char root[256], w[320], ro1[320], ro2[320], rp[1024], path[512];
    tmp_dir(root);
    snprintf(w, sizeof w, "%s/w", root);
    snprintf(ro1, sizeof ro1, "%s/ro1", root);
    snprintf(ro2, sizeof ro2, "%s/ro2", root);
    populate(ro1, 1, 100);
    populate(ro1, 2, 100);
    populate(ro2, 2, 200); /* also in ro1: the earlier layer wins */
    populate(ro2, 3, 300);
    entry_path(ro1, 1, path);
    set_mtime(path, 1000);
    snprintf(rp, sizeof rp, "::%s::%s:", ro1, ro2); /* empty components are skipped */

    ct_cache *c = open_cache(w, rp, 0);
    CHECK_EQ_INT(ct_cache_layer_count(c), 3);
    CHECK(ct_cache_layer_writable(c, 0) && !ct_cache_layer_writable(c, 1) &&
          !ct_cache_layer_writable(c, 2));
    CHECK(strcmp(ct_cache_layer_path(c, 2), ro2) == 0);
    const ct_cache_entry *e = NULL;
    synth s1 = {1, 100}, s2 = {2, 999}, s3 = {3, 300}, s4 = {4, 400};
    CHECK_EQ_INT(get_synth(c, &s1, &e), CT_CACHE_DISK_READONLY);
    CHECK(synth_valid(e, 1, 100));
    CHECK_EQ_INT(get_synth(c, &s2, &e), CT_CACHE_DISK_READONLY);
    CHECK(synth_valid(e, 2, 100));
    CHECK_EQ_INT(get_synth(c, &s3, &e), CT_CACHE_DISK_READONLY);
    CHECK(synth_valid(e, 3, 300));
    CHECK_EQ_INT(s1.calls + s2.calls + s3.calls, 0);
    CHECK_EQ_INT(get_synth(c, &s4, &e), CT_CACHE_COMPILED);
    ct_cache_close(c);
    /* New entries go to the writable layer only; read-only ones are not touched. */
    entry_path(w, 4, path);
    CHECK(exists(path));
    /* two entries, the lock file and the tag populate() made */
    CHECK_EQ_INT(count_files(ro1, ""), 4);
    CHECK_EQ_INT(count_files(ro2, ""), 4);
    struct stat st;
    entry_path(ro1, 1, path);
    CHECK(stat(path, &st) == 0 && st.st_mtime == 1000);

    /* The writable layer comes first. */
    populate(w, 1, 50);
    c = open_cache(w, rp, 0);
    CHECK_EQ_INT(get_synth(c, &s1, &e), CT_CACHE_DISK);
    CHECK(synth_valid(e, 1, 50));
    ct_cache_close(c);

    /* A bad entry in a read-only layer is skipped (not removed) for the next layer's. */
    entry_path(ro1, 2, path);
    flip(path, file_size(path) - 1);
    log_start();
    c = open_cache(w, rp, 0);
    CHECK_EQ_INT(get_synth(c, &s2, &e), CT_CACHE_DISK_READONLY);
    CHECK(synth_valid(e, 2, 200));
    CHECK(exists(path));
    CHECK_CONTAINS(the_log.all, "read-only directory");
    CHECK_CONTAINS(the_log.all, "checksum mismatch");
    ct_cache_close(c);

    /* Unsafe or missing read-only directories are dropped, with a message. */
    CHECK(chmod(ro2, 0777) == 0);
    char rp2[1024];
    snprintf(rp2, sizeof rp2, "%s:%s/missing:%s", ro1, root, ro2);
    log_start();
    c = open_cache(w, rp2, 0);
    CHECK_EQ_INT(ct_cache_layer_count(c), 2);
    CHECK_CONTAINS(the_log.all, "writable by other users");
    CHECK_CONTAINS(the_log.all, "missing not used: cannot open it");
    ct_cache_close(c);
    cuTileSetLogCallback(NULL, NULL);

    /* Disabled: no disk layer at all. */
    ct_cache_config cfg = {.dir = w, .read_path = rp, .disable = 1};
    c = open_cache_cfg(&cfg);
    CHECK_EQ_INT(ct_cache_layer_count(c), 0);
    synth s5 = {5, 10};
    CHECK_EQ_INT(get_synth(c, &s5, &e), CT_CACHE_COMPILED);
    CHECK_EQ_INT(get_synth(c, &s5, &e), CT_CACHE_MEMORY);
    ct_cache_close(c);
    entry_path(w, 5, path);
    CHECK(!exists(path));
    rm_tree(root);
}

/* ---- a full disk (write failures injected through the config's write hook) ---- */

typedef struct write_hook {
    int err;        /* errno once `allow` bytes are written; 0: never fail */
    size_t allow;
    size_t chunk;   /* at most this many bytes per call (short writes) */
    size_t written;
} write_hook;

static ssize_t hooked_write(void *user, int fd, const void *buf, size_t n)
{
    write_hook *h = user;
    if (h->err && h->written >= h->allow) {
        errno = h->err;
        return -1;
    }
    if (h->err && n > h->allow - h->written)
        n = h->allow - h->written;
    if (h->chunk && n > h->chunk)
        n = h->chunk;
    ssize_t w = write(fd, buf, n);
    if (w > 0)
        h->written += (size_t)w;
    return w;
}

static void write_fails(int err, size_t allow)
{
    char root[256];
    tmp_dir(root);
    write_hook h = {err, allow};
    ct_cache_config cfg = {.dir = root, .write_fn = hooked_write, .write_user = &h};
    log_start();
    ct_cache *c = open_cache_cfg(&cfg);
    for (uint32_t seed = 1; seed <= 3; seed++) {
        synth s = {seed, CUBIN};
        const ct_cache_entry *e = NULL;
        CHECK_EQ_INT(get_synth(c, &s, &e), CT_CACHE_COMPILED);
        CHECK(synth_valid(e, seed, CUBIN));
        CHECK_EQ_INT(get_synth(c, &s, &e), CT_CACHE_MEMORY);
    }
    CHECK_EQ_INT(the_log.count, 1); /* once per instance */
    CHECK_CONTAINS(the_log.all, strerror(err));
    CHECK_CONTAINS(the_log.all, "running without caching");
    CHECK_EQ_INT(count_files(root, ".tmp-"), 0);
    CHECK_EQ_INT(count_files(root, ""), 2); /* the lock file and the tag only */
    ct_cache_close(c);
    /* A second instance says it again, once. */
    log_start();
    c = open_cache_cfg(&cfg);
    synth s = {4, CUBIN};
    CHECK_EQ_INT(get_synth(c, &s, NULL), CT_CACHE_COMPILED);
    CHECK_EQ_INT(the_log.count, 1);
    ct_cache_close(c);
    cuTileSetLogCallback(NULL, NULL);
    rm_tree(root);
}

static void test_full_disk(void)
{
    write_fails(ENOSPC, 0);
    write_fails(ENOSPC, 100);  /* inside the metadata */
    write_fails(ENOSPC, 3000); /* inside the cubin */
    write_fails(EDQUOT, 0);
    write_fails(EROFS, 0);
    write_fails(EIO, 57);

    /* Short writes are not failures. */
    char root[256];
    tmp_dir(root);
    write_hook h = {0, 0, 7};
    ct_cache_config cfg = {.dir = root, .write_fn = hooked_write, .write_user = &h};
    ct_cache *c = open_cache_cfg(&cfg);
    synth s = {1, CUBIN};
    CHECK_EQ_INT(get_synth(c, &s, NULL), CT_CACHE_COMPILED);
    ct_cache_close(c);
    CHECK(h.written > CUBIN);
    c = open_cache(root, NULL, 0);
    const ct_cache_entry *e = NULL;
    CHECK_EQ_INT(get_synth(c, &s, &e), CT_CACHE_DISK);
    CHECK(synth_valid(e, 1, CUBIN));
    ct_cache_close(c);
    rm_tree(root);
}

/* Past the file size limit (`ulimit -f`): the write's SIGXFSZ, whose default action ends the
 * process, must not reach it; the store fails with EFBIG, reported, no temporary file left,
 * the kernel served from memory, and the signal mask as it was. In a child process, whose exit
 * status says whether it survived. */
static void test_file_size_limit(void)
{
    char root[256];
    tmp_dir(root);
    pid_t pid = fork();
    if (pid == 0) {
        signal(SIGXFSZ, SIG_DFL);
        struct rlimit lim = {2000, 2000}; /* the header and metadata fit, the cubin does not */
        if (setrlimit(RLIMIT_FSIZE, &lim))
            _exit(3);
        log_start();
        ct_cache *c = open_cache(root, NULL, 0);
        synth s = {1, CUBIN};
        const ct_cache_entry *e = NULL;
        CHECK_EQ_INT(get_synth(c, &s, &e), CT_CACHE_COMPILED);
        CHECK(synth_valid(e, 1, CUBIN));
        CHECK_CONTAINS(the_log.all, strerror(EFBIG));
        CHECK_EQ_INT(count_files(root, ".tmp-"), 0);
        ct_cache_close(c);
        sigset_t mask, pending;
        CHECK(pthread_sigmask(SIG_BLOCK, NULL, &mask) == 0 && !sigismember(&mask, SIGXFSZ));
        CHECK(sigpending(&pending) == 0 && !sigismember(&pending, SIGXFSZ));
        _exit(ct_test_failures ? 1 : 0);
    }
    int status = 0;
    CHECK(pid > 0 && waitpid(pid, &status, 0) == pid);
    if (!WIFEXITED(status))
        fprintf(stderr, "  store past the file size limit: killed by signal %d\n",
                WIFSIGNALED(status) ? WTERMSIG(status) : 0);
    CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    rm_tree(root);
}

/* ---- LRU eviction, prune, clear ---- */

typedef struct order {
    int n;
    uint32_t seeds[16];
    int bad;
} order;

static void record(void *user, const ct_cache_item *it)
{
    order *o = user;
    if (!it->entry) {
        o->bad++;
        return;
    }
    uint32_t seed = 0;
    for (uint32_t s = 1; s < 100 && !seed; s++) {
        ct_cache_key k = synth_key(s);
        if (memcmp(k.bytes, it->key.bytes, 16) == 0)
            seed = s;
    }
    if (o->n < 16)
        o->seeds[o->n++] = seed;
}

static void test_eviction(void)
{
    char root[256], path[512];
    tmp_dir(root);
    off_t size = populate(root, 1, CUBIN);
    populate(root, 2, CUBIN);
    populate(root, 3, CUBIN);
    for (uint32_t seed = 1; seed <= 3; seed++) {
        entry_path(root, seed, path);
        set_mtime(path, 1000 * seed);
    }

    /* A disk hit records a use: entry 1 becomes the most recently used. */
    ct_cache *c = open_cache(root, NULL, 3 * (uint64_t)size);
    ct_cache_key k1 = synth_key(1);
    const ct_cache_entry *e = NULL;
    ct_cache_source from;
    ct_diag d = {0};
    CHECK_EQ_INT(ct_cache_lookup(c, &k1, &e, &from, &d), CUTILE_SUCCESS);
    CHECK(from == CT_CACHE_DISK);
    struct stat st;
    entry_path(root, 1, path);
    CHECK(stat(path, &st) == 0 && st.st_mtime > time(NULL) - 60);

    /* Entry 4 makes four: the least recently used one (2) goes. */
    synth s4 = {4, CUBIN};
    CHECK_EQ_INT(get_synth(c, &s4, NULL), CT_CACHE_COMPILED);
    int present[5];
    for (uint32_t seed = 1; seed <= 4; seed++) {
        entry_path(root, seed, path);
        present[seed] = exists(path);
    }
    CHECK(present[1] && !present[2] && present[3] && present[4]);

    /* The scan lists least recently used first, without recording uses. */
    order o = {0};
    CHECK_EQ_INT(ct_cache_scan(c, 0, record, &o, &d), CUTILE_SUCCESS);
    CHECK_EQ_INT(o.n, 3);
    CHECK_EQ_INT(o.seeds[0], 3);
    CHECK(o.seeds[1] + o.seeds[2] == 5 && o.bad == 0);
    entry_path(root, 3, path);
    CHECK(stat(path, &st) == 0 && st.st_mtime == 3000);

    /* Prune to two entries: 3 goes. Temporary files: old ones go, fresh ones stay. */
    char old_tmp[512], new_tmp[512], other[512];
    snprintf(old_tmp, sizeof old_tmp, "%s/.tmp-old", root);
    snprintf(new_tmp, sizeof new_tmp, "%s/.tmp-new", root);
    snprintf(other, sizeof other, "%s/README", root);
    fclose(fopen(old_tmp, "w"));
    fclose(fopen(new_tmp, "w"));
    fclose(fopen(other, "w"));
    set_mtime(old_tmp, time(NULL) - CT_CACHE_TEMP_MAX_AGE_S - 10);
    ct_cache_sweep r;
    CHECK_EQ_INT(ct_cache_prune(c, 2 * (uint64_t)size + 10, &r, &d), CUTILE_SUCCESS);
    CHECK_EQ_INT(r.removed_entries, 1);
    CHECK_EQ_INT(r.removed_bytes, size);
    CHECK_EQ_INT(r.entries, 2);
    CHECK_EQ_INT(r.bytes, 2 * size);
    CHECK_EQ_INT(r.removed_temp_files, 1);
    CHECK_EQ_INT(r.temp_files, 1);
    CHECK(!exists(path) && !exists(old_tmp) && exists(new_tmp));

    CHECK_EQ_INT(ct_cache_stats(c, 0, &r, &d), CUTILE_SUCCESS);
    CHECK_EQ_INT(r.entries, 2);
    CHECK_EQ_INT(r.bytes, 2 * size);
    CHECK_EQ_INT(r.temp_files, 1);
    /* No cap: nothing evicted. */
    CHECK_EQ_INT(ct_cache_prune(c, 0, &r, &d), CUTILE_SUCCESS);
    CHECK_EQ_INT(r.entries, 2);
    CHECK_EQ_INT(r.removed_entries, 0);

    /* clear: every entry; a temporary file only once it is older than a running writer's */
    set_mtime(new_tmp, time(NULL) - CT_CACHE_TEMP_CLEAR_AGE_S + 5);
    CHECK_EQ_INT(ct_cache_clear(c, &r, &d), CUTILE_SUCCESS);
    CHECK_EQ_INT(r.removed_entries, 2);
    CHECK_EQ_INT(r.entries, 0);
    CHECK_EQ_INT(r.temp_files, 1);
    CHECK(exists(new_tmp) && exists(other));
    set_mtime(new_tmp, time(NULL) - CT_CACHE_TEMP_CLEAR_AGE_S - 1);
    CHECK_EQ_INT(ct_cache_clear(c, &r, &d), CUTILE_SUCCESS);
    CHECK_EQ_INT(r.removed_temp_files, 1);
    CHECK(!exists(new_tmp) && exists(other));
    CHECK_EQ_INT(count_files(root, ""), 3); /* README, .lock and the tag */
    /* Entries are still served from memory. */
    CHECK_EQ_INT(get_synth(c, &s4, NULL), CT_CACHE_MEMORY);
    ct_cache_close(c);

    /* Maintenance needs a writable layer. */
    ct_cache_config none = {0};
    c = open_cache_cfg(&none);
    CHECK_EQ_INT(ct_cache_prune(c, 0, &r, &d), CUTILE_ERROR_CACHE);
    CHECK_CONTAINS(d.msg, "no writable cache directory");
    ct_diag_clear(&d);
    CHECK_EQ_INT(ct_cache_stats(c, 0, &r, &d), CUTILE_ERROR_INVALID_ARGUMENT);
    ct_cache_close(c);
    rm_tree(root);
}

/* ---- API errors ---- */

static void test_errors(void)
{
    char root[256];
    tmp_dir(root);
    ct_cache *c = open_cache(root, NULL, 0);
    ct_cache_key k = synth_key(1);
    const ct_cache_entry *e = (const ct_cache_entry *)&k;
    ct_cache_source from = CT_CACHE_DISK;
    ct_diag d = {0};
    synth fail = {1, CUBIN, 0, 1};
    CHECK_EQ_INT(ct_cache_get(c, &k, synth_compile, &fail, &e, &from, &d), CUTILE_ERROR_COMPILE);
    CHECK_CONTAINS(d.msg, "synthetic compile failure 1");
    CHECK(e == NULL && from == CT_CACHE_MISS);
    CHECK_EQ_INT(count_files(root, ""), 2); /* the lock file and the tag */
    synth ok = {1, CUBIN};
    CHECK_EQ_INT(get_synth(c, &ok, &e), CT_CACHE_COMPILED);

    ct_diag_clear(&d);
    CHECK_EQ_INT(ct_cache_store(c, &k, "not metadata", 12, "x", 1, &e, &d),
                 CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK_CONTAINS(d.msg, "bad metadata blob");
    ct_diag_clear(&d);
    CHECK_EQ_INT(ct_cache_get(c, &k, NULL, NULL, &e, &from, &d), CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK(e == NULL && from == CT_CACHE_MISS);
    ct_diag_clear(&d);
    CHECK_EQ_INT(ct_cache_open(NULL, NULL, &d), CUTILE_ERROR_INVALID_ARGUMENT);
    ct_cache_close(c);
    ct_cache_close(NULL);

    /* No directory at all: memory only, said once. */
    log_start();
    ct_cache_config none = {0};
    c = open_cache_cfg(&none);
    CHECK_CONTAINS(the_log.all, "no writable cache directory");
    CHECK_EQ_INT(get_synth(c, &ok, NULL), CT_CACHE_COMPILED);
    CHECK_EQ_INT(get_synth(c, &ok, NULL), CT_CACHE_MEMORY);
    ct_cache_close(c);
    cuTileSetLogCallback(NULL, NULL);
    rm_tree(root);
}

/* ---- allocator: sizes handed back match, nothing leaks, also when allocations fail ---- */

typedef struct track {
    long fail_after; /* allocations allowed before every further one fails; -1: never */
    long allocs, live_blocks, bad_sizes;
    size_t largest;
} track;

static void *t_alloc(void *user, size_t n)
{
    track *t = user;
    if (t->fail_after >= 0 && t->allocs >= t->fail_after)
        return NULL;
    t->allocs++;
    t->largest = n > t->largest ? n : t->largest;
    size_t *b = malloc(n + 16);
    if (!b)
        return NULL;
    b[0] = n;
    t->live_blocks++;
    return (char *)b + 16;
}

static void t_free(void *user, void *p, size_t n)
{
    track *t = user;
    size_t *b = (size_t *)((char *)p - 16);
    t->bad_sizes += b[0] != n;
    t->live_blocks--;
    free(b);
}

static void *t_realloc(void *user, void *p, size_t old, size_t n)
{
    if (!p)
        return t_alloc(user, n);
    void *q = t_alloc(user, n);
    if (q) {
        memcpy(q, p, old < n ? old : n);
        t_free(user, p, old);
    }
    return q;
}

static void ignore_item(void *user, const ct_cache_item *it) { (void)user, (void)it; }

/* Store, disk hit, scan, prune: whatever fails for lack of memory must say so and leak
 * nothing. Returns 1 when no allocation failed. */
static int alloc_run(const char *root, track *t)
{
    cuTileAllocator al = {t_alloc, t_realloc, t_free, t};
    char dir[320];
    snprintf(dir, sizeof dir, "%s/c%ld", root, t->fail_after);
    ct_cache_config cfg = {.al = &al, .dir = dir, .read_path = root, .max_size = 1 << 20};
    long before = t->allocs;
    for (int round = 0; round < 2; round++) {
        ct_cache *c = NULL;
        ct_diag d = {0};
        if (ct_cache_open(&cfg, &c, &d)) {
            CHECK_EQ_INT(d.status, CUTILE_ERROR_OUT_OF_MEMORY);
            continue;
        }
        synth s = {1, CUBIN};
        const ct_cache_entry *e = NULL;
        ct_cache_key k = synth_key(1);
        ct_status st = ct_cache_get(c, &k, synth_compile, &s, &e, NULL, &d);
        CHECK(st == CUTILE_SUCCESS ? synth_valid(e, 1, CUBIN) : st == CUTILE_ERROR_OUT_OF_MEMORY);
        ct_diag_clear(&d);
        st = ct_cache_scan(c, 0, ignore_item, NULL, &d);
        CHECK(st == CUTILE_SUCCESS || st == CUTILE_ERROR_OUT_OF_MEMORY);
        ct_diag_clear(&d);
        st = ct_cache_prune(c, 0, NULL, &d);
        CHECK(st == CUTILE_SUCCESS || st == CUTILE_ERROR_OUT_OF_MEMORY);
        ct_cache_close(c);
    }
    return t->fail_after < 0 || t->allocs - before < t->fail_after;
}

static void test_allocator(void)
{
    char root[256];
    tmp_dir(root);
    int done = 0;
    for (long n = 0; !done && n < 1000; n++) {
        track t = {n};
        done = alloc_run(root, &t);
        CHECK_EQ_INT(t.live_blocks, 0);
        CHECK_EQ_INT(t.bad_sizes, 0);
    }
    CHECK(done);
    rm_tree(root);
}

/* ---- entries larger than any entry may be ---- */

/* Looks key 1 up in dir with a tracking allocator; the log holds why it was a miss. */
static void lookup_tracked(const char *dir, track *t)
{
    cuTileAllocator al = {t_alloc, t_realloc, t_free, t};
    ct_cache_config cfg = {.al = &al, .dir = dir};
    log_start();
    ct_cache *c = open_cache_cfg(&cfg);
    ct_cache_key k = synth_key(1);
    const ct_cache_entry *e = NULL;
    ct_cache_source from = CT_CACHE_DISK;
    ct_diag d = {0};
    CHECK_EQ_INT(ct_cache_lookup(c, &k, &e, &from, &d), CUTILE_SUCCESS);
    CHECK(e == NULL && from == CT_CACHE_MISS);
    ct_cache_close(c);
    cuTileSetLogCallback(NULL, NULL);
}

/* A file over CT_CACHE_MAX_ENTRY_SIZE is refused by its size: nothing of it is read or
 * allocated for. One within the cap whose metadata is damaged is refused by the metadata's
 * checks before its cubin is read (not by the checksum, which needs the whole file). Both
 * files are sparse: their size costs no disk. */
static void test_large_entries(void)
{
    char root[256], path[512];
    tmp_dir(root);
    entry_path(root, 1, path);
    populate(root, 1, CUBIN);
    CHECK(truncate(path, (off_t)CT_CACHE_MAX_ENTRY_SIZE + 1) == 0);
    track t = {-1};
    lookup_tracked(root, &t);
    CHECK_CONTAINS(the_log.all, "larger than any entry");
    CHECK(t.largest < 4096);
    CHECK(!exists(path));

    /* the header claims a 200 MiB cubin and the file has that size; a metadata bit is off */
    off_t size = populate(root, 1, CUBIN);
    uint64_t cubin = 200u << 20;
    off_t grown = size - CUBIN + (off_t)cubin;
    uint8_t le[8];
    for (int i = 0; i < 8; i++)
        le[i] = (uint8_t)(cubin >> (8 * i));
    int fd = open(path, O_RDWR);
    CHECK(fd >= 0 && pwrite(fd, le, 8, 40) == 8 && ftruncate(fd, grown) == 0);
    close(fd);
    flip(path, META_OFF + 27);
    track t2 = {-1};
    lookup_tracked(root, &t2);
    CHECK_CONTAINS(the_log.all, "removed bad entry");
    CHECK(strstr(the_log.all, "checksum") == NULL);
    CHECK(!exists(path));
    rm_tree(root);
}

/* ---- threads sharing one instance ---- */

#define THREADS 8
#define KEYS 16

typedef struct thread_arg {
    ct_cache *c;
    int id;
    atomic_int *compiles;
    int bad;
} thread_arg;

static void *thread_main(void *p)
{
    thread_arg *a = p;
    for (int i = 0; i < 300; i++) {
        uint32_t seed = (uint32_t)(i < 20 ? 1 : (a->id * 7 + i) % KEYS + 1);
        synth s = {seed, 1000 + seed, i < 20 ? 2 : 0};
        const ct_cache_entry *e = NULL;
        if (get_synth(a->c, &s, &e) == CT_CACHE_MISS || !synth_valid(e, seed, 1000 + seed))
            a->bad++;
        atomic_fetch_add(a->compiles, s.calls);
    }
    return NULL;
}

static void test_threads(void)
{
    char root[256];
    tmp_dir(root);
    ct_cache *c = open_cache(root, NULL, 0);
    atomic_int compiles = 0;
    pthread_t t[THREADS];
    thread_arg a[THREADS];
    for (int i = 0; i < THREADS; i++) {
        a[i] = (thread_arg){c, i, &compiles, 0};
        CHECK(pthread_create(&t[i], NULL, thread_main, &a[i]) == 0);
    }
    for (int i = 0; i < THREADS; i++) {
        pthread_join(t[i], NULL);
        CHECK_EQ_INT(a[i].bad, 0);
    }
    /* The per-key lock serializes threads too: each key compiled once. */
    CHECK_EQ_INT(atomic_load(&compiles), KEYS);
    ct_cache_close(c);
    CHECK_EQ_INT(count_files(root, ".tmp-"), 0);
    rm_tree(root);
}

int main(void)
{
    test_round_trip();
    for (int how = 0; how < DAMAGE_COUNT; how++)
        test_damage((damage)how);
    test_directory_at_entry();
    test_maintenance_of_planted();
    test_relative_dirs();
    test_dedicated_dirs();
    test_refused_dirs();
    test_unwritable();
    test_read_only_layers();
    test_full_disk();
    test_file_size_limit();
    test_eviction();
    test_errors();
    test_allocator();
    test_large_entries();
    test_threads();
    TEST_MAIN_END();
}
