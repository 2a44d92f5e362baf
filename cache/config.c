/* config.c — cache settings from the context options and the environment they defer to. */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cache/cache.h"

/* A field of the caller's options exists only if struct_size covers it (older callers pass
 * smaller structs). */
#define OPT_HAS(o, field)                                                                      \
    ((o) && (o)->struct_size >= offsetof(cuTileContextOptions, field) + sizeof((o)->field))

static const char *env_get(ct_cache_getenv_fn env, void *user, const char *name)
{
    const char *v = env ? env(user, name) : secure_getenv(name);
    return v && *v ? v : NULL; /* empty counts as unset */
}

static ct_status bad_env(ct_diag *d, const char *name, const char *value, const char *expected)
{
    return ct_diag_set(d, CUTILE_ERROR_BAD_ENVIRONMENT, "%s=\"%.64s\" is malformed: expected %s",
                       name, value, expected);
}

int ct_cache_parse_size(const char *s, uint64_t *out)
{
    if (*s < '0' || *s > '9')
        return -1;
    uint64_t v = 0;
    for (; *s >= '0' && *s <= '9'; s++) {
        unsigned digit = (unsigned)(*s - '0');
        if (v > (UINT64_MAX - digit) / 10)
            return -1;
        v = v * 10 + digit;
    }
    int shift = 0;
    if (*s) {
        static const char units[] = "kmgt";
        const char *u = memchr(units, *s | 0x20, 4);
        if (!u || s[1])
            return -1;
        shift = 10 * (int)(u - units + 1);
        if (v > UINT64_MAX >> shift)
            return -1;
    }
    *out = v << shift;
    return 0;
}

/* 1/true/yes/on or 0/false/no/off, any case; -1 otherwise. */
static int parse_bool(const char *s)
{
    static const char *const yes[] = {"1", "true", "yes", "on"};
    static const char *const no[] = {"0", "false", "no", "off"};
    for (size_t i = 0; i < CT_ARRAY_LEN(yes); i++) {
        if (strcasecmp(s, yes[i]) == 0)
            return 1;
        if (strcasecmp(s, no[i]) == 0)
            return 0;
    }
    return -1;
}

/* ${XDG_CACHE_HOME:-$HOME/.cache}/cutile_rt; a relative XDG_CACHE_HOME is ignored, as the XDG
 * spec says. No directory (dir NULL) when neither gives an absolute path. */
static ct_status default_dir(ct_cache_getenv_fn env, void *user, ct_cache_config *cfg,
                             ct_diag *d)
{
    const char *base = env_get(env, user, "XDG_CACHE_HOME"), *suffix = "/cutile_rt";
    if (!base || base[0] != '/') {
        base = env_get(env, user, "HOME");
        suffix = "/.cache/cutile_rt";
    }
    if (!base || base[0] != '/')
        return CUTILE_SUCCESS;
    size_t n = strlen(base) + strlen(suffix) + 1;
    if (!(cfg->owned_dir = ct_alloc(cfg->al, n)))
        return ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory");
    memcpy(cfg->owned_dir, base, strlen(base));
    memcpy(cfg->owned_dir + strlen(base), suffix, strlen(suffix) + 1);
    cfg->dir = cfg->owned_dir;
    return CUTILE_SUCCESS;
}

ct_status ct_cache_config_from_env(const cuTileContextOptions *o, ct_cache_getenv_fn env,
                                   void *user, ct_cache_config *cfg, ct_diag *d)
{
    memset(cfg, 0, sizeof *cfg);
    if (OPT_HAS(o, allocator))
        cfg->al = o->allocator;
    const char *v;
    /* Every variable the options defer to is checked, so a typo is reported even when the
     * disk cache ends up off. */
    if (OPT_HAS(o, cache_disable) && o->cache_disable)
        cfg->disable = 1;
    else if ((v = env_get(env, user, "CUTILE_CACHE_DISABLE")) &&
             (cfg->disable = parse_bool(v)) < 0)
        return bad_env(d, "CUTILE_CACHE_DISABLE", v, "0 or 1");
    if (OPT_HAS(o, cache_max_size) && o->cache_max_size)
        cfg->max_size = o->cache_max_size;
    else if ((v = env_get(env, user, "CUTILE_CACHE_MAX_SIZE")) &&
             ct_cache_parse_size(v, &cfg->max_size))
        return bad_env(d, "CUTILE_CACHE_MAX_SIZE", v,
                       "a byte count with an optional K, M, G or T suffix, e.g. 512M");
    if (OPT_HAS(o, cache_read_path) && o->cache_read_path)
        cfg->read_path = o->cache_read_path;
    else
        cfg->read_path = env_get(env, user, "CUTILE_CACHE_PATH");
    if (OPT_HAS(o, cache_dir) && o->cache_dir)
        cfg->dir = o->cache_dir;
    else if (!(cfg->dir = env_get(env, user, "CUTILE_CACHE_DIR")))
        return default_dir(env, user, cfg, d);
    else if (cfg->dir[0] != '/') /* relative to whichever directory the process is in */
        return bad_env(d, "CUTILE_CACHE_DIR", cfg->dir, "an absolute path");
    return CUTILE_SUCCESS;
}

void ct_cache_config_free(ct_cache_config *cfg)
{
    if (cfg->owned_dir)
        ct_free(cfg->al, cfg->owned_dir, strlen(cfg->owned_dir) + 1);
    cfg->owned_dir = NULL;
    cfg->dir = NULL;
}
