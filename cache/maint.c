/* maint.c — whole-directory work: listing entries in LRU order, statistics, eviction, pruning
 * and clearing (FORMAT.md §4). */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cache/cache_impl.h"

typedef struct dir_item {
    ct_cache_key key;
    uint64_t size;
    int64_t mtime_ns;
    mode_t type; /* S_IFREG for an entry file; anything else planted at an entry's name */
} dir_item;

typedef struct dir_list {
    dir_item *items;
    size_t n, cap;
    uint64_t temps, removed_temps;
} dir_list;

int ct_cache_entry_name_key(const char *name, ct_cache_key *key)
{
    char again[CT_CACHE_NAME_SIZE];
    if (ct_cache_key_parse_hex(name, strnlen(name, 32), key))
        return -1;
    ct_cache_entry_name(key, again);
    return strcmp(name, again) == 0 ? 0 : -1;
}

static int by_last_use(const void *a, const void *b)
{
    const dir_item *x = a, *y = b;
    if (x->mtime_ns != y->mtime_ns)
        return x->mtime_ns < y->mtime_ns ? -1 : 1;
    return memcmp(x->key.bytes, y->key.bytes, 16);
}

static int list_push(ct_cache *c, dir_list *dl, dir_item it)
{
    if (dl->n == dl->cap) {
        size_t cap = dl->cap ? 2 * dl->cap : 64;
        dir_item *p = ct_realloc(c->al, dl->items, dl->cap * sizeof *p, cap * sizeof *p);
        if (!p)
            return -1;
        dl->items = p;
        dl->cap = cap;
    }
    dl->items[dl->n++] = it;
    return 0;
}

static void list_free(ct_cache *c, dir_list *dl)
{
    ct_free(c->al, dl->items, dl->cap * sizeof *dl->items);
}

