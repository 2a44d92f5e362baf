/*
 * `cutile cache …` — inspects and maintains the kernel cache the environment names
 * (CUTILE_CACHE_DIR, CUTILE_CACHE_PATH, CUTILE_CACHE_MAX_SIZE; CUTILE_CACHE_DISABLE does not
 * stop maintenance).
 *
 *   cutile cache path                 the writable directory
 *   cutile cache list                 every entry, least recently used first
 *   cutile cache stats                entries and bytes per directory
 *   cutile cache verify               reads every entry fully; fails if any is bad
 *   cutile cache prune [--max-size N] evicts LRU entries down to N (default CUTILE_CACHE_MAX_SIZE)
 *   cutile cache clear                removes every entry of the writable directory
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "cache/cache.h"
#include "tools/cli.h"

/* "123 B", "4.0 KiB", "1.5 MiB" … */
static void human(uint64_t n, char out[32])
{
    static const char *const units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
    double v = (double)n;
    size_t u = 0;
    while (v >= 1024 && u + 1 < CT_ARRAY_LEN(units)) {
        v /= 1024;
        u++;
    }
    if (u == 0)
        snprintf(out, 32, "%" PRIu64 " B", n);
    else
        snprintf(out, 32, "%.1f %s", v, units[u]);
}

static void utc(int64_t sec, char out[32])
{
    struct tm tm;
    time_t t = (time_t)sec;
    if (!gmtime_r(&t, &tm) || !strftime(out, 32, "%Y-%m-%dT%H:%M:%SZ", &tm))
        snprintf(out, 32, "?");
}

static void print_item(void *user, const ct_cache_item *it)
{
    (void)user;
    char hex[33], size[32], used[32], created[32];
    ct_cache_key_hex(&it->key, hex);
    human(it->size, size);
    utc(it->last_used_ns / 1000000000, used);
    if (!it->entry) {
        printf("%s  BAD: %s  %s  last used %s\n", hex, it->problem, size, used);
        return;
    }
    const ct_cache_meta *m = &it->entry->info;
    utc((int64_t)(m->created_us / 1000000), created);
    printf("%s  %-8s %10s  created %s  last used %s  compile %.1f ms  ", hex, m->target, size,
           created, used, (double)m->compile_us / 1000);
    for (const char *k = m->first_kernel; k; k = ct_cache_meta_next_kernel(m, k))
        printf("%s%s", k == m->first_kernel ? "" : ",", k);
    printf("\n");
}

typedef struct verify_count {
    const char *dir;
    uint64_t total, bad;
} verify_count;

static void verify_item(void *user, const ct_cache_item *it)
{
    verify_count *v = user;
    v->total++;
    if (it->entry)
        return;
    char hex[33];
    ct_cache_key_hex(&it->key, hex);
    printf("bad: %s/%s.entry: %s\n", v->dir, hex, it->problem);
    v->bad++;
}

static const char *layer_kind(const ct_cache *c, size_t i)
{
    return ct_cache_layer_writable(c, i) ? "writable" : "read-only";
}

static ct_status cmd_list(ct_cache *c, const ct_cache_config *cfg, ct_diag *d)
{
    (void)cfg;
    for (size_t i = 0; i < ct_cache_layer_count(c); i++) {
        printf("# %s (%s)\n", ct_cache_layer_path(c, i), layer_kind(c, i));
        if (ct_cache_scan(c, i, print_item, NULL, d))
            return d->status;
    }
    return CUTILE_SUCCESS;
}

static ct_status cmd_stats(ct_cache *c, const ct_cache_config *cfg, ct_diag *d)
{
    char max[32];
    human(cfg->max_size, max);
    printf("max size: %s\n", cfg->max_size ? max : "unlimited");
    printf("disabled for applications: %s\n", cfg->disable ? "yes (CUTILE_CACHE_DISABLE)" : "no");
    for (size_t i = 0; i < ct_cache_layer_count(c); i++) {
        ct_cache_sweep s;
        if (ct_cache_stats(c, i, &s, d))
            return d->status;
        char bytes[32];
        human(s.bytes, bytes);
        printf("%s (%s): %" PRIu64 " entries, %s, %" PRIu64 " temporary files\n",
               ct_cache_layer_path(c, i), layer_kind(c, i), s.entries, bytes, s.temp_files);
    }
    return CUTILE_SUCCESS;
}

