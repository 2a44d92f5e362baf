/* Cache settings: context options over the environment, strict parsing of every variable,
 * and the XDG default directory. The environment is a fake table (the real one is untouched). */
#include "cache/cache.h"
#include "test.h"

typedef struct fake_env {
    const char *vars[8][2];
} fake_env;

static const char *fake_getenv(void *user, const char *name)
{
    fake_env *e = user;
    for (int i = 0; i < 8 && e->vars[i][0]; i++)
        if (strcmp(e->vars[i][0], name) == 0)
            return e->vars[i][1];
    return NULL;
}

static ct_status from(fake_env *env, const cuTileContextOptions *o, ct_cache_config *cfg,
                      ct_diag *d)
{
    return ct_cache_config_from_env(o, fake_getenv, env, cfg, d);
}

static void test_sizes(void)
{
    static const struct {
        const char *s;
        uint64_t v;
    } good[] = {{"0", 0},           {"1", 1},
                {"512", 512},       {"1k", 1024},
                {"1K", 1024},       {"512M", 512ull << 20},
                {"2G", 2ull << 30}, {"2g", 2ull << 30},
                {"3T", 3ull << 40}, {"18446744073709551615", UINT64_MAX},
                {"16777215T", 16777215ull << 40}};
    for (size_t i = 0; i < CT_ARRAY_LEN(good); i++) {
        uint64_t v = 7;
        CHECK_EQ_INT(ct_cache_parse_size(good[i].s, &v), 0);
        CHECK(v == good[i].v);
    }
    static const char *bad[] = {"",    "M",   "-1",  " 1",  "1 ",  "1.5G", "12X", "1GG",
                                "1GB", "1Gi", "0x10", "18446744073709551616", "16777216T",
                                "99999999999999999999"};
    for (size_t i = 0; i < CT_ARRAY_LEN(bad); i++) {
        uint64_t v = 7;
        if (ct_cache_parse_size(bad[i], &v) != -1 || v != 7) {
            CHECK(!"malformed size accepted");
            fprintf(stderr, "  (\"%s\")\n", bad[i]);
        }
    }
}

static void test_defaults(void)
{
    ct_cache_config cfg;
    ct_diag d = {0};
    fake_env e1 = {{{"HOME", "/home/u"}}};
    CHECK_EQ_INT(from(&e1, NULL, &cfg, &d), CUTILE_SUCCESS);
    CHECK(cfg.dir && strcmp(cfg.dir, "/home/u/.cache/cutile_rt") == 0);
    CHECK(cfg.read_path == NULL);
    CHECK_EQ_INT(cfg.disable, 0);
    CHECK_EQ_INT(cfg.max_size, 0);
    ct_cache_config_free(&cfg);

    fake_env e2 = {{{"HOME", "/home/u"}, {"XDG_CACHE_HOME", "/var/cache/u"}}};
    CHECK_EQ_INT(from(&e2, NULL, &cfg, &d), CUTILE_SUCCESS);
    CHECK(cfg.dir && strcmp(cfg.dir, "/var/cache/u/cutile_rt") == 0);
    ct_cache_config_free(&cfg);

    /* A relative or empty XDG_CACHE_HOME is ignored (XDG spec). */
    fake_env e3 = {{{"HOME", "/home/u"}, {"XDG_CACHE_HOME", "rel/cache"}}};
    CHECK_EQ_INT(from(&e3, NULL, &cfg, &d), CUTILE_SUCCESS);
    CHECK(cfg.dir && strcmp(cfg.dir, "/home/u/.cache/cutile_rt") == 0);
    ct_cache_config_free(&cfg);
    fake_env e4 = {{{"HOME", "/home/u"}, {"XDG_CACHE_HOME", ""}}};
    CHECK_EQ_INT(from(&e4, NULL, &cfg, &d), CUTILE_SUCCESS);
    CHECK(cfg.dir && strcmp(cfg.dir, "/home/u/.cache/cutile_rt") == 0);
    ct_cache_config_free(&cfg);

    /* Neither: no writable directory. */
    fake_env none = {{{NULL, NULL}}};
    CHECK_EQ_INT(from(&none, NULL, &cfg, &d), CUTILE_SUCCESS);
    CHECK(cfg.dir == NULL);
    ct_cache_config_free(&cfg);
}

static void test_environment(void)
{
    ct_cache_config cfg;
    ct_diag d = {0};
    fake_env e = {{{"HOME", "/home/u"},
                   {"CUTILE_CACHE_DIR", "/data/kc"},
                   {"CUTILE_CACHE_PATH", "/opt/app/kc:/usr/share/kc"},
                   {"CUTILE_CACHE_DISABLE", "0"},
                   {"CUTILE_CACHE_MAX_SIZE", "512M"}}};
    CHECK_EQ_INT(from(&e, NULL, &cfg, &d), CUTILE_SUCCESS);
    CHECK(strcmp(cfg.dir, "/data/kc") == 0);
    CHECK(strcmp(cfg.read_path, "/opt/app/kc:/usr/share/kc") == 0);
    CHECK_EQ_INT(cfg.disable, 0);
    CHECK(cfg.max_size == 512ull << 20);
    ct_cache_config_free(&cfg);

    static const char *yes[] = {"1", "true", "YES", "On"}, *no[] = {"0", "false", "No", "OFF"};
    for (int i = 0; i < 4; i++) {
        fake_env y = {{{"CUTILE_CACHE_DISABLE", yes[i]}}}, n = {{{"CUTILE_CACHE_DISABLE", no[i]}}};
        CHECK_EQ_INT(from(&y, NULL, &cfg, &d), CUTILE_SUCCESS);
        CHECK_EQ_INT(cfg.disable, 1);
        CHECK_EQ_INT(from(&n, NULL, &cfg, &d), CUTILE_SUCCESS);
        CHECK_EQ_INT(cfg.disable, 0);
    }
    /* Empty means unset. */
    fake_env empty = {{{"HOME", "/h"}, {"CUTILE_CACHE_DIR", ""}, {"CUTILE_CACHE_MAX_SIZE", ""},
                       {"CUTILE_CACHE_DISABLE", ""}, {"CUTILE_CACHE_PATH", ""}}};
    CHECK_EQ_INT(from(&empty, NULL, &cfg, &d), CUTILE_SUCCESS);
    CHECK(strcmp(cfg.dir, "/h/.cache/cutile_rt") == 0);
    CHECK(cfg.read_path == NULL && cfg.max_size == 0 && cfg.disable == 0);
    ct_cache_config_free(&cfg);
}

