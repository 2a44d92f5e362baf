/* cache_compile.c — `cutile compile` through the kernel cache, in fresh processes, with a
 * temporary CUTILE_CACHE_DIR: the second compile of the same bytes is a disk hit (the tool's
 * debug line says so, the entry file keeps its inode and creation time, the cubins are
 * identical to an uncached compile); settings that change the code make new entries and a knob
 * set under either variable name finds the same one; a damaged entry — bytes flipped, cut
 * short, or a launch-metadata tail broken under a valid checksum — is removed and rebuilt with
 * identical output; read-only layers, CUTILE_CACHE_DISABLE and malformed variables behave as
 * documented. In-process: a hit reads neither the bytecode nor the compiler. No GPU needed;
 * skips (77) without nvJitLink or CUTILE_BIN. */
#include <dirent.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "build/build.h"
#include "toolkit/jitlink.h"
#include "test.h"

#define BYTECODE "test/data/vec_add_1d_f32.v13_3.cutile"

static char dir[64];       /* everything this test writes */
static char cache[96];     /* CUTILE_CACHE_DIR of the current case */
static char out[16384];    /* output of the last command */

/* Runs `cutile ARGS` with a clean environment plus ENV, the current cache directory; returns
 * the exit status, output (stdout and stderr) in `out`. */