int ct_cache_dir_holds_only_cache(int dir_fd)
{
    int fd = openat(dir_fd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    DIR *dir = fd >= 0 ? fdopendir(fd) : NULL;
    if (!dir) {
        if (fd >= 0)
            close(fd);
        return -1;
    }
    int only = 1;
    struct dirent *de;
    ct_cache_key key;
    while (only && (errno = 0, de = readdir(dir)))
        only = strcmp(de->d_name, ".") == 0 || strcmp(de->d_name, "..") == 0 ||
               strcmp(de->d_name, CT_CACHE_LOCK_NAME) == 0 ||
               strcmp(de->d_name, CT_CACHE_TAG_NAME) == 0 ||
               strncmp(de->d_name, CT_CACHE_TEMP_PREFIX, strlen(CT_CACHE_TEMP_PREFIX)) == 0 ||
               ct_cache_entry_name_key(de->d_name, &key) == 0;
    int err = errno;
    closedir(dir);
    errno = err;
    return only && err ? -1 : only;
}

/* Temporary files at least temp_age_s old (never, when negative) are removed on the way. */
static void visit_temp(const ct_cache_layer *l, const char *name, int64_t temp_age_s,
                       dir_list *dl)
{
    struct stat st;
    if (fstatat(l->fd, name, &st, AT_SYMLINK_NOFOLLOW))
        return;
    if (temp_age_s >= 0 && l->writable && time(NULL) - st.st_mtime >= temp_age_s &&
        unlinkat(l->fd, name, 0) == 0)
        dl->removed_temps++;
    else
        dl->temps++;
}

/* Everything at an entry's name in a layer, least recently used first: entry files, and the
 * directories, links and others planted there (a sweep removes them, a scan reports them). */
static ct_status list_layer(ct_cache *c, size_t layer, int64_t temp_age_s, dir_list *dl,
                            ct_diag *d)
{
    const ct_cache_layer *l = &c->layers[layer];
    memset(dl, 0, sizeof *dl);
    int fd = openat(l->fd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    DIR *dir = fd >= 0 ? fdopendir(fd) : NULL;
    if (!dir) {
        int err = errno;
        if (fd >= 0)
            close(fd);
        return ct_diag_set(d, CUTILE_ERROR_CACHE, "cannot read %s: %s", l->path, strerror(err));
    }
    struct dirent *de;
    while ((errno = 0, de = readdir(dir))) {
        struct stat st;
        ct_cache_key key;
        if (strncmp(de->d_name, CT_CACHE_TEMP_PREFIX, strlen(CT_CACHE_TEMP_PREFIX)) == 0)
            visit_temp(l, de->d_name, temp_age_s, dl);
        else if (!ct_cache_entry_name_key(de->d_name, &key) &&
                 !fstatat(l->fd, de->d_name, &st, AT_SYMLINK_NOFOLLOW) &&
                 list_push(c, dl, (dir_item){key, S_ISREG(st.st_mode) ? (uint64_t)st.st_size : 0,
                                             (int64_t)st.st_mtim.tv_sec * 1000000000 +
                                                 st.st_mtim.tv_nsec,
                                             st.st_mode & S_IFMT})) {
            closedir(dir);
            list_free(c, dl);
            return ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "cache: out of memory");
        }
    }
    int err = errno;
    closedir(dir);
    if (err) {
        list_free(c, dl);
        return ct_diag_set(d, CUTILE_ERROR_CACHE, "cannot read %s: %s", l->path, strerror(err));
    }
    if (dl->n)
        qsort(dl->items, dl->n, sizeof *dl->items, by_last_use);
    return CUTILE_SUCCESS;
}

/* Removes what is at an item's name (a directory only if empty: what it holds is not the
 * cache's); 0 or the errno. */
static int remove_item(const ct_cache_layer *l, const dir_item *it)
{
    char name[CT_CACHE_NAME_SIZE];
    ct_cache_entry_name(&it->key, name);
    if (unlinkat(l->fd, name, it->type == S_IFDIR ? AT_REMOVEDIR : 0) && errno != ENOENT)
        return errno;
    return 0;
}

ct_status ct_cache_sweep_layer(ct_cache *c, uint64_t keep_bytes, int64_t temp_age_s,
                               ct_cache_sweep *out, ct_diag *d)
{
    if (!c->nlayers || !c->layers[0].writable)
        return ct_diag_set(d, CUTILE_ERROR_CACHE, "no writable cache directory");
    const ct_cache_layer *l = &c->layers[0];
    dir_list dl;
    if (list_layer(c, 0, temp_age_s, &dl, d))
        return d->status;
    ct_cache_sweep r = {.temp_files = dl.temps, .removed_temp_files = dl.removed_temps};
    int err = 0;
    size_t stuck = dl.n; /* the first non-entry that could not be removed */
    for (size_t i = 0; i < dl.n; i++) {
        const dir_item *it = &dl.items[i];
        r.bytes += it->size;
        r.entries += it->type == S_IFREG;
        int e = it->type == S_IFREG ? 0 : remove_item(l, it); /* never an entry: always goes */
        if (e && stuck == dl.n)
            stuck = i, err = e;
    }
    for (size_t i = 0; i < dl.n && r.bytes > keep_bytes; i++) {
        if (dl.items[i].type != S_IFREG)
            continue;
        int e = remove_item(l, &dl.items[i]);
        err = err ? err : e;
        if (e)
            continue;
        r.bytes -= dl.items[i].size;
        r.removed_bytes += dl.items[i].size;
        r.removed_entries++;
        r.entries--;
    }
    char name[CT_CACHE_NAME_SIZE] = "";
    if (stuck < dl.n)
        ct_cache_entry_name(&dl.items[stuck].key, name);
    list_free(c, &dl);
    if (out)
        *out = r;
    if (name[0])
        return ct_diag_set(d, CUTILE_ERROR_CACHE,
                           "cannot remove %s/%s, which is at an entry's name but is no entry "
                           "file: %s", l->path, name, strerror(err));
    if (err)
        return ct_diag_set(d, CUTILE_ERROR_CACHE, "cannot remove entries from %s: %s", l->path,
                           strerror(err));
    return CUTILE_SUCCESS;
}

ct_status ct_cache_prune(ct_cache *c, uint64_t max_size, ct_cache_sweep *out, ct_diag *d)
{
    return ct_cache_sweep_layer(c, max_size ? max_size : UINT64_MAX, CT_CACHE_TEMP_MAX_AGE_S,
                                out, d);
}

ct_status ct_cache_clear(ct_cache *c, ct_cache_sweep *out, ct_diag *d)
{
    return ct_cache_sweep_layer(c, 0, CT_CACHE_TEMP_CLEAR_AGE_S, out, d);
}

ct_status ct_cache_stats(ct_cache *c, size_t layer, ct_cache_sweep *out, ct_diag *d)
{
    dir_list dl;
    if (layer >= c->nlayers)
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT, "no cache layer %zu", layer);
    if (list_layer(c, layer, -1, &dl, d))
        return d->status;
    memset(out, 0, sizeof *out);
    out->temp_files = dl.temps;
    for (size_t i = 0; i < dl.n; i++) {
        out->entries += dl.items[i].type == S_IFREG;
        out->bytes += dl.items[i].size;
    }
    list_free(c, &dl);
    return CUTILE_SUCCESS;
}

ct_status ct_cache_scan(ct_cache *c, size_t layer, ct_cache_scan_fn fn, void *user, ct_diag *d)
{
    dir_list dl;
    if (layer >= c->nlayers)
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT, "no cache layer %zu", layer);
    if (list_layer(c, layer, -1, &dl, d))
        return d->status;
    ct_status s = CUTILE_SUCCESS;
    for (size_t i = 0; i < dl.n && !s; i++) {
        ct_diag ld = {0};
        ct_cache_entry *e = NULL;
        s = ct_cache_disk_load(c, layer, &dl.items[i].key, 0, &e, &ld);
        if (s == CUTILE_ERROR_OUT_OF_MEMORY) {
            ct_diag_set(d, s, "%s", ld.msg);
            break;
        }
        s = CUTILE_SUCCESS;
        if (!e && !ld.status)
            continue; /* removed since it was listed */
        ct_cache_item it = {dl.items[i].key, dl.items[i].size, dl.items[i].mtime_ns, e,
                            e ? NULL : ld.msg};
        fn(user, &it);
        ct_cache_entry_free(c, e);
    }
    list_free(c, &dl);
    return s;
}

size_t ct_cache_layer_count(const ct_cache *c) { return c->nlayers; }

const char *ct_cache_layer_path(const ct_cache *c, size_t layer)
{
    return layer < c->nlayers ? c->layers[layer].path : NULL;
}

int ct_cache_layer_writable(const ct_cache *c, size_t layer)
{
    return layer < c->nlayers && c->layers[layer].writable;
}