/* A malformed variable fails context creation with ERROR_BAD_ENVIRONMENT naming it. */
static void bad_var(const char *name, const char *value)
{
    fake_env e = {{{"HOME", "/h"}, {name, value}}};
    ct_cache_config cfg;
    ct_diag d = {0};
    CHECK_EQ_INT(from(&e, NULL, &cfg, &d), CUTILE_ERROR_BAD_ENVIRONMENT);
    CHECK_CONTAINS(d.msg, name);
    CHECK_CONTAINS(d.msg, value);
    CHECK(cfg.owned_dir == NULL); /* nothing to free on failure */
}

static void test_malformed(void)
{
    bad_var("CUTILE_CACHE_MAX_SIZE", "12X");
    bad_var("CUTILE_CACHE_MAX_SIZE", "1.5G");
    bad_var("CUTILE_CACHE_MAX_SIZE", "-1");
    bad_var("CUTILE_CACHE_MAX_SIZE", "99999999999999999999");
    bad_var("CUTILE_CACHE_DISABLE", "2");
    bad_var("CUTILE_CACHE_DISABLE", "maybe");
    bad_var("CUTILE_CACHE_DISABLE", " 1");
    /* the directory must not depend on the process's working directory (nor a shell's ~) */
    bad_var("CUTILE_CACHE_DIR", "cache");
    bad_var("CUTILE_CACHE_DIR", "./cache");
    bad_var("CUTILE_CACHE_DIR", "~/.cache/cutile_rt");
    /* Checked even when the cache ends up disabled by the other variable. */
    fake_env e = {{{"CUTILE_CACHE_DISABLE", "1"}, {"CUTILE_CACHE_MAX_SIZE", "lots"}}};
    ct_cache_config cfg;
    ct_diag d = {0};
    CHECK_EQ_INT(from(&e, NULL, &cfg, &d), CUTILE_ERROR_BAD_ENVIRONMENT);
    CHECK_CONTAINS(d.msg, "CUTILE_CACHE_MAX_SIZE");
}

static void test_options(void)
{
    fake_env e = {{{"HOME", "/h"},
                   {"CUTILE_CACHE_DIR", "/env/dir"},
                   {"CUTILE_CACHE_PATH", "/env/ro"},
                   {"CUTILE_CACHE_MAX_SIZE", "bad!"},
                   {"CUTILE_CACHE_DISABLE", "nope"}}};
    cuTileAllocator al = {0};
    cuTileContextOptions o = {sizeof o, &al, "/opt/dir", "", 1, 4096};
    ct_cache_config cfg;
    ct_diag d = {0};
    /* Options set every field: the (malformed) variables they override are never read. */
    CHECK_EQ_INT(from(&e, &o, &cfg, &d), CUTILE_SUCCESS);
    CHECK(cfg.al == &al);
    CHECK(strcmp(cfg.dir, "/opt/dir") == 0);
    CHECK(strcmp(cfg.read_path, "") == 0);
    CHECK_EQ_INT(cfg.disable, 1);
    CHECK_EQ_INT(cfg.max_size, 4096);
    ct_cache_config_free(&cfg);

    /* Zero fields defer to the environment. */
    fake_env ok = {{{"HOME", "/h"},
                    {"CUTILE_CACHE_DIR", "/env/dir"},
                    {"CUTILE_CACHE_PATH", "/env/ro"},
                    {"CUTILE_CACHE_MAX_SIZE", "1M"}}};
    cuTileContextOptions z = {sizeof z};
    CHECK_EQ_INT(from(&ok, &z, &cfg, &d), CUTILE_SUCCESS);
    CHECK(strcmp(cfg.dir, "/env/dir") == 0 && strcmp(cfg.read_path, "/env/ro") == 0);
    CHECK(cfg.max_size == 1u << 20 && cfg.disable == 0 && cfg.al == NULL);
    ct_cache_config_free(&cfg);

    /* An older, shorter struct: the fields past struct_size are not read. */
    cuTileContextOptions old = o;
    old.struct_size = offsetof(cuTileContextOptions, cache_read_path);
    CHECK_EQ_INT(from(&ok, &old, &cfg, &d), CUTILE_SUCCESS);
    CHECK(strcmp(cfg.dir, "/opt/dir") == 0);          /* covered */
    CHECK(strcmp(cfg.read_path, "/env/ro") == 0);     /* not covered: environment */
    CHECK(cfg.max_size == 1u << 20 && cfg.disable == 0);
    ct_cache_config_free(&cfg);
}

int main(void)
{
    test_sizes();
    test_defaults();
    test_environment();
    test_malformed();
    test_options();
    TEST_MAIN_END();
}