static int cutile(const char *env, const char *args)
{
    char cmd[2048];
    /* LSAN_OPTIONS: nvJitLink's own leftovers are not ours (see test/unit/link.c). */
    snprintf(cmd, sizeof cmd,
             "env -u CUTILE_ALWAYS_SWIZZLE -u TILEIR_ALWAYS_SWIZZLE -u CUTILE_PREFER_TMA "
             "-u TILEIR_PREFER_TMA_FOR_LOAD_STORE -u CUTILE_DELAY_TMA_STORE_WAIT "
             "-u TILEIR_DELAY_TMA_STORE_WAIT -u CUTILE_CACHE_PATH -u CUTILE_CACHE_DISABLE "
             "-u CUTILE_CACHE_MAX_SIZE "
             "LSAN_OPTIONS=suppressions=%s/lsan.supp:print_suppressions=0 CUTILE_CACHE_DIR=%s "
             "%s %s %s 2>&1",
             dir, cache, env, getenv("CUTILE_BIN"), args);
    FILE *p = popen(cmd, "r");
    size_t n = p ? fread(out, 1, sizeof out - 1, p) : 0;
    out[n] = 0;
    int status = p ? pclose(p) : -1;
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

/* `cutile compile -v --gpu-name sm_90a BYTECODE -o DIR/NAME EXTRA` */
static int compile(const char *env, const char *name, const char *extra)
{
    char args[512];
    snprintf(args, sizeof args, "compile -v --gpu-name sm_90a %s -o %s/%s %s", BYTECODE, dir,
             name, extra);
    return cutile(env, args);
}

static void use_cache(const char *name)
{
    snprintf(cache, sizeof cache, "%s/%.24s", dir, name);
}

static int same_file(const char *a, const char *b)
{
    char pa[128], pb[128];
    snprintf(pa, sizeof pa, "%s/%s", dir, a);
    snprintf(pb, sizeof pb, "%s/%s", dir, b);
    size_t na = 0, nb = 0;
    unsigned char *x = test_read_file(pa, &na), *y = test_read_file(pb, &nb);
    int same = x && y && na == nb && na > 0 && memcmp(x, y, na) == 0;
    free(x);
    free(y);
    return same;
}

/* Number of entry files in the current cache; the path of the last one in `path`. */
static int entries(char path[256])
{
    DIR *d = opendir(cache);
    int n = 0;
    for (struct dirent *e; d && (e = readdir(d));) {
        size_t len = strlen(e->d_name);
        if (len == 38 && strcmp(e->d_name + 32, ".entry") == 0) {
            n++;
            if (path)
                snprintf(path, 256, "%s/%.38s", cache, e->d_name);
        }
    }
    if (d)
        closedir(d);
    return n;
}

/* The "created …" field `cutile cache list` prints for the single entry. */
static void created_time(char field[64])
{
    field[0] = 0;
    CHECK_EQ_INT(cutile("", "cache list"), 0);
    const char *c = strstr(out, "created ");
    if (c)
        sscanf(c, "created %63s", field);
    CHECK(field[0] != 0);
}

/* Twice in fresh processes: the second is a disk hit with the same file and bytes. */
static void test_second_process_hits(void)
{
    use_cache("twice");
    CHECK_EQ_INT(compile("", "a.cubin", ""), 0);
    CHECK_CONTAINS(out, "compiled in");
    char path[256], created1[64], created2[64];
    CHECK_EQ_INT(entries(path), 1);
    struct stat st1, st2;
    CHECK_EQ_INT(stat(path, &st1), 0);
    created_time(created1);
    CHECK_CONTAINS(out, "vec_add_1d"); /* the kernel name in the entry's metadata */

    CHECK_EQ_INT(compile("", "b.cubin", ""), 0);
    CHECK_CONTAINS(out, "found on disk");
    CHECK(!strstr(out, "compiled in"));
    CHECK_EQ_INT(entries(path), 1);
    CHECK_EQ_INT(stat(path, &st2), 0);
    CHECK(st1.st_ino == st2.st_ino); /* not rewritten */
    created_time(created2);
    CHECK(strcmp(created1, created2) == 0);
    CHECK(same_file("a.cubin", "b.cubin"));

    /* Without the cache: the same bytes, no entry made, no cache line. */
    CHECK_EQ_INT(compile("", "c.cubin", "--no-cache"), 0);
    CHECK(!strstr(out, "cache:"));
    CHECK(same_file("a.cubin", "c.cubin"));
    CHECK_EQ_INT(entries(NULL), 1);
    /* PTX is not cached. */
    CHECK_EQ_INT(compile("", "a.ptx", "--emit ptx"), 0);
    CHECK(!strstr(out, "cache:"));
    CHECK_EQ_INT(entries(NULL), 1);
    /* Without -v a hit is silent. */
    char args[512];
    snprintf(args, sizeof args, "compile --gpu-name sm_90a %s -o %s/d.cubin", BYTECODE, dir);
    CHECK_EQ_INT(cutile("", args), 0);
    CHECK_EQ_INT(out[0], 0);
}

/* Each setting that changes code makes an entry of its own; the environment is resolved before
 * the key, so tileiras' name of a knob finds the entry made under ours. */
static void test_settings_make_entries(void)
{
    use_cache("settings");
    CHECK_EQ_INT(compile("", "o3.cubin", ""), 0);
    CHECK_EQ_INT(compile("", "o2.cubin", "-O2"), 0);
    CHECK_CONTAINS(out, "compiled in");
    CHECK_EQ_INT(compile("", "li.cubin", "--lineinfo"), 0);
    CHECK_CONTAINS(out, "compiled in");
    CHECK_EQ_INT(compile("CUTILE_PREFER_TMA=1", "tma.cubin", ""), 0);
    CHECK_CONTAINS(out, "compiled in");
    CHECK_EQ_INT(entries(NULL), 4);
    CHECK_EQ_INT(compile("TILEIR_PREFER_TMA_FOR_LOAD_STORE=1", "tma2.cubin", ""), 0);
    CHECK_CONTAINS(out, "found on disk");
    CHECK_EQ_INT(compile("CUTILE_PREFER_TMA=0 TILEIR_PREFER_TMA_FOR_LOAD_STORE=1", "tma0.cubin",
                         ""),
                 0);
    CHECK_CONTAINS(out, "compiled in"); /* ours wins: 0, a fifth entry */
    char args[512];
    snprintf(args, sizeof args, "compile -v --gpu-name sm_80 %s -o %s/sm80.cubin", BYTECODE, dir);
    CHECK_EQ_INT(cutile("", args), 0);
    CHECK_CONTAINS(out, "(sm_80): compiled in");
    CHECK_EQ_INT(entries(NULL), 6);
    CHECK(same_file("tma.cubin", "tma2.cubin"));
}

/* Flips one byte of the entry file at `at` (from the end when negative). */
static void flip_byte(const char *path, long at)
{
    int fd = open(path, O_RDWR);
    struct stat st;
    CHECK(fd >= 0 && fstat(fd, &st) == 0);
    off_t off = at >= 0 ? at : st.st_size + at;
    unsigned char c = 0;
    CHECK_EQ_INT(pread(fd, &c, 1, off), 1);
    c ^= 0x40;
    CHECK_EQ_INT(pwrite(fd, &c, 1, off), 1);
    close(fd);
}

/* After damage: the next compile removes the entry, rebuilds it and writes the same cubin. */
static void expect_rebuilt(const char *name, const char *why)
{
    CHECK_EQ_INT(compile("", name, ""), 0);
    CHECK_CONTAINS(out, "removed bad entry");
    CHECK_CONTAINS(out, why);
    CHECK_CONTAINS(out, "compiled in");
    CHECK(same_file("first.cubin", name));
    CHECK_EQ_INT(entries(NULL), 1);
    CHECK_EQ_INT(cutile("", "cache verify"), 0);
    CHECK_CONTAINS(out, "1 entries, 0 bad");
    CHECK_EQ_INT(compile("", "again.cubin", ""), 0); /* and it is a hit again */
    CHECK_CONTAINS(out, "found on disk");
}

/* Rewrites the entry with its tail changed by `edit` and a checksum that matches again, so
 * that only the launch-metadata check can find the damage. */
static void break_tail(const char *path, void (*edit)(uint8_t *tail, size_t n))
{
    size_t n = 0;
    uint8_t *f = test_read_file(path, &n);
    ct_cache_key key;
    const char *name = strrchr(path, '/') + 1;
    CHECK_EQ_INT(ct_cache_key_parse_hex(name, 32, &key), 0);
    ct_cache_header h;
    ct_cache_meta m;
    CHECK(f != NULL);
    if (!f || ct_cache_header_decode(f, n, &key, &h, NULL) ||
        ct_cache_meta_decode(f + CT_CACHE_HEADER_SIZE, h.meta_size, &m, NULL)) {
        CHECK(0);
        free(f);
        return;
    }
    edit((uint8_t *)m.tail, m.tail_size);
    ct_cache_header_encode(&key, f + CT_CACHE_HEADER_SIZE, h.meta_size,
                           f + CT_CACHE_HEADER_SIZE + h.meta_size, h.cubin_size, f);
    FILE *w = fopen(path, "wb");
    CHECK(w && fwrite(f, 1, n, w) == n);
    if (w)
        fclose(w);
    free(f);
}

static void bad_param_kind(uint8_t *t, size_t n)
{
    CHECK(n > 48);
    t[48] = 9; /* the first parameter's kind (FORMAT.md §3.1) */
}

static void bad_tail_version(uint8_t *t, size_t n)
{
    CHECK(n > 8);
    t[4] = 5; /* CT_KMETA_VERSION is 4 */
}

static void test_damaged_entries(void)
{
    use_cache("damage");
    CHECK_EQ_INT(compile("", "first.cubin", ""), 0);
    char path[256];
    CHECK_EQ_INT(entries(path), 1);

    flip_byte(path, -100); /* inside the cubin */
    expect_rebuilt("r1.cubin", "checksum mismatch");
    flip_byte(path, 20); /* the key echo in the header */
    expect_rebuilt("r2.cubin", "key in the header differs");
    CHECK_EQ_INT(truncate(path, 1000), 0);
    expect_rebuilt("r3.cubin", "sizes");

    /* Checksum right, launch metadata wrong: `cutile cache verify` (the cache's own checks)
     * passes it; a load does not. */
    break_tail(path, bad_param_kind);
    CHECK_EQ_INT(cutile("", "cache verify"), 0);
    expect_rebuilt("r4.cubin", "kernel metadata: offset 48: unknown parameter kind");
    break_tail(path, bad_tail_version);
    expect_rebuilt("r5.cubin", "unknown kernel metadata version");
}

/* A read-only layer serves hits and gets nothing written; CUTILE_CACHE_DISABLE leaves the
 * disk alone. */
static void test_layers(void)
{
    char ro[128], args[512];
    snprintf(ro, sizeof ro, "%s/twice", dir); /* filled by test_second_process_hits */
    use_cache("fresh");
    char env[256];
    snprintf(env, sizeof env, "CUTILE_CACHE_PATH=%s", ro);
    CHECK_EQ_INT(compile(env, "ro.cubin", ""), 0);
    CHECK_CONTAINS(out, "found in a read-only directory");
    CHECK(same_file("a.cubin", "ro.cubin"));
    CHECK_EQ_INT(entries(NULL), 0);

    use_cache("disabled");
    CHECK_EQ_INT(compile("CUTILE_CACHE_DISABLE=1", "off.cubin", ""), 0);
    CHECK_CONTAINS(out, "compiled in");
    CHECK(same_file("a.cubin", "off.cubin"));
    CHECK(access(cache, F_OK) != 0); /* not even created */

    /* Malformed settings fail before anything is compiled, naming the variable. */
    CHECK_EQ_INT(compile("CUTILE_CACHE_MAX_SIZE=12Q", "x.cubin", ""),
                 CUTILE_ERROR_BAD_ENVIRONMENT);
    CHECK_CONTAINS(out, "CUTILE_CACHE_MAX_SIZE=\"12Q\" is malformed");
    CHECK_EQ_INT(compile("CUTILE_CACHE_DISABLE=maybe", "x.cubin", ""),
                 CUTILE_ERROR_BAD_ENVIRONMENT);
    CHECK_CONTAINS(out, "CUTILE_CACHE_DISABLE");
    snprintf(args, sizeof args, "%s/x.cubin", dir);
    CHECK(access(args, F_OK) != 0);
}

/* In process: a hit takes only the key — not the bytes, not the compiler. */
static void test_hit_reads_no_bytecode(void)
{
    size_t n = 0;
    unsigned char *bc = test_read_file(BYTECODE, &n);
    ct_build_options o = {.target = ct_target_by_name("sm_90a", NULL), .opt_level = 3,
                          .knobs = {-1, -1, -1, 0}, .link = 1};
    ct_build_ident id;
    ct_build_ident_init(&id);
    use_cache("inproc");
    ct_cache_config cfg = {.dir = cache, .meta_check = ct_build_meta_check};
    ct_cache *c = NULL;
    ct_cache_key key;
    const ct_cache_entry *e = NULL;
    ct_cache_source from = CT_CACHE_MISS;
    ct_diag d = {0};
    CHECK(bc != NULL);
    CHECK_EQ_INT(ct_build_key(&id, &o, bc, n, &key, &d), CUTILE_SUCCESS);
    CHECK_EQ_INT(ct_cache_open(&cfg, &c, &d), CUTILE_SUCCESS);
    CHECK_EQ_INT(ct_build_cached(c, &o, bc, n, &key, &e, &from, &d), CUTILE_SUCCESS);
    CHECK_EQ_INT(from, CT_CACHE_COMPILED);
    uint8_t *cubin = e ? malloc(e->cubin_size) : NULL;
    size_t cubin_size = e ? e->cubin_size : 0;
    if (cubin)
        memcpy(cubin, e->cubin, cubin_size);
    CHECK_EQ_INT(ct_build_cached(c, &o, NULL, n, &key, &e, &from, &d), CUTILE_SUCCESS);
    CHECK_EQ_INT(from, CT_CACHE_MEMORY);
    ct_cache_close(c);

    /* A new instance (as a new process has): from disk, with no bytes at all. */
    CHECK_EQ_INT(ct_cache_open(&cfg, &c, &d), CUTILE_SUCCESS);
    CHECK_EQ_INT(ct_build_cached(c, &o, NULL, 0, &key, &e, &from, &d), CUTILE_SUCCESS);
    CHECK_EQ_INT(from, CT_CACHE_DISK);
    CHECK(e && cubin && e->cubin_size == cubin_size &&
          memcmp(e->cubin, cubin, cubin_size) == 0);
    /* A key with no entry does need the bytes: the compile callback ran. */
    key.bytes[0] ^= 1;
    CHECK_EQ_INT(ct_build_cached(c, &o, NULL, 0, &key, &e, &from, &d),
                 CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK_CONTAINS(d.msg, "bytes is NULL");
    ct_diag_clear(&d);
    o.link = 0;
    CHECK_EQ_INT(ct_build_cached(c, &o, bc, n, &key, &e, &from, &d),
                 CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK_CONTAINS(d.msg, "only cubins are cached");
    ct_cache_close(c);
    free(cubin);
    free(bc);
}

int main(void)
{
    if (!getenv("CUTILE_BIN")) {
        printf("SKIPPED: CUTILE_BIN (the cutile binary) is not set; run through ctest\n");
        return 77;
    }
    unsigned major, minor;
    ct_diag d = {0};
    if (ct_link_version(&major, &minor, &d)) {
        printf("SKIPPED: %s\n", d.msg);
        return 77;
    }
    const char *tmp = getenv("TMPDIR");
    snprintf(dir, sizeof dir, "%s/cutile_cache_compile_XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (!mkdtemp(dir)) {
        perror("mkdtemp");
        return 1;
    }
    char supp[128];
    snprintf(supp, sizeof supp, "%s/lsan.supp", dir);
    FILE *f = fopen(supp, "w");
    if (f) {
        fputs("leak:libnvJitLink.so\n", f);
        fclose(f);
    }
    test_second_process_hits();
    test_settings_make_entries();
    test_damaged_entries();
    test_layers();
    test_hit_reads_no_bytecode();
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    CHECK_EQ_INT(system(cmd), 0);
    TEST_MAIN_END();
}