static ct_status cmd_verify(ct_cache *c, const ct_cache_config *cfg, ct_diag *d)
{
    (void)cfg;
    verify_count all = {0};
    for (size_t i = 0; i < ct_cache_layer_count(c); i++) {
        verify_count v = {ct_cache_layer_path(c, i)};
        if (ct_cache_scan(c, i, verify_item, &v, d))
            return d->status;
        all.total += v.total;
        all.bad += v.bad;
    }
    printf("%" PRIu64 " entries, %" PRIu64 " bad\n", all.total, all.bad);
    if (all.bad)
        return ct_diag_set(d, CUTILE_ERROR_CACHE,
                           "%" PRIu64 " of %" PRIu64 " entries failed their checks", all.bad,
                           all.total);
    return CUTILE_SUCCESS;
}

static void print_sweep(const ct_cache_sweep *s)
{
    char removed[32], kept[32];
    human(s->removed_bytes, removed);
    human(s->bytes, kept);
    printf("removed %" PRIu64 " entries (%s) and %" PRIu64 " temporary files; kept %" PRIu64
           " entries (%s)\n",
           s->removed_entries, removed, s->removed_temp_files, s->entries, kept);
}

static ct_status cmd_prune(ct_cache *c, const ct_cache_config *cfg, ct_diag *d)
{
    ct_cache_sweep sw;
    if (ct_cache_prune(c, cfg->max_size, &sw, d))
        return d->status;
    print_sweep(&sw);
    return CUTILE_SUCCESS;
}

static ct_status cmd_clear(ct_cache *c, const ct_cache_config *cfg, ct_diag *d)
{
    (void)cfg;
    ct_cache_sweep sw;
    if (ct_cache_clear(c, &sw, d))
        return d->status;
    print_sweep(&sw);
    return CUTILE_SUCCESS;
}

typedef ct_status (*cache_cmd)(ct_cache *c, const ct_cache_config *cfg, ct_diag *d);
static const struct {
    const char *name;
    cache_cmd run;
} cache_cmds[] = {
    {"list", cmd_list}, {"stats", cmd_stats}, {"verify", cmd_verify},
    {"prune", cmd_prune}, {"clear", cmd_clear},
};

static ct_status cmd_path(const ct_cache_config *cfg, ct_diag *d)
{
    if (!cfg->dir)
        return ct_diag_set(d, CUTILE_ERROR_CACHE,
                           "no cache directory: set CUTILE_CACHE_DIR or HOME");
    printf("%s\n", cfg->dir);
    return CUTILE_SUCCESS;
}

/* Opens the cache the environment configures (disk layers on even when applications are told
 * to skip them: maintenance works on the directories) and runs cmd on it. */
static ct_status run(cache_cmd cmd, const uint64_t *max_size, ct_diag *d)
{
    ct_cache_config cfg;
    if (ct_cache_config_from_env(NULL, NULL, NULL, &cfg, d))
        return d->status;
    if (max_size)
        cfg.max_size = *max_size;
    ct_cache_config open_cfg = cfg;
    open_cfg.disable = 0;
    ct_cache *c = NULL;
    if (!cmd)
        cmd_path(&cfg, d);
    else if (!ct_cache_open(&open_cfg, &c, d))
        cmd(c, &cfg, d);
    ct_cache_close(c);
    ct_cache_config_free(&cfg);
    return d->status;
}

int cli_cache(int argc, char **argv)
{
    if (argc < 1)
        return cli_usage("cache: which? path, list, stats, verify, prune or clear");
    cache_cmd cmd = NULL;
    for (size_t i = 0; i < CT_ARRAY_LEN(cache_cmds); i++)
        if (strcmp(argv[0], cache_cmds[i].name) == 0)
            cmd = cache_cmds[i].run;
    if (!cmd && strcmp(argv[0], "path") != 0)
        return cli_usage("cache: unknown command %s", argv[0]);
    uint64_t max_size = 0;
    int has_max = argc == 3 && cmd == cmd_prune && strcmp(argv[1], "--max-size") == 0;
    if (has_max && ct_cache_parse_size(argv[2], &max_size))
        return cli_usage("cache prune: --max-size %s: --max-size takes bytes with an optional "
                         "K, M, G or T suffix", argv[2]);
    if (argc != 1 && !has_max)
        return cli_usage("cache %s: unexpected argument %s", argv[0], argv[1]);
    cuTileSetLogCallback(cli_log, (void *)(intptr_t)CUTILE_LOG_WARNING);
    ct_diag d = {0};
    return run(cmd, has_max ? &max_size : NULL, &d) ? cli_fail(&d) : 0;
}
