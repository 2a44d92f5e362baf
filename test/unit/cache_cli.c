/* `cutile cache …` run as a program on a temporary cache directory: what each command prints,
 * verify failing on a damaged entry, prune and clear, and bad arguments and environment. */
#include <sys/wait.h>

#include "cache_test.h"

static char out[16384];

/* Runs `cutile cache ARGS` with the given environment prefix; returns its exit status and
 * leaves stdout and stderr in `out`. */
static int cli(const char *env, const char *args)
{
    char cmd[2048];
    snprintf(cmd, sizeof cmd, "env -u CUTILE_CACHE_PATH -u CUTILE_CACHE_MAX_SIZE "
                              "-u CUTILE_CACHE_DISABLE %s %s cache %s 2>&1",
             env, getenv("CUTILE_BIN"), args);
    FILE *p = popen(cmd, "r");
    size_t n = p ? fread(out, 1, sizeof out - 1, p) : 0;
    out[n] = 0;
    int status = p ? pclose(p) : -1;
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

static void populate(const char *dir, uint32_t first, uint32_t last)
{
    ct_cache *c = open_cache(dir, NULL, 0);
    for (uint32_t seed = first; seed <= last; seed++) {
        synth s = {seed, 65536};
        CHECK_EQ_INT(get_synth(c, &s, NULL), CT_CACHE_COMPILED);
    }
    ct_cache_close(c);
}

int main(void)
{
    if (!getenv("CUTILE_BIN")) {
        printf("SKIPPED: CUTILE_BIN (the cutile binary) is not set; run through ctest\n");
        return 77;
    }
    char root[256], dir[320], ro[320], env[400], hex[33], path[512];
    tmp_dir(root);
    snprintf(dir, sizeof dir, "%s/c", root);
    snprintf(ro, sizeof ro, "%s/ro", root);
    snprintf(env, sizeof env, "CUTILE_CACHE_DIR=%s", dir);
    populate(dir, 1, 3);
    populate(ro, 4, 4);
    ct_cache_key k1 = synth_key(1);
    ct_cache_key_hex(&k1, hex);

    CHECK_EQ_INT(cli(env, "path"), 0);
    CHECK(strncmp(out, dir, strlen(dir)) == 0 && out[strlen(dir)] == '\n');
    char xdg[600];
    snprintf(xdg, sizeof xdg, "-u CUTILE_CACHE_DIR XDG_CACHE_HOME=%s HOME=/nonexistent", root);
    CHECK_EQ_INT(cli(xdg, "path"), 0);
    CHECK_CONTAINS(out, "/cutile_rt\n");

    CHECK_EQ_INT(cli(env, "list"), 0);
    CHECK_CONTAINS(out, hex);
    CHECK_CONTAINS(out, "kernel_1,helper");
    CHECK_CONTAINS(out, "kernel_3,helper");
    CHECK_CONTAINS(out, "sm_90a");
    CHECK_CONTAINS(out, "64.1 KiB");
    CHECK_CONTAINS(out, "compile ");
    CHECK_CONTAINS(out, "(writable)");

    /* Read-only layers are listed and verified too. */
    char both[1024];
    snprintf(both, sizeof both, "%s CUTILE_CACHE_PATH=%s", env, ro);
    CHECK_EQ_INT(cli(both, "list"), 0);
    CHECK_CONTAINS(out, "(read-only)");
    CHECK_CONTAINS(out, "kernel_4,helper");
    CHECK_EQ_INT(cli(both, "stats"), 0);
    CHECK_CONTAINS(out, "3 entries");
    CHECK_CONTAINS(out, "1 entries");
    CHECK_CONTAINS(out, "max size: unlimited");

    CHECK_EQ_INT(cli(env, "verify"), 0);
    CHECK_CONTAINS(out, "3 entries, 0 bad");
    /* One flipped cubin byte: verify fails and names the entry; the entry stays. */
    entry_path(dir, 2, path);
    FILE *f = fopen(path, "r+b");
    fseek(f, -5, SEEK_END);
    fputc('!', f);
    fclose(f);
    CHECK_EQ_INT(cli(both, "verify"), CUTILE_ERROR_CACHE);
    ct_cache_key k2 = synth_key(2);
    ct_cache_key_hex(&k2, hex);
    CHECK_CONTAINS(out, hex);
    CHECK_CONTAINS(out, "checksum mismatch");
    CHECK_CONTAINS(out, "1 of 4 entries failed their checks");
    CHECK_EQ_INT(cli(env, "list"), 0);
    CHECK_CONTAINS(out, "BAD: checksum mismatch");

    /* Prune to one entry's worth: two go. Then clear. */
    CHECK_EQ_INT(cli(env, "prune --max-size 70K"), 0);
    CHECK_CONTAINS(out, "removed 2 entries");
    CHECK_CONTAINS(out, "kept 1 entries");
    CHECK_EQ_INT(count_files(dir, ""), 3); /* an entry, the lock file and the tag */
    char capped[1024];
    snprintf(capped, sizeof capped, "%s CUTILE_CACHE_MAX_SIZE=1", env);
    CHECK_EQ_INT(cli(capped, "stats"), 0);
    CHECK_CONTAINS(out, "max size: 1 B");
    CHECK_EQ_INT(cli(capped, "prune"), 0); /* the cap comes from the environment */
    CHECK_CONTAINS(out, "removed 1 entries");
    populate(dir, 5, 6);
    char disabled[1024];
    snprintf(disabled, sizeof disabled, "%s CUTILE_CACHE_DISABLE=1", env);
    CHECK_EQ_INT(cli(disabled, "clear"), 0); /* maintenance ignores CUTILE_CACHE_DISABLE */
    CHECK_CONTAINS(out, "removed 2 entries");
    CHECK_EQ_INT(count_files(dir, ""), 2); /* the lock file and the tag */

    /* Bad arguments and environment. */
    CHECK_EQ_INT(cli(env, ""), CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_INT(cli(env, "lst"), CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK_CONTAINS(out, "cache: unknown command lst");
    CHECK_CONTAINS(out, "usage: cutile");
    CHECK_EQ_INT(cli(env, "list extra"), CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK_CONTAINS(out, "cache list: unexpected argument extra");
    CHECK_EQ_INT(cli(env, "prune --max-size"), CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_INT(cli(env, "prune --max-size 1.5G"), CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK_CONTAINS(out, "--max-size takes bytes");
    CHECK_EQ_INT(cli(env, "clear --max-size 1G"), CUTILE_ERROR_INVALID_ARGUMENT);
    snprintf(capped, sizeof capped, "%s CUTILE_CACHE_MAX_SIZE=lots", env);
    CHECK_EQ_INT(cli(capped, "stats"), CUTILE_ERROR_BAD_ENVIRONMENT);
    CHECK_CONTAINS(out, "CUTILE_CACHE_MAX_SIZE=\"lots\"");
    CHECK_EQ_INT(cli("-u CUTILE_CACHE_DIR -u XDG_CACHE_HOME -u HOME", "path"), CUTILE_ERROR_CACHE);
    CHECK_CONTAINS(out, "no cache directory");
    /* An unsafe directory is refused, said on stderr; prune has nothing to work on. */
    CHECK(chmod(dir, 0777) == 0);
    CHECK_EQ_INT(cli(env, "prune"), CUTILE_ERROR_CACHE);
    CHECK_CONTAINS(out, "writable by other users");
    CHECK_CONTAINS(out, "no writable cache directory");
    rm_tree(root);
    TEST_MAIN_END();
}
